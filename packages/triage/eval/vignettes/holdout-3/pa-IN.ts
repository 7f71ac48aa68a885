import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Punjabi: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h3-diabetic-mother-jaw-back-pain',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਮੰਮੀ 58 ਸਾਲ ਦੇ ਨੇ, sugar ਦੇ ਮਰੀਜ਼। ਸਵੇਰ ਦੇ ਕਹਿੰਦੇ ਜਬਾੜੇ ਵਿੱਚ ਦਰਦ ਤੇ ਮੋਢਿਆਂ ਦੇ ਵਿਚਕਾਰ ਪਿੱਠ ਚ ਜਕੜਨ ਜਿਹੀ, ਜੀਅ ਕੱਚਾ ਹੋ ਰਿਹਾ। ਰਸੋਈ ਤੱਕ ਜਾ ਕੇ ਸਾਹ ਚੜ੍ਹ ਜਾਂਦਾ। ਉਹ ਕਹਿੰਦੇ ਦਾੜ੍ਹ ਦਾ ਦਰਦ ਆ, ਦੰਦਾਂ ਵਾਲੇ ਡਾਕਟਰ ਕੋਲ ਲੈ ਜਾਈਏ?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Diabetic woman with jaw and upper-back pain, nausea and breathlessness on slight effort: possible heart attack, not a tooth problem.',
  },
  {
    id: 'pa-h3-floor-sleeper-droopy-eyelids',
    language: 'pa-IN',
    turns: [
      'ਭਰਾ 17 ਸਾਲ ਦਾ, ਰਾਤੀਂ ਗਰਮੀ ਕਰਕੇ ਵਿਹੜੇ ਚ ਭੁੰਜੇ ਦਰੀ ਵਿਛਾ ਕੇ ਸੁੱਤਾ ਸੀ। ਸਵੇਰੇ ਉੱਠਿਆ ਤਾਂ ਢਿੱਡ ਚ ਦਰਦ, ਅੱਖਾਂ ਦੇ ਪਪੋਟੇ ਭਾਰੇ ਹੋ ਕੇ ਹੇਠਾਂ ਡਿੱਗ ਰਹੇ, ਕਹਿੰਦਾ ਚੀਜ਼ਾਂ ਦੋ ਦੋ ਦਿਸਦੀਆਂ। ਸਰੀਰ ਤੇ ਕੋਈ ਸੱਟ ਜਾਂ ਨਿਸ਼ਾਨ ਨਹੀਂ ਲੱਭਿਆ, ਬੁਖਾਰ ਵੀ ਨਹੀਂ। ਨੀਂਦ ਪੂਰੀ ਨਹੀਂ ਹੋਈ ਹੋਣੀ?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'Slept on the floor, then belly pain, drooping eyelids and double vision with no visible mark: krait bite until proven otherwise.',
  },
  {
    id: 'pa-h3-bleeding-nine-days-after-delivery',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਘਰਵਾਲੀ ਦੀ ਡਿਲੀਵਰੀ ਨੂੰ 9 ਦਿਨ ਹੋਏ ਨੇ, ਨਾਰਮਲ ਹੋਈ ਸੀ। ਅੱਜ ਦੁਪਹਿਰ ਤੋਂ ਇਕਦਮ ਬਹੁਤ ਖੂਨ ਪੈਣ ਲੱਗ ਪਿਆ, ਵੱਡੇ ਵੱਡੇ ਲੋਥੜੇ, ਇੱਕ ਘੰਟੇ ਚ ਦੋ pad ਭਿੱਜ ਗਏ। ਮੂੰਹ ਪੀਲਾ ਪੈ ਗਿਆ ਤੇ ਉੱਠੇ ਤਾਂ ਚੱਕਰ ਆਉਂਦੇ',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Sudden heavy bleeding with clots and dizziness nine days after delivery: secondary postpartum haemorrhage.',
  },
  {
    id: 'pa-h3-teen-son-blade-cuts',
    language: 'pa-IN',
    turns: [
      "ਸਾਡਾ ਮੁੰਡਾ 15 ਸਾਲ ਦਾ, ਕਈ ਹਫ਼ਤਿਆਂ ਤੋਂ ਚੁੱਪ ਚੁੱਪ ਰਹਿੰਦਾ, ਕਿਸੇ ਨਾਲ ਗੱਲ ਨੀ ਕਰਦਾ। ਅੱਜ ਉਹਦੀ ਬਾਂਹ ਤੇ ਬਲੇਡ ਦੇ ਕਈ ਕੱਟ ਦੇਖੇ, ਤੇ ਫੋਨ ਚ ਲਿਖਿਆ ਸੀ 'ਮੇਰੇ ਬਿਨਾਂ ਸਾਰੇ ਸੌਖੇ ਰਹਿਣਗੇ'। ਪੁੱਛੀਏ ਤਾਂ ਕਹਿੰਦਾ ਕੁਝ ਨੀ ਹੋਇਆ। ਕੀ ਕਰੀਏ",
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'child'],
    note: 'Teenager with self-cutting and a written wish to be gone: self-harm and suicide risk needing immediate help.',
  },
  {
    id: 'pa-h3-face-twisted-one-side',
    language: 'pa-IN',
    turns: [
      'ਅੱਜ ਸਵੇਰੇ ਬੁਰਸ਼ ਕਰਦਿਆਂ ਦੇਖਿਆ ਕਿ ਮੂੰਹ ਖੱਬੇ ਪਾਸੇ ਨੂੰ ਟੇਢਾ ਹੋ ਗਿਆ, ਕੁਰਲੀ ਕਰਾਂ ਤਾਂ ਪਾਣੀ ਬਾਹਰ ਡਿੱਗਦਾ ਤੇ ਸੱਜੀ ਅੱਖ ਪੂਰੀ ਬੰਦ ਨਹੀਂ ਹੁੰਦੀ। ਮੱਥੇ ਤੇ ਵੀ ਓਸ ਪਾਸੇ ਵੱਟ ਨਹੀਂ ਪੈਂਦੇ। ਕੱਲ੍ਹ ਕੰਨ ਦੇ ਪਿੱਛੇ ਦਰਦ ਸੀ। ਬਾਂਹ ਲੱਤ ਬਿਲਕੁਲ ਠੀਕ, ਬੋਲੀ ਵੀ ਸਾਫ਼ ਆ। ਉਮਰ 34',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['holdout', 'negation'],
    note: 'Whole half of the face including forehead weak after ear pain, limbs and speech normal: Bell’s palsy, needs same-day review for steroids and eye care.',
  },
  {
    id: 'pa-h3-alternate-day-chills-fever',
    language: 'pa-IN',
    turns: [
      'ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ, ਦੋ ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ ਤਬੀਅਤ ਠੀਕ ਨਹੀਂ',
      'ਬੁਖਾਰ ਆਉਂਦਾ ਏ ਪਰ ਅਜੀਬ ਜਿਹਾ, ਪਹਿਲਾਂ ਬਹੁਤ ਠੰਢ ਲੱਗ ਕੇ ਕਾਂਬਾ ਛਿੜਦਾ, ਦੋ ਰਜਾਈਆਂ ਲੈਣੀਆਂ ਪੈਂਦੀਆਂ, ਫੇਰ ਤੇਜ਼ ਬੁਖਾਰ ਤੇ ਬਾਅਦ ਚ ਪਸੀਨੇ ਨਾਲ ਉਤਰ ਜਾਂਦਾ। ਇੱਕ ਦਿਨ ਛੱਡ ਕੇ ਇੰਜ ਹੁੰਦਾ। ਸਿਰ ਦਰਦ ਤੇ ਕਮਜ਼ੋਰੀ ਬਹੁਤ, ਖੰਘ ਜ਼ੁਕਾਮ ਨਹੀਂ। crocin ਲਈ ਸੀ',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['malaria', 'typhoid', 'dengue'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Alternate-day fever with rigors and sweating: malaria pattern, needs a blood test and treatment today.',
  },
  {
    id: 'pa-h3-old-man-night-urine-thin-stream',
    language: 'pa-IN',
    turns: [
      'ਬਾਪੂ ਜੀ ਦੀ ਉਮਰ ਸੱਤਰ ਤੋਂ ਉੱਤੇ ਆ। ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ ਰਾਤ ਨੂੰ 4-5 ਵਾਰੀ ਪਿਸ਼ਾਬ ਲਈ ਉੱਠਦੇ, ਧਾਰ ਪਤਲੀ ਤੇ ਰੁਕ ਰੁਕ ਕੇ ਆਉਂਦੀ, ਕਹਿੰਦੇ ਲੱਗਦਾ ਪੂਰਾ ਨਹੀਂ ਨਿਕਲਿਆ। ਜਲਨ ਜਾਂ ਖੂਨ ਕੋਈ ਨਹੀਂ',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['enlarged_prostate', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of night-time urination and weak stream in an old man without retention or blood: prostate enlargement, planned visit.',
  },
  {
    id: 'pa-h3-family-night-itching-finger-webs',
    language: 'pa-IN',
    turns: [
      'ਬੱਚਿਆਂ ਨੂੰ ਰਾਤ ਨੂੰ ਬਹੁਤ ਖਾਰਸ਼ ਹੁੰਦੀ, ਉਂਗਲਾਂ ਦੀਆਂ ਵਿੱਥਾਂ ਚ ਤੇ ਗੁੱਟਾਂ ਤੇ ਨਿੱਕੇ ਨਿੱਕੇ ਦਾਣੇ। ਹੁਣ ਮੈਨੂੰ ਤੇ ਸੱਸ ਨੂੰ ਵੀ ਸ਼ੁਰੂ ਹੋ ਗਈ। ਦੋ ਹਫਤੇ ਹੋ ਗਏ, cream ਲਾਈ ਫਰਕ ਨੀ ਪਿਆ',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['scabies', 'eczema'],
    },
    tags: ['holdout', 'child'],
    note: 'Night itching between fingers spreading through the household: scabies, needs a prescription treatment for everyone.',
  },
  {
    id: 'pa-h3-stye-lower-eyelid',
    language: 'pa-IN',
    turns: [
      'ਸੱਜੀ ਅੱਖ ਦੇ ਹੇਠਲੇ ਪਪੋਟੇ ਤੇ ਕੱਲ ਤੋਂ ਗੁਹਾਂਜਣੀ ਨਿਕਲੀ ਆ, ਫਿੰਸੀ ਜਿਹੀ, ਥੋੜ੍ਹੀ ਲਾਲ ਤੇ ਦੱਬਣ ਤੇ ਦੁਖਦੀ। ਨਜ਼ਰ ਬਿਲਕੁਲ ਠੀਕ ਆ, ਅੱਖ ਲਾਲ ਨੀ। ਕੀ ਕਰਾਂ?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['stye', 'boils_abscess'],
    },
    tags: ['holdout', 'negation'],
    note: 'Small tender lump on the eyelid with normal vision and a white eye: stye, warm compresses at home.',
  },
  {
    id: 'pa-h3-mouth-ulcers-exam-stress',
    language: 'pa-IN',
    turns: [
      '23 ਸਾਲ। 4-5 ਦਿਨਾਂ ਤੋਂ ਮੂੰਹ ਚ ਛਾਲੇ ਨੇ, ਜੀਭ ਤੇ ਗੱਲ੍ਹ ਦੇ ਅੰਦਰ, ਮਿਰਚਾਂ ਵਾਲਾ ਕੁਝ ਖਾਵਾਂ ਤਾਂ ਬਹੁਤ ਲਗਦੇ। exams ਚੱਲ ਰਹੇ, ਨੀਂਦ ਘੱਟ। ਪਹਲਾਂ ਵੀ ਇੰਜ ਹੋਇਆ ਸੀ ਤੇ ਆਪੇ ਠੀਕ ਹੋ ਗਏ ਸੀ',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['mouth_ulcers'],
    },
    tags: ['holdout', 'typo'],
    note: 'Recurrent painful mouth ulcers during stress in a young adult, healed before: home care, see a doctor if beyond 2–3 weeks.',
  },
];
