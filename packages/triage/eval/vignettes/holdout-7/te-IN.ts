import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Telugu: written blind; never tune the engine on these. */
export const HOLDOUT7_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h7-smoker-upper-belly-burning-left-arm-sweating',
    language: 'te-IN',
    turns: [
      'నాకు 38 ఏళ్లు, రోజూ సిగరెట్ తాగుతాను. అరగంట నుంచి కడుపు పైభాగంలో, గుండె కింద మంటగా బరువుగా ఉంది, ఎడమ చేయి లాగుతోంది. బాగా చెమటలు పడుతున్నాయి. గ్యాస్ అనుకుని ఈనో తాగాను, తగ్గలేదు. ఇంకో ఈనో తాగితే సరిపోతుందా?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
  },
  {
    id: 'te-h7-grandmother-dropped-cup-right-side-weak',
    language: 'te-IN',
    turns: [
      'Maa ammamma ki 72 years. Ippude tea taaguthu unnappudu cup kinda padesindi, right side cheyyi kaalu pani cheyyatledu. Maatlaadithe maatalu mudda mudda ga vastunnayi, mukham oka vaipu vaalipoyindi. BP tablet roju vesukuntundi. Konchem paduko pettamantara?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'te-h7-paddy-field-snake-bite-foot-swelling',
    language: 'te-IN',
    turns: [
      'మా ఆయన పొలంలో వరి కోస్తుంటే పాము కాటు వేసింది, నల్లగా పొడుగ్గా ఉంది. పాదం మీద రెండు గాట్లు, వాచిపోతోంది, చాలా నొప్పి. ఊర్లో నాటు వైద్యుడి దగ్గరికి తీసుకెళ్లమంటున్నారు, కాలికి గట్టిగా తాడు కట్టాం.',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['snake_bite'] },
    tags: ['holdout'],
  },
  {
    id: 'te-h7-third-month-heavy-bleeding-clots',
    language: 'te-IN',
    turns: [
      'నాకు మూడో నెల. ఈరోజు మధ్యాహ్నం నుంచి బ్లీడింగ్ చాలా ఎక్కువగా అవుతోంది, గడ్డలు గడ్డలుగా పడుతున్నాయి, రెండు గంటల్లో నాలుగు ప్యాడ్లు మార్చాను. పొత్తికడుపులో నొప్పి, కళ్ళు తిరుగుతున్నాయి.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'te-h7-brother-first-fit-froth-not-waking',
    language: 'te-IN',
    turns: [
      'మా తమ్ముడు (25) ఇంట్లో ఉన్నట్టుండి కింద పడిపోయి కాళ్ళు చేతులు కొట్టుకున్నాడు, నోట్లో నుంచి నురగ వచ్చింది, నాలుక కొరుక్కున్నాడు. ఇప్పటికి పది నిమిషాలు అయింది, ఇంకా సరిగ్గా మెలకువ రాలేదు, పిలిస్తే పలకట్లేదు. ఇంతకు ముందు ఎప్పుడూ ఇలా జరగలేదు. చేతిలో తాళాలు పెట్టాం.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
  },
  {
    id: 'te-h7-prawn-curry-lips-swelling-throat-tight',
    language: 'te-IN',
    turns: [
      'Pelli lo royyala curry tinnanu, 15 min lo ollantha dhaddurlu vachayi, pedavulu kallu vaachipoyayi. Ippudu gontu pattesinattu undi, oopiri teesukovadam kashtam ga undi, gonthu maaripoyindi. Cetirizine okati vesukunna. Inko tablet veskona?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['anaphylaxis'] },
    tags: ['holdout', 'romanized', 'casual_emergency'],
  },
  {
    id: 'te-h7-gave-away-bike-and-chain-burden',
    language: 'te-IN',
    turns: [
      'ఈ మధ్య నా బైక్ తమ్ముడికి ఇచ్చేశాను, నా బంగారు గొలుసు అమ్మకి ఇచ్చాను. నేను ఉన్నా లేకపోయినా ఎవరికీ తేడా లేదు, అందరికీ భారంగా ఉన్నాను. రేపటి తర్వాత ఎవరినీ ఇబ్బంది పెట్టను. అమ్మకి ఏమీ చెప్పకండి.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
  },
  {
    id: 'te-h7-six-week-baby-fever-weak-cry',
    language: 'te-IN',
    turns: [
      'మా బాబుకి నెలన్నర. నిన్న రాత్రి నుంచి ఒళ్ళు వేడిగా ఉంది, థర్మామీటర్ లో 101 చూపించింది. పాలు సరిగ్గా తాగట్లేదు, ఏడుపు కూడా నీరసంగా ఉంది. పారాసిటమాల్ చుక్కలు వేయొచ్చా? ఉదయం డాక్టర్ దగ్గరికి వెళ్దాం అనుకుంటున్నాం.',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency'],
  },
  {
    id: 'te-h7-week-long-evening-fever-belly-ache',
    language: 'te-IN',
    turns: [
      'వారం రోజులుగా జ్వరం, సాయంత్రానికి ఎక్కువ అవుతోంది. తలనొప్పి, కడుపు నొప్పి, ఆకలి అస్సలు లేదు. మధ్యలో రెండు రోజులు విరేచనాలు అయ్యాయి. బయట పానీపూరి ఎక్కువ తింటాను. ఇంకా డాక్టర్ కి చూపించలేదు.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['typhoid', 'malaria', 'dengue'],
    },
    tags: ['holdout'],
  },
  {
    id: 'te-h7-navel-pain-moved-right-lower-vomiting',
    language: 'te-IN',
    turns: [
      'నిన్న రాత్రి బొడ్డు చుట్టూ నొప్పి మొదలైంది, ఇప్పుడు కుడి వైపు కింద కడుపులో గుచ్చినట్టు నొప్పి, నడిస్తే, దగ్గితే ఇంకా ఎక్కువ అవుతోంది. రెండు సార్లు వాంతి, కొంచెం జ్వరం. మా అబ్బాయికి 16 ఏళ్లు.',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout'],
  },
  {
    id: 'te-h7-night-itch-between-fingers-whole-family',
    language: 'te-IN',
    turns: [
      'Rendu vaaraluga raatri pootha bhayankaram ga durada, vella madhyalo, nadumu daggara chinna chinna pokkulu. Maa intlo pillalaki kuda ade undi. Jwaram emi ledu. Ye cream vaadali?',
    ],
    expected: { level: 'routine', area: 'none', conditions: ['scabies'] },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'te-h7-loose-motions-after-biryani-no-blood',
    language: 'te-IN',
    turns: [
      'ఈరోజు పొద్దున్నుంచి ఒంట్లో బాగాలేదు.',
      'నిన్న రాత్రి బయట బిర్యానీ తిన్నాను, ఈరోజు ఉదయం నుంచి నాలుగైదు సార్లు నీళ్ల విరేచనాలు, కొంచెం కడుపు మెలిపెట్టినట్టు ఉంది. జ్వరం లేదు, రక్తం పడలేదు, మంచినీళ్లు, మజ్జిగ బాగానే తాగుతున్నాను.',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['food_poisoning', 'gastroenteritis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];
