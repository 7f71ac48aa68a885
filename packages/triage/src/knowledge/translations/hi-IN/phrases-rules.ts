/** Hindi (hi-IN) translations of the triage knowledge base texts (rules). */
export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'यह हार्ट अटैक हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं। इंतज़ार करते समय बैठकर आराम करें; खुद गाड़ी चलाकर न जाएं।',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'सीने में दर्द के साथ पसीना, सांस फूलना, जी मिचलाना या चक्कर आना हार्ट अटैक हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'दिल तेज़ धड़कने के साथ बेहोशी, सीने में दर्द या सांस फूलना हो तो तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'योनि से खून आने के साथ बेहोशी हो या बेहोशी जैसा लगे तो तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'पैर में सूजन के साथ सांस फूलना या सीने में दर्द फेफड़ों में खून का थक्का हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'इन लक्षणों के साथ बहुत ज़्यादा बीपी इमरजेंसी है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ये लकवे (स्ट्रोक) के लक्षण हैं। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं। लक्षण किस समय शुरू हुए, यह नोट कर लें — एक-एक मिनट कीमती है।',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'सिरदर्द के साथ कमज़ोरी, बोलने में दिक्कत, नज़र में बदलाव या उलझन लकवा (स्ट्रोक) या दिमाग़ में खून बहना हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक, ज़िंदगी का सबसे तेज़ सिरदर्द दिमाग़ में खून बहना हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक दिखना बंद होने पर तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'दौरा या मिर्गी आने पर तुरंत इमरजेंसी मदद चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं। व्यक्ति को करवट से लिटाएं, मुंह में कुछ न डालें और देखें कि दौरा कितनी देर चला।',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'जो व्यक्ति बेहोश है, बहुत ज़्यादा सुस्त है या अचानक उलझन में है, उसे तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'बुखार के साथ गर्दन अकड़ना दिमाग़ी बुखार (मेनिनजाइटिस) हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'जो दाने गिलास से दबाने पर भी फीके न पड़ें, वे दिमाग़ी बुखार (मेनिनजाइटिस) या खून में गंभीर इन्फेक्शन (सेप्सिस) के हो सकते हैं। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'बुखार के साथ उलझन, दौरे या बहुत नींद आना दिमाग़ी बुखार, दिमाग़ी मलेरिया या खून में गंभीर इन्फेक्शन (सेप्सिस) हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'सिर की चोट के बाद उल्टी, बहुत नींद आना, दौरे या कमज़ोरी हो तो तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'सांस लेने में बहुत ज़्यादा तकलीफ़ या होंठ नीले पड़ना इमरजेंसी है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं। सीधे बैठें और तंग कपड़े ढीले कर दें।',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'होंठ, जीभ या गले में सूजन गंभीर एलर्जी हो सकती है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'पित्ती के साथ सांस लेने में दिक्कत या बेहोशी जैसा लगना बहुत गंभीर एलर्जी (एनाफिलेक्सिस) हो सकती है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'खांसी में खून के साथ सांस फूलना या सीने में दर्द हो तो तुरंत इमरजेंसी इलाज चाहिए। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 महीने से छोटे बच्चे को ज़रा भी बुखार हो तो उसे अभी अस्पताल में दिखाना ज़रूरी है। 108 पर फ़ोन करें या सबसे पास के अस्पताल जाएं।',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ये बच्चे में ख़तरे के लक्षण हैं। अभी अस्पताल जाएं या 108 पर फ़ोन करें; बच्चे को गर्म रखें और दूध पिलाने की कोशिश करते रहें।',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'छोटे बच्चे में बुखार के साथ तेज़-तेज़ सांस निमोनिया हो सकता है। आज ही डॉक्टर को दिखाएं; अगर छाती अंदर धंसती हो या बच्चा दूध न पी पाए तो अभी अस्पताल जाएं।',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'दस्त वाला बच्चा अगर सुस्त है, आंखें धंसी हुई हैं, पेशाब कम आ रहा है या कुछ पी नहीं पा रहा, तो उसके शरीर में पानी की बहुत ज़्यादा कमी है। अभी अस्पताल जाएं; रास्ते में घूंट-घूंट ORS पिलाते रहें।',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'आपके शरीर में पानी की कमी हो रही हो सकती है। घूंट-घूंट ORS पीते रहें और आज ही डॉक्टर को दिखाएं; बेहोशी जैसा लगे या कुछ भी पीया हुआ पेट में न टिके तो अस्पताल जाएं।',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'गर्भ में या डिलीवरी के बाद बहुत ज़्यादा खून आना इमरजेंसी है। 108 (या 102) पर फ़ोन करें और अभी सबसे पास के उस अस्पताल जाएं जहां डिलीवरी होती हो (लेबर रूम हो)।',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'गर्भ में खून आना मां और बच्चे दोनों के लिए ख़तरनाक हो सकता है। अभी अस्पताल के लेबर रूम (प्रसव कक्ष) में जाएं या 108 पर फ़ोन करें।',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ये गर्भ में ख़तरे के लक्षण हैं। अभी अस्पताल के लेबर रूम (प्रसव कक्ष) में जाएं या 108 पर फ़ोन करें।',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'गर्भ में सिरदर्द, धुंधला दिखना, अचानक सूजन या दौरे प्री-एक्लेम्पसिया (गर्भ में बीपी बढ़ने की गंभीर बीमारी) हो सकते हैं। अभी अस्पताल जाएं या 108 पर फ़ोन करें।',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'गर्भ में इसके लिए आज ही डॉक्टर को दिखाना ज़रूरी है। अभी अपनी ANM, आशा दीदी या अस्पताल से संपर्क करें।',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'माहवारी न आने के साथ पेट के निचले हिस्से में दर्द और चक्कर या खून आना बच्चेदानी के बाहर गर्भ (एक्टोपिक प्रेगनेंसी) हो सकता है। अभी अस्पताल जाएं या 108 पर फ़ोन करें।',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'आप अकेले नहीं हैं और मदद अभी मिल सकती है। टेली-मानस 14416 पर फ़ोन करें (मुफ़्त, 24x7, आपकी भाषा में)। अगर आप तुरंत ख़तरे में हैं या आपने खुद को नुकसान पहुंचाया है, तो 112 पर फ़ोन करें।',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'अगर आपने खुद को चोट पहुंचाई है, तो अभी 112 पर फ़ोन करें या सबसे पास के अस्पताल की इमरजेंसी में जाएं। बात करने के लिए टेली-मानस 14416 हर समय मौजूद है।',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'सांप का काटना इमरजेंसी है, चाहे दर्द न भी हो। 108 पर फ़ोन करें और सांप के ज़हर की दवा (एंटी-स्नेक वेनम) के लिए सबसे पास के सरकारी अस्पताल जाएं। हिलें-डुलें नहीं; घाव को न काटें, न चूसें, न बांधें।',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'बच्चे को बिच्छू का डंक दिल पर असर कर सकता है। अभी अस्पताल जाएं या 108 पर फ़ोन करें।',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'बिच्छू के डंक के बाद पसीना, उल्टी या सांस फूलना इमरजेंसी है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'घाव को साबुन और बहते पानी से 15 मिनट तक धोएं, फिर आज ही किसी स्वास्थ्य केंद्र पर रेबीज़ का टीका लगवाएं (सरकारी अस्पताल में मुफ़्त)।',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'ज़हर खाना इमरजेंसी है। अभी 108 पर फ़ोन करें; व्यक्ति को उल्टी न करवाएं। ज़हर की बोतल या डिब्बा साथ ले जाएं।',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'यह लू लगना (हीट स्ट्रोक) हो सकता है। अभी 108 पर फ़ोन करें, व्यक्ति को छांव में ले जाएं और पानी डालकर व पंखा करके ठंडा करें।',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'छोटे बच्चों में जलने का घाव छोटा दिखे, तब भी गंभीर हो सकता है। जली हुई जगह को 20 मिनट तक बहते पानी (नल की धार) के नीचे रखकर ठंडा करें और अभी अस्पताल जाएं या 108 पर फ़ोन करें।',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'जिस बच्चे को बुखार हो और पेशाब करते समय दर्द हो, उसे गुर्दे (किडनी) का इन्फेक्शन हो सकता है। आज ही डॉक्टर को दिखाएं।',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'जिस बच्चे के कान में दर्द हो या कान से पानी निकल रहा हो और साथ में बुखार भी हो, उसे आज ही डॉक्टर को दिखाएं।',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'साफ़ कपड़े से घाव पर ज़ोर से दबाएं और दबाए रखें। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'खून की उल्टी इमरजेंसी है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'काली टट्टी के साथ चक्कर आना पेट के अंदर गंभीर खून बहना हो सकता है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'अचानक तेज़ पेट दर्द की तुरंत इमरजेंसी में जांच ज़रूरी है। सबसे पास के अस्पताल की इमरजेंसी में जाएं या 108 पर फ़ोन करें।',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'बुखार के साथ खून आना, ठंडी चिपचिपी त्वचा या बार-बार उल्टी गंभीर डेंगू या कोई दूसरा गंभीर इन्फेक्शन हो सकता है। अभी अस्पताल जाएं।',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'बुखार के साथ आंखें पीली हों तो आज ही डॉक्टर को दिखाएं और खून की जांच करवाएं (मलेरिया, हेपेटाइटिस/पीलिया, लेप्टोस्पायरोसिस)।',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'शुगर ज़्यादा होने के साथ उल्टी, तेज़-तेज़ सांस या बहुत नींद आना शुगर की इमरजेंसी हो सकती है। अभी अस्पताल जाएं या 108 पर फ़ोन करें।',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'शुगर बहुत कम होने के साथ उलझन या बेहोशी इमरजेंसी है। 108 पर फ़ोन करें। जो व्यक्ति ठीक से निगल नहीं सकता, उसे कुछ भी खाने-पीने को न दें।',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'अगर निगल सकते हैं तो अभी कुछ मीठा लें (ग्लूकोज़, चीनी का पानी, जूस), फिर कुछ खाना खाएं। 15 मिनट में आराम न मिले तो 108 पर फ़ोन करें।',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'बुखार या उल्टी के साथ पसलियों के नीचे बगल या कमर में दर्द गुर्दे (किडनी) का इन्फेक्शन या इन्फेक्शन वाली पथरी हो सकती है। आज ही डॉक्टर को दिखाएं।',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'पेशाब बिल्कुल न उतरे तो कुछ ही घंटों में डॉक्टर को दिखाना ज़रूरी है। आज ही अस्पताल जाएं।',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'बुखार के साथ लाल, गर्म, सूजी त्वचा या फोड़ा फैलता हुआ संक्रमण हो सकता है। आज ही डॉक्टर को दिखाएं।',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'सिरदर्द, चक्कर या धुंधला दिखने के साथ हाई बीपी हो तो आज ही डॉक्टर को दिखाएं। सीने में दर्द, कमज़ोरी या उलझन हो तो 108 या 112 पर फ़ोन करें।',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'सांस फूलने के साथ सीने में घरघराहट हो तो आज ही डॉक्टर को दिखाएं। बोलने में दिक्कत हो या होंठ नीले पड़ें तो 108 या 112 पर फ़ोन करें।',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'गिरने के बाद बुज़ुर्ग ठीक लगें तब भी आज ही डॉक्टर को दिखाएं: कूल्हे की हड्डी टूटना या सिर की चोट छिपी रह सकती है। अगर वे उठ न पाएं या बहुत ऊंघ रहे हों तो 108 या 112 पर फ़ोन करें।',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 साल से छोटे बच्चे को बहुत तेज़ बुखार हो तो आज ही डॉक्टर को दिखाएं। बच्चा बहुत सुस्त हो, झटके आएं, दबाने पर न मिटने वाले दाने हों या पी न पाए तो अभी अस्पताल जाएं।',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'छालों वाली जलन आज ही डॉक्टर को दिखाएं; चेहरे, हाथ, पैर या गुप्तांग पर हो या हथेली से बड़ी हो तो और जल्दी। 20 मिनट तक ठंडे बहते पानी के नीचे रखें और छाले न फोड़ें।',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'पसीने के साथ सांस फूलना, जी मिचलाना या चक्कर सीने में दर्द के बिना भी हार्ट अटैक हो सकता है, ख़ासकर महिलाओं, बुज़ुर्गों और डायबिटीज़ वालों में। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'आपने जो बताया है वह इमरजेंसी हो सकती है। अभी 108 या 112 पर फ़ोन करें, या सबसे पास के अस्पताल की इमरजेंसी में जाएं।',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'बुखार या दर्द के साथ पेशाब में खून आना पेशाब या गुर्दे (किडनी) का इन्फेक्शन या पथरी हो सकता है। आज ही डॉक्टर को दिखाएं।',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'आंख लाल हो और दर्द हो, साथ में धुंधला दिखे या तेज़ रोशनी में आंख में दर्द हो, तो आज ही आंख के डॉक्टर को दिखाएं या अस्पताल जाएं।',
};
