/** Marathi (mar-IN) translations of knowledge-base texts: conditions-a, part 2 of 2. */
export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Acidity and acid reflux (GERD)': 'ॲसिडिटी / पित्त आणि आम्ल घशाशी येणे (जीईआरडी)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'थोडे-थोडे जेवा, आणि जेवल्यानंतर 2 ते 3 तास आडवे पडू नका.',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'तळलेले, तिखट आणि तेलकट पदार्थ, चहा, कॉफी, दारू आणि धूम्रपान कमी करा.',
  'Raise the head end of the bed; lose weight if overweight.':
    'पलंगाची डोक्याकडची बाजू उंच करा; वजन जास्त असेल तर कमी करा.',
  'A pharmacist can advise on antacids for occasional use.':
    'कधीतरी घेण्यासाठी ॲसिडिटीच्या औषधांबद्दल (अँटासिड) फार्मासिस्ट सल्ला देऊ शकतात.',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'घाम किंवा दम लागण्यासोबत छातीत दुखणे, किंवा दुखणे हात किंवा जबड्याकडे पसरणे — हृदयाचा त्रास असू शकतो; 108 वर फोन करा',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'गिळायला त्रास, वजन कमी होणे, रक्ताची उलटी किंवा काळी शौच',
  'Gastritis or stomach ulcer': 'जठराला सूज (गॅस्ट्रायटिस) किंवा पोटात अल्सर',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'डॉक्टरांनी सुरक्षित आहे असे सांगितल्याशिवाय आयबुप्रोफेन, डायक्लोफेनॅक किंवा ॲस्पिरिनसारख्या पेनकिलर घेऊ नका.',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'दारू, धूम्रपान आणि खूप तिखट अन्न टाळा; वेळच्या वेळी जेवा.',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'रक्ताची उलटी किंवा काळी, डांबरासारखी शौच — आत्ताच दवाखान्यात जा',
  'Sudden severe stomach pain': 'अचानक पोटात खूप दुखणे',
  'Bleeding in the stomach or gut': 'पोटात किंवा आतड्यात रक्तस्राव',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'आत्ताच 108 वर फोन करा; चक्कर येत असेल तर पाय उंच करून झोपा. डॉक्टरांनी तपासेपर्यंत काहीही खाऊ-पिऊ नका.',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'कोणतीही रक्ताची उलटी, किंवा चक्कर येण्यासोबत काळी शौच ही इमर्जन्सी आहे',
  Appendicitis: 'अपेंडिक्सला सूज (अपेंडिसायटिस)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'काही तासांतच डॉक्टरांकडे किंवा दवाखान्यात जा; तपासणी होईपर्यंत काही खाऊ नका, आणि पेनकिलर किंवा जुलाबाचे औषध घेऊ नका.',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'दुखणे अचानक संपूर्ण पोटभर पसरणे किंवा खूप वाढणे',
  'High fever, hard belly or repeated vomiting': 'जास्त ताप, पोट कडक होणे किंवा सारख्या उलट्या',
  'Gallstones / gallbladder pain': 'पित्ताशयातील खडे / पित्ताशयाचे दुखणे',
  'Eat smaller, low-fat meals.': 'थोडे-थोडे आणि कमी तेल-तुपाचे जेवण घ्या.',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'जेवणानंतर पुन्हा पुन्हा दुखत असेल तर सोनोग्राफीसाठी डॉक्टरांना दाखवा.',
  'Pain lasting more than 8 hours': '8 तासांपेक्षा जास्त वेळ दुखणे',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'थंडी वाजून ताप, किंवा डोळे पिवळे होणे — आजच डॉक्टरांना दाखवा',
  'Acute pancreatitis': 'स्वादुपिंडाला तीव्र सूज (पॅनक्रियाटायटिस)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'पोटाच्या वरच्या भागात खूप दुखून ते पाठीपर्यंत जात असेल आणि उलट्या होत असतील तर आत्ताच दवाखान्यात जायला हवे',
  'Liver damage (cirrhosis, often from alcohol)': 'लिव्हर खराब होणे (सिरोसिस, बहुतेक दारूमुळे)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'दारू पूर्णपणे बंद करा; व्यसनमुक्तीसाठी मदत घ्या (टेली-मानस 14416 मार्गदर्शन करू शकते).',
  'Take no herbal or other medicines without asking your doctor.':
    'डॉक्टरांना विचारल्याशिवाय कोणतीही जडीबुटी किंवा इतर औषधे घेऊ नका.',
  'Confusion or sleepiness': 'गोंधळ किंवा सारखी झोप येणे',
  'Fever with a swollen, painful belly': 'पोट फुगून दुखत असेल आणि सोबत ताप',
  'Urine infection (UTI)': 'लघवीचा संसर्ग (युरिन इन्फेक्शन)',
  'Drink plenty of water so that urine is pale.': 'लघवी फिकट रंगाची होईल इतके भरपूर पाणी प्या.',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'लघवी तपासणीसाठी डॉक्टरांना दाखवा; अँटिबायोटिकची गरज असेल तर ती डॉक्टरांनीच लिहून द्यायला हवी — आधीच्या उरलेल्या गोळ्या घेऊ नका.',
  'Do not hold urine for long; wipe front to back.':
    'लघवी जास्त वेळ रोखून धरू नका; पुढून मागच्या दिशेने पुसा.',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'थंडी वाजून ताप, किंवा कुशीत किंवा पाठीत दुखणे (किडनीचा संसर्ग)',
  'Symptoms in pregnancy, in a man, or in a child': 'गरोदरपणात, पुरुषाला किंवा मुलाला ही लक्षणे असणे',
  'Kidney infection (pyelonephritis)': 'किडनीचा संसर्ग (पायलोनेफ्रायटिस)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'आजच डॉक्टरांना दाखवा; किडनीच्या संसर्गात डॉक्टरांनी लिहून दिलेली अँटिबायोटिक लागतात.',
  'Drink plenty of fluids and rest.': 'भरपूर पातळ पदार्थ प्या आणि आराम करा.',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'गोंधळ, खूप जलद श्वास किंवा थंड ओलसर-चिकट त्वचा (सेप्सिस असू शकतो) — 108 वर फोन करा',
  'Vomiting so that fluids do not stay down': 'पाणीसुद्धा पोटात टिकत नाही इतक्या उलट्या',
  'Kidney stone (pathri)': 'मुतखडा (किडनी स्टोन / पथरी)',
  'Drink plenty of water through the day, especially in summer.':
    'दिवसभर भरपूर पाणी प्या, विशेषतः उन्हाळ्यात.',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'दुखण्यावरचे औषध फक्त डॉक्टर किंवा फार्मासिस्टच्या सल्ल्यानेच घ्या; खूप दुखत असेल तर एका दिवसाच्या आत डॉक्टरांना दाखवा.',
  'Reduce salt and very high-protein diets.': 'मीठ कमी करा, आणि खूप जास्त प्रोटीन असलेला आहार कमी करा.',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'मुतखड्याच्या दुखण्यासोबत ताप किंवा थंडी वाजणे — संसर्ग झालेली, अडलेली किडनी ही इमर्जन्सी आहे',
  'Unable to pass urine': 'लघवी न होणे',
  'Pain not controlled or repeated vomiting': 'दुखणे आटोक्यात न येणे किंवा सारख्या उलट्या',
  'Enlarged prostate (BPH)': 'प्रोस्टेट ग्रंथी वाढणे (बीपीएच)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'संध्याकाळी पाणी व पातळ पदार्थ कमी घ्या, आणि चहा, कॉफी आणि दारू कमी करा.',
  'Book a doctor visit for a prostate check.': 'प्रोस्टेट तपासणीसाठी डॉक्टरांची वेळ घ्या.',
  'Unable to pass urine at all': 'लघवी अजिबात न होणे',
  'Fever with urinary symptoms': 'लघवीच्या त्रासासोबत ताप',
  'Chronic kidney disease': 'किडनीचा जुना आजार (क्रॉनिक किडनी डिसीज)',
  'Control blood pressure and sugar; limit salt.': 'बीपी आणि शुगर नियंत्रणात ठेवा; मीठ कमी खा.',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'डॉक्टरांनी परवानगी दिल्याशिवाय पेनकिलर आणि जडीबुटी घेऊ नका.',
  'Breathlessness or very little urine': 'दम लागणे किंवा खूप कमी लघवी',
  'Severe swelling': 'खूप सूज',
  'Stroke (brain attack)': 'लकवा / स्ट्रोक (ब्रेन अटॅक)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'आत्ताच 108 किंवा 112 वर फोन करा आणि लक्षणे कधी सुरू झाली ती वेळ लक्षात ठेवा — गुठळी विरघळवणारे उपचार फक्त काही तासांच्या आतच उपयोगी पडतात.',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'अन्न, पाणी किंवा औषधे देऊ नका; व्यक्ती गुंगीत असेल किंवा उलटी करत असेल तर तिला एका कुशीवर झोपवा.',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST लक्षात ठेवा: चेहरा (Face) वाकडा होणे, हात (Arm) कमजोर होणे, बोलण्यात (Speech) अडचण — वेळ (Time) न घालवता 108 वर फोन करा',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'काही मिनिटांत निघून गेलेल्या लक्षणांसाठीसुद्धा आजच दवाखान्यात जायला हवे (मिनी-स्ट्रोक)',
  Migraine: 'मायग्रेन (अर्धशिशी)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'अंधाऱ्या, शांत खोलीत आराम करा; कपाळावर थंड ओले कापड ठेवल्याने आराम मिळू शकतो.',
  'Drink water and do not skip meals or sleep.': 'पाणी प्या, आणि जेवण किंवा झोप चुकवू नका.',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'डोकेदुखी कशामुळे सुरू होते — जसे अपुरी झोप, उपवास, कडक ऊन किंवा ताण — ते एका वहीत लिहून ठेवा.',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'पेनकिलर फक्त फार्मासिस्ट किंवा डॉक्टरांच्या सल्ल्यानेच घ्या; आठवड्यातून काही दिवसांपेक्षा जास्त घेतल्यास डोकेदुखी वाढू शकते.',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'अचानक, आजपर्यंतची सगळ्यात जास्त डोकेदुखी, किंवा कमजोरी, गोंधळ, फिट किंवा अडखळत बोलण्यासोबत डोकेदुखी — 108 वर फोन करा',
  'Headache with fever and stiff neck': 'ताप आणि मान ताठ होण्यासोबत डोकेदुखी',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'डोकेदुखी वारंवार होऊ लागणे किंवा तिचे स्वरूप बदलणे, किंवा 50 वर्षांनंतर सुरू होणे',
  'Tension-type headache': 'ताणामुळे होणारी डोकेदुखी (टेन्शन हेडेक)',
  'Drink water, sleep regularly and take screen breaks.':
    'पाणी प्या, नियमित झोप घ्या आणि मोबाईल/टीव्हीच्या स्क्रीनपासून मधून मधून विश्रांती घ्या.',
  'Gentle neck stretches and relaxation help.':
    'मानेचे हलके ताणण्याचे व्यायाम आणि मन शांत ठेवल्याने आराम मिळतो.',
  'Painkillers only as advised by a pharmacist or doctor.':
    'पेनकिलर फक्त फार्मासिस्ट किंवा डॉक्टरांच्या सल्ल्यानेच घ्या.',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'झोपेतून जागे करणारी डोकेदुखी, किंवा आडवे झाल्यावर वाढणारी आणि उलटीसोबत येणारी डोकेदुखी',
  'Headache after a head injury': 'डोक्याला मार लागल्यानंतर डोकेदुखी',
  'Headache with fever, stiff neck, weakness or confusion':
    'ताप, मान ताठ होणे, कमजोरी किंवा गोंधळासोबत डोकेदुखी',
  'Seizure / epilepsy': 'फिट येणे / मिरगी (फेफरे)',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'फिट येत असताना: जवळच्या टणक वस्तू दूर करा, डोक्याखाली काहीतरी मऊ ठेवा, व्यक्तीला दाबून धरू नका आणि तोंडात काहीही घालू नका.',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'झटके थांबल्यावर व्यक्तीला एका कुशीवर वळवा, आणि ती पूर्ण शुद्धीवर येईपर्यंत तिच्याजवळ थांबा.',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'पहिल्यांदाच फिट आली, 5 मिनिटांपेक्षा जास्त वेळ राहिली, पुन्हा पुन्हा आली, इजा झाली, किंवा गरोदरपणात फिट आली तर 108 वर फोन करा.',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'तुम्हाला मिरगी असेल तर औषधे नियमित घ्या, आणि डॉक्टर परवानगी देईपर्यंत एकटे पोहणे किंवा गाडी चालवणे टाळा.',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 मिनिटांपेक्षा जास्त वेळ फिट, किंवा दोन फिटच्या मधे शुद्धीवर न येणे',
  'First-ever fit': 'आयुष्यात पहिल्यांदाच फिट येणे',
  'Fit with fever, head injury or in pregnancy':
    'तापासोबत, डोक्याला मार लागल्यावर, किंवा गरोदरपणात फिट येणे',
  'Vertigo (inner-ear balance problem)': 'व्हर्टिगो (आतल्या कानातील तोलाचा त्रास)',
  'Sit or lie down when it starts; get up slowly.': 'सुरू झाले की बसा किंवा आडवे व्हा; हळूहळू उठा.',
  'Avoid driving, heights and ladders until it settles.':
    'बरे होईपर्यंत गाडी चालवणे, उंच जागी जाणे आणि शिडी चढणे टाळा.',
  'Drink fluids if vomiting.': 'उलट्या होत असतील तर पातळ पदार्थ पीत राहा.',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'गरगरण्यासोबत दोन-दोन दिसणे, बोलणे अडखळणे, कमजोरी किंवा चालायला त्रास — लकवा (स्ट्रोक) असू शकतो, 108 वर फोन करा',
  'Bell’s palsy (facial nerve weakness)': 'बेल्स पाल्सी (चेहऱ्याच्या नसेची कमजोरी / चेहऱ्याचा लकवा)',
  'See a doctor within a day: treatment started early works best.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा: लवकर सुरू केलेले उपचार सगळ्यात चांगले लागू पडतात.',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'जो डोळा बंद होत नाही त्याची काळजी घ्या (सांगितल्याप्रमाणे डोळ्यांचे थेंब, टेप किंवा रात्री डोळ्यावर पट्टी).',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'हात किंवा पाय कमजोर होणे, किंवा बोलायला त्रास — लकवा (स्ट्रोक) असू शकतो, 108 वर फोन करा',
  'Nerve damage in hands and feet (neuropathy)': 'हातापायांच्या नसा खराब होणे (न्यूरोपॅथी)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'रोज पाय तपासा, कुठे कापले आहे का किंवा फोड आले आहेत का; नेहमी चप्पल घाला.',
  'Keep blood sugar controlled and avoid alcohol.': 'शुगर नियंत्रणात ठेवा आणि दारू टाळा.',
  'Get vitamin B12 and sugar tested.': 'व्हिटॅमिन B12 आणि शुगरची तपासणी करा.',
  'A foot wound that is not healing or turns red, black or smelly':
    'पायाची जखम भरत नसेल, किंवा लाल, काळी पडत असेल किंवा तिला वास येत असेल',
  'Weakness spreading up the legs over days': 'काही दिवसांत पायांपासून वर पसरत जाणारी कमजोरी',
  'Fainting (syncope)': 'चक्कर येऊन पडणे (बेशुद्ध पडणे)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'पूर्ण बरे वाटेपर्यंत पाय उंच करून झोपा; मग हळूच उठून बसा.',
  'Drink fluids and eat something once awake.': 'शुद्धीवर आल्यावर पाणी प्या आणि काहीतरी खा.',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'व्यायाम करताना, छातीत दुखण्यासोबत किंवा धडधडीसोबत, किंवा कोणतीही पूर्वसूचना न देता चक्कर येऊन पडणे',
  'Not waking within a minute': 'एका मिनिटात शुद्धीवर न येणे',
  'Fainting in pregnancy': 'गरोदरपणात चक्कर येऊन पडणे',
  'Suicidal thoughts or self-harm crisis': 'आत्महत्येचे विचार किंवा स्वतःला इजा करण्याचा धोका',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'आत्ताच टेली-मानस 14416 वर फोन करा — मोफत, गोपनीय, 24x7. तुम्हाला लगेच धोका असेल तर 112 वर फोन करा.',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'तुमचा विश्वास असलेल्या व्यक्तीसोबत राहा, आणि स्वतःला इजा करण्यासाठी वापरता येईल अशा कोणत्याही गोष्टीपासून दूर जा.',
  'You are not alone, and these feelings can get better with help.':
    'तुम्ही एकटे नाही आहात, आणि मदतीने या भावना कमी होऊ शकतात.',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'जीव देण्याची योजना किंवा साधन तयार असेल, किंवा तुम्ही आधीच स्वतःला इजा केली असेल — आत्ताच 112 वर फोन करा',
  Depression: 'नैराश्य (डिप्रेशन)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'तुमचा विश्वास असलेल्या व्यक्तीशी बोला, किंवा प्रशिक्षित समुपदेशकाशी बोलण्यासाठी टेली-मानस 14416 वर फोन करा (मोफत, 24x7, तुमच्या भाषेत).',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'रोजचा साधा दिनक्रम ठेवा: वेळेवर झोप, वेळेवर जेवण, दिवसा उजेडात थोडे चालणे.',
  'Avoid alcohol and other drugs.': 'दारू आणि इतर नशेचे पदार्थ टाळा.',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'नैराश्य हा सामान्य आणि बरा होणारा आजार आहे — डॉक्टरांना दाखवणे हे कमजोरीचे नाही तर हिमतीचे लक्षण आहे.',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'जीव देण्याचे विचार येत असतील — आत्ताच टेली-मानस 14416 किंवा 112 वर फोन करा',
};
