import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Marathi: written blind; never tune the engine on these. */
export const HOLDOUT7_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h7-mother-jaw-shoulder-sweat',
    language: 'mar-IN',
    turns: [
      'आईला (५८ वर्षे) तासाभरापासून जबड्यात आणि डाव्या खांद्यात दुखतंय, अंगाला घाम फुटलाय, दम लागतोय आणि एकदा उलटी झाली. छातीत दुखत नाही म्हणते. पित्त झालं असेल म्हणून लिंबूपाणी दिलंय, झोपली तर बरं वाटेल ना?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'negation', 'casual_emergency'],
  },
  {
    id: 'mar-h7-grandfather-woke-weak-side',
    language: 'mar-IN',
    turns: [
      'ajoba sakali uthle tevha pasun tyancha dava haat ani pay halat nahi, bolna aspashta ahe ani tond ek baju la vakda zalay. kal ratri zoptana ekdam thik hote. BP chya golya ghetat. doctor sandhyakali yetat, tovar thambu ka?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'mar-h7-field-bite-two-marks',
    language: 'mar-IN',
    turns: [
      'शेतात गवत कापताना पायाला काहीतरी चावलं, नीट दिसलं नाही पण गवतातून काहीतरी सरपटत गेलं. दोन छोटे दात उमटलेत, आता पाय सुजतोय आणि खूप जळजळ होतेय. घरचे म्हणतात गावातल्या बाबांकडे नेऊ, ते उतारा देतात.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout'],
  },
  {
    id: 'mar-h7-seven-months-painless-bleeding',
    language: 'mar-IN',
    turns: [
      'मी सात महिन्यांची गरोदर आहे. आत्ता अचानक खूप रक्तस्राव सुरू झाला, अर्ध्या तासात पॅड पूर्ण भिजलं. पोटात अजिबात दुखत नाहीये. रात्र आहे, उद्या सकाळी दवाखान्यात गेले तर चालेल का?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'negation', 'casual_emergency'],
  },
  {
    id: 'mar-h7-brother-fell-jerking-not-waking',
    language: 'mar-IN',
    turns: [
      'majha bhau (25) achanak khali padla, hat pay jhatke det hote, tondatun fes ala, 3-4 minit chalu hota. ata jhatke thamble pan to ajun shuddhivar nahi, ghorat ahe. tyala asa pahilyanda zalay. kanda sunghvu ka?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'mar-h7-toddler-fast-breathing-chest-indrawing',
    language: 'mar-IN',
    turns: [
      'माझ्या ३ वर्षांच्या मुलीला दोन दिवसांपासून ताप आणि खोकला आहे. आता ती पटापट आणि जोर लावून श्वास घेते, श्वास घेताना बरगड्यांखाली खड्डा पडतो, नाकपुड्या फुगतात. काही खात-पीत नाही, सुस्त झालीये.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['pneumonia', 'bronchiolitis', 'asthma'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'mar-h7-gave-away-watch-sleeping-pills',
    language: 'mar-IN',
    turns: [
      'मी सगळ्यांना फक्त त्रासच देतो. माझं घड्याळ आणि बाईक मित्राला देऊन टाकली, आईसाठी एक चिठ्ठी लिहून ठेवलीये. आज रात्री घरातल्या झोपेच्या सगळ्या गोळ्या घेणार आहे, मग कुणालाच माझा भार राहणार नाही.',
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
    id: 'mar-h7-six-week-baby-fever-sleepy',
    language: 'mar-IN',
    turns: [
      'बाळ दीड महिन्याचं आहे. कालपासून अंग गरम आहे, दूध नीट ओढत नाही, सारखं झोपून असतं, उठवलं तरी नीट रडत नाही. आजी म्हणते दात येणार असतील, बाकी काळजी करू नको.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'childhood_fever'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
  },
  {
    id: 'mar-h7-street-dog-bit-son',
    language: 'mar-IN',
    turns: [
      'kal sandhyakali rastyavarchya kutryane majhya mulala (8 varsh) payala chavla, thoda rakt ala. halad lavli ahe ata. injction ghyava lagel ka ki ase ch bare hoil? kutra kunacha ahe mahit nahi.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'romanized', 'child', 'typo'],
  },
  {
    id: 'mar-h7-burning-urine-now-chills-back-pain',
    language: 'mar-IN',
    turns: [
      'तीन दिवसांपासून लघवीला जळजळ होत होती. आज थंडी वाजून ताप भरलाय, १०२ आहे, कमरेच्या उजव्या बाजूला मागे दुखतंय आणि मळमळ होतेय. मी गरोदर नाही.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'mar-h7-straining-fresh-blood-stool',
    language: 'mar-IN',
    turns: [
      'दोन आठवड्यांपासून संडासला खूप जोर लावावा लागतो आणि नंतर थोडं लाल रक्त पडतं, जळजळ होते. वजन कमी होणं, ताप, चक्कर असं काही नाही. वय ३४.',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['piles', 'constipation'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'mar-h7-late-spicy-dinner-heartburn',
    language: 'mar-IN',
    turns: [
      'डॉक्टर, मला जरा बरं वाटत नाहीये.',
      'रात्री उशिरा तिखट-मसालेदार जेवलो की छातीत जळजळ होते आणि आंबट ढेकर येतात, पाणी प्यायलं की थोडं कमी होतं. चालताना किंवा जिना चढताना काही त्रास होत नाही, दम लागत नाही. वय ३२.',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];
