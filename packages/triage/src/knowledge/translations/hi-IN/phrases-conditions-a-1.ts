/** Hindi (hi-IN) translations of the triage knowledge base texts (conditions-a, part 1). */
export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'डेंगू बुखार',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'खूब पानी और तरल चीज़ें पिएं: पानी, ORS, नारियल पानी, छाछ, सूप।',
  'Rest at home and sponge with lukewarm water if very hot.':
    'घर पर आराम करें और बुखार बहुत तेज़ हो तो गुनगुने पानी से शरीर पोंछें (पट्टी करें)।',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'बुखार के लिए पैरासिटामोल सिर्फ़ केमिस्ट (दवा दुकान वाले) या डॉक्टर की सलाह से लें। आइबुप्रोफ़ेन, एस्पिरिन या कोई और दर्द की दवा न लें: इनसे डेंगू में खून बहने का ख़तरा बढ़ता है।',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'डॉक्टर जैसा कहें, खून की जांच करवाएं (प्लेटलेट काउंट, डेंगू NS1 या एंटीबॉडी)।',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'दूसरों को बचाने के लिए मच्छरदानी और मच्छर भगाने वाली क्रीम/दवा इस्तेमाल करें और रुका हुआ पानी खाली करें (कूलर, बर्तन, टायर)।',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'मसूड़ों या नाक से खून, त्वचा पर लाल दाने, या उल्टी या टट्टी में खून',
  'Repeated vomiting or not able to drink': 'बार-बार उल्टी या कुछ भी पी न पाना',
  'Severe stomach pain': 'पेट में तेज़ दर्द',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ठंडी, चिपचिपी त्वचा, बेचैनी, बहुत नींद आना या बेहोशी — ख़ासकर जब बुखार उतर रहा हो (दिन 3–7)',
  'Passing very little urine': 'बहुत कम पेशाब आना',
  Malaria: 'मलेरिया',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'उसी दिन मलेरिया की खून की जांच करवाएं (रैपिड टेस्ट या स्लाइड) — सरकारी स्वास्थ्य केंद्र पर यह मुफ़्त है।',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'मलेरिया का इलाज पूरा कोर्स ठीक वैसे ही लें जैसा लिखा गया है, भले ही आप बेहतर महसूस करें।',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'मच्छरदानी में सोएं (हो सके तो दवा लगी मच्छरदानी) और शाम को हाथ-पैर ढककर रखें।',
  'Confusion, drowsiness, fits or unconsciousness': 'उलझन, बहुत नींद आना, दौरे या बेहोशी',
  'Yellow eyes, dark or very little urine': 'आंखें पीली, पेशाब गहरे रंग का या बहुत कम',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'सांस लेने में दिक्कत, बार-बार उल्टी या कुछ खा-पी न पाना',
  'Fever in a pregnant woman or young child': 'गर्भवती महिला या छोटे बच्चे को बुखार',
  Chikungunya: 'चिकनगुनिया',
  'Rest the painful joints; cool compresses can ease swelling.':
    'दर्द वाले जोड़ों को आराम दें; ठंडी पट्टी से सूजन कम हो सकती है।',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'बुखार के लिए पैरासिटामोल सिर्फ़ केमिस्ट या डॉक्टर की सलाह से लें; आइबुप्रोफ़ेन या एस्पिरिन जैसी दर्द की दवाइयां तब तक न लें जब तक डॉक्टर न कहे कि ये सुरक्षित हैं।',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'बुखार उतरने के बाद हल्की-हल्की स्ट्रेचिंग (शरीर खींचने की कसरत) करें; जोड़ों का दर्द कई हफ़्ते रह सकता है — अगर न जाए तो डॉक्टर को दिखाएं।',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'मच्छरदानी और मच्छर भगाने वाली क्रीम/दवा इस्तेमाल करें; एडीज़ मच्छर दिन में काटते हैं।',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'कहीं से भी खून आना, लगातार उल्टी या पेट में तेज़ दर्द (डेंगू भी ऐसा ही दिख सकता है)',
  'Confusion, fits or drowsiness': 'उलझन, दौरे या बहुत नींद आना',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'नवजात बच्चे, बुज़ुर्ग या डिलीवरी के करीब गर्भवती महिला को बुखार',
  'Scrub typhus': 'स्क्रब टाइफ़स',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'एक दिन के अंदर डॉक्टर को दिखाएं: स्क्रब टाइफ़स डॉक्टर की लिखी एंटीबायोटिक से आसानी से ठीक हो जाता है।',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'डॉक्टर को बताएं अगर आपने खेतों, झाड़ियों या बाग़-बगीचे में काम किया है, और बगल, जांघ के जोड़ या कमर पर काली पपड़ी ढूंढें।',
  Breathlessness: 'सांस फूलना',
  'Confusion, drowsiness or fits': 'उलझन, बहुत नींद आना या दौरे',
  'Yellow eyes or very little urine': 'आंखें पीली या बहुत कम पेशाब',
  'Leptospirosis (rat fever)': 'लेप्टोस्पायरोसिस (चूहे का बुखार)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'एक दिन के अंदर डॉक्टर को दिखाएं और बताएं अगर आप बाढ़ के पानी या गंदे नाले के पानी से गुज़रे हैं, या गीले खेतों में खेती करते हैं।',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'बाढ़ के पानी या धान के खेत में जूते (गमबूट) और दस्ताने पहनें; कटे-फटे घाव ढककर रखें।',
  'Yellow eyes or skin': 'आंखें या त्वचा पीली',
  'Coughing blood or breathlessness': 'खांसी में खून या सांस फूलना',
  'Bleeding anywhere': 'शरीर में कहीं से भी खून आना',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'दिमाग़ी बुखार (एक्यूट एन्सेफ़ेलाइटिस, जापानी बुखार/जापानी इन्सेफ़ेलाइटिस समेत)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 पर फ़ोन करें और मरीज़ को अभी अस्पताल ले जाएं; अगर बहुत नींद में हो तो उसे करवट से लिटाए रखें।',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'ज़्यादा ख़तरे वाले ज़िलों में बच्चों को सरकारी टीकाकरण कार्यक्रम में JE (जापानी बुखार) का टीका लगवाना चाहिए।',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'बुखार के साथ उलझन, दौरे, अजीब बर्ताव या बहुत नींद आना इमरजेंसी है',
  'Typhoid (enteric fever)': 'टाइफ़ाइड (मियादी बुखार)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'खून की जांच के लिए डॉक्टर को दिखाएं; टाइफ़ाइड में डॉक्टर की चुनी हुई एंटीबायोटिक का पूरा कोर्स ज़रूरी है।',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'नरम, ताज़ा पका खाना खाएं और उबला हुआ या फ़िल्टर किया पानी पिएं।',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'टॉयलेट के बाद और खाना बनाने से पहले साबुन से हाथ धोएं; बीमारी के दौरान दूसरों के लिए खाना न बनाएं।',
  'Severe stomach pain or a hard, swollen belly': 'पेट में तेज़ दर्द या पेट सख़्त और फूला हुआ',
  'Black or bloody stools': 'काली या खून वाली टट्टी',
  'Confusion or extreme drowsiness': 'उलझन या बहुत ही ज़्यादा नींद आना',
  'Fever still present after some days of treatment': 'कुछ दिन इलाज के बाद भी बुखार न उतरना',
  'Tuberculosis (TB)': 'टीबी (तपेदिक)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'इसी हफ़्ते जांच करवाएं: बलगम की जांच और टीबी का इलाज सरकारी स्वास्थ्य केंद्र पर मुफ़्त है (नि-क्षय)।',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'खांसते समय मुंह ढकें, खिड़कियां खुली रखें, और इलाज शुरू होने तक हो सके तो अलग सोएं।',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'टीबी निकले तो इलाज कभी बीच में न छोड़ें; प्रोटीन वाला खाना खाएं (नि-क्षय पोषण योजना से खाने के लिए मदद मिलती है)।',
  'Breathlessness or chest pain': 'सांस फूलना या सीने में दर्द',
  'Very high fever or confusion': 'बहुत तेज़ बुखार या उलझन',
  'Hepatitis A (jaundice from contaminated food or water)':
    'हेपेटाइटिस A (गंदे खाने या पानी से होने वाला पीलिया)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'लिवर की खून जांच के लिए डॉक्टर को दिखाएं; ज़्यादातर लोग कुछ हफ़्तों में घर पर ही ठीक हो जाते हैं।',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'आराम करें, खूब साफ़ पानी और तरल चीज़ें पिएं और थोड़ा-थोड़ा सादा खाना खाएं।',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'शराब से दूर रहें, और डॉक्टर से पूछे बिना कोई दवा या जड़ी-बूटी न लें — लिवर कमज़ोर होता है।',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'टॉयलेट के बाद साबुन से हाथ धोएं; उबला हुआ या फ़िल्टर किया पानी इस्तेमाल करें।',
  'Confusion, excessive sleepiness or strange behaviour': 'उलझन, बहुत ज़्यादा नींद आना या अजीब बर्ताव',
  'Bleeding or bruising easily': 'आसानी से खून आना या नील पड़ना',
  'Vomiting everything': 'जो भी खाएं-पिएं सब उल्टी में निकल जाना',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'हेपेटाइटिस E (पानी से फैलने वाला पीलिया, गर्भ में ख़तरनाक)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'लिवर की जांच के लिए डॉक्टर को दिखाएं; पीलिया वाली गर्भवती महिला को उसी दिन डॉक्टर को दिखाना ज़रूरी है।',
  'Rest, drink clean fluids and eat light meals.':
    'आराम करें, साफ़ पानी और तरल चीज़ें पिएं और हल्का खाना खाएं।',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'शराब से और ऐसी किसी भी दवा या जड़ी-बूटी से दूर रहें जो डॉक्टर ने न बताई हो।',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'सिर्फ़ उबला हुआ या फ़िल्टर किया पानी पिएं, ख़ासकर बरसात में।',
  'Jaundice during pregnancy': 'गर्भ के दौरान पीलिया',
  'Confusion or drowsiness': 'उलझन या बहुत नींद आना',
  'Hepatitis B': 'हेपेटाइटिस B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'खून की जांच करवाएं; लंबे समय वाले हेपेटाइटिस B का इलाज हो सकता है और घर वालों को टीका लग सकता है।',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'शराब से दूर रहें और रेज़र, टूथब्रश या सुई किसी के साथ साझा न करें।',
  'Vomiting blood or black stools': 'खून की उल्टी या काली टट्टी',
  'Swelling of the belly': 'पेट में सूजन',
  'Viral fever': 'वायरल बुखार',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'हल्का घर का खाना खाएं; ज़्यादातर वायरल बुखार 3 से 5 दिन में उतर जाते हैं।',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    'बुखार 3 दिन से ज़्यादा रहे, या 102°F (39°C) से ऊपर हो और उतर न रहा हो',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'खून आना, दाने, बदन या जोड़ों में तेज़ दर्द (डेंगू, मलेरिया की जांच करवाएं)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'गर्दन अकड़ना, उलझन, सांस फूलना या बार-बार उल्टी',
  'Sepsis (life-threatening reaction to infection)': 'सेप्सिस (इन्फेक्शन से शरीर की जानलेवा हालत)',
  'Slurred speech or confusion': 'ज़बान लड़खड़ाना या उलझन',
  'Mottled, bluish or very pale skin': 'त्वचा पर धब्बे, नीलापन या बहुत फीकी/सफ़ेद त्वचा',
  'No urine all day': 'पूरे दिन पेशाब न आना',
  'Severe breathlessness': 'सांस बहुत ज़्यादा फूलना',
  Meningitis: 'मेनिनजाइटिस (दिमाग़ी बुखार)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'बुखार के साथ गर्दन अकड़ना, तेज़ सिरदर्द, रोशनी बुरी लगना या ऐसे दाने जो दबाने पर फीके न पड़ें — यह इमरजेंसी है',
  'Leprosy (Hansen’s disease)': 'कुष्ठ रोग (कोढ़, हैनसेन रोग)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'डॉक्टर को दिखाएं: कुष्ठ रोग पूरी तरह ठीक हो जाता है और सरकारी स्वास्थ्य केंद्र पर इलाज मुफ़्त है।',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'सुन्न हाथों और पैरों को जलने और कटने से बचाएं; रोज़ उन्हें देखें कि कहीं घाव तो नहीं।',
  'Painful red eye or loss of vision': 'आंख लाल और दर्द वाली, या दिखना कम होना',
  'New weakness of hands or feet': 'हाथों या पैरों में नई कमज़ोरी',
  'Painful swollen nerves or new red patches': 'नसें सूजी हुई और दर्द वाली, या नए लाल दाग',
  'Common cold': 'सर्दी-ज़ुकाम',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'आराम करें और गरम चीज़ें पिएं जैसे सूप, शहद और नींबू वाला गुनगुना पानी (1 साल से छोटे बच्चे को शहद न दें)।',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'भाप लेने और नमक वाले पानी की नाक की बूंदों (सलाइन ड्रॉप) से बंद नाक खुल सकती है।',
  'Gargle with warm salt water for a sore throat.': 'गले में ख़राश हो तो गुनगुने नमक वाले पानी से गरारे करें।',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'ज़ुकाम में एंटीबायोटिक से फ़ायदा नहीं होता; ज़्यादातर ज़ुकाम 7 से 10 दिन में ठीक हो जाता है।',
  'Breathlessness or fast breathing': 'सांस फूलना या तेज़-तेज़ सांस',
  'High fever for more than 3 days': '3 दिन से ज़्यादा तेज़ बुखार',
  'Symptoms lasting more than 3 weeks': 'लक्षण 3 हफ़्ते से ज़्यादा रहना',
  'A baby who is not feeding': 'बच्चा दूध नहीं पी रहा',
  'Flu (influenza)': 'फ़्लू (इन्फ़्लुएंज़ा)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'घर पर रहें और बुज़ुर्गों या गर्भवती घर वालों के पास मास्क पहनें।',
  'Breathlessness, chest pain or blue lips': 'सांस फूलना, सीने में दर्द या होंठ नीले',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'गर्भवती महिला, 65 साल से ज़्यादा उम्र वाले, या शुगर, दिल, फेफड़े या गुर्दे की बीमारी वाले को फ़्लू हो — जल्दी डॉक्टर को दिखाएं',
  'COVID-19': 'कोविड-19 (COVID-19)',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'घर पर रहें, दूसरों के पास मास्क पहनें और कमरों में हवा आने-जाने दें।',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'सांस फूलना या पल्स ऑक्सीमीटर पर ऑक्सीजन 94% से कम',
  'Chest pain or pressure': 'सीने में दर्द या दबाव',
  'Confusion or bluish lips': 'उलझन या होंठ नीले',
  'Pneumonia (lung infection)': 'निमोनिया (फेफड़ों का इन्फेक्शन)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'एक दिन के अंदर डॉक्टर को दिखाएं; निमोनिया में अक्सर डॉक्टर की लिखी एंटीबायोटिक की ज़रूरत होती है।',
  'Rest, and keep babies breastfeeding often.':
    'आराम करें, और छोटे बच्चों को बार-बार मां का दूध पिलाते रहें।',
  'Breathing very fast or chest sinking in with each breath (children)':
    'बहुत तेज़-तेज़ सांस या हर सांस के साथ छाती अंदर धंसना (बच्चों में)',
  'Blue lips, confusion or drowsiness': 'होंठ नीले, उलझन या बहुत नींद आना',
  'Unable to drink or feed': 'कुछ पी न पाना या दूध न पी पाना',
  Asthma: 'दमा (अस्थमा)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'आराम देने वाला इनहेलर (पंप) ठीक वैसे ही लें जैसे डॉक्टर ने सिखाया है; बच्चों के लिए स्पेसर मदद करता है।',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'धुआं, धूल, चूल्हे का धुआं, अगरबत्ती और जिन चीज़ों से दमा बढ़ता है उनसे बचें; खाना बनाते समय खिड़कियां खुली रखें।',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'डॉक्टर से दमे के लिए लिखित एक्शन प्लान (क्या करें, कब करें) मांगें और उसे समय-समय पर दिखाते रहें।',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'आराम वाला इनहेलर काम न कर रहा हो या हर 4 घंटे से पहले फिर लेना पड़े',
  'Too breathless to speak, eat or sleep': 'सांस इतनी फूले कि बोल, खा या सो न पाएं',
  'Blue or grey lips, or a child’s chest sinking in': 'होंठ नीले या सलेटी, या बच्चे की छाती अंदर धंसना',
  'COPD (chronic bronchitis / emphysema)':
    'COPD (फेफड़ों की पुरानी बीमारी: क्रोनिक ब्रोंकाइटिस / एम्फ़ीसेमा)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'सिगरेट या बीड़ी छोड़ें — यह सबसे ज़्यादा फ़ायदे वाला कदम है; मुफ़्त क्विटलाइन से मदद लें (1800-11-2356)।',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'चूल्हे और लकड़ी-उपले के धुएं से बचें; LPG गैस पर खाना बनाएं और रसोई में हवा आने-जाने दें।',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'इनहेलर डॉक्टर के बताए अनुसार लें और हल्की सैर करके चलते-फिरते रहें।',
  'Ask a doctor about flu and pneumonia vaccines.': 'फ़्लू और निमोनिया के टीकों के बारे में डॉक्टर से पूछें।',
  'Much more breathless than usual': 'रोज़ से बहुत ज़्यादा सांस फूलना',
  'Blue lips or confusion': 'होंठ नीले या उलझन',
  'Phlegm turning green or yellow with fever': 'बलगम हरा या पीला होना और साथ में बुखार',
  'Chest cold (acute bronchitis)': 'छाती में सर्दी (एक्यूट ब्रोंकाइटिस)',
  'Rest and drink warm fluids.': 'आराम करें और गरम चीज़ें पिएं।',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'गुनगुने पानी में शहद से खांसी में आराम मिल सकता है (1 साल से छोटे बच्चे को नहीं)।',
  'Avoid smoke; usually settles within 3 weeks.': 'धुएं से बचें; आमतौर पर 3 हफ़्ते में ठीक हो जाता है।',
  'Cough lasting more than 3 weeks (get tested for TB)': '3 हफ़्ते से ज़्यादा खांसी (टीबी की जांच करवाएं)',
  'Coughing blood': 'खांसी में खून आना',
  'Breathlessness or high fever': 'सांस फूलना या तेज़ बुखार',
  'Nasal allergy (allergic rhinitis)': 'नाक की एलर्जी (एलर्जिक राइनाइटिस)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'जिन चीज़ों से एलर्जी भड़कती है — धूल, फूलों के परागकण, पालतू जानवर या धुआं — उनसे बचें; बिस्तर की चादरें हर हफ़्ते गरम पानी में धोएं।',
  'Saline nose rinses can help.': 'नमक वाले पानी से नाक धोने से आराम मिल सकता है।',
  'A pharmacist or doctor can advise on allergy medicines.':
    'एलर्जी की दवाइयों के बारे में केमिस्ट या डॉक्टर सलाह दे सकते हैं।',
  'Wheezing or breathlessness (possible asthma)': 'सांस में सीटी या सांस फूलना (दमा हो सकता है)',
  'Symptoms disturbing sleep or work despite care': 'देखभाल के बावजूद लक्षणों से नींद या काम में परेशानी',
  'Sinus infection (sinusitis)': 'साइनस का इन्फेक्शन (साइनसाइटिस)',
  'Steam inhalation and saline nose rinses.': 'भाप लें और नमक वाले पानी से नाक धोएं।',
  'Rest and drink fluids.': 'आराम करें और तरल चीज़ें पिएं।',
  'Swelling or redness around the eyes': 'आंखों के आसपास सूजन या लाली',
  'Double vision or vision changes': 'दो-दो दिखना या नज़र में बदलाव',
  'Severe headache with stiff neck or confusion': 'तेज़ सिरदर्द के साथ गर्दन अकड़ना या उलझन',
  'Lasting more than 10 days': '10 दिन से ज़्यादा रहना',
  'Heart attack': 'हार्ट अटैक (दिल का दौरा)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'अभी 108 या 112 पर फ़ोन करें। इंतज़ार करते समय बैठकर आराम करें; खुद चलकर या गाड़ी चलाकर न जाएं।',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'अगर आपको एलर्जी नहीं है, तो एक एस्पिरिन चबाने से मदद मिल सकती है — पर सिर्फ़ तभी जब एम्बुलेंस वाले या डॉक्टर ऐसा कहें।',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'अगर व्यक्ति गिर जाए और सांस न ले रहा हो, तो हाथों से CPR शुरू करें (छाती के बीच में ज़ोर से और तेज़ी से दबाएं)।',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'सीने में दर्द या भारीपन जो कुछ मिनट से ज़्यादा रहे, ख़ासकर पसीना, सांस फूलना या उल्टी के साथ',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'शुगर वाले लोगों, महिलाओं और बुज़ुर्गों में सिर्फ़ सांस फूलना, थकान या ऊपरी पेट में बेचैनी भी हो सकती है',
  'Angina (chest pain from narrowed heart arteries)': 'एनजाइना (दिल की नसें सिकुड़ने से सीने में दर्द)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'दर्द शुरू होते ही रुक जाएं और आराम करें; अगर यह नया है तो एक दिन के अंदर डॉक्टर को दिखाएं।',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'एनजाइना का स्प्रे या गोली सिर्फ़ वैसे ही लें जैसे डॉक्टर ने लिखी है।',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'सिगरेट छोड़ें, बीपी, शुगर और कोलेस्ट्रॉल काबू में रखें, और डॉक्टर की हां के बाद रोज़ पैदल चलें।',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'आराम करते हुए भी दर्द, या 10 मिनट से ज़्यादा दर्द — 108 पर फ़ोन करें',
  'Pain coming more often or with less effort': 'दर्द पहले से ज़्यादा बार आना या कम मेहनत पर ही आ जाना',
  'Heart failure': 'हार्ट फ़ेलियर (दिल का कमज़ोर होना)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'अगर सांस फूलना या सूजन नई है या बढ़ गई है तो एक दिन के अंदर डॉक्टर को दिखाएं।',
  'Limit salt; follow the fluid advice your doctor gives.':
    'नमक कम खाएं; पानी और तरल चीज़ें डॉक्टर के बताए अनुसार ही लें।',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'रोज़ अपना वज़न तौलें; अचानक वज़न बढ़ने का मतलब शरीर में पानी भरना हो सकता है।',
  'Breathless at rest or waking up gasping': 'आराम करते हुए भी सांस फूलना या हांफते हुए नींद खुलना',
  'Chest pain or fainting': 'सीने में दर्द या बेहोशी',
  'Weight gain of 2 kilos in a few days': 'कुछ ही दिनों में 2 किलो वज़न बढ़ जाना',
  'High blood pressure (hypertension)': 'हाई बीपी (हाई ब्लड प्रेशर)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 मिनट शांति से बैठने के बाद दोबारा बीपी नापें; सरकारी स्वास्थ्य केंद्र पर बीपी जांच मुफ़्त है।',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'नमक, अचार और पापड़ कम करें; सब्ज़ियां और फल ज़्यादा खाएं।',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'ज़्यादातर दिन पैदल चलें या कसरत करें, सिगरेट छोड़ें और शराब कम करें।',
  'If you take BP medicines, do not stop them without your doctor.':
    'अगर आप बीपी की दवा लेते हैं, तो डॉक्टर से पूछे बिना बंद न करें।',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'बीपी 180/120 या उससे ज़्यादा और साथ में सीने में दर्द, तेज़ सिरदर्द, उलझन, दिखना बंद होना या कमज़ोरी — 108 पर फ़ोन करें',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'बीपी बार-बार 140/90 या उससे ज़्यादा आए — डॉक्टर को दिखाने का समय लें',
  'Irregular or fast heartbeat (arrhythmia)': 'दिल की धड़कन बेतरतीब या तेज़ (एरिदमिया)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'बैठ जाएं और धीरे-धीरे सांस लें; चाय, कॉफ़ी, एनर्जी ड्रिंक और शराब कम करें।',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG के लिए डॉक्टर को दिखाएं, हो सके तो तभी जब लक्षण हो रहे हों।',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'धड़कन तेज़ होने के साथ सीने में दर्द, बेहोशी या सांस फूलना — 108 पर फ़ोन करें',
  'Blood clot in the leg (DVT)': 'पैर की नस में खून का थक्का (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'आज ही स्कैन के लिए डॉक्टर को दिखाएं; पैर की मालिश न करें।',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'अचानक सांस फूलना, सीने में दर्द या खांसी में खून — हो सकता है थक्का फेफड़ों तक पहुंच गया हो; 108 पर फ़ोन करें',
  'Stomach infection (gastroenteritis)': 'पेट का इन्फेक्शन (गैस्ट्रोएंटेराइटिस, उल्टी-दस्त)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'हर दस्त के बाद ORS (जीवन रक्षक घोल) थोड़ा-थोड़ा, बार-बार घूंट-घूंट पिएं; साथ में पानी, नारियल पानी, चावल का मांड, दाल का पानी, छाछ भी।',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'हल्का खाना खाते रहें: खिचड़ी, दही-चावल, केला, इडली; छोटे बच्चों को मां का दूध पिलाते रहें।',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'दस्त वाले बच्चों को स्वास्थ्य केंद्र पर ORS के साथ ज़िंक मुफ़्त मिलता है — स्वास्थ्य कार्यकर्ता से पूछें कि इसे कैसे देना है।',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'टॉयलेट के बाद और खाने से पहले साबुन से हाथ धोएं; उबला हुआ या फ़िल्टर किया पानी पिएं।',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'पानी की कमी के लक्षण: बहुत कम पेशाब, आंखें धंसना, बहुत प्यास लगना या कुछ पी न पाना, चक्कर आना',
  'Blood in stool, high fever or severe stomach pain': 'टट्टी में खून, तेज़ बुखार या पेट में तेज़ दर्द',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'कुछ घंटों से ज़्यादा समय तक जो भी लें सब उल्टी में निकल जाना, या बड़ों में 2 दिन से ज़्यादा दस्त',
  'A baby or child who is drowsy or not feeding': 'बच्चा बहुत सुस्त है या दूध नहीं पी रहा',
  Dehydration: 'शरीर में पानी की कमी (डिहाइड्रेशन)',
  'Rest in a cool, shaded place.': 'ठंडी, छांव वाली जगह पर आराम करें।',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'उल्टी हो रही हो तब भी थोड़ा-थोड़ा पीते रहें — हर कुछ मिनट में छोटे-छोटे घूंट।',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 घंटे तक पेशाब न आना (या छोटे बच्चे का 6 घंटे तक डायपर/लंगोट गीला न होना)',
  'Confusion, fainting or a fast heartbeat': 'उलझन, बेहोशी या दिल तेज़ धड़कना',
  'A child who is drowsy, floppy or cannot drink': 'बच्चा सुस्त है, ढीला पड़ गया है या कुछ पी नहीं पा रहा',
  'Cholera / severe watery diarrhoea': 'हैज़ा / बहुत ज़्यादा पानी जैसे दस्त',
  'Go to a health centre today; severe cases need a drip.':
    'आज ही स्वास्थ्य केंद्र जाएं; गंभीर हालत में ड्रिप (ग्लूकोज़ चढ़ाना) की ज़रूरत होती है।',
  'Very weak, drowsy or cannot drink': 'बहुत कमज़ोर, बहुत सुस्त या कुछ पी नहीं पा रहा',
  'Sunken eyes and no urine': 'आंखें धंसी हुई और पेशाब बिल्कुल नहीं',
  'Cold hands and feet': 'हाथ-पैर ठंडे',
  'Dysentery (bloody diarrhoea)': 'पेचिश (खून वाले दस्त)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'एक दिन के अंदर डॉक्टर को दिखाएं; खून वाले दस्त में डॉक्टर की लिखी दवा की ज़रूरत हो सकती है।',
  'High fever or severe pain': 'तेज़ बुखार या तेज़ दर्द',
  'Signs of dehydration': 'पानी की कमी के लक्षण',
  'Bloody diarrhoea in a child': 'बच्चे को खून वाले दस्त',
  'Food poisoning': 'फ़ूड पॉइज़निंग (ख़राब खाने से बीमारी)',
  'Rest and eat bland food once vomiting settles.':
    'आराम करें और उल्टी रुकने के बाद सादा, बिना मसाले का खाना खाएं।',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'ठेले का खाना, खुले में रखे कटे फल, और फ्रिज से बाहर रखा बासी खाना न खाएं।',
  'Blood in stool or vomit': 'टट्टी या उल्टी में खून',
  'Double vision, drooping eyelids or difficulty swallowing':
    'दो-दो दिखना, पलकें लटकना या निगलने में दिक्कत',
  'Worm infection': 'पेट में कीड़े',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'राष्ट्रीय कृमि मुक्ति दिवस पर बच्चों को पेट के कीड़ों की दवा मुफ़्त दी जाती है — स्वास्थ्य कार्यकर्ता या डॉक्टर से पूछें।',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'बाहर जाते समय चप्पल-जूते पहनें, नाखून काटकर रखें और खाने से पहले हाथ धोएं।',
  'Severe stomach pain with vomiting': 'पेट में तेज़ दर्द के साथ उल्टी',
  'Child looks pale or is not growing well': 'बच्चा फीका/कमज़ोर दिखता है या ठीक से बढ़ नहीं रहा',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'रेशे वाला खाना ज़्यादा खाएं: साबुत अनाज, दाल, सब्ज़ियां, पपीता और अमरूद जैसे फल।',
  'Drink more water and walk daily.': 'ज़्यादा पानी पिएं और रोज़ पैदल चलें।',
  'Do not ignore the urge to go.': 'टट्टी की हाजत हो तो रोकें नहीं।',
  'Not passing stool or gas with vomiting and a swollen belly':
    'उल्टी और फूले पेट के साथ न टट्टी हो रही है, न गैस निकल रही है',
  'Blood in stool or weight loss': 'टट्टी में खून या वज़न कम होना',
  'New constipation after age 50 lasting weeks': '50 साल की उम्र के बाद नई कब्ज़ जो कई हफ़्ते रहे',
  'Irritable bowel syndrome (IBS)': 'IBS (इरिटेबल बाउल सिंड्रोम — बार-बार पेट ख़राब रहना)',
  'Eat regular meals and note foods that trigger symptoms.':
    'समय पर खाना खाएं और ध्यान दें कि किन चीज़ों से तकलीफ़ बढ़ती है।',
};
