/** Telugu (te-IN) translations of the knowledge base texts (conditions-b, part 2). */
export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 కి ఫోన్ చేసి ఇప్పుడే ఆసుపత్రికి వెళ్ళండి; బిడ్డను తల్లి ఒంటికి హత్తుకుని (చర్మానికి చర్మం తగిలేలా) వెచ్చగా ఉంచండి, దారిలో తల్లిపాలు ఇవ్వడానికి ప్రయత్నిస్తూనే ఉండండి.',
  'Baby feels cold, or has fever, in the first two months of life':
    'పుట్టిన మొదటి రెండు నెలల్లో బిడ్డ ఒళ్ళు చల్లగా ఉండటం లేదా జ్వరం రావడం',
  'Bronchiolitis (chest infection in babies)': 'బ్రాంకియోలైటిస్ (పసిపిల్లల్లో ఛాతీ ఇన్ఫెక్షన్)',
  'Saline drops can clear a blocked nose before feeds.':
    'పాలు ఇచ్చే ముందు సెలైన్ చుక్కలు వేస్తే మూసుకుపోయిన ముక్కు తెరుచుకుంటుంది.',
  'Keep the baby away from smoke.': 'బిడ్డను పొగకు దూరంగా ఉంచండి.',
  'Pauses in breathing or blue lips': 'ఊపిరి మధ్య మధ్యలో ఆగిపోవడం లేదా పెదవులు నీలంగా మారడం',
  Croup: 'క్రూప్ (పిల్లల్లో కుక్క మొరిగినట్టు దగ్గు)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'పిల్లవాడిని ప్రశాంతంగా, నిటారుగా కూర్చోబెట్టి ఉంచండి; ఏడిస్తే ఇంకా ఎక్కువవుతుంది.',
  'Do not use steam or hot water near the child (burn risk).':
    'పిల్లవాడి దగ్గర ఆవిరి గానీ వేడి నీళ్ళు గానీ పెట్టకండి (కాలే ప్రమాదం ఉంది).',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'విశ్రాంతిలో ఉన్నప్పుడు కూడా ఊపిరిలో శబ్దం, ఛాతీ లోపలికి పోవడం, చొంగ కారడం లేదా పెదవులు నీలంగా మారడం — 108 కి ఫోన్ చేయండి',
  'Whooping cough (pertussis)': 'కోరింత దగ్గు (పెర్టుసిస్)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి; 6 నెలల లోపు పసిపిల్లలకు తరచుగా ఆసుపత్రిలో చికిత్స అవసరమవుతుంది.',
  'Check that the child’s DPT vaccines are complete.': 'పిల్లవాడికి DPT టీకాలు అన్నీ పూర్తయ్యాయో లేదో చూసుకోండి.',
  'Baby turning blue or stopping breathing during coughing fits':
    'దగ్గు తెరల మధ్యలో బిడ్డ నీలంగా మారడం లేదా ఊపిరి ఆగిపోవడం',
  'Not feeding or vomiting after every feed': 'పాలు తాగకపోవడం లేదా ప్రతిసారి పాలు తాగాక వాంతి చేసుకోవడం',
  Chickenpox: 'ఆటలమ్మ (చికెన్ పాక్స్)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'కాలమైన్ లోషన్, చల్లటి నీళ్ళ స్నానం దురద తగ్గిస్తాయి; గోళ్ళు చిన్నగా కత్తిరించండి.',
  'Do not give ibuprofen or aspirin for chickenpox.': 'ఆటలమ్మకి ఐబుప్రోఫెన్ గానీ ఆస్పిరిన్ గానీ ఇవ్వకండి.',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'పొక్కులన్నీ ఎండి పక్కులు కట్టే వరకు బడికి వెళ్ళకండి, గర్భిణులకు, అప్పుడే పుట్టిన పిల్లలకు దూరంగా ఉండండి.',
  'Breathlessness, chest pain, confusion or fits': 'ఆయాసం, ఛాతీ నొప్పి, అయోమయం లేదా ఫిట్స్',
  'Red, hot, swollen skin around blisters': 'పొక్కుల చుట్టూ చర్మం ఎర్రగా, వేడిగా, వాచి ఉండటం',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'గర్భిణికి, అప్పుడే పుట్టిన బిడ్డకు లేదా రోగనిరోధక శక్తి తక్కువగా ఉన్నవాళ్ళకు ఆటలమ్మ',
  Measles: 'తట్టు (మీజిల్స్)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'డాక్టర్‌ని చూపించండి; జాతీయ కార్యక్రమం కింద తట్టు వచ్చిన పిల్లలకు విటమిన్ A ఇస్తారు.',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'దద్దుర్లు మొదలైనప్పటి నుంచి 4 రోజుల వరకు పిల్లవాడిని ఇతరులకు దూరంగా ఉంచండి; తోబుట్టువులకు MR టీకా వేయించారో లేదో చూసుకోండి.',
  'Fast or difficult breathing': 'వేగంగా లేదా కష్టంగా ఊపిరి తీసుకోవడం',
  'Drowsiness or fits': 'మగత లేదా ఫిట్స్',
  'Diarrhoea with dehydration': 'విరేచనాలతో పాటు ఒంట్లో నీరు తగ్గిపోవడం',
  'Mumps (galsua)': 'గవద బిళ్ళలు (మంప్స్)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'విశ్రాంతి తీసుకోండి, ద్రవాలు తాగండి, మెత్తటి ఆహారం తినండి; ఊరగాయలు, నిమ్మ జాతి పండ్ల లాంటి పుల్లటి ఆహారం తినకండి.',
  'A warm or cold compress on the swelling.': 'వాపు మీద వెచ్చని లేదా చల్లటి కాపడం పెట్టండి.',
  'Stay home from school or work for 5 days after the swelling starts.':
    'వాపు మొదలైనప్పటి నుంచి 5 రోజుల వరకు బడికి గానీ పనికి గానీ వెళ్ళకుండా ఇంట్లోనే ఉండండి.',
  'Stiff neck, severe headache or drowsiness': 'మెడ బిగుసుకుపోవడం, తీవ్రమైన తలనొప్పి లేదా మగత',
  'Painful swollen testicles or severe belly pain': 'వృషణాలు వాచి నొప్పిగా ఉండటం లేదా తీవ్రమైన కడుపు నొప్పి',
  'Hand, foot and mouth disease': 'చేతులు, కాళ్ళు, నోటి వ్యాధి (హ్యాండ్, ఫుట్ అండ్ మౌత్ డిసీజ్)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'నోరు పుండుగా ఉన్నప్పుడు చల్లటి, మెత్తటి ఆహారం, పానీయాలు తీసుకోవడం తేలికగా ఉంటుంది.',
  'Wash hands well; keep the child home while unwell.':
    'చేతులు బాగా కడుక్కోండి; ఒంట్లో బాగాలేనంత కాలం పిల్లవాడిని ఇంట్లోనే ఉంచండి.',
  'Not drinking or passing very little urine': 'ఏమీ తాగకపోవడం లేదా మూత్రం చాలా తక్కువగా రావడం',
  'Drowsiness, fits or jerky movements': 'మగత, ఫిట్స్ లేదా ఒళ్ళు ఉలిక్కిపడుతూ గుంజుకోవడం',
  'Febrile seizure (fit with fever in a young child)': 'జ్వరంతో వచ్చే ఫిట్స్ (చిన్న పిల్లల్లో జ్వరంతో పాటు ఫిట్స్)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'పిల్లవాడిని సురక్షితమైన చోట ఒక పక్కకు తిప్పి పడుకోబెట్టండి; నోట్లో ఏమీ పెట్టకండి, గట్టిగా పట్టుకోకండి.',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'సమయం గమనించండి; మొదటిసారి ఫిట్స్ అయినా, 5 నిమిషాల కంటే ఎక్కువ సేపు ఉన్నా, లేదా పిల్లవాడు మామూలుగా లేవకపోయినా 108 కి ఫోన్ చేయండి.',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 నిమిషాల కంటే ఎక్కువ సేపు ఫిట్స్, మళ్ళీ ఫిట్స్ రావడం, లేదా తర్వాత మెడ బిగుసుకుపోవడం, దద్దుర్లు లేదా మగత',
  'Newborn jaundice': 'అప్పుడే పుట్టిన బిడ్డకు పచ్చకామెర్లు',
  'Breastfeed often, every 2 to 3 hours.': 'తరచుగా, ప్రతి 2 నుంచి 3 గంటలకు ఒకసారి తల్లిపాలు ఇవ్వండి.',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'ఈ రోజే బిడ్డకు బిలిరుబిన్ పరీక్ష చేయించండి; ఇంట్లో ఎండలో పెట్టే చికిత్స మీద ఆధారపడకండి.',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'అరచేతులు లేదా అరికాళ్ళు పచ్చగా ఉండటం, పుట్టిన 24 గంటల్లోనే పచ్చకామెర్లు, పాలు తాగకుండా మగతగా ఉండే బిడ్డ, లేదా మలం తెల్లగా రావడం',
  'Heat stroke': 'వడదెబ్బ (హీట్ స్ట్రోక్)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'ఇప్పుడే 108 కి ఫోన్ చేయండి. ఆ వ్యక్తిని నీడలోకి లేదా చల్లటి గదిలోకి తీసుకెళ్ళి, అదనపు బట్టలు తీసేయండి.',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'త్వరగా చల్లబరచండి: చర్మాన్ని చల్లటి నీళ్ళతో తడిపి విసరండి; మెడ, చంకలు, గజ్జల మీద తడి గుడ్డలు లేదా ఐస్ ప్యాక్‌లు పెట్టండి.',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'పూర్తిగా స్పృహలో ఉంటేనే నీళ్ళు కొద్ది కొద్దిగా ఇవ్వండి; మగతగా ఉంటే నోటి ద్వారా ఏమీ ఇవ్వకండి.',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'ఎండ/వేడి తగిలిన తర్వాత అయోమయం, ఫిట్స్, స్పృహ లేకపోవడం లేదా చర్మం బాగా వేడిగా ఉండటం అత్యవసర పరిస్థితి',
  'Heat exhaustion': 'వేడి వల్ల నీరసం (హీట్ ఎగ్జాషన్)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'చల్లగా, నీడ ఉన్న చోటికి వెళ్ళి, పడుకుని, కాళ్ళు పైకి ఎత్తి ఉంచండి.',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'నీళ్ళు, ORS, మజ్జిగ, నిమ్మరసం లేదా పచ్చి మామిడికాయ పానీయం (ఆమ్ పన్నా) తాగండి.',
  'Cool the skin with wet cloths and a fan.': 'తడి గుడ్డలతో, ఫ్యాన్‌తో చర్మాన్ని చల్లబరచండి.',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'వడగాలుల సమయంలో మధ్యాహ్నం 12 నుంచి సాయంత్రం 4 గంటల వరకు బయటికి వెళ్ళకండి; టోపీ, వదులుగా ఉండే నూలు బట్టలు వేసుకోండి.',
  'Not better within 30 minutes of cooling and fluids': 'చల్లబరిచి, ద్రవాలు ఇచ్చాక 30 నిమిషాల్లో మెరుగవకపోవడం',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'అయోమయం, చెమట ఆగిపోవడం లేదా స్పృహ తప్పడం — వడదెబ్బగా భావించి 108 కి ఫోన్ చేయండి',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 కి ఫోన్ చేసి దగ్గరలోని ఆసుపత్రికి ఇప్పుడే వెళ్ళండి — ప్రభుత్వ ఆసుపత్రుల్లో పాము విషానికి విరుగుడు మందు (యాంటీ-స్నేక్ వీనమ్) ఉచితం.',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'ప్రశాంతంగా, కదలకుండా ఉండండి; కాటు వేసిన చేయి లేదా కాలును కదపకుండా, గుండె కంటే కిందికి ఉంచండి. ఉంగరాలు, గాజులు, బిగుతుగా ఉన్న బట్టలు తీసేయండి.',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'గాయాన్ని కోయకండి, నోటితో విషం పీల్చకండి, గట్టిగా కట్టు కట్టకండి, ఆకు పసర్లు పూయకండి, నాటు వైద్యుడి దగ్గరికి వెళ్ళకండి — వీటి వల్ల విలువైన సమయం వృథా అవుతుంది.',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'కాటు వేసిన సమయం గుర్తు పెట్టుకోండి; సురక్షితంగా వీలైతేనే పాము ఫోటో తీయండి.',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'నొప్పి లేకపోయినా, కట్లపాము కాటు (ఎక్కువగా రాత్రి నేల మీద పడుకున్నప్పుడు) కొన్ని గంటల తర్వాత కనురెప్పలు వాలిపోవడం, ఊపిరి ఆగిపోవడానికి దారితీయవచ్చు',
  'Dog or animal bite (rabies risk)': 'కుక్క లేదా జంతువు కాటు (రేబిస్ ప్రమాదం)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'వెంటనే గాయాన్ని సబ్బుతో, పారే నీళ్ళ కింద 15 నిమిషాలు కడగండి — దీని వల్ల రేబిస్ ప్రమాదం చాలా తగ్గుతుంది.',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'రేబిస్ టీకా కోసం ఈ రోజే ఆరోగ్య కేంద్రానికి వెళ్ళండి (ప్రభుత్వ ఆసుపత్రుల్లో ఉచితం), లోతైన కాట్లకు రేబిస్ ఇమ్యూనోగ్లోబులిన్ ఇంజెక్షన్ కూడా తీసుకోండి.',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'గాయం మీద కారం, పసుపు, నూనె లేదా వేరే ఏవీ పూయకండి, కుట్లు వేయించకండి, గట్టిగా కట్టు కట్టకండి.',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'డాక్టర్ చెప్పిన తేదీల ప్రకారం టీకా డోసులన్నీ పూర్తి చేయించుకోండి.',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'లోతైన కాట్లు, ముఖం, తల లేదా చేతుల మీద కాట్లు, లేదా చాలా కాట్లు — ఈ రోజే వెళ్ళండి, ఆలస్యం చేయకండి',
  'Bleeding that will not stop': 'ఆగని రక్తస్రావం',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'ఇప్పుడే దగ్గరలోని ఆసుపత్రికి వెళ్ళండి, ముఖ్యంగా పిల్లలకు అయితే; ఆ వ్యక్తిని ప్రశాంతంగా, కదలకుండా ఉంచండి.',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'కుట్టిన చోట చల్లటి ప్యాక్ పెడితే నొప్పి తగ్గుతుంది. కుట్టిన చోటును కోయకండి, నోటితో పీల్చకండి.',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'కుట్టిన తర్వాత చెమటలు, వాంతులు, కాళ్ళు చేతులు చల్లబడటం, ఆయాసం లేదా కుదురు లేకపోవడం — 108 కి ఫోన్ చేయండి',
  'Insect bite or sting (local reaction)': 'పురుగు కాటు లేదా కుట్టడం (ఆ చోట మాత్రమే ప్రతిచర్య)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'తేనెటీగ ముల్లును గోరుతో లేదా ఏదైనా కార్డుతో గీకి తీసేయండి, తర్వాత సబ్బు నీళ్లతో కడగండి.',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'ఆ చోట 10 నిమిషాలు చల్లని కాపడం పెడితే నొప్పి, వాపు తగ్గుతాయి; ఆ భాగాన్ని పైకి ఎత్తి ఉంచండి.',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'ఒకేసారి చాలా కుట్లు, నోటి లోపల కుట్టడం, లేదా ఒకటి రెండు రోజుల తర్వాత వ్యాపించి వేడెక్కే ఎరుపు',
  'Severe allergic reaction (anaphylaxis)': 'తీవ్రమైన అలర్జీ (అనాఫిలాక్సిస్)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'ఇప్పుడే 108 కి ఫోన్ చేయండి. ఆ వ్యక్తి దగ్గర అడ్రినలిన్ ఆటో-ఇంజెక్టర్ ఉంటే, దాన్ని వాడండి.',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'కాళ్ళు పైకి ఎత్తి వెల్లకిలా పడుకోబెట్టండి; ఊపిరి ఆడటం కష్టంగా ఉంటే లేచి కూర్చోనివ్వండి.',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'ఏదైనా ఆహారం, మందు లేదా పురుగు కుట్టిన తర్వాత పెదవులు లేదా గొంతు వాపు, ఊపిరి ఆడకపోవడం లేదా స్పృహ తప్పడం',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'విషం తాగడం (పురుగుల మందు, రసాయనాలు, ఎక్కువ మాత్రలు)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'ఇప్పుడే 108 కి ఫోన్ చేయండి. ఆ వ్యక్తితో వాంతి చేయించకండి, పాలు, ఉప్పు నీళ్ళు లేదా నూనె తాగించకండి.',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'పురుగుల మందుతో తడిసిన బట్టలు తీసేసి, చర్మాన్ని సబ్బు నీళ్ళతో కడగండి (చేతి తొడుగులు వేసుకోండి).',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'ఆ డబ్బా/సీసా లేదా మాత్రల అట్టను ఆసుపత్రికి తీసుకెళ్ళండి. కావాలని చేసుకుంటే, తర్వాత Tele-MANAS 14416 సహాయం చేస్తుంది.',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'పురుగుల మందు, కిరోసిన్, యాసిడ్ లేదా ఎక్కువ మాత్రలు ఏవి మింగినా, ఆ వ్యక్తి బాగానే కనిపించినా, అది అత్యవసర పరిస్థితే',
  'Burns and scalds': 'కాలిన గాయాలు (నిప్పు లేదా వేడి నీళ్ళ వల్ల)',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'వీలైనంత త్వరగా కాలిన చోటును పారే చల్లటి కుళాయి నీళ్ళ కింద 20 నిమిషాలు ఉంచండి.',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'కాలిన చోటు దగ్గర ఉన్న ఉంగరాలు, బట్టలు తీసేయండి, చర్మానికి అంటుకుని ఉంటే తప్ప.',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'క్లింగ్ ఫిల్మ్ లేదా శుభ్రమైన గుడ్డతో వదులుగా కప్పండి. టూత్‌పేస్ట్, నెయ్యి, నూనె, ఐస్ లేదా పసుపు పూయకండి; బొబ్బలను చిదమకండి.',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'ఆ వ్యక్తి అరచేయి కంటే పెద్దగా ఉన్న, లోతైన (తెల్లగా లేదా మాడిపోయిన), లేదా ముఖం, చేతులు, పాదాలు, మర్మాంగాలు లేదా కీళ్ళ మీద కాలిన గాయాలు — ఆసుపత్రికి వెళ్ళండి',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'పసిబిడ్డకు ఏ కాలిన గాయమైనా, లేదా కరెంటు షాక్, రసాయనాలు, పొగ పీల్చడం వల్ల కాలిన గాయాలు — 108 కి ఫోన్ చేయండి',
  'Broken bone (fracture)': 'ఎముక విరగడం (ఫ్రాక్చర్)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'దెబ్బ తగిలిన భాగం కదలకుండా బద్ద (స్ప్లింట్) లేదా జోలె కట్టండి; దాన్ని సరిచేయడానికి ప్రయత్నించకండి.',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'గుడ్డలో చుట్టిన చల్లటి ప్యాక్ పెట్టండి; ఈ రోజే ఎక్స్-రే తీయించుకోండి.',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'నాటు కట్లు, ఎముకలు సరిచేసే మర్దన చేయించకండి, వాటి వల్ల శాశ్వత నష్టం జరగవచ్చు.',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'ఎముక చర్మం చీల్చుకుని బయటికి రావడం, ఎక్కువ రక్తస్రావం, లేదా చేయి/కాలు చల్లగా, తిమ్మిరిగా లేదా పాలిపోయి ఉండటం — 108 కి ఫోన్ చేయండి',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'మెడ, వెన్ను, తుంటి లేదా తొడ ఎముక విరిగిందని అనుమానం ఉంటే — ఆ వ్యక్తిని కదపకండి; 108 కి ఫోన్ చేయండి',
  'Sprain or strain': 'బెణుకు లేదా కండరం పట్టేయడం',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'విశ్రాంతి ఇవ్వండి, ప్రతి కొన్ని గంటలకు 20 నిమిషాలు గుడ్డలో చుట్టిన చల్లటి ప్యాక్ పెట్టండి, గట్టిగా (మరీ బిగుతుగా కాకుండా) కట్టు కట్టండి, పైకి ఎత్తి ఉంచండి.',
  'Start gentle movement after 2 days.': '2 రోజుల తర్వాత మెల్లగా కదపడం మొదలుపెట్టండి.',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'దాని మీద అస్సలు బరువు మోపలేకపోవడం, లేదా వంకరగా కనిపించడం — ఎక్స్-రే తీయించుకోండి',
  'Not improving after a week': 'వారం తర్వాత కూడా మెరుగవకపోవడం',
  'Rest and have someone stay with you for 24 hours.':
    'విశ్రాంతి తీసుకోండి, 24 గంటల పాటు ఎవరినైనా మీ దగ్గర ఉండమనండి.',
  'Avoid alcohol, driving and sports until checked.': 'డాక్టర్ చూసే వరకు మద్యం, బండి నడపడం, ఆటలు మానుకోండి.',
  'See a doctor today if you are elderly or take blood thinners.':
    'మీరు వృద్ధులైనా లేదా రక్తం పలచబడే మందులు వాడుతున్నా ఈ రోజే డాక్టర్‌ని చూపించండి.',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'స్పృహ తప్పడం, ఫిట్స్, మళ్ళీ మళ్ళీ వాంతులు, అయోమయం, ఎక్కువవుతున్న తలనొప్పి, చెవి లేదా ముక్కు నుంచి రక్తం, లేదా బలహీనం — 108 కి ఫోన్ చేయండి',
  'Severe bleeding from a wound': 'గాయం నుంచి తీవ్రమైన రక్తస్రావం',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 కి ఫోన్ చేయండి. శుభ్రమైన గుడ్డతో గాయం మీద గట్టిగా నొక్కి, వదలకండి; గుడ్డ తడిసిపోతే దాని మీదే ఇంకో గుడ్డ పెట్టండి.',
  'Raise the injured part and lie the person down.': 'దెబ్బ తగిలిన భాగాన్ని పైకి ఎత్తి, ఆ వ్యక్తిని పడుకోబెట్టండి.',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'ఆగని రక్తస్రావం, రక్తం చిమ్మడం, లేదా కళ్ళు తిరగడం, చర్మం పాలిపోయి చల్లగా ఉండటం',
  'Cut or wound': 'గాటు లేదా గాయం',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'రక్తం ఆగే వరకు శుభ్రమైన గుడ్డతో తెగిన చోట నొక్కి పట్టండి, తర్వాత శుభ్రమైన పారే నీటి కింద కడగండి.',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'శుభ్రమైన కట్టుతో కప్పి, శుభ్రంగా, పొడిగా ఉంచండి; దాని మీద మట్టి, బూడిద, కాఫీ పొడి, టూత్‌పేస్ట్ ఏమీ పెట్టకండి.',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'చివరిసారి టెటనస్ ఇంజెక్షన్ తీసుకుని 10 సంవత్సరాలకు పైగా అయితే, లేదా ఎప్పుడో తెలియకపోతే, ఒక రోజులోపు వేయించుకోండి.',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 నిమిషాలు గట్టిగా నొక్కిపట్టినా రక్తం ఆగకపోతే — 108 కి ఫోన్ చేయండి',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'లోతైన, విచ్చుకున్న లేదా పొడవైన గాటు, ముఖం మీద గాటు, లేదా లోపల గాజు, మట్టి, తుప్పు ఉంటే — ఈ రోజే ఆసుపత్రికి వెళ్ళండి',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'ఎరుపు పాకుతుంటే, చీము, జ్వరం, లేదా నొప్పి పెరుగుతుంటే — ఈ రోజే డాక్టర్‌ని చూపించండి',
  'Diabetes (high blood sugar)': 'షుగర్ వ్యాధి (డయాబెటిస్, బ్లడ్ షుగర్ ఎక్కువ)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'పరగడుపు షుగర్, HbA1c పరీక్షలు చేయించుకోండి; ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో షుగర్ పరీక్ష ఉచితం.',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'కూరగాయలు, పప్పు, ముడి ధాన్యాలు ఎక్కువగా తినండి; స్వీట్లు, చక్కెర పానీయాలు, తెల్ల అన్నం, మైదా తగ్గించండి.',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'దాదాపు రోజూ కనీసం 30 నిమిషాలు నడవండి; బరువు అదుపులో ఉంచుకోండి.',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'షుగర్ మందులు వాడుతుంటే, డాక్టర్ రాసిచ్చినట్టే వేసుకోండి; రోజూ పాదాలను చూసుకోండి.',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'షుగర్ ఎక్కువగా ఉండి వాంతులు, లోతుగా వేగంగా ఊపిరి తీసుకోవడం, నోటి నుంచి పండ్ల వాసన లేదా మగత — ఆసుపత్రికి వెళ్ళండి',
  'A foot wound that is red, black or smelly': 'ఎర్రగా, నల్లగా మారిన లేదా దుర్వాసన వచ్చే కాలి పుండు',
  'Low blood sugar (hypo)': 'షుగర్ తగ్గిపోవడం (హైపో)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'స్పృహలో ఉండి మింగగలిగితే, ఇప్పుడే ఏదైనా తీపి తీసుకోండి: గ్లూకోజ్, నీళ్ళలో చక్కెర, పండ్ల రసం లేదా స్వీట్లు. తర్వాత సరిగ్గా ఏదైనా తినండి.',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 నిమిషాల తర్వాత మళ్ళీ షుగర్ చూసుకోండి, ఇంకా తక్కువగా ఉంటే మళ్ళీ తీపి తీసుకోండి.',
  'Tell your doctor — your diabetes medicines may need changing.':
    'మీ డాక్టర్‌కి చెప్పండి — మీ షుగర్ మందులు మార్చాల్సి రావచ్చు.',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'మగత, అయోమయం, ఫిట్స్ లేదా స్పృహ లేకపోవడం — నోటి ద్వారా ఏమీ ఇవ్వకండి; 108 కి ఫోన్ చేయండి',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'షుగర్ బాగా పెరిగిపోయిన అత్యవసర పరిస్థితి (డయాబెటిక్ కీటోఅసిడోసిస్)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'ఇప్పుడే ఆసుపత్రికి వెళ్ళండి; స్పృహలో ఉంటే దారిలో నీళ్ళు కొద్ది కొద్దిగా తాగండి. ఇన్సులిన్ ఆపకండి.',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'షుగర్ ఎక్కువగా ఉండి వాంతులు, లోతుగా ఊపిరి తీసుకోవడం, నోటి నుంచి పండ్ల వాసన, కడుపు నొప్పి లేదా మగత',
  'Underactive thyroid (hypothyroidism)': 'థైరాయిడ్ తక్కువగా పని చేయడం (హైపోథైరాయిడిజం)',
  'Get a thyroid (TSH) blood test.': 'థైరాయిడ్ (TSH) రక్త పరీక్ష చేయించుకోండి.',
  'Use iodised salt at home.': 'ఇంట్లో అయోడిన్ ఉప్పు వాడండి.',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'థైరాయిడ్ మాత్ర రాసిస్తే, డాక్టర్ చెప్పినట్టు రోజూ పరగడుపున వేసుకోండి.',
  'Extreme drowsiness, confusion or feeling very cold': 'బాగా మగత, అయోమయం లేదా బాగా చలిగా అనిపించడం',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'వేగంగా పెరిగే మెడ వాపు, లేదా మింగడం గానీ ఊపిరి తీసుకోవడం గానీ కష్టం చేసే మెడ వాపు',
  'Overactive thyroid (hyperthyroidism)': 'థైరాయిడ్ ఎక్కువగా పని చేయడం (హైపర్‌థైరాయిడిజం)',
  'Get a thyroid blood test.': 'థైరాయిడ్ రక్త పరీక్ష చేయించుకోండి.',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'ఎదురుచూసేటప్పుడు టీ, కాఫీ, ఎనర్జీ డ్రింకులు తగ్గించండి.',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'గుండె చాలా వేగంగా కొట్టుకోవడం, జ్వరం, అయోమయం లేదా ఛాతీ నొప్పి — ఆసుపత్రికి వెళ్ళండి',
  'Anaemia (low haemoglobin, often iron deficiency)': 'రక్తహీనత (హిమోగ్లోబిన్ తక్కువ, ఎక్కువగా ఐరన్ లోపం వల్ల)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'హిమోగ్లోబిన్ పరీక్ష చేయించుకోండి; ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో ఇది ఉచితం (అనీమియా ముక్త్ భారత్).',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'ఐరన్ ఎక్కువగా ఉండే ఆహారం తినండి: ఆకుకూరలు, బెల్లం, ఖర్జూరం, పప్పు, శనగలు, గుడ్లు, మాంసం; ఐరన్ బాగా ఒంటికి పట్టడానికి నిమ్మరసం లేదా ఉసిరి కలపండి.',
  'Avoid tea or coffee with meals.': 'భోజనంతో పాటు టీ లేదా కాఫీ తాగకండి.',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'గర్భిణులకు, యుక్తవయసు పిల్లలకు, చిన్న పిల్లలకు ఐరన్, ఫోలిక్ యాసిడ్ మాత్రలు ఉచితంగా ఇస్తారు — ఆరోగ్య కార్యకర్త చెప్పినట్టు వేసుకోండి.',
  'Breathless at rest, chest pain or fainting': 'విశ్రాంతిలో ఉన్నప్పుడు కూడా ఆయాసం, ఛాతీ నొప్పి లేదా స్పృహ తప్పడం',
  'Black stools or heavy bleeding': 'నల్లటి మలం లేదా ఎక్కువ రక్తస్రావం',
  'Anaemia in pregnancy': 'గర్భంలో రక్తహీనత',
  'Vitamin B12 deficiency': 'విటమిన్ B12 లోపం',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 రక్త పరీక్ష చేయించుకోండి, ముఖ్యంగా శాకాహారులైతే లేదా చాలా కాలంగా షుగర్ మందులు గానీ ఎసిడిటీ మందులు గానీ వాడుతుంటే.',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'పాలు, పెరుగు, పనీర్, గుడ్లు, చేపలు లేదా పోషకాలు కలిపిన (ఫోర్టిఫైడ్) ఆహారం తీసుకోండి.',
  'Difficulty walking, worsening numbness or confusion':
    'నడవడం కష్టంగా ఉండటం, తిమ్మిరి ఎక్కువవడం లేదా అయోమయం',
  'Knee and joint wear (osteoarthritis)': 'మోకాళ్ళు, కీళ్ళు అరిగిపోవడం (ఆస్టియోఆర్థరైటిస్)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'చురుకుగా ఉండండి: నడక, తొడ కండరాలు బలపరిచే వ్యాయామాలు మోకాలిని కాపాడతాయి.',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'బరువు ఎక్కువగా ఉంటే తగ్గించుకోండి; నేల మీద కూర్చోవడానికి బదులు కుర్చీ వాడండి.',
  'Warm compresses ease stiffness.': 'వెచ్చని కాపడం పెడితే బిగుసుకుపోవడం తగ్గుతుంది.',
  'A hot, red, swollen joint with fever': 'జ్వరంతో పాటు కీలు వేడిగా, ఎర్రగా, వాచి ఉండటం',
  'Unable to bear weight': 'బరువు మోపలేకపోవడం',
  'Rheumatoid arthritis': 'రుమటాయిడ్ ఆర్థరైటిస్ (కీళ్ళవాతం)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'త్వరగా డాక్టర్ దగ్గర అపాయింట్‌మెంట్ తీసుకోండి: త్వరగా చికిత్స మొదలుపెడితే కీళ్ళు దెబ్బ తినకుండా ఉంటాయి.',
  'Gentle exercise and warm water soaks for stiff hands.':
    'తేలికపాటి వ్యాయామం, బిగుసుకుపోయిన చేతులను గోరువెచ్చని నీళ్ళలో నానబెట్టడం సహాయపడతాయి.',
  'A single very hot, swollen joint with fever': 'జ్వరంతో పాటు ఒకే కీలు బాగా వేడిగా, వాచి ఉండటం',
  Gout: 'గౌట్ (యూరిక్ యాసిడ్ వల్ల కీళ్ళ నొప్పి)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'కీలుకు విశ్రాంతి ఇచ్చి పైకి ఎత్తి ఉంచండి; గుడ్డలో చుట్టిన చల్లటి ప్యాక్ పెడితే సహాయపడుతుంది.',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'నీళ్ళు ఎక్కువగా తాగండి; మద్యం, మటన్ లాంటి ఎర్ర మాంసం, లివర్/కిడ్నీ లాంటి లోపలి భాగాల మాంసం, చక్కెర పానీయాలు తగ్గించండి.',
  'Fever or shivering with a hot joint (possible joint infection)':
    'కీలు వేడిగా ఉండి జ్వరం లేదా వణుకు (కీలులో ఇన్ఫెక్షన్ కావచ్చు)',
  'Low back pain': 'నడుము నొప్పి',
  'Keep moving gently; bed rest slows recovery.':
    'మెల్లగా కదులుతూ ఉండండి; మంచం మీదే పడుకుని ఉంటే కోలుకోవడం ఆలస్యమవుతుంది.',
  'Warm compresses and gentle stretches.': 'వెచ్చని కాపడం, మెల్లగా ఒళ్ళు సాగదీసే వ్యాయామాలు.',
  'Lift with bent knees; take breaks from long sitting.':
    'బరువు ఎత్తేటప్పుడు మోకాళ్ళు వంచి ఎత్తండి; ఎక్కువ సేపు కూర్చుంటే మధ్యలో లేచి విరామం తీసుకోండి.',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'మర్మాంగాలు లేదా పిరుదుల చుట్టూ తిమ్మిరి, మూత్రం లేదా మలం మీద అదుపు తప్పడం, లేదా రెండు కాళ్ళలో బలహీనం — ఇప్పుడే ఆసుపత్రికి వెళ్ళండి',
  'Back pain with fever, weight loss or after a fall':
    'జ్వరం, బరువు తగ్గడంతో పాటు నడుము నొప్పి, లేదా కింద పడ్డాక నడుము నొప్పి',
  'Sciatica (trapped nerve in the back)': 'సయాటికా (నడుములో నరం నొక్కుకుపోవడం)',
  'Keep active with gentle walking and stretches.':
    'మెల్లగా నడుస్తూ, ఒళ్ళు సాగదీసే వ్యాయామాలు చేస్తూ చురుకుగా ఉండండి.',
  'Warm compresses; avoid lifting heavy loads.': 'వెచ్చని కాపడం పెట్టండి; బరువులు ఎత్తకండి.',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'రెండు కాళ్ళలో బలహీనం, లేదా మూత్రం లేదా మలం మీద అదుపు తప్పడం — అత్యవసర పరిస్థితి',
  'Neck pain / cervical spondylosis': 'మెడ నొప్పి / సర్వైకల్ స్పాండిలోసిస్',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'స్క్రీన్‌లను కళ్ళకు సమానమైన ఎత్తులో పెట్టుకోండి, ప్రతి 30 నిమిషాలకు విరామం తీసుకోండి.',
  'Gentle neck exercises and warm compresses.': 'మెల్లగా మెడ వ్యాయామాలు, వెచ్చని కాపడం.',
  'Use one firm pillow.': 'గట్టిగా ఉండే ఒకే ఒక్క దిండు వాడండి.',
  'Neck stiffness with fever or headache — emergency':
    'జ్వరం లేదా తలనొప్పితో పాటు మెడ బిగుసుకుపోవడం — అత్యవసర పరిస్థితి',
  'Weakness or clumsiness in arms or legs': 'చేతులు లేదా కాళ్ళలో బలహీనం లేదా పట్టు తప్పడం',
  'Frozen shoulder': 'ఫ్రోజెన్ షోల్డర్ (భుజం బిగుసుకుపోవడం)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'తేలికపాటి వ్యాయామాలతో భుజాన్ని కదుపుతూ ఉండండి; ఫిజియోథెరపీ సహాయపడుతుంది.',
  'Warm compresses.': 'వెచ్చని కాపడం.',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'ఛాతీ నొప్పి, చెమటలు లేదా ఆయాసంతో పాటు ఎడమ భుజం లేదా చేయి నొప్పి — గుండె సమస్య కావచ్చు; 108 కి ఫోన్ చేయండి',
  'Spotting in pregnancy': 'గర్భంలో కొద్దిగా రక్తం మరకలు (స్పాటింగ్)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'గర్భాన్ని పరీక్షించడానికి ఈ రోజే మీ ANM, ASHA లేదా డాక్టర్‌కి చూపించుకోండి; మీ గర్భిణీ కార్డు (MCP కార్డు) తీసుకెళ్ళండి.',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'విశ్రాంతి తీసుకోండి, ఎంత రక్తం పోతుందో తెలిసేలా ప్యాడ్ వాడండి (టాంపాన్ వద్దు).',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'నెలసరిలా రక్తస్రావం లేదా రక్తం గడ్డలు, కడుపు నొప్పి, భుజం చివర నొప్పి, కళ్ళు తిరగడం లేదా స్పృహ తప్పడం — ఇప్పుడే ఆసుపత్రికి వెళ్ళండి',
};
