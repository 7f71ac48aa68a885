import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Punjabi: written blind; never tune the engine on these. */
export const HOLDOUT7_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h7-mummy-jabaada-pith-dard-paseena',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਮੰਮੀ 60 ਸਾਲ ਦੇ ਨੇ, ਸ਼ੂਗਰ ਵੀ ਹੈ। ਘੰਟੇ ਕੁ ਤੋਂ ਜਬਾੜੇ ਤੇ ਪਿੱਠ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਦਰਦ ਹੈ, ਜੀ ਕੱਚਾ ਹੋ ਰਿਹਾ, ਠੰਡੇ ਪਸੀਨੇ ਆ ਰਹੇ ਨੇ ਤੇ ਸਾਹ ਚੜ੍ਹਦਾ। ਛਾਤੀ ਵਿੱਚ ਕੋਈ ਦਰਦ ਨਹੀਂ ਕਹਿੰਦੇ। ਕਹਿੰਦੇ ਬੱਸ ਥਕਾਵਟ ਏ, ਥੋੜ੍ਹਾ ਸੌਂ ਜਾਂਦੀ ਹਾਂ।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'elderly', 'negation', 'casual_emergency'],
  },
  {
    id: 'pa-h7-bapu-munh-tedha-baanh-nahi-uthdi',
    language: 'pa-IN',
    turns: [
      'ਬਾਪੂ ਜੀ ਰੋਟੀ ਖਾ ਰਹੇ ਸੀ, ਅਚਾਨਕ ਮੂੰਹ ਇੱਕ ਪਾਸੇ ਨੂੰ ਟੇਢਾ ਹੋ ਗਿਆ, ਦਾਲ ਮੂੰਹ ਵਿੱਚੋਂ ਡਿੱਗਣ ਲੱਗ ਪਈ ਤੇ ਖੱਬੀ ਬਾਂਹ ਚੁੱਕੀ ਨਹੀਂ ਜਾਂਦੀ। ਗੱਲ ਵੀ ਸਾਫ਼ ਨਹੀਂ ਕਰ ਪਾ ਰਹੇ। ਵੀਹ ਮਿੰਟ ਹੋਏ ਨੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'elderly'],
  },
  {
    id: 'pa-h7-jhone-de-khet-sapp-dang',
    language: 'pa-IN',
    turns: [
      'veer ji mere chache nu jhone de khet ch paani laande hoye pair te sapp ne dang maar ditta, 2 nishan ne te pair bahut sujj gaya, dard bahut aa. ghar wale keh rahe pehla rassi kass ke bann do te cheera la ke khoon kadh do. ki kariye?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'pa-h7-goliyan-naal-garbh-giraya-khoon',
    language: 'pa-IN',
    turns: [
      'ਮੈਂ ਦੋ ਦਿਨ ਪਹਿਲਾਂ ਕੈਮਿਸਟ ਤੋਂ ਗੋਲੀਆਂ ਲੈ ਕੇ ਬੱਚਾ ਗਿਰਾਇਆ ਸੀ, ਢਾਈ ਮਹੀਨੇ ਦਾ ਸੀ। ਅੱਜ ਬਹੁਤ ਜ਼ਿਆਦਾ ਖੂਨ ਆ ਰਿਹਾ, ਘੰਟੇ ਵਿੱਚ ਦੋ ਪੈਡ ਭਰ ਜਾਂਦੇ ਨੇ, ਵੱਡੇ ਵੱਡੇ ਥੱਕੇ ਨੇ ਤੇ ਚੱਕਰ ਆਉਂਦੇ ਨੇ। ਘਰ ਕਿਸੇ ਨੂੰ ਨਹੀਂ ਪਤਾ।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'postpartum_haemorrhage'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'pa-h7-mirgi-daure-lagataar-hosh-nahi',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਮੁੰਡੇ (16) ਨੂੰ ਮਿਰਗੀ ਦੇ ਦੌਰੇ ਪੈਂਦੇ ਨੇ, ਦਵਾਈ ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ ਮੁੱਕੀ ਹੋਈ ਸੀ। ਅੱਜ ਅੱਧੇ ਘੰਟੇ ਵਿੱਚ ਦੋ ਦੌਰੇ ਪਏ, ਵਿਚਕਾਰ ਹੋਸ਼ ਨਹੀਂ ਆਈ, ਹੁਣ ਵੀ ਸਾਹ ਖਰ-ਖਰ ਕਰਦਾ। ਦਵਾਈ ਦੀ ਗੋਲੀ ਮੂੰਹ ਵਿੱਚ ਪਾ ਦੇਈਏ?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'pa-h7-dama-parali-dhuan-pump-asar-nahi',
    language: 'pa-IN',
    turns: [
      'ਮੈਨੂੰ ਦਮਾ ਹੈ। ਅੱਜ ਪਰਾਲੀ ਦੇ ਧੂੰਏਂ ਤੋਂ ਬਾਅਦ ਸਾਹ ਬਹੁਤ ਔਖਾ ਆ ਰਿਹਾ, ਪੰਪ ਚਾਰ ਵਾਰ ਲੈ ਲਿਆ ਪਰ ਕੋਈ ਫ਼ਰਕ ਨਹੀਂ। ਪੂਰਾ ਵਾਕ ਨਹੀਂ ਬੋਲਿਆ ਜਾਂਦਾ, ਬੁੱਲ੍ਹ ਨੀਲੇ ਜਿਹੇ ਲੱਗਦੇ ਨੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd'],
    },
    tags: ['holdout'],
  },
  {
    id: 'pa-h7-saaman-vand-ditta-nehar',
    language: 'pa-IN',
    turns: [
      'main apna phone te bike chhote veer nu de ditte ne, mummy papa layi chithi vi likh ditti. sab nu mere karke bas dukh hi milya. aj raat nu nehar wal chala jana, fer kise nu koi fikar nahi rehni. bas ikk vaari kise nu dassna si.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'pa-h7-das-din-bachcha-saah-tez-thanda',
    language: 'pa-IN',
    turns: [
      'ਸਾਡਾ ਬੱਚਾ 10 ਦਿਨਾਂ ਦਾ ਹੈ। ਕੱਲ੍ਹ ਤੋਂ ਦੁੱਧ ਨਹੀਂ ਚੁੰਘਦਾ, ਸਾਹ ਬਹੁਤ ਤੇਜ਼ ਲੈਂਦਾ ਤੇ ਛਾਤੀ ਅੰਦਰ ਨੂੰ ਧਸਦੀ ਹੈ, ਸਰੀਰ ਠੰਡਾ ਲੱਗਦਾ। ਬੁਖ਼ਾਰ ਨਹੀਂ ਹੈ, ਇਸ ਕਰਕੇ ਸੋਚਿਆ ਸਵੇਰੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾ ਦਿਆਂਗੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
  },
  {
    id: 'pa-h7-bichhu-ungal-dang',
    language: 'pa-IN',
    turns: [
      "ਤੂੜੀ ਵਾਲੇ ਕੋਠੇ ਵਿੱਚ ਕੰਮ ਕਰਦਿਆਂ ਬਿੱਛੂ ਨੇ ਮੇਰੀ ਉਂਗਲ 'ਤੇ ਡੰਗ ਮਾਰਿਆ, ਅੱਧਾ ਘੰਟਾ ਹੋਇਆ। ਬਹੁਤ ਤੇਜ਼ ਜਲਨ ਤੇ ਦਰਦ ਹੈ ਜੋ ਬਾਂਹ ਵੱਲ ਜਾਂਦਾ। ਪਸੀਨਾ, ਉਲਟੀ ਜਾਂ ਸਾਹ ਦੀ ਤਕਲੀਫ਼ ਨਹੀਂ। ਮੈਂ 35 ਸਾਲ ਦਾ ਹਾਂ।",
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'none',
      conditions: ['scorpion_sting'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'pa-h7-akhan-peeliyan-peshab-gooda',
    language: 'pa-IN',
    turns: [
      'ji 5-6 din ton bhukh nahi lagdi, ji kachcha rehnda, halka bukhar si hun nahi. aj sheeshe ch dekhya taan akhan peeliyan ho gayiyan te peshab vi gooda peela aunda. 22 saal da haan, hostel da khana khanda. sharaab nahi peenda.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'pa-h7-pakhane-vele-khoon-boondan',
    language: 'pa-IN',
    turns: [
      'ਮੈਂ 32 ਸਾਲ ਦਾ ਹਾਂ। ਦੋ ਹਫ਼ਤਿਆਂ ਤੋਂ ਪਖਾਨੇ ਵੇਲੇ ਜ਼ੋਰ ਲਾਉਣਾ ਪੈਂਦਾ ਤੇ ਬਾਅਦ ਵਿੱਚ ਲਾਲ ਖੂਨ ਦੀਆਂ ਕੁਝ ਬੂੰਦਾਂ ਆਉਂਦੀਆਂ ਨੇ, ਥੋੜ੍ਹੀ ਜਲਨ ਵੀ ਹੁੰਦੀ। ਭਾਰ ਨਹੀਂ ਘਟਿਆ, ਕਮਜ਼ੋਰੀ ਵੀ ਨਹੀਂ।',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['piles', 'constipation'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'pa-h7-football-gitta-mud-gaya',
    language: 'pa-IN',
    turns: [
      'ਕੱਲ੍ਹ ਤੋਂ ਥੋੜ੍ਹੀ ਤਕਲੀਫ਼ ਹੈ।',
      "ਕੱਲ੍ਹ ਫੁੱਟਬਾਲ ਖੇਡਦਿਆਂ ਸੱਜਾ ਗਿੱਟਾ ਮੁੜ ਗਿਆ। ਥੋੜ੍ਹੀ ਸੋਜ ਹੈ ਤੇ ਤੁਰਨ ਵੇਲੇ ਹਲਕਾ ਦਰਦ, ਪਰ ਭਾਰ ਪਾ ਕੇ ਤੁਰ ਲੈਂਦਾ ਹਾਂ, ਹੱਡੀ 'ਤੇ ਦਬਾਉਣ ਨਾਲ ਦਰਦ ਨਹੀਂ ਹੁੰਦਾ। ਘਰੇ ਕੀ ਕਰਾਂ?",
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];
