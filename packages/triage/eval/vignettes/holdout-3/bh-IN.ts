import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Bhojpuri: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h3-father-confused-leg-dragging',
    language: 'bh-IN',
    turns: [
      'बाबूजी के आज तबियत ठीक नइखे लागत',
      'उमिर 68 साल। दुपहरिया में खाना खात-खात अचानक उलटा-पुलटा बोले लगलन, हमनी के नाम ना ले पावत बाड़न, आ उठ के चलत बाड़न त दहिना गोड़ घसीटात बा। बोखार नइखे। हमनी के लागत बा घाम लाग गइल बा',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation', 'elderly'],
    note: 'Sudden confusion and word-finding trouble with one leg dragging in an elderly man: stroke, not heat.',
  },
  {
    id: 'bh-h3-toddler-fever-eyes-rolled-jerking',
    language: 'bh-IN',
    turns: [
      'हमार बेटा 2 बरिस के बा, काल्ह से बोखार रहल। अभी 10 मिनट पहिले आँख ऊपर चढ़ गइल, हाथ गोड़ अइँठ के झटका मारे लागल, मुँह से झाग। अब बंद भइल बा बाकिर बेहोस जइसन सुतल बा, जगवला पर ना जागत',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
    note: 'Fit with fever in a toddler who is still not rousable afterwards: needs emergency assessment for prolonged seizure or meningitis.',
  },
  {
    id: 'bh-h3-newborn-cold-grunting',
    language: 'bh-IN',
    turns: [
      'hamar bachi 15 din ke ba. kal raat se dudh thik se na pi rahal, deh ekdam thanda lagat ba aur saans lewe me kunkunat ba, ghurr ghurr awaaz. bokhar naikhe. ka sarso tel garam karke malis kar di?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant'],
    },
    tags: ['holdout', 'romanized', 'infant', 'casual_emergency', 'negation'],
    note: 'Two-week-old feeding poorly, cold to touch and grunting: possible neonatal sepsis, absence of fever is not reassuring.',
  },
  {
    id: 'bh-h3-bee-sting-lips-swelling-wheeze',
    language: 'bh-IN',
    turns: [
      'खेत में मधुमाछी गरदन पर काट लेलस। आधा घंटा में पूरा देह में लाल-लाल चकत्ता, होंठ फूल गइल बा, गला कसल-कसल लागत बा आ साँस लेवे में सीटी बाजत बा। कवनो मलहम बता दीं',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Sting followed by widespread hives, lip swelling, throat tightness and wheeze: anaphylaxis, not a job for ointment.',
  },
  {
    id: 'bh-h3-scorpion-finger-spreading-pain',
    language: 'bh-IN',
    turns: [
      'रात में भूसा निकालत घरी बिच्छी डंक मार देलस दहिना हाथ के अँगुरी में। बहुत तेज लहर बा, दरद कोहनी ले चढ़त बा। उल्टी नइखे, पसीना नइखे, साँस ठीक बा। उमिर 35',
    ],
    expected: {
      level: 'urgent',
      area: 'arms',
      conditions: ['scorpion_sting'],
    },
    tags: ['holdout', 'negation'],
    note: 'Scorpion sting in an adult with severe local pain but no sweating, vomiting or breathing trouble: see a doctor promptly and watch for systemic signs.',
  },
  {
    id: 'bh-h3-yellow-eyes-dark-urine',
    language: 'bh-IN',
    turns: [
      'Ek hafta se aankh aur pesab ekdam peela ho gail ba, bhukh naikhe lagat, khana dekh ke okai aawat ba. Halka bukhar bhi rahal ha. Gaon me 2-3 logan ke piliya bhail ba. Umar 24',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Jaundice with dark urine, nausea and a village cluster: water-borne hepatitis, needs tests and review within a day.',
  },
  {
    id: 'bh-h3-old-man-night-urine-weak-stream',
    language: 'bh-IN',
    turns: [
      'बाबूजी के उमिर 66 बरिस। रात में 4-5 बेर पेसाब खातिर उठे के पड़ेला, धार पातर हो गइल बा, पेसाब कइला के बादो लागेला कि पूरा ना भइल। जलन नइखे, खून ना आवेला',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['enlarged_prostate'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Nocturia, weak stream and incomplete emptying without retention, burning or blood: enlarged prostate, routine visit.',
  },
  {
    id: 'bh-h3-bright-blood-drops-after-straining',
    language: 'bh-IN',
    turns: [
      'पैखना करत घरी जोर लगावे के पड़ेला, बाद में चटक लाल खून के दू-चार बूँद गिरेला आ जलन रहेला। महीना भर से बा। वजन ना घटल, कमजोरी नइखे। उमिर 32',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['piles', 'constipation'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Small amounts of bright red blood after straining in a young adult with no weight loss or weakness: piles or fissure, routine examination.',
  },
  {
    id: 'bh-h3-itchy-ring-rash-groin',
    language: 'bh-IN',
    turns: [
      'जाँघ के जोड़ में गोल गोल दाद भइल बा, किनारा लाल, बहुत खुजली होला, पसीना से अउरी बढ़ जाला। दू हफ्ता से बा। केहू कहलस स्टेरायड वाला क्रीम लगा ल, लगाईं का?',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['fungal_skin_infection'],
    },
    tags: ['holdout'],
    note: 'Ring-shaped itchy groin rash worse with sweat: tinea, antifungal cream and keeping dry, avoid steroid mixes.',
  },
  {
    id: 'bh-h3-harvest-sun-weakness-improving',
    language: 'bh-IN',
    turns: [
      'Aaj dupahariya me dhoop me gehu kaatat rahni, ab kamjori lagat ba, sir me dard, pasina khub chalat ba, tanik chakkar. Chhaanh me baith ke paani aur ORS pi lihni to thoda aaram ba. Ulti naikhe, hosh me bani',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['heat_exhaustion', 'dehydration'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Weakness, sweating and mild dizziness after field work, alert and improving with shade and fluids: heat exhaustion, home care with warning signs.',
  },
];
