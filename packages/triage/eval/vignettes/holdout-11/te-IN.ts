import type { Vignette } from '../../vignette-schema';

/** Held-out set 11, Telugu: written blind, see ../holdout-11.ts. */
export const HOLDOUT11_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h11-nanna-chest-heaviness-eno-romanized',
    language: 'te-IN',
    turns: [
      'nanna ki 58 years, BP undi. annam tinnaka chest lo baruvuga undi antunnaru, gas ayyi untundi ani Eno taagaru kani thaggaledu.',
      'ippudu chemata dhaara ga kaarutondi, edama cheyyi laagutondi antunnaru, oopiri kuda sariga aadatledu. inko gas tablet ivvala?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency', 'elderly'],
    note: 'Chest heaviness not relieved by antacid with sweating, left arm pain and breathlessness in a hypertensive man is a heart attack.',
  },
  {
    id: 'te-h11-ammamma-cup-slipped-talking-nonsense',
    language: 'te-IN',
    turns: [
      'అమ్మమ్మ టీ తాగుతుంటే సడెన్ గా కప్పు చేతిలోంచి జారిపోయింది. ఏదో సంబంధం లేని మాటలు మాట్లాడుతోంది, మేము చెప్పేది అర్థం కావట్లేదు ఆవిడకి. ఒక అరగంట నుంచి ఇలా ఉంది. షుగర్ తగ్గిందేమో అని బెల్లం పెట్టాం.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke', 'hypoglycaemia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'vague_opening', 'casual_emergency'],
    note: 'Sudden hand weakness and confused speech in an elderly woman is a stroke until proven otherwise and needs hospital now.',
  },
  {
    id: 'te-h11-mamayya-field-snake-pasaru',
    language: 'te-IN',
    turns: [
      'మా మామయ్య పొలంలో గడ్డి కోస్తుంటే పాము కరిచింది, నల్లగా పొడుగ్గా ఉంది. కాలు వాచిపోతోంది, నొప్పి ఎక్కువైంది. ఊర్లో ఒకాయన పసరు మందు వేస్తాడు అంటున్నారు, అక్కడికి తీసుకెళ్ళాలా?',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'A witnessed snake bite with spreading swelling needs anti-snake venom in hospital, not a traditional healer.',
  },
  {
    id: 'te-h11-wife-home-delivery-soaking-pads',
    language: 'te-IN',
    turns: [
      'మా ఆవిడకి మూడు రోజుల క్రితం ఇంట్లోనే డెలివరీ అయింది. ఈరోజు నుంచి బ్లీడింగ్ చాలా ఎక్కువగా ఉంది, గంటకి రెండు ప్యాడ్లు తడిసిపోతున్నాయి, పెద్ద పెద్ద గడ్డలు. లేస్తే కళ్ళు తిరుగుతున్నాయి అంటోంది, చేతులు చల్లగా ఉన్నాయి.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage', 'bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Soaking two pads an hour with clots, dizziness and cold hands after delivery is postpartum haemorrhage with shock.',
  },
  {
    id: 'te-h11-brother-fits-ten-minutes',
    language: 'te-IN',
    turns: [
      'తమ్ముడికి ఫిట్స్ వస్తున్నాయి, ఇప్పటికి పది నిమిషాలు అయింది ఆగట్లేదు. మధ్యలో కొంచెం ఆగి మళ్ళీ మొదలైంది, మధ్యలో తెలివి రాలేదు. నోట్లోంచి నురగ వస్తోంది. తాళాలు చేతిలో పెట్టాం, ఇంకేం చేయాలి??',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'], mustMention: ['108'] },
    tags: ['holdout'],
    note: 'A seizure lasting ten minutes with repeated fits and no recovery between is status epilepticus.',
  },
  {
    id: 'te-h11-prawns-lips-swelling-throat-tight',
    language: 'te-IN',
    turns: [
      'ఫ్రెండ్ పెళ్ళిలో రొయ్యల కూర తిన్నా. పావుగంటలో ఒళ్ళంతా దద్దుర్లు, పెదాలు వాచిపోయాయి, గొంతు పట్టేసినట్టు ఉంది, మింగడం కష్టంగా ఉంది, ఊపిరి తీస్తుంటే గుర్రు గుర్రు మంటోంది. cetirizine వేసుకుంటే సరిపోతుందా',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis', 'urticaria'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'Hives with lip swelling, throat tightness and noisy breathing after shellfish is anaphylaxis needing adrenaline now.',
  },
  {
    id: 'te-h11-farmer-pesticide-letter',
    language: 'te-IN',
    turns: [
      'ఇంక నా వల్ల కాదు. పంట పోయింది, అప్పు వాళ్ళు రోజూ ఇంటికి వస్తున్నారు. షెడ్ లో పురుగుల మందు డబ్బా తెచ్చి పెట్టుకున్నా, ఈ రాత్రికి తాగేస్తా. పిల్లలకి నా కోసం ఏడవద్దు అని ఉత్తరం కూడా రాసేశా.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'Stated intent to drink stored pesticide tonight with a farewell letter is an acute suicidal crisis.',
  },
  {
    id: 'te-h11-five-week-baby-fever-grunting',
    language: 'te-IN',
    turns: [
      'బాబుకి 5 వారాలు. పొద్దున నుంచి ఒళ్ళు వేడిగా ఉంది, థర్మామీటర్ లో 100.6 చూపించింది. ఊపిరి గబగబా తీస్తున్నాడు, ప్రతి శ్వాసకి మూలుగుతున్నాడు, పాలు సరిగ్గా తాగట్లేదు. క్రోసిన్ డ్రాప్స్ ఎంత వేయాలి?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis', 'pneumonia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant'],
    note: 'Fever in a five week old with fast grunting breathing and poor feeding needs immediate hospital assessment for sepsis or pneumonia.',
  },
  {
    id: 'te-h11-burning-urine-chills-flank-romanized',
    language: 'te-IN',
    turns: [
      'naaku 3 rojula nunchi urine ki vellinappudu mantaga undi, ippudu chali jwaram vachindi 102, nadumu lo kudi vaipu noppi. oka saari vomiting kuda. neellu ekkuva taagutunna, adi saripotunda?',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Urinary burning followed by high fever with chills and flank pain suggests pyelonephritis needing antibiotics today.',
  },
  {
    id: 'te-h11-son-bike-fall-wrist-bent',
    language: 'te-IN',
    turns: [
      'బైక్ మీద నుంచి పడ్డాడు మా అబ్బాయి, 16 ఏళ్ళు. ఎడమ మణికట్టు బాగా వాచింది, కొంచెం వంకరగా కనిపిస్తోంది, కదిలిస్తే అరుస్తున్నాడు. వేళ్ళు కదుపుతున్నాడు, రక్తం ఏమీ లేదు. పుత్తూరు కట్టు కట్టిస్తే చాలా?',
    ],
    expected: { level: 'urgent', area: 'arms', conditions: ['fracture', 'sprain_strain'] },
    tags: ['holdout', 'child', 'negation'],
    note: 'A swollen, visibly deformed and very painful wrist after a fall needs an X-ray and proper setting today.',
  },
  {
    id: 'te-h11-amma-knees-stairs-oil',
    language: 'te-IN',
    turns: [
      'అమ్మకి 64. రెండు మోకాళ్ళ నొప్పి చాలా నెలల నుంచి, మెట్లు ఎక్కేటప్పుడు ఎక్కువ. పొద్దున లేవగానే కాసేపు బిగుసుకుపోయినట్టు ఉంటుంది, నడిస్తే కొంచెం సర్దుకుంటుంది. మోకాలు కదిపితే కటకట శబ్దం. ఏ ఆయిల్ రాస్తే మంచిది?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Months of bilateral knee pain worse on stairs with brief morning stiffness and crepitus is osteoarthritis for a planned visit.',
  },
  {
    id: 'te-h11-biryani-acidity-romanized',
    language: 'te-IN',
    turns: [
      'ninna raatri biryani tinnaka kadupu paina mantaga undi, pulla tenpulu vastunnayi. padukunte konchem ekkuva avutondi. vere emi ledu, jwaram ledu, vanthulu levu. 26 years. Gelusil taagocha?',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Mild upper abdominal burning and sour burps after a heavy meal in a young adult with no red flags is simple acidity.',
  },
];
