/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (conditions A, part 1). */
export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'डेंगू बुखार',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'खूब पानी-पियल चीज पीहीं: पानी, ORS, नरियर पानी, मट्ठा, सूप।',
  'Rest at home and sponge with lukewarm water if very hot.':
    'घर में आराम करीं, आ देह बहुत गरम होखे त गुनगुना पानी से देह पोंछीं।',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'बुखार खातिर पैरासिटामोल खाली दवाई दोकानदार (फार्मासिस्ट) भा डाक्टर के कहला पर लीं। आइबुप्रोफेन, एस्पिरिन भा कवनो दोसर दरद के दवाई मत लीं: एहसे डेंगू में खून बहे के खतरा बढ़ जाला।',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'डाक्टर जइसन कहस, खून के जाँच कराईं (प्लेटलेट, डेंगू NS1 भा एंटीबॉडी)।',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'दोसरा के बचावे खातिर मच्छरदानी आ मच्छर भगावे वाला दवाई लगाईं, आ जमल पानी (कूलर, गमला, बरतन, टायर) खाली करीं।',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'मसूढ़ा भा नाक से खून, चमड़ी पर लाल बुंदकी, भा उल्टी चाहे पैखाना में खून',
  'Repeated vomiting or not able to drink': 'बार-बार उल्टी भा कुछ पी ना पावल',
  'Severe stomach pain': 'पेट में बहुत तेज दरद',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ठंडा, चिपचिपा चमड़ी, बेचैनी, ऊँघाई भा बेहोसी — खास करके जब बुखार उतरत होखे (दिन 3–7)',
  'Passing very little urine': 'पेसाब बहुत कम होखल',
  Malaria: 'मलेरिया',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'ओही दिन मलेरिया के खून जाँच (रैपिड टेस्ट भा स्लाइड) कराईं — सरकारी स्वास्थ्य केंद्र पर ई मुफत होला।',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'मलेरिया के दवाई के पूरा कोर्स ठीक ओइसहीं लीं जइसे लिखल बा, चाहे तबियत ठीक लागे तब्बो।',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'मच्छरदानी में सुतीं (हो सके त दवाई लागल मच्छरदानी) आ साँझ के हाथ-गोड़ ढँक के रखीं।',
  'Confusion, drowsiness, fits or unconsciousness': 'भरम, ऊँघाई, दौरा भा बेहोसी',
  'Yellow eyes, dark or very little urine': 'आँख पीयर, पेसाब गाढ़ भा बहुत कम',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'साँस लेवे में दिक्कत, बार-बार उल्टी भा कुछ खा-पी ना पावल',
  'Fever in a pregnant woman or young child': 'पेट से मेहरारू भा छोट बच्चा के बुखार',
  Chikungunya: 'चिकनगुनिया',
  'Rest the painful joints; cool compresses can ease swelling.':
    'दरद वाला जोड़ के आराम दीं; ठंडा पट्टी से सूजन कम हो सकेला।',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'बुखार खातिर पैरासिटामोल खाली फार्मासिस्ट भा डाक्टर के कहला पर लीं; आइबुप्रोफेन भा एस्पिरिन जइसन दरद के दवाई से बचीं, जब ले डाक्टर ना कहस कि ई सुरक्षित बा।',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'बुखार उतरला के बाद हल्का-हल्का देह तानीं; जोड़ के दरद कई हप्ता ले रह सकेला — ना जाव त डाक्टर के देखाईं।',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'मच्छरदानी आ मच्छर भगावे वाला दवाई लगाईं; एडीज मच्छर दिन में काटेला।',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'कवनो तरह के खून निकलल, लगातार उल्टी भा पेट में बहुत तेज दरद (डेंगू भी अइसने लउक सकेला)',
  'Confusion, fits or drowsiness': 'भरम, दौरा भा ऊँघाई',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'नया जनमल बच्चा, बूढ़-पुरनिया भा डिलीवरी के लगे वाली गरभवती मेहरारू के बुखार',
  'Scrub typhus': 'स्क्रब टाइफस',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'एक दिन के भीतर डाक्टर के देखाईं: स्क्रब टाइफस डाक्टर के लिखल एंटीबायोटिक से आसानी से ठीक हो जाला।',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'खेत, झाड़ी भा बगइचा में कवनो काम कइले होखीं त डाक्टर के बताईं, आ काँख, जाँघ के जोड़ भा कमर पर करिया पपड़ी खोजीं।',
  Breathlessness: 'साँस फूलल',
  'Confusion, drowsiness or fits': 'भरम, ऊँघाई भा दौरा',
  'Yellow eyes or very little urine': 'आँख पीयर भा पेसाब बहुत कम',
  'Leptospirosis (rat fever)': 'लेप्टोस्पायरोसिस (मूस वाला बुखार)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'एक दिन के भीतर डाक्टर के देखाईं आ बताईं कि बाढ़ के पानी भा नाली के पानी में चलल बानी, भा भीजल खेत में खेती करीले।',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'बाढ़ के पानी भा धान के खेत में बूट आ दस्ताना पहिनीं; कटल घाव ढँक के रखीं।',
  'Yellow eyes or skin': 'आँख भा चमड़ी पीयर',
  'Coughing blood or breathlessness': 'खाँसी में खून भा साँस फूलल',
  'Bleeding anywhere': 'कहीं से भी खून निकलल',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'दिमागी बुखार (एक्यूट इंसेफेलाइटिस, जापानी इंसेफेलाइटिस समेत)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 पर फोन करीं आ मरीज के अबहीं अस्पताल ले जाईं; ऊँघात होखे त करवट सुताईं।',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'जवन जिला में खतरा ढेर बा, उहाँ के लइकन के राष्ट्रीय टीकाकरण कार्यक्रम में JE के टीका लगवावे के चाहीं।',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'बुखार के साथे भरम, दौरा, अजीब बेवहार भा ऊँघाई — ई इमरजेंसी ह',
  'Typhoid (enteric fever)': 'टाइफाइड (मियादी बुखार)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'खून के जाँच खातिर डाक्टर के देखाईं; टाइफाइड में डाक्टर के चुनल एंटीबायोटिक के पूरा कोर्स चाहीं।',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'नरम, ताजा पकावल खाना खाईं आ उबालल भा छानल पानी पीहीं।',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'पैखाना के बाद आ खाना बनावे से पहिले साबुन से हाथ धोईं; बेमार रहीं त दोसरा खातिर खाना मत बनाईं।',
  'Severe stomach pain or a hard, swollen belly': 'पेट में बहुत तेज दरद भा पेट कड़ा आ फूलल',
  'Black or bloody stools': 'करिया भा खून वाला पैखाना',
  'Confusion or extreme drowsiness': 'भरम भा बहुत ढेर ऊँघाई',
  'Fever still present after some days of treatment': 'कुछ दिन इलाज के बादो बुखार ना उतरल',
  'Tuberculosis (TB)': 'टीबी (तपेदिक)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'एही हप्ता जाँच कराईं: सरकारी स्वास्थ्य केंद्र पर बलगम के जाँच आ टीबी के इलाज मुफत बा (नि-क्षय)।',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'खाँसत घरी मुँह ढँकीं, खिड़की खोल के रखीं, आ इलाज सुरू होखे ले हो सके त अलग सुतीं।',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'टीबी निकलल त इलाज कबो बीच में मत छोड़ीं; प्रोटीन वाला खाना खाईं (नि-क्षय पोषण योजना से पोषण खातिर मदद मिलेला)।',
  'Breathlessness or chest pain': 'साँस फूलल भा छाती में दरद',
  'Very high fever or confusion': 'बहुत तेज बुखार भा भरम',
  'Hepatitis A (jaundice from contaminated food or water)':
    'हेपेटाइटिस A (गंदा खाना भा पानी से पीलिया)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'लीवर के खून जाँच खातिर डाक्टर के देखाईं; जादेतर लोग कुछ हप्ता में घरहीं ठीक हो जाला।',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'आराम करीं, खूब साफ पानी-पियल चीज पीहीं आ थोड़ा-थोड़ा सादा खाना खाईं।',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'दारू से बचीं, आ डाक्टर से पूछले बिना कवनो दवाई भा जड़ी-बूटी मत लीं — लीवर कमजोर रहेला।',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'पैखाना के बाद साबुन से हाथ धोईं; उबालल भा छानल पानी पीहीं।',
  'Confusion, excessive sleepiness or strange behaviour': 'भरम, बहुत ढेर नींद भा अजीब बेवहार',
  'Bleeding or bruising easily': 'आसानी से खून निकलल भा नीला दाग पड़ल',
  'Vomiting everything': 'जवन खाईं-पीहीं सब उल्टी हो जाव',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'हेपेटाइटिस E (पानी से होखे वाला पीलिया, गरभ में खतरनाक)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'लीवर के जाँच खातिर डाक्टर के देखाईं; पीलिया वाली गरभवती मेहरारू के ओही दिन डाक्टर के देखावे के चाहीं।',
  'Rest, drink clean fluids and eat light meals.':
    'आराम करीं, साफ पानी-पियल चीज पीहीं आ हल्का खाना खाईं।',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'दारू से बचीं आ अइसन कवनो दवाई भा जड़ी-बूटी मत लीं जवन डाक्टर ना कहले होखस।',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'खाली उबालल भा छानल पानी पीहीं, खास करके बरसात में।',
  'Jaundice during pregnancy': 'गरभ में पीलिया',
  'Confusion or drowsiness': 'भरम भा ऊँघाई',
  'Hepatitis B': 'हेपेटाइटिस B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'खून के जाँच कराईं; लमहर चले वाला हेपेटाइटिस B के इलाज हो सकेला आ घर के लोग के टीका लग सकेला।',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'दारू से बचीं आ उस्तरा/रेजर, ब्रश भा सुई केहू से साझा मत करीं।',
  'Vomiting blood or black stools': 'खून के उल्टी भा करिया पैखाना',
  'Swelling of the belly': 'पेट में सूजन',
  'Viral fever': 'वायरल बुखार',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'हल्का घर के खाना खाईं; जादेतर वायरल बुखार 3 से 5 दिन में उतर जाला।',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 दिन से ढेर बुखार, भा 102°F (39°C) से ढेर बुखार जवन ना उतरे',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'खून निकलल, दाना, देह भा जोड़ में बहुत दरद (डेंगू, मलेरिया के जाँच कराईं)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'गरदन अकड़ल, भरम, साँस फूलल भा बार-बार उल्टी',
  'Sepsis (life-threatening reaction to infection)': 'सेप्सिस (इन्फेक्शन से देह के जानलेवा हालत)',
  'Slurred speech or confusion': 'बोली लड़खड़ाइल भा भरम',
  'Mottled, bluish or very pale skin': 'चमड़ी पर चितकबरा, नीला भा बहुत फीका (सफेद) रंग',
  'No urine all day': 'पूरा दिन पेसाब ना भइल',
  'Severe breathlessness': 'साँस बहुत फूलल',
  Meningitis: 'दिमागी बुखार (मेनिनजाइटिस)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'बुखार के साथे गरदन अकड़ल, बहुत तेज कपार दरद, रोसनी ना सोहाइल भा अइसन दाना जवन दबवला पर फीका ना पड़े — ई इमरजेंसी ह',
  'Leprosy (Hansen’s disease)': 'कुष्ठ रोग (कोढ़, हैनसन रोग)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'डाक्टर के देखाईं: कुष्ठ रोग पूरा ठीक हो जाला आ सरकारी स्वास्थ्य केंद्र पर इलाज मुफत बा।',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'सुन्न हाथ-गोड़ के जरे आ कटे से बचाईं; रोज देखीं कि कहीं घाव त नइखे।',
  'Painful red eye or loss of vision': 'आँख लाल आ दरद, भा लउकल कम होखल',
  'New weakness of hands or feet': 'हाथ भा गोड़ में नया कमजोरी',
  'Painful swollen nerves or new red patches': 'नस में दरद आ सूजन भा नया लाल चकत्ता',
  'Common cold': 'सरदी-जुकाम',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'आराम करीं आ गरम चीज पीहीं जइसे सूप, मधु आ नींबू वाला गुनगुना पानी (1 साल से छोट बच्चा के मधु मत दीं)।',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'भाप लेवे से आ नमक पानी वाला नाक के ड्रॉप से बंद नाक खुल सकेला।',
  'Gargle with warm salt water for a sore throat.': 'गला खराब होखे त गुनगुना नमक पानी से गरारा करीं।',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'जुकाम में एंटीबायोटिक से फायदा ना होला; जादेतर 7 से 10 दिन में ठीक हो जाला।',
  'Breathlessness or fast breathing': 'साँस फूलल भा तेज साँस',
  'High fever for more than 3 days': '3 दिन से ढेर तेज बुखार',
  'Symptoms lasting more than 3 weeks': '3 हप्ता से ढेर लच्छन रहल',
  'A baby who is not feeding': 'बच्चा जवन दूध ना पियत होखे',
  'Flu (influenza)': 'फ्लू (इन्फ्लूएंजा)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'घरे रहीं आ बूढ़-पुरनिया भा गरभवती घर वाला लोग के लगे मास्क पहिनीं।',
  'Breathlessness, chest pain or blue lips': 'साँस फूलल, छाती में दरद भा नीला ओठ',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'गरभवती मेहरारू, 65 साल से ढेर उमिर वाला, भा शुगर, दिल, फेफड़ा चाहे किडनी के बेमारी वाला के फ्लू — जल्दी डाक्टर के देखाईं',
  'COVID-19': 'कोविड-19 (COVID-19)',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'घरे रहीं, दोसरा के लगे मास्क पहिनीं आ कमरा में हवा आवे-जाए दीं।',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'साँस फूलल भा पल्स ऑक्सीमीटर पर ऑक्सीजन 94% से कम',
  'Chest pain or pressure': 'छाती में दरद भा दबाव',
  'Confusion or bluish lips': 'भरम भा नीला ओठ',
  'Pneumonia (lung infection)': 'निमोनिया (फेफड़ा के इन्फेक्शन)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'एक दिन के भीतर डाक्टर के देखाईं; निमोनिया में अक्सर डाक्टर के लिखल एंटीबायोटिक चाहीं।',
  'Rest, and keep babies breastfeeding often.':
    'आराम करीं, आ छोट बच्चा के बार-बार माई के दूध पियावत रहीं।',
  'Breathing very fast or chest sinking in with each breath (children)':
    'बहुत तेज साँस भा हर साँस में छाती धँसल (लइका)',
  'Blue lips, confusion or drowsiness': 'नीला ओठ, भरम भा ऊँघाई',
  'Unable to drink or feed': 'कुछ पी ना पावल भा दूध ना पी पावल',
  Asthma: 'दमा (अस्थमा)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'आराम देवे वाला इनहेलर ठीक ओइसहीं लीं जइसे डाक्टर सिखवले बाड़न; लइकन खातिर स्पेसर मदद करेला।',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'धुआँ, धूरा, चूल्हा के धुआँ, अगरबत्ती आ जवन चीज से दमा उखड़ेला ओकरा से बचीं; खाना बनावत घरी खिड़की खोल के रखीं।',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'डाक्टर से लिखल दमा एक्शन प्लान माँगीं आ बेर-बेर ओकरा के देखवावत रहीं।',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'आराम देवे वाला इनहेलर से फायदा ना होखे भा हर 4 घंटा से पहिले जरूरत पड़े',
  'Too breathless to speak, eat or sleep': 'अतना साँस फूले कि बोल, खा भा सुत ना सकीं',
  'Blue or grey lips, or a child’s chest sinking in': 'नीला भा मटमइला ओठ, भा लइका के छाती धँसल',
  'COPD (chronic bronchitis / emphysema)': 'सीओपीडी (COPD — पुरान ब्रोंकाइटिस / एम्फाइसीमा)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'सिगरेट भा बीड़ी छोड़ीं — ई सबसे बड़ फायदा वाला कदम ह; मुफत क्विटलाइन (1800-11-2356) से मदद माँगीं।',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'चूल्हा आ लकड़ी-गोइठा के धुआँ से बचीं; LPG पर खाना बनाईं आ रसोई में हवा आवे-जाए दीं।',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'इनहेलर डाक्टर के लिखल मुताबिक लीं आ हल्का-हल्का टहल के चलत-फिरत रहीं।',
  'Ask a doctor about flu and pneumonia vaccines.': 'फ्लू आ निमोनिया के टीका के बारे में डाक्टर से पूछीं।',
  'Much more breathless than usual': 'रोज से बहुत ढेर साँस फूलल',
  'Blue lips or confusion': 'नीला ओठ भा भरम',
  'Phlegm turning green or yellow with fever': 'बुखार के साथे बलगम हरियर भा पीयर होखल',
  'Chest cold (acute bronchitis)': 'छाती में सरदी (एक्यूट ब्रोंकाइटिस)',
  'Rest and drink warm fluids.': 'आराम करीं आ गरम चीज पीहीं।',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'गुनगुना पानी में मधु से खाँसी में आराम मिल सकेला (1 साल से छोट बच्चा के ना)।',
  'Avoid smoke; usually settles within 3 weeks.': 'धुआँ से बचीं; अक्सर 3 हप्ता में ठीक हो जाला।',
  'Cough lasting more than 3 weeks (get tested for TB)': '3 हप्ता से ढेर खाँसी (टीबी के जाँच कराईं)',
  'Coughing blood': 'खाँसी में खून',
  'Breathlessness or high fever': 'साँस फूलल भा तेज बुखार',
  'Nasal allergy (allergic rhinitis)': 'नाक के एलर्जी (एलर्जिक राइनाइटिस)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'धूरा, फूल के पराग, पालतू जानवर भा धुआँ जवन से एलर्जी उखड़ेला, ओकरा से बचीं; हर हप्ता बिछौना गरम पानी में धोईं।',
  'Saline nose rinses can help.': 'नमक पानी से नाक धोवे से फायदा हो सकेला।',
  'A pharmacist or doctor can advise on allergy medicines.':
    'एलर्जी के दवाई के बारे में फार्मासिस्ट भा डाक्टर सलाह दे सकेलन।',
  'Wheezing or breathlessness (possible asthma)': 'साँस में सीटी भा साँस फूलल (दमा हो सकेला)',
  'Symptoms disturbing sleep or work despite care': 'देखभाल के बादो लच्छन से नींद भा काम में दिक्कत',
  'Sinus infection (sinusitis)': 'साइनस के इन्फेक्शन (साइनसाइटिस)',
  'Steam inhalation and saline nose rinses.': 'भाप लीं आ नमक पानी से नाक धोईं।',
  'Rest and drink fluids.': 'आराम करीं आ पानी-पियल चीज पीहीं।',
  'Swelling or redness around the eyes': 'आँख के चारो ओर सूजन भा लाली',
  'Double vision or vision changes': 'दू-दू लउकल भा लउके में बदलाव',
  'Severe headache with stiff neck or confusion': 'गरदन अकड़ल भा भरम के साथे बहुत तेज कपार दरद',
  'Lasting more than 10 days': '10 दिन से ढेर रहल',
  'Heart attack': 'हार्ट अटैक (दिल के दौरा)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'अबहीं 108 भा 112 पर फोन करीं। इंतजार करत घरी बइठ के आराम करीं; खुद चल के मत जाईं, गाड़ी मत चलाईं।',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'अगर एस्पिरिन से एलर्जी नइखे, त एगो एस्पिरिन चबावे से फायदा हो सकेला — बाकिर खाली तबे जब एम्बुलेंस वाला भा डाक्टर कहस।',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'अगर आदमी गिर जाव आ साँस ना लेत होखे, त खाली हाथ से CPR सुरू करीं (छाती के बीच में जोर से आ तेजी से दबाईं)।',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'छाती में दरद भा भारीपन जवन कुछ मिनट से ढेर रहे, खास करके पसीना, साँस फूलल भा उल्टी के साथे',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'शुगर वाला लोग, मेहरारू आ बूढ़-पुरनिया लोग में खाली साँस फूलल, थकान भा पेट के ऊपरी हिस्सा में बेचैनी हो सकेला',
  'Angina (chest pain from narrowed heart arteries)': 'एंजाइना (दिल के नस सकरा होखे से छाती में दरद)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'दरद सुरू होखे त रुक के आराम करीं; अगर ई नया बा त एक दिन के भीतर डाक्टर के देखाईं।',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'एंजाइना के स्प्रे भा गोली खाली ओइसहीं लीं जइसे डाक्टर लिखले बाड़न।',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'सिगरेट छोड़ीं, बीपी, शुगर आ कोलेस्ट्रॉल काबू में रखीं, आ डाक्टर के हामी के बाद रोज टहलीं।',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'आराम में भी दरद, भा 10 मिनट से ढेर दरद — 108 पर फोन करीं',
  'Pain coming more often or with less effort': 'दरद जल्दी-जल्दी भा कम मेहनत में आवे लागल',
  'Heart failure': 'हार्ट फेलियर (दिल कमजोर होखल)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'अगर साँस फूलल भा सूजन नया बा भा बढ़ गइल बा, त एक दिन के भीतर डाक्टर के देखाईं।',
  'Limit salt; follow the fluid advice your doctor gives.':
    'नमक कम खाईं; पानी-पियल चीज ओतने पीहीं जेतना डाक्टर कहस।',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'रोज आपन वजन नापीं; जल्दी वजन बढ़ल देह में पानी जमा होखे के निसानी हो सकेला।',
  'Breathless at rest or waking up gasping': 'आराम में भी साँस फूलल भा हाँफत नींद खुलल',
  'Chest pain or fainting': 'छाती में दरद भा बेहोसी',
  'Weight gain of 2 kilos in a few days': 'कुछ दिन में 2 किलो वजन बढ़ल',
  'High blood pressure (hypertension)': 'हाई बीपी (उच्च रक्तचाप)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 मिनट चुपचाप बइठला के बाद फेर से नापीं; सरकारी स्वास्थ्य केंद्र पर बीपी के जाँच मुफत होला।',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'नमक, अचार आ पापड़ कम करीं; तरकारी आ फल ढेर खाईं।',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'जादेतर दिन टहलीं भा कसरत करीं, सिगरेट छोड़ीं आ दारू कम करीं।',
  'If you take BP medicines, do not stop them without your doctor.':
    'अगर बीपी के दवाई खात बानी, त डाक्टर से पूछले बिना बंद मत करीं।',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'बीपी 180/120 भा ओहसे ढेर, आ साथे छाती में दरद, बहुत तेज कपार दरद, भरम, आँख से ना लउकल भा कमजोरी — 108 पर फोन करीं',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'बीपी बार-बार 140/90 भा ओहसे ढेर — डाक्टर से मिले के समय लीं',
};
