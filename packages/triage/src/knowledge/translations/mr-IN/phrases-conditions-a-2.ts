/** Marwari (mr-IN) translations of the triage knowledge base: conditions (first half), part 2 of 2. */
export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Irregular or fast heartbeat (arrhythmia)': 'दिल री धड़कन बेढंगी या तेज (एरिदमिया)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'बैठ जावो अर धीरै-धीरै सांस लेवो; चाय, कॉफी, एनर्जी ड्रिंक अर दारू कम करो।',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG सारू डाक्टर नै दिखावो, हुय सकै तो जद लखण हुवै उणी बगत।',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'छाती में दरद, बेहोसी या सांस फूलण रै सागै धड़कन तेज — 108 पर फोन करो',
  'Blood clot in the leg (DVT)': 'पग री नस में खून रो थक्को (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'स्कैन सारू आज ही डाक्टर नै दिखावो; पग री मालिस मत करो।',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'अचाणचक सांस फूलणी, छाती में दरद या खांसी में खून — थक्को फेफड़ां तांई पूग सकै है; 108 पर फोन करो',
  'Stomach infection (gastroenteritis)': 'पेट रो इन्फेक्सन (गैस्ट्रोएंटेराइटिस)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'हर दस्त पछै ORS (जीवन रक्षक घोळ) थोड़ो-थोड़ो, बार-बार घूंट-घूंट पीवो; सागै पाणी, नारेळ पाणी, चावळ रो मांड, दाळ रो पाणी, छाछ भी।',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'हळको खाणो खावता रैवो: खीचड़ी, दही-चावळ, केळो, इडली; नान्हा टाबरां नै मां रो दूध पावता रैवो।',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'दस्त वाळा टाबरां नै स्वास्थ्य केंद्रां पर ORS रै सागै जिंक मुफत मिलै है — स्वास्थ्य कार्यकर्ता सूं पूछो कै कियां देवणो है।',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'टट्टी जायां पछै अर खाणै सूं पैली साबुण सूं हाथ धोवो; उबाळ्योड़ो या छाण्योड़ो पाणी पीवो।',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'डील में पाणी री कमी रा लखण: घणो थोड़ो पेसाब, धंस्योड़ी आंख्यां, घणी तिस या कीं पी कोनी सकणो, चक्कर',
  'Blood in stool, high fever or severe stomach pain': 'टट्टी में खून, तेज ताव या पेट में घणो तेज दरद',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'कीं घंटां सूं बेसी जो खावै-पीवै सगळो उल्टी में निकळणो, या बडै मिनख नै 2 दिनां सूं बेसी दस्त',
  'A baby or child who is drowsy or not feeding': 'टाबर जको घणो ऊंघै या दूध कोनी पीवै',
  Dehydration: 'डील में पाणी री कमी (डिहाइड्रेसन)',
  'Rest in a cool, shaded place.': 'ठंडी, छियां वाळी जगां आराम करो।',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'उल्टी हुवै तो भी घूंट-घूंट पाणी (या ORS) पीवता रैवो — हर कीं मिनटां में थोड़ा-थोड़ा घूंट।',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 घंटां सूं पेसाब कोनी आयो (या नान्है टाबर रो 6 घंटां सूं लंगोट/नैपी गीलो कोनी हुयो)',
  'Confusion, fainting or a fast heartbeat': 'होस-हवास गड़बड़, बेहोसी या दिल तेज धड़कणो',
  'A child who is drowsy, floppy or cannot drink': 'टाबर जको घणो ऊंघै, ढीलो पड़ग्यो या कीं पी कोनी सकै',
  'Cholera / severe watery diarrhoea': 'हैजो / घणा पाणी जिस्या दस्त',
  'Go to a health centre today; severe cases need a drip.':
    'आज ही स्वास्थ्य केंद्र जावो; गंभीर हालत में बोतल (ड्रिप) चढ़ावणी पड़ै है।',
  'Very weak, drowsy or cannot drink': 'घणी कमजोरी, घणी ऊंघ या कीं पी कोनी सकणो',
  'Sunken eyes and no urine': 'धंस्योड़ी आंख्यां अर पेसाब बिलकुल कोनी',
  'Cold hands and feet': 'ठंडा हाथ-पग',
  'Dysentery (bloody diarrhoea)': 'पेचिस (खून वाळा दस्त)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'एक दिन रै मांय डाक्टर नै दिखावो; खून वाळा दस्तां में डाक्टर री लिख्योड़ी दवाई री जरूरत पड़ सकै है।',
  'High fever or severe pain': 'तेज ताव या घणो तेज दरद',
  'Signs of dehydration': 'डील में पाणी री कमी रा लखण',
  'Bloody diarrhoea in a child': 'टाबर नै खून वाळा दस्त',
  'Food poisoning': 'खाणै सूं जहर (फूड पॉइजनिंग)',
  'Rest and eat bland food once vomiting settles.':
    'आराम करो अर उल्टी थमै पछै सादो (बिना मिरच-मसाला) खाणो खावो।',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'ठेलै रो खाणो, खुल्ला कट्योड़ा फळ अर फ्रिज सूं बारै राख्योड़ो बासी खाणो मत खावो।',
  'Blood in stool or vomit': 'टट्टी या उल्टी में खून',
  'Double vision, drooping eyelids or difficulty swallowing':
    'एक री दो चीजां दीखणी, पलकां लटकणी या गिटण में तकलीफ',
  'Worm infection': 'पेट में कीड़ा (कृमि)',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'राष्ट्रीय कृमि मुक्ति दिवस पर टाबरां नै पेट रै कीड़ां री दवाई मुफत मिलै है — स्वास्थ्य कार्यकर्ता या डाक्टर सूं पूछो।',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    "बारै जूता-चप्पल पैर'र जावो, नाखून काट'र राखो अर खाणै सूं पैली हाथ धोवो।",
  'Severe stomach pain with vomiting': 'पेट में घणो तेज दरद अर उल्टी',
  'Child looks pale or is not growing well': 'टाबर फीको दीखै या ठीक सूं बधै कोनी',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'रेसै वाळो खाणो बेसी खावो: मोटो अनाज (बाजरी, आखो गेहूं), दाळ, साग-सब्जी, पपीतो अर अमरूद जिस्या फळ।',
  'Drink more water and walk daily.': 'पाणी बेसी पीवो अर रोज घूमो।',
  'Do not ignore the urge to go.': 'टट्टी री हाजत हुवै तो उणनै रोको मत।',
  'Not passing stool or gas with vomiting and a swollen belly':
    'उल्टी अर सूज्योड़ै पेट रै सागै टट्टी या गैस कोनी निकळणी',
  'Blood in stool or weight loss': 'टट्टी में खून या वजन घटणो',
  'New constipation after age 50 lasting weeks': '50 बरस री उमर पछै नुवी कब्ज जकी हफ्तां तांई रैवै',
  'Irritable bowel syndrome (IBS)': 'आंतड़ां री गड़बड़ (IBS)',
  'Eat regular meals and note foods that trigger symptoms.':
    'टेम पर खाणो खावो अर ध्यान राखो कै कुणसी चीज खावण सूं तकलीफ बधै।',
  'Exercise, manage stress and sleep well.': 'कसरत करो, तणाव (टेंसन) कम करो अर चोखी नींद लेवो।',
  'Weight loss, blood in stool or fever': 'वजन घटणो, टट्टी में खून या ताव',
  'Symptoms starting after age 50': '50 बरस री उमर पछै लखण सरू हुवणा',
  'Piles (haemorrhoids) or anal fissure': 'बवासीर (मस्सा) या गुदा में चीरो (फिसर)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'टट्टी करतां जोर मत लगावो: रेसै वाळो खाणो अर घणो पाणी।',
  'Sit in a tub of warm water for relief.': 'आराम सारू कुणकुणै पाणी री तगारी (टब) में बैठो।',
  'Keep the area clean and dry.': 'उण जगां नै साफ अर सूकी राखो।',
  'Heavy bleeding or dark blood': 'घणो खून आवणो या काळो खून',
  'Severe pain with a hard lump': 'कड़क गांठ रै सागै घणो तेज दरद',
  'Weight loss or a change in bowel habit': 'वजन घटणो या टट्टी री आदत में फरक',
  'Acidity and acid reflux (GERD)': 'एसिडिटी अर खाटो पाणी ऊपर आवणो (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'थोड़ो-थोड़ो खावो अर खाणो खायां पछै 2 सूं 3 घंटां तांई मत सूवो।',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'तळ्योड़ो, मिरच-मसालै वाळो अर चिकणो खाणो, चाय, कॉफी, दारू अर बीड़ी-सिगरेट कम करो।',
  'Raise the head end of the bed; lose weight if overweight.':
    'खाट रो सिराणै वाळो पासो ऊंचो करो; वजन बेसी हुवै तो घटावो।',
  'A pharmacist can advise on antacids for occasional use.':
    'कदे-कदास लेवण सारू एसिडिटी री दवाई (एंटासिड) बाबत फार्मासिस्ट सलाह देय सकै है।',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'पसीनै, सांस फूलण या बांह अर जाबड़ै तांई फैलतै दरद रै सागै छाती में दरद — दिल री तकलीफ हुय सकै है; 108 पर फोन करो',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'गिटण में तकलीफ, वजन घटणो, खून री उल्टी या काळी टट्टी',
  'Gastritis or stomach ulcer': 'गैस्ट्राइटिस (पेट में सोजो) या पेट रो छालो (अल्सर)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'आइबुप्रोफेन, डाइक्लोफेनेक या एस्पिरिन जिसी दरद री गोळियां मत लेवो, जद तांई डाक्टर नीं कैवै कै ए सुरक्षित है।',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'दारू, बीड़ी-सिगरेट अर घणो तीखो खाणो छोड़ो; टेम पर खाणो खावो।',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'खून री उल्टी या काळी, डामर जिसी टट्टी — अबार ही अस्पताल जावो',
  'Sudden severe stomach pain': 'अचाणचक पेट में घणो तेज दरद',
  'Bleeding in the stomach or gut': 'पेट या आंतड़ां में खून बैवणो',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    "अबार ही 108 पर फोन करो; चक्कर आवै तो पग ऊंचा कर'र सूय जावो। डाक्टर देखै जद तांई कीं मत खावो-पीवो।",
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'चक्कर रै सागै खून री उल्टी या काळी टट्टी इमरजेंसी है',
  Appendicitis: 'अपेंडिक्स (अपेंडिसाइटिस)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'कीं घंटां रै मांय डाक्टर या अस्पताल जावो; जांच हुवै जद तांई कीं मत खावो, अर दरद री गोळी या जुलाब री दवाई मत लेवो।',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'दरद अचाणचक सगळै पेट में फैलणो या घणो बध जावणो',
  'High fever, hard belly or repeated vomiting': 'तेज ताव, कड़क पेट या बार-बार उल्टी',
  'Gallstones / gallbladder pain': 'पित्त री थैली में पथरी / पित्ताशय रो दरद',
  'Eat smaller, low-fat meals.': 'थोड़ो-थोड़ो अर कम घी-तेल वाळो खाणो खावो।',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'खाणै पछै दरद बार-बार आवै तो सोनोग्राफी (अल्ट्रासाउंड) सारू डाक्टर नै दिखावो।',
  'Pain lasting more than 8 hours': '8 घंटां सूं बेसी दरद रैवणो',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'धूजणी रै सागै ताव, या पीळी आंख्यां — आज ही डाक्टर नै दिखावो',
  'Acute pancreatitis': 'पैंक्रियाज में अचाणचक सोजो (एक्यूट पैंक्रियाटाइटिस)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'उल्टी रै सागै पेट रै ऊपरलै हिस्सै में घणो तेज दरद जको पीठ तांई जावै — अबार ही अस्पताल जावणो जरूरी है',
  'Liver damage (cirrhosis, often from alcohol)': 'लीवर खराब हुवणो (सिरोसिस, घणकरो दारू सूं)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'दारू पूरी तरियां छोड़ दो; नसो छुड़ावण सारू मदद मांगो (टेली-मानस 14416 रस्तो बता सकै है)।',
  'Take no herbal or other medicines without asking your doctor.':
    'डाक्टर नै पूछ्यां बिना कोई जड़ी-बूटी या दूजी दवाई मत लेवो।',
  'Confusion or sleepiness': 'होस-हवास गड़बड़ या घणी ऊंघ',
  'Fever with a swollen, painful belly': 'ताव रै सागै सूज्योड़ो, दुखतो पेट',
  'Urine infection (UTI)': 'पेसाब रो इन्फेक्सन (UTI)',
  'Drink plenty of water so that urine is pale.': 'इत्तो पाणी पीवो कै पेसाब हळको (फीको) रंग रो आवै।',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'पेसाब री जांच सारू डाक्टर नै दिखावो; एंटीबायोटिक री जरूरत हुवै तो डाक्टर ही लिखै — बची-खुची पुराणी गोळियां मत लेवो।',
  'Do not hold urine for long; wipe front to back.':
    'पेसाब नै घणी देर तांई मत रोको; आगै सूं लारै री तरफ पूंछो।',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'धूजणी रै सागै ताव, या पसवाड़ै या कमर में दरद (गुरदै रो इन्फेक्सन)',
  'Symptoms in pregnancy, in a man, or in a child': 'गरभ में, आदमी में या टाबर में लखण',
  'Kidney infection (pyelonephritis)': 'गुरदै रो इन्फेक्सन (पायलोनेफ्राइटिस)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'आज ही डाक्टर नै दिखावो; गुरदै रै इन्फेक्सन में डाक्टर री लिख्योड़ी एंटीबायोटिक दवाई जरूरी है।',
  'Drink plenty of fluids and rest.': 'घणो पाणी अर पतळी चीजां पीवो अर आराम करो।',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'होस-हवास गड़बड़, घणी तेज सांस या ठंडी चिपचिपी चामड़ी (सेप्सिस हुय सकै है) — 108 पर फोन करो',
  'Vomiting so that fluids do not stay down': 'इत्ती उल्टी कै पाणी पेट में कोनी टिकै',
  'Kidney stone (pathri)': 'गुरदै री पथरी',
  'Drink plenty of water through the day, especially in summer.':
    'दिन भर घणो पाणी पीवो, खास कर उनाळै (गरमी) में।',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'दरद री दवाई फगत डाक्टर या फार्मासिस्ट रै कैयां मुजब लेवो; दरद घणो तेज हुवै तो एक दिन रै मांय डाक्टर नै दिखावो।',
  'Reduce salt and very high-protein diets.': 'लूण कम करो अर घणो प्रोटीन वाळो खाणो कम करो।',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'पथरी रै दरद रै सागै ताव या धूजणी — इन्फेक्सन वाळो रुक्योड़ो गुरदो इमरजेंसी है',
  'Unable to pass urine': 'पेसाब कोनी उतरणो',
  'Pain not controlled or repeated vomiting': 'दरद काबू में कोनी आवै या बार-बार उल्टी',
  'Enlarged prostate (BPH)': 'प्रोस्टेट बधणो (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'सिंझ्या पछै पाणी कम पीवो अर चाय, कॉफी अर दारू कम करो।',
  'Book a doctor visit for a prostate check.': 'प्रोस्टेट री जांच सारू डाक्टर सूं मिलण रो टेम लेवो।',
  'Unable to pass urine at all': 'पेसाब बिलकुल कोनी उतरणो',
  'Fever with urinary symptoms': 'पेसाब री तकलीफां रै सागै ताव',
  'Chronic kidney disease': 'गुरदां री जूनी बीमारी (क्रोनिक किडनी डिजीज)',
  'Control blood pressure and sugar; limit salt.': 'बीपी अर शुगर काबू में राखो; लूण कम खावो।',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'दरद री गोळियां अर जड़ी-बूटी मत लेवो, जद तांई डाक्टर हां नीं कैवै।',
  'Breathlessness or very little urine': 'सांस फूलणी या घणो थोड़ो पेसाब',
  'Severe swelling': 'घणो सोजो',
  'Stroke (brain attack)': 'लकवो (स्ट्रोक / दिमाग रो दौरो)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'अबार ही 108 या 112 पर फोन करो अर लखण सरू हुवण रो टेम लिख लेवो — थक्को गाळण रो इलाज फगत कीं घंटां रै मांय ही काम करै है।',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'खाणो, पाणी या दवाई मत देवो; मिनख घणो ऊंघै या उल्टी करै तो उणनै पसवाड़ै सुवाण दो।',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST याद राखो: F — मूंडो लटकणो (Face), A — बांह में कमजोरी (Arm), S — बोलण में तकलीफ (Speech), T — 108 पर फोन करण रो टेम (Time)',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'जका लखण कीं मिनटां में चल्या जावै, उणां में भी आज ही अस्पताल जावणो जरूरी है (छोटो लकवो / मिनी-स्ट्रोक)',
  Migraine: 'माइग्रेन (आधासीसी)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'अंधारै, सांत कमरै में आराम करो; ललाड़ पर ठंडो कपड़ो राखण सूं आराम मिल सकै है।',
  'Drink water and do not skip meals or sleep.': 'पाणी पीवो अर खाणो या नींद मत छोड़ो।',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'माथो दुखण री डायरी राखो कै किण बात सूं दरद उठै, जियां नींद पूरी नीं हुवणी, भूखो रैवणो (उपवास), तेज तावड़ो या तणाव।',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'दरद री गोळियां फगत फार्मासिस्ट या डाक्टर रै कैयां मुजब लेवो; हफ्तै में कीं दिनां सूं बेसी लेवण सूं माथो दुखणो बध सकै है।',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'अचाणचक, जिंदगी रो सगळां सूं तेज माथो दुखणो, या कमजोरी, होस-हवास गड़बड़, दौरां या लड़खड़ाती बोली रै सागै माथो दुखणो — 108 पर फोन करो',
  'Headache with fever and stiff neck': 'ताव अर गरदन अकड़ण रै सागै माथो दुखणो',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'माथो बेसी बार दुखणो या दरद रो ढंग बदळणो, या 50 बरस री उमर पछै सरू हुवणो',
  'Tension-type headache': 'तणाव (टेंसन) वाळो माथो दुखणो',
  'Drink water, sleep regularly and take screen breaks.':
    'पाणी पीवो, टेम पर सूवो अर मोबाइल-टीवी री स्क्रीन सूं बिचाळै-बिचाळै आराम लेवो।',
  'Gentle neck stretches and relaxation help.':
    'गरदन नै हळकै-हळकै खींचण (कसरत) अर मन सांत राखण सूं फायदो हुवै है।',
  'Painkillers only as advised by a pharmacist or doctor.':
    'दरद री गोळियां फगत फार्मासिस्ट या डाक्टर रै कैयां मुजब लेवो।',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'माथो दुखणो जको नींद सूं जगा देवै, या सूवण पर उल्टी रै सागै बध जावै',
  'Headache after a head injury': 'माथै री चोट पछै माथो दुखणो',
  'Headache with fever, stiff neck, weakness or confusion':
    'ताव, गरदन अकड़ण, कमजोरी या होस-हवास गड़बड़ रै सागै माथो दुखणो',
  'Seizure / epilepsy': 'दौरा / मिरगी',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    "दौरै रै टेम: कड़क चीजां आगी करो, माथै नीचै कीं नरम राखो, मिनख नै पकड़'र दबावो मत अर मूंडै में कीं मत घालो।",
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'झटका रुक्यां पछै उणनै पसवाड़ै फेर दो अर जद तांई पूरो होस में नीं आवै, उण कनै रैवो।',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'पैली बार दौरो, 5 मिनट सूं बेसी दौरो, बार-बार दौरा, चोट, या गरभ में दौरो पड़ै तो 108 पर फोन करो।',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'जे थांनै मिरगी है, तो दवाई टेम पर लेवो अर डाक्टर हां नीं कैवै जद तांई एकला तैरणो या गाडी चलावणो मत करो।',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 मिनट सूं बेसी दौरो, या दो दौरां बिचाळै होस नीं आवणो',
  'First-ever fit': 'जिंदगी में पैली बार दौरो',
  'Fit with fever, head injury or in pregnancy': 'ताव, माथै री चोट या गरभ में दौरो',
  'Vertigo (inner-ear balance problem)': 'चक्कर (कान रै मांयलै संतुलन री तकलीफ, वर्टिगो)',
  'Sit or lie down when it starts; get up slowly.':
    'चक्कर सरू हुवै तो बैठ जावो या सूय जावो; धीरै-धीरै उठो।',
  'Avoid driving, heights and ladders until it settles.':
    'ठीक नीं हुवै जद तांई गाडी चलावणो, ऊंचाई पर चढ़णो अर सीढ़ी पर चढ़णो टाळो।',
  'Drink fluids if vomiting.': 'उल्टी हुवै तो घूंट-घूंट पाणी पीवता रैवो।',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'एक री दो चीजां दीखण, लड़खड़ाती बोली, कमजोरी या चालण में तकलीफ रै सागै चक्कर — लकवो हुय सकै है, 108 पर फोन करो',
  'Bell’s palsy (facial nerve weakness)': 'बेल्स पाल्सी (मूंडै री नस री कमजोरी)',
  'See a doctor within a day: treatment started early works best.':
    'एक दिन रै मांय डाक्टर नै दिखावो: जल्दी सरू कर्योड़ो इलाज सगळां सूं चोखो काम करै है।',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'जकी आंख बंद कोनी हुवै, उणनै बचावो (सलाह मुजब आंख री दवाई, टेप या रात नै आंख पर पट्टी)।',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'बांह या पग में कमजोरी, या बोलण में तकलीफ — लकवो हुय सकै है, 108 पर फोन करो',
  'Nerve damage in hands and feet (neuropathy)': 'हाथ-पगां री नसां खराब हुवणी (न्यूरोपैथी)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'रोज पगां नै देखो कै कठै कट्यो या छालो तो कोनी; हमेसा जूता-चप्पल पैरो।',
  'Keep blood sugar controlled and avoid alcohol.': 'खून री शुगर काबू में राखो अर दारू मत पीवो।',
  'Get vitamin B12 and sugar tested.': 'विटामिन B12 अर शुगर री जांच करावो।',
  'A foot wound that is not healing or turns red, black or smelly':
    'पग रो घाव जको भरै कोनी, या लाल, काळो पड़ै या उणमें सूं बास आवै',
  'Weakness spreading up the legs over days': 'कीं दिनां में पगां सूं ऊपर बधती कमजोरी',
  'Fainting (syncope)': 'बेहोस हुवणो (सिंकोपी)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    "पूरो ठीक नीं हुवै जद तांई पग ऊंचा कर'र सूता रैवो; पछै धीरै-धीरै बैठो।",
  'Drink fluids and eat something once awake.': 'होस आयां पछै पाणी पीवो अर कीं खावो।',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'कसरत करतां, छाती में दरद या धड़कन रै सागै, या बिना किणी चेतावणी रै बेहोस हुवणो',
  'Not waking within a minute': 'एक मिनट में होस नीं आवणो',
  'Fainting in pregnancy': 'गरभ में बेहोस हुवणो',
  'Suicidal thoughts or self-harm crisis': 'आपरो जीव देवण रा विचार या खुद नै नुकसाण पुगावण रो संकट',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'अबार ही टेली-मानस (Tele-MANAS) 14416 पर फोन करो — मुफत, बात छानी रैवै, 24x7। जे अबार खतरो है, तो 112 पर फोन करो।',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'किणी भरोसै वाळै मिनख रै सागै रैवो अर जकी चीजां सूं खुद नै नुकसाण पुगा सको, उणां सूं आगा रैवो।',
  'You are not alone, and these feelings can get better with help.':
    'थे एकला कोनी हो, अर मदद मिल्यां ए भावनावां ठीक हुय सकै है।',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'जीव देवण री कोई योजना या साधन हुवै, या पैली ही खुद नै नुकसाण पुगा लियो हुवै — अबार ही 112 पर फोन करो',
  Depression: 'डिप्रेसन (मन री उदासी री बीमारी)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'किणी भरोसै वाळै मिनख सूं बात करो, या सिखाय्योड़ै काउंसलर सूं बात करण सारू टेली-मानस 14416 पर फोन करो (मुफत, 24x7, थांरी भासा में)।',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'रोज रो सादो नियम राखो: टेम पर नींद, टेम पर खाणो, दिन रै उजाळै में थोड़ो घूमणो।',
  'Avoid alcohol and other drugs.': 'दारू अर दूजा नसा मत करो।',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'डिप्रेसन एक आम बीमारी है जिणरो इलाज हुवै है — डाक्टर नै दिखावणो हिम्मत री निसाणी है।',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'आपरो जीव देवण रा विचार — अबार ही टेली-मानस 14416 या 112 पर फोन करो',
};
