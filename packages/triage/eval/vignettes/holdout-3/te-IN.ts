import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Telugu: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h3-father-cannot-see-left-side',
    language: 'te-IN',
    turns: [
      'మా నాన్నకి 68 ఏళ్ళు. అరగంట ముందు టీవీ చూస్తుండగా సడన్ గా ఎడమ వైపు ఏమీ కనిపించట్లేదు అంటున్నారు, మాటలు కూడా తికమకగా మాట్లాడుతున్నారు, నా పేరు కూడా గుర్తు రాలేదు. BP టాబ్లెట్ వేసుకుంటారు. కాసేపు పడుకుంటే సెట్ అవుతుందా?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Sudden loss of one side of vision with confusion in a hypertensive older man is a stroke: hospital now.',
  },
  {
    id: 'te-h3-newborn-cold-grunting',
    language: 'te-IN',
    turns: [
      'పాపకి పుట్టి 12 రోజులు. నిన్న రాత్రి నుంచి పాలు సరిగా తాగట్లేదు, ఒళ్ళు చల్లగా ఉంది, ఊపిరి తీసుకునేటప్పుడు ఊ ఊ అని మూలుగుతోంది. జ్వరం ఏమీ లేదు, అందుకే పొద్దున్నే హాస్పిటల్ కి వెళ్దాం అనుకుంటున్నాం',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant'],
    },
    tags: ['holdout', 'infant', 'casual_emergency', 'negation'],
    note: 'A newborn who is cold, feeding poorly and grunting may have sepsis even without fever: cannot wait till morning.',
  },
  {
    id: 'te-h3-toddler-fit-with-fever',
    language: 'te-IN',
    turns: [
      'బాబుకి రెండేళ్ళు, నిన్నటి నుంచి జ్వరం. ఇప్పుడే కళ్ళు పైకి తేలేసి కాళ్ళు చేతులు గట్టిగా కొట్టుకున్నాడు ఒక 3 నిమిషాలు, నోట్లో నురగ. ఇప్పుడు ఆగిపోయింది కానీ మత్తుగా పడుకున్నాడు లేవట్లేదు. ఏం చేయాలి',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
    note: 'A toddler’s fit with fever who is still drowsy afterwards needs emergency assessment for the fit and its cause.',
  },
  {
    id: 'te-h3-prawn-curry-lips-swollen-throat-tight',
    language: 'te-IN',
    turns: [
      'పెళ్లిలో రొయ్యల కూర తిన్నా. అరగంట నుంచి ఒళ్ళంతా దద్దుర్లు దురద, పెదాలు కళ్ళు ఉబ్బిపోయాయి, గొంతు పట్టేసినట్టుంది ఊపిరి సరిగ్గా ఆడట్లేదు. avil టాబ్లెట్ వేసుకుంటే సరిపోతుందా',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hives with lip swelling, throat tightness and breathing difficulty after prawns is anaphylaxis: an antihistamine is not enough.',
  },
  {
    id: 'te-h3-diabetic-red-spreading-leg',
    language: 'te-IN',
    turns: [
      'సుగర్ పేషెంట్ ని, 55 ఏళ్ళు. వారం క్రితం కొత్త చెప్పు కొరికి కాలికి గాయం అయింది. రెండు రోజులుగా పాదం నుంచి మోకాలి వైపు ఎర్రగా వాచి వేడిగా ఉంది, ఎరుపు పైకి పాకుతోంది, ఒంట్లో చలి జ్వరం కూడా ఉంది',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['cellulitis', 'deep_vein_thrombosis'],
    },
    tags: ['holdout'],
    note: 'Spreading hot red leg with fever in a diabetic is cellulitis needing antibiotics today.',
  },
  {
    id: 'te-h3-pregnant-cannot-keep-water',
    language: 'te-IN',
    turns: [
      '3 నెలల ప్రెగ్నెంట్ ని. రెండు రోజులుగా ఏం తిన్నా తాగినా వెంటనే వాంతి అయిపోతోంది, నీళ్ళు కూడా లోపల నిలవట్లేదు. యూరిన్ చాలా తక్కువ వస్తోంది, ముదురు పచ్చగా. బాగా నీరసంగా ఉంది. బ్లీడింగ్ ఏమీ లేదు, కడుపు నొప్పి లేదు',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hyperemesis', 'dehydration'],
    },
    tags: ['holdout', 'pregnancy', 'negation'],
    note: 'Cannot keep even water down in early pregnancy with little dark urine: severe vomiting of pregnancy, needs fluids today.',
  },
  {
    id: 'te-h3-shoulder-cannot-lift-arm',
    language: 'te-IN',
    turns: [
      'నెలన్నర నుంచి కుడి భుజం నొప్పి. చేయి పైకి ఎత్తలేకపోతున్నా, వెనక్కి తిప్పి జడ వేసుకోలేకపోతున్నా. రాత్రి ఆ వైపు పడుకుంటే నొప్పి ఎక్కువ. దెబ్బ ఏమీ తగల్లేదు. సుగర్ ఉంది 8 ఏళ్ళ నుంచి',
    ],
    expected: {
      level: 'routine',
      area: 'arms',
      conditions: ['frozen_shoulder'],
    },
    tags: ['holdout', 'negation'],
    note: 'Gradual painful stiff shoulder in a diabetic without injury is frozen shoulder: a planned visit and physiotherapy.',
  },
  {
    id: 'te-h3-private-problem-white-discharge',
    language: 'te-IN',
    turns: [
      'ఒక ప్రైవేట్ ప్రాబ్లమ్ అడగొచ్చా? కొంచెం ఇబ్బందిగా ఉంది',
      'వారం నుంచి వైట్ డిస్చార్జ్ ఎక్కువ, పెరుగు లాగా గడ్డలుగా, బయట దురద మంట చాలా ఉంది. జ్వరం లేదు, కడుపు నొప్పి లేదు. పీరియడ్స్ టైమ్ కి వస్తున్నాయి',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['vaginal_infection'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Curd-like itchy discharge without fever or pain is a vaginal thrush: a routine visit for treatment.',
  },
  {
    id: 'te-h3-office-red-sticky-eyes',
    language: 'te-IN',
    turns: [
      'రెండు కళ్ళు ఎర్రగా ఉన్నాయి నిన్నటి నుంచి, పుసులు వస్తున్నాయి పొద్దున లేస్తే కళ్ళు అతుక్కుపోతున్నాయి. ఆఫీస్ లో చాలా మందికి ఇదే ఉంది. చూపు బానే ఉంది, నొప్పి లేదు ఇసుక పడినట్టు మాత్రం ఉంది',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Both eyes red and sticky during an office outbreak with normal vision and no pain is eye flu: home care.',
  },
  {
    id: 'te-h3-itchy-ring-inner-thigh',
    language: 'te-IN',
    turns: [
      'తొడల మధ్య గుండ్రంగా ఎర్రటి మచ్చ అంచులు ఎత్తుగా చాలా దురద చెమట పడితే ఇంకా ఎక్కవ 3 వారాలు అయింది క్రీము ఏదైనా చెప్పండి',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'none',
      conditions: ['fungal_skin_infection', 'eczema'],
    },
    tags: ['holdout', 'typo'],
    note: 'An itchy ring with raised edge in the sweaty groin is ringworm: antifungal cream and keeping dry.',
  },
];
