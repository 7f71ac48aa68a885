/** Marwari (mr-IN) translations of the triage knowledge base: conditions (first half), part 1 of 2. */
export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'डेंगू ताव',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'घणो पाणी अर पतळी चीजां पीवो: पाणी, ORS, नारेळ पाणी, छाछ, सूप।',
  'Rest at home and sponge with lukewarm water if very hot.':
    'घरै आराम करो अर ताव घणो हुवै तो कुणकुणै पाणी में भिज्योड़ै कपड़ै सूं डील पूंछो।',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'ताव सारू पैरासिटामोल फगत दवाई री दुकान वाळै (फार्मासिस्ट) या डाक्टर रै कैयां मुजब लेवो। आइबुप्रोफेन, एस्पिरिन या दूजी दरद री गोळियां मत लेवो: डेंगू में आं सूं खून बैवण रो खतरो बधै है।',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'डाक्टर कैवै जियां खून री जांच करावो (प्लेटलेट गिणती, डेंगू NS1 या एंटीबॉडी)।',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'दूजां नै बचावण सारू मच्छरदानी अर माछर भगावण री दवाई काम में लेवो, अर भर्योड़ो पाणी (कूलर, मटका, टायर) खाली करो।',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'मसूड़ां या नाक सूं खून, चामड़ी पर लाल दाग, या उल्टी या टट्टी में खून',
  'Repeated vomiting or not able to drink': 'बार-बार उल्टी या कीं पी कोनी सकणो',
  'Severe stomach pain': 'पेट में घणो तेज दरद',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ठंडी, चिपचिपी चामड़ी, बेचैनी, घणी ऊंघ या बेहोसी — खास कर जद ताव उतरै (दिन 3–7)',
  'Passing very little urine': 'घणो थोड़ो पेसाब आवणो',
  Malaria: 'मलेरिया',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'उणी दिन मलेरिया री खून जांच करावो (रैपिड टेस्ट या स्लाइड) — सरकारी स्वास्थ्य केंद्रां पर आ मुफत है।',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'मलेरिया री दवाई रो पूरो कोर्स ठीक उणी तरियां लेवो जियां लिख्यो है, भलाईं थे ठीक महसूस करो।',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    "मच्छरदानी में सूवो (हुय सकै तो दवाई वाळी मच्छरदानी) अर सिंझ्या नै हाथ-पग ढक'र राखो।",
  'Confusion, drowsiness, fits or unconsciousness': 'होस-हवास गड़बड़, घणी ऊंघ, दौरा या बेहोसी',
  'Yellow eyes, dark or very little urine': 'पीळी आंख्यां, गैरो या घणो थोड़ो पेसाब',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'सांस री तकलीफ, बार-बार उल्टी या कीं खा-पी कोनी सकणो',
  'Fever in a pregnant woman or young child': 'पेट सूं लुगाई या छोटै टाबर नै ताव',
  Chikungunya: 'चिकनगुनिया',
  'Rest the painful joints; cool compresses can ease swelling.':
    'दुखता जोड़ां नै आराम देवो; ठंडी पट्टी सूं सोजो घट सकै है।',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'ताव सारू पैरासिटामोल फगत फार्मासिस्ट या डाक्टर रै कैयां मुजब लेवो; आइबुप्रोफेन या एस्पिरिन जिसी दरद री गोळियां मत लेवो, जद तांई डाक्टर नीं कैवै कै ए सुरक्षित है।',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'ताव उतर्यां पछै हळकै-हळकै हाथ-पग खींचो (कसरत); जोड़ां रो दरद कीं हफ्तां तांई रैय सकै है — दरद नीं जावै तो डाक्टर नै दिखावो।',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'मच्छरदानी अर माछर भगावण री दवाई काम में लेवो; एडीज माछर दिन में काटै है।',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'कठै सूं भी खून, लगातार उल्टी या पेट में घणो तेज दरद (डेंगू भी इयां ही दीख सकै है)',
  'Confusion, fits or drowsiness': 'होस-हवास गड़बड़, दौरा या घणी ऊंघ',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'नुवै जलम्योड़ै टाबर, बडेरै (बूढ़ै) मिनख या जापै रै नेड़ै पेट सूं लुगाई नै ताव',
  'Scrub typhus': 'स्क्रब टाइफस',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'एक दिन रै मांय डाक्टर नै दिखावो: स्क्रब टाइफस डाक्टर री लिख्योड़ी एंटीबायोटिक दवाई सूं सोरै ठीक हुय जावै है।',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'खेतां, झाड़ियां या बाग-बगीचै में कोई काम कर्यो हुवै तो बतावो, अर कांख, जांघ री जड़ या कमर पर काळी पपड़ी देखो।',
  Breathlessness: 'सांस फूलणी',
  'Confusion, drowsiness or fits': 'होस-हवास गड़बड़, घणी ऊंघ या दौरा',
  'Yellow eyes or very little urine': 'पीळी आंख्यां या घणो थोड़ो पेसाब',
  'Leptospirosis (rat fever)': 'लेप्टोस्पायरोसिस (ऊंदरा सूं फैलण वाळो ताव)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'एक दिन रै मांय डाक्टर नै दिखावो अर बतावो कै थे बाढ़ रै पाणी या गटर रै पाणी में चाल्या हो, या गीलै खेतां में खेती करो हो।',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    "बाढ़ रै पाणी या धान रै खेतां में गमबूट अर दस्ताना पैरो; कट्योड़ी जगां ढक'र राखो।",
  'Yellow eyes or skin': 'पीळी आंख्यां या चामड़ी',
  'Coughing blood or breathlessness': 'खांसी में खून या सांस फूलणी',
  'Bleeding anywhere': 'कठै सूं भी खून आवणो',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'दिमागी बुखार (एक्यूट इंसेफेलाइटिस, जापानी इंसेफेलाइटिस समेत)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    "108 पर फोन करो अर मिनख नै अबार ही अस्पताल ले जावो; घणो ऊंघतो हुवै तो उणनै पसवाड़ै सुवाण'र राखो।",
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'घणै खतरै वाळा जिलां में टाबरां नै राष्ट्रीय टीकाकरण कार्यक्रम में JE रो टीको लगवावणो चाइजै।',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'होस-हवास गड़बड़, दौरां, अजीब बरताव या घणी ऊंघ रै सागै कोई भी ताव इमरजेंसी है',
  'Typhoid (enteric fever)': 'टाइफाइड (मियादी ताव)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'खून री जांच सारू डाक्टर नै दिखावो; टाइफाइड में डाक्टर री चुणी एंटीबायोटिक दवाई रो पूरो कोर्स जरूरी है।',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'नरम, ताजो रांध्योड़ो खाणो खावो अर उबाळ्योड़ो या छाण्योड़ो (फिल्टर रो) पाणी पीवो।',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'टट्टी जायां पछै अर रसोई बणावण सूं पैली साबुण सूं हाथ धोवो; बीमार हुवो जद तांई दूजां सारू खाणो मत बणावो।',
  'Severe stomach pain or a hard, swollen belly': 'पेट में घणो तेज दरद या पेट कड़क अर सूज्योड़ो',
  'Black or bloody stools': 'काळी या खून वाळी टट्टी',
  'Confusion or extreme drowsiness': 'होस-हवास गड़बड़ या घणी ही ऊंघ',
  'Fever still present after some days of treatment': 'कीं दिनां रै इलाज पछै भी ताव कोनी उतर्यो',
  'Tuberculosis (TB)': 'टीबी (क्षय रोग)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'इणी हफ्तै जांच करावो: बलगम री जांच अर टीबी रो इलाज सरकारी स्वास्थ्य केंद्रां पर मुफत है (नि-क्षय)।',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    "खांसतां मूंडो ढको, खिड़क्यां खोल'र राखो, अर इलाज सरू हुवै जद तांई हुय सकै तो न्यारा सूवो।",
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'टीबी निकळै तो इलाज कदेई बिचाळै मत छोड़ो; प्रोटीन वाळो खाणो खावो (नि-क्षय पोषण योजना में खाणै सारू मदद मिलै है)।',
  'Breathlessness or chest pain': 'सांस फूलणी या छाती में दरद',
  'Very high fever or confusion': 'घणो तेज ताव या होस-हवास गड़बड़',
  'Hepatitis A (jaundice from contaminated food or water)': 'हेपेटाइटिस A (गंदै खाणै या पाणी सूं पीळियो)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'लीवर री खून जांच सारू डाक्टर नै दिखावो; घणकरा लोग कीं हफ्तां में घरै ही ठीक हुय जावै है।',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'आराम करो, घणो साफ पाणी अर पतळी चीजां पीवो अर थोड़ो-थोड़ो सादो खाणो खावो।',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'दारू मत पीवो, अर डाक्टर नै पूछ्यां बिना कोई दवाई या जड़ी-बूटी मत लेवो — लीवर कमजोर हुवै है।',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'टट्टी जायां पछै साबुण सूं हाथ धोवो; उबाळ्योड़ो या छाण्योड़ो पाणी पीवो।',
  'Confusion, excessive sleepiness or strange behaviour': 'होस-हवास गड़बड़, घणी ऊंघ या अजीब बरताव',
  'Bleeding or bruising easily': 'सोरो ही खून आवणो या नीळ पड़णा',
  'Vomiting everything': 'जो भी खावै-पीवै, सगळो उल्टी में निकळ जावै',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'हेपेटाइटिस E (पाणी सूं फैलण वाळो पीळियो, गरभ में खतरनाक)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'लीवर री जांच सारू डाक्टर नै दिखावो; पीळियै वाळी पेट सूं लुगाई नै उणी दिन डाक्टर नै दिखावणो जरूरी है।',
  'Rest, drink clean fluids and eat light meals.':
    'आराम करो, साफ पाणी अर पतळी चीजां पीवो अर हळको खाणो खावो।',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'दारू मत पीवो अर डाक्टर री सलाह बिना कोई दवाई या जड़ी-बूटी मत लेवो।',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'फगत उबाळ्योड़ो या छाण्योड़ो पाणी पीवो, खास कर चौमासै (बरसात) में।',
  'Jaundice during pregnancy': 'गरभ में पीळियो',
  'Confusion or drowsiness': 'होस-हवास गड़बड़ या घणी ऊंघ',
  'Hepatitis B': 'हेपेटाइटिस B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'खून री जांच करावो; लांबै टेम रो हेपेटाइटिस B रो इलाज हुय सकै है अर घर रा लोग टीको लगवा सकै है।',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'दारू मत पीवो अर उस्तरो (रेजर), टूथब्रस या सुई किणी रै सागै मत बांटो।',
  'Vomiting blood or black stools': 'खून री उल्टी या काळी टट्टी',
  'Swelling of the belly': 'पेट सूजणो',
  'Viral fever': 'वायरल ताव',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'हळको घर रो खाणो खावो; घणकरा वायरल ताव 3 सूं 5 दिनां में उतर जावै है।',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 दिनां सूं बेसी ताव, या 102°F (39°C) सूं बेसी ताव जको कोनी उतरै',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'खून आवणो, दाणा, डील या जोड़ां में घणो तेज दरद (डेंगू, मलेरिया री जांच करावो)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'गरदन अकड़णी, होस-हवास गड़बड़, सांस फूलणी या बार-बार उल्टी',
  'Sepsis (life-threatening reaction to infection)': 'सेप्सिस (इन्फेक्सन सूं डील री जान-लेवा हालत)',
  'Slurred speech or confusion': 'बोली लड़खड़ावणी या होस-हवास गड़बड़',
  'Mottled, bluish or very pale skin': 'चितकबरी, नीळी सी या घणी फीकी चामड़ी',
  'No urine all day': 'सगळै दिन पेसाब कोनी आयो',
  'Severe breathlessness': 'सांस री घणी तकलीफ',
  Meningitis: 'मेनिनजाइटिस (दिमागी बुखार)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'गरदन अकड़णी, घणो तेज माथो दुखणो, उजाळो सहन नीं हुवणो या गिलास दबायां नीं मिटण वाळा दाणां रै सागै ताव इमरजेंसी है',
  'Leprosy (Hansen’s disease)': 'कोढ़ / कुष्ठ रोग (हैनसेन री बीमारी)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'डाक्टर नै दिखावो: कुष्ठ रोग पूरो ठीक हुय जावै है अर सरकारी स्वास्थ्य केंद्रां पर इलाज मुफत है।',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'सुन्न हाथ-पगां नै दाझण अर कटण सूं बचावो; रोज देखो कै कठै घाव तो कोनी।',
  'Painful red eye or loss of vision': 'आंख लाल अर दुखणी या दीखणो बंद हुवणो',
  'New weakness of hands or feet': 'हाथां या पगां में नुवी कमजोरी',
  'Painful swollen nerves or new red patches': 'नसां सूजणी अर दुखणी या नुवा लाल चकत्ता',
  'Common cold': 'सरदी-जुकाम',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'आराम करो अर गरम पेय पीवो जियां सूप, सैद (शहद) अर नींबू वाळो कुणकुणो पाणी (1 बरस सूं छोटै टाबर नै सैद मत दो)।',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'भाप लेवण अर खारै पाणी (सलाइन) री नाक री बूंदां सूं बंद नाक खुल सकै है।',
  'Gargle with warm salt water for a sore throat.':
    'गळो दुखै तो कुणकुणै लूण वाळै पाणी सूं कुल्ला (गरारा) करो।',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'जुकाम में एंटीबायोटिक सूं फायदो कोनी हुवै; घणकरो जुकाम 7 सूं 10 दिनां में ठीक हुय जावै है।',
  'Breathlessness or fast breathing': 'सांस फूलणी या तेज सांस',
  'High fever for more than 3 days': '3 दिनां सूं बेसी तेज ताव',
  'Symptoms lasting more than 3 weeks': 'लखण 3 हफ्तां सूं बेसी रैवणा',
  'A baby who is not feeding': 'टाबर जको दूध कोनी पीवै',
  'Flu (influenza)': 'फ्लू (इन्फ्लुएंजा)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    "घरै रैवो अर घर रा बडेरां या पेट सूं लुगायां कनै मास्क पैर'र रैवो।",
  'Breathlessness, chest pain or blue lips': 'सांस फूलणी, छाती में दरद या नीळा होठ',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'पेट सूं लुगाई, 65 बरस सूं बडा मिनख, या शुगर, दिल, फेफड़ां या गुरदै री बीमारी वाळां नै फ्लू — जल्दी डाक्टर नै दिखावो',
  'COVID-19': 'कोविड-19',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'घरै रैवो, दूजां कनै मास्क पैरो अर कमरां में हवा आवण-जावण देवो।',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'सांस फूलणी या पल्स ऑक्सीमीटर पर ऑक्सीजन 94% सूं कम',
  'Chest pain or pressure': 'छाती में दरद या दबाव',
  'Confusion or bluish lips': 'होस-हवास गड़बड़ या नीळा सा होठ',
  'Pneumonia (lung infection)': 'निमोनिया (फेफड़ां रो इन्फेक्सन)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'एक दिन रै मांय डाक्टर नै दिखावो; निमोनिया में घणकरी बार डाक्टर री लिख्योड़ी एंटीबायोटिक दवाई री जरूरत हुवै है।',
  'Rest, and keep babies breastfeeding often.':
    'आराम करो, अर नान्हा टाबरां नै बार-बार मां रो दूध पावता रैवो।',
  'Breathing very fast or chest sinking in with each breath (children)':
    'घणी तेज सांस या हर सांस रै सागै छाती मांय धंसणी (टाबरां में)',
  'Blue lips, confusion or drowsiness': 'नीळा होठ, होस-हवास गड़बड़ या घणी ऊंघ',
  'Unable to drink or feed': 'कीं पी कोनी सकणो या दूध कोनी पी सकणो',
  Asthma: 'दमो (अस्थमा)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'आपरो राहत वाळो इनहेलर (पंप) ठीक उणी तरियां लेवो जियां डाक्टर सिखायो है; टाबरां सारू स्पेसर काम रो है।',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'धूंवै, धूळ, चूल्है रै धूंवै, अगरबत्ती अर जकी चीजां सूं दमो उठै उणां सूं बचो; रसोई बणावतां खिड़क्यां खुली राखो।',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'डाक्टर सूं दमै री लिख्योड़ी एक्सन प्लान (कांई करणो) मांगो अर टेम-टेम पर उणनै देखता रैवो।',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'राहत वाळो इनहेलर काम कोनी करै या हर 4 घंटां सूं पैली लेवणो पड़ै',
  'Too breathless to speak, eat or sleep': 'सांस इत्ती फूलै कै बोल, खा या सो कोनी सकै',
  'Blue or grey lips, or a child’s chest sinking in': 'नीळा या भूरा होठ, या टाबर री छाती मांय धंसणी',
  'COPD (chronic bronchitis / emphysema)': 'COPD (जूनी ब्रोंकाइटिस / एम्फाइसीमा)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'बीड़ी-सिगरेट पीवणो छोड़ो — ओ सगळां सूं फायदै वाळो कदम है; मुफत क्विटलाइन मदद (1800-11-2356) मांगो।',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'चूल्है अर लकड़ी-छाणां रै धूंवै सूं बचो; गैस (LPG) पर रसोई बणावो अर रसोई में हवा आवण-जावण देवो।',
  'Use inhalers as prescribed and stay active with gentle walking.':
    "इनहेलर डाक्टर रै लिख्यां मुजब लेवो अर हळकै-हळकै घूम'र (चाल'र) सक्रिय रैवो।",
  'Ask a doctor about flu and pneumonia vaccines.': 'फ्लू अर निमोनिया रै टीकां बाबत डाक्टर सूं पूछो।',
  'Much more breathless than usual': 'रोजीना सूं घणी बेसी सांस फूलणी',
  'Blue lips or confusion': 'नीळा होठ या होस-हवास गड़बड़',
  'Phlegm turning green or yellow with fever': 'ताव रै सागै बलगम हरो या पीळो पड़णो',
  'Chest cold (acute bronchitis)': 'छाती री सरदी (एक्यूट ब्रोंकाइटिस)',
  'Rest and drink warm fluids.': 'आराम करो अर गरम पेय पीवो।',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'कुणकुणै पाणी में सैद खांसी में आराम देय सकै है (1 बरस सूं छोटै टाबर नै कोनी)।',
  'Avoid smoke; usually settles within 3 weeks.': 'धूंवै सूं बचो; आ घणकरी बार 3 हफ्तां में ठीक हुय जावै है।',
  'Cough lasting more than 3 weeks (get tested for TB)': '3 हफ्तां सूं बेसी खांसी (टीबी री जांच करावो)',
  'Coughing blood': 'खांसी में खून',
  'Breathlessness or high fever': 'सांस फूलणी या तेज ताव',
  'Nasal allergy (allergic rhinitis)': 'नाक री एलर्जी (एलर्जिक राइनाइटिस)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'जकी धूळ, फूलां रा परागकण, पाळतू जिनावर या धूंवै सूं आ उठै, उणां सूं बचो; बिस्तर री चादरां हर हफ्तै तातै पाणी में धोवो।',
  'Saline nose rinses can help.': 'खारै पाणी (सलाइन) सूं नाक धोवण सूं फायदो हुय सकै है।',
  'A pharmacist or doctor can advise on allergy medicines.':
    'एलर्जी री दवाइयां बाबत फार्मासिस्ट या डाक्टर सलाह देय सकै है।',
  'Wheezing or breathlessness (possible asthma)': 'सांस में सीटी या सांस फूलणी (दमो हुय सकै है)',
  'Symptoms disturbing sleep or work despite care': 'ध्यान राख्यां पछै भी लखणां सूं नींद या काम में अड़चण',
  'Sinus infection (sinusitis)': 'साइनस रो इन्फेक्सन (साइनुसाइटिस)',
  'Steam inhalation and saline nose rinses.': 'भाप लेवणी अर खारै पाणी (सलाइन) सूं नाक धोवणी।',
  'Rest and drink fluids.': 'आराम करो अर पाणी अर पतळी चीजां पीवो।',
  'Swelling or redness around the eyes': 'आंख्यां रै आसै-पासै सोजो या लाली',
  'Double vision or vision changes': 'एक री दो चीजां दीखणी या दीखण में फरक',
  'Severe headache with stiff neck or confusion':
    'गरदन अकड़णी या होस-हवास गड़बड़ रै सागै घणो तेज माथो दुखणो',
  'Lasting more than 10 days': '10 दिनां सूं बेसी रैवणो',
  'Heart attack': 'हार्ट अटैक (दिल रो दौरो)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    "अबार ही 108 या 112 पर फोन करो। उडीकतां बैठ'र आराम करो; खुद चाल'र मत जावो अर गाडी मत चलावो।",
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'जे थांनै एलर्जी कोनी, तो एक एस्पिरिन चबावण सूं फायदो हुय सकै है — फगत जद एम्बुलेंस वाळा या डाक्टर कैवै।',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'जे मिनख पड़ जावै अर सांस कोनी लेवै, तो फगत हाथां सूं CPR सरू करो (छाती रै बीचोबीच जोर सूं अर जल्दी-जल्दी दबावो)।',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'छाती में दरद या भारीपणो जको कीं मिनटां सूं बेसी रैवै, खास कर पसीनै, सांस फूलण या उल्टी रै सागै',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'शुगर वाळां, लुगायां अर बडेरां नै फगत सांस फूलणी, थकाण या पेट रै ऊपरलै हिस्सै में बेचैनी हुय सकै है',
  'Angina (chest pain from narrowed heart arteries)': 'एंजाइना (दिल री नसां सांकड़ी हुवण सूं छाती रो दरद)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    "दरद सरू हुवै तो रुक'र आराम करो; ओ नुवो हुवै तो एक दिन रै मांय डाक्टर नै दिखावो।",
  'Use any angina spray or tablet only as your doctor prescribed.':
    'एंजाइना रो कोई स्प्रे या गोळी फगत डाक्टर रै लिख्यां मुजब लेवो।',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'बीड़ी-सिगरेट छोड़ो, बीपी, शुगर अर कोलेस्ट्रॉल काबू में राखो, अर डाक्टर हां कैवै तो रोज घूमो।',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'आराम करतां दरद, या 10 मिनट सूं बेसी दरद — 108 पर फोन करो',
  'Pain coming more often or with less effort': 'दरद बेसी बार आवणो या थोड़ी मेहनत में ही आवणो',
  'Heart failure': 'हार्ट फेलियर (दिल कमजोर हुवणो)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'सांस फूलणी या सोजो नुवो हुवै या बधै तो एक दिन रै मांय डाक्टर नै दिखावो।',
  'Limit salt; follow the fluid advice your doctor gives.':
    'लूण कम खावो; पाणी कित्तो पीवणो, इण बाबत डाक्टर जकी सलाह देवै, उण मुजब चालो।',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'रोज आपरो वजन तोलो; वजन जल्दी बधै तो डील में पाणी भरीजण रो लखण हुय सकै है।',
  'Breathless at rest or waking up gasping': 'आराम करतां भी सांस फूलणी या हांफतां-हांफतां नींद खुलणी',
  'Chest pain or fainting': 'छाती में दरद या बेहोसी',
  'Weight gain of 2 kilos in a few days': 'कीं दिनां में 2 किलो वजन बधणो',
  'High blood pressure (hypertension)': 'हाई बीपी (हाइपरटेंसन)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 मिनट चुपचाप बैठ्यां पछै पाछो बीपी मापो; सरकारी स्वास्थ्य केंद्रां पर बीपी री जांच मुफत है।',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'लूण, अचार अर पापड़ कम करो; साग-सब्जी अर फळ बेसी खावो।',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'घणकरा दिनां घूमो या कसरत करो, बीड़ी-सिगरेट छोड़ो अर दारू कम करो।',
  'If you take BP medicines, do not stop them without your doctor.':
    'जे थे बीपी री दवाई लेवो हो, तो डाक्टर सूं पूछ्यां बिना बंद मत करो।',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'बीपी 180/120 या बेसी अर सागै छाती में दरद, घणो तेज माथो दुखणो, होस-हवास गड़बड़, दीखणो बंद या कमजोरी — 108 पर फोन करो',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'बीपी बार-बार 140/90 या बेसी — डाक्टर सूं मिलण रो टेम लेवो',
};
