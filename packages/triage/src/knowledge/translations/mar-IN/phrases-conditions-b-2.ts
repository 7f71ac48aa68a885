/** Marathi (mar-IN) translations of knowledge-base texts: conditions-b, part 2 of 2. */
export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'शांत राहा आणि हालचाल करू नका; चावलेला हात किंवा पाय स्थिर आणि हृदयाच्या पातळीपेक्षा खाली ठेवा. अंगठ्या, बांगड्या आणि घट्ट कपडे काढा.',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'जखम कापू नका, विष चोखून काढू नका, घट्ट आवळपट्टी बांधू नका, झाडपाला लावू नका किंवा मांत्रिक-वैदूकडे जाऊ नका — यात वेळ वाया जातो.',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'साप कधी चावला ती वेळ लक्षात ठेवा; सुरक्षित असेल तरच सापाचा फोटो काढा.',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'दुखत नसले तरी मण्यार चावल्यास (बहुतेक रात्री जमिनीवर झोपलेले असताना) काही तासांनंतर पापण्या खाली पडू शकतात आणि श्वास बंद पडू शकतो',
  'Dog or animal bite (rabies risk)': 'कुत्रा किंवा प्राणी चावणे (रेबीजचा धोका)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'जखम लगेच साबण आणि वाहत्या पाण्याने 15 मिनिटे धुवा — यामुळे रेबीजचा धोका खूप कमी होतो.',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'रेबीजच्या लसीसाठी (सरकारी दवाखान्यांत मोफत) आजच आरोग्य केंद्रात जा, आणि खोल चावा असेल तर रेबीज इम्युनोग्लोब्युलिनचे इंजेक्शनही घ्या.',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'जखमेवर मिरची, हळद, तेल किंवा इतर काहीही लावू नका, आणि टाके घालू नका किंवा घट्ट पट्टी बांधू नका.',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'डॉक्टरांनी दिलेल्या वेळापत्रकानुसार लसीचे सगळे डोस पूर्ण करा.',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'खोल चावा, चेहऱ्यावर, डोक्यावर किंवा हातांवर चावा, किंवा अनेक ठिकाणी चावा — आजच जा, वाट पाहू नका',
  'Bleeding that will not stop': 'न थांबणारा रक्तस्राव',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'आत्ताच जवळच्या दवाखान्यात जा, विशेषतः मूल असेल तर; व्यक्तीला शांत ठेवा आणि हालचाल करू देऊ नका.',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'डंख झालेल्या जागी थंड शेक (बर्फाची पिशवी) दिल्याने दुखणे कमी होते. ती जागा कापू नका किंवा चोखू नका.',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'डंखानंतर घाम, उलटी, हात-पाय थंड पडणे, दम लागणे किंवा अस्वस्थता — 108 वर फोन करा',
  'Insect bite or sting (local reaction)': 'किडा चावणे किंवा डंख (फक्त त्याच जागी प्रतिक्रिया)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'मधमाशीचा काटा नखाने किंवा एखाद्या कार्डने खरवडून काढा, मग साबण-पाण्याने धुवा.',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'त्या जागी 10 मिनिटं थंड शेक दिल्याने दुखणं आणि सूज कमी होते; तो भाग उंच ठेवा.',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'एकाच वेळी अनेक डंख, तोंडाच्या आत डंख, किंवा एक-दोन दिवसांनी पसरणारी आणि गरम होणारी लाली',
  'Severe allergic reaction (anaphylaxis)': 'गंभीर ॲलर्जी (ॲनाफिलॅक्सिस)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'आत्ताच 108 वर फोन करा. व्यक्तीकडे ॲड्रेनालिनचे ऑटो-इंजेक्टर असेल तर ते वापरा.',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'व्यक्तीला पाय उंच करून सपाट झोपवा; श्वास घ्यायला त्रास होत असेल तर उठून बसू द्या.',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'एखादे अन्न, औषध किंवा डंखानंतर ओठ किंवा घसा सुजणे, श्वास घ्यायला त्रास किंवा चक्कर येऊन पडणे',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'विषबाधा (कीटकनाशक, रसायन, औषधांचा जास्त डोस)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'आत्ताच 108 वर फोन करा. व्यक्तीला उलटी करायला लावू नका आणि दूध, मिठाचे पाणी किंवा तेल देऊ नका.',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'कीटकनाशकात भिजलेले कपडे काढा आणि त्वचा साबण-पाण्याने धुवा (स्वतः हातमोजे घाला).',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'विषाची बाटली, डबा किंवा गोळ्यांचे पाकीट दवाखान्यात सोबत न्या. हे मुद्दाम केले असेल तर नंतर टेली-मानस 14416 मदत करू शकते.',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'कीटकनाशक, रॉकेल, ॲसिड किंवा जास्तीची औषधे गिळली असतील तर व्यक्ती बरी दिसत असली तरी ती इमर्जन्सी आहे',
  'Burns and scalds': 'भाजणे (आग, गरम पाणी किंवा वाफेने)',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'शक्य तितक्या लवकर भाजलेली जागा नळाच्या वाहत्या थंड पाण्याखाली 20 मिनिटे धरा.',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'भाजलेल्या जागेजवळच्या अंगठ्या आणि कपडे काढा, पण त्वचेला चिकटले असतील तर काढू नका.',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'क्लिंग फिल्मने किंवा स्वच्छ कापडाने सैलसर झाका. टूथपेस्ट, तूप, तेल, बर्फ किंवा हळद लावू नका; फोड फोडू नका.',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'त्या व्यक्तीच्या तळहातापेक्षा मोठी भाजलेली जागा, खोल भाजणे (पांढरे किंवा काळे पडलेले), किंवा चेहरा, हात, पाय, गुप्तांग किंवा सांध्यांवर भाजणे — दवाखान्यात जा',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'बाळाला कोणत्याही प्रकारे भाजणे, किंवा विजेमुळे, रसायनामुळे भाजणे, किंवा धूर श्वासात जाऊन झालेली इजा — 108 वर फोन करा',
  'Broken bone (fracture)': 'हाड मोडणे (फ्रॅक्चर)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'मार लागलेला भाग फळी (स्प्लिंट) किंवा झोळी बांधून स्थिर ठेवा; तो सरळ करायचा प्रयत्न करू नका.',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'कापडात गुंडाळलेली बर्फाची पिशवी लावा; आजच एक्स-रे काढा.',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'पारंपरिक हाडवैद्याकडून मालिश करून हाड बसवून घेणे टाळा, त्याने कायमचे नुकसान होऊ शकते.',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'हाड त्वचेतून बाहेर येणे, जास्त रक्तस्राव, किंवा हात-पाय थंड, बधीर किंवा फिकट पडणे — 108 वर फोन करा',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'मान, पाठ, कंबर किंवा मांडीचे हाड मोडल्याची शंका — व्यक्तीला हलवू नका; 108 वर फोन करा',
  'Sprain or strain': 'मुरगळणे किंवा स्नायू ताणले जाणे (लचक)',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'आराम करा, दर काही तासांनी 20 मिनिटे कापडात गुंडाळलेली बर्फाची पिशवी लावा, पक्की (पण घट्ट नाही) पट्टी बांधा, आणि तो भाग उंच ठेवा.',
  'Start gentle movement after 2 days.': '2 दिवसांनंतर हलकी हालचाल सुरू करा.',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'त्यावर अजिबात भार टाकता येत नाही, किंवा तो वाकडा दिसतो — एक्स-रे काढा',
  'Not improving after a week': 'आठवडाभरानंतरही सुधारणा न होणे',
  'Rest and have someone stay with you for 24 hours.':
    'आराम करा आणि 24 तास कोणालातरी तुमच्यासोबत राहू द्या.',
  'Avoid alcohol, driving and sports until checked.': 'तपासणी होईपर्यंत दारू, गाडी चालवणे आणि खेळ टाळा.',
  'See a doctor today if you are elderly or take blood thinners.':
    'तुम्ही वयस्कर असाल किंवा रक्त पातळ करण्याची औषधे घेत असाल तर आजच डॉक्टरांना दाखवा.',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'बेशुद्ध पडणे, फिट, सारख्या उलट्या, गोंधळ, वाढत जाणारी डोकेदुखी, कानातून किंवा नाकातून रक्त, किंवा कमजोरी — 108 वर फोन करा',
  'Cut or wound': 'कापणे किंवा जखम',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'रक्त थांबेपर्यंत स्वच्छ कापडाने जखमेवर दाबून धरा, मग ती स्वच्छ वाहत्या पाण्याखाली धुवा.',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'जखम स्वच्छ पट्टीने झाका आणि स्वच्छ व कोरडी ठेवा; तिच्यावर माती, राख, कॉफी पावडर किंवा टूथपेस्ट लावू नका.',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'शेवटचे धनुर्वाताचे (टिटॅनस) इंजेक्शन 10 वर्षांपेक्षा जास्त आधी घेतले असेल, किंवा आठवत नसेल, तर एका दिवसाच्या आत ते घ्या.',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 मिनिटे घट्ट दाबून धरल्यानंतरही रक्त थांबत नसेल — 108 वर फोन करा',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'खोल, तोंड उघडलेली किंवा लांब जखम, चेहऱ्यावरची जखम, किंवा तिच्यात काच, माती किंवा गंज — आजच दवाखान्यात जा',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'पसरणारा लालसरपणा, पू, ताप किंवा वाढत जाणारे दुखणे — आजच डॉक्टरांना दाखवा',
  'Severe bleeding from a wound': 'जखमेतून खूप रक्तस्राव',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 वर फोन करा. स्वच्छ कापडाने जखमेवर घट्ट दाबा आणि सोडू नका; कापड रक्ताने भिजले तर त्यावर आणखी कापड ठेवा.',
  'Raise the injured part and lie the person down.': 'जखम झालेला भाग उंच करा आणि व्यक्तीला आडवे झोपवा.',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'न थांबणारा रक्तस्राव, रक्ताची चिळकांडी उडणे, किंवा चक्कर आणि फिकट, थंड त्वचा',
  'Diabetes (high blood sugar)': 'डायबेटीस / मधुमेह (शुगर जास्त)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'उपाशीपोटी शुगर आणि HbA1c तपासणी करा; सरकारी आरोग्य केंद्रांत ही तपासणी मोफत होते.',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'भाज्या, डाळी आणि अख्खी धान्ये जास्त खा; मिठाई, गोड पेये, पांढरा भात आणि मैदा कमी करा.',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'बहुतेक दिवस किमान 30 मिनिटे चाला; वजन योग्य ठेवा.',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'डायबेटीसची औषधे चालू असतील तर ती सांगितल्याप्रमाणे घ्या; रोज पाय तपासा.',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'शुगर जास्त असून उलटी, खोल आणि जलद श्वास, श्वासाला फळांसारखा वास किंवा गुंगी — दवाखान्यात जा',
  'A foot wound that is red, black or smelly': 'लाल, काळी पडलेली किंवा वास येणारी पायाची जखम',
  'Low blood sugar (hypo)': 'शुगर कमी होणे (हायपो)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'शुद्धीवर असाल आणि गिळता येत असेल तर आत्ताच काहीतरी गोड घ्या: ग्लुकोज, पाण्यात साखर, फळांचा रस किंवा गोड पदार्थ. मग व्यवस्थित काहीतरी खा.',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 मिनिटांनी पुन्हा शुगर तपासा, आणि अजून कमी असेल तर पुन्हा गोड घ्या.',
  'Tell your doctor — your diabetes medicines may need changing.':
    'तुमच्या डॉक्टरांना सांगा — तुमची डायबेटीसची औषधे बदलावी लागू शकतात.',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'गुंगी, गोंधळ, फिट येणे किंवा बेशुद्धी — तोंडाने काहीही देऊ नका; 108 वर फोन करा',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'शुगर खूप वाढल्याची इमर्जन्सी (डायबेटिक किटोॲसिडोसिस)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'आत्ताच दवाखान्यात जा; शुद्धीवर असाल तर वाटेत पाण्याचे घोट घ्या. इन्सुलिन बंद करू नका.',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'शुगर जास्त असून उलटी, खोल श्वास, श्वासाला फळांसारखा वास, पोटदुखी किंवा गुंगी',
  'Underactive thyroid (hypothyroidism)': 'थायरॉईड कमी काम करणे (हायपोथायरॉईडिझम)',
  'Get a thyroid (TSH) blood test.': 'थायरॉईडची (TSH) रक्त तपासणी करा.',
  'Use iodised salt at home.': 'घरी आयोडीनयुक्त मीठ वापरा.',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'थायरॉईडचे औषध लिहून दिले असेल तर ते सांगितल्याप्रमाणे रोज उपाशीपोटी घ्या.',
  'Extreme drowsiness, confusion or feeling very cold': 'खूप जास्त गुंगी, गोंधळ किंवा खूप थंडी वाजणे',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'मानेवरची सूज झपाट्याने वाढणे, किंवा तिच्यामुळे गिळायला किंवा श्वास घ्यायला त्रास होणे',
  'Overactive thyroid (hyperthyroidism)': 'थायरॉईड जास्त काम करणे (हायपरथायरॉईडिझम)',
  'Get a thyroid blood test.': 'थायरॉईडची रक्त तपासणी करा.',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'तपासणीची वाट पाहत असताना चहा, कॉफी आणि एनर्जी ड्रिंक कमी करा.',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'खूप जलद धडधड, ताप, गोंधळ किंवा छातीत दुखणे — दवाखान्यात जा',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'रक्त कमी असणे / ॲनिमिया (हिमोग्लोबिन कमी, बहुतेक लोहाच्या कमतरतेमुळे)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'हिमोग्लोबिनची तपासणी करा; सरकारी आरोग्य केंद्रांत ती मोफत होते (ॲनिमिया मुक्त भारत).',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'लोह भरपूर असलेले पदार्थ खा: हिरव्या पालेभाज्या, गूळ, खजूर, डाळी, हरभरे, अंडी, मांस; लोह शरीरात नीट शोषले जावे म्हणून सोबत लिंबू किंवा आवळा घ्या.',
  'Avoid tea or coffee with meals.': 'जेवणासोबत चहा किंवा कॉफी टाळा.',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'गरोदर बायका, किशोरवयीन मुले-मुली आणि लहान मुलांना लोह आणि फॉलिक ॲसिडच्या गोळ्या मोफत दिल्या जातात — आरोग्य कर्मचारी सांगतील तशा घ्या.',
  'Breathless at rest, chest pain or fainting':
    'आराम करत असतानाही दम लागणे, छातीत दुखणे किंवा चक्कर येऊन पडणे',
  'Black stools or heavy bleeding': 'काळी शौच किंवा जास्त रक्तस्राव',
  'Anaemia in pregnancy': 'गरोदरपणात रक्त कमी असणे (ॲनिमिया)',
  'Vitamin B12 deficiency': 'व्हिटॅमिन B12 ची कमतरता',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 ची रक्त तपासणी करा, विशेषतः तुम्ही शाकाहारी असाल किंवा बराच काळ डायबेटीस किंवा ॲसिडिटीची औषधे घेत असाल तर.',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'आहारात दूध, दही, पनीर, अंडी, मासे किंवा जीवनसत्त्वे मिसळलेले (फोर्टिफाइड) पदार्थ घ्या.',
  'Difficulty walking, worsening numbness or confusion':
    'चालायला त्रास, वाढत जाणारा बधीरपणा किंवा गोंधळ',
  'Knee and joint wear (osteoarthritis)': 'गुडघे आणि सांधे झिजणे (ऑस्टिओआर्थरायटिस)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'सक्रिय राहा: चालणे आणि मांडीचे स्नायू मजबूत करणारे व्यायाम यांनी गुडघ्याचे रक्षण होते.',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'वजन जास्त असेल तर कमी करा; जमिनीवर उकिडवे बसण्याऐवजी खुर्ची वापरा.',
  'Warm compresses ease stiffness.': 'गरम शेक दिल्याने आखडलेपणा कमी होतो.',
  'A hot, red, swollen joint with fever': 'तापासोबत गरम, लाल, सुजलेला सांधा',
  'Unable to bear weight': 'पायावर भार टाकता न येणे',
  'Rheumatoid arthritis': 'संधिवात (ऱ्हूमॅटॉइड आर्थरायटिस)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'लवकरच डॉक्टरांची वेळ घ्या: लवकर उपचार केल्याने सांध्यांचे नुकसान टळते.',
  'Gentle exercise and warm water soaks for stiff hands.':
    'आखडलेल्या हातांसाठी हलका व्यायाम करा आणि हात कोमट पाण्यात बुडवून ठेवा.',
  'A single very hot, swollen joint with fever': 'तापासोबत एकच सांधा खूप गरम आणि सुजलेला',
  Gout: 'गाऊट (युरिक ॲसिडमुळे सांधेदुखी)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'आराम करा आणि सांधा उंच ठेवा; कापडात गुंडाळलेली बर्फाची पिशवी लावल्याने आराम मिळतो.',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'भरपूर पाणी प्या; दारू, मटण (लाल मांस), कलेजी-गुर्दा असे अवयवांचे मांस आणि गोड पेये कमी करा.',
  'Fever or shivering with a hot joint (possible joint infection)':
    'गरम सांध्यासोबत ताप किंवा थंडी वाजणे (सांध्यात संसर्ग असू शकतो)',
  'Low back pain': 'कंबरदुखी',
  'Keep moving gently; bed rest slows recovery.':
    'हळूहळू हालचाल करत राहा; नुसते अंथरुणात पडून राहिल्याने बरे व्हायला उशीर होतो.',
  'Warm compresses and gentle stretches.': 'गरम शेक आणि हलके ताणण्याचे व्यायाम.',
  'Lift with bent knees; take breaks from long sitting.':
    'वजन उचलताना गुडघे वाकवून उचला; खूप वेळ बसून राहिल्यास मधून मधून उठा.',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'गुप्तांग किंवा कुल्ल्यांभोवती बधीरपणा, लघवी किंवा शौचावर ताबा न राहणे, किंवा दोन्ही पायांत कमजोरी — आत्ताच दवाखान्यात जा',
  'Back pain with fever, weight loss or after a fall':
    'ताप किंवा वजन कमी होण्यासोबत, किंवा पडल्यानंतर पाठदुखी',
  'Sciatica (trapped nerve in the back)': 'सायटिका (पाठीत नस दबणे)',
  'Keep active with gentle walking and stretches.': 'हलके चालणे आणि ताणण्याचे व्यायाम करून सक्रिय राहा.',
  'Warm compresses; avoid lifting heavy loads.': 'गरम शेक द्या; जड ओझे उचलणे टाळा.',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'दोन्ही पायांत कमजोरी, किंवा लघवी किंवा शौचावर ताबा न राहणे — इमर्जन्सी',
  'Neck pain / cervical spondylosis': 'मानदुखी / सर्व्हायकल स्पॉन्डिलोसिस',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'मोबाईल किंवा कॉम्प्युटरची स्क्रीन डोळ्यांच्या उंचीवर ठेवा आणि दर 30 मिनिटांनी विश्रांती घ्या.',
  'Gentle neck exercises and warm compresses.': 'मानेचे हलके व्यायाम आणि गरम शेक.',
  'Use one firm pillow.': 'एकच, टणक उशी वापरा.',
  'Neck stiffness with fever or headache — emergency': 'ताप किंवा डोकेदुखीसोबत मान ताठ होणे — इमर्जन्सी',
  'Weakness or clumsiness in arms or legs': 'हातापायांत कमजोरी किंवा हालचालींवर नियंत्रण न राहणे',
  'Frozen shoulder': 'खांदा जखडणे (फ्रोझन शोल्डर)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'हलक्या व्यायामांनी खांद्याची हालचाल चालू ठेवा; फिजिओथेरपीचा फायदा होतो.',
  'Warm compresses.': 'गरम शेक.',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'छातीत दुखणे, घाम किंवा दम लागण्यासोबत डावा खांदा किंवा हात दुखणे — हृदयाचा त्रास असू शकतो; 108 वर फोन करा',
  'Spotting in pregnancy': 'गरोदरपणात थोडेसे रक्ताचे डाग (स्पॉटिंग)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'गर्भाची तपासणी व्हावी म्हणून आजच तुमच्या एएनएम सिस्टर, आशा ताई किंवा डॉक्टरांना दाखवा; तुमचे गरोदरपणाचे कार्ड (एमसीपी कार्ड) सोबत घ्या.',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'आराम करा, आणि पॅड वापरा (टॅम्पॉन नको), म्हणजे किती रक्त जाते ते दिसेल.',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'पाळीसारखा रक्तस्राव किंवा रक्ताच्या गाठी, पोटात दुखणे, खांद्याच्या टोकाला दुखणे, चक्कर येणे किंवा बेशुद्ध पडणे — आत्ताच दवाखान्यात जा',
};
