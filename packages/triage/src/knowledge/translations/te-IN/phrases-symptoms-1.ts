/** Telugu (te-IN) translations of the knowledge base texts (symptoms, part 1). */
export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'జ్వరం',
  'Do you have a fever?': 'మీకు జ్వరం ఉందా?',
  'High fever (above 102°F / 39°C)': 'ఎక్కువ జ్వరం (102°F / 39°C కంటే ఎక్కువ)',
  'Is the fever high, above 102°F (39°C)?': 'జ్వరం ఎక్కువగా, 102°F (39°C) కంటే పైన ఉందా?',
  'Chills and shivering with fever': 'జ్వరంతో పాటు చలి, వణుకు',
  'Does the fever come with chills or shivering?': 'జ్వరంతో పాటు చలి లేదా వణుకు వస్తోందా?',
  'Fever that comes and goes': 'వచ్చి పోతూ ఉండే జ్వరం',
  'Does the fever come and go, with normal hours or days in between?':
    'జ్వరం వచ్చి తగ్గుతూ, మధ్యలో కొన్ని గంటలు లేదా రోజులు మామూలుగా ఉంటుందా?',
  'Fever for more than a week': 'వారం కంటే ఎక్కువ రోజుల నుంచి జ్వరం',
  'Has the fever lasted more than a week?': 'జ్వరం వారం కంటే ఎక్కువ రోజులుగా ఉందా?',
  'Mild fever in the evenings': 'సాయంత్రాలు కొంచెం జ్వరం',
  'Do you get a mild fever mostly in the evenings?': 'ఎక్కువగా సాయంత్రం పూట కొంచెం జ్వరం వస్తుందా?',
  'Night sweats': 'రాత్రిపూట చెమటలు',
  'Do you sweat heavily at night?': 'రాత్రిపూట బాగా చెమటలు పడుతున్నాయా?',
  'Heavy or cold sweating': 'బాగా చెమటలు లేదా చల్లని చెమటలు',
  'Are you sweating heavily or breaking into a cold sweat?':
    'మీకు బాగా చెమటలు పడుతున్నాయా, లేదా చల్లని చెమటలు పడుతున్నాయా?',
  Tiredness: 'అలసట',
  'Do you feel unusually tired?': 'మామూలు కంటే ఎక్కువ అలసటగా అనిపిస్తోందా?',
  'General weakness': 'ఒళ్ళంతా నీరసం',
  'Do you feel weak all over?': 'ఒళ్ళంతా నీరసంగా, బలహీనంగా అనిపిస్తోందా?',
  'Body aches and muscle pain': 'ఒళ్ళు నొప్పులు, కండరాల నొప్పులు',
  'Do you have aches and pains all over your body?': 'ఒళ్ళంతా నొప్పులుగా ఉందా?',
  'Unexplained weight loss': 'కారణం లేకుండా బరువు తగ్గడం',
  'Have you lost weight without trying?': 'మీరు ప్రయత్నించకుండానే బరువు తగ్గారా?',
  'Weight gain': 'బరువు పెరగడం',
  'Have you gained weight recently without eating more?': 'ఎక్కువ తినకపోయినా ఈ మధ్య బరువు పెరిగారా?',
  'Loss of appetite': 'ఆకలి లేకపోవడం',
  'Have you lost your appetite?': 'మీకు ఆకలి తగ్గిపోయిందా?',
  'Feeling very thirsty': 'బాగా దాహం వేయడం',
  'Are you much more thirsty than usual?': 'మామూలు కంటే చాలా ఎక్కువగా దాహం వేస్తోందా?',
  'Dry mouth and lips': 'నోరు, పెదవులు ఎండిపోవడం',
  'Is your mouth or tongue very dry?': 'మీ నోరు లేదా నాలుక బాగా ఎండిపోయిందా?',
  'Passing little or no urine': 'మూత్రం చాలా తక్కువగా రావడం లేదా అసలు రాకపోవడం',
  'Are you passing much less urine than usual?': 'మామూలు కంటే చాలా తక్కువగా మూత్రం వస్తోందా?',
  'Fainting or nearly fainting': 'స్పృహ తప్పడం లేదా తప్పేలా అనిపించడం',
  'Have you fainted or felt about to faint?': 'మీరు స్పృహ తప్పి పడిపోయారా, లేదా పడిపోయేలా అనిపించిందా?',
  'Fainting needs a doctor to find the cause, the same day.':
    'స్పృహ తప్పితే కారణం తెలుసుకోవడానికి అదే రోజు డాక్టర్‌ని చూపించాలి.',
  'Unconscious or cannot be woken': 'స్పృహ లేకపోవడం లేదా లేపినా లేవకపోవడం',
  'Is the person unconscious or very hard to wake?': 'ఆ వ్యక్తి స్పృహలో లేరా, లేదా లేపినా లేవడం చాలా కష్టంగా ఉందా?',
  'A person who cannot be woken needs emergency care now.': 'లేపినా లేవని వ్యక్తికి ఇప్పుడే అత్యవసర చికిత్స కావాలి.',
  'Sudden confusion or drowsiness': 'ఒక్కసారిగా అయోమయం లేదా మగత',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'ఆ వ్యక్తి అయోమయంగా, బాగా మగతగా ఉన్నారా, లేదా వింతగా ప్రవర్తిస్తున్నారా?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'ఒక్కసారిగా అయోమయం రావడం పక్షవాతం (స్ట్రోక్), మెదడు ఇన్ఫెక్షన్, సెప్సిస్ లేదా షుగర్ బాగా తగ్గిపోవడం వల్ల కావచ్చు.',
  'Swollen glands (lumps in neck, armpit or groin)':
    'గ్రంథులు వాచి గడ్డలు కట్టడం (మెడ, చంక లేదా గజ్జల్లో గడ్డలు)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'మీ మెడలో, చంకలో లేదా గజ్జల్లో గడ్డలు లేదా వాపు గమనించారా?',
  'Pale skin, lips or nails': 'చర్మం, పెదవులు లేదా గోళ్ళు పాలిపోవడం',
  'Do your skin, inner eyelids or nails look pale?':
    'మీ చర్మం, కనురెప్పల లోపలి భాగం లేదా గోళ్ళు తెల్లగా పాలిపోయినట్టు కనిపిస్తున్నాయా?',
  'Yellow eyes or skin (jaundice)': 'కళ్ళు లేదా చర్మం పచ్చగా మారడం (పచ్చకామెర్లు)',
  'Have the whites of your eyes or your skin turned yellow?': 'మీ కళ్ళలో తెల్లని భాగం లేదా చర్మం పచ్చగా మారిందా?',
  'Jaundice needs blood tests and a doctor within a day.':
    'పచ్చకామెర్లు ఉంటే ఒక రోజులోపే రక్త పరీక్షలు చేయించి డాక్టర్‌ని చూపించాలి.',
  'Dark yellow or tea-coloured urine': 'ముదురు పసుపు లేదా టీ రంగు మూత్రం',
  'Is your urine dark yellow or tea-coloured?': 'మీ మూత్రం ముదురు పసుపు రంగులో లేదా టీ రంగులో ఉందా?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'అసాధారణంగా రక్తం కారడం లేదా కమిలిపోవడం (చిగుళ్ళు, ముక్కు, చర్మం కింద ఎర్రటి చుక్కలు)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'చిగుళ్ళ నుంచి లేదా ముక్కు నుంచి రక్తం రావడం, లేదా చర్మం మీద చిన్న ఎర్రటి చుక్కలు గమనించారా?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'కారణం లేకుండా రక్తం కారడం ప్లేట్‌లెట్లు తగ్గడం వల్ల కావచ్చు (ఉదాహరణకు డెంగ్యూలో).',
  Nosebleed: 'ముక్కు నుంచి రక్తం కారడం',
  'Have you had a nosebleed?': 'మీకు ముక్కు నుంచి రక్తం కారిందా?',
  'Cold, clammy, pale skin': 'చల్లగా, జిగటగా, పాలిపోయిన చర్మం',
  'Are your hands and feet cold and clammy?': 'మీ కాళ్ళు చేతులు చల్లగా, చెమటతో జిగటగా ఉన్నాయా?',
  'Cold, clammy skin can be a sign of shock.': 'చల్లగా, జిగటగా ఉండే చర్మం షాక్‌కి సంకేతం కావచ్చు.',
  'Been in strong heat or sun': 'బాగా ఎండలో లేదా వేడిలో ఉండటం',
  'Have you been out in strong heat or sun?': 'మీరు బాగా ఎండలో లేదా వేడిలో బయట ఉన్నారా?',
  'Very hot, dry skin with no sweating': 'చెమట లేకుండా చర్మం బాగా వేడిగా, పొడిగా ఉండటం',
  'Is the skin very hot and dry, without sweating?': 'చర్మం చెమట లేకుండా బాగా వేడిగా, పొడిగా ఉందా?',
  'Always feeling cold': 'ఎప్పుడూ చలిగా అనిపించడం',
  'Do you feel cold when others feel comfortable?': 'ఇతరులకు మామూలుగా ఉన్నప్పుడు కూడా మీకు చలిగా అనిపిస్తుందా?',
  'Cannot tolerate heat, sweating a lot': 'వేడి తట్టుకోలేకపోవడం, బాగా చెమటలు పట్టడం',
  'Do you feel hot and sweaty when others are comfortable?':
    'ఇతరులకు మామూలుగా ఉన్నప్పుడు కూడా మీకు వేడిగా, చెమటగా అనిపిస్తుందా?',
  'Shaky, sweaty, hungry or confused (low blood sugar)': 'వణుకు, చెమట, ఆకలి లేదా అయోమయం (షుగర్ తగ్గిపోవడం)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'మీకు షుగర్ వ్యాధి ఉండి, వణుకు, చెమటలు లేదా అయోమయంగా అనిపిస్తోందా?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'షుగర్ తగ్గిపోతే వెంటనే చక్కెర లేదా తీపి పానీయం ఇచ్చి సరిచేయాలి.',
  'High blood sugar reading': 'షుగర్ పరీక్షలో ఎక్కువగా రావడం',
  'Has your blood sugar been reading high?': 'మీ బ్లడ్ షుగర్ ఎక్కువగా వస్తోందా?',
  'Fruity or nail-polish smelling breath': 'శ్వాసలో పండ్ల వాసన లేదా నెయిల్ పాలిష్ వాసన',
  'Does the breath smell fruity or like nail polish?': 'శ్వాసలో పండ్ల వాసన లేదా నెయిల్ పాలిష్ లాంటి వాసన వస్తోందా?',
  'High blood pressure reading': 'బీపీ ఎక్కువగా రావడం',
  'Has your blood pressure been measured high?': 'మీ బీపీ చూసినప్పుడు ఎక్కువగా వచ్చిందా?',
  'Craving to eat mud, chalk or ice': 'మట్టి, సుద్ద లేదా ఐస్ తినాలని అనిపించడం',
  'Do you crave eating mud, chalk or ice?': 'మీకు మట్టి, సుద్ద లేదా ఐస్ తినాలని అనిపిస్తుందా?',
  Headache: 'తలనొప్పి',
  'Do you have a headache?': 'మీకు తలనొప్పి ఉందా?',
  'Sudden, very severe headache (worst ever)': 'ఒక్కసారిగా వచ్చిన భరించలేని తలనొప్పి (జీవితంలో ఇంత ఎప్పుడూ రాలేదు)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'తలనొప్పి ఒక్కసారిగా మొదలైందా, ఇంతకు ముందు ఎప్పుడూ రానంత ఎక్కువగా ఉందా?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'ఒక్కసారిగా వచ్చే భరించలేని తలనొప్పి మెదడులో రక్తస్రావం వల్ల కావచ్చు.',
  'Throbbing headache on one side': 'ఒక వైపు కొట్టుకుంటున్నట్టు తలనొప్పి (పార్శ్వపు నొప్పి)',
  'Is the headache throbbing or on one side of the head?':
    'తలనొప్పి కొట్టుకుంటున్నట్టు ఉందా, లేదా తలకు ఒక వైపే ఉందా?',
  'Pain behind the eyes': 'కళ్ళ వెనక నొప్పి',
  'Do you have pain behind your eyes?': 'మీ కళ్ళ వెనక నొప్పిగా ఉందా?',
  'Light hurts the eyes': 'వెలుతురు చూస్తే కళ్ళు నొప్పి',
  'Does bright light bother your eyes?': 'ఎక్కువ వెలుతురు చూస్తే కళ్ళకు ఇబ్బందిగా ఉందా?',
  'Stiff neck (cannot bend chin to chest)': 'మెడ బిగుసుకుపోవడం (గడ్డం ఛాతీకి తాకించలేకపోవడం)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'మీ మెడ బిగుసుకుపోయి, గడ్డం ఛాతీకి తాకించలేకపోతున్నారా?',
  'Fits, seizure or convulsions': 'ఫిట్స్, మూర్ఛ లేదా కాళ్ళు చేతులు కొట్టుకోవడం',
  'Has there been a fit, seizure or jerking of the body?':
    'ఫిట్స్ వచ్చాయా, మూర్ఛ వచ్చిందా లేదా ఒళ్ళు గుంజుకుందా (కాళ్ళు చేతులు కొట్టుకున్నాయా)?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'ఫిట్స్ వస్తే అత్యవసర సహాయం కావాలి, ముఖ్యంగా మొదటిసారి వచ్చినా లేదా 5 నిమిషాల కంటే ఎక్కువ ఉన్నా.',
  'Face drooping on one side': 'ముఖం ఒక వైపు వాలిపోవడం',
  'Has one side of the face dropped or can the person not smile evenly?':
    'ముఖం ఒక వైపు వాలిపోయిందా, లేదా ఆ వ్యక్తి సరిగ్గా నవ్వలేకపోతున్నారా?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'ముఖం వాలిపోవడం పక్షవాతానికి (స్ట్రోక్) సంకేతం. ప్రతి నిమిషం ముఖ్యం.',
  'Weakness or numbness of one arm, leg or side': 'ఒక చేయి, కాలు లేదా ఒక వైపు బలహీనం లేదా తిమ్మిరి',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'ఒక చేయి, కాలు లేదా శరీరం ఒక వైపు ఒక్కసారిగా బలహీనంగా లేదా తిమ్మిరిగా అయిందా?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'ఒక వైపు ఒక్కసారిగా బలహీనం అవడం పక్షవాతానికి (స్ట్రోక్) సంకేతం. ప్రతి నిమిషం ముఖ్యం.',
  'Slurred or confused speech': 'మాట ముద్దగా రావడం లేదా తడబడటం',
  'Is the speech suddenly slurred or hard to understand?':
    'మాట ఒక్కసారిగా ముద్దగా వస్తోందా, లేదా అర్థం కాకుండా ఉందా?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'ఒక్కసారిగా మాట్లాడటం కష్టమవడం పక్షవాతానికి (స్ట్రోక్) సంకేతం. ప్రతి నిమిషం ముఖ్యం.',
  'Sudden loss of vision or double vision': 'ఒక్కసారిగా చూపు పోవడం లేదా రెండుగా కనిపించడం',
  'Have you suddenly lost vision or started seeing double?':
    'మీకు ఒక్కసారిగా చూపు పోయిందా, లేదా ప్రతిదీ రెండుగా కనిపిస్తోందా?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'ఒక్కసారిగా చూపు పోవడం పక్షవాతం (స్ట్రోక్) లేదా కంటికి సంబంధించిన అత్యవసర సమస్య కావచ్చు.',
  'Blurred or cloudy vision': 'చూపు మసకగా లేదా మబ్బుగా ఉండటం',
  'Is your vision blurred or cloudy?': 'మీకు చూపు మసకగా లేదా మబ్బుగా ఉందా?',
  'Numbness, tingling or burning in hands or feet': 'చేతులు లేదా కాళ్ళలో తిమ్మిర్లు, జివ్వుమనడం లేదా మంటలు',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'మీ చేతుల్లో లేదా కాళ్ళలో తిమ్మిర్లు, జివ్వుమనడం లేదా మంటలు ఉన్నాయా?',
  'Shaking hands (tremor)': 'చేతులు వణకడం',
  'Do your hands shake or tremble?': 'మీ చేతులు వణుకుతున్నాయా?',
  'Dizziness or light-headedness': 'కళ్ళు తిరగడం లేదా తల తేలిపోతున్నట్టు ఉండటం',
  'Do you feel dizzy or light-headed?': 'మీకు కళ్ళు తిరుగుతున్నాయా, లేదా తల తేలిపోతున్నట్టు ఉందా?',
  'Room spinning (vertigo)': 'గది గిర్రున తిరుగుతున్నట్టు ఉండటం (వర్టిగో)',
  'Does it feel as if the room is spinning?': 'గది అంతా గిర్రున తిరుగుతున్నట్టు అనిపిస్తోందా?',
  'Unsteady walking or loss of balance': 'నడిచేటప్పుడు తూలడం లేదా బ్యాలెన్స్ తప్పడం',
  'Are you unsteady on your feet or losing your balance?': 'నడిచేటప్పుడు తూలుతున్నారా, లేదా బ్యాలెన్స్ తప్పుతోందా?',
  'Pain or pressure in the face or forehead': 'ముఖంలో లేదా నుదుటిలో నొప్పి లేదా బరువుగా ఉండటం',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'మీ బుగ్గల్లో లేదా నుదుటిలో నొప్పిగా లేదా బరువుగా అనిపిస్తోందా?',
  'Neck pain': 'మెడ నొప్పి',
  'Do you have neck pain?': 'మీకు మెడ నొప్పి ఉందా?',
  'Cannot close one eye or move one side of the face': 'ఒక కన్ను మూయలేకపోవడం లేదా ముఖం ఒక వైపు కదపలేకపోవడం',
  'Is one side of your face weak so you cannot close that eye fully?':
    'మీ ముఖం ఒక వైపు బలహీనమై, ఆ కన్ను పూర్తిగా మూయలేకపోతున్నారా?',
  'Trouble sleeping': 'నిద్ర పట్టకపోవడం',
  'Are you having trouble sleeping?': 'మీకు నిద్ర సరిగ్గా పట్టడం లేదా?',
  'Forgetfulness or poor concentration': 'మతిమరుపు లేదా ఏకాగ్రత లేకపోవడం',
  'Have you been more forgetful or unable to concentrate?':
    'ఈ మధ్య మతిమరుపు ఎక్కువైందా, లేదా దేని మీదా దృష్టి పెట్టలేకపోతున్నారా?',
  'Feeling sad or low most days': 'చాలా రోజులు బాధగా లేదా దిగులుగా ఉండటం',
  'Have you been feeling sad or low most days?': 'చాలా రోజులుగా మీకు బాధగా లేదా దిగులుగా ఉంటోందా?',
  'No interest or pleasure in things': 'దేని మీదా ఆసక్తి, సంతోషం లేకపోవడం',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'ఇంతకు ముందు ఇష్టంగా చేసే పనుల మీద ఆసక్తి లేదా సంతోషం పోయిందా?',
  'Feeling hopeless or worthless': 'ఆశ లేనట్టు లేదా పనికిరానివాళ్ళమని అనిపించడం',
  'Do you feel hopeless or worthless?': 'మీకు ఇంక ఆశ లేదని లేదా మీరు ఎందుకూ పనికిరారని అనిపిస్తోందా?',
  'Thoughts of ending your life': 'ప్రాణం తీసుకోవాలనే ఆలోచనలు',
  'Are you having thoughts of ending your life?': 'మీకు ప్రాణం తీసుకోవాలనే ఆలోచనలు వస్తున్నాయా?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'మీకు ఇప్పుడే సహాయం అందాలి. Tele-MANAS 14416 కి ఫోన్ చేయండి (ఉచితం, 24x7), ప్రమాదంలో ఉంటే 112 కి ఫోన్ చేయండి.',
  'Hurting yourself on purpose': 'కావాలని మిమ్మల్ని మీరు గాయపరచుకోవడం',
  'Have you hurt yourself or thought about hurting yourself?':
    'మిమ్మల్ని మీరు గాయపరచుకున్నారా, లేదా అలా చేసుకోవాలని ఆలోచించారా?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'తనకు తాను హాని చేసుకుంటే ఇప్పుడే సహాయం కావాలి: 112 కి ఫోన్ చేయండి, లేదా కౌన్సెలర్‌తో మాట్లాడటానికి Tele-MANAS 14416 కి ఫోన్ చేయండి.',
  'Constant worry, nervousness or restlessness': 'ఎప్పుడూ దిగులు, భయం లేదా కుదురు లేకపోవడం',
  'Do you feel worried, nervous or on edge most of the time?':
    'ఎక్కువ సమయం మీకు దిగులుగా, భయంగా లేదా కుదురు లేకుండా అనిపిస్తోందా?',
  'Sudden attacks of intense fear with racing heart': 'గుండె వేగంగా కొట్టుకుంటూ ఒక్కసారిగా విపరీతమైన భయం రావడం',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'ఒక్కసారిగా విపరీతమైన భయం వచ్చి, కొన్ని నిమిషాల్లోనే బాగా ఎక్కువవుతుందా?',
  'Irritability or anger': 'చిరాకు లేదా కోపం',
  'Have you been more irritable or angry than usual?': 'మామూలు కంటే ఎక్కువ చిరాకు లేదా కోపం వస్తోందా?',
  'Hearing voices or seeing things others do not':
    'ఇతరులకు వినిపించని గొంతులు వినిపించడం లేదా కనిపించనివి కనిపించడం',
  'Are you hearing voices or seeing things that others do not?':
    'ఇతరులకు వినిపించని గొంతులు మీకు వినిపిస్తున్నాయా, లేదా ఇతరులకు కనిపించనివి కనిపిస్తున్నాయా?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'కొత్తగా గొంతులు వినిపిస్తున్నా, వింత నమ్మకాలు వచ్చినా త్వరగా మానసిక వైద్యుడిని చూపించాలి.',
  'Drinking alcohol heavily or unable to stop': 'ఎక్కువగా మందు తాగడం లేదా మానలేకపోవడం',
  'Do you drink alcohol most days or find it hard to stop?':
    'మీరు దాదాపు రోజూ మందు (మద్యం) తాగుతారా, లేదా మానడం కష్టంగా ఉందా?',
  'Chest pain': 'ఛాతీ నొప్పి',
  'Do you have chest pain?': 'మీకు ఛాతీ నొప్పి ఉందా?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'ఛాతీ నొప్పి ఉంటే అదే రోజు డాక్టర్‌కి చూపించాలి; నొప్పి ఎక్కువగా ఉంటే 108 కి ఫోన్ చేయండి.',
  'Chest pain spreading to the arm, jaw, neck or back': 'చేతికి, దవడకు, మెడకు లేదా వీపుకు పాకే ఛాతీ నొప్పి',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'ఛాతీ నొప్పి మీ చేతికి, దవడకు, మెడకు లేదా వీపుకు పాకుతోందా?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'చేతికి, దవడకు లేదా వీపుకు పాకే ఛాతీ నొప్పి గుండెపోటు కావచ్చు.',
  'Heaviness, pressure or tightness in the chest': 'ఛాతీలో బరువు, ఒత్తిడి లేదా బిగుసుకుపోయినట్టు ఉండటం',
  'Does your chest feel heavy, tight or squeezed?':
    'మీ ఛాతీ బరువుగా, బిగుతుగా లేదా ఎవరో నొక్కేస్తున్నట్టు అనిపిస్తోందా?',
  'Crushing heaviness in the chest can be a heart attack.':
    'ఛాతీని నలిపేస్తున్నట్టు బరువుగా ఉండటం గుండెపోటు కావచ్చు.',
  'Chest pain on walking or exertion that eases with rest':
    'నడిచినప్పుడు లేదా శ్రమ పడినప్పుడు వచ్చి, విశ్రాంతి తీసుకుంటే తగ్గే ఛాతీ నొప్పి',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'నడిచినప్పుడు లేదా శ్రమ పడినప్పుడు ఛాతీ నొప్పి వచ్చి, విశ్రాంతి తీసుకుంటే తగ్గుతుందా?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'శ్రమ పడినప్పుడు వచ్చే ఛాతీ నొప్పి యాంజైనా (గుండెకు రక్తం సరిగ్గా అందకపోవడం) కావచ్చు, త్వరగా డాక్టర్‌ని చూపించాలి.',
  'Burning behind the breastbone (heartburn)': 'ఛాతీ మధ్యలో ఎముక వెనక మంట (గుండెల్లో మంట)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'ఛాతీ మధ్యలో ఎముక వెనక మంటగా అనిపిస్తుందా, ముఖ్యంగా భోజనం తర్వాత?',
  'Racing, pounding or irregular heartbeat': 'గుండె వేగంగా, గట్టిగా లేదా క్రమం తప్పి కొట్టుకోవడం (గుండె దడ)',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'మీ గుండె వేగంగా, గట్టిగా లేదా క్రమం తప్పి కొట్టుకుంటున్నట్టు అనిపిస్తోందా?',
  'Shortness of breath': 'ఆయాసం (ఊపిరి ఆడకపోవడం)',
  'Are you short of breath?': 'మీకు ఆయాసంగా, ఊపిరి ఆడనట్టు ఉందా?',
  'New breathlessness should be seen by a doctor the same day.':
    'కొత్తగా ఆయాసం వస్తే అదే రోజు డాక్టర్‌ని చూపించాలి.',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'ఊపిరి తీసుకోవడం చాలా కష్టంగా ఉండటం (పూర్తి వాక్యం మాట్లాడలేకపోవడం)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'పూర్తి వాక్యం మాట్లాడటం కూడా కష్టమయ్యేంతగా ఊపిరి ఆడటం లేదా?',
  'Severe breathing difficulty is life-threatening.': 'ఊపిరి తీసుకోవడం బాగా కష్టమవడం ప్రాణాపాయం.',
  'Blue or grey lips, tongue or face': 'పెదవులు, నాలుక లేదా ముఖం నీలంగా లేదా బూడిద రంగులోకి మారడం',
  'Are the lips or face turning blue or grey?': 'పెదవులు లేదా ముఖం నీలంగా లేదా బూడిద రంగులోకి మారుతున్నాయా?',
  'Blue lips mean the body is not getting enough oxygen.':
    'పెదవులు నీలంగా మారితే శరీరానికి సరిపడా ఆక్సిజన్ అందడం లేదని అర్థం.',
  'Wheezing (whistling sound when breathing)': 'పిల్లికూతలు (ఊపిరి తీసేటప్పుడు ఈల లాంటి శబ్దం)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'ఊపిరి తీసేటప్పుడు ఈల లాంటి శబ్దం (పిల్లికూతలు) వస్తోందా?',
  'Breathless on walking or climbing stairs': 'నడిచినప్పుడు లేదా మెట్లు ఎక్కినప్పుడు ఆయాసం',
  'Do you get out of breath when walking or climbing stairs?':
    'నడిచినప్పుడు లేదా మెట్లు ఎక్కినప్పుడు మీకు ఆయాసం వస్తుందా?',
  'Breathless when lying flat or waking up breathless': 'వెల్లకిలా పడుకుంటే ఆయాసం లేదా ఆయాసంతో నిద్ర లేవడం',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'వెల్లకిలా పడుకుంటే ఆయాసం వస్తుందా, లేదా రాత్రి ఊపిరి ఆడక నిద్ర లేస్తున్నారా?',
  Cough: 'దగ్గు',
  'Do you have a cough?': 'మీకు దగ్గు ఉందా?',
  'Dry cough': 'పొడి దగ్గు',
  'Is the cough dry?': 'దగ్గు పొడిగా ఉందా (కఫం రాకుండా)?',
  'Cough with phlegm': 'కఫంతో దగ్గు',
  'Are you coughing up phlegm?': 'దగ్గినప్పుడు కఫం (తెమడ) వస్తోందా?',
  'Cough for more than 2 weeks': '2 వారాల కంటే ఎక్కువ రోజులుగా దగ్గు',
  'Has the cough lasted more than 2 weeks?': 'దగ్గు 2 వారాల కంటే ఎక్కువ రోజులుగా ఉందా?',
  'Coughing up blood': 'దగ్గులో రక్తం పడటం',
  'Have you coughed up blood?': 'దగ్గినప్పుడు రక్తం పడిందా?',
  'Coughing up blood must be checked by a doctor the same day.':
    'దగ్గులో రక్తం పడితే అదే రోజు డాక్టర్‌కి చూపించాలి.',
  'Fast breathing': 'వేగంగా ఊపిరి తీసుకోవడం',
  'Is the breathing faster than normal?': 'మామూలు కంటే వేగంగా ఊపిరి తీసుకుంటున్నారా?',
  'Lower chest sinks in with each breath (child)': 'ప్రతి శ్వాసకు ఛాతీ కింది భాగం లోపలికి పోవడం (పిల్లల్లో)',
  'Does the lower chest sink in when the child breathes in?':
    'బిడ్డ ఊపిరి పీల్చుకున్నప్పుడు ఛాతీ కింది భాగం లోపలికి పోతుందా?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'ఊపిరి పీల్చినప్పుడు ఛాతీ లోపలికి పోవడం పిల్లల్లో తీవ్రమైన నిమోనియాకు ప్రమాద సంకేతం.',
  'Swollen feet or ankles': 'పాదాలు లేదా చీలమండలు వాయడం',
  'Are your feet or ankles swollen?': 'మీ పాదాలు లేదా చీలమండలు వాచాయా?',
  'Runny nose': 'ముక్కు కారడం',
  'Do you have a runny nose?': 'మీకు ముక్కు కారుతోందా?',
  'Blocked nose': 'ముక్కు దిబ్బడ',
  'Is your nose blocked?': 'మీ ముక్కు దిబ్బడ వేసిందా (మూసుకుపోయిందా)?',
  Sneezing: 'తుమ్ములు',
  'Are you sneezing a lot?': 'మీకు ఎక్కువగా తుమ్ములు వస్తున్నాయా?',
  'Sore throat': 'గొంతు నొప్పి',
  'Do you have a sore throat?': 'మీకు గొంతు నొప్పి ఉందా?',
  'Hoarse or lost voice': 'గొంతు బొంగురుపోవడం లేదా గొంతు పోవడం',
  'Has your voice become hoarse?': 'మీ గొంతు బొంగురుపోయిందా?',
  'Difficulty or pain swallowing': 'మింగడం కష్టంగా లేదా నొప్పిగా ఉండటం',
  'Is it hard or painful to swallow?': 'మింగడం కష్టంగా లేదా నొప్పిగా ఉందా?',
  'Loss of smell or taste': 'వాసన లేదా రుచి తెలియకపోవడం',
  'Have you lost your sense of smell or taste?': 'మీకు వాసన గానీ రుచి గానీ తెలియడం లేదా?',
  'Swelling of lips, tongue or throat': 'పెదవులు, నాలుక లేదా గొంతు వాయడం',
  'Are your lips, tongue or throat swelling?': 'మీ పెదవులు, నాలుక లేదా గొంతు వాస్తున్నాయా?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'పెదవులు, నాలుక లేదా గొంతు వాస్తే ఊపిరి ఆగిపోవచ్చు (తీవ్రమైన అలర్జీ).',
  'Puffy face or swelling of face and hands': 'ముఖం ఉబ్బడం లేదా ముఖం, చేతులు వాయడం',
  'Is your face or are your hands puffy or swollen?': 'మీ ముఖం లేదా చేతులు ఉబ్బినట్టు లేదా వాచినట్టు ఉన్నాయా?',
  'Lump in the breast': 'రొమ్ములో గడ్డ',
  'Have you felt a new lump in the breast?': 'మీ రొమ్ములో కొత్తగా ఏదైనా గడ్డ తగిలిందా?',
  'A new breast lump should be examined by a doctor soon.':
    'రొమ్ములో కొత్తగా గడ్డ కనిపిస్తే త్వరగా డాక్టర్‌తో పరీక్ష చేయించుకోవాలి.',
  'Stomach or belly pain': 'కడుపు నొప్పి',
  'Do you have stomach pain?': 'మీకు కడుపు నొప్పి ఉందా?',
  'Sudden, severe stomach pain': 'ఒక్కసారిగా వచ్చిన తీవ్రమైన కడుపు నొప్పి',
  'Is the stomach pain sudden and severe?': 'కడుపు నొప్పి ఒక్కసారిగా, బాగా ఎక్కువగా వచ్చిందా?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'ఒక్కసారిగా వచ్చే తీవ్రమైన కడుపు నొప్పికి అత్యవసర ఆపరేషన్ అవసరం కావచ్చు, లేదా లోపల రక్తస్రావం కావచ్చు.',
  'Pain that moves to the lower right belly': 'పొత్తికడుపు కుడి వైపు కిందికి జరిగే నొప్పి',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'నొప్పి పొత్తికడుపులో కుడి వైపు కింద ఉందా, లేదా బొడ్డు దగ్గర నుంచి అక్కడికి జరిగిందా?',
};
