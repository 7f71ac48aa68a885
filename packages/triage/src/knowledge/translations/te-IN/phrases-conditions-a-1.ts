/** Telugu (te-IN) translations of the knowledge base texts (conditions-a, part 1). */
export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'డెంగ్యూ జ్వరం',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'ద్రవాలు ఎక్కువగా తాగండి: నీళ్ళు, ORS, కొబ్బరి నీళ్ళు, మజ్జిగ, సూప్‌లు.',
  'Rest at home and sponge with lukewarm water if very hot.':
    'ఇంట్లో విశ్రాంతి తీసుకోండి, ఒళ్ళు బాగా వేడిగా ఉంటే గోరువెచ్చని నీళ్ళలో ముంచిన గుడ్డతో ఒళ్ళు తుడవండి.',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'జ్వరానికి పారాసిటమాల్ మెడికల్ షాపు ఫార్మసిస్ట్ లేదా డాక్టర్ చెప్పినట్టే వాడండి. ఐబుప్రోఫెన్, ఆస్పిరిన్ లేదా వేరే నొప్పి మాత్రలు వేసుకోకండి: డెంగ్యూలో ఇవి రక్తస్రావం ప్రమాదాన్ని పెంచుతాయి.',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'డాక్టర్ చెప్పినట్టు రక్త పరీక్ష (ప్లేట్‌లెట్ కౌంట్, డెంగ్యూ NS1 లేదా యాంటీబాడీ పరీక్ష) చేయించుకోండి.',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'ఇతరులకు సోకకుండా దోమతెరలు, దోమల మందులు వాడండి, నిలిచిన నీళ్ళను (కూలర్లు, కుండలు, టైర్లు) ఖాళీ చేయండి.',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'చిగుళ్ళ నుంచి లేదా ముక్కు నుంచి రక్తం, చర్మం మీద ఎర్రటి చుక్కలు, లేదా వాంతిలో లేదా మలంలో రక్తం',
  'Repeated vomiting or not able to drink': 'మళ్ళీ మళ్ళీ వాంతులు లేదా ఏమీ తాగలేకపోవడం',
  'Severe stomach pain': 'తీవ్రమైన కడుపు నొప్పి',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'చల్లగా, జిగటగా ఉండే చర్మం, కుదురు లేకపోవడం, మగత లేదా స్పృహ తప్పడం — ముఖ్యంగా జ్వరం తగ్గుతున్నప్పుడు (జ్వరం వచ్చిన 3వ రోజు నుంచి 7వ రోజు మధ్య)',
  'Passing very little urine': 'మూత్రం చాలా తక్కువగా రావడం',
  Malaria: 'మలేరియా',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'అదే రోజు మలేరియా రక్త పరీక్ష (ర్యాపిడ్ టెస్ట్ లేదా స్లైడ్) చేయించుకోండి — ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో ఇది ఉచితం.',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'ఒంట్లో బాగున్నా సరే, మలేరియా మందుల కోర్సు మొత్తం డాక్టర్ రాసిచ్చినట్టే పూర్తి చేయండి.',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'దోమతెర (వీలైతే మందు పూసిన దోమతెర) కింద పడుకోండి, సాయంత్రం పూట చేతులు, కాళ్ళు కప్పుకోండి.',
  'Confusion, drowsiness, fits or unconsciousness': 'అయోమయం, మగత, ఫిట్స్ లేదా స్పృహ లేకపోవడం',
  'Yellow eyes, dark or very little urine': 'కళ్ళు పచ్చగా ఉండటం, మూత్రం ముదురు రంగులో లేదా చాలా తక్కువగా రావడం',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'ఊపిరి ఆడకపోవడం, మళ్ళీ మళ్ళీ వాంతులు లేదా ఏమీ తినలేకపోవడం, తాగలేకపోవడం',
  'Fever in a pregnant woman or young child': 'గర్భిణికి లేదా చిన్న పిల్లలకు జ్వరం',
  Chikungunya: 'చికున్‌గున్యా',
  'Rest the painful joints; cool compresses can ease swelling.':
    'నొప్పిగా ఉన్న కీళ్ళకు విశ్రాంతి ఇవ్వండి; చల్లటి గుడ్డ కాపడం పెడితే వాపు తగ్గుతుంది.',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'జ్వరానికి పారాసిటమాల్ ఫార్మసిస్ట్ లేదా డాక్టర్ చెప్పినట్టే వాడండి; డాక్టర్ సురక్షితమని చెప్పకపోతే ఐబుప్రోఫెన్, ఆస్పిరిన్ లాంటి నొప్పి మాత్రలు వేసుకోకండి.',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'జ్వరం తగ్గాక మెల్లగా ఒళ్ళు సాగదీసే వ్యాయామాలు చేయండి; కీళ్ళ నొప్పులు వారాల పాటు ఉండవచ్చు — తగ్గకపోతే డాక్టర్‌ని చూపించండి.',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'దోమతెరలు, దోమల మందులు వాడండి; ఏడిస్ దోమలు పగటి పూట కుడతాయి.',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'ఎక్కడైనా రక్తం కారడం, ఆగని వాంతులు లేదా తీవ్రమైన కడుపు నొప్పి (డెంగ్యూ కూడా ఇలాగే ఉండవచ్చు)',
  'Confusion, fits or drowsiness': 'అయోమయం, ఫిట్స్ లేదా మగత',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'అప్పుడే పుట్టిన బిడ్డకు, వృద్ధులకు లేదా కాన్పు దగ్గర పడిన గర్భిణికి జ్వరం',
  'Scrub typhus': 'స్క్రబ్ టైఫస్',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి: డాక్టర్ రాసిచ్చే యాంటీబయాటిక్స్‌తో స్క్రబ్ టైఫస్ తేలికగా తగ్గుతుంది.',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'పొలాల్లో, పొదల్లో లేదా తోటల్లో పని చేసి ఉంటే డాక్టర్‌కి చెప్పండి, చంకలో, గజ్జల్లో లేదా నడుము దగ్గర నల్లటి పక్కు ఉందేమో చూడండి.',
  Breathlessness: 'ఆయాసం',
  'Confusion, drowsiness or fits': 'అయోమయం, మగత లేదా ఫిట్స్',
  'Yellow eyes or very little urine': 'కళ్ళు పచ్చగా ఉండటం లేదా మూత్రం చాలా తక్కువగా రావడం',
  'Leptospirosis (rat fever)': 'లెప్టోస్పైరోసిస్ (ఎలుక జ్వరం)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి, వరద నీళ్ళలో లేదా మురుగు నీళ్ళలో నడిచినా, తడి పొలాల్లో వ్యవసాయం చేసినా ఆ విషయం డాక్టర్‌కి చెప్పండి.',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'వరద నీళ్ళలో లేదా వరి పొలాల్లో బూట్లు, చేతి తొడుగులు వేసుకోండి; కోసుకుపోయిన గాయాలను కప్పి ఉంచండి.',
  'Yellow eyes or skin': 'కళ్ళు లేదా చర్మం పచ్చగా ఉండటం',
  'Coughing blood or breathlessness': 'దగ్గులో రక్తం లేదా ఆయాసం',
  'Bleeding anywhere': 'ఎక్కడి నుంచైనా రక్తం కారడం',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'మెదడు వాపు జ్వరం (ఎన్‌సెఫలైటిస్, జపనీస్ ఎన్‌సెఫలైటిస్‌తో సహా)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 కి ఫోన్ చేసి, ఆ వ్యక్తిని ఇప్పుడే ఆసుపత్రికి తీసుకెళ్ళండి; మగతగా ఉంటే ఒక పక్కకు తిప్పి పడుకోబెట్టండి.',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'ఎక్కువ ప్రమాదం ఉన్న జిల్లాల్లోని పిల్లలకు జాతీయ టీకాల కార్యక్రమం కింద JE (మెదడు వాపు) టీకా వేయించాలి.',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'జ్వరంతో పాటు అయోమయం, ఫిట్స్, వింత ప్రవర్తన లేదా మగత ఉంటే అది అత్యవసర పరిస్థితి',
  'Typhoid (enteric fever)': 'టైఫాయిడ్ (విష జ్వరం)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'రక్త పరీక్ష కోసం డాక్టర్‌ని కలవండి; టైఫాయిడ్‌కి డాక్టర్ ఎంచుకున్న యాంటీబయాటిక్స్ కోర్సు మొత్తం వాడాలి.',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'మెత్తగా, అప్పుడే వండిన ఆహారం తినండి, కాచిన లేదా ఫిల్టర్ చేసిన నీళ్ళు తాగండి.',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'టాయిలెట్‌కి వెళ్ళి వచ్చాక, వంట చేసే ముందు సబ్బుతో చేతులు కడుక్కోండి; ఒంట్లో బాగాలేనప్పుడు ఇతరులకు వంట చేయకండి.',
  'Severe stomach pain or a hard, swollen belly': 'తీవ్రమైన కడుపు నొప్పి లేదా కడుపు గట్టిగా, ఉబ్బి ఉండటం',
  'Black or bloody stools': 'నల్లటి మలం లేదా మలంలో రక్తం',
  'Confusion or extreme drowsiness': 'అయోమయం లేదా బాగా మగతగా ఉండటం',
  'Fever still present after some days of treatment': 'కొన్ని రోజులు మందులు వాడినా జ్వరం తగ్గకపోవడం',
  'Tuberculosis (TB)': 'క్షయ వ్యాధి (టీబీ)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'ఈ వారంలోనే పరీక్ష చేయించుకోండి: ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో కఫం పరీక్షలు, టీబీ చికిత్స ఉచితం (నిక్షయ్).',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'దగ్గేటప్పుడు నోటికి అడ్డం పెట్టుకోండి, కిటికీలు తెరిచి ఉంచండి, చికిత్స మొదలయ్యే వరకు వీలైతే వేరుగా పడుకోండి.',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'టీబీ అని తేలితే, మందులు మధ్యలో ఎప్పుడూ ఆపకండి; ప్రోటీన్ ఎక్కువగా ఉండే ఆహారం తినండి (నిక్షయ్ పోషణ్ యోజన ద్వారా పోషకాహార సహాయం అందుతుంది).',
  'Breathlessness or chest pain': 'ఆయాసం లేదా ఛాతీ నొప్పి',
  'Very high fever or confusion': 'చాలా ఎక్కువ జ్వరం లేదా అయోమయం',
  'Hepatitis A (jaundice from contaminated food or water)':
    'హెపటైటిస్ A (కలుషితమైన ఆహారం లేదా నీళ్ళ వల్ల వచ్చే పచ్చకామెర్లు)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'లివర్ రక్త పరీక్షల కోసం డాక్టర్‌ని కలవండి; చాలా మంది కొన్ని వారాల్లో ఇంట్లోనే కోలుకుంటారు.',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'విశ్రాంతి తీసుకోండి, శుభ్రమైన ద్రవాలు ఎక్కువగా తాగండి, కొద్ది కొద్దిగా తేలికపాటి భోజనం తినండి.',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'మద్యం తాగకండి, డాక్టర్‌ని అడగకుండా ఏ మందులూ, నాటు మందులూ వాడకండి — లివర్ (కాలేయం) బలహీనంగా ఉంటుంది.',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'టాయిలెట్‌కి వెళ్ళి వచ్చాక సబ్బుతో చేతులు కడుక్కోండి; కాచిన లేదా ఫిల్టర్ చేసిన నీళ్ళు వాడండి.',
  'Confusion, excessive sleepiness or strange behaviour': 'అయోమయం, అతిగా నిద్ర లేదా వింత ప్రవర్తన',
  'Bleeding or bruising easily': 'రక్తం కారడం లేదా తేలికగా కమిలిపోవడం',
  'Vomiting everything': 'తిన్నది తాగినది అంతా వాంతి అవడం',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'హెపటైటిస్ E (నీళ్ళ వల్ల వచ్చే పచ్చకామెర్లు, గర్భంలో ప్రమాదకరం)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'లివర్ పరీక్షల కోసం డాక్టర్‌ని కలవండి; పచ్చకామెర్లు ఉన్న గర్భిణిని అదే రోజు డాక్టర్‌కి చూపించాలి.',
  'Rest, drink clean fluids and eat light meals.':
    'విశ్రాంతి తీసుకోండి, శుభ్రమైన ద్రవాలు తాగండి, తేలికపాటి భోజనం తినండి.',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'మద్యం తాగకండి, డాక్టర్ చెప్పని ఏ మందులూ, నాటు మందులూ వాడకండి.',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'కాచిన లేదా ఫిల్టర్ చేసిన నీళ్ళు మాత్రమే తాగండి, ముఖ్యంగా వానాకాలంలో.',
  'Jaundice during pregnancy': 'గర్భంతో ఉన్నప్పుడు పచ్చకామెర్లు',
  'Confusion or drowsiness': 'అయోమయం లేదా మగత',
  'Hepatitis B': 'హెపటైటిస్ B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'రక్త పరీక్ష చేయించుకోండి; దీర్ఘకాలంగా ఉండే హెపటైటిస్ Bకి చికిత్స ఉంది, ఇంట్లో వాళ్ళకు టీకా వేయించవచ్చు.',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'మద్యం తాగకండి, రేజర్లు, టూత్‌బ్రష్‌లు లేదా సూదులు ఇతరులతో పంచుకోకండి.',
  'Vomiting blood or black stools': 'రక్తం వాంతి లేదా నల్లటి మలం',
  'Swelling of the belly': 'కడుపు ఉబ్బడం',
  'Viral fever': 'వైరల్ జ్వరం',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'ఇంట్లో వండిన తేలికపాటి ఆహారం తినండి; చాలా వైరల్ జ్వరాలు 3 నుంచి 5 రోజుల్లో తగ్గిపోతాయి.',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 రోజుల కంటే ఎక్కువ ఉన్న జ్వరం, లేదా 102°F (39°C) కంటే ఎక్కువ ఉండి తగ్గని జ్వరం',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'రక్తం కారడం, దద్దుర్లు, తీవ్రమైన ఒళ్ళు నొప్పులు లేదా కీళ్ళ నొప్పులు (డెంగ్యూ, మలేరియా పరీక్షలు చేయించుకోండి)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'మెడ బిగుసుకుపోవడం, అయోమయం, ఆయాసం లేదా మళ్ళీ మళ్ళీ వాంతులు',
  'Sepsis (life-threatening reaction to infection)': 'సెప్సిస్ (ఇన్ఫెక్షన్ వల్ల శరీరంలో ప్రాణాపాయమైన ప్రతిచర్య)',
  'Slurred speech or confusion': 'మాట ముద్దగా రావడం లేదా అయోమయం',
  'Mottled, bluish or very pale skin': 'చర్మం మీద మచ్చలు మచ్చలుగా, నీలంగా లేదా బాగా పాలిపోయి ఉండటం',
  'No urine all day': 'రోజంతా మూత్రం రాకపోవడం',
  'Severe breathlessness': 'తీవ్రమైన ఆయాసం',
  Meningitis: 'మెనింజైటిస్ (మెదడు పొరల వాపు)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'జ్వరంతో పాటు మెడ బిగుసుకుపోవడం, తీవ్రమైన తలనొప్పి, వెలుతురు చూడలేకపోవడం లేదా గ్లాసుతో నొక్కినా మాయం కాని దద్దుర్లు ఉంటే అది అత్యవసర పరిస్థితి',
  'Leprosy (Hansen’s disease)': 'కుష్టు వ్యాధి (హాన్సెన్స్ వ్యాధి)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'డాక్టర్‌ని కలవండి: కుష్టు వ్యాధి పూర్తిగా నయమవుతుంది, ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో చికిత్స ఉచితం.',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'స్పర్శ లేని చేతులు, కాళ్ళను కాలిన గాయాలు, కోతల నుంచి కాపాడుకోండి; రోజూ గాయాలు ఉన్నాయేమో చూసుకోండి.',
  'Painful red eye or loss of vision': 'కన్ను ఎర్రబడి నొప్పిగా ఉండటం లేదా చూపు తగ్గడం',
  'New weakness of hands or feet': 'చేతుల్లో లేదా కాళ్ళలో కొత్తగా బలహీనం',
  'Painful swollen nerves or new red patches': 'నరాలు వాచి నొప్పిగా ఉండటం లేదా కొత్తగా ఎర్రటి మచ్చలు',
  'Common cold': 'జలుబు',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'విశ్రాంతి తీసుకోండి, సూప్‌లు, తేనె-నిమ్మరసం కలిపిన గోరువెచ్చని నీళ్ళు లాంటి వెచ్చని ద్రవాలు తాగండి (1 సంవత్సరం లోపు పిల్లలకు తేనె ఇవ్వకండి).',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'ఆవిరి పట్టడం, సెలైన్ ముక్కు చుక్కలు వేయడం వల్ల ముక్కు దిబ్బడ తగ్గుతుంది.',
  'Gargle with warm salt water for a sore throat.': 'గొంతు నొప్పికి గోరువెచ్చని ఉప్పు నీళ్ళతో పుక్కిలించండి.',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'జలుబుకు యాంటీబయాటిక్స్ పని చేయవు; చాలా వరకు 7 నుంచి 10 రోజుల్లో తగ్గిపోతుంది.',
  'Breathlessness or fast breathing': 'ఆయాసం లేదా వేగంగా ఊపిరి తీసుకోవడం',
  'High fever for more than 3 days': '3 రోజుల కంటే ఎక్కువ రోజులుగా తీవ్రమైన జ్వరం',
  'Symptoms lasting more than 3 weeks': '3 వారాల కంటే ఎక్కువ రోజులు ఉండే లక్షణాలు',
  'A baby who is not feeding': 'పాలు తాగని బిడ్డ',
  'Flu (influenza)': 'ఫ్లూ (ఇన్‌ఫ్లుఎంజా)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'ఇంట్లోనే ఉండండి, ఇంట్లో వృద్ధులు లేదా గర్భిణులు ఉంటే వాళ్ళ దగ్గర మాస్క్ పెట్టుకోండి.',
  'Breathlessness, chest pain or blue lips': 'ఆయాసం, ఛాతీ నొప్పి లేదా పెదవులు నీలంగా మారడం',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'గర్భిణికి, 65 ఏళ్ళు పైబడిన వాళ్ళకు, లేదా షుగర్, గుండె, ఊపిరితిత్తులు లేదా కిడ్నీ వ్యాధి ఉన్నవాళ్ళకు ఫ్లూ వస్తే — ముందుగానే డాక్టర్‌ని చూపించండి',
  'COVID-19': 'కోవిడ్-19 (COVID-19)',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'ఇంట్లోనే ఉండండి, ఇతరుల దగ్గర మాస్క్ పెట్టుకోండి, గదుల్లో గాలి బాగా ఆడేలా చూడండి.',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'ఆయాసం, లేదా పల్స్ ఆక్సిమీటర్‌లో ఆక్సిజన్ 94% కంటే తక్కువ',
  'Chest pain or pressure': 'ఛాతీ నొప్పి లేదా ఛాతీ బరువుగా ఉండటం',
  'Confusion or bluish lips': 'అయోమయం లేదా పెదవులు నీలంగా మారడం',
  'Pneumonia (lung infection)': 'నిమోనియా (ఊపిరితిత్తుల ఇన్ఫెక్షన్)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'ఒక రోజులోపే డాక్టర్‌ని చూపించండి; నిమోనియాకు తరచుగా డాక్టర్ రాసిచ్చే యాంటీబయాటిక్స్ అవసరం.',
  'Rest, and keep babies breastfeeding often.': 'విశ్రాంతి తీసుకోండి, పసిపిల్లలకు తరచుగా తల్లిపాలు ఇస్తూ ఉండండి.',
  'Breathing very fast or chest sinking in with each breath (children)':
    'చాలా వేగంగా ఊపిరి తీసుకోవడం లేదా ప్రతి శ్వాసకు ఛాతీ లోపలికి పోవడం (పిల్లల్లో)',
  'Blue lips, confusion or drowsiness': 'పెదవులు నీలంగా మారడం, అయోమయం లేదా మగత',
  'Unable to drink or feed': 'ఏమీ తాగలేకపోవడం లేదా పాలు తాగలేకపోవడం',
  Asthma: 'ఆస్తమా (ఉబ్బసం)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'డాక్టర్ చూపించినట్టే మీ రిలీవర్ ఇన్‌హేలర్ (వెంటనే ఉపశమనం ఇచ్చే పంపు) వాడండి; పిల్లలకు స్పేసర్ వాడితే బాగా పని చేస్తుంది.',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'పొగ, దుమ్ము, కట్టెల పొయ్యి పొగ, అగరబత్తి పొగ, మీకు పడని వాటికి దూరంగా ఉండండి; వంట చేసేటప్పుడు కిటికీలు తెరిచి ఉంచండి.',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'రాసి ఉన్న ఆస్తమా యాక్షన్ ప్లాన్ (ఏం చేయాలో ప్రణాళిక) డాక్టర్‌ని అడిగి తీసుకోండి, దాన్ని తరచుగా డాక్టర్‌తో సరిచూసుకోండి.',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'రిలీవర్ ఇన్‌హేలర్ పని చేయకపోవడం లేదా ప్రతి 4 గంటల లోపే మళ్ళీ అవసరమవడం',
  'Too breathless to speak, eat or sleep': 'మాట్లాడలేనంత, తినలేనంత లేదా నిద్రపోలేనంత ఆయాసం',
  'Blue or grey lips, or a child’s chest sinking in':
    'పెదవులు నీలంగా లేదా బూడిద రంగులోకి మారడం, లేదా బిడ్డ ఛాతీ లోపలికి పోవడం',
  'COPD (chronic bronchitis / emphysema)': 'COPD (దీర్ఘకాల బ్రాంకైటిస్ / ఎంఫిసీమా — ఊపిరితిత్తుల వ్యాధి)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'సిగరెట్, బీడీ మానేయండి — ఇదే అన్నిటికంటే ఎక్కువ సహాయపడే పని; ఉచిత సహాయం కోసం క్విట్‌లైన్‌కి (1800-11-2356) ఫోన్ చేయండి.',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'కట్టెల పొయ్యి, పిడకల పొగకు దూరంగా ఉండండి; గ్యాస్ (LPG) మీద వంట చేయండి, వంటగదిలో గాలి బాగా ఆడేలా చూడండి.',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'డాక్టర్ రాసిచ్చినట్టే ఇన్‌హేలర్లు వాడండి, మెల్లగా నడుస్తూ చురుకుగా ఉండండి.',
  'Ask a doctor about flu and pneumonia vaccines.': 'ఫ్లూ, నిమోనియా టీకాల గురించి డాక్టర్‌ని అడగండి.',
  'Much more breathless than usual': 'మామూలు కంటే చాలా ఎక్కువ ఆయాసం',
  'Blue lips or confusion': 'పెదవులు నీలంగా మారడం లేదా అయోమయం',
  'Phlegm turning green or yellow with fever': 'జ్వరంతో పాటు కఫం ఆకుపచ్చగా లేదా పసుపుగా మారడం',
  'Chest cold (acute bronchitis)': 'ఛాతీలో జలుబు (అక్యూట్ బ్రాంకైటిస్)',
  'Rest and drink warm fluids.': 'విశ్రాంతి తీసుకోండి, వెచ్చని ద్రవాలు తాగండి.',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'గోరువెచ్చని నీళ్ళలో తేనె కలిపి తాగితే దగ్గు తగ్గుతుంది (1 సంవత్సరం లోపు పిల్లలకు ఇవ్వకండి).',
  'Avoid smoke; usually settles within 3 weeks.': 'పొగకు దూరంగా ఉండండి; సాధారణంగా 3 వారాల్లో తగ్గిపోతుంది.',
  'Cough lasting more than 3 weeks (get tested for TB)':
    '3 వారాల కంటే ఎక్కువ రోజులుగా దగ్గు (టీబీ పరీక్ష చేయించుకోండి)',
  'Coughing blood': 'దగ్గులో రక్తం',
  'Breathlessness or high fever': 'ఆయాసం లేదా ఎక్కువ జ్వరం',
  'Nasal allergy (allergic rhinitis)': 'ముక్కు అలర్జీ (అలర్జిక్ రైనైటిస్)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'మీకు అలర్జీ తెప్పించే దుమ్ము, పుప్పొడి, పెంపుడు జంతువులు లేదా పొగకు దూరంగా ఉండండి; దుప్పట్లు, దిండు కవర్లు వారానికోసారి వేడి నీళ్ళలో ఉతకండి.',
  'Saline nose rinses can help.': 'సెలైన్ నీళ్ళతో ముక్కు కడుక్కోవడం సహాయపడుతుంది.',
  'A pharmacist or doctor can advise on allergy medicines.':
    'అలర్జీ మందుల గురించి ఫార్మసిస్ట్ లేదా డాక్టర్ సలహా ఇవ్వగలరు.',
  'Wheezing or breathlessness (possible asthma)': 'పిల్లికూతలు లేదా ఆయాసం (ఆస్తమా కావచ్చు)',
  'Symptoms disturbing sleep or work despite care': 'జాగ్రత్తలు తీసుకున్నా లక్షణాల వల్ల నిద్ర లేదా పని దెబ్బ తినడం',
  'Sinus infection (sinusitis)': 'సైనస్ ఇన్ఫెక్షన్ (సైనసైటిస్)',
  'Steam inhalation and saline nose rinses.': 'ఆవిరి పట్టండి, సెలైన్ నీళ్ళతో ముక్కు కడుక్కోండి.',
  'Rest and drink fluids.': 'విశ్రాంతి తీసుకోండి, ద్రవాలు తాగండి.',
  'Swelling or redness around the eyes': 'కళ్ళ చుట్టూ వాపు లేదా ఎర్రబడటం',
  'Double vision or vision changes': 'రెండుగా కనిపించడం లేదా చూపులో మార్పులు',
  'Severe headache with stiff neck or confusion': 'మెడ బిగుసుకుపోవడం లేదా అయోమయంతో పాటు తీవ్రమైన తలనొప్పి',
  'Lasting more than 10 days': '10 రోజుల కంటే ఎక్కువ ఉండటం',
  'Heart attack': 'గుండెపోటు (హార్ట్ అటాక్)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి. ఎదురుచూసేటప్పుడు కూర్చుని విశ్రాంతి తీసుకోండి; నడవకండి, మీరే బండి నడుపుకుంటూ వెళ్ళకండి.',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'మీకు ఆస్పిరిన్ అలర్జీ లేకపోతే, ఒక ఆస్పిరిన్ నమిలితే సహాయపడవచ్చు — అంబులెన్స్ వాళ్ళు లేదా డాక్టర్ చెప్పితేనే.',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'ఆ వ్యక్తి కుప్పకూలి ఊపిరి తీసుకోకపోతే, చేతులతో మాత్రమే CPR మొదలుపెట్టండి (ఛాతీ మధ్యలో గట్టిగా, వేగంగా నొక్కండి).',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'కొన్ని నిమిషాల కంటే ఎక్కువ సేపు ఉండే ఛాతీ నొప్పి లేదా బరువు, ముఖ్యంగా చెమటలు, ఆయాసం లేదా వాంతులతో పాటు',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'షుగర్ ఉన్నవాళ్ళు, ఆడవాళ్ళు, వృద్ధుల్లో కేవలం ఆయాసం, అలసట లేదా కడుపు పై భాగంలో ఇబ్బంది మాత్రమే ఉండవచ్చు',
  'Angina (chest pain from narrowed heart arteries)': 'యాంజైనా (గుండె రక్తనాళాలు సన్నబడటం వల్ల వచ్చే ఛాతీ నొప్పి)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'నొప్పి మొదలవగానే ఆగి విశ్రాంతి తీసుకోండి; ఇది కొత్తగా వస్తుంటే ఒక రోజులోపే డాక్టర్‌ని చూపించండి.',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'యాంజైనా స్ప్రే లేదా మాత్ర ఏదైనా డాక్టర్ రాసిచ్చినట్టే వాడండి.',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'సిగరెట్ మానేయండి, బీపీ, షుగర్, కొలెస్ట్రాల్ అదుపులో ఉంచుకోండి, డాక్టర్ సరే అన్నాక రోజూ నడవండి.',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'విశ్రాంతిలో ఉన్నప్పుడు కూడా నొప్పి, లేదా 10 నిమిషాల కంటే ఎక్కువ సేపు నొప్పి — 108 కి ఫోన్ చేయండి',
  'Pain coming more often or with less effort': 'నొప్పి తరచుగా రావడం లేదా కొంచెం శ్రమకే రావడం',
  'Heart failure': 'గుండె బలహీనపడటం (హార్ట్ ఫెయిల్యూర్)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'ఆయాసం లేదా వాపు కొత్తగా వచ్చినా, ఎక్కువైనా ఒక రోజులోపే డాక్టర్‌ని చూపించండి.',
  'Limit salt; follow the fluid advice your doctor gives.':
    'ఉప్పు తగ్గించండి; ఎంత నీళ్ళు/ద్రవాలు తాగాలో డాక్టర్ చెప్పినట్టు పాటించండి.',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'రోజూ బరువు చూసుకోండి; బరువు ఒక్కసారిగా పెరిగితే ఒంట్లో నీరు చేరుతోందని అర్థం కావచ్చు.',
  'Breathless at rest or waking up gasping': 'విశ్రాంతిలో ఉన్నప్పుడు కూడా ఆయాసం లేదా ఊపిరి ఆడక ఉలిక్కిపడి నిద్ర లేవడం',
  'Chest pain or fainting': 'ఛాతీ నొప్పి లేదా స్పృహ తప్పడం',
  'Weight gain of 2 kilos in a few days': 'కొన్ని రోజుల్లో 2 కిలోలు బరువు పెరగడం',
  'High blood pressure (hypertension)': 'హై బీపీ (అధిక రక్తపోటు)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 నిమిషాలు ప్రశాంతంగా కూర్చున్నాక మళ్ళీ బీపీ చూడండి; ప్రభుత్వ ఆరోగ్య కేంద్రాల్లో బీపీ పరీక్ష ఉచితం.',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'ఉప్పు, ఊరగాయలు, అప్పడాలు తగ్గించండి; కూరగాయలు, పండ్లు ఎక్కువగా తినండి.',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'దాదాపు రోజూ నడవండి లేదా వ్యాయామం చేయండి, సిగరెట్ మానేయండి, మద్యం తగ్గించండి.',
  'If you take BP medicines, do not stop them without your doctor.':
    'మీరు బీపీ మందులు వాడుతుంటే, డాక్టర్‌ని అడగకుండా వాటిని ఆపకండి.',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'బీపీ 180/120 లేదా అంతకంటే ఎక్కువ ఉండి ఛాతీ నొప్పి, తీవ్రమైన తలనొప్పి, అయోమయం, చూపు పోవడం లేదా బలహీనం ఉంటే — 108 కి ఫోన్ చేయండి',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'బీపీ మళ్ళీ మళ్ళీ 140/90 లేదా అంతకంటే ఎక్కువ వస్తుంటే — డాక్టర్ దగ్గర అపాయింట్‌మెంట్ తీసుకోండి',
};
