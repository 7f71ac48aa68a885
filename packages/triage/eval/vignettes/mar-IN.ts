import type { Vignette } from '../vignette-schema';

/** Marathi (mar-IN), Devanagari script. */
export const MAR_IN: Vignette[] = [
  {
    id: 'mar-stroke-grandfather',
    language: 'mar-IN',
    turns: ['माझ्या आजोबांचं तोंड अचानक वाकडं झालं, नीट बोलता येत नाही आणि उजव्या हातात ताकद नाही.'],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['elderly'],
  },
  {
    id: 'mar-snake-bite-mother',
    language: 'mar-IN',
    turns: ['शेतात काम करताना आईला साप चावला, पायावर दोन खुणा आहेत, पाय सुजतोय.'],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
  },
  {
    id: 'mar-suicidal-thoughts',
    language: 'mar-IN',
    turns: ['मला आता जगायचं नाही, आत्महत्येचे विचार सारखे येतात.'],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
  },
  {
    id: 'mar-pesticide-poisoning',
    language: 'mar-IN',
    turns: ['माझ्या काकांनी शेतातलं कीटकनाशक प्यायलं, उलट्या होतायत.'],
    expected: { level: 'emergency', area: 'none', conditions: ['poisoning'] },
  },
  {
    id: 'mar-leptospirosis-flood',
    language: 'mar-IN',
    turns: [
      'पुराच्या पाण्यातून चालत घरी आलो होतो, आता तीन दिवसांपासून ताप आहे, पोटऱ्या खूप दुखतात आणि डोळे लाल आहेत.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['leptospirosis', 'dengue', 'viral_fever'],
    },
    note: 'Flood-water exposure, fever, calf pain and red eyes: leptospirosis, treat early.',
  },
  {
    id: 'mar-dog-bite-child',
    language: 'mar-IN',
    turns: ['भटका कुत्रा माझ्या मुलाला पायाला चावला, जखम झाली आहे.'],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['child'],
  },
  {
    id: 'mar-dvt-calf',
    language: 'mar-IN',
    turns: ['डाव्या पोटरीला सूज आहे, दुखतंय आणि गरम लागतंय. दम लागत नाही, छातीत दुखत नाही.'],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['deep_vein_thrombosis', 'cellulitis'],
    },
    tags: ['negation'],
  },
  {
    id: 'mar-knee-pain',
    language: 'mar-IN',
    turns: ['गुडघे दुखतात, जिने चढताना जास्त दुखतं. वय 63.'],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
  },
  {
    id: 'mar-pcos',
    language: 'mar-IN',
    turns: ['पाळी अनियमित येते, चेहऱ्यावर मुरुम आणि केस, वजन वाढतंय.'],
    expected: { level: 'routine', area: 'abdomen', conditions: ['pcos', 'hypothyroidism'] },
  },
  {
    id: 'mar-common-cold',
    language: 'mar-IN',
    turns: ['सर्दी झाली आहे, नाक गळतंय, शिंका येतात, ताप नाही.'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['negation'],
  },
  {
    id: 'mar-acidity',
    language: 'mar-IN',
    turns: ['छातीत जळजळ होते आणि आंबट ढेकर येतात, तिखट खाल्ल्यावर जास्त.'],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
  },
  {
    id: 'mar-fever-multi-turn',
    language: 'mar-IN',
    turns: [
      'बरं वाटत नाहीये',
      'दोन दिवसांपासून ताप आहे आणि अंगदुखी',
      'खोकला नाही, उलटी नाही, खाणं-पिणं ठीक आहे',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'none',
      conditions: ['viral_fever', 'dengue', 'influenza'],
    },
    tags: ['vague_opening', 'negation'],
  },
];
