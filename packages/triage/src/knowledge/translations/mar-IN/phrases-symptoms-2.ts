/** Marathi (mar-IN) translations of knowledge-base texts: symptoms, part 2 of 2. */
export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Do you feel bloated or gassy?': 'तुमचे पोट फुगल्यासारखे वाटते का, किंवा गॅस होतो का?',
  'Indigestion, sour burps or feeling full quickly': 'अपचन, आंबट ढेकर किंवा लगेच पोट भरल्यासारखे वाटणे',
  'Do you get indigestion or sour burps?': 'तुम्हाला अपचन होते का, किंवा आंबट ढेकर येतात का?',
  'Nausea (feeling like vomiting)': 'मळमळ (उलटी होईल असे वाटणे)',
  'Do you feel sick to your stomach (nausea)?': 'तुम्हाला मळमळ होते का?',
  Vomiting: 'उलटी होणे',
  'Have you been vomiting?': 'तुम्हाला उलट्या होत आहेत का?',
  'Vomiting again and again, cannot keep fluids down': 'पुन्हा पुन्हा उलट्या, पाणीसुद्धा पोटात टिकत नाही',
  'Are you vomiting so often that you cannot keep even water down?':
    'इतक्या वेळा उलट्या होतात का की पाणीसुद्धा पोटात टिकत नाही?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'काहीच पातळ पदार्थ पोटात टिकत नसेल तर लवकरच शरीरातले पाणी कमी होते (डिहायड्रेशन).',
  'Vomiting blood or coffee-ground material': 'रक्ताची उलटी किंवा कॉफीच्या गाळासारखी उलटी',
  'Have you vomited blood or dark coffee-ground material?':
    'तुम्हाला रक्ताची किंवा कॉफीच्या गाळासारखी काळपट उलटी झाली आहे का?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'रक्ताची उलटी होणे हे पोटात किंवा आतड्यात आतून रक्तस्राव होत असल्याचे लक्षण आहे.',
  'Loose motions (diarrhoea)': 'जुलाब (हगवण)',
  'Do you have loose motions (diarrhoea)?': 'तुम्हाला जुलाब होत आहेत का?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'खूप जास्त पाण्यासारखे जुलाब (भाताच्या पेजेसारखे)',
  'Are the loose motions very large and watery, like rice water?':
    'जुलाब खूप जास्त आणि पाण्यासारखे, भाताच्या पेजेसारखे होतात का?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'खूप जास्त पाण्यासारखे जुलाब झाल्यास काही तासांतच शरीरातले पाणी कमी होऊ शकते.',
  'Blood or mucus in stool': 'शौचात रक्त किंवा आव पडणे',
  'Is there blood or mucus in the stool?': 'शौचात रक्त किंवा आव (चिकट पदार्थ) पडतो का?',
  'Black, tarry stool': 'काळी, डांबरासारखी शौच',
  'Are your stools black and sticky like tar?': 'तुमची शौच काळी आणि डांबरासारखी चिकट होते का?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'काळी, डांबरासारखी शौच म्हणजे पोटात रक्तस्राव असू शकतो.',
  Constipation: 'पोट साफ न होणे (बद्धकोष्ठता)',
  'Are you constipated?': 'तुमचे पोट साफ होत नाही का?',
  'Pain, lump or bright red bleeding at the back passage':
    'गुदद्वाराजवळ दुखणे, गाठ (कोंब) किंवा लालभडक रक्त पडणे',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'शौचाला जाताना दुखते का, गाठ (कोंब) जाणवते का, किंवा लालभडक रक्त पडते का?',
  'Worms in stool or itching around the anus': 'शौचात जंत किंवा गुदद्वाराभोवती खाज',
  'Have you seen worms in the stool or is there itching around the anus?':
    'तुम्हाला शौचात जंत दिसले आहेत का, किंवा गुदद्वाराभोवती खाज येते का?',
  'Swollen belly that keeps growing': 'सतत वाढत जाणारे, फुगलेले पोट',
  'Has your belly become swollen and larger?': 'तुमचे पोट फुगून मोठे झाले आहे का?',
  'Burning or pain when passing urine': 'लघवी करताना जळजळ किंवा दुखणे',
  'Does it burn or hurt when you pass urine?': 'लघवी करताना जळजळ होते किंवा दुखते का?',
  'Passing urine very often': 'वारंवार लघवीला जाणे',
  'Do you need to pass urine more often than usual?':
    'तुम्हाला नेहमीपेक्षा जास्त वेळा लघवीला जावे लागते का?',
  'Blood in urine': 'लघवीतून रक्त येणे',
  'Is there blood in your urine?': 'तुमच्या लघवीतून रक्त येते का?',
  'Cloudy or foul-smelling urine': 'गढूळ किंवा घाण वासाची लघवी',
  'Is your urine cloudy or bad-smelling?': 'तुमची लघवी गढूळ आहे का, किंवा तिला घाण वास येतो का?',
  'Pain in the side or back below the ribs, may spread to groin':
    'बरगड्यांखाली कुशीत किंवा पाठीत दुखणे, जे जांघेपर्यंत जाऊ शकते',
  'Do you have pain in your side or back, just below the ribs?':
    'तुमच्या कुशीत किंवा पाठीत, बरगड्यांच्या अगदी खाली दुखते का?',
  'Weak stream or difficulty starting urine': 'लघवीची धार बारीक होणे किंवा लघवी सुरू व्हायला त्रास',
  'Is your urine stream weak or hard to start?':
    'तुमची लघवीची धार बारीक झाली आहे का, किंवा लघवी सुरू व्हायला त्रास होतो का?',
  'Cannot pass urine at all': 'लघवी अजिबात न होणे',
  'Are you unable to pass urine at all?': 'तुम्हाला लघवी अजिबात होत नाही का?',
  'Being unable to pass urine needs a doctor within hours.':
    'लघवी होत नसेल तर काही तासांतच डॉक्टरांना दाखवायला हवे.',
  'Rash or spots on the skin': 'त्वचेवर पुरळ किंवा डाग',
  'Do you have a rash or spots on your skin?': 'तुमच्या त्वचेवर पुरळ किंवा डाग आले आहेत का?',
  'Rash that does not fade when a glass is pressed on it': 'काचेचा ग्लास दाबल्यावरही फिके न होणारे पुरळ',
  'If you press a glass on the rash, does it stay visible?':
    'पुरळावर काचेचा ग्लास दाबल्यावरही ते दिसत राहते का?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'ग्लास दाबल्यावरही फिके न होणारे पुरळ मेंदुज्वर (मेनिंजायटीस) किंवा सेप्सिस असू शकते.',
  Itching: 'खाज',
  'Is your skin itchy?': 'तुमच्या त्वचेला खाज येते का?',
  'Itching worse at night, others at home itching too': 'रात्री जास्त खाज, घरातल्या इतरांनाही खाज',
  'Is the itching worse at night, or do others at home itch too?':
    'रात्री खाज जास्त येते का, किंवा घरातल्या इतरांनाही खाज येते का?',
  'Red, hot, painful, swollen skin': 'लाल, गरम, दुखरी, सुजलेली त्वचा',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'त्वचेचा एखादा भाग लाल, गरम, सुजलेला आणि दुखरा झाला आहे का?',
  'Boil or pus-filled lump': 'गळू किंवा पू भरलेली गाठ',
  'Do you have a boil or a painful lump with pus?': 'तुम्हाला गळू किंवा पू भरलेली दुखरी गाठ आली आहे का?',
  'Itchy ring-shaped patches': 'खाज येणारे गोल चकत्यांसारखे डाग (गजकर्ण)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'कडा उंचावलेले, खाज येणारे गोल चकत्यांसारखे डाग आहेत का?',
  'Sores with honey-coloured crusts': 'मधाच्या रंगाच्या खपल्या असलेल्या जखमा',
  'Are there sores with yellow or honey-coloured crusts?':
    'पिवळ्या किंवा मधाच्या रंगाच्या खपल्या असलेल्या जखमा आहेत का?',
  'Fluid-filled blisters': 'पाणी भरलेले फोड',
  'Are there small fluid-filled blisters?': 'पाणी भरलेले बारीक फोड आले आहेत का?',
  'Raised itchy welts (hives)': 'अंगावर खाज येणाऱ्या गांधी उठणे (पित्त उठणे)',
  'Do you have raised, itchy welts that come and go?':
    'अंगावर खाज येणाऱ्या गांधी (पित्त) उठतात आणि जातात का?',
  'Dry, scaly or cracked skin patches': 'त्वचेवर कोरडे, खवले पडलेले किंवा भेगा पडलेले चट्टे',
  'Do you have dry, scaly or cracked patches of skin?':
    'तुमच्या त्वचेवर कोरडे, खवले पडलेले किंवा भेगा पडलेले चट्टे आहेत का?',
  'Pimples or acne': 'मुरूम (पुटकुळ्या)',
  'Do you have pimples on the face, chest or back?':
    'तुमच्या चेहऱ्यावर, छातीवर किंवा पाठीवर मुरूम आहेत का?',
  'Pale or reddish skin patch that has lost feeling': 'संवेदना नसलेला फिकट किंवा लालसर चट्टा',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'त्वचेवर असा फिकट किंवा लालसर चट्टा आहे का जिथे स्पर्श जाणवत नाही?',
  'Lice or nits in the hair': 'केसांत उवा किंवा लिखा',
  'Have you seen lice or nits in the hair?': 'केसांत उवा किंवा लिखा दिसल्या आहेत का?',
  'Hair loss': 'केस गळणे',
  'Are you losing more hair than usual?': 'तुमचे केस नेहमीपेक्षा जास्त गळतात का?',
  'Wound or foot sore that will not heal': 'न भरणारी जखम किंवा पायाची जखम',
  'Do you have a wound or foot sore that is not healing?':
    'तुम्हाला अशी जखम किंवा पायाला जखम आहे का जी भरत नाही?',
  'Painless black scab (often in skin folds) with fever':
    'तापासोबत न दुखणारी काळी खपली (बहुतेक त्वचेच्या घडीत)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'कुठे न दुखणारी काळी खपली आहे का, उदा. काखेत किंवा जांघेत?',
  'Red or pink eye': 'डोळे लाल किंवा गुलाबी होणे (डोळे येणे)',
  'Are your eyes red?': 'तुमचे डोळे लाल झाले आहेत का?',
  'Sticky discharge from the eye': 'डोळ्यातून चिकट घाण (चिपडे) येणे',
  'Is there sticky discharge from the eye?': 'डोळ्यातून चिकट घाण (चिपडे) येते का?',
  'Watery, itchy eyes': 'डोळ्यांतून पाणी येणे, खाज येणे',
  'Are your eyes watery or itchy?': 'तुमच्या डोळ्यांतून पाणी येते का, किंवा डोळ्यांना खाज येते का?',
  'Eye pain': 'डोळा दुखणे',
  'Do you have pain in the eye?': 'तुमचा डोळा दुखतो का?',
  'Painful lump on the eyelid': 'पापणीवर दुखरी गाठ (रांजणवाडी)',
  'Is there a painful lump on the edge of the eyelid?': 'पापणीच्या कडेला दुखरी गाठ आली आहे का?',
  Earache: 'कान दुखणे',
  'Do you have ear pain?': 'तुमचा कान दुखतो का?',
  'Discharge from the ear': 'कानातून पाणी किंवा पू येणे (कान वाहणे)',
  'Is there fluid or pus coming out of the ear?': 'कानातून पाणी किंवा पू येतो का?',
  'Reduced hearing or blocked ear': 'कमी ऐकू येणे किंवा कान बंद झाल्यासारखा वाटणे',
  'Is your hearing reduced or does the ear feel blocked?':
    'तुम्हाला कमी ऐकू येते का, किंवा कान बंद झाल्यासारखा वाटतो का?',
  'Ringing or buzzing in the ears': 'कानात घुंघुं किंवा शिट्टीसारखा आवाज येणे',
  'Do you hear ringing or buzzing in your ears?': 'तुमच्या कानात घुंघुं किंवा शिट्टीसारखा आवाज येतो का?',
  'Swelling in front of the ear or along the jaw': 'कानाच्या पुढे किंवा जबड्याजवळ सूज',
  'Is there swelling in front of the ear or along the jaw?':
    'कानाच्या पुढे किंवा जबड्याच्या बाजूने सूज आली आहे का?',
  Toothache: 'दातदुखी',
  'Do you have toothache?': 'तुमचा दात दुखतो का?',
  'Mouth ulcers': 'तोंड येणे (तोंडात फोड)',
  'Do you have sores or ulcers in the mouth?': 'तुमच्या तोंडात फोड किंवा जखमा आहेत का (तोंड आले आहे का)?',
  'Swelling at the front of the neck (goitre)': 'मानेच्या पुढच्या भागात सूज (गलगंड)',
  'Is there swelling at the front of your neck?': 'तुमच्या मानेच्या पुढच्या भागात सूज आहे का?',
  'Joint pain': 'सांधेदुखी',
  'Do your joints hurt?': 'तुमचे सांधे दुखतात का?',
  'Severe joint pain that makes moving hard': 'हालचाल करणे अवघड होईल इतकी जास्त सांधेदुखी',
  'Is the joint pain so severe that it is hard to move or walk?':
    'सांधे इतके दुखतात का की हालचाल करणे किंवा चालणे अवघड होते?',
  'Swollen joints': 'सांधे सुजणे',
  'Are any of your joints swollen?': 'तुमचा कोणता सांधा सुजला आहे का?',
  'Stiff joints in the morning for over 30 minutes': 'सकाळी 30 मिनिटांपेक्षा जास्त वेळ सांधे आखडणे',
  'Are your joints stiff for more than half an hour after waking?':
    'झोपेतून उठल्यावर अर्ध्या तासापेक्षा जास्त वेळ तुमचे सांधे आखडलेले राहतात का?',
  'Knee pain': 'गुडघेदुखी',
  'Do you have knee pain?': 'तुमचे गुडघे दुखतात का?',
  'Sudden painful, red, swollen big toe or ankle':
    'पायाचा अंगठा किंवा घोटा अचानक लाल होऊन सुजणे आणि दुखणे',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'तुमच्या पायाचा अंगठा किंवा घोटा अचानक लाल, गरम आणि खूप दुखरा झाला आहे का?',
  'Back pain': 'पाठदुखी (कंबरदुखी)',
  'Do you have back pain?': 'तुमची पाठ किंवा कंबर दुखते का?',
  'Pain shooting from the back or buttock down the leg': 'कंबरेतून किंवा कुल्ल्यातून पायापर्यंत कळ जाणे',
  'Does pain shoot from your back or buttock down the leg?':
    'कंबरेतून किंवा कुल्ल्यातून पायापर्यंत कळ जाते का?',
  'Muscle cramps': 'स्नायूंत गोळे येणे (पेटके)',
  'Are you getting muscle cramps?': 'तुमच्या स्नायूंत गोळे येतात (पेटके येतात) का?',
  'Painful calf muscles (both legs)': 'दोन्ही पायांच्या पोटऱ्या दुखणे',
  'Are your calf muscles painful or tender?': 'तुमच्या पोटऱ्या दुखतात का, किंवा दाबल्यावर दुखतात का?',
  'Pain, warmth and swelling in one calf': 'एकाच पोटरीत दुखणे, गरम लागणे आणि सूज',
  'Is one calf swollen, warm and painful?': 'एक पोटरी सुजलेली, गरम आणि दुखरी आहे का?',
  'A painful swollen calf can be a blood clot.': 'दुखरी, सुजलेली पोटरी म्हणजे रक्ताची गुठळी असू शकते.',
  'Shoulder pain or stiffness': 'खांदा दुखणे किंवा आखडणे',
  'Do you have shoulder pain or stiffness?': 'तुमचा खांदा दुखतो का, किंवा आखडला आहे का?',
  'Injury or fall': 'दुखापत किंवा पडणे',
  'Have you had an injury or a fall?': 'तुम्हाला मार लागला आहे का, किंवा तुम्ही पडला आहात का?',
  'Head injury': 'डोक्याला मार',
  'Have you had a blow to the head?': 'तुमच्या डोक्याला मार लागला आहे का?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'डोक्याला मार लागल्यास तपासणी करून घ्या, विशेषतः उलटी होत असेल, गुंगी येत असेल किंवा रक्त पातळ करण्याची औषधे चालू असतील तर.',
  'Bleeding from a wound that will not stop': 'जखमेतून न थांबणारे रक्त',
  'Is there bleeding that does not stop with firm pressure?': 'घट्ट दाबून धरले तरी रक्त थांबत नाही का?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'घट्ट दाबूनही रक्त थांबत नसेल तर ती इमर्जन्सी आहे.',
  'A cut or open wound': 'कापलेली किंवा उघडी जखम',
  'Do you have a cut or an open wound?': 'तुम्हाला कुठे कापले आहे का, किंवा उघडी जखम आहे का?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'खोल किंवा तोंड उघडलेली जखम, किंवा जिच्यात माती, काच किंवा गंज आहे',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'जखम खोल आहे का किंवा तिचे तोंड उघडले आहे का, किंवा तिच्यात माती, काच किंवा गंज आहे का?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'खोल किंवा तोंड उघडलेली जखम, किंवा जिच्यात माती, काच किंवा गंज आहे, ती आजच दवाखान्यात स्वच्छ करून, टाके घालून बंद करून घ्या आणि धनुर्वाताची (टिटॅनस) तपासणी करून घ्या.',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'हाड मोडल्याची शक्यता (वाकडे दिसणे, हलवता न येणे किंवा भार टाकता न येणे)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'मार लागलेला भाग वाकडा दिसतो का, किंवा तो हलवता येत नाही किंवा त्यावर भार टाकता येत नाही का?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'हाड मोडल्याची शंका असेल तर आजच एक्स-रे काढून डॉक्टरांना दाखवा.',
  'Twisted ankle, wrist or knee with swelling': 'घोटा, मनगट किंवा गुडघा मुरगळून सूज येणे',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'तुमचा एखादा सांधा मुरगळला का, आणि नंतर सूज आली किंवा काळा-निळा पडला का?',
  'Burn or scald': 'भाजणे (आगीने किंवा गरम पाण्याने)',
  'Have you been burnt or scalded?': 'तुम्ही भाजला आहात का (आगीने किंवा गरम पाणी/वाफेने)?',
  'Snake bite': 'साप चावणे (सर्पदंश)',
  'Has a snake bitten you?': 'तुम्हाला साप चावला आहे का?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'प्रत्येक सर्पदंश ही इमर्जन्सी आहे: सरकारी दवाखान्यांत सर्पविषावरचे इंजेक्शन (अँटी-स्नेक व्हेनम) मोफत दिले जाते.',
  'Dog bite or scratch': 'कुत्रा चावणे किंवा ओरबाडणे',
  'Has a dog bitten or scratched you?': 'तुम्हाला कुत्रा चावला आहे का, किंवा त्याने ओरबाडले आहे का?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'कुत्रा चावल्यास त्याच दिवशी जखम धुणे आणि रेबीजची लस घेणे गरजेचे आहे.',
  'Bite or scratch from a cat, monkey or other mammal':
    'मांजर, माकड किंवा इतर प्राणी चावणे किंवा ओरबाडणे',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'तुम्हाला मांजर, माकड किंवा इतर कोणता प्राणी चावला आहे का, किंवा त्याने ओरबाडले आहे का?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'प्राणी चावल्याने रेबीज पसरू शकतो; आजच जखम धुवून घ्या आणि लस घ्या.',
  'Scorpion sting': 'विंचू चावणे (डसणे)',
  'Has a scorpion stung you?': 'तुम्हाला विंचू चावला आहे का?',
  'Scorpion stings can affect the heart, especially in children.':
    'विंचू चावल्याने हृदयावर परिणाम होऊ शकतो, विशेषतः मुलांमध्ये.',
  'Bee, wasp or insect sting': 'मधमाशी, गांधीलमाशी किंवा किडा चावणे',
  'Have you been stung by a bee, wasp or insect?':
    'तुम्हाला मधमाशी, गांधीलमाशी किंवा एखादा किडा चावला आहे का?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'विष, कीटकनाशक (फवारणीचे औषध), रसायन किंवा खूप जास्त गोळ्या गिळणे',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'त्या व्यक्तीने विष, कीटकनाशक, रसायन किंवा खूप जास्त गोळ्या गिळल्या आहेत का?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'विषबाधेवर आत्ताच तातडीचे उपचार हवेत. विषाची बाटली किंवा डबा दवाखान्यात सोबत घेऊन जा.',
  'Currently pregnant': 'सध्या गरोदर',
  'Are you pregnant?': 'तुम्ही गरोदर आहात का?',
  'Heavy bleeding from the vagina in pregnancy': 'गरोदरपणात योनीमार्गातून जास्त रक्तस्राव',
  'Are you pregnant and bleeding heavily from the vagina?':
    'तुम्ही गरोदर आहात आणि योनीमार्गातून खूप रक्त जात आहे का?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'गरोदरपणात जास्त रक्तस्राव होणे ही आई आणि बाळ दोघांसाठी इमर्जन्सी आहे.',
  'Bleeding from the vagina': 'योनीमार्गातून रक्तस्राव',
  'Are you bleeding from the vagina?': 'तुमच्या योनीमार्गातून (खालून) रक्त जात आहे का?',
  'Light spotting in pregnancy': 'गरोदरपणात थोडे-थोडे रक्ताचे डाग पडणे',
  'Are you pregnant and having light spotting?': 'तुम्ही गरोदर आहात आणि थोडे रक्ताचे डाग पडत आहेत का?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'गरोदरपणात थोडेसुद्धा रक्त गेले तरी आजच डॉक्टरांना दाखवा.',
  'Baby moving less than usual (pregnancy)': 'पोटातल्या बाळाची हालचाल नेहमीपेक्षा कमी होणे (गरोदरपण)',
  'Is the baby moving less than usual?': 'पोटातले बाळ नेहमीपेक्षा कमी हालचाल करते का?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'बाळाची हालचाल कमी झाली असेल तर वाट न पाहता आजच दवाखान्यात तपासून घ्या.',
  'Fluid leaking from the vagina in pregnancy': 'गरोदरपणात योनीमार्गातून पाणी जाणे',
  'Is fluid leaking from the vagina?': 'योनीमार्गातून पाणी जात आहे का?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'पाणमूठ फुटली (पिशवीचे पाणी गेले) तर आत्ताच दवाखान्यात जा, विशेषतः दिवस भरण्याआधी असे झाले तर.',
  'Nausea and vomiting in pregnancy': 'गरोदरपणात मळमळ आणि उलट्या',
  'Are you pregnant with nausea or vomiting?': 'तुम्ही गरोदर आहात आणि मळमळ किंवा उलट्या होत आहेत का?',
  'Heavy bleeding after childbirth': 'बाळंतपणानंतर जास्त रक्तस्राव',
  'Have you given birth recently and are bleeding heavily?':
    'तुमचे नुकतेच बाळंतपण झाले आहे आणि खूप रक्त जात आहे का?',
  'Heavy bleeding after childbirth is life-threatening.': 'बाळंतपणानंतर जास्त रक्तस्राव जीवघेणा आहे.',
  'Missed or late period': 'पाळी चुकणे किंवा उशिरा येणे',
  'Is your period late or missed?': 'तुमची पाळी उशिरा आली आहे का, किंवा चुकली आहे का?',
  'Heavy or long periods': 'पाळीत जास्त रक्त जाणे किंवा जास्त दिवस पाळी चालणे',
  'Are your periods heavy or lasting longer than a week?':
    'पाळीत खूप जास्त रक्त जाते का, किंवा पाळी आठवड्यापेक्षा जास्त दिवस चालते का?',
  'Irregular periods': 'अनियमित पाळी',
  'Are your periods irregular?': 'तुमची पाळी अनियमित येते का?',
  'Painful periods': 'पाळीत दुखणे',
  'Are your periods painful?': 'पाळीच्या वेळी तुम्हाला खूप दुखते का?',
  'Unusual vaginal discharge': 'योनीमार्गातून नेहमीपेक्षा वेगळा स्राव (अंगावरून जाणे)',
  'Do you have unusual vaginal discharge?':
    'तुम्हाला योनीमार्गातून नेहमीपेक्षा वेगळा स्राव होतो का (अंगावरून पांढरे जाते का)?',
  'Itching or soreness in the vaginal area': 'योनीमार्गाच्या भागात खाज किंवा आग होणे',
  'Is there itching or soreness around the vagina?': 'योनीमार्गाभोवती खाज येते किंवा आग होते का?',
  'Hot flushes': 'अचानक अंगात गरम लहरी येणे',
  'Do you get sudden waves of heat (hot flushes)?': 'तुम्हाला अचानक अंगात गरमीच्या लहरी येतात का?',
  'Extra hair on face or body': 'चेहऱ्यावर किंवा अंगावर जास्त केस येणे',
  'Have you noticed extra hair growth on the face or body?':
    'तुमच्या चेहऱ्यावर किंवा अंगावर जास्त केस येऊ लागले आहेत का?',
  'Baby or child not feeding or unable to drink': 'बाळ किंवा मूल दूध न पिणे किंवा काहीच पिऊ न शकणे',
  'Is the baby or child unable to feed or drink?':
    'बाळ किंवा मूल दूध पिऊ शकत नाही का, किंवा काहीच पिऊ शकत नाही का?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'बाळ दूध पिऊ शकत नसेल तर ते धोक्याचे लक्षण आहे; आत्ताच दवाखान्यात न्या.',
  'Baby or child very sleepy, floppy or hard to wake':
    'बाळ किंवा मूल खूप झोपाळू, मलूल (लुळे) किंवा उठवायला अवघड',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'मूल नेहमीपेक्षा जास्त झोपाळू किंवा मलूल आहे का, किंवा त्याला उठवायला अवघड जाते का?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'मलूल किंवा नेहमीपेक्षा जास्त झोपाळू मूल हे धोक्याचे लक्षण आहे; आत्ताच दवाखान्यात न्या.',
  'Sunken eyes (or sunken soft spot in a baby)': 'डोळे खोल जाणे (किंवा बाळाची टाळू खोल जाणे)',
  'Do the eyes look sunken?': 'डोळे खोल गेलेले दिसतात का?',
  'Bulging soft spot on a baby’s head': 'बाळाची टाळू वर फुगणे',
  'Is the soft spot on the baby’s head bulging?': 'बाळाच्या डोक्यावरची टाळू वर फुगलेली आहे का?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'टाळू फुगणे म्हणजे मेंदूवर दाब असू शकतो, उदा. मेंदुज्वर (मेनिंजायटीस).',
  'Baby crying constantly and cannot be settled': 'बाळ सतत रडणे आणि शांत न होणे',
  'Is the baby crying constantly or with a high-pitched cry?':
    'बाळ सतत रडते का, किंवा किंचाळल्यासारखे बारीक-उंच आवाजात रडते का?',
  'Barking cough with noisy breathing in (child)': 'भुंकल्यासारखा खोकला आणि श्वास घेताना आवाज (लहान मूल)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'मुलाला भुंकल्यासारखा खोकला आहे का, किंवा श्वास घेताना कर्कश आवाज येतो का?',
  'Coughing fits ending in a whoop or vomiting': 'खोकल्याची उबळ, शेवटी ‘हूप’ असा आवाज किंवा उलटी',
  'Are there bouts of coughing that end with a whoop or vomiting?':
    'खोकल्याची उबळ येऊन शेवटी ‘हूप’ असा आवाज होतो का, किंवा उलटी होते का?',
  'Newborn baby looks yellow': 'नवजात बाळ पिवळे दिसणे',
  'Does the newborn baby look yellow?': 'नवजात बाळ पिवळे दिसते का?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'नवजात बाळाला कावीळ असेल तर आजच बिलीरुबिन तपासून घ्या.',
  'Pain in an arm or hand': 'हात दुखणे',
  'Pain in a leg or foot': 'पाय दुखणे',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'शौचातून रक्त पडत असेल तर येत्या काही दिवसांत डॉक्टरांना दाखवा; खूप रक्त, चक्कर किंवा काळी शौच असेल तर आजच जा.',
  'Blood pressure of 180/120 or more': '180/120 किंवा जास्त बीपी',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'बीपी 180/120 किंवा जास्त असेल तर आजच डॉक्टरांना दाखवा. छातीत दुखणे, धाप लागणे, अशक्तपणा किंवा गोंधळ असेल तर 108 किंवा 112 वर फोन करा.',
  'Drooping eyelids or double vision that came on suddenly':
    'अचानक पापण्या खाली पडणे किंवा दोन-दोन दिसणे',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'अचानक पापण्या खाली पडल्या, दोन-दोन दिसू लागले किंवा गिळायला त्रास झाला तर झोपेत साप चावलेला (बहुतेक वेळा वेदना नसताना) किंवा नसांची इमर्जन्सी असू शकते. आत्ताच 108 किंवा 112 वर फोन करा.',
};
