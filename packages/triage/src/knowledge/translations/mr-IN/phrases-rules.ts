/** Marwari (mr-IN) translations of the triage knowledge base: emergency rule messages. */
export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    "ओ हार्ट अटैक हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो। उडीकतां बैठ'र आराम करो; खुद गाडी मत चलावो।",
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'पसीनै, सांस फूलण, जी मिचळावण या चक्कर रै सागै छाती रो दरद हार्ट अटैक हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'बेहोसी, छाती रै दरद या सांस फूलण रै सागै दिल तेज धड़कै तो इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'योनि सूं खून जावण रै सागै बेहोसी हो या बेहोसी जैड़ो लागै तो इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'सांस फूलण या छाती रै दरद रै सागै सूज्योड़ो पग फेफड़ां में खून रो थक्को हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'इण लखणां रै सागै घणो बेसी बीपी इमरजेंसी है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ए लकवै (स्ट्रोक) रा लखण है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो। लखण कद सरू हुया, बो टेम लिख लेवो — एक-एक मिनट कीमती है।',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'कमजोरी, बोलण या दीखण में फरक या होस-हवास गड़बड़ रै सागै माथो दुखणो लकवो (स्ट्रोक) या दिमाग में खून बैवणो हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचाणचक, जिंदगी रो सगळां सूं तेज माथो दुखणो दिमाग में खून बैवणो हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचाणचक दीखणो बंद हुवै तो इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'दौरो या मिरगी पड़ै तो इमरजेंसी मदद चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो। मिनख नै एक पसवाड़ै सुवाण दो, मूंडै में कीं मत घालो अर दौरो कित्ती देर चाल्यो, बो टेम देखो।',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'जको मिनख बेहोस है, घणो ऊंघै है या अचाणचक होस-हवास गड़बड़ हुयग्यो है, उणनै इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ताव रै सागै गरदन अकड़णी दिमागी बुखार (मेनिनजाइटिस) हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'गिलास दबायां भी नीं मिटण वाळा दाणा दिमागी बुखार (मेनिनजाइटिस) या सेप्सिस हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'होस-हवास गड़बड़, दौरां या घणी ऊंघ रै सागै ताव दिमागी बुखार, दिमागी मलेरिया या सेप्सिस हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'उल्टी, घणी ऊंघ, दौरां या कमजोरी रै सागै माथै री चोट में इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'सांस लेवण में घणी तकलीफ या नीळा होठ इमरजेंसी है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो। सीधा बैठो अर टाइट कपड़ा ढीला कर दो।',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'होठ, जीभ या गळै रो सोजो घणी तेज एलर्जी हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'सांस री तकलीफ या बेहोसी जिसो लागण रै सागै पित्ती एनाफिलेक्सिस (घणी खतरनाक एलर्जी) हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'सांस फूलण या छाती रै दरद रै सागै खांसी में खून आवै तो इमरजेंसी इलाज चाइजै। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 महीनां सूं छोटै टाबर नै थोड़ो भी ताव हुवै तो अबार ही अस्पताल में दिखावणो जरूरी है। 108 पर फोन करो या नेड़लै अस्पताल में जावो।',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ए टाबर में खतरै रा लखण है। अबार ही अस्पताल जावो या 108 पर फोन करो; टाबर नै गरम राखो अर दूध पावण री कोसिस करता रैवो।',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'छोटै टाबर में ताव रै सागै तेज सांस निमोनिया हुय सकै है। आज ही डाक्टर नै दिखावो; छाती मांय धंसै या टाबर दूध कोनी पी सकै तो अबार ही अस्पताल जावो।',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'दस्त वाळो टाबर जको घणो ऊंघै, जिणरी आंख्यां धंस्योड़ी है, पेसाब थोड़ो करै या कीं पी कोनी सकै, उणरै डील में पाणी री घणी कमी है। अबार ही अस्पताल जावो; रस्तै में घूंट-घूंट ORS पावता रैवो।',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'थांरै डील में पाणी री कमी हुय री हुय सकै है। घूंट-घूंट ORS पीवता रैवो अर आज ही डाक्टर नै दिखावो; बेहोसी जिसो लागै या पाणी पेट में कोनी टिकै तो अस्पताल जावो।',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'गरभ में या जापै पछै घणो खून जावणो इमरजेंसी है। 108 (या 102) पर फोन करो अर अबार ही नेड़लै अस्पताल जावो जठै जापै रो कमरो (लेबर रूम) हुवै।',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'गरभ में खून जावणो मां अर टाबर दोनूं सारू खतरनाक हुय सकै है। अबार ही अस्पताल रै लेबर रूम (जापै रै कमरै) में जावो या 108 पर फोन करो।',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ए गरभ में खतरै रा लखण है। अबार ही अस्पताल रै लेबर रूम (जापै रै कमरै) में जावो या 108 पर फोन करो।',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'गरभ में माथो दुखणो, धुंधळो दीखणो, अचाणचक सोजो या दौरा प्री-एक्लेम्पसिया हुय सकै है। अबार ही अस्पताल जावो या 108 पर फोन करो।',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'गरभ में इण सारू आज ही डाक्टर नै दिखावणो जरूरी है। अबार ही आपरी ANM, आशा बैनजी या अस्पताल सूं संपर्क करो।',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'महीनो नीं आयो हुवै अर पेडू में दरद रै सागै चक्कर या खून आवै तो ओ बच्चादानी रै बारै रो गरभ (एक्टोपिक प्रेगनेंसी) हुय सकै है। अबार ही अस्पताल जावो या 108 पर फोन करो।',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'थे एकला कोनी हो अर मदद अबार ही मिल सकै है। टेली-मानस (Tele-MANAS) 14416 पर फोन करो (मुफत, 24x7, थांरी भासा में)। जे थांनै अबार खतरो है या थे खुद नै नुकसाण पुगायो है, तो 112 पर फोन करो।',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'जे थे खुद नै नुकसाण पुगायो है, तो 112 पर फोन करो या अबार ही नेड़लै इमरजेंसी वार्ड में जावो। टेली-मानस 14416 पर थे कदे भी बात कर सको हो।',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'सांप रो काटणो इमरजेंसी है, भलाईं दरद नीं हुवै। 108 पर फोन करो अर सांप रै जहर री दवाई (एंटी-स्नेक वेनम) सारू नेड़लै सरकारी अस्पताल जावो। हालो-चालो मत; घाव नै काटो मत, चूसो मत अर बांधो मत।',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'टाबर नै बिच्छू रो डंक दिल पर असर कर सकै है। अबार ही अस्पताल जावो या 108 पर फोन करो।',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'बिच्छू रै डंक पछै पसीनो, उल्टी या सांस फूलणी इमरजेंसी है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'घाव नै साबुण अर बैवतै पाणी सूं 15 मिनट तांई धोवो, पछै आज ही स्वास्थ्य केंद्र पर रेबीज रो टीको लगवावो (सरकारी अस्पतालां में मुफत)।',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'जहर खावणो इमरजेंसी है। अबार ही 108 पर फोन करो; मिनख नै उल्टी मत करावो। जहर रो डब्बो या सीसी सागै ले जावो।',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    "ओ लू लागणो (हीट स्ट्रोक) हुय सकै है। अबार ही 108 पर फोन करो, मिनख नै छियां में ले जावो अर पाणी छिड़क'र अर पंखो कर'र ठंडो करो।",
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    "छोटा टाबरां रो बळ्योड़ो घाव छोटो दीखै तो भी गंभीर हुय सकै है। बळ्योड़ी जगां नै 20 मिनट तांई नळ रै बैवतै पाणी रै नीचै राख'र ठंडी करो अर अबार ही अस्पताल जावो या 108 पर फोन करो।",
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'जिण टाबर नै ताव हुवै अर पेसाब करती बगत दरद हुवै, उणनै गुरदै रो इन्फेक्सन हुय सकै है। आज ही डाक्टर नै दिखावो।',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'जिण टाबर रै कान में दरद हुवै या कान सूं पाणी निकळै, अर साथै ताव भी हुवै, उणनै आज ही डाक्टर नै दिखावो।',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'साफ कपड़ै सूं घाव नै जोर सूं दबावो अर दबायां राखो। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'खून री उल्टी इमरजेंसी है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'चक्कर रै सागै काळी टट्टी पेट रै मांय घणो खून बैवणो हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'अचाणचक पेट में घणो तेज दरद हुवै तो इमरजेंसी में जांच जरूरी है। नेड़लै इमरजेंसी वार्ड में जावो या 108 पर फोन करो।',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'खून आवण, ठंडी चिपचिपी चामड़ी या बार-बार उल्टी रै सागै ताव गंभीर डेंगू या कोई दूजो गंभीर इन्फेक्सन हुय सकै है। अबार ही अस्पताल जावो।',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'पीळी आंख्यां रै सागै ताव में आज ही डाक्टर अर खून री जांच जरूरी है (मलेरिया, हेपेटाइटिस/पीळियो, लेप्टोस्पायरोसिस)।',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'उल्टी, तेज सांस या घणी ऊंघ रै सागै बेसी शुगर, शुगर री इमरजेंसी हुय सकै है। अबार ही अस्पताल जावो या 108 पर फोन करो।',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'होस-हवास गड़बड़ या बेहोसी रै सागै घणी कम शुगर इमरजेंसी है। 108 पर फोन करो। जको मिनख ठीक सूं गिट कोनी सकै, उणनै कीं खावण-पीवण नै मत दो।',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'जे गिट सको हो तो अबार ही कीं मीठो लेवो (ग्लूकोज, चीणी रो पाणी, जूस), पछै कीं खाओ। 15 मिनट में सुधार नीं हुवै तो 108 पर फोन करो।',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'ताव या उल्टी रै सागै पसवाड़ै या कमर रो दरद गुरदै रो इन्फेक्सन या इन्फेक्सन वाळी पथरी हुय सकै है। आज ही डाक्टर नै दिखावो।',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'पेसाब कोनी उतरै तो कीं घंटां रै मांय डाक्टर नै दिखावणो जरूरी है। आज ही अस्पताल जावो।',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'ताव रै सागै लाल, तातो, सूज्योड़ो चमड़ो या फोड़ो फैलतो इन्फेक्सन हुय सकै है। आज ही डाक्टर नै दिखावो।',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'माथै रो दरद, चक्कर या धुंधळो दीखणै रै सागै बीपी बेसी हुवै तो आज ही डाक्टर नै दिखावो। छाती में दरद, कमजोरी या भरम हुवै तो 108 या 112 पर फोन करो।',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'सांस फूलणै रै सागै छाती में सीटी जिसी आवाज हुवै तो आज ही डाक्टर नै दिखावो। बोलणै में तकलीफ हुवै या होठ नीळा पड़ै तो 108 या 112 पर फोन करो।',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'बडेरा पड़ग्या हुवै तो ठीक लागै तो ई आज ही डाक्टर नै दिखावो: कूल्है री हड्डी टूटणो या माथै री चोट छानी रैय सकै है। जे बै उठ नीं सकै या घणी ऊंघ में हुवै तो 108 या 112 पर फोन करो।',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 बरस सूं छोटै टाबर नै घणो तेज ताव हुवै तो आज ही डाक्टर नै दिखावो। टाबर घणो सुस्त हुवै, दौरो आवै, दबावण सूं नीं मिटै जिसा दाणा हुवै या पी नीं सकै तो अबार ही अस्पताल जावो।',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'छाला वाळी बळत आज ही डाक्टर नै दिखावो; मूंडै, हाथां, पगां या गुप्त अंग माथै हुवै या हथेळी सूं मोटी हुवै तो और जल्दी। 20 मिनट ठंडै बहतै पाणी हेठै राखो अर छाला मत फोड़ो।',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'पसीनै रै सागै सांस फूलणो, जी मचळाणो या चक्कर छाती रै दरद बिना ई हार्ट अटैक हुय सकै है, खास कर लुगायां, बडेरां अर सुगर वाळां में। अबार ही 108 या 112 पर फोन करो, या नेड़लै अस्पताल रै इमरजेंसी वार्ड में जावो।',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'थे जको बतायो, वो इमरजेंसी हुय सकै है। अबार ही 108 या 112 पर फोन करो, या नेड़लै इमरजेंसी वार्ड में जावो।',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'ताव या दरद रै सागै पेसाब में खून आवणो पेसाब या गुरदै रो इन्फेक्सन या पथरी हुय सकै है। आज ही डाक्टर नै दिखावो।',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'आंख लाल अर दुखणी हुवै, सागै धुंधळो दीखै या तेज उजाळै में आंख दुखै, तो आज ही आंख रै डाक्टर नै दिखावो या अस्पताल जावो।',
};
