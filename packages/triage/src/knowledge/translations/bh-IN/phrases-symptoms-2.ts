/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (symptoms, part 2). */
export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.': 'पेट के दहिना ओर नीचे दरद अपेंडिक्स हो सकेला।',
  'Pain in the upper belly': 'पेट के ऊपरी हिस्सा में दरद',
  'Is the pain in the upper part of your belly?': 'का दरद पेट के ऊपरी हिस्सा में बा?',
  'Pain under the right ribs': 'दहिना पसली के नीचे दरद',
  'Is the pain under your right ribs?': 'का दरद रउआ के दहिना पसली के नीचे बा?',
  'Pain in the lower belly': 'पेट के निचला हिस्सा (पेड़ू) में दरद',
  'Is the pain in your lower belly?': 'का दरद पेट के निचला हिस्सा (पेड़ू) में बा?',
  'Cramping stomach pain': 'पेट में ऐंठन वाला दरद',
  'Is the pain crampy, coming in waves?': 'का दरद ऐंठन जइसन बा, जवन रह-रह के लहर में आवेला?',
  'Bloating or gas': 'पेट फूलल भा गैस',
  'Do you feel bloated or gassy?': 'का रउआ के पेट फूलल लागेला भा गैस बनेला?',
  'Indigestion, sour burps or feeling full quickly': 'अपच, खट्टा डकार भा जल्दी पेट भर गइल',
  'Do you get indigestion or sour burps?': 'का रउआ के अपच होला भा खट्टा डकार आवेला?',
  'Nausea (feeling like vomiting)': 'जी मिचलाइल (उल्टी जइसन लागल)',
  'Do you feel sick to your stomach (nausea)?': 'का रउआ के जी मिचलात बा (उल्टी जइसन लागत बा)?',
  Vomiting: 'उल्टी',
  'Have you been vomiting?': 'का रउआ के उल्टी होत बा?',
  'Vomiting again and again, cannot keep fluids down': 'बार-बार उल्टी, पानी तक पेट में ना रुके',
  'Are you vomiting so often that you cannot keep even water down?':
    'का अतना बार उल्टी होत बा कि पानी तक पेट में ना रुकत बा?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'कुछुओ पियल पेट में ना रुके त जल्दिए देह में पानी के कमी हो जाला।',
  'Vomiting blood or coffee-ground material': 'खून के उल्टी भा कॉफी के दाना जइसन करिया उल्टी',
  'Have you vomited blood or dark coffee-ground material?':
    'का रउआ के खून के उल्टी भइल बा भा कॉफी के दाना जइसन करिया उल्टी भइल बा?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'खून के उल्टी पेट भा आँत के भीतर खून बहे के निसानी ह।',
  'Loose motions (diarrhoea)': 'दस्त (पतला पैखाना)',
  'Do you have loose motions (diarrhoea)?': 'का रउआ के दस्त (पतला पैखाना) होत बा?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'बहुत ढेर पानी जइसन दस्त (चाउर के माँड़ जइसन)',
  'Are the loose motions very large and watery, like rice water?':
    'का दस्त बहुत ढेर आ पानी जइसन बा, चाउर के माँड़ जइसन?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'बहुत ढेर पानी जइसन दस्त से कुछे घंटा में देह में पानी के कमी हो सकेला।',
  'Blood or mucus in stool': 'पैखाना में खून भा आँव',
  'Is there blood or mucus in the stool?': 'का पैखाना में खून भा आँव आवेला?',
  'Black, tarry stool': 'करिया, अलकतरा जइसन पैखाना',
  'Are your stools black and sticky like tar?': 'का रउआ के पैखाना करिया आ अलकतरा जइसन चिपचिपा बा?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'करिया, अलकतरा जइसन पैखाना पेट में खून बहे के निसानी हो सकेला।',
  Constipation: 'कब्ज',
  'Are you constipated?': 'का रउआ के कब्ज बा?',
  'Pain, lump or bright red bleeding at the back passage':
    'मलद्वार (गुदा) पर दरद, गाँठ/मस्सा भा चटक लाल खून',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'का पैखाना करत घरी दरद होला, मस्सा बा भा चटक लाल खून आवेला?',
  'Worms in stool or itching around the anus': 'पैखाना में कीड़ा भा गुदा के आसपास खुजली',
  'Have you seen worms in the stool or is there itching around the anus?':
    'का रउआ के पैखाना में कीड़ा लउकल बा भा गुदा के आसपास खुजली होला?',
  'Swollen belly that keeps growing': 'पेट फूलत आ बढ़त जाता',
  'Has your belly become swollen and larger?': 'का रउआ के पेट फूल के बड़ हो गइल बा?',
  'Burning or pain when passing urine': 'पेसाब में जलन भा दरद',
  'Does it burn or hurt when you pass urine?': 'का पेसाब करत घरी जलन भा दरद होला?',
  'Passing urine very often': 'बार-बार पेसाब लागल',
  'Do you need to pass urine more often than usual?': 'का रउआ के रोज से ढेर बेर पेसाब जाए के पड़ेला?',
  'Blood in urine': 'पेसाब में खून',
  'Is there blood in your urine?': 'का रउआ के पेसाब में खून आवेला?',
  'Cloudy or foul-smelling urine': 'गंदला भा बदबूदार पेसाब',
  'Is your urine cloudy or bad-smelling?': 'का रउआ के पेसाब गंदला बा भा ओहमें बदबू आवेला?',
  'Pain in the side or back below the ribs, may spread to groin':
    'पसली के नीचे बगल भा कमर में दरद, जवन जाँघ के जोड़ ले जा सकेला',
  'Do you have pain in your side or back, just below the ribs?':
    'का रउआ के पसली के ठीक नीचे बगल में भा कमर में दरद बा?',
  'Weak stream or difficulty starting urine': 'पेसाब के धार कमजोर भा पेसाब सुरू होखे में दिक्कत',
  'Is your urine stream weak or hard to start?':
    'का रउआ के पेसाब के धार कमजोर बा भा पेसाब सुरू होखे में दिक्कत होला?',
  'Cannot pass urine at all': 'पेसाब एकदम ना उतरल',
  'Are you unable to pass urine at all?': 'का रउआ के पेसाब एकदमे ना उतरत बा?',
  'Being unable to pass urine needs a doctor within hours.':
    'पेसाब एकदम ना उतरे त कुछे घंटा में डाक्टर के देखावल जरूरी बा।',
  'Rash or spots on the skin': 'चमड़ी पर दाना भा चकत्ता',
  'Do you have a rash or spots on your skin?': 'का रउआ के चमड़ी पर दाना भा चकत्ता बा?',
  'Rash that does not fade when a glass is pressed on it':
    'अइसन दाना जवन गिलास से दबवला पर भी फीका ना पड़े',
  'If you press a glass on the rash, does it stay visible?':
    'अगर दाना पर गिलास दबाईं, त का ऊ तब्बो लउकत रहेला?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'जवन दाना गिलास से दबवला पर भी फीका ना पड़े, ऊ दिमागी बुखार (मेनिनजाइटिस) भा खून में गंभीर इन्फेक्शन (सेप्सिस) हो सकेला।',
  Itching: 'खुजली',
  'Is your skin itchy?': 'का रउआ के चमड़ी में खुजली होला?',
  'Itching worse at night, others at home itching too': 'रात में ढेर खुजली, घर के दोसरो लोग के खुजली',
  'Is the itching worse at night, or do others at home itch too?':
    'का खुजली रात में ढेर होला, भा घर के दोसरो लोग के खुजली बा?',
  'Red, hot, painful, swollen skin': 'चमड़ी लाल, गरम, दरद वाला आ सूजल',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'का चमड़ी के कवनो जगह लाल, गरम, सूजल आ दरद वाला बा?',
  'Boil or pus-filled lump': 'फोड़ा भा पीब वाला गाँठ',
  'Do you have a boil or a painful lump with pus?':
    'का रउआ के फोड़ा बा भा पीब वाला दरद करे वाला गाँठ बा?',
  'Itchy ring-shaped patches': 'खुजली वाला गोल छल्ला जइसन दाग (दाद)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'का उभरल किनारा वाला, खुजली वाला गोल छल्ला जइसन दाग बा?',
  'Sores with honey-coloured crusts': 'मधु के रंग के पपड़ी वाला घाव',
  'Are there sores with yellow or honey-coloured crusts?':
    'का अइसन घाव बा जवना पर पीयर भा मधु के रंग के पपड़ी जमल बा?',
  'Fluid-filled blisters': 'पानी भरल फोका',
  'Are there small fluid-filled blisters?': 'का छोट-छोट पानी भरल फोका बा?',
  'Raised itchy welts (hives)': 'उभरल खुजली वाला ददोरा (पित्ती)',
  'Do you have raised, itchy welts that come and go?':
    'का रउआ के उभरल, खुजली वाला ददोरा होला जवन आवेला-जाला?',
  'Dry, scaly or cracked skin patches': 'चमड़ी पर सूखल, पपड़ीदार भा फाटल चकत्ता',
  'Do you have dry, scaly or cracked patches of skin?':
    'का रउआ के चमड़ी पर सूखल, पपड़ीदार भा फाटल चकत्ता बा?',
  'Pimples or acne': 'मुँहासा भा फुंसी',
  'Do you have pimples on the face, chest or back?': 'का रउआ के चेहरा, छाती भा पीठ पर मुँहासा बा?',
  'Pale or reddish skin patch that has lost feeling': 'हल्का रंग के भा ललछहूँ दाग जवना में सुन्नपन बा',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'का चमड़ी पर कवनो हल्का रंग के भा ललछहूँ दाग बा जहाँ छुअला पर पता ना चले?',
  'Lice or nits in the hair': 'बार में जूँ भा लीख',
  'Have you seen lice or nits in the hair?': 'का बार में जूँ भा लीख लउकल बा?',
  'Hair loss': 'बार झड़ल',
  'Are you losing more hair than usual?': 'का रउआ के बार रोज से ढेर झड़त बा?',
  'Wound or foot sore that will not heal': 'घाव भा गोड़ के घाव जवन ना भरत बा',
  'Do you have a wound or foot sore that is not healing?':
    'का रउआ के कवनो घाव भा गोड़ में घाव बा जवन ना भरत बा?',
  'Painless black scab (often in skin folds) with fever':
    'बिना दरद वाला करिया पपड़ी (अक्सर चमड़ी के मोड़ में) आ बुखार',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'का कहीं बिना दरद वाला करिया पपड़ी बा, जइसे काँख भा जाँघ के जोड़ में?',
  'Red or pink eye': 'आँख लाल भा गुलाबी',
  'Are your eyes red?': 'का रउआ के आँख लाल बा?',
  'Sticky discharge from the eye': 'आँख से चिपचिपा कीचड़',
  'Is there sticky discharge from the eye?': 'का आँख से चिपचिपा कीचड़ निकलता?',
  'Watery, itchy eyes': 'आँख से पानी आ खुजली',
  'Are your eyes watery or itchy?': 'का रउआ के आँख से पानी आवता भा खुजली होता?',
  'Eye pain': 'आँख में दरद',
  'Do you have pain in the eye?': 'का रउआ के आँख में दरद बा?',
  'Painful lump on the eyelid': 'पलक पर दरद वाला गाँठ (गुहेरी)',
  'Is there a painful lump on the edge of the eyelid?': 'का पलक के किनारा पर दरद वाला गाँठ बा?',
  Earache: 'कान में दरद',
  'Do you have ear pain?': 'का रउआ के कान में दरद बा?',
  'Discharge from the ear': 'कान बहल',
  'Is there fluid or pus coming out of the ear?': 'का कान से पानी भा पीब निकलता?',
  'Reduced hearing or blocked ear': 'कम सुनाई दिहल भा कान बंद',
  'Is your hearing reduced or does the ear feel blocked?':
    'का रउआ के कम सुनाई देता भा कान बंद जइसन लागता?',
  'Ringing or buzzing in the ears': 'कान में घंटी भा भनभनाहट',
  'Do you hear ringing or buzzing in your ears?': 'का रउआ के कान में घंटी भा भनभनाहट सुनाई देला?',
  'Swelling in front of the ear or along the jaw': 'कान के आगे भा जबड़ा के साथे सूजन',
  'Is there swelling in front of the ear or along the jaw?': 'का कान के आगे भा जबड़ा के साथे सूजन बा?',
  Toothache: 'दाँत दरद',
  'Do you have toothache?': 'का रउआ के दाँत में दरद बा?',
  'Mouth ulcers': 'मुँह में छाला',
  'Do you have sores or ulcers in the mouth?': 'का रउआ के मुँह में घाव भा छाला बा?',
  'Swelling at the front of the neck (goitre)': 'गरदन के आगे सूजन (घेघा)',
  'Is there swelling at the front of your neck?': 'का रउआ के गरदन के आगे सूजन बा?',
  'Joint pain': 'जोड़ में दरद',
  'Do your joints hurt?': 'का रउआ के जोड़ में दरद होला?',
  'Severe joint pain that makes moving hard': 'जोड़ में अतना तेज दरद कि हिलल-डोलल मुसकिल',
  'Is the joint pain so severe that it is hard to move or walk?':
    'का जोड़ के दरद अतना तेज बा कि हिले भा चले में मुसकिल होता?',
  'Swollen joints': 'जोड़ में सूजन',
  'Are any of your joints swollen?': 'का रउआ के कवनो जोड़ में सूजन बा?',
  'Stiff joints in the morning for over 30 minutes': 'सबेरे 30 मिनट से ढेर जोड़ अकड़ल',
  'Are your joints stiff for more than half an hour after waking?':
    'का सबेरे उठला के बाद आधा घंटा से ढेर जोड़ अकड़ल रहेला?',
  'Knee pain': 'ठेहुना में दरद',
  'Do you have knee pain?': 'का रउआ के ठेहुना में दरद बा?',
  'Sudden painful, red, swollen big toe or ankle':
    'अचानक गोड़ के अँगूठा भा एड़ी के जोड़ में दरद, लाली आ सूजन',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'का रउआ के गोड़ के अँगूठा भा एड़ी के जोड़ अचानक लाल, गरम आ बहुत दरद वाला हो गइल बा?',
  'Back pain': 'पीठ दरद / कमर दरद',
  'Do you have back pain?': 'का रउआ के पीठ भा कमर में दरद बा?',
  'Pain shooting from the back or buttock down the leg': 'कमर भा चूतड़ से गोड़ में नीचे ले जाए वाला दरद',
  'Does pain shoot from your back or buttock down the leg?':
    'का दरद कमर भा चूतड़ से गोड़ में नीचे ले जाला?',
  'Muscle cramps': 'मांसपेसी में ऐंठन (नस चढ़ल)',
  'Are you getting muscle cramps?': 'का रउआ के मांसपेसी में ऐंठन होता (नस चढ़त बा)?',
  'Painful calf muscles (both legs)': 'पिंडली में दरद (दूनो गोड़)',
  'Are your calf muscles painful or tender?': 'का रउआ के पिंडली में दरद बा भा छुअला पर दुखाला?',
  'Pain, warmth and swelling in one calf': 'एक पिंडली में दरद, गरमी आ सूजन',
  'Is one calf swollen, warm and painful?': 'का एक पिंडली सूजल, गरम आ दरद वाला बा?',
  'A painful swollen calf can be a blood clot.': 'पिंडली में दरद के साथे सूजन खून के थक्का हो सकेला।',
  'Shoulder pain or stiffness': 'कंधा में दरद भा जकड़न',
  'Do you have shoulder pain or stiffness?': 'का रउआ के कंधा में दरद भा जकड़न बा?',
  'Injury or fall': 'चोट भा गिरल',
  'Have you had an injury or a fall?': 'का रउआ के चोट लागल बा भा गिर गइल बानी?',
  'Head injury': 'कपार में चोट',
  'Have you had a blow to the head?': 'का रउआ के कपार पर चोट लागल बा?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'कपार के चोट जँचवावल जरूरी बा, खास करके उल्टी, ऊँघाई होखे भा खून पातर करे वाला दवाई चलत होखे त।',
  'Bleeding from a wound that will not stop': 'घाव से खून जवन ना रुकत बा',
  'Is there bleeding that does not stop with firm pressure?':
    'का अइसन खून बहत बा जवन जोर से दबवला पर भी ना रुके?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'जोर से दबवला पर भी खून ना रुके त ई इमरजेंसी ह।',
  'A cut or open wound': 'कटल भा खुलल घाव',
  'Do you have a cut or an open wound?': 'का रउआ के कहीं कटल बा भा कवनो खुलल घाव बा?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'गहिर भा मुँह बवले कटल घाव, भा जवना में माटी, काँच भा जंग (मुरचा) घुसल होखे',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'का कटल घाव गहिर बा भा मुँह बवले बा, भा ओमें माटी, काँच भा जंग (मुरचा) घुसल बा?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'गहिर भा मुँह बवले कटल घाव, भा जवना में माटी, काँच भा जंग घुसल होखे, ओकरा के आजे अस्पताल में साफ करवावे, टाँका लगवा के बंद करवावे आ टिटनेस के जाँच करवावे के जरूरत बा।',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'हड्डी टूटे के शक (टेढ़ लउके, हिला ना सकीं भा भार ना दे सकीं)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'का चोट वाला हिस्सा टेढ़ लउकत बा, भा ओकरा के हिला ना पावत बानी भा ओह पर भार ना दे पावत बानी?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'हड्डी टूटे के शक होखे त आजे एक्स-रे आ डाक्टर के देखावल जरूरी बा।',
  'Twisted ankle, wrist or knee with swelling': 'एड़ी, कलाई भा ठेहुना मुड़ल (मोच) आ सूजन',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'का कवनो जोड़ मुड़ गइल बा, आ बाद में सूजन भा नीला दाग आइल बा?',
  'Burn or scald': 'जरल भा गरम पानी से झउँसल',
  'Have you been burnt or scalded?': 'का रउआ जर गइल बानी भा गरम पानी से झउँसा गइल बानी?',
  'Snake bite': 'साँप काटल',
  'Has a snake bitten you?': 'का रउआ के साँप काटले बा?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'हर साँप काटल इमरजेंसी ह: साँप के जहर के सुई (एंटी-स्नेक वेनम) सरकारी अस्पताल में मुफत लागेला।',
  'Dog bite or scratch': 'कुकुर काटल भा नोचल',
  'Has a dog bitten or scratched you?': 'का रउआ के कुकुर काटले बा भा नोचले बा?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'कुकुर काटला पर ओही दिन घाव धोवे आ रेबीज के टीका लगवावे के जरूरत बा।',
  'Bite or scratch from a cat, monkey or other mammal':
    'बिलाई, बानर भा कवनो दोसर जानवर के काटल भा नोचल',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'का रउआ के बिलाई, बानर भा कवनो दोसर जानवर काटले बा भा नोचले बा?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'जानवर के काटला से रेबीज फइल सकेला; आजे घाव धोआईं आ टीका लगवाईं।',
  'Scorpion sting': 'बीछी डंक',
  'Has a scorpion stung you?': 'का रउआ के बीछी डंक मरले बा?',
  'Scorpion stings can affect the heart, especially in children.':
    'बीछी के डंक दिल पर असर कर सकेला, खास करके लइकन में।',
  'Bee, wasp or insect sting': 'मधुमाछी, बिरनी भा कीड़ा के डंक',
  'Have you been stung by a bee, wasp or insect?': 'का रउआ के मधुमाछी, बिरनी भा कवनो कीड़ा डंक मरले बा?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'जहर, कीटनासक दवाई, केमिकल भा ढेर दवाई निगल लिहल',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'का ऊ आदमी जहर, कीटनासक दवाई, केमिकल भा ढेर गोली निगल लेले बा?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'जहर खइला पर अबहीं इमरजेंसी इलाज चाहीं। डिब्बा/सीसी साथे अस्पताल ले जाईं।',
  'Currently pregnant': 'अबहीं पेट से बानी (गरभ)',
  'Are you pregnant?': 'का रउआ पेट से बानी (गरभ से)?',
  'Heavy bleeding from the vagina in pregnancy': 'गरभ में योनि से बहुत खून',
  'Are you pregnant and bleeding heavily from the vagina?':
    'का रउआ पेट से बानी आ योनि से बहुत खून जात बा?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'गरभ में बहुत खून जाइल माई आ बच्चा दूनो खातिर इमरजेंसी ह।',
  'Bleeding from the vagina': 'योनि से खून आइल',
  'Are you bleeding from the vagina?': 'का रउआ के योनि से (नीचे से) खून जात बा?',
  'Light spotting in pregnancy': 'गरभ में हल्का-हल्का खून के दाग',
  'Are you pregnant and having light spotting?': 'का रउआ पेट से बानी आ हल्का-हल्का खून के दाग लागत बा?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'गरभ में कवनो तरह के खून आवे त आजे डाक्टर से जँचवावे के चाहीं।',
  'Baby moving less than usual (pregnancy)': 'पेट में बच्चा रोज से कम हिलत बा (गरभ)',
  'Is the baby moving less than usual?': 'का पेट में बच्चा रोज से कम हिलत-डोलत बा?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'बच्चा के हिलल-डोलल कम होखे त बिना देर कइले आजे अस्पताल में जँचवावे के चाहीं।',
  'Fluid leaking from the vagina in pregnancy': 'गरभ में योनि से पानी रिसल',
  'Is fluid leaking from the vagina?': 'का योनि से पानी रिसत बा?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'पानी के थैली फूटे पर अबहीं अस्पताल जाए के चाहीं, खास करके तारीख से पहिले।',
  'Nausea and vomiting in pregnancy': 'गरभ में जी मिचलाइल आ उल्टी',
  'Are you pregnant with nausea or vomiting?': 'का रउआ पेट से बानी आ जी मिचलात बा भा उल्टी होत बा?',
  'Heavy bleeding after childbirth': 'बच्चा भइला के बाद बहुत खून जाइल',
  'Have you given birth recently and are bleeding heavily?':
    'का हाल में रउआ के बच्चा भइल बा आ बहुत खून जात बा?',
  'Heavy bleeding after childbirth is life-threatening.':
    'बच्चा भइला के बाद बहुत खून जाइल जान खातिर खतरा ह।',
  'Missed or late period': 'महीना ना आइल भा देर से आइल',
  'Is your period late or missed?': 'का रउआ के महीना (माहवारी) देर से आइल बा भा ना आइल?',
  'Heavy or long periods': 'महीना में बहुत खून भा ढेर दिन ले चलल',
  'Are your periods heavy or lasting longer than a week?':
    'का महीना में बहुत खून जाला भा एक हप्ता से ढेर दिन चलेला?',
  'Irregular periods': 'महीना बेटाइम आवल',
  'Are your periods irregular?': 'का रउआ के महीना बेटाइम (अनियमित) आवेला?',
  'Painful periods': 'पीरियड (महीना) में दरद',
  'Are your periods painful?': 'का महीना के समय दरद होला?',
  'Unusual vaginal discharge': 'योनि से असामान्य पानी भा सफेद पानी',
  'Do you have unusual vaginal discharge?': 'का रउआ के योनि से असामान्य पानी (सफेद पानी) आवेला?',
  'Itching or soreness in the vaginal area': 'योनि के आसपास खुजली भा दुखाइल',
  'Is there itching or soreness around the vagina?': 'का योनि के आसपास खुजली भा जलन-दरद बा?',
  'Hot flushes': 'अचानक गरमी के लहर (हॉट फ्लश)',
  'Do you get sudden waves of heat (hot flushes)?':
    'का रउआ के अचानक देह में गरमी के लहर उठेला (हॉट फ्लश)?',
  'Extra hair on face or body': 'चेहरा भा देह पर ढेर बार',
  'Have you noticed extra hair growth on the face or body?':
    'का रउआ के चेहरा भा देह पर पहिले से ढेर बार उगत बा?',
  'Baby or child not feeding or unable to drink':
    'छोट बच्चा भा लइका दूध ना पियत बा भा कुछ ना पी पावत बा',
  'Is the baby or child unable to feed or drink?':
    'का छोट बच्चा भा लइका दूध ना पी पावत बा भा कुछ पी ना पावत बा?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'जवन बच्चा दूध ना पी पावे, ई खतरा के निसानी ह आ अबहीं अस्पताल ले जाए के चाहीं।',
  'Baby or child very sleepy, floppy or hard to wake':
    'बच्चा भा लइका बहुत सुतत बा, ढीला पड़ गइल बा भा मुसकिल से जागत बा',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'का बच्चा रोज से बहुत ढेर सुतत बा, ढीला पड़ गइल बा भा मुसकिल से जागत बा?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ढीला पड़ल भा बहुत ढेर सुते वाला बच्चा खतरा के निसानी ह, अबहीं अस्पताल ले जाए के चाहीं।',
  'Sunken eyes (or sunken soft spot in a baby)': 'आँख धँसल (भा छोट बच्चा के कपार के तालू धँसल)',
  'Do the eyes look sunken?': 'का आँख धँसल लउकत बा?',
  'Bulging soft spot on a baby’s head': 'छोट बच्चा के कपार के तालू उभरल',
  'Is the soft spot on the baby’s head bulging?': 'का बच्चा के कपार के तालू (नरम जगह) उभरल बा?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'तालू उभरल दिमाग पर दबाव के निसानी हो सकेला, जइसे दिमागी बुखार (मेनिनजाइटिस) में।',
  'Baby crying constantly and cannot be settled': 'बच्चा लगातार रोअत बा आ चुप ना होखत बा',
  'Is the baby crying constantly or with a high-pitched cry?':
    'का बच्चा लगातार रोअत बा भा बहुत तीखा आवाज में रोअत बा?',
  'Barking cough with noisy breathing in (child)': 'कुकुर के भूँके जइसन खाँसी आ साँस लेत घरी आवाज (लइका)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'का लइका के भूँके जइसन खाँसी बा भा साँस भीतर लेत घरी कर्कस आवाज आवेला?',
  'Coughing fits ending in a whoop or vomiting': "खाँसी के दौरा जवन 'हूप' आवाज भा उल्टी पर खतम होला",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "का खाँसी के दौरा पड़ेला जवन 'हूप' आवाज भा उल्टी पर खतम होला?",
  'Newborn baby looks yellow': 'नया जनमल बच्चा पीयर लउकत बा',
  'Does the newborn baby look yellow?': 'का नया जनमल बच्चा पीयर लउकत बा?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'नया जनमल बच्चा में पीलिया होखे त आजे बिलीरुबिन के जाँच करावे के चाहीं।',
  'Pain in an arm or hand': 'बाँह भा हाथ में दरद',
  'Pain in a leg or foot': 'गोड़ भा टाँग में दरद',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'पैखाना में खून आवे त आवे वाला कुछ दिन में डाक्टर के देखाईं; ढेर खून, चक्कर भा करिया पैखाना होखे त आजे जाईं।',
  'Blood pressure of 180/120 or more': '180/120 भा ओसे जादा बीपी',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'बीपी 180/120 भा ओसे जादा होखे त आजे डाक्टर के देखाईं। छाती में दरद, साँस फूलल, कमजोरी भा भरम होखे त 108 भा 112 पर फोन करीं।',
  'Drooping eyelids or double vision that came on suddenly': 'अचानक पलक झुकल भा दू-दू लउकल',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'अचानक पलक झुक जाए, दू-दू लउके भा घोंटे में दिक्कत होखे त नींद में साँप काटल (अक्सर बिना दरद) भा नस के इमरजेंसी हो सकेला। अबहीं 108 भा 112 पर फोन करीं।',
};
