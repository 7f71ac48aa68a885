/** Hindi (hi-IN) translations of the triage knowledge base texts (symptoms, part 2). */
export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.': 'पेट के नीचे दाईं तरफ़ दर्द अपेंडिक्स हो सकता है।',
  'Pain in the upper belly': 'पेट के ऊपरी हिस्से में दर्द',
  'Is the pain in the upper part of your belly?': 'क्या दर्द पेट के ऊपरी हिस्से में है?',
  'Pain under the right ribs': 'दाईं पसलियों के नीचे दर्द',
  'Is the pain under your right ribs?': 'क्या दर्द आपकी दाईं पसलियों के नीचे है?',
  'Pain in the lower belly': 'पेट के निचले हिस्से (पेड़ू) में दर्द',
  'Is the pain in your lower belly?': 'क्या दर्द पेट के निचले हिस्से (पेड़ू) में है?',
  'Cramping stomach pain': 'पेट में मरोड़ वाला दर्द',
  'Is the pain crampy, coming in waves?': 'क्या दर्द मरोड़ जैसा है, जो रुक-रुक कर लहरों में आता है?',
  'Bloating or gas': 'पेट फूलना या गैस',
  'Do you feel bloated or gassy?': 'क्या आपका पेट फूला हुआ लगता है या गैस बनती है?',
  'Indigestion, sour burps or feeling full quickly': 'बदहज़मी, खट्टी डकारें या जल्दी पेट भर जाना',
  'Do you get indigestion or sour burps?': 'क्या आपको बदहज़मी या खट्टी डकारें आती हैं?',
  'Nausea (feeling like vomiting)': 'जी मिचलाना (उल्टी जैसा लगना)',
  'Do you feel sick to your stomach (nausea)?': 'क्या आपका जी मिचला रहा है (उल्टी जैसा लग रहा है)?',
  Vomiting: 'उल्टी',
  'Have you been vomiting?': 'क्या आपको उल्टी हो रही है?',
  'Vomiting again and again, cannot keep fluids down': 'बार-बार उल्टी, पानी भी पेट में नहीं टिकता',
  'Are you vomiting so often that you cannot keep even water down?':
    'क्या इतनी बार उल्टी हो रही है कि पानी भी पेट में नहीं टिकता?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'अगर कुछ भी पीया हुआ पेट में न टिके तो जल्दी ही शरीर में पानी की कमी हो जाती है।',
  'Vomiting blood or coffee-ground material': 'खून की उल्टी या कॉफ़ी जैसे काले दानों वाली उल्टी',
  'Have you vomited blood or dark coffee-ground material?':
    'क्या आपको खून की उल्टी हुई है या कॉफ़ी जैसी काली उल्टी हुई है?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'खून की उल्टी पेट या आंतों के अंदर खून बहने का संकेत है।',
  'Loose motions (diarrhoea)': 'दस्त (पतली टट्टी)',
  'Do you have loose motions (diarrhoea)?': 'क्या आपको दस्त (पतली टट्टी) हो रहे हैं?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'बहुत ज़्यादा पानी जैसे दस्त (चावल के पानी जैसे)',
  'Are the loose motions very large and watery, like rice water?':
    'क्या दस्त बहुत ज़्यादा और पानी जैसे हैं, चावल के मांड जैसे?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'बहुत ज़्यादा पानी जैसे दस्त से कुछ ही घंटों में शरीर में पानी की कमी हो सकती है।',
  'Blood or mucus in stool': 'टट्टी में खून या आंव',
  'Is there blood or mucus in the stool?': 'क्या टट्टी में खून या आंव (चिकना बलगम) आता है?',
  'Black, tarry stool': 'काली, तारकोल जैसी टट्टी',
  'Are your stools black and sticky like tar?': 'क्या आपकी टट्टी काली और तारकोल जैसी चिपचिपी है?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'काली, तारकोल जैसी टट्टी का मतलब पेट में खून बहना हो सकता है।',
  Constipation: 'कब्ज़',
  'Are you constipated?': 'क्या आपको कब्ज़ है?',
  'Pain, lump or bright red bleeding at the back passage':
    'गुदा (मलद्वार) पर दर्द, गांठ/मस्सा या चमकीला लाल खून',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'क्या टट्टी करते समय दर्द होता है, मस्सा है या चमकीला लाल खून आता है?',
  'Worms in stool or itching around the anus': 'टट्टी में कीड़े या गुदा के आसपास खुजली',
  'Have you seen worms in the stool or is there itching around the anus?':
    'क्या आपको टट्टी में कीड़े दिखे हैं या गुदा (मलद्वार) के आसपास खुजली होती है?',
  'Swollen belly that keeps growing': 'पेट फूलता जाना और बढ़ता जाना',
  'Has your belly become swollen and larger?': 'क्या आपका पेट फूलकर बड़ा हो गया है?',
  'Burning or pain when passing urine': 'पेशाब में जलन या दर्द',
  'Does it burn or hurt when you pass urine?': 'क्या पेशाब करते समय जलन या दर्द होता है?',
  'Passing urine very often': 'बार-बार पेशाब आना',
  'Do you need to pass urine more often than usual?': 'क्या आपको रोज़ से ज़्यादा बार पेशाब जाना पड़ता है?',
  'Blood in urine': 'पेशाब में खून',
  'Is there blood in your urine?': 'क्या आपके पेशाब में खून आता है?',
  'Cloudy or foul-smelling urine': 'गंदला या बदबूदार पेशाब',
  'Is your urine cloudy or bad-smelling?': 'क्या आपका पेशाब गंदला है या उसमें बदबू आती है?',
  'Pain in the side or back below the ribs, may spread to groin':
    'पसलियों के नीचे बगल या कमर में दर्द, जो जांघ के जोड़ तक जा सकता है',
  'Do you have pain in your side or back, just below the ribs?':
    'क्या आपको पसलियों के ठीक नीचे बगल में या कमर में दर्द है?',
  'Weak stream or difficulty starting urine': 'पेशाब की धार कमज़ोर या पेशाब शुरू होने में दिक्कत',
  'Is your urine stream weak or hard to start?':
    'क्या आपके पेशाब की धार कमज़ोर है या पेशाब शुरू होने में दिक्कत होती है?',
  'Cannot pass urine at all': 'पेशाब बिल्कुल न उतरना',
  'Are you unable to pass urine at all?': 'क्या आपका पेशाब बिल्कुल नहीं उतर रहा?',
  'Being unable to pass urine needs a doctor within hours.':
    'पेशाब बिल्कुल न उतरे तो कुछ ही घंटों में डॉक्टर को दिखाना ज़रूरी है।',
  'Rash or spots on the skin': 'त्वचा पर दाने या चकत्ते',
  'Do you have a rash or spots on your skin?': 'क्या आपकी त्वचा पर दाने या चकत्ते हैं?',
  'Rash that does not fade when a glass is pressed on it':
    'ऐसे दाने जो गिलास से दबाने पर भी फीके नहीं पड़ते',
  'If you press a glass on the rash, does it stay visible?':
    'अगर दानों पर गिलास दबाएं, तो क्या वे फिर भी दिखते रहते हैं?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'जो दाने गिलास से दबाने पर भी फीके न पड़ें, वे दिमाग़ी बुखार (मेनिनजाइटिस) या खून में गंभीर इन्फेक्शन (सेप्सिस) के हो सकते हैं।',
  Itching: 'खुजली',
  'Is your skin itchy?': 'क्या आपकी त्वचा में खुजली होती है?',
  'Itching worse at night, others at home itching too':
    'रात को ज़्यादा खुजली, घर के बाकी लोगों को भी खुजली',
  'Is the itching worse at night, or do others at home itch too?':
    'क्या खुजली रात को ज़्यादा होती है, या घर के दूसरे लोगों को भी खुजली है?',
  'Red, hot, painful, swollen skin': 'त्वचा लाल, गर्म, दर्द वाली और सूजी हुई',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'क्या त्वचा की कोई जगह लाल, गर्म, सूजी हुई और दर्द वाली है?',
  'Boil or pus-filled lump': 'फोड़ा या मवाद वाली गांठ',
  'Do you have a boil or a painful lump with pus?': 'क्या आपको फोड़ा है या मवाद वाली दर्द वाली गांठ है?',
  'Itchy ring-shaped patches': 'खुजली वाले गोल छल्ले जैसे दाग (दाद)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'क्या उभरे किनारे वाले, खुजली वाले गोल छल्ले जैसे दाग हैं?',
  'Sores with honey-coloured crusts': 'शहद के रंग की पपड़ी वाले घाव',
  'Are there sores with yellow or honey-coloured crusts?':
    'क्या ऐसे घाव हैं जिन पर पीली या शहद के रंग की पपड़ी जमी है?',
  'Fluid-filled blisters': 'पानी भरे छाले',
  'Are there small fluid-filled blisters?': 'क्या पानी भरे छोटे-छोटे छाले हैं?',
  'Raised itchy welts (hives)': 'उभरे हुए खुजली वाले ददोरे (पित्ती)',
  'Do you have raised, itchy welts that come and go?':
    'क्या आपको उभरे हुए खुजली वाले ददोरे होते हैं जो आते-जाते रहते हैं?',
  'Dry, scaly or cracked skin patches': 'त्वचा पर सूखे, पपड़ीदार या फटे हुए धब्बे',
  'Do you have dry, scaly or cracked patches of skin?':
    'क्या आपकी त्वचा पर सूखे, पपड़ीदार या फटे हुए धब्बे हैं?',
  'Pimples or acne': 'मुंहासे या फुंसियां',
  'Do you have pimples on the face, chest or back?': 'क्या आपके चेहरे, छाती या पीठ पर मुंहासे हैं?',
  'Pale or reddish skin patch that has lost feeling':
    'हल्के रंग का या लाल सा दाग जिसमें सुन्नपन हो (छूने का पता न चले)',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'क्या त्वचा पर कोई हल्के रंग का या लालिमा वाला दाग है जहां छूने पर महसूस नहीं होता?',
  'Lice or nits in the hair': 'बालों में जूं या लीखें',
  'Have you seen lice or nits in the hair?': 'क्या बालों में जूं या लीखें दिखी हैं?',
  'Hair loss': 'बाल झड़ना',
  'Are you losing more hair than usual?': 'क्या आपके बाल आम दिनों से ज़्यादा झड़ रहे हैं?',
  'Wound or foot sore that will not heal': 'घाव या पैर का छाला जो भर नहीं रहा',
  'Do you have a wound or foot sore that is not healing?':
    'क्या आपको कोई घाव या पैर में छाला है जो भर नहीं रहा?',
  'Painless black scab (often in skin folds) with fever':
    'बिना दर्द वाली काली पपड़ी (अक्सर त्वचा की सिलवटों में) और बुखार',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'क्या कहीं बिना दर्द वाली काली पपड़ी है, जैसे बगल या जांघ के जोड़ में?',
  'Red or pink eye': 'आंख लाल या गुलाबी होना',
  'Are your eyes red?': 'क्या आपकी आंखें लाल हैं?',
  'Sticky discharge from the eye': 'आंख से चिपचिपा कीचड़ आना',
  'Is there sticky discharge from the eye?': 'क्या आंख से चिपचिपा कीचड़ निकलता है?',
  'Watery, itchy eyes': 'आंखों से पानी आना, खुजली होना',
  'Are your eyes watery or itchy?': 'क्या आपकी आंखों से पानी आता है या खुजली होती है?',
  'Eye pain': 'आंख में दर्द',
  'Do you have pain in the eye?': 'क्या आपकी आंख में दर्द है?',
  'Painful lump on the eyelid': 'पलक पर दर्द वाली गांठ (गुहेरी)',
  'Is there a painful lump on the edge of the eyelid?': 'क्या पलक के किनारे पर दर्द वाली गांठ है?',
  Earache: 'कान में दर्द',
  'Do you have ear pain?': 'क्या आपके कान में दर्द है?',
  'Discharge from the ear': 'कान बहना',
  'Is there fluid or pus coming out of the ear?': 'क्या कान से पानी या मवाद निकल रहा है?',
  'Reduced hearing or blocked ear': 'कम सुनाई देना या कान बंद लगना',
  'Is your hearing reduced or does the ear feel blocked?':
    'क्या आपको कम सुनाई देता है या कान बंद-बंद लगता है?',
  'Ringing or buzzing in the ears': 'कान में घंटी या भिनभिनाहट की आवाज़',
  'Do you hear ringing or buzzing in your ears?':
    'क्या आपके कानों में घंटी बजने या भिनभिनाने की आवाज़ आती है?',
  'Swelling in front of the ear or along the jaw': 'कान के आगे या जबड़े के साथ-साथ सूजन',
  'Is there swelling in front of the ear or along the jaw?': 'क्या कान के आगे या जबड़े के साथ-साथ सूजन है?',
  Toothache: 'दांत दर्द',
  'Do you have toothache?': 'क्या आपके दांत में दर्द है?',
  'Mouth ulcers': 'मुंह के छाले',
  'Do you have sores or ulcers in the mouth?': 'क्या आपके मुंह में छाले या घाव हैं?',
  'Swelling at the front of the neck (goitre)': 'गर्दन के आगे सूजन (घेंघा)',
  'Is there swelling at the front of your neck?': 'क्या आपकी गर्दन के आगे के हिस्से में सूजन है?',
  'Joint pain': 'जोड़ों में दर्द',
  'Do your joints hurt?': 'क्या आपके जोड़ों में दर्द होता है?',
  'Severe joint pain that makes moving hard': 'जोड़ों में इतना तेज़ दर्द कि हिलना-डुलना मुश्किल हो',
  'Is the joint pain so severe that it is hard to move or walk?':
    'क्या जोड़ों का दर्द इतना तेज़ है कि हिलना या चलना मुश्किल है?',
  'Swollen joints': 'जोड़ों में सूजन',
  'Are any of your joints swollen?': 'क्या आपके किसी जोड़ में सूजन है?',
  'Stiff joints in the morning for over 30 minutes': 'सुबह 30 मिनट से ज़्यादा जोड़ों में जकड़न',
  'Are your joints stiff for more than half an hour after waking?':
    'क्या सुबह उठने के बाद आधे घंटे से ज़्यादा आपके जोड़ जकड़े रहते हैं?',
  'Knee pain': 'घुटने में दर्द',
  'Do you have knee pain?': 'क्या आपके घुटने में दर्द है?',
  'Sudden painful, red, swollen big toe or ankle':
    'पैर का अंगूठा या टखना अचानक दर्द वाला, लाल और सूजा हुआ',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'क्या आपके पैर का अंगूठा या टखना अचानक लाल, गर्म और बहुत दर्द वाला हो गया है?',
  'Back pain': 'कमर दर्द / पीठ दर्द',
  'Do you have back pain?': 'क्या आपकी कमर या पीठ में दर्द है?',
  'Pain shooting from the back or buttock down the leg': 'कमर या कूल्हे से पैर में नीचे तक जाता दर्द',
  'Does pain shoot from your back or buttock down the leg?':
    'क्या दर्द आपकी कमर या कूल्हे से पैर में नीचे तक जाता है?',
  'Muscle cramps': 'मांसपेशियों में ऐंठन (नस चढ़ना)',
  'Are you getting muscle cramps?': 'क्या आपकी मांसपेशियों में ऐंठन होती है या नस चढ़ती है?',
  'Painful calf muscles (both legs)': 'पिंडलियों में दर्द (दोनों पैर)',
  'Are your calf muscles painful or tender?': 'क्या आपकी पिंडलियों में दर्द है या दबाने पर दुखती हैं?',
  'Pain, warmth and swelling in one calf': 'एक पिंडली में दर्द, गर्मी और सूजन',
  'Is one calf swollen, warm and painful?': 'क्या एक पिंडली सूजी हुई, गर्म और दर्द वाली है?',
  'A painful swollen calf can be a blood clot.': 'पिंडली में दर्द के साथ सूजन खून का थक्का हो सकता है।',
  'Shoulder pain or stiffness': 'कंधे में दर्द या जकड़न',
  'Do you have shoulder pain or stiffness?': 'क्या आपके कंधे में दर्द या जकड़न है?',
  'Injury or fall': 'चोट लगना या गिर जाना',
  'Have you had an injury or a fall?': 'क्या आपको चोट लगी है या आप गिर गए हैं?',
  'Head injury': 'सिर में चोट',
  'Have you had a blow to the head?': 'क्या आपके सिर पर चोट लगी है?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'सिर की चोट की जांच ज़रूरी है, ख़ासकर अगर उल्टी हो, नींद-नींद लगे या खून पतला करने की दवा चल रही हो।',
  'Bleeding from a wound that will not stop': 'घाव से खून आना जो रुक नहीं रहा',
  'Is there bleeding that does not stop with firm pressure?': 'क्या ज़ोर से दबाने पर भी खून नहीं रुक रहा?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'ज़ोर से दबाने पर भी खून न रुके तो यह इमरजेंसी है।',
  'A cut or open wound': 'कटना या खुला घाव',
  'Do you have a cut or an open wound?': 'क्या आपको कहीं कट लगा है या कोई खुला घाव है?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'गहरा या खुला (फटा) हुआ कट, या ऐसा कट जिसमें मिट्टी, कांच या जंग हो',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'क्या कट गहरा है या खुला (फटा) हुआ है, या उसमें मिट्टी, कांच या जंग है?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'गहरे या खुले (फटे) हुए कट को, या जिसमें मिट्टी, कांच या जंग हो, आज ही अस्पताल में साफ़ करवाना, बंद करवाना (टांके या पट्टी से) और टिटनेस के टीके की जांच करवाना ज़रूरी है।',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'हड्डी टूटने का शक (टेढ़ापन, हिला नहीं पाते या वज़न नहीं डाल पाते)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'क्या चोट वाली जगह टेढ़ी दिख रही है, या आप उसे हिला नहीं पाते या उस पर वज़न नहीं डाल पाते?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'हड्डी टूटने का शक हो तो आज ही एक्स-रे और डॉक्टर को दिखाना ज़रूरी है।',
  'Twisted ankle, wrist or knee with swelling': 'टखना, कलाई या घुटना मुड़ना (मोच) और सूजन',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'क्या कोई जोड़ मुड़ गया (मोच आई), और बाद में सूजन या नील पड़ा?',
  'Burn or scald': 'जलना या गर्म पानी/भाप से झुलसना',
  'Have you been burnt or scalded?': 'क्या आप जल गए हैं या गर्म पानी/भाप से झुलस गए हैं?',
  'Snake bite': 'सांप का काटना',
  'Has a snake bitten you?': 'क्या आपको सांप ने काटा है?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'सांप का हर काटना इमरजेंसी है: सांप के ज़हर की दवा (एंटी-स्नेक वेनम) सरकारी अस्पताल में मुफ़्त मिलती है।',
  'Dog bite or scratch': 'कुत्ते का काटना या पंजा मारना',
  'Has a dog bitten or scratched you?': 'क्या आपको कुत्ते ने काटा है या पंजा मारा है?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'कुत्ते के काटने पर उसी दिन घाव धोना और रेबीज़ का टीका लगवाना ज़रूरी है।',
  'Bite or scratch from a cat, monkey or other mammal':
    'बिल्ली, बंदर या किसी और जानवर का काटना या पंजा मारना',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'क्या आपको बिल्ली, बंदर या किसी और जानवर ने काटा है या पंजा मारा है?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'जानवरों के काटने से रेबीज़ फैल सकता है; आज ही घाव धुलवाएं और टीका लगवाएं।',
  'Scorpion sting': 'बिच्छू का डंक',
  'Has a scorpion stung you?': 'क्या आपको बिच्छू ने डंक मारा है?',
  'Scorpion stings can affect the heart, especially in children.':
    'बिच्छू के डंक का असर दिल पर हो सकता है, ख़ासकर बच्चों में।',
  'Bee, wasp or insect sting': 'मधुमक्खी, ततैया या कीड़े का डंक',
  'Have you been stung by a bee, wasp or insect?': 'क्या आपको मधुमक्खी, ततैया या किसी कीड़े ने डंक मारा है?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'ज़हर, कीटनाशक, केमिकल या बहुत सारी दवाइयां निगल लेना',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'क्या व्यक्ति ने ज़हर, कीटनाशक, केमिकल या बहुत सारी गोलियां निगल ली हैं?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'ज़हर खाने पर अभी तुरंत इमरजेंसी इलाज चाहिए। ज़हर की बोतल या डिब्बा साथ अस्पताल ले जाएं।',
  'Currently pregnant': 'अभी गर्भवती हैं',
  'Are you pregnant?': 'क्या आप गर्भवती (पेट से) हैं?',
  'Heavy bleeding from the vagina in pregnancy': 'गर्भ में योनि से बहुत ज़्यादा खून आना',
  'Are you pregnant and bleeding heavily from the vagina?':
    'क्या आप गर्भवती हैं और योनि से बहुत ज़्यादा खून आ रहा है?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'गर्भ में बहुत ज़्यादा खून आना मां और बच्चे दोनों के लिए इमरजेंसी है।',
  'Bleeding from the vagina': 'योनि से खून आना',
  'Are you bleeding from the vagina?': 'क्या आपको योनि से (नीचे से) खून आ रहा है?',
  'Light spotting in pregnancy': 'गर्भ में हल्के खून के धब्बे आना',
  'Are you pregnant and having light spotting?': 'क्या आप गर्भवती हैं और हल्के खून के धब्बे आ रहे हैं?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'गर्भ में थोड़ा भी खून आए तो आज ही डॉक्टर से जांच करवाएं।',
  'Baby moving less than usual (pregnancy)': 'पेट में बच्चा रोज़ से कम हिलना (गर्भ)',
  'Is the baby moving less than usual?': 'क्या पेट में बच्चा रोज़ से कम हिल रहा है?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'बच्चे का हिलना कम हो तो आज ही अस्पताल में जांच करवाएं, इंतज़ार न करें।',
  'Fluid leaking from the vagina in pregnancy': 'गर्भ में योनि से पानी रिसना',
  'Is fluid leaking from the vagina?': 'क्या योनि से पानी रिस रहा है?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'पानी की थैली फटने पर अभी अस्पताल जाना ज़रूरी है, ख़ासकर अगर डिलीवरी की तारीख़ से पहले हो।',
  'Nausea and vomiting in pregnancy': 'गर्भ में जी मिचलाना और उल्टी',
  'Are you pregnant with nausea or vomiting?': 'क्या आप गर्भवती हैं और जी मिचलाता है या उल्टी होती है?',
  'Heavy bleeding after childbirth': 'डिलीवरी के बाद बहुत ज़्यादा खून आना',
  'Have you given birth recently and are bleeding heavily?':
    'क्या हाल ही में आपकी डिलीवरी हुई है और बहुत ज़्यादा खून आ रहा है?',
  'Heavy bleeding after childbirth is life-threatening.':
    'डिलीवरी के बाद बहुत ज़्यादा खून आना जान के लिए ख़तरा है।',
  'Missed or late period': 'माहवारी (पीरियड) न आना या देर से आना',
  'Is your period late or missed?': 'क्या आपकी माहवारी (पीरियड) देर से आई है या नहीं आई?',
  'Heavy or long periods': 'ज़्यादा या लंबी माहवारी',
  'Are your periods heavy or lasting longer than a week?':
    'क्या आपकी माहवारी में बहुत ज़्यादा खून आता है या एक हफ़्ते से ज़्यादा चलती है?',
  'Irregular periods': 'अनियमित माहवारी (कभी जल्दी, कभी देर से)',
  'Are your periods irregular?': 'क्या आपकी माहवारी समय पर नहीं आती, कभी जल्दी कभी देर से?',
  'Painful periods': 'माहवारी में दर्द',
  'Are your periods painful?': 'क्या माहवारी में दर्द होता है?',
  'Unusual vaginal discharge': 'योनि से अलग तरह का पानी आना (जैसे सफ़ेद पानी)',
  'Do you have unusual vaginal discharge?': 'क्या योनि से अलग तरह का पानी (जैसे सफ़ेद पानी) आता है?',
  'Itching or soreness in the vaginal area': 'योनि के आसपास खुजली या दुखन',
  'Is there itching or soreness around the vagina?': 'क्या योनि के आसपास खुजली या दुखन है?',
  'Hot flushes': 'अचानक गर्मी की लहर उठना',
  'Do you get sudden waves of heat (hot flushes)?': 'क्या आपको अचानक शरीर में गर्मी की लहर उठती है?',
  'Extra hair on face or body': 'चेहरे या शरीर पर ज़्यादा बाल',
  'Have you noticed extra hair growth on the face or body?':
    'क्या आपके चेहरे या शरीर पर ज़्यादा बाल आने लगे हैं?',
  'Baby or child not feeding or unable to drink': 'बच्चा दूध नहीं पी रहा या कुछ पी नहीं पा रहा',
  'Is the baby or child unable to feed or drink?':
    'क्या बच्चा दूध नहीं पी पा रहा या कुछ भी पी नहीं पा रहा?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'जो बच्चा दूध नहीं पी पाता, वह ख़तरे का संकेत है और उसे अभी अस्पताल ले जाएं।',
  'Baby or child very sleepy, floppy or hard to wake': 'बच्चा बहुत सुस्त, ढीला पड़ा हुआ या मुश्किल से जागता',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'क्या बच्चा असामान्य रूप से सुस्त है, ढीला पड़ा है या मुश्किल से जागता है?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ढीला पड़ा या असामान्य रूप से सुस्त बच्चा ख़तरे का संकेत है, उसे अभी अस्पताल ले जाएं।',
  'Sunken eyes (or sunken soft spot in a baby)': 'आंखें अंदर धंसना (या बच्चे के सिर का तालू धंसना)',
  'Do the eyes look sunken?': 'क्या आंखें अंदर धंसी हुई दिखती हैं?',
  'Bulging soft spot on a baby’s head': 'बच्चे के सिर का तालू (नरम जगह) उभरा हुआ',
  'Is the soft spot on the baby’s head bulging?': 'क्या बच्चे के सिर का तालू (नरम जगह) ऊपर उभरा हुआ है?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'उभरा हुआ तालू दिमाग़ पर दबाव का संकेत हो सकता है, जैसे दिमाग़ी बुखार (मेनिनजाइटिस)।',
  'Baby crying constantly and cannot be settled': 'बच्चा लगातार रो रहा है और चुप नहीं हो रहा',
  'Is the baby crying constantly or with a high-pitched cry?':
    'क्या बच्चा लगातार रो रहा है या बहुत तीखी आवाज़ में रो रहा है?',
  'Barking cough with noisy breathing in (child)':
    'कुत्ते के भौंकने जैसी खांसी और सांस अंदर लेते समय आवाज़ (बच्चा)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'क्या बच्चे को भौंकने जैसी खांसी है या सांस अंदर लेते समय कर्कश आवाज़ आती है?',
  'Coughing fits ending in a whoop or vomiting': "खांसी के दौरे जो 'हूप' जैसी आवाज़ या उल्टी पर ख़त्म होते हैं",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "क्या खांसी के ऐसे दौरे पड़ते हैं जो 'हूप' की आवाज़ या उल्टी के साथ ख़त्म होते हैं?",
  'Newborn baby looks yellow': 'नवजात बच्चा पीला दिखना',
  'Does the newborn baby look yellow?': 'क्या नवजात बच्चा पीला दिखता है?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'नवजात बच्चे में पीलिया हो तो आज ही बिलीरुबिन की जांच करवाएं।',
  'Pain in an arm or hand': 'बांह या हाथ में दर्द',
  'Pain in a leg or foot': 'पैर या टांग में दर्द',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'मल में खून की जांच आने वाले कुछ दिनों में डॉक्टर से करवाएं; ज़्यादा खून, चक्कर या काला मल हो तो आज ही जाएं।',
  'Blood pressure of 180/120 or more': '180/120 या उससे ज़्यादा बीपी',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    '180/120 या उससे ज़्यादा बीपी हो तो आज ही डॉक्टर को दिखाएं। सीने में दर्द, सांस फूलना, कमज़ोरी या उलझन हो तो 108 या 112 पर फ़ोन करें।',
  'Drooping eyelids or double vision that came on suddenly': 'अचानक पलकें झुकना या दो-दो दिखना',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'अचानक पलकें झुकना, दो-दो दिखना या निगलने में दिक्कत सोते समय सांप के काटने (अक्सर बिना दर्द) या नसों की इमरजेंसी हो सकती है। अभी 108 या 112 पर फ़ोन करें।',
};
