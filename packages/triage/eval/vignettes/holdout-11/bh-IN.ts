import type { Vignette } from '../../vignette-schema';

/** Held-out set 11, Bhojpuri: written blind, see ../holdout-11.ts. */
export const HOLDOUT11_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h11-mai-jabda-peeth-pasina-romanized',
    language: 'bh-IN',
    turns: [
      'hamar mai ke ek ghanta se jabda aa peeth me dard ho rahal ba, pasina se bhijal baadi, ji michlat ba. u kahat baadi gas ha, ajwain pi lihli. ka karin?',
      'umar 62 ba, sugar ke dawai khaali. ab kahat baadi chhati me bhi tani bhaari lagat ba',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency', 'elderly'],
    note: 'Jaw and back pain with sweating and nausea in an older diabetic woman is an atypical heart attack.',
  },
  {
    id: 'bh-h11-babuji-ulta-pulta-glass-chhutal',
    language: 'bh-IN',
    turns: [
      'बाबूजी अचानक उल्टा-पुल्टा बोले लगलन, केहू के पहचानत त बाड़न बाकिर बात समझ में नइखे आवत। चाय के गिलास दहिना हाथ से छूट गइल।',
      'करीब आधा घंटा भइल। बीपी के मरीज हउवन। माई कहत बाड़ी कवनो ऊपरी चक्कर बा, ओझा बोलाईं का?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'vague_opening', 'elderly'],
    note: 'Sudden garbled speech and one-sided hand weakness in a hypertensive man is an acute stroke.',
  },
  {
    id: 'bh-h11-raat-kuchh-katlas-dekhlin-na',
    language: 'bh-IN',
    turns: [
      'रात में अन्हार में बाहर बाथरूम जात रहनी, गोड़ में कुछ काट लिहलस, देखलीं ना का रहे। तनी दरद बा, सुई चुभला जइसन।',
      'अब एक घंटा बाद गोड़ फूल के ठेहुना ले आ गइल बा, आ मसूड़ा से खून आवत बा।',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency'],
    note: 'An unseen night bite followed by spreading swelling and gum bleeding is viper envenomation needing anti-snake venom.',
  },
  {
    id: 'bh-h11-delivery-ke-baad-khoon-chakkar',
    language: 'bh-IN',
    turns: [
      'हमार मेहरारू के कल घरे पर डिलीवरी भइल। आज सबेरे से बहुत खून जात बा, तीन-चार गो कपड़ा भीज गइल, बड़-बड़ थक्का निकलत बा। अब कहत बाड़ी आँख के आगे अन्हार छा जात बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage', 'severe_bleeding'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with clots and near-fainting after a home delivery is postpartum haemorrhage.',
  },
  {
    id: 'bh-h11-laika-bukhar-me-kaanpe-lagal',
    language: 'bh-IN',
    turns: [
      'हमार तीन साल के लइका के बुखार रहल, अभी अचानक हाथ-गोड़ अकड़ के काँपे लागल, आँख ऊपर चढ़ गइल। पाँच मिनट से ऊपर हो गइल, रुकत नइखे।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A seizure with fever lasting over five minutes in a child needs emergency treatment.',
  },
  {
    id: 'bh-h11-dada-bidi-saans-honth-neela',
    language: 'bh-IN',
    turns: [
      'दादा जी चालीस बरिस से बीड़ी पियत बाड़न, खाँसी त पुरान बा। बाकिर आज साँस बहुत फूलत बा, बइठ के भी हाँफत बाड़न, ओठ नीला लागत बा आ बात पूरा ना कर पावत बाड़न। भाप दिहल जाव?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'heart_failure'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Breathlessness at rest with blue lips and inability to speak in a long-term smoker is respiratory failure.',
  },
  {
    id: 'bh-h11-sab-se-maafi-keetnashak',
    language: 'bh-IN',
    turns: [
      'अब जिए के मन नइखे। माई से फोन पर सब बात के माफी मांग लेले बानी, आपन मोबाइल छोटकी बहिन के दे देलीं। खेत वाला कीटनाशक के शीशी कमरा में रखले बानी, आज रात पी लेब।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'Farewells, giving away belongings and pesticide kept for tonight is a suicidal crisis.',
  },
  {
    id: 'bh-h11-das-din-ke-babua-piyar-sust',
    language: 'bh-IN',
    turns: [
      'दस दिन के बबुआ बा। देह पियर हो गइल बा, तरवा तक पियर लउकत बा। दूध ठीक से ना पियत बा, बस सुतले रहत बा, जगवला पर भी ठीक से ना जागत। दादी कहत बाड़ी धूप में रख द, ठीक हो जाई।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'neonatal_jaundice', 'sepsis'],
    },
    tags: ['holdout', 'infant'],
    note: 'Deep jaundice to the soles with poor feeding and lethargy in a newborn needs hospital care now.',
  },
  {
    id: 'bh-h11-dengue-pet-dard-ulti-romanized',
    language: 'bh-IN',
    turns: [
      '5 din se bukhar ba, kal se bukhar utar gail bakir ab pet me dard, do baar ulti, aa brush karat ghari masoodha se khoon aail. mohalla me dengue chalat ba. papita ke patta ke ras piyin?',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'none',
      conditions: ['dengue'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Dengue with warning signs after defervescence (abdominal pain, vomiting, gum bleeding) needs same-day hospital assessment.',
  },
  {
    id: 'bh-h11-laika-ped-se-giral-kalai',
    language: 'bh-IN',
    turns: [
      'लइका (9 साल) आम के पेड़ से गिर गइल, बायाँ हाथ के कलाई फूल गइल बा आ तनी टेढ़ लउकत बा। छूवे ना देत, बहुत रोवत बा। हल्दी-चूना लगा दीं?',
    ],
    expected: { level: 'urgent', area: 'arms', conditions: ['fracture', 'sprain_strain'] },
    tags: ['holdout', 'child'],
    note: 'A swollen, deformed wrist after a fall suggests a fracture needing X-ray and splinting today.',
  },
  {
    id: 'bh-h11-mai-thehuna-dard-seedhi',
    language: 'bh-IN',
    turns: [
      'माई (60 बरिस) के दुनो ठेहुना में साल भर से दरद रहत बा, सबेरे उठला पर जकड़न, सीढ़ी चढ़े में ढेर दिक्कत। सूजन-बुखार कुछु नइखे। कवन तेल से मालिश करीं?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Long-standing knee pain with stiffness in an older woman suggests osteoarthritis, for a routine visit.',
  },
  {
    id: 'bh-h11-patla-dast-halka-romanized',
    language: 'bh-IN',
    turns: [
      'kal raat thela pe chaat kha lihni, aaj 3-4 baar patla dast bhail. bukhar naikhe, khoon naikhe, pani khoob piyat bani. office jaye ke ba, ka khaayin?',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A few loose stools in a well-hydrated adult without fever or blood can be managed at home.',
  },
];
