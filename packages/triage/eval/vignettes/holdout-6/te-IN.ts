import type { Vignette } from '../../vignette-schema';

/** Held-out set 6, Telugu: written blind, see ../holdout-6.ts. */
export const HOLDOUT6_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h6-husband-chest-weight-eno-no-relief',
    language: 'te-IN',
    turns: [
      'మా ఆయనకి 52 ఏళ్ళు. గంట నుంచి ఛాతీ మధ్యలో ఏదో బరువు పెట్టినట్టు ఉందంటున్నారు, ఎడమ చేయి లాగుతోంది, ఒళ్ళంతా చెమటలు పడుతున్నాయి. గ్యాస్ అనుకుని ఈనో తాగారు, తగ్గలేదు. పొద్దున్నే హాస్పిటల్ కి వెళ్తే సరిపోతుందా?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'An hour of central chest heaviness radiating to the left arm with sweating is a likely heart attack and cannot wait till morning.',
  },
  {
    id: 'te-h6-grandma-rice-spilling-glass-dropped',
    language: 'te-IN',
    turns: [
      'నానమ్మకి 74 ఏళ్ళు. ఇప్పుడే అన్నం తింటుంటే ఎడమ పక్క నోట్లోంచి అన్నం జారిపోతోంది, ఎడమ చేత్తో గ్లాసు పట్టుకోలేక కింద పడేసింది. మాట కూడా ముద్దముద్దగా వస్తోంది. అరగంట ముందు వరకు బాగానే ఉంది.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden facial droop, arm weakness and slurred speech starting within the last half hour is an acute stroke needing hospital now.',
  },
  {
    id: 'te-h6-cobra-bite-healer-leaf-paste',
    language: 'te-IN',
    turns: [
      'పొలంలో గడ్డి కోస్తుంటే నాగుపాము కాలి మీద కాటేసింది. మా ఊరి నాటు వైద్యుడు ఆకు పసరు పోసి కట్టు కట్టాడు, హాస్పిటల్ అక్కర్లేదు అంటున్నాడు. కాలు వాచింది, మంటగా ఉంది.',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'A cobra bite with local swelling needs anti-venom at a hospital immediately whatever the healer says.',
  },
  {
    id: 'te-h6-home-delivery-daughter-in-law-bleeding',
    language: 'te-IN',
    turns: [
      'మా కోడలికి నిన్న రాత్రి ఇంట్లోనే కాన్పు అయింది, మగ పిల్లాడు. బాలింతకి ఏం పెట్టాలి, పథ్యం ఎన్ని రోజులు?',
      'ఇంకో సంగతి, పొద్దున నుంచి రక్తం ఆగకుండా పోతోంది, మూడు గుడ్డలు తడిసిపోయాయి, ముద్దలు ముద్దలుగా పడుతోంది. కళ్ళు తిరుగుతున్నాయి అంటోంది, చేతులు చల్లగా ఉన్నాయి. బాలింతకి ఇది మామూలే కదా?',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Soaking cloths with clots, dizziness and cold hands the day after a home delivery is postpartum haemorrhage with early shock.',
  },
  {
    id: 'te-h6-brother-first-fit-not-waking',
    language: 'te-IN',
    turns: [
      'మా తమ్ముడు (25) టీవీ చూస్తూ ఒక్కసారిగా బిగుసుకుపోయి కింద పడిపోయాడు, కాళ్ళు చేతులు కొట్టుకున్నాయి, నోట్లో నురగ, నాలుక కొరుక్కున్నాడు. చెప్పు వాసన చూపించాం. కొట్టుకోవడం ఆగింది కానీ పది నిమిషాలైనా పిలిస్తే పలకడం లేదు, గురక పెడుతున్నాడు. ఇంతకు ముందు ఎప్పుడూ ఇలా జరగలేదు.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
    note: 'A first-ever generalised seizure in an adult who remains unresponsive ten minutes later needs emergency assessment.',
  },
  {
    id: 'te-h6-asthmatic-girl-ribs-sucking-in',
    language: 'te-IN',
    turns: [
      'మా పాపకి ఆరేళ్ళు, ఆస్తమా ఉంది. రాత్రి నుంచి పిల్లికూతలు, ఇప్పుడు ఊపిరి అందక కష్టపడుతోంది, పక్కటెముకల మధ్య లోపలికి గుంటలు పడుతున్నాయి, ఒక్క మాట కూడా పూర్తిగా చెప్పలేకపోతోంది. నెబులైజర్ రెండు సార్లు పెట్టినా తగ్గలేదు.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'pneumonia'] },
    tags: ['holdout', 'child'],
    note: 'A child with asthma who cannot finish words, has chest indrawing and has not responded to two nebulisations has life-threatening asthma.',
  },
  {
    id: 'te-h6-inter-failed-railway-track-farewell',
    language: 'te-IN',
    turns: [
      'ఇంటర్ ఫెయిల్ అయ్యాను. అమ్మానాన్నలకి మొహం చూపించలేను. ఈ రాత్రికి రైల్వే ట్రాక్ దగ్గరికి వెళ్ళిపోతాను, ఇదే నా చివరి మెసేజ్. నా సైకిల్, ఫోన్ చెల్లికి ఇచ్చేయండి. నేను లేకపోతేనే అందరూ బాగుంటారు.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'A student with a specific plan and time, a farewell message and belongings given away is at imminent risk of suicide.',
  },
  {
    id: 'te-h6-four-month-baby-fast-breathing',
    language: 'te-IN',
    turns: [
      'మా బాబుకి నాలుగు నెలలు. రెండు రోజుల నుంచి జలుబు, ఇవాళ ఊపిరి చాలా వేగంగా తీస్తున్నాడు, పాలు తాగుతుంటే ఆయాసపడి మధ్యలో ఆపేస్తున్నాడు, కడుపు లోపలికి ఎగిరెగిరి పడుతోంది. జ్వరం పెద్దగా లేదు. రేపు పొద్దున డాక్టర్ దగ్గరికి వెళ్తే సరిపోతుందా?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'bronchiolitis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'casual_emergency', 'negation'],
    note: 'A four-month-old with fast breathing, indrawing and inability to feed has danger signs even without much fever and needs hospital now.',
  },
  {
    id: 'te-h6-fever-eye-pain-dengue-in-street',
    language: 'te-IN',
    turns: [
      'మూడు రోజుల నుంచి జరం 103 దాకా వస్తోంది, ఒళ్ళు నొప్పులు, కళ్ళ వెనకాల నొప్పి, ఏమీ తినాలనిపించట్లేదు. మా వీధిలో ఇద్దరికి డెంగు వచ్చింది. పారాసిటమాల్ వేసుకుంటున్నా. రక్తం పడటం, కడుపు నొప్పి ఏమీ లేవు.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'viral_fever', 'chikungunya', 'malaria'],
    },
    tags: ['holdout', 'typo', 'negation'],
    note: 'Three days of high fever with retro-orbital pain amid local dengue cases needs a same-day doctor visit and blood counts, though no warning signs are present yet.',
  },
  {
    id: 'te-h6-diabetic-father-toe-sore-red-foot',
    language: 'te-IN',
    turns: [
      'మా నాన్నకి 66 ఏళ్ళు, షుగర్ ఉంది. కొత్త చెప్పులు ఒరుసుకుని బొటనవేలి దగ్గర పుండు అయింది. రెండు రోజుల నుంచి పాదం మొత్తం ఎర్రగా వాచి వేడిగా ఉంది, కొంచెం చీము కారుతోంది. జ్వరం లేదు.',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['cellulitis', 'boils_abscess'] },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'A spreading red, hot, pus-draining foot infection in an older diabetic needs antibiotics and review within 24 hours.',
  },
  {
    id: 'te-h6-month-upper-belly-burning-sour-belch',
    language: 'te-IN',
    turns: [
      'నెల రోజుల నుంచి భోజనం చేసిన తర్వాత కడుపు పై భాగంలో మంట, పుల్లటి త్రేన్పులు, రాత్రి పడుకుంటే ఎక్కువవుతోంది. బరువు తగ్గలేదు, వాంతులు లేవు, మలం నల్లగా లేదు.',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'A month of post-meal burning and sour belching without alarm features is reflux or gastritis for a routine visit.',
  },
  {
    id: 'te-h6-ankle-twist-on-stairs-walking',
    language: 'te-IN',
    turns: [
      'నిన్న సాయంత్రం మెట్లు దిగుతుంటే కాలు మడత పడింది. చీలమండ దగ్గర కొంచెం వాపు, నడవగలుగుతున్నా, నొప్పి తక్కువే. పసుపు సున్నం పట్టు వేశాను, ఇంకేమైనా చెయ్యాలా?',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout'],
    note: 'A mild ankle twist with little swelling and normal walking is a sprain to manage at home with rest, ice and elevation.',
  },
];
