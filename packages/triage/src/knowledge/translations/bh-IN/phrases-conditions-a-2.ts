/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (conditions A, part 2). */
export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Irregular or fast heartbeat (arrhythmia)': 'दिल के धड़कन बेतरतीब भा तेज (एरिदमिया)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'बइठ जाईं आ धीरे-धीरे साँस लीं; चाय, कॉफी, एनर्जी ड्रिंक आ दारू कम करीं।',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG खातिर डाक्टर के देखाईं, हो सके त ओही घरी जब लच्छन होत होखे।',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'छाती में दरद, बेहोसी भा साँस फूलल के साथे धड़कन तेज — 108 पर फोन करीं',
  'Blood clot in the leg (DVT)': 'गोड़ में खून के थक्का (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'स्कैन खातिर आजे डाक्टर के देखाईं; गोड़ के मालिस मत करीं।',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'अचानक साँस फूलल, छाती में दरद भा खाँसी में खून — थक्का फेफड़ा ले पहुँच गइल हो सकेला; 108 पर फोन करीं',
  'Stomach infection (gastroenteritis)': 'पेट के इन्फेक्शन (गैस्ट्रोएंटेराइटिस)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'हर पतला पैखाना के बाद ORS (नमक-चीनी वाला घोल) थोड़ा-थोड़ा घूँट-घूँट बेर-बेर पीहीं; साथे पानी, नरियर पानी, चाउर के माँड़, दाल के पानी, मट्ठा भी।',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'हल्का खाना खात रहीं: खिचड़ी, दही-भात, केला, इडली; छोट बच्चा के माई के दूध पियावत रहीं।',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'दस्त वाला लइकन के स्वास्थ्य केंद्र पर ORS के साथे जिंक मुफत मिलेला — स्वास्थ्य कार्यकर्ता से पूछीं कि कइसे देवे के बा।',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'पैखाना के बाद आ खाए से पहिले साबुन से हाथ धोईं; उबालल भा छानल पानी पीहीं।',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'देह में पानी के कमी के निसानी: पेसाब बहुत कम, आँख धँसल, बहुत पियास भा कुछ पी ना पावल, चक्कर',
  'Blood in stool, high fever or severe stomach pain': 'पैखाना में खून, तेज बुखार भा पेट में बहुत तेज दरद',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'कुछ घंटा से ढेर जवन खाईं-पीहीं सब उल्टी हो जाव, भा बड़ आदमी में 2 दिन से ढेर दस्त',
  'A baby or child who is drowsy or not feeding': 'बच्चा भा लइका जवन ऊँघात बा भा दूध ना पियत बा',
  Dehydration: 'देह में पानी के कमी (डिहाइड्रेशन)',
  'Rest in a cool, shaded place.': 'ठंडा, छाँह वाला जगह पर आराम करीं।',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'उल्टी होत होखे तब्बो घूँट-घूँट पीयत रहीं — हर कुछ मिनट पर छोट-छोट घूँट।',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 घंटा से पेसाब ना भइल (भा छोट बच्चा के 6 घंटा से लंगोट/नैपी ना भीजल)',
  'Confusion, fainting or a fast heartbeat': 'भरम, बेहोसी भा दिल तेज धड़कल',
  'A child who is drowsy, floppy or cannot drink':
    'लइका जवन ऊँघात बा, ढीला पड़ गइल बा भा कुछ पी ना पावत बा',
  'Cholera / severe watery diarrhoea': 'हैजा / बहुत ढेर पानी जइसन दस्त',
  'Go to a health centre today; severe cases need a drip.':
    'आजे स्वास्थ्य केंद्र जाईं; गंभीर हालत में ड्रिप (बोतल) चढ़ावे के पड़ेला।',
  'Very weak, drowsy or cannot drink': 'बहुत कमजोरी, ऊँघाई भा कुछ पी ना पावल',
  'Sunken eyes and no urine': 'आँख धँसल आ पेसाब ना होखल',
  'Cold hands and feet': 'हाथ-गोड़ ठंडा',
  'Dysentery (bloody diarrhoea)': 'पेचिस (खून वाला दस्त)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'एक दिन के भीतर डाक्टर के देखाईं; खून वाला दस्त में डाक्टर के लिखल इलाज के जरूरत पड़ सकेला।',
  'High fever or severe pain': 'तेज बुखार भा बहुत दरद',
  'Signs of dehydration': 'देह में पानी के कमी के निसानी',
  'Bloody diarrhoea in a child': 'लइका में खून वाला दस्त',
  'Food poisoning': 'फूड पॉइजनिंग (खराब खाना से बेमारी)',
  'Rest and eat bland food once vomiting settles.':
    'आराम करीं आ उल्टी रुकला के बाद सादा, बिना मसाला वाला खाना खाईं।',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'ठेला-खोमचा के खाना, खुला रखल कटल फल, आ फ्रिज से बाहर रखल बासी खाना से बचीं।',
  'Blood in stool or vomit': 'पैखाना भा उल्टी में खून',
  'Double vision, drooping eyelids or difficulty swallowing': 'दू-दू लउकल, पलक लटकल भा घोंटे में दिक्कत',
  'Worm infection': 'पेट में कीड़ा',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'राष्ट्रीय कृमि मुक्ति दिवस पर लइकन के कीड़ा के दवाई मुफत मिलेला — स्वास्थ्य कार्यकर्ता भा डाक्टर से पूछीं।',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'बाहर चप्पल-जूता पहिन के निकलीं, नोह काट के रखीं आ खाए से पहिले हाथ धोईं।',
  'Severe stomach pain with vomiting': 'उल्टी के साथे पेट में बहुत तेज दरद',
  'Child looks pale or is not growing well': 'लइका फीका (सफेद) लउकत बा भा ठीक से बढ़त नइखे',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'रेसा वाला खाना ढेर खाईं: मोट अनाज, दाल, तरकारी, पपीता आ अमरूद जइसन फल।',
  'Drink more water and walk daily.': 'ढेर पानी पीहीं आ रोज टहलीं।',
  'Do not ignore the urge to go.': 'पैखाना लागे त रोकीं मत।',
  'Not passing stool or gas with vomiting and a swollen belly':
    'पैखाना भा हवा (गैस) ना निकलल, आ साथे उल्टी आ पेट फूलल',
  'Blood in stool or weight loss': 'पैखाना में खून भा वजन घटल',
  'New constipation after age 50 lasting weeks': '50 साल के उमिर के बाद नया कब्ज जवन कई हप्ता से बा',
  'Irritable bowel syndrome (IBS)': 'आईबीएस (IBS — पेट के बेचैनी वाला बेमारी)',
  'Eat regular meals and note foods that trigger symptoms.':
    'समय पर खाना खाईं आ देखीं कि कवन खाना से लच्छन बढ़ेला।',
  'Exercise, manage stress and sleep well.': 'कसरत करीं, तनाव कम करीं आ ठीक से सुतीं।',
  'Weight loss, blood in stool or fever': 'वजन घटल, पैखाना में खून भा बुखार',
  'Symptoms starting after age 50': '50 साल के उमिर के बाद सुरू भइल लच्छन',
  'Piles (haemorrhoids) or anal fissure': 'बवासीर (पाइल्स) भा गुदा में चीरा (फिशर)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'पैखाना में जोर मत लगाईं: रेसा वाला खाना खाईं, खूब पानी पीहीं।',
  'Sit in a tub of warm water for relief.': 'आराम खातिर गुनगुना पानी के टब में बइठीं।',
  'Keep the area clean and dry.': 'ओह जगह के साफ आ सूखल रखीं।',
  'Heavy bleeding or dark blood': 'बहुत ढेर खून भा गाढ़ करिया खून',
  'Severe pain with a hard lump': 'कड़ा गाँठ के साथे बहुत तेज दरद',
  'Weight loss or a change in bowel habit': 'वजन घटल भा पैखाना के आदत में बदलाव',
  'Acidity and acid reflux (GERD)': 'एसिडिटी आ खट्टा पानी ऊपर आवल (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'थोड़ा-थोड़ा खाना खाईं आ खाए के बाद 2 से 3 घंटा ले मत लेटीं।',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'तलल, मसालेदार आ तेल वाला खाना, चाय, कॉफी, दारू आ सिगरेट कम करीं।',
  'Raise the head end of the bed; lose weight if overweight.':
    'खटिया के माथा वाला ओर ऊँच करीं; वजन ढेर बा त घटाईं।',
  'A pharmacist can advise on antacids for occasional use.':
    'कबो-कबो लेवे खातिर एंटासिड के बारे में फार्मासिस्ट सलाह दे सकेलन।',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'पसीना, साँस फूलल के साथे छाती में दरद, भा बाँह चाहे जबड़ा ले फइले वाला दरद — दिल के हो सकेला; 108 पर फोन करीं',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'घोंटे में दिक्कत, वजन घटल, खून के उल्टी भा करिया पैखाना',
  'Gastritis or stomach ulcer': 'गैस्ट्राइटिस भा पेट के अल्सर',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'आइबुप्रोफेन, डाइक्लोफेनाक भा एस्पिरिन जइसन दरद के दवाई से बचीं, जब ले डाक्टर ना कहस कि सुरक्षित बा।',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'दारू, सिगरेट आ बहुत मसालेदार खाना से बचीं; समय पर खाना खाईं।',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'खून के उल्टी भा करिया, अलकतरा जइसन पैखाना — अबहीं अस्पताल जाईं',
  'Sudden severe stomach pain': 'अचानक पेट में बहुत तेज दरद',
  'Bleeding in the stomach or gut': 'पेट भा आँत में खून बहल',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'अबहीं 108 पर फोन करीं; चक्कर आवे त गोड़ ऊपर उठा के लेट जाईं। डाक्टर के देखला से पहिले कुछ मत खाईं-पीहीं।',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'खून के उल्टी भा करिया पैखाना के साथे चक्कर आवे त ई इमरजेंसी ह',
  Appendicitis: 'अपेंडिक्स (एपेंडिसाइटिस)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'कुछे घंटा के भीतर डाक्टर भा अस्पताल जाईं; जाँच होखे से पहिले कुछ मत खाईं, आ दरद के दवाई भा पैखाना खोले वाला दवाई मत लीं।',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'दरद अचानक पूरा पेट में फइल जाव भा बहुत बढ़ जाव',
  'High fever, hard belly or repeated vomiting': 'तेज बुखार, पेट कड़ा भा बार-बार उल्टी',
  'Gallstones / gallbladder pain': 'पित्त के पथरी / पित्त के थैली के दरद',
  'Eat smaller, low-fat meals.': 'थोड़ा-थोड़ा, कम चिकनाई वाला खाना खाईं।',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'अगर खाना के बाद बार-बार दरद लौटे, त अल्ट्रासाउंड खातिर डाक्टर के देखाईं।',
  'Pain lasting more than 8 hours': '8 घंटा से ढेर दरद',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'कँपकँपी के साथे बुखार, भा आँख पीयर — आजे डाक्टर के देखाईं',
  'Acute pancreatitis': 'एक्यूट पैंक्रियाटाइटिस (अग्न्याशय में सूजन)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'पेट के ऊपरी हिस्सा में बहुत तेज दरद जवन पीठ ले जाव आ साथे उल्टी होखे — अबहीं अस्पताल जाए के चाहीं',
  'Liver damage (cirrhosis, often from alcohol)': 'लीवर खराब होखल (सिरोसिस, अक्सर दारू से)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'दारू एकदम छोड़ दीं; नसा छोड़ावे खातिर मदद माँगीं (Tele-MANAS 14416 रस्ता बता सकेला)।',
  'Take no herbal or other medicines without asking your doctor.':
    'डाक्टर से पूछले बिना कवनो जड़ी-बूटी भा दोसर दवाई मत लीं।',
  'Confusion or sleepiness': 'भरम भा बहुत नींद',
  'Fever with a swollen, painful belly': 'बुखार के साथे पेट फूलल आ दरद',
  'Urine infection (UTI)': 'पेसाब के इन्फेक्शन (UTI)',
  'Drink plenty of water so that urine is pale.': 'खूब पानी पीहीं ताकि पेसाब हल्का रंग के होखे।',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'पेसाब के जाँच खातिर डाक्टर के देखाईं; जरूरत होखे त एंटीबायोटिक डाक्टर के लिखला पर ही लीं — पहिले के बचल दवाई मत खाईं।',
  'Do not hold urine for long; wipe front to back.': 'पेसाब ढेर देर ले मत रोकीं; आगे से पीछे के ओर पोंछीं।',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'कँपकँपी के साथे बुखार, भा बगल चाहे कमर में दरद (किडनी के इन्फेक्शन)',
  'Symptoms in pregnancy, in a man, or in a child': 'गरभ में, मरद में भा लइका में लच्छन',
  'Kidney infection (pyelonephritis)': 'किडनी के इन्फेक्शन (पायलोनेफ्राइटिस)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'आजे डाक्टर के देखाईं; किडनी के इन्फेक्शन में डाक्टर के लिखल एंटीबायोटिक चाहीं।',
  'Drink plenty of fluids and rest.': 'खूब पानी-पियल चीज पीहीं आ आराम करीं।',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'भरम, बहुत तेज साँस भा ठंडा चिपचिपा चमड़ी (सेप्सिस हो सकेला) — 108 पर फोन करीं',
  'Vomiting so that fluids do not stay down': 'अइसन उल्टी कि पियल कुछुओ पेट में ना रुके',
  'Kidney stone (pathri)': 'गुर्दा के पथरी (पथरी)',
  'Drink plenty of water through the day, especially in summer.':
    'पूरा दिन खूब पानी पीहीं, खास करके गरमी में।',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'दरद के दवाई खाली डाक्टर भा फार्मासिस्ट के कहला पर लीं; बहुत तेज दरद होखे त एक दिन के भीतर डाक्टर के देखाईं।',
  'Reduce salt and very high-protein diets.': 'नमक कम करीं आ बहुत ढेर प्रोटीन वाला खाना से बचीं।',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'पथरी के दरद के साथे बुखार भा कँपकँपी — इन्फेक्शन वाला बंद किडनी इमरजेंसी ह',
  'Unable to pass urine': 'पेसाब ना उतरल',
  'Pain not controlled or repeated vomiting': 'दरद काबू में ना आवल भा बार-बार उल्टी',
  'Enlarged prostate (BPH)': 'प्रोस्टेट बढ़ल (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'साँझ के बाद पानी कम पीहीं आ चाय, कॉफी आ दारू कम करीं।',
  'Book a doctor visit for a prostate check.': 'प्रोस्टेट के जाँच खातिर डाक्टर से मिले के समय लीं।',
  'Unable to pass urine at all': 'पेसाब एकदम ना उतरल',
  'Fever with urinary symptoms': 'पेसाब के दिक्कत के साथे बुखार',
  'Chronic kidney disease': 'पुरान किडनी के बेमारी (क्रोनिक किडनी डिजीज)',
  'Control blood pressure and sugar; limit salt.': 'बीपी आ शुगर काबू में रखीं; नमक कम खाईं।',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'दरद के दवाई आ जड़ी-बूटी से बचीं, जब ले डाक्टर हामी ना भरस।',
  'Breathlessness or very little urine': 'साँस फूलल भा पेसाब बहुत कम',
  'Severe swelling': 'बहुत ढेर सूजन',
  'Stroke (brain attack)': 'लकवा (स्ट्रोक, दिमाग के दौरा)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'अबहीं 108 भा 112 पर फोन करीं आ लच्छन सुरू होखे के समय लिख लीं — थक्का गलावे वाला इलाज खाली कुछे घंटा के भीतर काम करेला।',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'खाना, पानी भा दवाई मत दीं; ऊँघात होखे भा उल्टी करत होखे त आदमी के करवट सुताईं।',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST याद रखीं: Face — चेहरा लटकल, Arm — बाँह में कमजोरी, Speech — बोले में दिक्कत, Time — 108 पर फोन करे के समय',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'जवन लच्छन कुछ मिनट में ठीक हो जाव, ओकरो खातिर आजे अस्पताल जाए के चाहीं (छोट लकवा / मिनी-स्ट्रोक)',
  Migraine: 'माइग्रेन (आधासीसी)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'अन्हार, शांत कमरा में आराम करीं; लिलार पर ठंडा कपड़ा रखला से आराम मिल सकेला।',
  'Drink water and do not skip meals or sleep.': 'पानी पीहीं आ खाना भा नींद मत छोड़ीं।',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'कपार दरद के डायरी रखीं कि कवन चीज से दरद उखड़ेला, जइसे नींद पूरा ना भइल, भूखे रहल, तेज घाम भा तनाव।',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'दरद के दवाई खाली फार्मासिस्ट भा डाक्टर के कहला पर लीं; हप्ता में कुछ दिन से ढेर लेवे से कपार दरद अउरी बढ़ सकेला।',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'अचानक, जिनगी के सबसे तेज कपार दरद, भा कमजोरी, भरम, दौरा चाहे लड़खड़ात बोली के साथे कपार दरद — 108 पर फोन करीं',
  'Headache with fever and stiff neck': 'बुखार आ गरदन अकड़ल के साथे कपार दरद',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'कपार दरद जल्दी-जल्दी होखे लागल भा ओकर तरीका बदल गइल, भा 50 साल के उमिर के बाद सुरू भइल',
  'Tension-type headache': 'तनाव वाला कपार दरद',
  'Drink water, sleep regularly and take screen breaks.':
    'पानी पीहीं, समय पर सुतीं आ मोबाइल-टीवी के स्क्रीन से बीच-बीच में आराम लीं।',
  'Gentle neck stretches and relaxation help.': 'गरदन के हल्का-हल्का तानल आ मन शांत कइल फायदा करेला।',
  'Painkillers only as advised by a pharmacist or doctor.':
    'दरद के दवाई खाली फार्मासिस्ट भा डाक्टर के कहला पर लीं।',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'कपार दरद जवन से नींद खुल जाव, भा लेटला पर बढ़ जाव आ साथे उल्टी होखे',
  'Headache after a head injury': 'कपार में चोट लगला के बाद कपार दरद',
  'Headache with fever, stiff neck, weakness or confusion':
    'बुखार, गरदन अकड़ल, कमजोरी भा भरम के साथे कपार दरद',
  'Seizure / epilepsy': 'दौरा / मिरगी',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'दौरा के बेरा: कड़ा चीज दूर हटाईं, कपार के नीचे कुछ नरम रखीं, आदमी के दबा के मत पकड़ीं आ मुँह में कुछुओ मत डालीं।',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'झटका रुकला के बाद ओकरा के करवट कर दीं आ जब ले पूरा होस में ना आ जाव, साथे रहीं।',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'पहिला बेर दौरा, 5 मिनट से ढेर दौरा, बार-बार दौरा, चोट लागल भा गरभ में दौरा पड़े त 108 पर फोन करीं।',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'अगर रउआ के मिरगी बा, त दवाई नियम से लीं, आ जब ले डाक्टर इजाजत ना देस, अकेले मत तैरीं आ गाड़ी मत चलाईं।',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 मिनट से ढेर दौरा भा दू दौरा के बीच होस ना आवल',
  'First-ever fit': 'जिनगी में पहिला बेर दौरा',
  'Fit with fever, head injury or in pregnancy': 'बुखार, कपार के चोट के साथे भा गरभ में दौरा',
  'Vertigo (inner-ear balance problem)': 'चक्कर (वर्टिगो — भीतरी कान के संतुलन के दिक्कत)',
  'Sit or lie down when it starts; get up slowly.': 'चक्कर सुरू होखे त बइठ जाईं भा लेट जाईं; धीरे-धीरे उठीं।',
  'Avoid driving, heights and ladders until it settles.':
    'ठीक होखे ले गाड़ी चलावल, ऊँचाई पर चढ़ल आ सीढ़ी (निसेनी) पर चढ़ल से बचीं।',
  'Drink fluids if vomiting.': 'उल्टी होत होखे त पानी-पियल चीज पीहीं।',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'चक्कर के साथे दू-दू लउकल, लड़खड़ात बोली, कमजोरी भा चले में दिक्कत — लकवा (स्ट्रोक) हो सकेला, 108 पर फोन करीं',
  'Bell’s palsy (facial nerve weakness)': 'बेल्स पाल्सी (चेहरा के नस के कमजोरी, मुँह के लकवा)',
  'See a doctor within a day: treatment started early works best.':
    'एक दिन के भीतर डाक्टर के देखाईं: जल्दी सुरू कइल इलाज सबसे बढ़िया काम करेला।',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'जवन आँख बंद ना होखे, ओकर बचाव करीं (सलाह के मुताबिक आँख के ड्रॉप, टेप भा रात में आँख पर पट्टी)।',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'बाँह भा गोड़ में कमजोरी, भा बोले में दिक्कत — लकवा (स्ट्रोक) हो सकेला, 108 पर फोन करीं',
  'Nerve damage in hands and feet (neuropathy)': 'हाथ-गोड़ के नस खराब होखल (न्यूरोपैथी)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'रोज गोड़ देखीं कि कहीं कटल भा फोका त नइखे; हरदम चप्पल-जूता पहिनीं।',
  'Keep blood sugar controlled and avoid alcohol.': 'शुगर काबू में रखीं आ दारू से बचीं।',
  'Get vitamin B12 and sugar tested.': 'विटामिन B12 आ शुगर के जाँच कराईं।',
  'A foot wound that is not healing or turns red, black or smelly':
    'गोड़ के घाव जवन ना भरत होखे भा लाल, करिया चाहे बदबूदार हो जाव',
  'Weakness spreading up the legs over days': 'कुछ दिन में गोड़ से ऊपर के ओर बढ़त कमजोरी',
  'Fainting (syncope)': 'बेहोसी (सिंकोप)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'पूरा ठीक होखे ले गोड़ ऊपर उठा के लेटल रहीं; फेर धीरे-धीरे बइठीं।',
  'Drink fluids and eat something once awake.': 'होस आवला के बाद पानी-पियल चीज पीहीं आ कुछ खाईं।',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'कसरत करत घरी बेहोसी, छाती में दरद भा धड़कन के साथे बेहोसी, भा बिना कवनो पहिले के संकेत के बेहोसी',
  'Not waking within a minute': 'एक मिनट के भीतर होस ना आवल',
  'Fainting in pregnancy': 'गरभ में बेहोसी',
  'Suicidal thoughts or self-harm crisis': 'जान देवे के बिचार भा अपना के चोट पहुँचावे के संकट',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'अबहीं Tele-MANAS 14416 पर फोन करीं — मुफत, बात गुप्त रहेला, 24x7। अगर तुरंत खतरा में बानी, त 112 पर फोन करीं।',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'कवनो भरोसा वाला आदमी के साथे रहीं आ अइसन हर चीज से दूर हो जाईं जवना से अपना के नुकसान पहुँचा सकीं।',
  'You are not alone, and these feelings can get better with help.':
    'रउआ अकेला नइखीं, आ मदद मिलला से ई मन के हालत ठीक हो सकेला।',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'जान देवे के कवनो योजना भा साधन होखे, भा पहिलहीं अपना के नुकसान पहुँचा लेले होखीं — अबहीं 112 पर फोन करीं',
  Depression: 'डिप्रेशन (अवसाद, मन के उदासी के बेमारी)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'कवनो भरोसा वाला आदमी से बात करीं, भा सिखल-पढ़ल काउंसलर से बात करे खातिर Tele-MANAS 14416 पर फोन करीं (मुफत, 24x7, रउआ के भाषा में)।',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'रोज के सीधा-सादा दिनचर्या रखीं: समय पर नींद, समय पर खाना, दिन के अँजोर में तनी टहलल।',
  'Avoid alcohol and other drugs.': 'दारू आ दोसर नसा से बचीं।',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'डिप्रेशन एगो आम बेमारी ह जवना के इलाज हो सकेला — डाक्टर के देखावल हिम्मत के निसानी ह।',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'जान देवे के बिचार — अबहीं Tele-MANAS 14416 भा 112 पर फोन करीं',
};
