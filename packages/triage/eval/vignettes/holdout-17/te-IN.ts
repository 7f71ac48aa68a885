import type { Vignette } from '../../vignette-schema';

/** Held-out set 17, Telugu: written blind, see ../holdout-17.ts. */
export const HOLDOUT17_TE_IN: readonly Vignette[] = [
  {
    id: 'te-h17-office-chest-gas-eno',
    language: 'te-IN',
    turns: [
      'ఆఫీస్ లో లంచ్ అయ్యాక నుంచి ఛాతీ మధ్యలో ఏదో బరువుగా, నొక్కినట్టుగా ఉంది. గ్యాస్ అనుకుని eno తాగాను, కానీ పెద్దగా తేడా లేదు. acidity కి ఏదైనా టాబ్లెట్ చెప్పండి pls',
      'ఇప్పుడు ఆ నొప్పి ఎడమ చేయి, దవడ వరకు లాగుతోంది. ఒళ్ళంతా చల్లటి చెమటలు, కొంచెం వాంతి వచ్చేలా ఉంది. నాకు 49, సుగర్ ఉంది, smoking కూడా చేస్తా. ఓ అరగంట cab లో ఇంటికెళ్ళి పడుకుంటే సరిపోతుందా?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Pressing central chest pain spreading to the left arm and jaw with cold sweat in a diabetic smoker is a heart attack until proven otherwise, so he needs an ambulance now, not a cab home.',
  },
  {
    id: 'te-h17-naanna-slurred-speech-romanized',
    language: 'te-IN',
    turns: [
      'Naanna ki 68, BP patient. Oka 40 mins nunchi matladutunte maatalu mudda mudda ga vastunnayi, right hand tho tea cup pattukolekapoyaru, kinda padesaru. Mukham kuda oka side ki vaalinattu undi. Amma emo BP tablet okati extra veste taggipotundi, konchem padukobettu antondi. Wait cheyyocha?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
    note: 'Sudden slurred speech, one-sided hand weakness and facial droop within the last hour is a stroke inside the treatment window, so a GP would call 108 for a stroke-ready hospital rather than wait.',
  },
  {
    id: 'te-h17-parking-bite-heavy-eyelids',
    language: 'te-IN',
    turns: [
      'రాత్రి 10 కి apartment cellar parking లో bike పెడుతుంటే చీకట్లో కాలి మీద ఏదో కరిచింది. పాదం మీద రెండు చిన్న చుక్కలు, కొంచెం రక్తం. watchman ఎలుక అయ్యుంటుంది అన్నాడు, dettol వేసి కట్టు కట్టాను. ఇప్పుడు గంట అయ్యింది, కాలు మోకాలి వరకు వాచింది, కళ్ళు బరువుగా మూతపడిపోతున్నాయి, మింగడానికి కొంచెం కష్టంగా ఉంది. పొద్దున్న doctor దగ్గరికి వెళ్తే చాలా?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Two fang marks with spreading swelling plus drooping eyelids and trouble swallowing point to envenomation with nerve signs, which needs anti-snake venom in hospital immediately.',
  },
  {
    id: 'te-h17-wife-bleeding-after-delivery',
    language: 'te-IN',
    turns: [
      'మా ఆవిడకి 5 రోజుల క్రితం normal delivery అయ్యింది, నిన్ననే hospital నుంచి ఇంటికి వచ్చాం. delivery తర్వాత bleeding ఎన్ని రోజులు ఉంటుంది? అది normal ఏనా?',
      'ఈరోజు మధ్యాహ్నం నుంచి bleeding ఒక్కసారిగా బాగా ఎక్కువైంది, గంటలోపే pad పూర్తిగా తడిసిపోతోంది, నిమ్మకాయంత clots పడుతున్నాయి. ఇప్పుడు లేస్తే కళ్ళు తిరుగుతున్నాయి, ఒళ్ళు చల్లగా ఉంది, గుండె దడదడ కొట్టుకుంటోంది అంటోంది.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Soaking a pad within an hour with large clots five days after delivery, now with dizziness, cold skin and a racing heart, is a postpartum haemorrhage with early shock and needs an ambulance.',
  },
  {
    id: 'te-h17-hostel-roommate-fits',
    language: 'te-IN',
    turns: [
      'Urgent pls!! మా hostel room లో నా roommate చదువుకుంటూ ఉన్నట్టుండి కింద పడిపోయాడు, చేతులు కాళ్ళు గట్టిగా కొట్టుకుంటున్నాయి, నోట్లో నుంచి నురగ, కళ్ళు పైకి తిరిగిపోయాయి. 5 mins పైనే అయ్యింది ఇంకా ఆగలేదు, పేరు పెట్టి పిలిస్తే పలకడం లేదు. పక్క room వాళ్ళు చేతిలో తాళాల గుత్తి పెట్టమంటున్నారు. ఇంతకుముందు ఎప్పుడూ ఇలా జరగలేదు.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'], mustMention: ['108'] },
    tags: ['holdout'],
    note: 'A first-ever generalised fit still going after five minutes is status epilepticus and needs an ambulance, with the keys myth set aside.',
  },
  {
    id: 'te-h17-amma-asthma-flat-painting',
    language: 'te-IN',
    turns: [
      'మా అమ్మకి 61, చాలా ఏళ్ళ నుంచి asthma ఉంది. ఈ వారం మా flat లో painting పని జరుగుతోంది, సాయంత్రం నుంచి ఆయాసం మొదలైంది. inhaler ఇప్పటికే 5-6 సార్లు వాడింది, nebulizer కూడా పెట్టాం, అయినా తగ్గట్లేదు. ఇప్పుడు ఒక్క వాక్యం కూడా పూర్తిగా మాట్లాడలేకపోతోంది, ముందుకు వంగి కూర్చుని ఊపిరి తీసుకుంటోంది, పెదాలు నీలంగా కనిపిస్తున్నాయి.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'An asthma attack not relieved by repeated inhaler and nebuliser doses, with inability to finish a sentence and blue lips, is life-threatening and needs oxygen in hospital now.',
  },
  {
    id: 'te-h17-job-loss-tablets-romanized',
    language: 'te-IN',
    turns: [
      'Evariki cheppalo teliyaka ikkada type chestunna. 3 months back job poyindi, EMI lu, credit card dues, intlo evariki inka teliyadu. Ninna medical shop lo sleeping tablets 3 strips konnanu. Ivvala raatri flatmates bayataki vellipoyaka anni okesari vesukuni ayipotundi anukuntunna. Nenu lekapothe andariki burden taggutundi. Asalu endukila type chestunnano kuda teliyatledu.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'romanized'],
    note: 'He has bought the tablets, chosen tonight and a time when he will be alone, which is suicidal intent with a plan and means, so a GP would keep him talking and get emergency help and Tele-MANAS involved now.',
  },
  {
    id: 'te-h17-seven-week-baby-fever-dolo',
    language: 'te-IN',
    turns: [
      'మా బాబుకి 7 వారాలు. నిన్న రాత్రి నుంచి పాలు సరిగ్గా తాగడం లేదు, 2-3 గుటకలు తాగి వదిలేస్తున్నాడు. ఒళ్ళు వేడిగా ఉందని digital thermometer పెట్టాం, 100.8 చూపించింది. ఎప్పటిలా గట్టిగా ఏడవడం లేదు, ఎక్కువసేపు నిద్రపోతున్నాడు, లేపితే మళ్ళీ పడుకుంటున్నాడు. మా అత్తగారు dolo drops కొంచెం ఇవ్వమంటున్నారు, ఇవ్వొచ్చా? పొద్దున్నే pediatrician దగ్గరికి వెళ్దాం అనుకుంటున్నాం.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Any fever in a baby under three months, here with poor feeding and unusual drowsiness, may be sepsis and needs hospital assessment tonight rather than paracetamol and waiting until morning.',
  },
  {
    id: 'te-h17-colony-dengue-fever',
    language: 'te-IN',
    turns: [
      '3 రోజుల నుంచి జ్వరం, 102-103 దాకా వెళ్తోంది. ఒళ్ళు నొప్పులు విపరీతంగా, కళ్ళ వెనకాల నొప్పి, తల నొప్పి. మా colony లో ఈ నెల చాలామందికి dengue వచ్చింది. dolo వేసుకుంటే కొంచెం తగ్గి మళ్ళీ వస్తోంది. వాంతులు లేవు, ఎక్కడా bleeding లేదు, కడుపు నొప్పి లేదు, నీళ్ళు, కొబ్బరి నీళ్ళు బాగానే తాగుతున్నా. platelet test చేయించుకోవాలా?',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'malaria', 'chikungunya'] },
    tags: ['holdout', 'negation'],
    note: 'High fever for three days with eye pain and body aches during a local dengue outbreak needs a same-day doctor visit and blood count, but with no warning signs it is not an ambulance case.',
  },
  {
    id: 'te-h17-urine-burning-fever-back',
    language: 'te-IN',
    turns: [
      'నాకు 34, 3 రోజుల నుంచి urine కి వెళ్ళినప్పుడు మంట, మాటిమాటికీ వెళ్ళాలనిపిస్తోంది. chemist ఏదో tablet ఇచ్చాడు, రెండు రోజులు వేసుకున్నా. నిన్న రాత్రి నుంచి వణుకుతో జ్వరం 102, ఇప్పుడు కుడి వైపు నడుము వెనకాల నొప్పి, ఒకసారి వాంతి అయ్యింది. pregnant కాదు. office కి leave పెట్టి doctor దగ్గరికి వెళ్ళాలా?',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout', 'negation'],
    note: 'A urine infection that has progressed to fever with chills and flank pain suggests pyelonephritis, which needs examination, urine tests and proper antibiotics today.',
  },
  {
    id: 'te-h17-tired-hairfall-thyroid',
    language: 'te-IN',
    turns: [
      'గత 5-6 నెలలుగా ఎప్పుడూ అలసటగా ఉంటోంది, జుట్టు బాగా రాలుతోంది, ఎక్కువ తినకపోయినా 5 kg బరువు పెరిగాను. మిగతా వాళ్ళకి fan సరిపోతే నాకు చలిగా ఉంటుంది, మలబద్ధకం కూడా. google చేస్తే thyroid అని వస్తోంది, మా అమ్మకి కూడా thyroid ఉంది. ఏ test చేయించాలి, ఏ doctor దగ్గరికి వెళ్ళాలి?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia', 'vitamin_b12_deficiency'],
    },
    tags: ['holdout'],
    note: 'Months of tiredness, weight gain, cold intolerance and hair fall with a family history suggest an underactive thyroid, which needs a planned visit and blood tests in the coming days.',
  },
  {
    id: 'te-h17-office-cold-romanized',
    language: 'te-IN',
    turns: [
      '2 days nunchi jalubu, mukku karutondi, thummulu, gonthu konchem gara gara ga undi. Fever ledu, oopiri baane adutondi, daggu kuda pedda ga ledu. Ma office lo sagam mandiki idhe undi. Dolo veskovala leka steam, pasupu paalu chaalaa? Leave pettala?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis', 'tonsillitis_pharyngitis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Two days of runny nose, sneezing and a scratchy throat without fever or breathing trouble, going around the office, is a common cold that can be managed at home.',
  },
];
