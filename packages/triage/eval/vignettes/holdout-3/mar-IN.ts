import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Marathi: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h3-father-breathless-after-stairs',
    language: 'mar-IN',
    turns: [
      'बाबांना 66 वर्षं, शुगर आहे. आज दुपारी दोन जिने चढले आणि एकदम धाप लागली, घामाने भिजले, हात थंड पडलेत. आता बसून पण दम लागतोय, मळमळ होतेय. छातीत दुखत नाही म्हणतात, म्हणून थांबलोय. थकवा असेल ना?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'heart_failure', 'arrhythmia', 'angina'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly', 'negation'],
    note: 'Elderly diabetic with sudden breathlessness at rest, cold sweat and nausea but no chest pain: silent heart attack, emergency.',
  },
  {
    id: 'mar-h3-painless-bleeding-32-weeks',
    language: 'mar-IN',
    turns: [
      'मी 32 आठवड्यांची प्रेग्नंट आहे. आत्ता बाथरूमला गेले तर अचानक खूप लाल रक्त गेलं, कपडे भिजले. पोटात अजिबात दुखत नाहीये, म्हणून घाबरायचं का कळत नाही. नवरा कामावर आहे.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'negation'],
    note: 'Heavy painless bright bleeding in the third trimester: possible placenta praevia, emergency despite no pain.',
  },
  {
    id: 'mar-h3-newborn-grunting-cold',
    language: 'mar-IN',
    turns: [
      'आमचं बाळ 10 दिवसांचं आहे. कालपासून श्वास घेताना प्रत्येक वेळी हुंकारल्यासारखा आवाज करतं, हातपाय थंड लागतायत, दूध ओढतच नाही. ताप नाही म्हणून अजून डॉक्टरकडे नेलं नाही.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
    },
    tags: ['holdout', 'casual_emergency', 'infant', 'negation'],
    note: 'Ten-day-old grunting, cold and not feeding: newborn sepsis signs even without fever, emergency.',
  },
  {
    id: 'mar-h3-mother-insulin-confused-sweaty',
    language: 'mar-IN',
    turns: [
      'आईला 70 वर्षं, इन्सुलिन घेते. रात्री इंजेक्शन घेतलं पण जेवली नाही. आता सकाळी उठवलं तर नीट उत्तर देत नाही, काहीतरी बडबडतेय, अंग घामाने ओलं, थरथरतेय. झोप पूर्ण झाली नसेल असं भाऊ म्हणतो.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['hypoglycaemia', 'diabetic_ketoacidosis', 'stroke'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Elderly insulin user who skipped dinner, now confused, sweaty and shaking: severe low sugar, emergency.',
  },
  {
    id: 'mar-h3-girl-fever-red-eyes-rash',
    language: 'mar-IN',
    turns: [
      'माझ्या 4 वर्षांच्या मुलीला 3 दिवसांपासून ताप, खोकला, डोळे लाल आणि पाणी येतंय. आज कानामागून सुरू होऊन चेहऱ्यावर आणि अंगावर लाल पुरळ आलंय. लसी बहुतेक पूर्ण झाल्या नाहीत.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['measles', 'childhood_fever'],
    },
    tags: ['holdout', 'child'],
    note: 'Fever, cough, red eyes then rash starting behind the ears in an unvaccinated child: measles, see a doctor today.',
  },
  {
    id: 'mar-h3-calf-swelling-after-bus-trip',
    language: 'mar-IN',
    turns: [
      'मागच्या आठवड्यात गावाहून 20 तास बसने प्रवास केला. कालपासून डाव्या पायाची पोटरी सुजलीय, दुखतेय, गरम लागतेय, उजवा पाय एकदम नॉर्मल. दम लागत नाही, छातीत दुखत नाही. वय 45.',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['deep_vein_thrombosis', 'cellulitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'One swollen painful warm calf after a long journey, no breathlessness: suspected DVT, needs scan within 24 hours.',
  },
  {
    id: 'mar-h3-long-heavy-periods-clots',
    language: 'mar-IN',
    turns: [
      'गेले 4-5 महिने पाळी 8-9 दिवस चालते, पहिले 3 दिवस खूप जास्त जातं, गाठी पडतात, दर 2 तासाला पॅड बदलावं लागतं. सारखा थकवा येतो. वय 38.',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['heavy_periods', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
    note: 'Months of prolonged heavy periods with clots and tiredness: routine gynaecology review and haemoglobin check.',
  },
  {
    id: 'mar-h3-shoulder-cannot-lift-arm',
    language: 'mar-IN',
    turns: [
      'उजवा खांदा 3 महिन्यांपासून दुखतोय, हात वर उचलता येत नाही, डोक्यावरून शर्ट घालता येत नाही, रात्री त्या बाजूला झोपलं की जास्त दुखतं. पडलो नाही, लागलेलं नाही. शुगर आहे 8 वर्षांपासून.',
    ],
    expected: {
      level: 'routine',
      area: 'arms',
      conditions: ['frozen_shoulder'],
    },
    tags: ['holdout', 'negation'],
    note: 'Months of shoulder pain and stiffness in a diabetic without injury: frozen shoulder, routine visit.',
  },
  {
    id: 'mar-h3-boy-sticky-red-eyes',
    language: 'mar-IN',
    turns: [
      'मुलाचे (7 वर्ष) दोन्ही डोळे लाल झालेत, सकाळी उठल्यावर पापन्या चिकटलेल्या असतात, पिवळट चिकट पाणी येतं. वर्गात पण बऱ्याच जणांचे डोळे आलेत. दिसायला त्रास नाही, फारसं दुखत नाही',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'child', 'typo', 'negation'],
    note: 'Sticky red eyes during a class outbreak with normal vision and little pain: conjunctivitis, home care.',
  },
  {
    id: 'mar-h3-band-like-headache-laptop',
    language: 'mar-IN',
    turns: [
      'कालपासून बरं वाटत नाहीये',
      'डोकं जड, कपाळाभोवती पट्टा आवळल्यासारखं दुखतं, खांदे पण आखडलेत. ऑफिसमध्ये लॅपटॉपवर 10-12 तास काम, झोप कमी. ताप नाही, उलटी नाही, दिसायला काही त्रास नाही.',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['tension_headache', 'migraine'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Band-like headache with stress and poor sleep, no fever, vomiting or vision change: tension headache, self-care.',
  },
];
