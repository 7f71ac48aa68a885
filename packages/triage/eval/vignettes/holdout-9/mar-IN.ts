import type { Vignette } from '../../vignette-schema';

/** Held-out set 9, Marathi: written blind, see ../holdout-9.ts. */
export const HOLDOUT9_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h9-husband-chest-pressure-thinks-acidity',
    language: 'mar-IN',
    turns: [
      'यांना सकाळपासून छातीत जळजळ आणि दाब आहे, म्हणतायत पित्त झालंय. इनो घेतलं, काही फरक नाही. घाम फुटलाय, डावा खांदा आणि जबडा दुखतोय. वय ५५, साखर आहे. पित्ताची कोणती गोळी देऊ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Why this level: hours of chest pressure with sweating and pain spreading to the left shoulder and jaw in a 55-year-old diabetic is a heart attack until proven otherwise.',
  },
  {
    id: 'mar-h9-grandmother-face-slack-cannot-speak',
    language: 'mar-IN',
    turns: [
      'aajila achanak bolta yet nahi, tond ek bajula vakda zalay ani ujva haat uchalta yet nahi. ardha taasa aadhi chaha pit hoti, ekdam thik hoti. vay 70 aahe. kay karu?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'romanized', 'elderly'],
    note: 'Why this level: sudden loss of speech, facial droop and right-arm weakness starting half an hour ago is a stroke within the treatment window.',
  },
  {
    id: 'mar-h9-night-bite-field-thinks-rat',
    language: 'mar-IN',
    turns: [
      'रात्री शेतात पाणी द्यायला गेलो होतो, पायाला काहीतरी चावलं. अंधार होता, दिसलं नाही. घरचे म्हणतात उंदीर असेल. पण आता घोट्यापर्यंत सूज वाढलीये, खूप आग होतेय आणि हिरड्यांतून थोडं रक्त येतंय. सकाळी दवाखान्यात गेलं तर चालेल ना?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Why this level: spreading swelling and bleeding gums after a night-time bite in a field is viper envenomation needing anti-snake venom now.',
  },
  {
    id: 'mar-h9-bleeding-after-abortion-pills',
    language: 'mar-IN',
    turns: [
      'तीन दिवसांपूर्वी मेडिकलमधून गोळ्या आणून गर्भपात केला. घरी कोणाला माहित नाही. आज दुपारपासून खूप रक्तस्राव होतोय, तासाला पॅड पूर्ण भिजतंय, मोठे गोळे पडतायत, उभं राहिलं की चक्कर येते. काय करू?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'postpartum_haemorrhage', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Why this level: soaking a pad an hour with clots and dizziness after an unsupervised medical abortion is haemorrhage (incomplete abortion or a missed ectopic) needing emergency care.',
  },
  {
    id: 'mar-h9-son-fell-still-jerking',
    language: 'mar-IN',
    turns: [
      'माझा ९ वर्षांचा मुलगा खेळता खेळता अचानक खाली पडला. काय करू? लवकर सांगा.',
      'नाही, डोक्याला लागलं नाही. पण अजूनही हातपाय झटके देतायत, तोंडातून फेस येतोय, पाच मिनिटं झाली. हाक मारली तरी ओ देत नाही. ताप नव्हता.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'child', 'negation', 'vague_opening'],
    note: 'Why this level: a child still convulsing and unresponsive after five minutes is impending status epilepticus and needs 108 now.',
  },
  {
    id: 'mar-h9-asthma-inhaler-not-working-alone',
    language: 'mar-IN',
    turns: [
      'दम्याचा त्रास आहे. गेल्या तासाभरात पंप चार-पाच वेळा घेतला, तरी श्वास लागतोय. एक वाक्य पूर्ण बोलता येत नाहीये, छातीतून शिट्टी वाजतेय, बसूनच राहावं लागतंय. मी २४ वर्षांची आहे, रूमवर एकटीच आहे.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'] },
    tags: ['holdout'],
    note: 'Why this level: unable to finish a sentence despite repeated reliever puffs is an acute severe asthma attack needing emergency treatment.',
  },
  {
    id: 'mar-h9-student-failed-exam-rope',
    language: 'mar-IN',
    turns: [
      'exam madhe parat fail zalo. gharchyanna tond kasa dakhavu kalat nahi. aaj raatri sagla sampvaycha tharavlay, dori pan aanun thevliye. konashi bolaycha nahiye kharatar, fakt kuthetari lihava vatla.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Why this level: a decided plan for tonight with the means (a rope) already at hand is an acute suicidal crisis.',
  },
  {
    id: 'mar-h9-five-week-baby-drowsy-not-sucking',
    language: 'mar-IN',
    turns: [
      'आमची नात सव्वा महिन्याची आहे. कालपासून दूध ओढत नाही, सारखी झोपून असते, उठवलं तरी नीट जागी होत नाही. अंग गरम लागतंय पण हातपाय थंड. सुनेला वाटतंय सर्दी झाली असेल, काही घरगुती उपाय सांगा.',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Why this level: a five-week-old who will not suck, is hard to wake and is hot with cold limbs has possible sepsis.',
  },
  {
    id: 'mar-h9-week-long-fever-after-street-food',
    language: 'mar-IN',
    turns: [
      'आठवडा झाला ताप उतरत नाही, संध्याकाळी जास्त चढतो. पोट दुखतं, भूक अजिबात नाही, जीभ पांढरी झालीये, थोडे जुलाब होतायत. क्रोसिन घेतली की थोडा वेळ बरं वाटतं. बाहेरची पाणीपुरी, भेळ खाल्ली होती.',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['typhoid', 'malaria'] },
    tags: ['holdout'],
    note: 'Why this level: a week of evening-peaking fever with abdominal pain and anorexia after street food needs same-day review and tests for typhoid.',
  },
  {
    id: 'mar-h9-girl-fever-society-dengue',
    language: 'mar-IN',
    turns: [
      'माझ्या मुलीला (१४ वर्षं) तीन दिवसांपासून जोरात ताप आहे, डोळ्यांच्या मागे दुखतं, अंग खूप दुखतंय. आमच्या सोसायटीत दोघांना डेंग्यू झालाय. उलट्या नाहीत, कुठून रक्त येत नाही. अजून टेस्ट केली नाही.',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'chikungunya'] },
    tags: ['holdout', 'child', 'negation'],
    note: 'Why this level: three days of high fever with retro-orbital pain and body ache amid local dengue cases needs a same-day test and platelet count, with no warning signs yet.',
  },
  {
    id: 'mar-h9-burning-urine-no-fever',
    language: 'mar-IN',
    turns: [
      'दोन दिवसांपासून लघवीला जळजळ होते, सारखं जावं लागतं पण थोडीच होते. ताप नाही, कंबर दुखत नाही. कामावर असताना पाणी कमी पिते. मी ३२ वर्षांची आहे, प्रेग्नंट नाही.',
    ],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Why this level: burning and frequency in a non-pregnant woman without fever or flank pain is an uncomplicated urine infection for a routine visit.',
  },
  {
    id: 'mar-h9-red-sticky-eyes-neighbour-child',
    language: 'mar-IN',
    turns: [
      'donhi dole laal zalet, paani yetay ani sakali papnya chiktat. shejarchya mulala pan aahe. dukhat nahi, disayla ekdam neet dista, ujed tochat nahi. aai mhante gulabpani ghal.',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Why this level: red, watery, sticky eyes caught from a neighbour, with no pain, light sensitivity or blurred vision, is conjunctivitis managed at home.',
  },
];
