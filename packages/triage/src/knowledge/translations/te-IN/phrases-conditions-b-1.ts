/** Telugu (te-IN) translations of the knowledge base texts (conditions-b, part 1). */
export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'తినకపోవడం లేదా మిమ్మల్ని మీరు చూసుకోలేకపోవడం',
  Anxiety: 'ఆందోళన (యాంగ్జైటీ)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'మెల్లగా ఊపిరి తీసుకోవడం ప్రయత్నించండి: ముక్కుతో గాలి పీల్చి, నోటితో మెల్లగా వదలండి, కొన్ని నిమిషాలు ఇలా చేయండి.',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'క్రమం తప్పకుండా వ్యాయామం, టీ/కాఫీ తగ్గించడం, వేళకు నిద్రపోవడం సహాయపడతాయి.',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'ఆందోళన వల్ల కాకపోవచ్చు అనిపించే ఛాతీ నొప్పి లేదా ఆయాసం — డాక్టర్‌కి చూపించుకోండి',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'తనకు తాను హాని చేసుకోవాలనే ఆలోచనలు — Tele-MANAS 14416 కి ఫోన్ చేయండి',
  'Panic attack': 'పానిక్ అటాక్ (ఒక్కసారిగా విపరీతమైన భయం)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'కూర్చోండి, మెల్లగా ఊపిరి తీసుకోండి, ఇది కొన్ని నిమిషాల్లో తగ్గిపోతుందని మీకు మీరే చెప్పుకోండి.',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'మొదటిసారి ఛాతీ నొప్పితో వస్తే, ముఖ్యంగా 40 ఏళ్ళు పైబడినా లేదా గుండె జబ్బు ప్రమాదం ఉన్నా — గుండెపోటు కాదని నిర్ధారించుకోండి (108 కి ఫోన్ చేయండి)',
  'Attacks keep coming back': 'అటాక్‌లు మళ్ళీ మళ్ళీ వస్తుండటం',
  'Sleep problems (insomnia)': 'నిద్ర సమస్యలు (నిద్రలేమి)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'రోజూ ఒకే సమయానికి పడుకోండి, ఒకే సమయానికి లేవండి; పడుకునే ముందు గంట సేపు ఫోన్/టీవీ చూడకండి.',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'సాయంత్రం ఆలస్యంగా టీ, కాఫీ, ఎక్కువ భోజనం తీసుకోకండి.',
  'Do not start sleeping pills without a doctor.': 'డాక్టర్‌ని అడగకుండా నిద్ర మాత్రలు మొదలుపెట్టకండి.',
  'Poor sleep with low mood or hopelessness': 'నిద్ర సరిగ్గా లేకపోవడంతో పాటు దిగులు లేదా ఆశ లేనట్టు ఉండటం',
  'Loud snoring with pauses in breathing': 'గట్టిగా గురక పెడుతూ మధ్యలో ఊపిరి ఆగిపోవడం',
  'Psychosis (losing touch with reality)': 'సైకోసిస్ (వాస్తవానికి దూరమైపోవడం, మానసిక వ్యాధి)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'ప్రశాంతంగా ఉండండి, ఆ వ్యక్తిని సురక్షితంగా ఉంచండి; సలహా కోసం Tele-MANAS 14416 కి ఫోన్ చేయండి.',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'ఒక రోజులోపే మానసిక వైద్యుడిని (సైకియాట్రిస్ట్) కలిసే ఏర్పాటు చేయండి; డాక్టర్ రాసిచ్చిన మందులు ఒక్కసారిగా ఆపకండి.',
  'Risk of harming self or others — call 112': 'తనకు గానీ ఇతరులకు గానీ హాని చేసే ప్రమాదం — 112 కి ఫోన్ చేయండి',
  'Not eating, drinking or sleeping for days': 'రోజుల తరబడి తినకపోవడం, తాగకపోవడం లేదా నిద్రపోకపోవడం',
  'Alcohol dependence': 'మద్యానికి బానిస కావడం (తాగుడు అలవాటు)',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'చాలా కాలంగా ఎక్కువగా తాగుతుంటే ఒక్కసారిగా మానకండి — మానేసినప్పుడు ఫిట్స్ రావచ్చు; డాక్టర్‌తో కలిసి ప్లాన్ చేసుకోండి.',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'ఉచిత సహాయం కోసం Tele-MANAS 14416 కి లేదా జాతీయ మత్తు మాన్పించే హెల్ప్‌లైన్ 14446 కి ఫోన్ చేయండి.',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'మద్యం మానేశాక వణుకు, అయోమయం, లేనివి కనిపించడం లేదా ఫిట్స్ — ఆసుపత్రికి వెళ్ళండి',
  'Vomiting blood or yellow eyes': 'రక్తం వాంతి లేదా కళ్ళు పచ్చగా మారడం',
  'Skin infection (cellulitis)': 'చర్మ ఇన్ఫెక్షన్ (సెల్యులైటిస్)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి; సెల్యులైటిస్‌కి సాధారణంగా డాక్టర్ రాసిచ్చే యాంటీబయాటిక్స్ అవసరం.',
  'Rest and raise the affected limb.': 'విశ్రాంతి తీసుకోండి, ఇన్ఫెక్షన్ ఉన్న చేయి లేదా కాలును పైకి ఎత్తి ఉంచండి.',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'ఎరుపు పాకుతోందో లేదో తెలుసుకోవడానికి ఎర్రటి భాగం అంచు చుట్టూ పెన్నుతో గీత గీయండి.',
  'Redness spreading fast, fever with shivering or confusion':
    'ఎరుపు వేగంగా పాకడం, వణుకుతో జ్వరం లేదా అయోమయం',
  'Redness around the eye or on the face': 'కంటి చుట్టూ లేదా ముఖం మీద ఎరుపు',
  Impetigo: 'ఇంపెటిగో (పక్కులు కట్టే చర్మ ఇన్ఫెక్షన్)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'ఆ భాగాన్ని శుభ్రంగా, పొడిగా ఉంచండి; సబ్బు నీళ్ళతో కడిగి, మెల్లగా అద్దుతూ తుడవండి.',
  'Do not scratch; keep nails short; use separate towels.':
    'గోకకండి; గోళ్ళు చిన్నగా కత్తిరించుకోండి; వేరే టవల్ వాడండి.',
  'Keep the child home from school until a doctor says it is not infectious.':
    'ఇది అంటువ్యాధి కాదని డాక్టర్ చెప్పే వరకు పిల్లవాడిని బడికి పంపకండి.',
  'Fever or spreading redness': 'జ్వరం లేదా ఎరుపు పాకడం',
  'Sores not better after a week': 'వారం తర్వాత కూడా పుండ్లు తగ్గకపోవడం',
  'Boil or abscess': 'సెగగడ్డ లేదా చీము గడ్డ',
  'Apply a warm, clean compress several times a day.':
    'శుభ్రమైన, వెచ్చని గుడ్డతో రోజుకు చాలా సార్లు కాపడం పెట్టండి.',
  'Do not squeeze or pierce it.': 'దాన్ని పిండకండి, గుచ్చకండి.',
  'Repeated boils — get your blood sugar checked.':
    'మళ్ళీ మళ్ళీ సెగగడ్డలు వస్తుంటే — బ్లడ్ షుగర్ పరీక్ష చేయించుకోండి.',
  'Boil on the face, or larger than a coin': 'ముఖం మీద సెగగడ్డ, లేదా నాణెం కంటే పెద్ద గడ్డ',
  'Not better in 2 weeks': '2 వారాల్లో తగ్గకపోవడం',
  'Ringworm / fungal skin infection (daad)': 'తామర / చర్మానికి ఫంగల్ ఇన్ఫెక్షన్',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'చర్మం మడతలను పొడిగా ఉంచండి; వదులుగా ఉండే నూలు బట్టలు వేసుకోండి, చెమట పట్టిన బట్టలు వెంటనే మార్చుకోండి.',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'టవల్స్, దువ్వెనలు, బట్టలు ఇతరులతో పంచుకోకండి; బట్టలను వేడి నీళ్ళలో ఉతికి ఎండలో ఆరబెట్టండి.',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'మందుల షాపులో చీటీ లేకుండా అమ్మే స్టెరాయిడ్ క్రీములు, కలిపిన (మిక్స్) క్రీములు వాడకండి — అవి ఫంగల్ ఇన్ఫెక్షన్‌ని ఇంకా ఎక్కువ చేస్తాయి.',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'ఫంగస్ క్రీము (యాంటీఫంగల్) గురించి ఫార్మసిస్ట్ లేదా డాక్టర్ సలహా ఇవ్వగలరు; వాళ్ళు చెప్పినంత కాలం పూర్తిగా వాడండి.',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'ఎక్కువ చోట్లకు పాకడం, తల మీద లేదా గోళ్ళకు రావడం, లేదా 2 వారాలు జాగ్రత్తలు తీసుకున్నా తగ్గకపోవడం',
  'You have diabetes or low immunity': 'మీకు షుగర్ ఉంటే లేదా రోగనిరోధక శక్తి తక్కువగా ఉంటే',
  Scabies: 'గజ్జి (స్కేబీస్)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'ఇంట్లో అందరికీ ఒకే సమయంలో చికిత్స చేయాలి, దురద లేకపోయినా సరే — డాక్టర్ మందు రాసిస్తారు.',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'బట్టలు, టవల్స్, దుప్పట్లను వేడి నీళ్ళలో ఉతికి ఎండలో ఆరబెట్టండి, లేదా వాటిని ఒక సంచిలో 3 రోజులు మూసి ఉంచండి.',
  'Itching may last a few weeks after treatment; this is normal.':
    'చికిత్స తర్వాత కూడా కొన్ని వారాలు దురద ఉండవచ్చు; ఇది మామూలే.',
  'Sores with pus, fever or spreading redness': 'చీము పట్టిన పుండ్లు, జ్వరం లేదా ఎరుపు పాకడం',
  'Thick crusted skin in an elderly or weak person':
    'వృద్ధులు లేదా బలహీనంగా ఉన్నవాళ్ళలో చర్మం మందంగా పక్కులు కట్టడం',
  'Eczema (dermatitis)': 'ఎగ్జిమా (చర్మ వాపు, డెర్మటైటిస్)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'సువాసన లేని మామూలు మాయిశ్చరైజర్ తరచుగా రాసుకోండి.',
  'Use mild soap or soap-free washes; avoid hot water.':
    'మైల్డ్ సబ్బు లేదా సబ్బు లేని వాష్ వాడండి; వేడి నీళ్ళతో స్నానం చేయకండి.',
  'Avoid triggers such as detergents, wool and rubbing.':
    'డిటర్జెంట్లు, ఉన్ని బట్టలు, రుద్దడం లాంటి వాటికి దూరంగా ఉండండి.',
  'Weeping, crusted or painful skin (infection)':
    'నీరు కారుతున్న, పక్కులు కట్టిన లేదా నొప్పిగా ఉన్న చర్మం (ఇన్ఫెక్షన్)',
  'Sudden painful blisters with fever': 'జ్వరంతో పాటు ఒక్కసారిగా నొప్పిగా ఉండే బొబ్బలు',
  'Hives / skin allergy (urticaria)': 'దద్దుర్లు / చర్మ అలర్జీ (అర్టికేరియా)',
  'Cool compresses and loose cotton clothes help the itch.':
    'చల్లటి గుడ్డ కాపడం, వదులుగా ఉండే నూలు బట్టలు దురద తగ్గిస్తాయి.',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'దద్దుర్లు తెప్పించే వాటిని (కొత్త ఆహారం, మందు, సబ్బు, పురుగు కాట్లు) గమనించి, వాటికి దూరంగా ఉండండి.',
  'A pharmacist or doctor can advise on an antihistamine.':
    'అలర్జీ మాత్ర (యాంటీహిస్టమిన్) గురించి ఫార్మసిస్ట్ లేదా డాక్టర్ సలహా ఇవ్వగలరు.',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'పెదవులు, నాలుక లేదా గొంతు వాపు, పిల్లికూతలు లేదా ఆయాసం, లేదా స్పృహ తప్పడం — 108 కి ఫోన్ చేయండి (అనాఫిలాక్సిస్)',
  'Hives lasting more than 6 weeks': '6 వారాల కంటే ఎక్కువ రోజులుగా దద్దుర్లు',
  'Acne (pimples)': 'మొటిమలు (యాక్నే)',
  'Wash the face twice a day with a mild face wash.': 'రోజుకు రెండు సార్లు మైల్డ్ ఫేస్ వాష్‌తో ముఖం కడుక్కోండి.',
  'Do not squeeze pimples.': 'మొటిమలను పిండకండి.',
  'Avoid oily creams and steroid creams.': 'జిడ్డుగా ఉండే క్రీములు, స్టెరాయిడ్ క్రీములు వాడకండి.',
  'Painful deep lumps or scarring': 'నొప్పిగా ఉండే లోతైన గడ్డలు లేదా మచ్చలు పడటం',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'మొటిమలతో పాటు నెలసరి క్రమం తప్పడం, వెంట్రుకలు ఎక్కువగా పెరగడం (PCOS కావచ్చు)',
  'Head lice': 'తలలో పేలు',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'తడి జుట్టుకు కండిషనర్ రాసి, సన్నటి పళ్ళ పేల దువ్వెనతో రెండు వారాల పాటు ప్రతి కొన్ని రోజులకు ఒకసారి దువ్వండి.',
  'Check and treat everyone in the family at the same time.':
    'ఇంట్లో అందరినీ ఒకేసారి చూసి, అందరికీ ఒకేసారి చికిత్స చేయండి.',
  'Wash pillow covers and combs in hot water.': 'దిండు కవర్లు, దువ్వెనలను వేడి నీళ్ళలో కడగండి.',
  'Scalp sores with pus or swollen neck glands': 'తల మీద చీము పట్టిన పుండ్లు లేదా మెడలో గడ్డలు వాయడం',
  'Conjunctivitis (eye flu, aankh aana)': 'కళ్ళ కలక (కంజంక్టివైటిస్, ఐ ఫ్లూ)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'కాచి చల్లార్చిన నీళ్ళలో ముంచిన దూదితో కనురెప్పలను శుభ్రం చేయండి, ఒక్కో తుడుపుకు ఒక్కో దూది ముక్క వాడండి.',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'తరచుగా చేతులు కడుక్కోండి; టవల్స్, దిండ్లు, కంటి మేకప్ ఇతరులతో పంచుకోకండి.',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'కంటి డాక్టర్‌ని అడగకుండా స్టెరాయిడ్ కంటి చుక్కలు గానీ, ఇంటి వైద్యాలు గానీ కంట్లో వేయకండి.',
  'Stay home from school or work while the eye is sticky.':
    'కన్ను జిగటగా ఉన్నంత కాలం బడికి గానీ పనికి గానీ వెళ్ళకుండా ఇంట్లోనే ఉండండి.',
  'Eye pain, blurred vision or light hurting the eye': 'కంటి నొప్పి, చూపు మసకబారడం లేదా వెలుతురుకి కళ్ళు నొప్పి',
  'A newborn with red, sticky eyes': 'అప్పుడే పుట్టిన బిడ్డకు కళ్ళు ఎర్రగా, జిగటగా ఉండటం',
  'Not better after a week': 'వారం తర్వాత కూడా తగ్గకపోవడం',
  'Stye (eyelid boil)': 'కంటి కురుపు (కనురెప్ప మీద కురుపు)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'శుభ్రమైన, వెచ్చని గుడ్డను రోజుకు చాలా సార్లు కనురెప్ప మీద పెట్టి కాపడం పెట్టండి.',
  'Do not squeeze it; avoid eye make-up until healed.': 'దాన్ని పిండకండి; తగ్గే వరకు కంటి మేకప్ వేసుకోకండి.',
  'Swelling spreading to the whole eyelid or face': 'కనురెప్ప మొత్తానికి లేదా ముఖానికి వాపు పాకడం',
  'Vision changes or fever': 'చూపులో మార్పులు లేదా జ్వరం',
  'Cataract (motiyabind)': 'శుక్లం (కంటిలో పొర, కాటరాక్ట్)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'కంటి పరీక్ష చేయించుకోండి; జాతీయ అంధత్వ నివారణ కార్యక్రమం కింద శుక్లం ఆపరేషన్ ఉచితంగా చేస్తారు.',
  'Use good lighting and sunglasses outdoors.':
    'మంచి వెలుతురులో పని చేయండి, బయటికి వెళ్ళేటప్పుడు నల్ల కళ్ళద్దాలు పెట్టుకోండి.',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'ఒక్కసారిగా చూపు పోవడం, కంటి నొప్పి లేదా కన్ను ఎర్రబడటం — అదే రోజు కంటి డాక్టర్‌ని చూపించండి',
  'Middle-ear infection': 'మధ్య చెవి ఇన్ఫెక్షన్',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'చెవిని పొడిగా ఉంచండి; చెవిలో నూనె, చుక్కలు లేదా ఇయర్‌బడ్స్ పెట్టకండి.',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'నొప్పికి లేదా జ్వరానికి పారాసిటమాల్ ఫార్మసిస్ట్ లేదా డాక్టర్ చెప్పినట్టే వాడండి.',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'చాలా చెవి ఇన్ఫెక్షన్లు 3 రోజుల్లో తగ్గుతాయి; చెవి నుంచి చీము కారినా, ఎక్కువ రోజులు ఉన్నా డాక్టర్‌ని చూపించండి.',
  'Swelling or pain behind the ear': 'చెవి వెనక వాపు లేదా నొప్పి',
  'Stiff neck, drowsiness or high fever': 'మెడ బిగుసుకుపోవడం, మగత లేదా ఎక్కువ జ్వరం',
  'Discharge from the ear for more than 2 weeks': '2 వారాల కంటే ఎక్కువ రోజులుగా చెవి నుంచి చీము/నీరు కారడం',
  'Outer-ear infection (swimmer’s ear)': 'బయటి చెవి ఇన్ఫెక్షన్ (ఈత కొట్టేవాళ్ళ చెవి)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'స్నానం చేసేటప్పుడు చెవిలోకి నీళ్ళు పోకుండా చూసుకోండి; ఇయర్‌బడ్స్, పిన్నీసులు వాడకండి.',
  'See a doctor for ear drops if pain persists.': 'నొప్పి తగ్గకపోతే చెవి చుక్కల కోసం డాక్టర్‌ని కలవండి.',
  'Spreading redness or swelling to the face': 'ఎరుపు లేదా వాపు ముఖానికి పాకడం',
  'Fever, or diabetes with severe ear pain': 'జ్వరం, లేదా షుగర్ ఉన్నవాళ్ళకు తీవ్రమైన చెవి నొప్పి',
  'Earwax blockage': 'చెవిలో గులిమి అడ్డుపడటం',
  'Do not dig with cotton buds, keys or hairpins.': 'ఇయర్‌బడ్స్, తాళం చెవులు లేదా పిన్నీసులతో చెవి తవ్వకండి.',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'గులిమి మెత్తబరిచే చెవి చుక్కల గురించి ఫార్మసిస్ట్ సలహా ఇవ్వగలరు; గట్టి గులిమిని డాక్టర్ తీయగలరు.',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'ఒక చెవిలో ఒక్కసారిగా వినికిడి పోవడం — ఒక రోజులోపే డాక్టర్‌ని చూపించండి',
  'Pain, discharge or fever': 'నొప్పి, చీము కారడం లేదా జ్వరం',
  'Sore throat or tonsillitis': 'గొంతు నొప్పి లేదా టాన్సిల్స్ వాపు',
  'Gargle with warm salt water and drink warm fluids.':
    'గోరువెచ్చని ఉప్పు నీళ్ళతో పుక్కిలించండి, వెచ్చని ద్రవాలు తాగండి.',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'చాలా గొంతు నొప్పులు వైరస్ వల్ల వస్తాయి, యాంటీబయాటిక్స్ లేకుండానే వారంలో తగ్గిపోతాయి.',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'ఊపిరి ఆడకపోవడం లేదా చొంగ కారడం, ఉమ్మి కూడా మింగలేకపోవడం',
  'One-sided swelling at the back of the throat or muffled voice':
    'గొంతు వెనక ఒక వైపు వాపు లేదా గొంతు మూసుకుపోయినట్టు మాట రావడం',
  'Lasting more than a week': 'వారం కంటే ఎక్కువ రోజులు ఉండటం',
  'Tooth decay or dental infection': 'పుచ్చు పళ్ళు లేదా పంటి ఇన్ఫెక్షన్',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'గోరువెచ్చని ఉప్పు నీళ్ళతో నోరు పుక్కిలించండి; బాగా వేడిగా, చల్లగా, తీపిగా ఉండే ఆహారం తినకండి.',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'ఫ్లోరైడ్ టూత్‌పేస్ట్‌తో రోజుకు రెండు సార్లు పళ్ళు తోముకోండి; పళ్ళ డాక్టర్ దగ్గర అపాయింట్‌మెంట్ తీసుకోండి.',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'ముఖం, దవడ లేదా మెడ వాపు, లేదా మింగడం గానీ నోరు తెరవడం గానీ కష్టంగా ఉంటే — ఈ రోజే డాక్టర్‌ని చూపించండి',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'ఉప్పు నీళ్ళతో నోరు పుక్కిలించండి; కారం, పులుపు, వేడిగా ఉండే ఆహారం తినకండి.',
  'Stop tobacco, gutkha and paan.': 'పొగాకు, గుట్కా, కిళ్ళీ మానేయండి.',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 వారాల కంటే ఎక్కువ రోజులుగా ఉన్న పుండు లేదా తెల్లటి/ఎర్రటి మచ్చ, ముఖ్యంగా పొగాకు వాడుతుంటే — నోటి క్యాన్సర్ పరీక్ష చేయించుకోండి',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'గర్భంలో రక్తస్రావం (గర్భస్రావం కావచ్చు లేదా మాయ (ప్లాసెంటా) సమస్య కావచ్చు)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 కి (లేదా ఉచిత గర్భిణీ అంబులెన్స్ కోసం 102 కి) ఫోన్ చేసి, లేబర్ రూమ్ ఉన్న దగ్గరలోని ఆసుపత్రికి ఇప్పుడే వెళ్ళండి.',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'ఎదురుచూసేటప్పుడు పడుకుని ఉండండి, మీ గర్భిణీ కార్డు (MCP కార్డు) తీసుకెళ్ళండి.',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'గర్భంలో ఏ రక్తస్రావం అయినా డాక్టర్‌కి చూపించాలి; ఎక్కువ రక్తస్రావం, రక్తం గడ్డలు, నొప్పి లేదా కళ్ళు తిరగడం అత్యవసర పరిస్థితి',
  'Ectopic pregnancy (pregnancy outside the womb)': 'ఎక్టోపిక్ ప్రెగ్నెన్సీ (గర్భసంచి బయట గర్భం)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'నెలసరి తప్పి, పొత్తికడుపులో ఒక వైపు నొప్పి, రక్తస్రావం, భుజం చివర నొప్పి లేదా స్పృహ తప్పడం — ఇప్పుడే ఆసుపత్రికి వెళ్ళండి',
  'High blood pressure of pregnancy (pre-eclampsia)': 'గర్భంలో హై బీపీ (ప్రీ-ఎక్లాంప్సియా)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'బీపీ, మూత్ర పరీక్షలు జరిగేలా ప్రతి గర్భిణీ చెకప్‌కి తప్పకుండా వెళ్ళండి.',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'గర్భంలో తీవ్రమైన తలనొప్పి, చూపు మసకబారడం, ముఖం లేదా చేతులు ఒక్కసారిగా వాయడం, కడుపు పై భాగంలో నొప్పి లేదా ఫిట్స్ — అత్యవసర పరిస్థితి',
  'Severe vomiting in pregnancy': 'గర్భంలో తీవ్రమైన వాంతులు',
  'Eat small, dry snacks often; sip fluids between meals.':
    'పొడిగా ఉండే చిన్న చిరుతిళ్ళు తరచుగా తినండి; భోజనాల మధ్య ద్రవాలు కొద్ది కొద్దిగా తాగండి.',
  'See a doctor today if you cannot keep fluids down.': 'తాగినవి ఏవీ నిలవకపోతే ఈ రోజే డాక్టర్‌ని చూపించండి.',
  'Vomiting everything for 24 hours': '24 గంటలుగా తిన్నది తాగినది అంతా వాంతి అవడం',
  'Very little or dark urine': 'మూత్రం చాలా తక్కువగా లేదా ముదురు రంగులో రావడం',
  'Vomiting blood': 'రక్తం వాంతి',
  'Reduced baby movements in pregnancy': 'గర్భంలో బిడ్డ కదలికలు తగ్గడం',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'రేపటి వరకు ఆగకుండా ఈ రోజే ఆసుపత్రి లేబర్ రూమ్‌కి వెళ్ళండి; ఇంట్లో వాడే డాప్లర్ పరికరాల మీద ఆధారపడకండి.',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'బిడ్డ తక్కువగా లేదా వేరేలా కదలడం, నీరు కారడం లేదా రక్తస్రావం',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'ఎదురుచూసేటప్పుడు కాళ్ళు పైకి ఎత్తి వెల్లకిలా పడుకోబెట్టండి; తల్లిని వెచ్చగా ఉంచండి.',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'కాన్పు తర్వాత గంటలోపే ప్యాడ్ పూర్తిగా తడిసిపోవడం, పెద్ద రక్తం గడ్డలు, కళ్ళు తిరగడం లేదా గుండె వేగంగా కొట్టుకోవడం',
  'Polycystic ovary syndrome (PCOS)': 'పాలిసిస్టిక్ ఓవరీ సిండ్రోమ్ (PCOS — అండాశయాల్లో నీటి తిత్తులు)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'క్రమం తప్పకుండా వ్యాయామం, చక్కెర, మైదా తక్కువగా ఉండే సమతుల్య ఆహారం నెలసరికీ బరువుకీ సహాయపడతాయి.',
  'Book a gynecologist visit for tests.': 'పరీక్షల కోసం గైనకాలజిస్ట్ (ఆడవాళ్ళ డాక్టర్) దగ్గర అపాయింట్‌మెంట్ తీసుకోండి.',
  'No period for 3 months or more': '3 నెలలు లేదా అంతకంటే ఎక్కువ కాలం నెలసరి రాకపోవడం',
  'Very heavy bleeding': 'చాలా ఎక్కువ రక్తస్రావం',
  'Heavy periods': 'నెలసరిలో ఎక్కువ రక్తస్రావం',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'ఐరన్ ఎక్కువగా ఉండే ఆహారం తినండి (ఆకుకూరలు, బెల్లం, పప్పు, మాంసం, గుడ్లు), హిమోగ్లోబిన్ పరీక్ష చేయించుకోండి.',
  'Book a gynecologist visit.': 'గైనకాలజిస్ట్ (ఆడవాళ్ళ డాక్టర్) దగ్గర అపాయింట్‌మెంట్ తీసుకోండి.',
  'Soaking a pad every hour, dizziness or fainting':
    'ప్రతి గంటకు ప్యాడ్ పూర్తిగా తడిసిపోవడం, కళ్ళు తిరగడం లేదా స్పృహ తప్పడం',
  'Bleeding after menopause or between periods':
    'నెలసరి ఆగిపోయాక (మెనోపాజ్ తర్వాత) లేదా రెండు నెలసరుల మధ్య రక్తస్రావం',
  'Period pain': 'నెలసరి నొప్పి',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'పొత్తికడుపు మీద వేడి నీళ్ళ సీసా (హాట్ వాటర్ బ్యాగ్) పెట్టడం, తేలికపాటి వ్యాయామం సహాయపడతాయి.',
  'Pain that stops daily activities despite care': 'జాగ్రత్తలు తీసుకున్నా రోజువారీ పనులు చేసుకోలేనంత నొప్పి',
  'Fever, unusual discharge or pain outside periods': 'జ్వరం, అసాధారణ స్రావం లేదా నెలసరి లేనప్పుడు కూడా నొప్పి',
  'Vaginal infection (thrush or bacterial vaginosis)': 'యోని ఇన్ఫెక్షన్ (ఫంగస్ లేదా బ్యాక్టీరియా ఇన్ఫెక్షన్)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'వదులుగా ఉండే నూలు లోదుస్తులు వేసుకోండి; మామూలు నీళ్ళతో కడుక్కోండి, లోపలికి నీళ్ళు చిమ్మి కడగడం, సువాసన ఉత్పత్తులు వాడకండి.',
  'See a doctor for the right treatment.': 'సరైన చికిత్స కోసం డాక్టర్‌ని కలవండి.',
  'Fever or lower belly pain': 'జ్వరం లేదా పొత్తికడుపు నొప్పి',
  'Symptoms during pregnancy': 'గర్భంతో ఉన్నప్పుడు ఈ లక్షణాలు',
  'Foul-smelling discharge with bleeding': 'రక్తస్రావంతో పాటు దుర్వాసన వచ్చే స్రావం',
  'Menopause symptoms': 'మెనోపాజ్ (నెలసరి ఆగిపోయే సమయం) లక్షణాలు',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'పలచటి బట్టలు పొరలుగా వేసుకోండి, గదిని చల్లగా ఉంచండి, టీ/కాఫీ, కారం తగ్గించండి.',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'బరువు మోసే వ్యాయామాలు (నడక లాంటివి), కాల్షియం ఎక్కువగా ఉండే ఆహారం ఎముకలను కాపాడతాయి.',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'నెలసరి ఆగిపోయి ఒక సంవత్సరం అయ్యాక ఏ రక్తస్రావం అయినా — డాక్టర్‌ని చూపించండి',
  'Fever in a child': 'పిల్లల్లో జ్వరం',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'తల్లిపాలు గానీ ద్రవాలు గానీ తరచుగా ఇస్తూ ఉండండి; కొద్ది కొద్దిగా మాటిమాటికీ ఇవ్వండి.',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'పిల్లవాడికి పలచటి బట్టలు వేయండి; దుప్పట్లలో చుట్టకండి. ఇబ్బందిగా ఉంటే గోరువెచ్చని (చల్లటి కాదు) నీళ్ళలో ముంచిన గుడ్డతో ఒళ్ళు తుడవండి.',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'జ్వరం మందు పిల్లల బరువును బట్టి డాక్టర్ లేదా ఫార్మసిస్ట్ చెప్పిన మోతాదులోనే ఇవ్వండి — పెద్దవాళ్ళ మాత్రలు ఎప్పుడూ ఇవ్వకండి.',
  'Check the child regularly, including at night.': 'రాత్రిపూట కూడా పిల్లవాడిని తరచుగా చూస్తూ ఉండండి.',
  'Any fever in a baby under 3 months': '3 నెలల లోపు పసిబిడ్డకు ఏ కొంచెం జ్వరం వచ్చినా',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ప్రమాద సంకేతాలు — ఇప్పుడే ఆసుపత్రికి వెళ్ళండి: పాలు గానీ ఏమీ గానీ తాగలేకపోవడం, తిన్నది అంతా వాంతి అవడం, ఫిట్స్, బాగా మగతగా లేదా వాలిపోయి ఉండటం, ఛాతీ లోపలికి పోవడం లేదా వేగంగా ఊపిరి తీసుకోవడం.',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'గ్లాసుతో నొక్కినా మాయం కాని దద్దుర్లు, మెడ బిగుసుకుపోవడం, లేదా 2 రోజుల కంటే ఎక్కువ జ్వరం',
  'Serious illness in a young infant (possible sepsis)': 'చిన్న పసిబిడ్డలో తీవ్రమైన అనారోగ్యం (సెప్సిస్ కావచ్చు)',
};
