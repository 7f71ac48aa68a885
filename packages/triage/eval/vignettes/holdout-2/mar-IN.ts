import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Marathi: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h2-wants-to-end-it',
    language: 'mar-IN',
    turns: [
      'काही आजार नाही तसा. फक्त आता सगळं संपवावं असं वाटतंय. घरच्यांना माझा भारच आहे. काल रात्री आईच्या झोपेच्या गोळ्या काढून ठेवल्यात, कोणाला काही बोललो नाही.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Suicidal thoughts with pills already set aside is an immediate crisis.',
  },
  {
    id: 'mar-h2-brother-fit-not-stopping',
    language: 'mar-IN',
    turns: [
      'माझ्या भावाला (१९ वर्ष) अचानक झटके यायला लागले, हात पाय ताठ, तोंडातून फेस. ५ मिनिटं झाली तरी थांबत नाहीत, हाक मारली तर ओ देत नाही. आधी असं कधी झालं नव्हतं!!',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy', 'meningitis'],
    },
    tags: ['holdout'],
    note: 'First fit lasting over five minutes without regaining consciousness needs an ambulance.',
  },
  {
    id: 'mar-h2-grandfather-cup-fell',
    language: 'mar-IN',
    turns: [
      'आजोबा ७२ वर्षांचे. सकाळी चहा पिताना कप हातातून सुटला. आता म्हणतात काही नाही झालं, पण उजवा हात जड वाटतो आणि बोलताना शब्द अडखळतात, तोंड थोडं वाकडं दिसतंय. BP ची गोळी परत देऊ का?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Sudden arm weakness, slurred speech and facial droop are stroke signs needing hospital now.',
  },
  {
    id: 'mar-h2-mother-asthma-blue-lips',
    language: 'mar-IN',
    turns: [
      'आईला सकाळपासून बरं नाही',
      'तिला दमा आहे. पंप ३-४ वेळा घेतला तरी श्वास लागतोय, एक वाक्य पूर्ण बोलता येत नाही, ओठ निळसर दिसतायत, झोपू शकत नाही बसूनच आहे.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd', 'pneumonia'],
    },
    tags: ['holdout', 'vague_opening'],
    note: 'Asthma attack not relieved by inhaler, unable to speak in sentences and blue lips: severe breathing difficulty.',
  },
  {
    id: 'mar-h2-burning-urine-fever-flank',
    language: 'mar-IN',
    turns: [
      'मी २८ वर्षांची. ३ दिवस लघवीला जळजळ होती, आज थंडी वाजून ताप आला १०२, उजव्या बाजूला पाठीत कमरेजवळ दुखतंय, एकदा उलटी झाली.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout'],
    note: 'Urine burning followed by fever with rigors, flank pain and vomiting suggests pyelonephritis: see a doctor today.',
  },
  {
    id: 'mar-h2-boy-right-lower-pain',
    language: 'mar-IN',
    turns: [
      'मुलगा १२ वर्षाचा. काल रात्रीपासून बेंबीभोवती दुखत होतं, आता खाली उजवीकडे दुखतंय, चालताना वाकून चालतोय. जेवत नाही, हलका ताप आहे. गॅस असेल का?',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'child'],
    note: 'Pain moving from the navel to the right lower abdomen with fever and no appetite is appendicitis-like.',
  },
  {
    id: 'mar-h2-three-week-cough',
    language: 'mar-IN',
    turns: [
      '३ आठवड्यापासून खोकला जात नाहीये, कफ येतो. संध्याकाळी अंग कणकणतं, वजन थोड कमी झालय. खोकल्यात रक्त नाही, दम पण लागत नाही. सर्दीचं सिरप घेतलं फरक नाही',
    ],
    expected: {
      level: 'routine',
      area: 'chest',
      conditions: ['tuberculosis', 'acute_bronchitis', 'copd'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Cough over three weeks with evening fever and weight loss needs a TB test at a planned visit; no breathlessness or blood.',
  },
  {
    id: 'mar-h2-irregular-periods',
    language: 'mar-IN',
    turns: [
      'वय २२. पाळी ३-४ महिन्यांनी येते, चेहऱ्यावर पिंपल्स आणि हनुवटीवर केस येतात, वजन वाढतंय. काही दुखत नाही. कुठल्या डॉक्टरकडे जाऊ?',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['pcos', 'hypothyroidism'],
    },
    tags: ['holdout'],
    note: 'Infrequent periods, acne, facial hair and weight gain suggest PCOS: routine appointment.',
  },
  {
    id: 'mar-h2-ankle-twist-cricket',
    language: 'mar-IN',
    turns: [
      'काल क्रिकेट खेळताना पाय मुरगळला. घोट्याला थोडी सूज, चालता येतंय पण दुखतं. हाडावर दाबल्यावर दुखत नाही, काळं-निळं पण नाही.',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'negation'],
    note: 'Mild ankle sprain, able to walk, no bony tenderness: rest, ice and elevation.',
  },
  {
    id: 'mar-h2-tawa-burn-finger',
    language: 'mar-IN',
    turns: ['पोळ्या करताना तव्याचा चटका लागला बोटाला. लाल झालंय, आग होतेय, फोड नाही. टूथपेस्ट लावू का?'],
    expected: {
      level: 'self_care',
      area: 'arms',
      conditions: ['burns'],
    },
    tags: ['holdout', 'negation'],
    note: 'Small superficial burn on a finger without blisters: cool running water, no toothpaste.',
  },
];
