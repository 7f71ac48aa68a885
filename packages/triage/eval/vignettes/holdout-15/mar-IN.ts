import type { Vignette } from '../../vignette-schema';

/** Held-out set 15, Marathi: written blind, see ../holdout-15.ts. */
export const HOLDOUT15_MAR_IN: readonly Vignette[] = [
  {
    id: 'mar-h15-heart-attack-father-eno',
    language: 'mar-IN',
    turns: [
      'बाबा 62 वर्षे छातित जड वाटतंय म्हणतात गॅस झालाय ईनो घेतला पण फरक नाही घाम खूप येतोय डावा हात आणि जबडा दुखतोय अर्धा तास झाला शुगर आणि ब्लड प्रेशर दोन्ही आहे अजून एक ईनो देऊ का',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly', 'typo'],
    note: 'Older diabetic man with 30 minutes of chest heaviness, sweating and pain to left arm and jaw not relieved by antacid is a heart attack until proven otherwise.',
  },
  {
    id: 'mar-h15-stroke-mother-at-dinner',
    language: 'mar-IN',
    turns: [
      'आईला काहीतरी वेगळंच होतंय',
      'आत्ता जेवताना अचानक तोंड एका बाजूला वाकडं झालं बोलताना शब्द अडकतात उजवा हात उचलत नाही हातातला ग्लास खाली पडला 20 मिनिटं झाली वय 67 ब्लड प्रेशरच्या गोळ्या चालू आहेत',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'vague_opening', 'elderly'],
    note: 'Sudden facial droop, slurred speech and one-sided arm weakness within the last 20 minutes is an acute stroke needing thrombolysis-capable hospital now.',
  },
  {
    id: 'mar-h15-snake-bite-farm-latin',
    language: 'mar-IN',
    turns: [
      'shetat gavat kaptana payala kahitari chavla don thipke distayt rakt yetay ghotyaparyant pay suzlay thodi chakkar yetey halad ani chuna lavu ka ki davakhanyat jau',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Two fang marks with rapidly spreading swelling and dizziness after a bite in a field is envenomation needing anti-snake venom, not home remedies.',
  },
  {
    id: 'mar-h15-pregnancy-bleeding-seventh-month',
    language: 'mar-IN',
    turns: [
      'सुनेला 7 वा महिना चालू आहे सकाळपासून रक्तस्राव खूप होतोय 2 वेळा कपडे बदलले तरी भिजले पोटात कळा येतायत घरात पाहुणे आलेत त्यांना चहा दिला आता गाडी काढू का आधी डॉक्टरला फोन करू',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy soaking bleeding with pains in the third trimester suggests placental abruption or previa and needs emergency obstetric care.',
  },
  {
    id: 'mar-h15-febrile-seizure-toddler-onion',
    language: 'mar-IN',
    turns: [
      'मुलगी दीड वर्षाची ताप 103 होता आणि अचानक अंग ताठ झालं डोळे वर गेले हातपाय झटकत होते 4-5 मिनिट आजीने कांदा हुंगवला आता सुस्त झोपलीये उठवली तर रडते पण नीट जागी होत नाही हे नॉर्मल आहे का',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child', 'casual_emergency'],
    note: 'A fit with high fever in a toddler who is still not properly rousable afterwards needs urgent hospital assessment to exclude meningitis.',
  },
  {
    id: 'mar-h15-asthma-husband-latin',
    language: 'mar-IN',
    turns: [
      'navryala dama ahe aaj ratri khup dhap lagliye pump 4 vela ghetla tari farak nahi ek shabda pan nit bolta yet nahi oth nile padlet basunach ahet zopu shakat nahi',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd', 'pneumonia'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'Asthma attack not responding to repeated inhaler, unable to speak and with blue lips is a life-threatening attack.',
  },
  {
    id: 'mar-h15-suicidal-pills-after-job-loss',
    language: 'mar-IN',
    turns: [
      'काही नाही फक्त खूप टेन्शन आहे झोप लागत नाही काहीतरी गोळी सांगा',
      'नोकरी गेली कर्ज आहे घरच्यांना सांगितलं नाही मी घरातल्या सगळ्या झोपेच्या गोळ्या जमा करून ठेवल्यात आज रात्री सगळ्या घेऊन टाकणार ठरवलंय आता कोणाला माझा त्रास नको',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency'],
    note: 'Stockpiled tablets with a stated plan for tonight is high-risk suicidal intent needing immediate crisis help.',
  },
  {
    id: 'mar-h15-infant-45-days-fever-floppy',
    language: 'mar-IN',
    turns: [
      'बाळ 45 दिवसांचं आहे रात्रीपासून ताप 100.8 दुध ओढत नाही सारखं झोपून असतं हलवलं तरी डोळे नीट उघडत नाही अंग सैल पडलंय डॉक्टर सकाळी 10 ला येतात तोपर्यंत थांबू का',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency', 'typo'],
    note: 'Fever in an infant under 2 months who is not feeding, floppy and hard to wake is possible sepsis and cannot wait until morning.',
  },
  {
    id: 'mar-h15-dog-bite-schoolboy-latin',
    language: 'mar-IN',
    turns: [
      'mulga 9 varshacha ahe shalet jatana rastyavarchya kutryane hatala chavla jakham khol ahe rakt aala sabnane dhutla ahe injection ghyava lagel ka aaj ravivar ahe udya chalel ka',
    ],
    expected: {
      level: 'urgent',
      area: 'arms',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'child'],
    note: 'Deep bleeding bite from a stray dog is a category III exposure needing rabies vaccine and immunoglobulin today, not after the weekend.',
  },
  {
    id: 'mar-h15-kidney-infection-fever-flank',
    language: 'mar-IN',
    turns: [
      'लघवीला जळजळ होतेय',
      '3 दिवसापासून लघवीला जळजळ सारखं बाथरूमला जावं लागतं आज थंडी वाजून ताप आला 102 उजव्या बाजूला कंबरेत मागे दुखतंय 1 दा उलटी झाली मी 29 वर्षांची आहे प्रेग्नंट नाही',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Urinary symptoms progressing to rigors, high fever, flank pain and vomiting suggest pyelonephritis needing same-day antibiotics.',
  },
  {
    id: 'mar-h15-knee-pain-mother-routine',
    language: 'mar-IN',
    turns: [
      'आईचे दोन्ही गुढघे दुखतात 3 4 महिने झाले जिना चढताना आणि मांडी घालून बसताना जास्त सकाळी थोडं आखडल्यासारखं वाटतं सूज नाही लाल नाही ताप नाही वय 58 वजन थोडं जास्त आहे कोणत्या डॉक्टरकडे दाखवू आर्थो का',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Months of bilateral knee pain on stairs and squatting with brief stiffness and no swelling or fever is osteoarthritis for a planned visit.',
  },
  {
    id: 'mar-h15-common-cold-office',
    language: 'mar-IN',
    turns: [
      '2 दिवसांपासून सर्दी नाक गळतंय शिंका घसा थोडा खवखवतोय ताप नाही धाप नाही ऑफिसला जातोय हळद दूध आणि वाफ घेतोय अजून काय करू',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis', 'tonsillitis_pharyngitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of runny nose, sneezing and mild sore throat without fever or breathlessness is a common cold manageable at home.',
  },
];
