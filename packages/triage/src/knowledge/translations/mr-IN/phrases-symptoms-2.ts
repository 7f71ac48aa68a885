/** Marwari (mr-IN) translations of the triage knowledge base: symptoms, part 2 of 2. */
export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.':
    'पेट री नीचली जीवणी बाजू रो दरद अपेंडिक्स हुय सकै है।',
  'Pain in the upper belly': 'पेट रै ऊपरलै हिस्सै में दरद',
  'Is the pain in the upper part of your belly?': 'कांई दरद थांरै पेट रै ऊपरलै हिस्सै में है?',
  'Pain under the right ribs': 'जीवणी पांसळ्यां रै नीचै दरद',
  'Is the pain under your right ribs?': 'कांई दरद थांरी जीवणी पांसळ्यां रै नीचै है?',
  'Pain in the lower belly': 'पेडू (नीचलै पेट) में दरद',
  'Is the pain in your lower belly?': 'कांई दरद थांरै नीचलै पेट (पेडू) में है?',
  'Cramping stomach pain': 'पेट में मरोड़ वाळो दरद',
  'Is the pain crampy, coming in waves?': "कांई दरद मरोड़ जियां है, रै-रै'र लहर री तरियां उठै है?",
  'Bloating or gas': 'पेट फूलणो (अफारो) या गैस',
  'Do you feel bloated or gassy?': 'कांई थांनै पेट फूल्योड़ो या गैस भरी लागै है?',
  'Indigestion, sour burps or feeling full quickly':
    'अपच, खाटी डकारां या थोड़ो खायां ही पेट भर्योड़ो लागणो',
  'Do you get indigestion or sour burps?': 'कांई थांनै अपच हुवै है या खाटी डकारां आवै है?',
  'Nausea (feeling like vomiting)': 'जी मिचळावणो (उल्टी जिसो लागणो)',
  'Do you feel sick to your stomach (nausea)?': 'कांई थांरो जी मिचळावै है (उल्टी जिसो लागै है)?',
  Vomiting: 'उल्टी',
  'Have you been vomiting?': 'कांई थांनै उल्टी हुय री है?',
  'Vomiting again and again, cannot keep fluids down': 'बार-बार उल्टी, पाणी भी पेट में कोनी टिकै',
  'Are you vomiting so often that you cannot keep even water down?':
    'कांई इत्ती बार उल्टी हुय री है कै पाणी भी पेट में कोनी टिकै?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'पेट में कीं भी पाणी कोनी टिकै तो जल्दी ही डील में पाणी री कमी हुय जावै।',
  'Vomiting blood or coffee-ground material': 'उल्टी में खून या कॉफी रै चूरै जिसी काळी चीज',
  'Have you vomited blood or dark coffee-ground material?':
    'कांई थांनै उल्टी में खून या कॉफी रै चूरै जिसी काळी चीज आई है?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'उल्टी में खून आवणो पेट या आंतड़ां रै मांय खून बैवण रो लखण है।',
  'Loose motions (diarrhoea)': 'दस्त (पतळी टट्टी)',
  'Do you have loose motions (diarrhoea)?': 'कांई थांनै दस्त (पतळी टट्टी) लाग्या है?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'घणा सारा पाणी जिसा दस्त (चावळ रै मांड जिसा)',
  'Are the loose motions very large and watery, like rice water?':
    'कांई दस्त घणा सारा अर पाणी जिसा है, चावळ रै मांड री तरियां?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'घणा तेज पाणी जिसा दस्त कीं घंटां में ही डील रो पाणी सुका सकै है।',
  'Blood or mucus in stool': 'टट्टी में खून या आंव',
  'Is there blood or mucus in the stool?': 'कांई टट्टी में खून या आंव (चिकणो लिसलिसो) आवै है?',
  'Black, tarry stool': 'काळी, डामर जिसी टट्टी',
  'Are your stools black and sticky like tar?': 'कांई थांरी टट्टी काळी अर डामर जिसी चिपचिपी है?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'काळी, डामर जिसी टट्टी पेट में खून बैवण रो लखण हुय सकै है।',
  Constipation: 'कब्ज',
  'Are you constipated?': 'कांई थांनै कब्ज है (पेट साफ कोनी हुवै)?',
  'Pain, lump or bright red bleeding at the back passage':
    'गुदा (टट्टी री जगां) पर दरद, मस्सो या चमकतो लाल खून',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'कांई टट्टी जावतां दरद हुवै है, मस्सो है या चमकतो लाल खून आवै है?',
  'Worms in stool or itching around the anus': 'टट्टी में कीड़ा या गुदा रै आसै-पासै खाज',
  'Have you seen worms in the stool or is there itching around the anus?':
    'कांई थांनै टट्टी में कीड़ा दीख्या है या गुदा रै आसै-पासै खाज चालै है?',
  'Swollen belly that keeps growing': 'पेट सूजणो जको बधतो ही जावै',
  'Has your belly become swollen and larger?': "कांई थांरो पेट सूज'र मोटो हुयग्यो है?",
  'Burning or pain when passing urine': 'पेसाब में बळत या दरद',
  'Does it burn or hurt when you pass urine?': 'कांई पेसाब करतां बळत या दरद हुवै है?',
  'Passing urine very often': 'बार-बार पेसाब आवणो',
  'Do you need to pass urine more often than usual?': 'कांई थांनै रोजीना सूं बेसी बार पेसाब जावणो पड़ै है?',
  'Blood in urine': 'पेसाब में खून',
  'Is there blood in your urine?': 'कांई थांरै पेसाब में खून आवै है?',
  'Cloudy or foul-smelling urine': 'गंदळो या बास मारतो पेसाब',
  'Is your urine cloudy or bad-smelling?': 'कांई थांरो पेसाब गंदळो है या उणमें सूं बास आवै है?',
  'Pain in the side or back below the ribs, may spread to groin':
    'पांसळ्यां रै नीचै पसवाड़ै या कमर में दरद, जांघ री जड़ तांई जा सकै',
  'Do you have pain in your side or back, just below the ribs?':
    'कांई थांरै पसवाड़ै या कमर में, पांसळ्यां रै ठीक नीचै दरद है?',
  'Weak stream or difficulty starting urine': 'पेसाब री धार कमजोर या पेसाब सरू हुवण में तकलीफ',
  'Is your urine stream weak or hard to start?':
    'कांई थांरी पेसाब री धार कमजोर है या पेसाब मुसकल सूं सरू हुवै है?',
  'Cannot pass urine at all': 'पेसाब बिलकुल कोनी उतरणो',
  'Are you unable to pass urine at all?': 'कांई थांरो पेसाब बिलकुल कोनी उतरै?',
  'Being unable to pass urine needs a doctor within hours.':
    'पेसाब कोनी उतरै तो कीं घंटां रै मांय डाक्टर नै दिखावणो जरूरी है।',
  'Rash or spots on the skin': 'चामड़ी पर दाणा या चकत्ता',
  'Do you have a rash or spots on your skin?': 'कांई थांरी चामड़ी पर दाणा या चकत्ता है?',
  'Rash that does not fade when a glass is pressed on it': 'दाणा जका गिलास दबायां भी कोनी मिटै',
  'If you press a glass on the rash, does it stay visible?':
    'दाणां पर कांच रो गिलास दबावो तो कांई दाणा दीखता रैवै है?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'गिलास दबायां भी नीं मिटण वाळा दाणा दिमागी बुखार (मेनिनजाइटिस) या सेप्सिस हुय सकै है।',
  Itching: 'खाज (खुजली)',
  'Is your skin itchy?': 'कांई थांरी चामड़ी पर खाज चालै है?',
  'Itching worse at night, others at home itching too': 'रात नै बेसी खाज, घर रा दूजा लोगां नै भी खाज',
  'Is the itching worse at night, or do others at home itch too?':
    'कांई खाज रात नै बेसी चालै है, या घर रा दूजा लोगां नै भी खाज चालै है?',
  'Red, hot, painful, swollen skin': 'लाल, ताती, दरद वाळी, सूज्योड़ी चामड़ी',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'कांई चामड़ी री कोई जगां लाल, ताती, सूज्योड़ी अर दरद वाळी है?',
  'Boil or pus-filled lump': 'फोड़ो या पीप वाळी गांठ',
  'Do you have a boil or a painful lump with pus?': 'कांई थांरै फोड़ो है या पीप वाळी दरद करती गांठ है?',
  'Itchy ring-shaped patches': 'खाज वाळा गोळ छल्लै जिसा चकत्ता (दाद)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'कांई खाज वाळा, गोळ छल्लै जिसा चकत्ता है जकां री किनारी उभरी है?',
  'Sores with honey-coloured crusts': 'सैद (शहद) रै रंग री पपड़ी वाळा घाव',
  'Are there sores with yellow or honey-coloured crusts?':
    'कांई पीळी या सैद रै रंग री पपड़ी वाळा घाव है?',
  'Fluid-filled blisters': 'पाणी भर्योड़ा छाला',
  'Are there small fluid-filled blisters?': 'कांई नान्हा-नान्हा पाणी भर्योड़ा छाला है?',
  'Raised itchy welts (hives)': 'उभर्योड़ा खाज वाळा ददोड़ा (पित्ती)',
  'Do you have raised, itchy welts that come and go?':
    'कांई थांरै उभर्योड़ा, खाज वाळा ददोड़ा है जका आवै-जावै है?',
  'Dry, scaly or cracked skin patches': 'सूकी, पपड़ी वाळी या फाट्योड़ी चामड़ी रा चकत्ता',
  'Do you have dry, scaly or cracked patches of skin?':
    'कांई थांरी चामड़ी पर सूका, पपड़ी वाळा या फाट्योड़ा चकत्ता है?',
  'Pimples or acne': 'मुंहासा (फुंसियां)',
  'Do you have pimples on the face, chest or back?': 'कांई थांरै मूंडै, छाती या पीठ पर मुंहासा है?',
  'Pale or reddish skin patch that has lost feeling': 'फीको या लाल सो चामड़ी रो चकत्तो जिणमें सुन्नपणो है',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'कांई चामड़ी पर कोई हळको या लाल सो चकत्तो है जठै छूवण रो ठाह कोनी पड़ै?',
  'Lice or nits in the hair': 'बाळां में जूं या लीख',
  'Have you seen lice or nits in the hair?': 'कांई थांनै बाळां में जूं या लीख दीखी है?',
  'Hair loss': 'बाळ झड़णा',
  'Are you losing more hair than usual?': 'कांई थांरा बाळ रोजीना सूं बेसी झड़ै है?',
  'Wound or foot sore that will not heal': 'घाव या पग रो घाव जको भरै कोनी',
  'Do you have a wound or foot sore that is not healing?':
    'कांई थांरै कोई घाव या पग पर घाव है जको भर कोनी रियो?',
  'Painless black scab (often in skin folds) with fever':
    'बिना दरद री काळी पपड़ी (घणकरी चामड़ी री सळां में) अर ताव',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'कांई कठै ई बिना दरद री काळी पपड़ी है, जियां कांख या जांघ री जड़ में?',
  'Red or pink eye': 'आंख लाल या गुलाबी (आंख आवणी)',
  'Are your eyes red?': 'कांई थांरी आंख्यां लाल है?',
  'Sticky discharge from the eye': 'आंख सूं चिपचिपो गीड (कीचड़) आवणो',
  'Is there sticky discharge from the eye?': 'कांई आंख सूं चिपचिपो गीड आवै है?',
  'Watery, itchy eyes': 'आंख्यां सूं पाणी आवणो अर खाज',
  'Are your eyes watery or itchy?': 'कांई थांरी आंख्यां सूं पाणी आवै है या खाज चालै है?',
  'Eye pain': 'आंख में दरद',
  'Do you have pain in the eye?': 'कांई थांरी आंख में दरद है?',
  'Painful lump on the eyelid': 'पलक पर दरद वाळी फुंसी (गुहेरी)',
  'Is there a painful lump on the edge of the eyelid?': 'कांई पलक री किनारी पर दरद वाळी फुंसी है?',
  Earache: 'कान में दरद',
  'Do you have ear pain?': 'कांई थांरै कान में दरद है?',
  'Discharge from the ear': 'कान बैवणो',
  'Is there fluid or pus coming out of the ear?': 'कांई कान सूं पाणी या पीप निकळै है?',
  'Reduced hearing or blocked ear': 'कम सुणीजणो या कान बंद लागणो',
  'Is your hearing reduced or does the ear feel blocked?': 'कांई थांनै कम सुणीजै है या कान बंद-बंद लागै है?',
  'Ringing or buzzing in the ears': 'कानां में सीटी या भिनभिनाहट',
  'Do you hear ringing or buzzing in your ears?': 'कांई थांनै कानां में सीटी या भिनभिन री आवाज सुणीजै है?',
  'Swelling in front of the ear or along the jaw': 'कान रै आगै या जाबड़ै रै सागै सोजो',
  'Is there swelling in front of the ear or along the jaw?':
    'कांई कान रै आगै या जाबड़ै रै सागै-सागै सोजो है?',
  Toothache: 'दांत में दरद',
  'Do you have toothache?': 'कांई थांरै दांत में दरद है?',
  'Mouth ulcers': 'मूंडै में छाला',
  'Do you have sores or ulcers in the mouth?': 'कांई थांरै मूंडै में छाला या घाव है?',
  'Swelling at the front of the neck (goitre)': 'गरदन रै आगलै हिस्सै में सोजो (घेघो)',
  'Is there swelling at the front of your neck?': 'कांई थांरी गरदन रै आगलै हिस्सै में सोजो है?',
  'Joint pain': 'जोड़ां में दरद',
  'Do your joints hurt?': 'कांई थांरा जोड़ दुखै है?',
  'Severe joint pain that makes moving hard': 'जोड़ां में घणो तेज दरद, हालणो-चालणो मुसकल',
  'Is the joint pain so severe that it is hard to move or walk?':
    'कांई जोड़ां रो दरद इत्तो तेज है कै हालणो या चालणो मुसकल है?',
  'Swollen joints': 'जोड़ सूजणा',
  'Are any of your joints swollen?': 'कांई थांरो कोई जोड़ सूज्योड़ो है?',
  'Stiff joints in the morning for over 30 minutes': 'सुबै 30 मिनट सूं बेसी जोड़ अकड़्योड़ा रैवणा',
  'Are your joints stiff for more than half an hour after waking?':
    'कांई नींद सूं उठ्यां पछै आधै घंटै सूं बेसी थांरा जोड़ अकड़्योड़ा रैवै है?',
  'Knee pain': 'गोडां में दरद',
  'Do you have knee pain?': 'कांई थांरै गोडां में दरद है?',
  'Sudden painful, red, swollen big toe or ankle':
    'पग रो अंगूठो या टखणो अचाणचक लाल, सूज्योड़ो अर घणो दुखणो',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'कांई थांरै पग रो अंगूठो या टखणो अचाणचक लाल, तातो अर घणो दुखतो हुयग्यो है?',
  'Back pain': 'कमर में दरद',
  'Do you have back pain?': 'कांई थांरी कमर (पीठ) में दरद है?',
  'Pain shooting from the back or buttock down the leg': 'कमर या कूल्है सूं पग रै नीचै तांई जावतो दरद',
  'Does pain shoot from your back or buttock down the leg?':
    'कांई दरद थांरी कमर या कूल्है सूं पग में नीचै तांई जावै है?',
  'Muscle cramps': 'बांयटा आवणा (नस चढ़णी)',
  'Are you getting muscle cramps?': 'कांई थांनै बांयटा आवै है (नस चढ़ै है)?',
  'Painful calf muscles (both legs)': 'दोनूं पगां री पिंडयां में दरद',
  'Are your calf muscles painful or tender?': 'कांई थांरी पिंडयां दुखै है या दबायां दरद हुवै है?',
  'Pain, warmth and swelling in one calf': 'एक पिंडी में दरद, गरमास अर सोजो',
  'Is one calf swollen, warm and painful?': 'कांई एक पिंडी सूज्योड़ी, ताती अर दुखती है?',
  'A painful swollen calf can be a blood clot.': 'सूज्योड़ी दुखती पिंडी खून रो थक्को (गांठ) हुय सकै है।',
  'Shoulder pain or stiffness': 'खांधै में दरद या अकड़न',
  'Do you have shoulder pain or stiffness?': 'कांई थांरै खांधै में दरद या अकड़न है?',
  'Injury or fall': 'चोट या पड़णो',
  'Have you had an injury or a fall?': 'कांई थांरै चोट लागी है या थे पड़ग्या हो?',
  'Head injury': 'माथै में चोट',
  'Have you had a blow to the head?': 'कांई थांरै माथै में चोट लागी है?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'माथै री चोट री जांच जरूरी है, खास कर उल्टी हुवै, ऊंघ आवै या खून पतळो करण री दवाई लेवता हुवो।',
  'Bleeding from a wound that will not stop': 'घाव सूं खून जको रुकै कोनी',
  'Is there bleeding that does not stop with firm pressure?':
    'कांई इस्यो खून बैवै है जको जोर सूं दबायां भी कोनी रुकै?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'जोर सूं दबायां भी खून कोनी रुकै तो आ इमरजेंसी है।',
  'A cut or open wound': 'कटणो या खुलो घाव',
  'Do you have a cut or an open wound?': 'कांई थांरै कठै कटग्यो है या खुलो घाव है?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'ऊंडो या फाट्योड़ो घाव, या जिण में माटी, कांच या जंग हुवै',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'कांई घाव ऊंडो या फाट्योड़ो (खुल्योड़ो) है, या उण में माटी, कांच या जंग है?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'ऊंडो या फाट्योड़ो घाव, या जिण में माटी, कांच या जंग हुवै, उणनै आज ही अस्पताल में साफ करावणो, टांका लगवावणा अर टिटनेस री जांच करावणी जरूरी है।',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'हड्डी टूटण रो सक (टेढ़ो दीखै, हला कोनी सकै या भार कोनी झेल सकै)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'कांई चोट वाळी जगां टेढ़ी दीखै है, या थे उणनै हला कोनी सको या उण पर भार कोनी दे सको?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'हड्डी टूटण रो सक हुवै तो आज ही एक्स-रे अर डाक्टर नै दिखावणो जरूरी है।',
  'Twisted ankle, wrist or knee with swelling': 'टखणो, कळाई या गोडो मुड़णो (मोच) अर सोजो',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'कांई कोई जोड़ मुड़ग्यो (मोच आई), अर पछै सोजो या नीळ पड़ग्यो?',
  'Burn or scald': 'दाझणो (आग या तातै पाणी सूं)',
  'Have you been burnt or scalded?': 'कांई थे आग या तातै पाणी सूं दाझग्या हो?',
  'Snake bite': 'सांप रो काटणो',
  'Has a snake bitten you?': 'कांई थांनै सांप काट्यो है?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'सांप रो हर काटणो इमरजेंसी है: सरकारी अस्पतालां में सांप रै जहर री दवाई (एंटी-स्नेक वेनम) मुफत मिलै है।',
  'Dog bite or scratch': 'कुत्तै रो काटणो या पंजो मारणो',
  'Has a dog bitten or scratched you?': 'कांई थांनै कुत्तै काट्यो है या पंजो मार्यो है?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'कुत्तै रै काट्यां पछै उणी दिन घाव धोवणो अर रेबीज रो टीको लगवावणो जरूरी है।',
  'Bite or scratch from a cat, monkey or other mammal':
    'मिनकी, बांदरै या दूजै जिनावर रो काटणो या पंजो मारणो',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'कांई थांनै मिनकी, बांदरै या किणी दूजै जिनावर काट्यो है या पंजो मार्यो है?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'जिनावरां रै काटण सूं रेबीज फैल सकै है; आज ही घाव धुवावो अर टीको लगवावो।',
  'Scorpion sting': 'बिच्छू रो डंक',
  'Has a scorpion stung you?': 'कांई थांनै बिच्छू डंक मार्यो है?',
  'Scorpion stings can affect the heart, especially in children.':
    'बिच्छू रो डंक दिल पर असर कर सकै है, खास कर टाबरां में।',
  'Bee, wasp or insect sting': 'मधुमाखी, भिरड़ (ततैयो) या कीड़ै रो डंक',
  'Have you been stung by a bee, wasp or insect?': 'कांई थांनै मधुमाखी, भिरड़ या किणी कीड़ै डंक मार्यो है?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'जहर, कीटनासक (खेत री दवाई), केमिकल या घणी सारी दवाइयां गिट लेवणी',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'कांई उण मिनख जहर, कीटनासक, केमिकल या घणी सारी गोळियां गिट ली है?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'जहर खायां पछै अबार ही इमरजेंसी इलाज चाइजै। उण डब्बै या सीसी नै अस्पताल ले जावो।',
  'Currently pregnant': 'अबार पेट सूं है (गरभवती)',
  'Are you pregnant?': 'कांई थे पेट सूं हो (गरभवती हो)?',
  'Heavy bleeding from the vagina in pregnancy': 'गरभ में योनि सूं घणो खून जावणो',
  'Are you pregnant and bleeding heavily from the vagina?':
    'कांई थे पेट सूं हो अर योनि सूं घणो खून जाय रियो है?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'गरभ में घणो खून जावणो मां अर टाबर दोनूं सारू इमरजेंसी है।',
  'Bleeding from the vagina': 'योनि सूं खून जावणो',
  'Are you bleeding from the vagina?': 'कांई थांरै योनि सूं (नीचै सूं) खून जाय रियो है?',
  'Light spotting in pregnancy': 'गरभ में थोड़ा-थोड़ा खून रा दाग (स्पॉटिंग)',
  'Are you pregnant and having light spotting?': 'कांई थे पेट सूं हो अर थोड़ा-थोड़ा खून रा दाग आय रिया है?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'गरभ में थोड़ो भी खून आवै तो आज ही डाक्टर नै दिखावो।',
  'Baby moving less than usual (pregnancy)': 'पेट में टाबर रोजीना सूं कम हालणो (गरभ)',
  'Is the baby moving less than usual?': 'कांई पेट में टाबर रोजीना सूं कम हालै है?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'टाबर कम हालै तो आज ही अस्पताल में जांच करावो, उडीक मत करो।',
  'Fluid leaking from the vagina in pregnancy': 'गरभ में योनि सूं पाणी रिसणो',
  'Is fluid leaking from the vagina?': 'कांई योनि सूं पाणी रिस रियो है?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'पाणी री थैली फूटै तो अबार ही अस्पताल जावणो जरूरी है, खास कर जापै री तारीख सूं पैली।',
  'Nausea and vomiting in pregnancy': 'गरभ में जी मिचळावणो अर उल्टी',
  'Are you pregnant with nausea or vomiting?': 'कांई थे पेट सूं हो अर जी मिचळावै है या उल्टी हुवै है?',
  'Heavy bleeding after childbirth': 'जापै (डिलीवरी) पछै घणो खून जावणो',
  'Have you given birth recently and are bleeding heavily?':
    'कांई थांरो हाल ही में जापो हुयो है अर घणो खून जाय रियो है?',
  'Heavy bleeding after childbirth is life-threatening.': 'जापै पछै घणो खून जावणो जान रो खतरो है।',
  'Missed or late period': 'महीनो (माहवारी) कोनी आवणो या मोड़ो आवणो',
  'Is your period late or missed?': 'कांई थांरो महीनो मोड़ो है या कोनी आयो?',
  'Heavy or long periods': 'महीनै में घणो खून या घणा दिन तांई चालणो',
  'Are your periods heavy or lasting longer than a week?':
    'कांई थांरै महीनै में घणो खून जावै है या एक हफ्तै सूं बेसी चालै है?',
  'Irregular periods': 'महीनो बेटेम आवणो',
  'Are your periods irregular?': 'कांई थांरो महीनो बेटेम (ऊंचो-नीचो) आवै है?',
  'Painful periods': 'महीनै में दरद',
  'Are your periods painful?': 'कांई महीनै रै टेम दरद हुवै है?',
  'Unusual vaginal discharge': 'योनि सूं अजीब पाणी (सफेद पाणी) आवणो',
  'Do you have unusual vaginal discharge?': 'कांई थांरै योनि सूं अजीब पाणी (सफेद पाणी) आवै है?',
  'Itching or soreness in the vaginal area': 'योनि री जगां खाज या दरद',
  'Is there itching or soreness around the vagina?': 'कांई योनि रै आसै-पासै खाज या दुखाव है?',
  'Hot flushes': 'अचाणचक गरमी री लहर (हॉट फ्लश)',
  'Do you get sudden waves of heat (hot flushes)?': 'कांई थांनै अचाणचक डील में गरमी री लहर उठै है?',
  'Extra hair on face or body': 'मूंडै या डील पर बेसी बाळ',
  'Have you noticed extra hair growth on the face or body?':
    'कांई थांनै मूंडै या डील पर बेसी बाळ उगता दीख्या है?',
  'Baby or child not feeding or unable to drink': 'टाबर दूध कोनी पीवै या कीं पी कोनी सकै',
  'Is the baby or child unable to feed or drink?': 'कांई टाबर दूध कोनी पी सकै या कीं भी कोनी पी सकै?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'जको टाबर दूध कोनी पी सकै, बो खतरै रो लखण है, अबार ही अस्पताल ले जावो।',
  'Baby or child very sleepy, floppy or hard to wake': 'टाबर घणो ऊंघै, ढीलो पड़ग्यो या मुसकल सूं जागै',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'कांई टाबर रोजीना सूं घणो ऊंघै है, ढीलो पड़ग्यो है या मुसकल सूं जागै है?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ढीलो पड़्योड़ो या घणो ऊंघतो टाबर खतरै रो लखण है, अबार ही अस्पताल ले जावो।',
  'Sunken eyes (or sunken soft spot in a baby)': 'आंख्यां मांय धंसणी (या टाबर रो तालू बैठणो)',
  'Do the eyes look sunken?': 'कांई आंख्यां मांय धंस्योड़ी दीखै है?',
  'Bulging soft spot on a baby’s head': 'टाबर रै माथै रो तालू (नरम जगां) उभर्योड़ो',
  'Is the soft spot on the baby’s head bulging?': 'कांई टाबर रै माथै रो तालू (नरम जगां) ऊपर उभर्योड़ो है?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'उभर्योड़ो तालू दिमाग पर दबाव रो लखण हुय सकै है, जियां दिमागी बुखार (मेनिनजाइटिस)।',
  'Baby crying constantly and cannot be settled': 'टाबर लगातार रोवै अर चुप कोनी हुवै',
  'Is the baby crying constantly or with a high-pitched cry?':
    'कांई टाबर लगातार रोवै है या घणी तीखी आवाज में रोवै है?',
  'Barking cough with noisy breathing in (child)': 'कुत्तै रै भूंसण जिसी खांसी अर सांस लेवतां आवाज (टाबर)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'कांई टाबर नै कुत्तै रै भूंसण जिसी खांसी है या सांस मांय लेवतां करड़ी आवाज आवै है?',
  'Coughing fits ending in a whoop or vomiting': 'खांसी रा दौरा जका "हूप" री आवाज या उल्टी पर पूरा हुवै',
  'Are there bouts of coughing that end with a whoop or vomiting?':
    'कांई खांसी रा इस्या दौरा पड़ै है जका "हूप" री आवाज या उल्टी पर पूरा हुवै?',
  'Newborn baby looks yellow': 'नुवो जलम्योड़ो टाबर पीळो दीखै',
  'Does the newborn baby look yellow?': 'कांई नुवो जलम्योड़ो टाबर पीळो दीखै है?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'नुवै जलम्योड़ै टाबर रै पीळियै में आज ही बिलीरुबिन री जांच करावो।',
  'Pain in an arm or hand': 'बांह या हाथ में दरद',
  'Pain in a leg or foot': 'टांग या पग में दरद',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'टट्टी में खून आवै तो आगला कीं दिनां में डाक्टर नै दिखावो; घणो खून, चक्कर या काळी टट्टी हुवै तो आज ही जावो।',
  'Blood pressure of 180/120 or more': '180/120 या बेसी बीपी',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'बीपी 180/120 या बेसी हुवै तो आज ही डाक्टर नै दिखावो। छाती में दरद, सांस फूलणो, कमजोरी या भरम हुवै तो 108 या 112 पर फोन करो।',
  'Drooping eyelids or double vision that came on suddenly': 'अचाणचक पलकां झुकणी या दो-दो दीखणो',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'अचाणचक पलकां झुकणी, दो-दो दीखणो या निगळण में तकलीफ नींद में सांप रै काटणै (घणी बार बिना दरद) या नसां री इमरजेंसी हुय सकै है। अबार ही 108 या 112 पर फोन करो।',
};
