/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (emergency rules). */
export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'ई हार्ट अटैक हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं। इंतजार करत घरी बइठ के आराम करीं; खुद गाड़ी मत चलाईं।',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'पसीना, साँस फूलल, जी मिचलाइल भा चक्कर के साथे छाती में दरद हार्ट अटैक हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'दिल तेज धड़के आ साथे बेहोसी, छाती में दरद भा साँस फूले त इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'योनि से खून जाए आ साथे बेहोसी होखे भा बेहोसी जइसन लागे त इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'गोड़ में सूजन के साथे साँस फूलल भा छाती में दरद फेफड़ा में खून के थक्का हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'एह लच्छन के साथे बहुत ढेर बीपी इमरजेंसी ह। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ई लकवा (स्ट्रोक) के निसानी ह। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं। लच्छन कब सुरू भइल, ऊ समय लिख लीं — एक-एक मिनट कीमती बा।',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'कमजोरी, बोली में दिक्कत, लउके में बदलाव भा भरम के साथे कपार दरद लकवा (स्ट्रोक) भा दिमाग में खून बहल हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक, जिनगी के सबसे तेज कपार दरद दिमाग में खून बहल हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक आँख से ना लउके त इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'मिरगी भा दौरा पड़े त इमरजेंसी मदद चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं। आदमी के करवट सुताईं, मुँह में कुछुओ मत डालीं आ देखीं कि दौरा केतना देर चलल।',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'जे आदमी बेहोस बा, बहुत ऊँघात बा भा अचानक भरमा गइल बा, ओकरा के इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'बुखार के साथे गरदन अकड़ल दिमागी बुखार (मेनिनजाइटिस) हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'जवन दाना गिलास से दबवला पर भी फीका ना पड़े, ऊ दिमागी बुखार (मेनिनजाइटिस) भा सेप्सिस हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'बुखार के साथे भरम, दौरा भा बहुत ऊँघाई दिमागी बुखार, दिमागी मलेरिया भा सेप्सिस हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'कपार के चोट के साथे उल्टी, ऊँघाई, दौरा भा कमजोरी होखे त इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'साँस लेवे में बहुत दिक्कत भा नीला ओठ इमरजेंसी ह। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं। सीधा बइठीं आ कसल कपड़ा ढीला कर दीं।',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'ओठ, जीभ भा गला के सूजन गंभीर एलर्जी हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'पित्ती के साथे साँस में दिक्कत भा बेहोसी जइसन लागल गंभीर एलर्जी (एनाफिलेक्सिस) हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'खाँसी में खून के साथे साँस फूलल भा छाती में दरद होखे त इमरजेंसी इलाज चाहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 महीना से छोट बच्चा के कवनो तरह के बुखार होखे त अबहीं अस्पताल में देखावे के चाहीं। 108 पर फोन करीं भा सबसे नजदीक के अस्पताल जाईं।',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ई बच्चा में खतरा के निसानी ह। अबहीं अस्पताल जाईं भा 108 पर फोन करीं; बच्चा के गरम रखीं आ दूध पियावे के कोसिस करत रहीं।',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'छोट बच्चा में बुखार के साथे तेज साँस निमोनिया हो सकेला। आजे डाक्टर के देखाईं; अगर छाती धँसे भा बच्चा दूध ना पी पावे त अबहीं अस्पताल जाईं।',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'दस्त वाला बच्चा अगर ऊँघात बा, आँख धँसल बा, पेसाब कम होता भा कुछ पी नइखे पावत, त ओकरा देह में पानी के बहुत कमी बा। अबहीं अस्पताल जाईं; रस्ता में घूँट-घूँट ORS पियावत रहीं।',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'रउआ के देह में पानी के कमी होत हो सकेला। घूँट-घूँट ORS पीयत रहीं आ आजे डाक्टर के देखाईं; अगर बेहोसी जइसन लागे भा कुछुओ पियल पेट में ना रुके त अस्पताल जाईं।',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'गरभ में भा बच्चा भइला के बाद बहुत खून जाइल इमरजेंसी ह। 108 (भा 102) पर फोन करीं आ अबहीं सबसे नजदीक के अस्पताल जाईं जहाँ डिलीवरी के कमरा (लेबर रूम) होखे।',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'गरभ में खून आइल माई आ बच्चा दूनो खातिर खतरनाक हो सकेला। अबहीं अस्पताल के लेबर रूम जाईं भा 108 पर फोन करीं।',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ई गरभ में खतरा के निसानी ह। अबहीं अस्पताल के लेबर रूम जाईं भा 108 पर फोन करीं।',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'गरभ में कपार दरद, धुंधला लउकल, अचानक सूजन भा दौरा प्री-एक्लेम्पसिया हो सकेला। अबहीं अस्पताल जाईं भा 108 पर फोन करीं।',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'गरभ में एकरा खातिर आजे डाक्टर के देखावे के चाहीं। अबहीं अपना ANM, आसा दीदी (ASHA) भा अस्पताल से संपर्क करीं।',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'महीना ना आइल होखे आ साथे पेड़ू में दरद आ चक्कर भा खून आवे, त ई बच्चादानी के बाहर के गरभ (एक्टोपिक) हो सकेला। अबहीं अस्पताल जाईं भा 108 पर फोन करीं।',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'रउआ अकेला नइखीं, अबहीं मदद मिल सकेला। Tele-MANAS 14416 पर फोन करीं (मुफत, 24x7, रउआ के भाषा में)। अगर रउआ तुरंत खतरा में बानी भा अपना के चोट पहुँचा लेले बानी, त 112 पर फोन करीं।',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'अगर रउआ अपना के चोट पहुँचा लेले बानी, त 112 पर फोन करीं भा अबहीं सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं। Tele-MANAS 14416 पर कबो भी बात कर सकीले।',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'साँप काटल इमरजेंसी ह, चाहे दरद ना होखे तब्बो। 108 पर फोन करीं आ साँप के जहर के सुई (एंटी-स्नेक वेनम) खातिर सबसे नजदीक के सरकारी अस्पताल जाईं। हिलीं-डोलीं मत; घाव के ना काटीं, ना चूसीं, ना बान्हीं।',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'लइका के बीछी डंक मारे त ई दिल पर असर कर सकेला। अबहीं अस्पताल जाईं भा 108 पर फोन करीं।',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'बीछी के डंक के बाद पसीना, उल्टी भा साँस फूलल इमरजेंसी ह। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'घाव के साबुन आ बहत पानी से 15 मिनट ले धोईं, फेर आजे स्वास्थ्य केंद्र पर रेबीज के टीका लगवाईं (सरकारी अस्पताल में मुफत)।',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'जहर खाइल इमरजेंसी ह। अबहीं 108 पर फोन करीं; आदमी के उल्टी मत करवाईं। जहर के डिब्बा/सीसी साथे ले जाईं।',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'ई लू लागल (हीट स्ट्रोक) हो सकेला। अबहीं 108 पर फोन करीं, आदमी के छाँह में ले जाईं आ पानी डाल के आ बेना/पंखा हाँक के देह ठंडा करीं।',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'छोट बच्चा के जरल घाव छोट लउके तबो गंभीर हो सकेला। जरल जगह के 20 मिनट ले बहत पानी (नल के धार) के नीचे रख के ठंडा करीं आ अबहीं अस्पताल जाईं भा 108 पर फोन करीं।',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'जवना बच्चा के बुखार होखे आ पेसाब करत घरी दरद होखे, ओकरा किडनी के इन्फेक्शन हो सकेला। आजे डाक्टर के देखाईं।',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'जवना बच्चा के कान में दरद होखे भा कान से पानी निकलत होखे, आ संगे बुखार भी होखे, ओकरा के आजे डाक्टर के देखाईं।',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'साफ कपड़ा से घाव पर जोर से दबाईं आ दबवले रहीं। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'खून के उल्टी इमरजेंसी ह। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'करिया पैखाना के साथे चक्कर आवे त भीतर गंभीर खून बहत हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'अचानक बहुत तेज पेट दरद के तुरंत इमरजेंसी जाँच चाहीं। सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं भा 108 पर फोन करीं।',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'बुखार के साथे खून निकलल, ठंडा चिपचिपा चमड़ी भा बार-बार उल्टी गंभीर डेंगू भा कवनो दोसर गंभीर इन्फेक्शन हो सकेला। अबहीं अस्पताल जाईं।',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'बुखार के साथे आँख पीयर होखे त आजे डाक्टर के देखाईं आ खून के जाँच कराईं (मलेरिया, हेपेटाइटिस, लेप्टोस्पायरोसिस)।',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'शुगर ढेर होखे आ साथे उल्टी, तेज साँस भा ऊँघाई होखे त ई शुगर के इमरजेंसी हो सकेला। अबहीं अस्पताल जाईं भा 108 पर फोन करीं।',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'शुगर बहुत कम होखे आ साथे भरम भा बेहोसी होखे त ई इमरजेंसी ह। 108 पर फोन करीं। जे ठीक से घोंट ना पावे, ओकरा के खाना भा पानी मत दीं।',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'अगर घोंट सकीले त अबहीं कुछ मीठ लीं (ग्लूकोज, चीनी के पानी, जूस), फेर कुछ खाईं। 15 मिनट में आराम ना होखे त 108 पर फोन करीं।',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'बुखार भा उल्टी के साथे बगल भा कमर में दरद किडनी के इन्फेक्शन भा इन्फेक्शन वाला पथरी हो सकेला। आजे डाक्टर के देखाईं।',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'पेसाब एकदम ना उतरे त कुछे घंटा में डाक्टर के देखावल जरूरी बा। आजे अस्पताल जाईं।',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'बुखार के साथे लाल, गरम, सूजल चमड़ी भा फोड़ा फइलत इन्फेक्शन हो सकेला। आजे डाक्टर के देखाईं।',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'माथा दरद, चक्कर भा धुंधला देखाई देवे के साथे बीपी बढ़ल होखे त आजे डाक्टर के देखाईं। छाती में दरद, कमजोरी भा भरम होखे त 108 भा 112 पर फोन करीं।',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'साँस फूले के साथे छाती में सीटी जइसन आवाज होखे त आजे डाक्टर के देखाईं। बोले में दिक्कत होखे भा होंठ नीला पड़ जाए त 108 भा 112 पर फोन करीं।',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'बुजुर्ग गिर गइल होखस त ठीक लागे तबो आजे डाक्टर के देखाईं: कूल्हा के हड्डी टूटल भा माथा के चोट छिपल रह सकेला। अगर उठ ना पावस भा बहुत ऊँघात होखस त 108 भा 112 पर फोन करीं।',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 साल से छोट बच्चा के बहुत तेज बुखार होखे त आजे डाक्टर के देखाईं। बच्चा बहुत सुस्त होखे, झटका आवे, दबवला पर ना मिटे वाला दाना होखे भा पी ना पावे त अबहीं अस्पताल जाईं।',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'छाला वाला जरल घाव आजे डाक्टर के देखाईं; मुँह, हाथ, गोड़ भा गुप्तांग पर होखे भा हथेली से बड़ होखे त अउरी जल्दी। 20 मिनट ठंडा बहत पानी के नीचे राखीं आ छाला मत फोड़ीं।',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'पसीना के साथे साँस फूलल, जी मिचलाइल भा चक्कर छाती में दरद बिना भी हार्ट अटैक हो सकेला, खास क के मेहरारू, बुजुर्ग आ सुगर वाला लोग में। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'रउआ जवन बतवनी ऊ इमरजेंसी हो सकेला। अबहीं 108 भा 112 पर फोन करीं, भा सबसे नजदीक के अस्पताल के इमरजेंसी में जाईं।',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'बुखार भा दरद के साथे पेसाब में खून आवल पेसाब भा किडनी के इन्फेक्शन भा पथरी हो सकेला। आजे डाक्टर के देखाईं।',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'आँख लाल होके दरद करे, आ साथे धुंधला लउके भा तेज रोसनी में आँख दुखाय, त आजे आँख के डाक्टर के देखाईं भा अस्पताल जाईं।',
};
