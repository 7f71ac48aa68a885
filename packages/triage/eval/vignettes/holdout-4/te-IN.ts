import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, Telugu: written blind, see ../holdout-4.ts. */
export const HOLDOUT4_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h4-father-chest-weight-left-arm',
    language: 'te-IN',
    turns: [
      'మా నాన్నగారికి 58 ఏళ్ళు. అరగంట నుంచి ఛాతీ మీద ఏదో బరువు పెట్టినట్టు ఉందంట, ఎడమ చేయి లాగుతోంది, చెమటలు పట్టేస్తున్నాయి. మెట్లు ఎక్కి వచ్చాక మొదలైంది. ఆయనేమో gas అంటున్నారు, Eno తాగితే సరిపోతుందా?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Half an hour of crushing chest heaviness radiating to the left arm with sweating after exertion: heart attack.',
  },
  {
    id: 'te-h4-wife-ladle-slipped-speech-thick',
    language: 'te-IN',
    turns: [
      'మా ఆవిడ కొంచెం వింతగా ఉంది, ఏంటో అర్థం కావట్లేదు',
      'వయసు 52. గంట క్రితం వంట చేస్తుంటే చేతిలోంచి గరిటె జారిపోయింది, ఎడమ చేయికి బలం లేనట్టు ఉంది. మాట ముద్ద ముద్దగా వస్తోంది, నవ్వితే మూతి ఒక పక్కకి లాగుతోంది. తల నొప్పి ఏమీ లేదు అంటోంది. BP టాబ్లెట్ రెండు రోజులు వేసుకోలేదు. కాసేపు పడుకోబెడితే తగ్గుతుందా?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation'],
    note: 'Sudden arm weakness, slurred speech and facial droop noticed by her husband, with missed BP tablets: stroke.',
  },
  {
    id: 'te-h4-uncle-paddy-bite-gums-bleeding',
    language: 'te-IN',
    turns: [
      'మా మామయ్యకి 55 ఏళ్ళు, పొలంలో నాట్లు వేస్తుంటే కాలి మీద పాము కాటేసింది, గంట అయింది. కాలు బాగా వాచిపోతోంది, కాటు దగ్గర రక్తం ఆగట్లేదు, చిగుళ్ల నుంచి కూడా కొంచెం రక్తం వస్తోంది. ఊర్లో నాటు వైద్యుడు పసరు పోస్తా అంటున్నాడు, అది చాలా?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Snake bite with spreading swelling and bleeding from the bite and gums: haemotoxic envenomation needing antivenom, not herbal treatment.',
  },
  {
    id: 'te-h4-seventh-month-bleeding-belly-tight',
    language: 'te-IN',
    turns: [
      'నాకు ఏడో నెల. పొద్దున్నుంచి కింద నుంచి రక్తం వస్తోంది, బట్టలు తడిసిపోయేంత, పొట్ట గట్టిగా పట్టేసి నొప్పిగా ఉంది. బిడ్డ కదలికలు కూడా తక్కువగా అనిపిస్తున్నాయి. మా అత్తయ్య rest తీసుకో తగ్గిపోతుంది అంటున్నారు. ఇంట్లో ఏమైనా చిట్కా ఉందా?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'reduced_baby_movements'],
    },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Heavy bleeding with a tense painful abdomen and reduced movements at seven months: possible placental abruption.',
  },
  {
    id: 'te-h4-neighbour-second-fit-not-waking',
    language: 'te-IN',
    turns: [
      'పక్కింటి ఆంటీ (45 ఏళ్ళు) ఒక్కసారిగా కింద పడిపోయి కాళ్ళు చేతులు కొట్టుకున్నాయి, నోట్లో నురగ, నాలుక కొరుక్కుంది. మేము చేతిలో తాళాలు పెట్టాం, ఆగింది. కానీ స్పృహ రాకముందే మళ్ళీ ఇంకోసారి fits వచ్చాయి. ఇప్పుడు గురక పెడుతూ పడుకుని ఉంది, లేపినా లేవట్లేదు. ఇంతకుముందు ఎప్పుడూ ఇలా రాలేదు.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'negation'],
    note: 'A second seizure before regaining consciousness (status epilepticus) in a woman with no seizure history is an emergency.',
  },
  {
    id: 'te-h4-prawn-curry-lips-swollen-throat-tight',
    language: 'te-IN',
    turns: [
      'రాత్రి భోజనంలో రొయ్యల కూర తిన్నాను. అరగంటలో ఒళ్ళంతా దద్దుర్లు, పెదాలు కళ్ళు ఉబ్బిపోయాయి, గొంతు బిగుసుకుపోయినట్టు ఉంది, గాలి పీల్చుకోవడం కష్టంగా ఉంది, గొంతులో గురగుర సౌండ్ వస్తోంది. కళ్ళు తిరుగుతున్నాయి. allergy tablet వేసుకుంటే సరిపోతుందా?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['anaphylaxis'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hives, lip swelling, throat tightness, noisy breathing and dizziness after prawns: anaphylaxis.',
  },
  {
    id: 'te-h4-debts-pesticide-tonight',
    language: 'te-IN',
    turns: [
      'ఇంక బతకాలని లేదు. అప్పులు తీర్చలేను, ఇంట్లో అందరికీ భారం అయిపోయాను. పురుగుల మందు డబ్బా తెచ్చి దాచిపెట్టుకున్నాను, ఈ రాత్రే అంతా ముగించేయాలని అనుకుంటున్నా. ఎవరికీ చెప్పలేదు.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'A man with a plan, pesticide at hand and intent tonight: acute suicidal crisis.',
  },
  {
    id: 'te-h4-baby-fast-breathing-ribs-sucking-in',
    language: 'te-IN',
    turns: [
      'మా బాబుకి 3 నెలలు. రెండు రోజులుగా జలుబు దగ్గు, ఈరోజు ఊపిరి చాలా వేగంగా తీసుకుంటున్నాడు, ఊపిరి తీసినప్పుడు పక్కటెముకల కింద లోపలికి గుంట పడుతోంది, మూలుగుతున్నాడు. పాలు తాగట్లేదు, పొద్దున్నుంచి ఒక్కసారే ఉచ్చ పోశాడు. జ్వరం కొంచెం ఉంది. ఆవిరి పట్టిస్తే సరిపోతుందా?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'bronchiolitis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A 3-month-old with fast breathing, chest indrawing, grunting and not feeding needs emergency care.',
  },
  {
    id: 'te-h4-fever-eye-pain-colony-dengue',
    language: 'te-IN',
    turns: [
      'వయసు 29. మూడు రోజులుగా జ్వరం 102-103 వస్తోంది, ఒళ్ళు నొప్పులు, కళ్ళ వెనక నొప్పి, తల నొప్పి. మా కాలనీలో చాలామందికి డెంగ్యూ వచ్చింది. వాంతులు లేవు, కడుపు నొప్పి లేదు, ఎక్కడా రక్తం రాలేదు, నీళ్ళు బాగానే తాగుతున్నా. dolo వేసుకుంటున్నా.',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'viral_fever', 'malaria'] },
    tags: ['holdout', 'negation'],
    note: 'High fever with retro-orbital pain during a local outbreak, no warning signs: suspected dengue needing a same-day test and review.',
  },
  {
    id: 'te-h4-sister-burning-urine-chills-flank',
    language: 'te-IN',
    turns: [
      'మా అక్కకి 35 ఏళ్ళు. మూత్రంలొ మంట, మాటిమాటికీ వెళ్ళాల్సి వస్తోంది. నిన్నటి నుంచి చలిజ్వరం వణుకుతో వస్తోంది, కుడి వైపు నడుము వెనక నొప్పి, ఒక్కసారి వాంతి అయింది.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'typo'],
    note: 'Urinary burning with rigors, flank pain and vomiting: probable kidney infection needing same-day antibiotics.',
  },
  {
    id: 'te-h4-smoker-cough-three-weeks',
    language: 'te-IN',
    turns: [
      'మూడు వారాలు దాటింది, దగ్గు తగ్గట్లేదు. పొద్దున్నే తెల్లటి కఫం వస్తోంది. రక్తం పడట్లేదు, ఆయాసం లేదు. రోజుకి 10 సిగరెట్లు తాగుతాను. రెండు దగ్గు సిరప్‌లు మార్చాను, ఏం లాభం లేదు. వయసు 46.',
    ],
    expected: {
      level: 'routine',
      area: 'chest',
      conditions: ['tuberculosis', 'copd', 'acute_bronchitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'A cough over three weeks in a smoker without red flags needs a routine visit with sputum test and chest X-ray.',
  },
  {
    id: 'te-h4-cricket-ankle-twist-walking',
    language: 'te-IN',
    turns: [
      'నిన్న సాయంత్రం క్రికెట్ ఆడుతుంటే కుడి కాలి చీలమండ మెలిక పడింది. కొంచెం వాచింది, నడిస్తే కొంచెం నొప్పి కానీ నడవగలుగుతున్నా. ఎముక మీద నొక్కితే పెద్ద నొప్పి లేదు, రంగు మారలేదు. ice పెడుతున్నా. డాక్టర్ దగ్గరకి వెళ్ళాలా?',
    ],
    expected: { level: 'self_care', area: 'legs', conditions: ['sprain_strain'] },
    tags: ['holdout', 'negation'],
    note: 'Mild ankle twist, able to walk, no bony tenderness or bruising: sprain managed with rest, ice and elevation.',
  },
];
