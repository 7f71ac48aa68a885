import type { Vignette } from '../../vignette-schema';

/** Held-out set 10, Marathi: written blind, see ../holdout-10.ts. */
export const HOLDOUT10_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h10-mother-weakness-sweating-diabetic',
    language: 'mar-IN',
    turns: [
      'आईला सकाळपासून खूप अशक्तपणा आलाय, घाम घाम होतोय आणि मळमळतंय. शुगरची पेशंट आहे, ग्लुकॉन-डी देऊ का?',
      'वय ६७. म्हणते छातीत जड जड वाटतंय आणि जबड्यापर्यंत दुखतंय. दीड तास झाला, उठवत पण नाही तिला.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Weakness, sweating and nausea with chest heaviness spreading to the jaw in an elderly diabetic woman is a heart attack until proven otherwise.',
  },
  {
    id: 'mar-h10-father-speech-slurred-phone-far',
    language: 'mar-IN',
    turns: [
      'मी पुण्यात असतो, बाबा गावी सांगलीजवळ. आत्ता फोनवर बोललो तर त्यांचं बोलणं अडखळत होतं, शब्दच नीट येत नव्हते. आई म्हणते दमलेत, झोपू दे, उद्या दवाखान्यात नेऊ. चालेल ना?',
      'आई म्हणाली उजवा हात उचलता येत नाहीये आणि तोंड एका बाजूला वाकडं दिसतंय. अर्ध्या तासापूर्वी सुरू झालं.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Sudden slurred speech, right arm weakness and facial droop half an hour ago is a stroke; waiting till tomorrow loses the treatment window.',
  },
  {
    id: 'mar-h10-romanized-brother-snake-bite-farm',
    language: 'mar-IN',
    turns: [
      'mazya bhavala shetat paani detana saap chavla, paayavar don datanche vran ahet. sujan vadhtey, khup dukhtay',
      'to 30 varshacha ahe. saap kala hota mhanto. aamhi gavat ahot, kay karu?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized'],
    note: 'A snake bite with fang marks and spreading swelling needs urgent transfer for anti-snake venom.',
  },
  {
    id: 'mar-h10-early-pregnancy-heavy-bleeding-dizzy',
    language: 'mar-IN',
    turns: [
      'दोन महिने पाळी चुकली होती, घरी टेस्ट पॉझिटिव्ह आली. आज सकाळपासून खूप रक्त जातंय, गाठी पडतायत, दर तासाला पॅड बदलावं लागतंय.',
      'खाली पोटात एका बाजूला खूप दुखतंय आणि उभं राहिलं की चक्कर येते, डोळ्यासमोर अंधारी येते.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy', 'severe_bleeding'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Soaking a pad an hour in early pregnancy with one-sided pain and near-fainting suggests miscarriage with haemorrhage or a ruptured ectopic.',
  },
  {
    id: 'mar-h10-toddler-fever-fit-not-waking',
    language: 'mar-IN',
    turns: [
      'माझ्या ३ वर्षाच्या मुलाला कालपासून ताप आहे. आत्ता त्याला झटके आले, हात पाय ताठ झाले होते. झटके थांबलेत पण २० मिनिटं झाली, अजून उठत नाहीये.',
      'हाक मारली, चिमटा काढला तरी नीट डोळे उघडत नाही. याआधी कधी असं झालं नव्हतं.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'meningitis', 'epilepsy'],
    },
    tags: ['holdout', 'child'],
    note: 'A child who is still unresponsive twenty minutes after a febrile fit may have meningitis or ongoing seizure activity and needs hospital now.',
  },
  {
    id: 'mar-h10-romanized-grandfather-breathless-blue-lips',
    language: 'mar-IN',
    turns: [
      'aajobanna khup dhap lagtey, boltana pan madhe madhe thambtayt. pump don teen vela ghetla tari farak nahi',
      'vay 74, aadhi bidi odhaycha. otha nilsar distayt, zopu shakat nahit, basunach shwas ghetayt',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['copd', 'asthma', 'pneumonia'] },
    tags: ['holdout', 'romanized', 'elderly'],
    note: 'Breathlessness that stops speech, bluish lips and no relief from the inhaler in an old smoker is severe respiratory distress.',
  },
  {
    id: 'mar-h10-student-headache-wants-to-end-it',
    language: 'mar-IN',
    turns: [
      'डोकं खूप दुखतंय, कोणती गोळी घेऊ? रिझल्ट खराब आला म्हणून रात्रभर झोप नाही.',
      'खरं सांगू का, आता जगायची इच्छाच नाही. घरच्यांना तोंड दाखवू शकत नाही. आज रात्री सगळं संपवायचा विचार करतोय.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency', 'vague_opening'],
    note: 'Behind the headache question is a plan to end his life tonight, which needs immediate support and Tele-MANAS 14416.',
  },
  {
    id: 'mar-h10-six-week-baby-fast-breathing',
    language: 'mar-IN',
    turns: [
      'बाळ दीड महिन्याचं आहे. दोन दिवस झाले सर्दी आहे, आज जरा सुस्त आहे आणि दूध कमी पितंय. सर्दीसाठी घरगुती काही उपाय सांगा ना.',
      'श्वास खूप जोरात घेतंय, श्वास घेताना बरगड्यांच्या खाली आत खड्डा पडतो. अंग गरम आहे.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'bronchiolitis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A six-week-old with fast breathing, chest indrawing, lethargy and poor feeding has danger signs and needs hospital care now.',
  },
  {
    id: 'mar-h10-romanized-kidney-stone-colic',
    language: 'mar-IN',
    turns: [
      'kal ratri pasun kamberat ekach bajula bhayankar dukhtay, dukhna khali potakade jatay. don vela ulti zali',
      'laghvila jaljal hotey ani thodi lalsar aali. taap nahi. aadhi pan ekda muthkhada zala hota',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_stones'],
      acceptableLevels: ['emergency'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Colicky loin-to-groin pain with blood in urine and no fever in a known stone former is renal colic needing pain relief and assessment today.',
  },
  {
    id: 'mar-h10-girl-vomiting-loose-motions-less-urine',
    language: 'mar-IN',
    turns: [
      'माझी मुलगी ५ वर्षांची आहे. कालपासून उलट्या जुलाब, जुलाब ८-१० वेळा झाले. ताप १०१ आहे. लघवी कमी झालीय, ओठ कोरडे पडलेत.',
      'पाणी, ORS थोडं थोडं पितेय, उलटी आता कमी झालीय. थोडी मलूल आहे पण बोलते, थोडं खेळते पण. संडासला रक्त नाही.',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['gastroenteritis', 'dehydration'] },
    tags: ['holdout', 'child', 'negation'],
    note: 'Fever with frequent loose motions and some dehydration in a child who still drinks and responds needs a doctor today, not an ambulance.',
  },
  {
    id: 'mar-h10-mother-in-law-knee-pain-months',
    language: 'mar-IN',
    turns: [
      'सासूबाई ६२ वर्षांच्या आहेत. गेले ६-७ महिने दोन्ही गुडघे दुखतात, जिने चढताना आणि मांडी घालून बसताना जास्त दुखतय. सकाळी थोडा वेळ आखडतात.',
      'सूज नाही, ताप नाही, पडल्या वगैरे नाहीत. बाम लावला की थोडं बरं वाटतं.',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'elderly', 'negation', 'typo'],
    note: 'Months of bilateral knee pain worse on stairs with brief morning stiffness and no swelling or fever is osteoarthritis for a routine visit.',
  },
  {
    id: 'mar-h10-acidity-after-wedding-meal',
    language: 'mar-IN',
    turns: [
      'काल लग्नात जरा जास्तच जेवलो, मसालेभात, जिलेबी सगळं. आज सकाळपासून पोटात वरच्या बाजूला जळजळ आणि आंबट ढेकरा येतायत. वय २६, बाकी काही त्रास नाही, उलटी नाही.',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Mild upper-abdominal burning and sour belching in a young man after a heavy spicy meal is simple acidity manageable at home.',
  },
];
