/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 కంటే తక్కువ బీపీ',
  'Pulse under 50 or over 130 a minute': 'నాడి (పల్స్) నిమిషానికి 50 కంటే తక్కువ లేదా 130 కంటే ఎక్కువ',
  'Bee, wasp or ant sting': 'తేనెటీగ, కందిరీగ లేదా చీమ కుట్టడం',
  'Yellow palms or soles': 'అరచేతులు లేదా అరికాళ్ళు పసుపు',
  'Jaw pain': 'దవడ నొప్పి',
  'Green vomit': 'ఆకుపచ్చ వాంతి',
  'Something stuck in the throat (a fish bone, a coin)': 'గొంతులో ఏదో ఇరుక్కోవడం (చేప ముల్లు, నాణెం)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'గొంతులో ఏదైనా ఇరుక్కుంటే ఈ రోజే ఆసుపత్రికి వెళ్ళండి. అన్నం మింగి దాన్ని కిందకు నెట్టడానికి ప్రయత్నించకండి; ఊపిరి తీసుకోవడం లేదా మాట్లాడటం కష్టమైతే 108 కి ఫోన్ చేయండి.',
  'An injury to the eye, or metal or a chemical in it': 'కంటికి దెబ్బ, లేదా కంట్లో ఇనుప ముక్క లేదా రసాయనం పడటం',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'కంటికి దెబ్బ తగిలినా, కంట్లో ఇనుప ముక్క లేదా రసాయనం పడినా ఈ రోజే కంటి డాక్టర్ దగ్గరికి లేదా ఆసుపత్రికి వెళ్ళండి. రసాయనం లేదా సున్నం పడితే, ముందుగా శుభ్రమైన నీళ్ళతో 15 నిమిషాలు కన్ను కడగండి.',
  'A painful band of blisters on one side of the body': 'శరీరం ఒక వైపు మాత్రమే పట్టీలా వచ్చే, నొప్పి ఉండే పొక్కులు',
  'Is there a painful band of blisters on one side of the body?':
    'శరీరం ఒక వైపు మాత్రమే పట్టీలా, నొప్పితో పొక్కులు వచ్చాయా?',
  'Shingles (herpes zoster)': 'షింగిల్స్ (హెర్పిస్ జోస్టర్, కంచిక)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'దద్దుర్లను శుభ్రంగా, పొడిగా ఉంచండి, వదులుగా ఉండే నూలు బట్టలు వేసుకోండి; చల్లని తడి గుడ్డ పెడితే నొప్పి కొంచెం తగ్గుతుంది.',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'పొక్కులను చిదమకండి, వాటి మీద బూడిద, నూనె లేదా ఇంట్లో చేసిన పూతలు పూయకండి.',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'పొక్కులు ఎండి పెచ్చులు కట్టే వరకు గర్భిణీలకు, అప్పుడే పుట్టిన పిల్లలకు, ఇంతకు ముందు ఆటలమ్మ (చికెన్ పాక్స్) రాని వారికి దూరంగా ఉండండి.',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'కంటి దగ్గర దద్దుర్లు, కంటి నొప్పి లేదా చూపు మసకబారడం — ఈ రోజే డాక్టర్‌కి చూపించండి',
  'Confusion, a stiff neck, or weakness of the face':
    'అయోమయం, మెడ బిగుసుకుపోవడం, లేదా ముఖం ఒక వైపు బలహీనపడటం',
  'Pain that stays for weeks after the rash has gone': 'దద్దుర్లు తగ్గిపోయాక కూడా వారాల తరబడి ఉండే నొప్పి',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'షుగర్ ఎక్కువగా ఉండి, బాగా దాహం వేస్తున్నా లేదా మూత్రం ఎక్కువగా పోతున్నా ఈ రోజే డాక్టర్‌కి చూపించండి. వాంతులు, వేగంగా ఊపిరి తీసుకోవడం లేదా మగతగా ఉంటే వెంటనే ఆసుపత్రికి వెళ్ళండి.',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'గొంతు నొప్పితో పాటు ఎక్కువ జ్వరం, మింగడం కష్టంగా ఉంటే ఈ రోజే డాక్టర్‌కి చూపించండి. ఊపిరి తీసుకోవడం కష్టమైనా, సొంత ఉమ్మి కూడా మింగలేకపోయినా వెంటనే ఆసుపత్రికి వెళ్ళండి.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['బీపీ బాగా పడిపోయింది', 'బీపీ చాలా తక్కువ'],
  abnormal_pulse_reading: ['నాడి చాలా నెమ్మదిగా', 'నాడి చాలా వేగంగా'],
  stinging_insect_sting: ['తేనెటీగ కుట్టింది', 'కందిరీగ కుట్టింది', 'తేనెటీగ కాటు'],
  yellow_palms_soles: [
    'అరచేతులు పసుపు',
    'అరికాళ్ళు పసుపు',
    'అరచేతులు కూడా పసుపు',
    // 'పచ్చ' is yellow too ('పచ్చ కామెర్లు', jaundice), as the romanized 'arachethulu pachaga'.
    'అరచేతులు పచ్చగా',
    'అరికాళ్ళు పచ్చగా',
    'అరచేతులు అరికాళ్ళు పచ్చగా',
  ],
  jaw_pain: ['దవడ నొప్పి', 'దవడ లాగుతుంది'],
  green_vomit: ['ఆకుపచ్చ వాంతి', 'పచ్చ వాంతులు'],
  // 'ఇరుక్కు' reads 'ఇరుక్కుంది', 'ఇరుక్కుపోయింది'; 'మింగ' reads 'మింగాడు', 'మింగేసింది'.
  // A thorn in the throat goes with a verb: 'గొంతులో ముళ్ళు గుచ్చుతున్నట్టు' is a sore throat.
  object_in_throat: [
    'చేప ముల్లు',
    'చేపముల్లు',
    'గొంతులో ముల్లు ఇరుక్కు',
    'గొంతులో ముల్లు గుచ్చుకు',
    'గొంతులో ఎముక ఇరుక్కు',
    'కోడి ఎముక ఇరుక్కు',
    'నాణెం మింగ',
    'కాయిన్ మింగ',
    'రూపాయి బిళ్ళ మింగ',
    'గొంతులో నాణెం',
    'గొంతులో కాయిన్',
    'గొంతులో ఏదో ఇరుక్కు',
  ],
  eye_injury: [
    'కంటిలో సిమెంట్',
    'కంట్లో సిమెంట్',
    'కంటిలో సిమెంటు',
    'కంట్లో సిమెంటు',
    'కంట్లో ఆసిడ్',
    'కంటిలో ఆసిడ్',
    'కంటికి దెబ్బ',
    'కంట్లో దెబ్బ',
    'కంటి మీద దెబ్బ',
    'కన్నుకి దెబ్బ',
    'కంటి గాయం',
    'కంట్లో ఇనుప ముక్క',
    'కంటిలో ఇనుప ముక్క',
    'కంట్లో ఇనుప రజను',
    'కంట్లో ఇనుము',
    'కంటిలో ఇనుము',
    'కంట్లో సున్నం',
    'కంటిలో సున్నం',
    'కంట్లో కెమికల్',
    'కంటిలో కెమికల్',
    'కంట్లో యాసిడ్',
    'కంటిలో యాసిడ్',
    'కంట్లో రసాయనం',
    'కంటిలో రసాయనం',
    'కంట్లో పుల్ల గుచ్చుకు',
  ],
  // Shingles: named ('షింగిల్స్', 'హెర్పిస్'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'షింగిల్స్',
    'హెర్పిస్',
    'హెర్పీస్',
    'హెర్పిస్ జోస్టర్',
    'కంచిక',
    'ఒక వైపు పట్టీలా పొక్కులు',
    'ఒక పక్క పట్టీలా పొక్కులు',
    'ఒక వైపు వరుసగా పొక్కులు',
    'ఒక పక్క వరుసగా పొక్కులు',
    'వరుసగా బొబ్బలు',
    'బెల్ట్ లాగా పొక్కులు',
    'పట్టీలా బొబ్బలు',
    'ఒక వైపు మాత్రమే మంటతో పొక్కులు',
  ],
};
