/** Telugu (te-IN) translations of the knowledge base texts (conditions-a, part 2). */
export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Irregular or fast heartbeat (arrhythmia)': 'గుండె క్రమం తప్పి లేదా వేగంగా కొట్టుకోవడం (అరిథ్మియా)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'కూర్చుని మెల్లగా ఊపిరి తీసుకోండి; టీ, కాఫీ, ఎనర్జీ డ్రింకులు, మద్యం తగ్గించండి.',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG కోసం డాక్టర్‌ని కలవండి, వీలైతే లక్షణాలు ఉన్న సమయంలోనే.',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'గుండె దడతో పాటు ఛాతీ నొప్పి, స్పృహ తప్పడం లేదా ఆయాసం — 108 కి ఫోన్ చేయండి',
  'Blood clot in the leg (DVT)': 'కాలిలో రక్తం గడ్డ కట్టడం (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'స్కాన్ కోసం ఈ రోజే డాక్టర్‌ని కలవండి; కాలికి మసాజ్ చేయకండి (మర్దన చేయకండి).',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'ఒక్కసారిగా ఆయాసం, ఛాతీ నొప్పి లేదా దగ్గులో రక్తం — రక్తం గడ్డ ఊపిరితిత్తులకు చేరి ఉండవచ్చు; 108 కి ఫోన్ చేయండి',
  'Stomach infection (gastroenteritis)': 'కడుపు ఇన్ఫెక్షన్ (గ్యాస్ట్రోఎంటెరైటిస్)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'ప్రతి విరేచనం తర్వాత ORS (ఓరల్ రీహైడ్రేషన్ ద్రావణం) కొద్ది కొద్దిగా మాటిమాటికీ తాగండి; నీళ్ళు, కొబ్బరి నీళ్ళు, గంజి, పప్పు నీళ్ళు, మజ్జిగ కూడా తాగండి.',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'తేలికపాటి ఆహారం తింటూనే ఉండండి: కిచిడీ, పెరుగన్నం, అరటిపండు, ఇడ్లీ; పసిపిల్లలకు తల్లిపాలు ఇస్తూనే ఉండండి.',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'విరేచనాలు ఉన్న పిల్లలకు ఆరోగ్య కేంద్రాల్లో ORS తో పాటు జింక్ ఉచితంగా ఇస్తారు — ఎలా ఇవ్వాలో ఆరోగ్య కార్యకర్తను అడగండి.',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'టాయిలెట్‌కి వెళ్ళి వచ్చాక, తినే ముందు సబ్బుతో చేతులు కడుక్కోండి; కాచిన లేదా ఫిల్టర్ చేసిన నీళ్ళు తాగండి.',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'ఒంట్లో నీరు తగ్గిన సంకేతాలు: మూత్రం చాలా తక్కువగా రావడం, కళ్ళు లోపలికి పోవడం, బాగా దాహం లేదా ఏమీ తాగలేకపోవడం, కళ్ళు తిరగడం',
  'Blood in stool, high fever or severe stomach pain': 'మలంలో రక్తం, ఎక్కువ జ్వరం లేదా తీవ్రమైన కడుపు నొప్పి',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'కొన్ని గంటల కంటే ఎక్కువ సేపు తిన్నది తాగినది అంతా వాంతి అవడం, లేదా పెద్దవాళ్ళలో 2 రోజుల కంటే ఎక్కువ విరేచనాలు',
  'A baby or child who is drowsy or not feeding': 'మగతగా ఉన్న లేదా పాలు తాగని బిడ్డ లేదా పిల్లవాడు',
  Dehydration: 'ఒంట్లో నీరు తగ్గిపోవడం (డీహైడ్రేషన్)',
  'Rest in a cool, shaded place.': 'చల్లగా, నీడ ఉన్న చోట విశ్రాంతి తీసుకోండి.',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'వాంతులు అవుతున్నా ద్రవాలు కొద్ది కొద్దిగా తాగుతూనే ఉండండి — ప్రతి కొన్ని నిమిషాలకు చిన్న గుటకలు.',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 గంటలుగా మూత్రం రాకపోవడం (పసిబిడ్డకు 6 గంటలుగా డైపర్/నాపీ తడవకపోవడం)',
  'Confusion, fainting or a fast heartbeat': 'అయోమయం, స్పృహ తప్పడం లేదా గుండె వేగంగా కొట్టుకోవడం',
  'A child who is drowsy, floppy or cannot drink': 'మగతగా, వాలిపోయి ఉన్న లేదా ఏమీ తాగలేని పిల్లవాడు',
  'Cholera / severe watery diarrhoea': 'కలరా / తీవ్రమైన నీళ్ళ విరేచనాలు',
  'Go to a health centre today; severe cases need a drip.':
    'ఈ రోజే ఆరోగ్య కేంద్రానికి వెళ్ళండి; తీవ్రంగా ఉంటే సెలైన్ (డ్రిప్) ఎక్కించాల్సి రావచ్చు.',
  'Very weak, drowsy or cannot drink': 'బాగా నీరసం, మగత లేదా ఏమీ తాగలేకపోవడం',
  'Sunken eyes and no urine': 'కళ్ళు లోపలికి పోవడం, మూత్రం రాకపోవడం',
  'Cold hands and feet': 'కాళ్ళు చేతులు చల్లబడటం',
  'Dysentery (bloody diarrhoea)': 'రక్త విరేచనాలు (డిసెంట్రీ)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి; రక్త విరేచనాలకు డాక్టర్ రాసిచ్చే చికిత్స అవసరం కావచ్చు.',
  'High fever or severe pain': 'ఎక్కువ జ్వరం లేదా తీవ్రమైన నొప్పి',
  'Signs of dehydration': 'ఒంట్లో నీరు తగ్గిన సంకేతాలు',
  'Bloody diarrhoea in a child': 'పిల్లల్లో రక్త విరేచనాలు',
  'Food poisoning': 'ఫుడ్ పాయిజనింగ్ (కలుషిత ఆహారం వల్ల అనారోగ్యం)',
  'Rest and eat bland food once vomiting settles.':
    'విశ్రాంతి తీసుకోండి, వాంతులు తగ్గాక చప్పటి, తేలికపాటి ఆహారం తినండి.',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'బయట రోడ్డు పక్కన అమ్మే ఆహారం, కోసి తెరిచి ఉంచిన పండ్లు, ఫ్రిజ్‌లో పెట్టకుండా బయట ఉంచిన మిగిలిన ఆహారం తినకండి.',
  'Blood in stool or vomit': 'మలంలో లేదా వాంతిలో రక్తం',
  'Double vision, drooping eyelids or difficulty swallowing':
    'రెండుగా కనిపించడం, కనురెప్పలు వాలిపోవడం లేదా మింగడం కష్టంగా ఉండటం',
  'Worm infection': 'నులిపురుగుల ఇన్ఫెక్షన్',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'జాతీయ నులిపురుగుల నివారణ దినోత్సవం రోజున పిల్లలకు నులిపురుగుల మాత్రలు ఉచితంగా ఇస్తారు — ఆరోగ్య కార్యకర్తను లేదా డాక్టర్‌ని అడగండి.',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'బయటికి వెళ్ళేటప్పుడు చెప్పులు వేసుకోండి, గోళ్ళు కత్తిరించుకోండి, తినే ముందు చేతులు కడుక్కోండి.',
  'Severe stomach pain with vomiting': 'వాంతులతో పాటు తీవ్రమైన కడుపు నొప్పి',
  'Child looks pale or is not growing well': 'పిల్లవాడు పాలిపోయి కనిపించడం లేదా సరిగ్గా ఎదగకపోవడం',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'పీచు ఎక్కువగా ఉండే ఆహారం తినండి: ముడి ధాన్యాలు, పప్పు, కూరగాయలు, బొప్పాయి, జామ లాంటి పండ్లు.',
  'Drink more water and walk daily.': 'నీళ్ళు ఎక్కువగా తాగండి, రోజూ నడవండి.',
  'Do not ignore the urge to go.': 'మల విసర్జనకు వెళ్ళాలనిపించినప్పుడు ఆపుకోకండి.',
  'Not passing stool or gas with vomiting and a swollen belly':
    'వాంతులు, కడుపు ఉబ్బడంతో పాటు మలం గానీ గ్యాస్ గానీ బయటికి పోకపోవడం',
  'Blood in stool or weight loss': 'మలంలో రక్తం లేదా బరువు తగ్గడం',
  'New constipation after age 50 lasting weeks': '50 ఏళ్ళు దాటాక కొత్తగా మొదలై వారాల పాటు ఉండే మలబద్ధకం',
  'Irritable bowel syndrome (IBS)': 'ఇర్రిటబుల్ బవెల్ సిండ్రోమ్ (IBS)',
  'Eat regular meals and note foods that trigger symptoms.':
    'వేళకు భోజనం చేయండి, ఏ ఆహారం వల్ల లక్షణాలు వస్తున్నాయో గమనించి రాసుకోండి.',
  'Exercise, manage stress and sleep well.': 'వ్యాయామం చేయండి, ఒత్తిడి తగ్గించుకోండి, బాగా నిద్రపోండి.',
  'Weight loss, blood in stool or fever': 'బరువు తగ్గడం, మలంలో రక్తం లేదా జ్వరం',
  'Symptoms starting after age 50': '50 ఏళ్ళు దాటాక మొదలైన లక్షణాలు',
  'Piles (haemorrhoids) or anal fissure': 'మొలలు (పైల్స్) లేదా మలద్వారం పగుళ్ళు (ఫిషర్)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'మల విసర్జనకు ముక్కాల్సిన అవసరం రాకుండా చూసుకోండి: పీచు ఎక్కువగా ఉండే ఆహారం తినండి, నీళ్ళు ఎక్కువగా తాగండి.',
  'Sit in a tub of warm water for relief.': 'ఉపశమనం కోసం గోరువెచ్చని నీళ్ళ టబ్‌లో కూర్చోండి.',
  'Keep the area clean and dry.': 'ఆ భాగాన్ని శుభ్రంగా, పొడిగా ఉంచుకోండి.',
  'Heavy bleeding or dark blood': 'ఎక్కువ రక్తస్రావం లేదా ముదురు రంగు రక్తం',
  'Severe pain with a hard lump': 'గట్టి గడ్డతో పాటు తీవ్రమైన నొప్పి',
  'Weight loss or a change in bowel habit': 'బరువు తగ్గడం లేదా మల విసర్జన అలవాట్లలో మార్పు',
  'Acidity and acid reflux (GERD)': 'ఎసిడిటీ, గుండెల్లో మంట (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'కొద్ది కొద్దిగా భోజనం చేయండి, తిన్న తర్వాత 2 నుంచి 3 గంటల వరకు పడుకోకండి.',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'వేపుళ్ళు, కారం, నూనె ఎక్కువగా ఉండే ఆహారం, టీ, కాఫీ, మద్యం, సిగరెట్ తగ్గించండి.',
  'Raise the head end of the bed; lose weight if overweight.':
    'మంచం తల వైపు కొంచెం ఎత్తుగా పెట్టుకోండి; బరువు ఎక్కువగా ఉంటే తగ్గించుకోండి.',
  'A pharmacist can advise on antacids for occasional use.':
    'అప్పుడప్పుడు వాడటానికి ఎసిడిటీ మందుల (యాంటాసిడ్) గురించి ఫార్మసిస్ట్ సలహా ఇవ్వగలరు.',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'చెమటలు, ఆయాసంతో పాటు ఛాతీ నొప్పి, లేదా చేతికి, దవడకు పాకే నొప్పి — గుండె సమస్య కావచ్చు; 108 కి ఫోన్ చేయండి',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'మింగడం కష్టంగా ఉండటం, బరువు తగ్గడం, రక్తం వాంతి లేదా నల్లటి మలం',
  'Gastritis or stomach ulcer': 'గ్యాస్ట్రైటిస్ లేదా కడుపులో అల్సర్ (పుండు)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'డాక్టర్ సురక్షితమని చెప్పకపోతే ఐబుప్రోఫెన్, డైక్లోఫెనాక్ లేదా ఆస్పిరిన్ లాంటి నొప్పి మాత్రలు వేసుకోకండి.',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'మద్యం, సిగరెట్, బాగా కారంగా ఉండే ఆహారం మానేయండి; వేళకు భోజనం చేయండి.',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'రక్తం వాంతి లేదా నల్లగా, తారు లాంటి మలం — ఇప్పుడే ఆసుపత్రికి వెళ్ళండి',
  'Sudden severe stomach pain': 'ఒక్కసారిగా వచ్చిన తీవ్రమైన కడుపు నొప్పి',
  'Bleeding in the stomach or gut': 'కడుపులో లేదా పేగుల్లో రక్తస్రావం',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'ఇప్పుడే 108 కి ఫోన్ చేయండి; కళ్ళు తిరుగుతుంటే కాళ్ళు పైకి ఎత్తి పడుకోండి. డాక్టర్ చూసే వరకు ఏమీ తినకండి, తాగకండి.',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'కళ్ళు తిరగడంతో పాటు రక్తం వాంతి అయినా లేదా నల్లటి మలం వచ్చినా అది అత్యవసర పరిస్థితి',
  Appendicitis: 'అపెండిసైటిస్ (అపెండిక్స్ వాపు)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'కొన్ని గంటల్లోనే డాక్టర్ దగ్గరికి లేదా ఆసుపత్రికి వెళ్ళండి; డాక్టర్ పరీక్షించే వరకు ఏమీ తినకండి, నొప్పి మాత్రలు లేదా విరేచనాల మందులు వేసుకోకండి.',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'నొప్పి ఒక్కసారిగా కడుపంతా పాకడం లేదా బాగా ఎక్కువవడం',
  'High fever, hard belly or repeated vomiting': 'ఎక్కువ జ్వరం, కడుపు గట్టిగా అవడం లేదా మళ్ళీ మళ్ళీ వాంతులు',
  'Gallstones / gallbladder pain': 'పిత్తాశయంలో రాళ్ళు / పిత్తాశయం నొప్పి (గాల్ బ్లాడర్)',
  'Eat smaller, low-fat meals.': 'కొద్ది కొద్దిగా, కొవ్వు తక్కువగా ఉండే భోజనం చేయండి.',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'భోజనం తర్వాత నొప్పి మళ్ళీ మళ్ళీ వస్తుంటే అల్ట్రాసౌండ్ స్కానింగ్ కోసం డాక్టర్‌ని కలవండి.',
  'Pain lasting more than 8 hours': '8 గంటల కంటే ఎక్కువ సేపు ఉండే నొప్పి',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'వణుకుతో జ్వరం, లేదా కళ్ళు పచ్చగా మారడం — ఈ రోజే డాక్టర్‌ని చూపించండి',
  'Acute pancreatitis': 'అక్యూట్ ప్యాంక్రియాటైటిస్ (క్లోమ గ్రంథి వాపు)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'కడుపు పై భాగంలో వీపు వరకు పాకే తీవ్రమైన నొప్పి, వాంతులతో పాటు ఉంటే ఇప్పుడే ఆసుపత్రికి వెళ్ళాలి',
  'Liver damage (cirrhosis, often from alcohol)': 'లివర్ దెబ్బ తినడం (సిర్రోసిస్, ఎక్కువగా మద్యం వల్ల)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'మద్యం పూర్తిగా మానేయండి; తాగుడు మాన్పించడానికి సహాయం అడగండి (Tele-MANAS 14416 దారి చూపిస్తుంది).',
  'Take no herbal or other medicines without asking your doctor.':
    'డాక్టర్‌ని అడగకుండా నాటు మందులు గానీ వేరే ఏ మందులు గానీ వాడకండి.',
  'Confusion or sleepiness': 'అయోమయం లేదా మగత',
  'Fever with a swollen, painful belly': 'కడుపు ఉబ్బి, నొప్పిగా ఉండటంతో పాటు జ్వరం',
  'Urine infection (UTI)': 'మూత్రంలో ఇన్ఫెక్షన్ (UTI)',
  'Drink plenty of water so that urine is pale.': 'మూత్రం లేత రంగులో వచ్చేంతగా నీళ్ళు ఎక్కువగా తాగండి.',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'మూత్ర పరీక్ష కోసం డాక్టర్‌ని కలవండి; అవసరమైతే యాంటీబయాటిక్స్ డాక్టర్ రాసివ్వాలి — మిగిలిపోయిన పాత మాత్రలు వేసుకోకండి.',
  'Do not hold urine for long; wipe front to back.':
    'మూత్రాన్ని ఎక్కువ సేపు ఆపుకోకండి; ముందు నుంచి వెనక వైపుకు తుడుచుకోండి.',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'వణుకుతో జ్వరం, లేదా పక్కన లేదా నడుము వెనక నొప్పి (కిడ్నీ ఇన్ఫెక్షన్)',
  'Symptoms in pregnancy, in a man, or in a child': 'గర్భంతో ఉన్నప్పుడు, మగవాళ్ళలో లేదా పిల్లల్లో ఈ లక్షణాలు',
  'Kidney infection (pyelonephritis)': 'కిడ్నీ ఇన్ఫెక్షన్ (పైలోనెఫ్రైటిస్)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'ఈ రోజే డాక్టర్‌ని చూపించండి; కిడ్నీ ఇన్ఫెక్షన్లకు డాక్టర్ రాసిచ్చే యాంటీబయాటిక్స్ అవసరం.',
  'Drink plenty of fluids and rest.': 'ద్రవాలు ఎక్కువగా తాగండి, విశ్రాంతి తీసుకోండి.',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'అయోమయం, చాలా వేగంగా ఊపిరి తీసుకోవడం లేదా చల్లగా జిగటగా ఉండే చర్మం (సెప్సిస్ కావచ్చు) — 108 కి ఫోన్ చేయండి',
  'Vomiting so that fluids do not stay down': 'తాగినవి ఏవీ నిలవనంతగా వాంతులు',
  'Kidney stone (pathri)': 'కిడ్నీలో రాళ్ళు (మూత్రపిండాల్లో రాళ్ళు)',
  'Drink plenty of water through the day, especially in summer.':
    'రోజంతా నీళ్ళు ఎక్కువగా తాగండి, ముఖ్యంగా ఎండాకాలంలో.',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'నొప్పి తగ్గడానికి డాక్టర్ లేదా ఫార్మసిస్ట్ చెప్పినట్టే మందులు వాడండి; నొప్పి తీవ్రంగా ఉంటే ఒక రోజులోపే డాక్టర్‌ని చూపించండి.',
  'Reduce salt and very high-protein diets.': 'ఉప్పు తగ్గించండి, ప్రోటీన్ చాలా ఎక్కువగా ఉండే ఆహారం తగ్గించండి.',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'రాళ్ళ నొప్పితో పాటు జ్వరం లేదా వణుకు — ఇన్ఫెక్షన్ వచ్చి మూసుకుపోయిన కిడ్నీ అత్యవసర పరిస్థితి',
  'Unable to pass urine': 'మూత్రం పోయలేకపోవడం',
  'Pain not controlled or repeated vomiting': 'నొప్పి తగ్గకపోవడం లేదా మళ్ళీ మళ్ళీ వాంతులు',
  'Enlarged prostate (BPH)': 'ప్రోస్టేట్ పెరగడం (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'సాయంత్రం పూట ద్రవాలు తక్కువగా తాగండి, టీ, కాఫీ, మద్యం తగ్గించండి.',
  'Book a doctor visit for a prostate check.': 'ప్రోస్టేట్ పరీక్ష కోసం డాక్టర్ దగ్గర అపాయింట్‌మెంట్ తీసుకోండి.',
  'Unable to pass urine at all': 'మూత్రం అసలు పోయలేకపోవడం',
  'Fever with urinary symptoms': 'మూత్ర సమస్యలతో పాటు జ్వరం',
  'Chronic kidney disease': 'దీర్ఘకాల కిడ్నీ వ్యాధి',
  'Control blood pressure and sugar; limit salt.': 'బీపీ, షుగర్ అదుపులో ఉంచుకోండి; ఉప్పు తగ్గించండి.',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'డాక్టర్ సరే అనకపోతే నొప్పి మాత్రలు, నాటు మందులు వాడకండి.',
  'Breathlessness or very little urine': 'ఆయాసం లేదా మూత్రం చాలా తక్కువగా రావడం',
  'Severe swelling': 'బాగా ఎక్కువ వాపు',
  'Stroke (brain attack)': 'పక్షవాతం (స్ట్రోక్ — మెదడుకు వచ్చే అటాక్)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లక్షణాలు మొదలైన సమయం గుర్తు పెట్టుకోండి — రక్తం గడ్డను కరిగించే చికిత్స కొన్ని గంటల్లోపే పని చేస్తుంది.',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'ఆహారం, నీళ్ళు, మందులు ఏమీ ఇవ్వకండి; మగతగా ఉన్నా, వాంతులు అవుతున్నా ఆ వ్యక్తిని ఒక పక్కకు తిప్పి పడుకోబెట్టండి.',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST గుర్తు పెట్టుకోండి: Face (ముఖం వాలిపోవడం), Arm (చేయి బలహీనం), Speech (మాట కష్టమవడం) — Time (సమయం వృథా చేయకుండా 108 కి ఫోన్ చేయండి)',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'కొన్ని నిమిషాల్లో తగ్గిపోయిన లక్షణాలకు కూడా ఈ రోజే ఆసుపత్రికి వెళ్ళాలి (చిన్న స్ట్రోక్)',
  Migraine: 'మైగ్రేన్ (పార్శ్వపు నొప్పి)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'చీకటిగా, నిశ్శబ్దంగా ఉన్న గదిలో విశ్రాంతి తీసుకోండి; నుదుటి మీద చల్లటి గుడ్డ పెడితే సహాయపడుతుంది.',
  'Drink water and do not skip meals or sleep.': 'నీళ్ళు తాగండి, భోజనం గానీ నిద్ర గానీ మానకండి.',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'నిద్ర తక్కువవడం, ఉపవాసం, ఎక్కువ ఎండ లేదా ఒత్తిడి లాంటి తలనొప్పి తెప్పించే కారణాలను ఒక డైరీలో రాసుకోండి.',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'నొప్పి మాత్రలు ఫార్మసిస్ట్ లేదా డాక్టర్ చెప్పినట్టే వాడండి; వారంలో కొన్ని రోజుల కంటే ఎక్కువ వాడితే తలనొప్పులు ఇంకా ఎక్కువవుతాయి.',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'ఒక్కసారిగా వచ్చిన, జీవితంలో ఎప్పుడూ రానంత తలనొప్పి, లేదా బలహీనం, అయోమయం, ఫిట్స్ లేదా మాట ముద్దగా రావడంతో పాటు తలనొప్పి — 108 కి ఫోన్ చేయండి',
  'Headache with fever and stiff neck': 'జ్వరం, మెడ బిగుసుకుపోవడంతో పాటు తలనొప్పి',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'తలనొప్పులు తరచుగా రావడం లేదా తీరు మారడం, లేదా 50 ఏళ్ళు దాటాక మొదలవడం',
  'Tension-type headache': 'టెన్షన్ తలనొప్పి',
  'Drink water, sleep regularly and take screen breaks.':
    'నీళ్ళు తాగండి, వేళకు నిద్రపోండి, ఫోన్/టీవీ స్క్రీన్ నుంచి మధ్య మధ్యలో విరామం తీసుకోండి.',
  'Gentle neck stretches and relaxation help.': 'మెల్లగా మెడ సాగదీసే వ్యాయామాలు, ప్రశాంతంగా ఉండటం సహాయపడతాయి.',
  'Painkillers only as advised by a pharmacist or doctor.': 'నొప్పి మాత్రలు ఫార్మసిస్ట్ లేదా డాక్టర్ చెప్పినట్టే వాడండి.',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'నిద్రలో నుంచి లేపే తలనొప్పి, లేదా పడుకున్నప్పుడు ఎక్కువై వాంతులతో ఉండే తలనొప్పి',
  'Headache after a head injury': 'తలకు దెబ్బ తగిలిన తర్వాత తలనొప్పి',
  'Headache with fever, stiff neck, weakness or confusion':
    'జ్వరం, మెడ బిగుసుకుపోవడం, బలహీనం లేదా అయోమయంతో పాటు తలనొప్పి',
  'Seizure / epilepsy': 'ఫిట్స్ / మూర్ఛ వ్యాధి (ఎపిలెప్సీ)',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'ఫిట్స్ వచ్చినప్పుడు: గట్టి వస్తువులను దూరంగా జరపండి, తల కింద మెత్తటిది పెట్టండి, ఆ వ్యక్తిని గట్టిగా పట్టుకోకండి, నోట్లో ఏమీ పెట్టకండి.',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'గుంజుకోవడం ఆగాక, వాళ్ళను ఒక పక్కకు తిప్పి, పూర్తిగా స్పృహ వచ్చే వరకు దగ్గరే ఉండండి.',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'మొదటిసారి ఫిట్స్ వచ్చినా, 5 నిమిషాల కంటే ఎక్కువ సేపు ఉన్నా, మళ్ళీ మళ్ళీ వస్తున్నా, దెబ్బ తగిలినా, లేదా గర్భంతో ఉన్నప్పుడు వచ్చినా 108 కి ఫోన్ చేయండి.',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'మీకు మూర్ఛ వ్యాధి ఉంటే, మందులు క్రమం తప్పకుండా వేసుకోండి; డాక్టర్ ఒప్పుకునే వరకు ఒంటరిగా ఈత కొట్టకండి, బండి నడపకండి.',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 నిమిషాల కంటే ఎక్కువ సేపు ఫిట్స్, లేదా ఫిట్స్ మధ్యలో స్పృహ రాకపోవడం',
  'First-ever fit': 'జీవితంలో మొదటిసారి ఫిట్స్',
  'Fit with fever, head injury or in pregnancy': 'జ్వరంతో, తలకు దెబ్బ తగిలాక లేదా గర్భంతో ఉన్నప్పుడు ఫిట్స్',
  'Vertigo (inner-ear balance problem)': 'వర్టిగో (లోపలి చెవి వల్ల బ్యాలెన్స్ సమస్య, కళ్ళు తిరగడం)',
  'Sit or lie down when it starts; get up slowly.': 'మొదలవగానే కూర్చోండి లేదా పడుకోండి; మెల్లగా లేవండి.',
  'Avoid driving, heights and ladders until it settles.':
    'తగ్గే వరకు బండి నడపకండి, ఎత్తైన చోట్లకు, నిచ్చెనలు ఎక్కడానికి వెళ్ళకండి.',
  'Drink fluids if vomiting.': 'వాంతులు అవుతుంటే ద్రవాలు తాగండి.',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'రెండుగా కనిపించడం, మాట ముద్దగా రావడం, బలహీనం లేదా నడవడం కష్టంగా ఉండటంతో పాటు వర్టిగో — పక్షవాతం (స్ట్రోక్) కావచ్చు, 108 కి ఫోన్ చేయండి',
  'Bell’s palsy (facial nerve weakness)': 'బెల్స్ పాల్సీ (ముఖ నరం బలహీనపడటం, ముఖ పక్షవాతం)',
  'See a doctor within a day: treatment started early works best.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి: చికిత్స త్వరగా మొదలుపెడితే బాగా పని చేస్తుంది.',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'మూతపడని కంటిని కాపాడుకోండి (డాక్టర్ చెప్పినట్టు కంటి చుక్కలు, రాత్రిపూట టేప్ లేదా కంటికి పట్టీ).',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'చేయి లేదా కాలు బలహీనం, లేదా మాట్లాడటంలో ఇబ్బంది — పక్షవాతం (స్ట్రోక్) కావచ్చు, 108 కి ఫోన్ చేయండి',
  'Nerve damage in hands and feet (neuropathy)': 'చేతులు, కాళ్ళలో నరాలు దెబ్బ తినడం (న్యూరోపతి)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'కాళ్ళకు కోతలు, బొబ్బలు ఉన్నాయేమో రోజూ చూసుకోండి; ఎప్పుడూ చెప్పులు వేసుకోండి.',
  'Keep blood sugar controlled and avoid alcohol.': 'బ్లడ్ షుగర్ అదుపులో ఉంచుకోండి, మద్యం తాగకండి.',
  'Get vitamin B12 and sugar tested.': 'విటమిన్ B12, షుగర్ పరీక్షలు చేయించుకోండి.',
  'A foot wound that is not healing or turns red, black or smelly':
    'మానని కాలి పుండు, లేదా ఎర్రగా, నల్లగా మారిన లేదా దుర్వాసన వచ్చే కాలి పుండు',
  'Weakness spreading up the legs over days': 'కొన్ని రోజుల్లో కాళ్ళ నుంచి పైకి పాకుతున్న బలహీనం',
  'Fainting (syncope)': 'స్పృహ తప్పడం (సింకోపీ)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'పూర్తిగా కోలుకునే వరకు కాళ్ళు పైకి ఎత్తి పడుకోండి; తర్వాత మెల్లగా లేచి కూర్చోండి.',
  'Drink fluids and eat something once awake.': 'స్పృహ వచ్చాక ద్రవాలు తాగండి, ఏదైనా తినండి.',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'వ్యాయామం చేస్తున్నప్పుడు, ఛాతీ నొప్పి లేదా గుండె దడతో, లేదా ఏ ముందస్తు సూచనా లేకుండా స్పృహ తప్పడం',
  'Not waking within a minute': 'ఒక నిమిషంలోపు స్పృహ రాకపోవడం',
  'Fainting in pregnancy': 'గర్భంతో ఉన్నప్పుడు స్పృహ తప్పడం',
  'Suicidal thoughts or self-harm crisis': 'ఆత్మహత్య ఆలోచనలు లేదా తనకు తాను హాని చేసుకునే పరిస్థితి',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'ఇప్పుడే Tele-MANAS 14416 కి ఫోన్ చేయండి — ఉచితం, రహస్యంగా ఉంచుతారు, 24x7. మీకు వెంటనే ప్రమాదం ఉంటే 112 కి ఫోన్ చేయండి.',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'మీరు నమ్మే వ్యక్తితో కలిసి ఉండండి, మీకు హాని చేసుకోవడానికి వాడగలిగే ఏ వస్తువుకైనా దూరంగా ఉండండి.',
  'You are not alone, and these feelings can get better with help.':
    'మీరు ఒంటరి కాదు, సహాయం తీసుకుంటే ఈ భావనలు తగ్గుతాయి.',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'ప్రాణం తీసుకోవడానికి ప్లాన్ గానీ మార్గం గానీ ఉన్నా, లేదా ఇప్పటికే హాని చేసుకున్నా — ఇప్పుడే 112 కి ఫోన్ చేయండి',
  Depression: 'డిప్రెషన్ (మనసు కుంగిపోవడం)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'మీరు నమ్మే వ్యక్తితో మాట్లాడండి, లేదా శిక్షణ పొందిన కౌన్సెలర్‌తో మాట్లాడటానికి Tele-MANAS 14416 కి ఫోన్ చేయండి (ఉచితం, 24x7, మీ భాషలోనే).',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'రోజువారీ పనులు ఒక క్రమంలో ఉంచుకోండి: వేళకు నిద్ర, వేళకు భోజనం, పగటి వెలుగులో కొంచెం సేపు నడక.',
  'Avoid alcohol and other drugs.': 'మద్యం, ఇతర మత్తు పదార్థాలకు దూరంగా ఉండండి.',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'డిప్రెషన్ చాలా మందికి వచ్చే, నయం చేయగల వ్యాధి — డాక్టర్‌ని కలవడం బలానికి గుర్తు.',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'ప్రాణం తీసుకోవాలనే ఆలోచనలు — ఇప్పుడే Tele-MANAS 14416 లేదా 112 కి ఫోన్ చేయండి',
};
