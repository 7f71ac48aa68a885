/** Telugu (te-IN) translations of the knowledge base texts (symptoms, part 2). */
export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.': 'పొత్తికడుపులో కుడి వైపు కింద నొప్పి అపెండిసైటిస్ కావచ్చు.',
  'Pain in the upper belly': 'కడుపు పై భాగంలో నొప్పి',
  'Is the pain in the upper part of your belly?': 'నొప్పి కడుపు పై భాగంలో ఉందా?',
  'Pain under the right ribs': 'కుడి వైపు పక్కటెముకల కింద నొప్పి',
  'Is the pain under your right ribs?': 'నొప్పి కుడి వైపు పక్కటెముకల కింద ఉందా?',
  'Pain in the lower belly': 'పొత్తికడుపులో (కడుపు కింది భాగంలో) నొప్పి',
  'Is the pain in your lower belly?': 'నొప్పి పొత్తికడుపులో (కడుపు కింది భాగంలో) ఉందా?',
  'Cramping stomach pain': 'కడుపులో మెలిపెట్టినట్టు నొప్పి',
  'Is the pain crampy, coming in waves?': 'నొప్పి మెలిపెట్టినట్టు, అలలు అలలుగా వస్తోందా?',
  'Bloating or gas': 'కడుపు ఉబ్బరం లేదా గ్యాస్',
  'Do you feel bloated or gassy?': 'మీ కడుపు ఉబ్బరంగా లేదా గ్యాస్‌గా అనిపిస్తోందా?',
  'Indigestion, sour burps or feeling full quickly':
    'అజీర్తి, పుల్లటి త్రేన్పులు లేదా కొంచెం తినగానే కడుపు నిండినట్టు ఉండటం',
  'Do you get indigestion or sour burps?': 'మీకు అజీర్తి లేదా పుల్లటి త్రేన్పులు వస్తున్నాయా?',
  'Nausea (feeling like vomiting)': 'వికారం (వాంతి వచ్చేలా ఉండటం)',
  'Do you feel sick to your stomach (nausea)?': 'మీకు వికారంగా, వాంతి వచ్చేలా ఉందా?',
  Vomiting: 'వాంతులు',
  'Have you been vomiting?': 'మీకు వాంతులు అవుతున్నాయా?',
  'Vomiting again and again, cannot keep fluids down': 'మళ్ళీ మళ్ళీ వాంతులు, తాగిన నీళ్ళు కూడా నిలవకపోవడం',
  'Are you vomiting so often that you cannot keep even water down?':
    'నీళ్ళు తాగినా నిలవనంతగా మళ్ళీ మళ్ళీ వాంతులు అవుతున్నాయా?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'తాగినవి ఏవీ నిలవకపోతే త్వరగా ఒంట్లో నీరు తగ్గిపోతుంది (డీహైడ్రేషన్).',
  'Vomiting blood or coffee-ground material': 'రక్తం లేదా కాఫీ పొడి లాంటి వాంతి',
  'Have you vomited blood or dark coffee-ground material?':
    'మీకు రక్తం లేదా ముదురు రంగు కాఫీ పొడి లాంటి వాంతి అయిందా?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'రక్తం వాంతి అవడం కడుపులో లేదా పేగుల్లో రక్తస్రావానికి సంకేతం.',
  'Loose motions (diarrhoea)': 'విరేచనాలు (లూజ్ మోషన్స్)',
  'Do you have loose motions (diarrhoea)?': 'మీకు విరేచనాలు (లూజ్ మోషన్స్) అవుతున్నాయా?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'బియ్యం కడిగిన నీళ్ళ లాగా చాలా ఎక్కువగా నీళ్ళ విరేచనాలు',
  'Are the loose motions very large and watery, like rice water?':
    'విరేచనాలు బియ్యం కడిగిన నీళ్ళ లాగా, చాలా ఎక్కువగా, నీళ్ళగా అవుతున్నాయా?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'చాలా ఎక్కువగా నీళ్ళ విరేచనాలు అయితే కొన్ని గంటల్లోనే ఒంట్లో నీరు తగ్గిపోవచ్చు.',
  'Blood or mucus in stool': 'మలంలో రక్తం లేదా జిగురు (బంక)',
  'Is there blood or mucus in the stool?': 'మలంలో రక్తం లేదా జిగురు (బంక) పడుతోందా?',
  'Black, tarry stool': 'నల్లగా, తారు లాంటి మలం',
  'Are your stools black and sticky like tar?': 'మీ మలం నల్లగా, తారు లాగా జిగటగా ఉందా?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'నల్లగా, తారు లాంటి మలం కడుపులో రక్తస్రావానికి సంకేతం కావచ్చు.',
  Constipation: 'మలబద్ధకం',
  'Are you constipated?': 'మీకు మలబద్ధకం ఉందా (మోషన్ సరిగ్గా రావడం లేదా)?',
  'Pain, lump or bright red bleeding at the back passage': 'మలద్వారం దగ్గర నొప్పి, గడ్డ లేదా ఎర్రటి రక్తం',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'మలవిసర్జన సమయంలో నొప్పి, గడ్డ లేదా ఎర్రటి రక్తం వస్తుందా?',
  'Worms in stool or itching around the anus': 'మలంలో నులిపురుగులు లేదా మలద్వారం దగ్గర దురద',
  'Have you seen worms in the stool or is there itching around the anus?':
    'మలంలో నులిపురుగులు కనిపించాయా, లేదా మలద్వారం దగ్గర దురదగా ఉందా?',
  'Swollen belly that keeps growing': 'పెరుగుతూనే ఉండే కడుపు ఉబ్బు',
  'Has your belly become swollen and larger?': 'మీ కడుపు ఉబ్బి, పెద్దదవుతోందా?',
  'Burning or pain when passing urine': 'మూత్రం పోసేటప్పుడు మంట లేదా నొప్పి',
  'Does it burn or hurt when you pass urine?': 'మూత్రం పోసేటప్పుడు మంటగా లేదా నొప్పిగా ఉందా?',
  'Passing urine very often': 'మాటిమాటికీ మూత్రం రావడం',
  'Do you need to pass urine more often than usual?': 'మామూలు కంటే ఎక్కువ సార్లు మూత్రానికి వెళ్ళాల్సి వస్తోందా?',
  'Blood in urine': 'మూత్రంలో రక్తం',
  'Is there blood in your urine?': 'మీ మూత్రంలో రక్తం వస్తోందా?',
  'Cloudy or foul-smelling urine': 'మూత్రం మబ్బుగా లేదా దుర్వాసనగా ఉండటం',
  'Is your urine cloudy or bad-smelling?': 'మీ మూత్రం మబ్బుగా లేదా దుర్వాసనగా ఉందా?',
  'Pain in the side or back below the ribs, may spread to groin':
    'పక్కటెముకల కింద పక్కన లేదా నడుము వెనక నొప్పి, గజ్జల వరకు పాకవచ్చు',
  'Do you have pain in your side or back, just below the ribs?':
    'పక్కటెముకల కింద మీ పక్కన లేదా వీపు వెనక నొప్పి ఉందా?',
  'Weak stream or difficulty starting urine': 'మూత్రం ధార బలహీనంగా ఉండటం లేదా మొదలవడం కష్టంగా ఉండటం',
  'Is your urine stream weak or hard to start?': 'మూత్రం ధార బలహీనంగా ఉందా, లేదా మూత్రం మొదలవడానికి కష్టంగా ఉందా?',
  'Cannot pass urine at all': 'మూత్రం అసలు రాకపోవడం',
  'Are you unable to pass urine at all?': 'మీకు మూత్రం అసలు రావడం లేదా?',
  'Being unable to pass urine needs a doctor within hours.':
    'మూత్రం అసలు రాకపోతే కొన్ని గంటల్లోనే డాక్టర్‌ని చూపించాలి.',
  'Rash or spots on the skin': 'చర్మం మీద దద్దుర్లు లేదా మచ్చలు',
  'Do you have a rash or spots on your skin?': 'మీ చర్మం మీద దద్దుర్లు లేదా మచ్చలు ఉన్నాయా?',
  'Rash that does not fade when a glass is pressed on it': 'గ్లాసుతో నొక్కినా మాయం కాని దద్దుర్లు',
  'If you press a glass on the rash, does it stay visible?':
    'దద్దుర్ల మీద గాజు గ్లాసుతో నొక్కితే, అవి అలాగే కనిపిస్తున్నాయా?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'గ్లాసుతో నొక్కినా మాయం కాని దద్దుర్లు మెనింజైటిస్ (మెదడు పొరల వాపు) లేదా సెప్సిస్ కావచ్చు.',
  Itching: 'దురద',
  'Is your skin itchy?': 'మీ చర్మం దురదగా ఉందా?',
  'Itching worse at night, others at home itching too':
    'రాత్రిపూట ఎక్కువయ్యే దురద, ఇంట్లో ఇతరులకు కూడా దురద',
  'Is the itching worse at night, or do others at home itch too?':
    'దురద రాత్రిపూట ఎక్కువగా ఉంటుందా, లేదా ఇంట్లో ఇతరులకు కూడా దురద ఉందా?',
  'Red, hot, painful, swollen skin': 'ఎర్రగా, వేడిగా, నొప్పిగా, వాచిన చర్మం',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'చర్మం మీద ఎక్కడైనా ఎర్రగా, వేడిగా, వాచి, నొప్పిగా ఉందా?',
  'Boil or pus-filled lump': 'సెగగడ్డ లేదా చీము పట్టిన గడ్డ',
  'Do you have a boil or a painful lump with pus?': 'మీకు సెగగడ్డ లేదా చీముతో నొప్పిగా ఉండే గడ్డ ఉందా?',
  'Itchy ring-shaped patches': 'దురద పెట్టే గుండ్రటి మచ్చలు (తామర)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'అంచులు ఉబ్బెత్తుగా ఉండి, దురద పెట్టే గుండ్రటి మచ్చలు ఉన్నాయా?',
  'Sores with honey-coloured crusts': 'తేనె రంగు పక్కులు కట్టిన పుండ్లు',
  'Are there sores with yellow or honey-coloured crusts?':
    'పసుపు లేదా తేనె రంగు పక్కులు కట్టిన పుండ్లు ఉన్నాయా?',
  'Fluid-filled blisters': 'నీటి పొక్కులు (నీరు నిండిన బొబ్బలు)',
  'Are there small fluid-filled blisters?': 'చిన్న చిన్న నీటి పొక్కులు ఉన్నాయా?',
  'Raised itchy welts (hives)': 'దురదతో పొంగే దద్దుర్లు (అలర్జీ దద్దుర్లు)',
  'Do you have raised, itchy welts that come and go?': 'దురదతో పొంగి, వచ్చి పోతూ ఉండే దద్దుర్లు ఉన్నాయా?',
  'Dry, scaly or cracked skin patches': 'పొడిగా, పొలుసులుగా లేదా పగిలిన చర్మం మచ్చలు',
  'Do you have dry, scaly or cracked patches of skin?':
    'మీ చర్మం మీద పొడిగా, పొలుసులుగా లేదా పగిలిన మచ్చలు ఉన్నాయా?',
  'Pimples or acne': 'మొటిమలు',
  'Do you have pimples on the face, chest or back?': 'మీ ముఖం, ఛాతీ లేదా వీపు మీద మొటిమలు ఉన్నాయా?',
  'Pale or reddish skin patch that has lost feeling': 'స్పర్శ తెలియని తెల్లటి లేదా ఎర్రటి మచ్చ',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'చర్మం మీద తాకినా తెలియని లేత రంగు లేదా ఎర్రటి మచ్చ ఉందా?',
  'Lice or nits in the hair': 'జుట్టులో పేలు లేదా ఈపి (పేల గుడ్లు)',
  'Have you seen lice or nits in the hair?': 'జుట్టులో పేలు లేదా ఈపి కనిపించాయా?',
  'Hair loss': 'జుట్టు రాలడం',
  'Are you losing more hair than usual?': 'మామూలు కంటే ఎక్కువగా జుట్టు రాలుతోందా?',
  'Wound or foot sore that will not heal': 'మానని గాయం లేదా కాలి పుండు',
  'Do you have a wound or foot sore that is not healing?': 'మీకు మానని గాయం లేదా కాలి మీద పుండు ఉందా?',
  'Painless black scab (often in skin folds) with fever':
    'జ్వరంతో పాటు నొప్పి లేని నల్లటి పక్కు (ఎక్కువగా చర్మం మడతల్లో)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'ఎక్కడైనా, ఉదాహరణకు చంకలో లేదా గజ్జల్లో, నొప్పి లేని నల్లటి పక్కు ఉందా?',
  'Red or pink eye': 'కళ్ళు ఎర్రబడటం',
  'Are your eyes red?': 'మీ కళ్ళు ఎర్రగా ఉన్నాయా?',
  'Sticky discharge from the eye': 'కంటి నుంచి జిగటగా పుసులు కారడం',
  'Is there sticky discharge from the eye?': 'కంటి నుంచి జిగటగా పుసులు లేదా స్రావం వస్తోందా?',
  'Watery, itchy eyes': 'కళ్ళ నుంచి నీళ్ళు కారడం, దురద',
  'Are your eyes watery or itchy?': 'మీ కళ్ళ నుంచి నీళ్ళు కారుతున్నాయా లేదా దురదగా ఉన్నాయా?',
  'Eye pain': 'కంటి నొప్పి',
  'Do you have pain in the eye?': 'మీ కంట్లో నొప్పిగా ఉందా?',
  'Painful lump on the eyelid': 'కనురెప్ప మీద నొప్పిగా ఉండే గడ్డ (కంటి కురుపు)',
  'Is there a painful lump on the edge of the eyelid?': 'కనురెప్ప అంచున నొప్పిగా ఉండే గడ్డ ఉందా?',
  Earache: 'చెవి నొప్పి',
  'Do you have ear pain?': 'మీకు చెవి నొప్పి ఉందా?',
  'Discharge from the ear': 'చెవి నుంచి చీము లేదా నీరు కారడం',
  'Is there fluid or pus coming out of the ear?': 'చెవి నుంచి నీరు లేదా చీము కారుతోందా?',
  'Reduced hearing or blocked ear': 'వినికిడి తగ్గడం లేదా చెవి మూసుకుపోయినట్టు ఉండటం',
  'Is your hearing reduced or does the ear feel blocked?':
    'మీకు వినికిడి తగ్గిందా, లేదా చెవి మూసుకుపోయినట్టు అనిపిస్తోందా?',
  'Ringing or buzzing in the ears': 'చెవుల్లో గుయ్యిమని లేదా ఈల లాంటి శబ్దం',
  'Do you hear ringing or buzzing in your ears?': 'మీ చెవుల్లో గుయ్యిమని లేదా ఈల లాంటి శబ్దం వినిపిస్తోందా?',
  'Swelling in front of the ear or along the jaw': 'చెవి ముందు లేదా దవడ వెంబడి వాపు',
  'Is there swelling in front of the ear or along the jaw?': 'చెవి ముందు లేదా దవడ వెంబడి వాపు ఉందా?',
  Toothache: 'పంటి నొప్పి',
  'Do you have toothache?': 'మీకు పంటి నొప్పి ఉందా?',
  'Mouth ulcers': 'నోటి పూత (నోట్లో పుండ్లు)',
  'Do you have sores or ulcers in the mouth?': 'మీ నోట్లో పుండ్లు లేదా పూత ఉందా?',
  'Swelling at the front of the neck (goitre)': 'మెడ ముందు భాగంలో వాపు (గాయిటర్)',
  'Is there swelling at the front of your neck?': 'మీ మెడ ముందు భాగంలో వాపు ఉందా?',
  'Joint pain': 'కీళ్ళ నొప్పులు',
  'Do your joints hurt?': 'మీ కీళ్ళు నొప్పిగా ఉన్నాయా?',
  'Severe joint pain that makes moving hard': 'కదలడం కష్టమయ్యేంత తీవ్రమైన కీళ్ళ నొప్పులు',
  'Is the joint pain so severe that it is hard to move or walk?':
    'కదలడానికి లేదా నడవడానికి కష్టమయ్యేంతగా కీళ్ళ నొప్పులు ఉన్నాయా?',
  'Swollen joints': 'కీళ్ళ వాపు',
  'Are any of your joints swollen?': 'మీ కీళ్ళలో ఏవైనా వాచాయా?',
  'Stiff joints in the morning for over 30 minutes': 'పొద్దున 30 నిమిషాల కంటే ఎక్కువ సేపు కీళ్ళు బిగుసుకుపోవడం',
  'Are your joints stiff for more than half an hour after waking?':
    'నిద్ర లేచాక అరగంట కంటే ఎక్కువ సేపు మీ కీళ్ళు బిగుసుకుపోయి ఉంటాయా?',
  'Knee pain': 'మోకాలి నొప్పి',
  'Do you have knee pain?': 'మీకు మోకాలి నొప్పి ఉందా?',
  'Sudden painful, red, swollen big toe or ankle': 'ఒక్కసారిగా కాలి బొటనవేలు లేదా చీలమండ ఎర్రగా వాచి నొప్పి',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'మీ కాలి బొటనవేలు లేదా చీలమండ ఒక్కసారిగా ఎర్రగా, వేడిగా, బాగా నొప్పిగా అయిందా?',
  'Back pain': 'నడుము నొప్పి / వీపు నొప్పి',
  'Do you have back pain?': 'మీకు నడుము నొప్పి లేదా వీపు నొప్పి ఉందా?',
  'Pain shooting from the back or buttock down the leg': 'నడుము లేదా పిరుదు నుంచి కాలి కిందకు లాగే నొప్పి',
  'Does pain shoot from your back or buttock down the leg?':
    'నొప్పి నడుము లేదా పిరుదు నుంచి కాలి కిందకు లాగుతున్నట్టు వస్తోందా?',
  'Muscle cramps': 'కండరాలు పట్టేయడం (తిమ్మిరి పట్టడం)',
  'Are you getting muscle cramps?': 'మీకు కండరాలు పట్టేస్తున్నాయా?',
  'Painful calf muscles (both legs)': 'పిక్కల్లో నొప్పి (రెండు కాళ్ళలో)',
  'Are your calf muscles painful or tender?': 'మీ పిక్కలు నొప్పిగా ఉన్నాయా, లేదా నొక్కితే నొప్పి పెడుతున్నాయా?',
  'Pain, warmth and swelling in one calf': 'ఒక పిక్కలో నొప్పి, వేడి, వాపు',
  'Is one calf swollen, warm and painful?': 'ఒక పిక్క వాచి, వేడిగా, నొప్పిగా ఉందా?',
  'A painful swollen calf can be a blood clot.': 'పిక్క వాచి నొప్పిగా ఉంటే రక్తం గడ్డకట్టడం వల్ల కావచ్చు.',
  'Shoulder pain or stiffness': 'భుజం నొప్పి లేదా భుజం బిగుసుకుపోవడం',
  'Do you have shoulder pain or stiffness?': 'మీకు భుజం నొప్పి ఉందా, లేదా భుజం బిగుసుకుపోయిందా?',
  'Injury or fall': 'దెబ్బ తగలడం లేదా కింద పడటం',
  'Have you had an injury or a fall?': 'మీకు దెబ్బ తగిలిందా, లేదా కింద పడ్డారా?',
  'Head injury': 'తలకు దెబ్బ',
  'Have you had a blow to the head?': 'మీ తలకు దెబ్బ తగిలిందా?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'తలకు దెబ్బ తగిలితే డాక్టర్‌కి చూపించాలి, ముఖ్యంగా వాంతులు, మగత ఉన్నా లేదా రక్తం పలచబడే మందులు వాడుతున్నా.',
  'Bleeding from a wound that will not stop': 'గాయం నుంచి ఆగకుండా కారే రక్తం',
  'Is there bleeding that does not stop with firm pressure?': 'గట్టిగా నొక్కిపట్టినా రక్తం కారడం ఆగడం లేదా?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'గట్టిగా నొక్కిపట్టినా ఆగని రక్తస్రావం అత్యవసర పరిస్థితి.',
  'A cut or open wound': 'తెగిన గాయం లేదా తెరిచి ఉన్న గాయం',
  'Do you have a cut or an open wound?': 'మీకు ఎక్కడైనా తెగిన గాయం లేదా తెరిచి ఉన్న గాయం ఉందా?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'లోతైన లేదా విచ్చుకుని తెరుచుకున్న గాటు, లేదా లోపల మట్టి, గాజు, తుప్పు ఉన్న గాయం',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'గాటు లోతుగా ఉందా, విచ్చుకుని తెరుచుకుందా, లేదా దాని లోపల మట్టి, గాజు, తుప్పు ఏమైనా ఉందా?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'లోతైన లేదా విచ్చుకున్న గాటు, లేదా లోపల మట్టి, గాజు, తుప్పు ఉన్న గాయాన్ని ఈ రోజే ఆసుపత్రిలో శుభ్రం చేసి, కుట్లు వేసి మూయాలి, టెటనస్ ఇంజెక్షన్ అవసరమా అని చూడాలి.',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'ఎముక విరిగి ఉండవచ్చు (వంకరగా ఉండటం, కదపలేకపోవడం లేదా బరువు మోపలేకపోవడం)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'దెబ్బ తగిలిన భాగం వంకరగా కనిపిస్తోందా, లేదా దాన్ని కదపలేకపోతున్నారా, బరువు మోపలేకపోతున్నారా?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'ఎముక విరిగిందని అనుమానం ఉంటే ఈ రోజే ఎక్స్-రే తీయించి డాక్టర్‌ని చూపించాలి.',
  'Twisted ankle, wrist or knee with swelling': 'చీలమండ, మణికట్టు లేదా మోకాలు బెణికి వాపు',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'ఏదైనా కీలు బెణికి, తర్వాత వాపు లేదా కమిలినట్టు అయిందా?',
  'Burn or scald': 'కాలిన గాయం లేదా వేడి నీళ్ళు పడి కాలడం',
  'Have you been burnt or scalded?': 'మీకు నిప్పు వల్ల లేదా వేడి నీళ్ళు పడి కాలిందా?',
  'Snake bite': 'పాము కాటు',
  'Has a snake bitten you?': 'మిమ్మల్ని పాము కరిచిందా?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'ప్రతి పాము కాటు అత్యవసర పరిస్థితే: ప్రభుత్వ ఆసుపత్రుల్లో పాము విషానికి విరుగుడు మందు (యాంటీ-స్నేక్ వీనమ్) ఉచితంగా ఇస్తారు.',
  'Dog bite or scratch': 'కుక్క కరవడం లేదా గీరడం',
  'Has a dog bitten or scratched you?': 'మిమ్మల్ని కుక్క కరిచిందా లేదా గీరిందా?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'కుక్క కరిస్తే అదే రోజు గాయాన్ని కడిగి, రేబిస్ టీకా వేయించుకోవాలి.',
  'Bite or scratch from a cat, monkey or other mammal': 'పిల్లి, కోతి లేదా ఇతర జంతువు కరవడం లేదా గీరడం',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'మిమ్మల్ని పిల్లి, కోతి లేదా ఇతర జంతువు కరిచిందా లేదా గీరిందా?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'జంతువుల కాటు వల్ల రేబిస్ రావచ్చు; ఈ రోజే గాయం కడిగించుకుని టీకా వేయించుకోండి.',
  'Scorpion sting': 'తేలు కుట్టడం',
  'Has a scorpion stung you?': 'మిమ్మల్ని తేలు కుట్టిందా?',
  'Scorpion stings can affect the heart, especially in children.':
    'తేలు కుడితే గుండె మీద ప్రభావం పడవచ్చు, ముఖ్యంగా పిల్లల్లో.',
  'Bee, wasp or insect sting': 'తేనెటీగ, కందిరీగ లేదా పురుగు కుట్టడం',
  'Have you been stung by a bee, wasp or insect?': 'మిమ్మల్ని తేనెటీగ, కందిరీగ లేదా ఏదైనా పురుగు కుట్టిందా?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'విషం, పురుగుల మందు, రసాయనాలు లేదా ఎక్కువ మాత్రలు మింగడం',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'ఆ వ్యక్తి విషం, పురుగుల మందు, రసాయనాలు లేదా ఎక్కువ మాత్రలు మింగారా?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'విషం మింగితే ఇప్పుడే అత్యవసర చికిత్స కావాలి. ఆ డబ్బా/సీసాను ఆసుపత్రికి తీసుకెళ్ళండి.',
  'Currently pregnant': 'ప్రస్తుతం గర్భంతో ఉండటం',
  'Are you pregnant?': 'మీరు గర్భంతో (కడుపుతో) ఉన్నారా?',
  'Heavy bleeding from the vagina in pregnancy': 'గర్భంతో ఉన్నప్పుడు యోని నుంచి ఎక్కువగా రక్తస్రావం',
  'Are you pregnant and bleeding heavily from the vagina?':
    'మీరు గర్భంతో ఉండి, యోని నుంచి ఎక్కువగా రక్తం పోతోందా?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'గర్భంలో ఎక్కువ రక్తస్రావం తల్లికీ బిడ్డకీ అత్యవసర పరిస్థితి.',
  'Bleeding from the vagina': 'యోని నుంచి రక్తస్రావం',
  'Are you bleeding from the vagina?': 'మీకు యోని నుంచి రక్తం పోతోందా?',
  'Light spotting in pregnancy': 'గర్భంతో ఉన్నప్పుడు కొద్దిగా రక్తపు మరకలు',
  'Are you pregnant and having light spotting?': 'మీరు గర్భంతో ఉండి, కొద్దిగా రక్తపు మరకలు కనిపిస్తున్నాయా?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'గర్భంలో ఏ కొంచెం రక్తం కనిపించినా ఈ రోజే డాక్టర్‌కి చూపించాలి.',
  'Baby moving less than usual (pregnancy)': 'కడుపులో బిడ్డ మామూలు కంటే తక్కువగా కదలడం (గర్భం)',
  'Is the baby moving less than usual?': 'కడుపులో బిడ్డ మామూలు కంటే తక్కువగా కదులుతోందా?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'బిడ్డ కదలికలు తగ్గితే ఆగకుండా ఈ రోజే ఆసుపత్రిలో చూపించాలి.',
  'Fluid leaking from the vagina in pregnancy': 'గర్భంతో ఉన్నప్పుడు యోని నుంచి నీరు కారడం',
  'Is fluid leaking from the vagina?': 'యోని నుంచి నీరు కారుతోందా?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'ఉమ్మనీరు పోతే ఇప్పుడే ఆసుపత్రిలో చికిత్స కావాలి, ముఖ్యంగా డెలివరీ తేదీకి ముందు అయితే.',
  'Nausea and vomiting in pregnancy': 'గర్భంతో ఉన్నప్పుడు వికారం, వాంతులు',
  'Are you pregnant with nausea or vomiting?': 'మీరు గర్భంతో ఉండి, వికారం లేదా వాంతులు అవుతున్నాయా?',
  'Heavy bleeding after childbirth': 'కాన్పు తర్వాత ఎక్కువ రక్తస్రావం',
  'Have you given birth recently and are bleeding heavily?': 'మీకు ఈ మధ్యే కాన్పు అయి, ఎక్కువగా రక్తం పోతోందా?',
  'Heavy bleeding after childbirth is life-threatening.': 'కాన్పు తర్వాత ఎక్కువ రక్తస్రావం ప్రాణాపాయం.',
  'Missed or late period': 'నెలసరి రాకపోవడం లేదా ఆలస్యం అవడం',
  'Is your period late or missed?': 'మీ నెలసరి (పీరియడ్) ఆలస్యం అయిందా లేదా రాలేదా?',
  'Heavy or long periods': 'ఎక్కువ రక్తస్రావం లేదా ఎక్కువ రోజులు నెలసరి',
  'Are your periods heavy or lasting longer than a week?':
    'మీకు నెలసరిలో ఎక్కువగా రక్తం పోతోందా, లేదా వారం కంటే ఎక్కువ రోజులు ఉంటోందా?',
  'Irregular periods': 'నెలసరి క్రమం తప్పడం',
  'Are your periods irregular?': 'మీ నెలసరి క్రమం తప్పుతోందా?',
  'Painful periods': 'నెలసరిలో నొప్పి',
  'Are your periods painful?': 'నెలసరి సమయంలో నొప్పిగా ఉంటుందా?',
  'Unusual vaginal discharge': 'అసాధారణంగా యోని నుంచి తెల్లబట్ట/స్రావం',
  'Do you have unusual vaginal discharge?': 'యోని నుంచి మామూలుగా కాకుండా తెల్లబట్ట లేదా స్రావం అవుతోందా?',
  'Itching or soreness in the vaginal area': 'యోని దగ్గర దురద లేదా పుండుగా ఉండటం',
  'Is there itching or soreness around the vagina?': 'యోని చుట్టూ దురదగా లేదా పుండుగా ఉందా?',
  'Hot flushes': 'ఒక్కసారిగా ఒంట్లో వేడి ఆవిర్లు',
  'Do you get sudden waves of heat (hot flushes)?': 'మీకు ఒక్కసారిగా ఒంట్లో వేడి ఆవిర్లు వచ్చినట్టు అనిపిస్తుందా?',
  'Extra hair on face or body': 'ముఖం లేదా ఒంటి మీద ఎక్కువ వెంట్రుకలు',
  'Have you noticed extra hair growth on the face or body?':
    'ముఖం లేదా ఒంటి మీద వెంట్రుకలు ఎక్కువగా పెరగడం గమనించారా?',
  'Baby or child not feeding or unable to drink': 'బిడ్డ లేదా పిల్లవాడు పాలు తాగకపోవడం లేదా ఏమీ తాగలేకపోవడం',
  'Is the baby or child unable to feed or drink?': 'బిడ్డ లేదా పిల్లవాడు పాలు గానీ ఏమీ గానీ తాగలేకపోతున్నారా?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'పాలు తాగలేని బిడ్డ ప్రమాద సంకేతం, ఇప్పుడే ఆసుపత్రికి తీసుకెళ్ళాలి.',
  'Baby or child very sleepy, floppy or hard to wake':
    'బిడ్డ లేదా పిల్లవాడు బాగా మగతగా, వాలిపోయి ఉండటం లేదా లేపినా లేవకపోవడం',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'పిల్లవాడు మామూలు కంటే ఎక్కువ మగతగా, వాలిపోయి ఉన్నారా, లేదా లేపినా లేవడం కష్టంగా ఉందా?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'వాలిపోయిన లేదా మామూలు కంటే ఎక్కువ మగతగా ఉన్న పిల్లవాడు ప్రమాద సంకేతం, ఇప్పుడే ఆసుపత్రికి తీసుకెళ్ళాలి.',
  'Sunken eyes (or sunken soft spot in a baby)': 'కళ్ళు లోపలికి పోవడం (పసిబిడ్డలో మాడు లోపలికి పోవడం)',
  'Do the eyes look sunken?': 'కళ్ళు లోపలికి పోయినట్టు కనిపిస్తున్నాయా?',
  'Bulging soft spot on a baby’s head': 'పసిబిడ్డ తల మీద మాడు (మెత్తటి భాగం) ఉబ్బడం',
  'Is the soft spot on the baby’s head bulging?': 'బిడ్డ తల మీద మాడు (మెత్తటి భాగం) ఉబ్బి పైకి వచ్చిందా?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'మాడు ఉబ్బడం మెదడు మీద ఒత్తిడికి సంకేతం కావచ్చు, ఉదాహరణకు మెనింజైటిస్ (మెదడు పొరల వాపు).',
  'Baby crying constantly and cannot be settled': 'బిడ్డ ఎంత సముదాయించినా ఆగకుండా ఏడవడం',
  'Is the baby crying constantly or with a high-pitched cry?':
    'బిడ్డ ఆగకుండా ఏడుస్తోందా, లేదా కీచుగా (సన్నటి గొంతుతో) ఏడుస్తోందా?',
  'Barking cough with noisy breathing in (child)': 'కుక్క మొరిగినట్టు దగ్గు, ఊపిరి పీల్చేటప్పుడు శబ్దం (పిల్లల్లో)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'పిల్లవాడికి కుక్క మొరిగినట్టు దగ్గు ఉందా, లేదా ఊపిరి పీల్చేటప్పుడు గరగర శబ్దం వస్తోందా?',
  'Coughing fits ending in a whoop or vomiting':
    "దగ్గు తెరలు తెరలుగా వచ్చి, చివర 'హూప్' శబ్దం లేదా వాంతితో ముగియడం",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "తెరలు తెరలుగా దగ్గు వచ్చి, చివర 'హూప్' అనే శబ్దంతో లేదా వాంతితో ఆగుతోందా?",
  'Newborn baby looks yellow': 'అప్పుడే పుట్టిన బిడ్డ పచ్చగా కనిపించడం',
  'Does the newborn baby look yellow?': 'అప్పుడే పుట్టిన బిడ్డ పచ్చగా కనిపిస్తోందా?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'అప్పుడే పుట్టిన బిడ్డకు పచ్చకామెర్లు ఉంటే ఈ రోజే బిలిరుబిన్ పరీక్ష చేయించాలి.',
  'Pain in an arm or hand': 'చేయి నొప్పి',
  'Pain in a leg or foot': 'కాలు నొప్పి',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'మలంలో రక్తం వస్తే వచ్చే కొన్ని రోజుల్లో డాక్టర్‌కి చూపించండి; రక్తం ఎక్కువగా పోతున్నా, కళ్ళు తిరుగుతున్నా లేదా మలం నల్లగా ఉన్నా ఈ రోజే వెళ్ళండి.',
  'Blood pressure of 180/120 or more': '180/120 లేదా అంతకంటే ఎక్కువ బీపీ',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'బీపీ 180/120 లేదా అంతకంటే ఎక్కువ ఉంటే ఈ రోజే డాక్టర్‌కి చూపించండి. ఛాతీ నొప్పి, ఆయాసం, బలహీనత లేదా గందరగోళం ఉంటే 108 లేదా 112 కి ఫోన్ చేయండి.',
  'Drooping eyelids or double vision that came on suddenly':
    'అకస్మాత్తుగా కనురెప్పలు వాలిపోవడం లేదా రెండుగా కనిపించడం',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'అకస్మాత్తుగా కనురెప్పలు వాలిపోయినా, రెండుగా కనిపించినా, మింగడం కష్టమైనా నిద్రలో పాము కాటు (తరచుగా నొప్పి లేకుండా) లేదా నరాల అత్యవసర పరిస్థితి కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి.',
};
