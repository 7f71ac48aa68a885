import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Marwari: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h3-grandfather-fall-leg-dragging',
    language: 'mr-IN',
    turns: [
      'म्हारा बापूजी 72 बरस रा है। आज दिनूगै न्हावण गया जद बाथरूम में पड़ग्या। खुद ई उठग्या, कैवै कीं कोनी होयो, पण अबै जीवणो पग घसीट-घसीट र चालै अर बातां उल्टी-सीधी करै, म्हनै दो बार दूजै नाम सूं बुलायो। दरद री गोळी दे दां कांई?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke', 'head_injury'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'New one-sided leg weakness and confusion after a fall in an elderly man: stroke (or head bleed), emergency.',
  },
  {
    id: 'mr-h3-toddler-fever-fit',
    language: 'mr-IN',
    turns: [
      'म्हारी छोरी 2 बरस री है, काल सूं ताव हो। अबार अचाणचक आंख्यां ऊपर चढ़गी, हाथ-पग अकड़ग्या अर झटका आवण लाग्या, मुंडा सूं झाग आयो। 3-4 मिनट में बंद होग्यो पण अबै घणी सुस्त पड़ी है, बोलै कोनी। कांई करां?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
    note: 'Fit with fever in a toddler who is still drowsy afterwards: needs emergency assessment to exclude meningitis.',
  },
  {
    id: 'mr-h3-son-cut-marks-wrist',
    language: 'mr-IN',
    turns: [
      'म्हारो छोरो 19 बरस रो है, कॉलेज में फेल होग्यो जद सूं कमरा सूं बारै कोनी आवै, खाणो भी छोड़ दियो। काल रात बोल्यो "म्हैं कोनी रैवूं तो थां सगळा सुखी रैवोला"। आज देख्यो तो कलाई पर ब्लेड रा कट्योड़ा निसाण है। बो कैवै कीं कोनी, म्हैं कांई करूं?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Parent reports a son with hopeless talk of not being around and fresh self-harm cuts: suicidal crisis.',
  },
  {
    id: 'mr-h3-bee-swarm-lips-swelling-wheeze',
    language: 'mr-IN',
    turns: [
      'खेत में मधुमाखी रो छातो छेड़ीजग्यो, म्हारै काकोसा नै घणी मधुमाखियां काटगी। आधा घंटा में आखा डील पर ददोड़ा होग्या, होठ अर आंख्यां सूजगी, सांस लेवतां सीटी बाजै अर बोलीजै कोनी। घर आळा कैवै हळदी लगा दो।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout'],
    note: 'Multiple bee stings followed by generalised hives, lip swelling and wheeze with difficulty speaking: anaphylaxis.',
  },
  {
    id: 'mr-h3-scorpion-sting-toe',
    language: 'mr-IN',
    turns: [
      'रात नै अंधारा में जूती पैरी तो बीछू डंक मार दियो पग रै अंगूठा पर। घणो दरद है, आग सी बळै, पूरो पग झणझणावै। उल्टी कोनी, पसीनो कोनी, सांस ठीक है। उमर 40 बरस।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['scorpion_sting'],
    },
    tags: ['holdout', 'negation'],
    note: 'Scorpion sting with only local pain and no sweating, vomiting or breathing trouble: needs same-day medical observation.',
  },
  {
    id: 'mr-h3-yellow-eyes-village-cases',
    language: 'mr-IN',
    turns: [
      '4-5 दिन सूं ताव अर जी मचळावै हो, अबै आंख्यां पीळी होगी अर पेसाब एकदम पीळो आवै, भूख बिल्कुल कोनी लागै, पेट रै जीवणै पासै भारीपण। गांव में दो-तीन जणां नै पीळियो होयो है।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e'],
    },
    tags: ['holdout'],
    note: 'Fever then yellow eyes and dark urine with a local outbreak: viral hepatitis, needs blood tests and review within 24 hours.',
  },
  {
    id: 'mr-h3-mother-blurry-vision-glare',
    language: 'mr-IN',
    turns: [
      'म्हारी मां 68 बरस री, एक-डेढ़ साल सूं आंख्यां में धुंधळो-धुंधळो दीखै, जाणै कांच पर धूड़ जमगी होवै। रात नै गाड्यां री लाइट घणी चिलकै। दरद कोनी, लाली कोनी। चस्मो बदळायो पण फरक कोनी पड़्यो।',
    ],
    expected: {
      level: 'routine',
      area: 'head',
      conditions: ['cataract'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Gradual painless clouding of vision with night glare over a year: cataract, routine eye appointment.',
  },
  {
    id: 'mr-h3-bright-blood-drops-latrine',
    language: 'mr-IN',
    turns: [
      'लैटरिन जावती बखत खून री बूंदां गिरै, चमकतो लाल खून, अर बाद में घणो दरद अर जळन होवै। कब्ज रैवै, टटी घणी कड़क आवै। 15 दिन होग्या। उमर 35 बरस।',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['piles', 'constipation'],
    },
    tags: ['holdout', 'typo'],
    note: 'Bright red drops with painful hard stools in a young adult: fissure or piles, routine visit.',
  },
  {
    id: 'mr-h3-ring-rash-arm',
    language: 'mr-IN',
    turns: [
      'हाथ पर कोणी कनै गोळ चकत्तो होग्यो, किनारा लाल अर बीच में साफ, घणी खाज आवै। पैलां छोटो हो अबै बधतो जावै। भाई रै भी इसो ही होयो है।',
    ],
    expected: {
      level: 'self_care',
      area: 'arms',
      conditions: ['fungal_skin_infection'],
    },
    tags: ['holdout'],
    note: 'Itchy ring-shaped patch with a clear centre: ringworm, antifungal cream at home.',
  },
  {
    id: 'mr-h3-field-work-heat-tiredness',
    language: 'mr-IN',
    turns: [
      'आज जी ठीक कोनी लागै',
      'दोफारां तावड़ा में खेत में काम करयो। माथो दूखै, पसीनो घणो आयो, कमजोरी लागै, तिस घणी लागै। अबै छांव में बैठ्यो, दो लोटा पाणी पीयो तो थोड़ो ठीक लागै। होस में हूं, उल्टी कोनी, ताव कोनी।',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['heat_exhaustion', 'dehydration'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Headache, sweating and weakness after field work in the sun, improving with shade and water, fully alert: heat exhaustion.',
  },
];
