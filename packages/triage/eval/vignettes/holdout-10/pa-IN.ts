import type { Vignette } from '../../vignette-schema';

/** Held-out set 10, Punjabi: written blind, see ../holdout-10.ts. */
export const HOLDOUT10_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h10-father-gas-chest-after-fields',
    language: 'pa-IN',
    turns: [
      'ਬਾਪੂ ਜੀ ਖੇਤਾਂ ਚੋਂ ਆਏ ਤਾਂ ਕਹਿੰਦੇ ਗੈਸ ਚੜ੍ਹ ਗਈ, ਛਾਤੀ ਤੇ ਭਾਰ ਜਿਹਾ ਪਿਆ। ਅਜਵੈਣ ਵਾਲਾ ਪਾਣੀ ਦੇ ਦਿੱਤਾ, ਹੋਰ ਕੋਈ ਘਰੇਲੂ ਨੁਸਖਾ ਦੱਸੋ ਜਲਦੀ ਆਰਾਮ ਆ ਜਾਵੇ',
      'ਉਮਰ 62 ਸਾਲ, ਸ਼ੂਗਰ ਦੀ ਗੋਲੀ ਖਾਂਦੇ ਨੇ। ਪਸੀਨੋ ਪਸੀਨੀ ਹੋਏ ਪਏ ਨੇ, ਖੱਬੀ ਬਾਂਹ ਵੀ ਦੁਖਦੀ ਕਹਿੰਦੇ, ਅੱਧਾ ਘੰਟਾ ਹੋ ਗਿਆ ਹਟਿਆ ਨਹੀਂ। ਡਕਾਰ ਵੀ ਨਹੀਂ ਆਇਆ',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Diabetic man of 62 with 30 minutes of chest heaviness, sweating and left arm pain is a heart attack until proven otherwise, whatever the family calls it.',
  },
  {
    id: 'pa-h10-romanized-mother-face-droop-speech',
    language: 'pa-IN',
    turns: [
      'meri mummy da muh ikk paase nu tedha ho gaya te gall kardi aa ta samajh nahi aundi ki keh rahi aa',
      'sajji baah vi chukki nahi jandi, glass hath cho dig gaya. 20 ku minute pehla bilkul theek si, umar 67, BP di dawai kadi kadi khandi aa',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'romanized', 'elderly'],
    note: 'Sudden facial droop, speech disturbance and arm weakness 20 minutes ago is an acute stroke needing a thrombolysis-capable hospital now.',
  },
  {
    id: 'pa-h10-paddy-field-bite-wants-baba',
    language: 'pa-IN',
    turns: [
      'ਝੋਨੇ ਚ ਪਾਣੀ ਲਾਉਂਦੇ ਮੇਰੇ ਭਰਾ ਦੇ ਪੈਰ ਤੇ ਕਿਸੇ ਚੀਜ਼ ਨੇ ਲੜ ਲਿਆ, ਹਨੇਰਾ ਸੀ ਦਿਸਿਆ ਨਹੀਂ। ਪਿੰਡ ਵਾਲੇ ਕਹਿੰਦੇ ਬਾਬੇ ਕੋਲ ਝਾੜਾ ਕਰਵਾ ਲਓ, ਕਰਵਾ ਲਈਏ?',
      'ਦੋ ਨਿਸ਼ਾਨ ਨੇ ਦੰਦਾਂ ਵਰਗੇ, ਪੈਰ ਸੁੱਜਦਾ ਜਾਂਦਾ ਤੇ ਬਹੁਤ ਸੜਨ ਹੋ ਰਹੀ। ਘੰਟਾ ਕੁ ਹੋਇਆ। ਅਸੀਂ ਉੱਤੇ ਰੱਸੀ ਕੱਸ ਕੇ ਬੰਨ੍ਹ ਦਿੱਤੀ ਆ',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Two fang marks with spreading swelling after a bite in a paddy field at night is a probable venomous snake bite needing anti-snake venom at a hospital, not a faith healer.',
  },
  {
    id: 'pa-h10-seven-months-pregnant-heavy-bleeding',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਘਰਵਾਲੀ ਨੂੰ ਸੱਤਵਾਂ ਮਹੀਨਾ ਚੱਲਦਾ, ਅੱਜ ਸਵੇਰ ਤੋਂ ਖੂਨ ਆ ਰਿਹਾ ਬਹੁਤ, ਕੱਪੜੇ ਭਿੱਜ ਗਏ',
      'ਢਿੱਡ ਵੀ ਕੱਸਿਆ ਜਿਹਾ ਤੇ ਦਰਦ ਆ, ਕਹਿੰਦੀ ਚੱਕਰ ਆਉਂਦੇ। ਬੱਚਾ ਵੀ ਘੱਟ ਹਿੱਲਦਾ ਲੱਗਦਾ। ਹਸਪਤਾਲ 25 ਕਿਲੋਮੀਟਰ ਆ',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'reduced_baby_movements'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with a tense painful abdomen, dizziness and reduced movements at seven months suggests abruption and needs emergency obstetric care.',
  },
  {
    id: 'pa-h10-husband-fit-not-stopping',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਪਤੀ ਨੂੰ ਦੌਰਾ ਪਿਆ ਹੋਇਆ, ਹੱਥ ਪੈਰ ਮਰੋੜ ਰਹੇ ਨੇ ਤੇ ਮੂੰਹ ਚੋਂ ਝੱਗ ਆ ਰਹੀ। ਕੀ ਕਰਾਂ??',
      'ਪੰਜ ਸੱਤ ਮਿੰਟ ਹੋ ਗਏ ਹਟ ਨਹੀਂ ਰਹੇ, ਪਹਿਲਾਂ ਕਦੇ ਏਦਾਂ ਨਹੀਂ ਹੋਇਆ। ਮੈਂ ਮੂੰਹ ਚ ਚਮਚਾ ਪਾ ਦਿਆਂ?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
    note: 'A first convulsion still going on after five minutes is status epilepticus and needs an ambulance now.',
  },
  {
    id: 'pa-h10-canada-son-mother-asthma-blue-lips',
    language: 'pa-IN',
    turns: [
      'ਮੈਂ ਕੈਨੇਡਾ ਤੋਂ ਲਿਖ ਰਿਹਾਂ। ਹੁਣੇ ਪਿੰਡੋਂ ਵੀਡੀਓ ਕਾਲ ਆਈ ਸੀ, ਮੰਮੀ ਨੂੰ ਸਾਹ ਚੜ੍ਹਿਆ ਹੋਇਆ, ਬੈਠੇ ਬੈਠੇ ਵੀ ਹੌਂਕਦੇ ਨੇ। 70 ਦੇ ਨੇ, ਦਮੇ ਦੀ ਪੁਰਾਣੀ ਬਿਮਾਰੀ ਆ',
      'ਪੰਪ ਤਿੰਨ ਵਾਰੀ ਲੈ ਲਿਆ ਫਰਕ ਨਹੀਂ ਪਿਆ। ਪੂਰੀ ਗੱਲ ਨਹੀਂ ਬੋਲ ਹੁੰਦੀ, ਬੁੱਲ੍ਹ ਨੀਲੇ ਜਿਹੇ ਲੱਗੇ ਮੈਨੂੰ ਫੋਨ ਤੇ। ਡੈਡੀ ਕਹਿੰਦੇ ਸਵੇਰੇ ਡਾਕਟਰ ਕੋਲ ਲੈ ਜਾਵਾਂਗੇ',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'copd', 'pneumonia'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Breathlessness at rest, unable to finish sentences, blue lips and no response to the inhaler is a life-threatening attack that cannot wait until morning.',
  },
  {
    id: 'pa-h10-romanized-cant-sleep-debt-canal',
    language: 'pa-IN',
    turns: [
      'sat sri akal ji, mainu kai dina to neend ni aundi, koi goli dass do',
      'sach dassan ta sab kuch khatam karna chaunda. karja bahut chadh gaya, ghar wale v gusse ne. kal raat nehar te gaya si chhaal maaran, fer mud aaya. aj v ohi khayal aa rahe ne',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized', 'vague_opening'],
    note: 'A near attempt last night with continuing suicidal thoughts is a suicidal crisis needing immediate help and the Tele-MANAS number.',
  },
  {
    id: 'pa-h10-three-week-baby-floppy-not-feeding',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਬੱਚੀ 3 ਹਫ਼ਤਿਆਂ ਦੀ ਆ, ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ ਦੁੱਧ ਨਹੀਂ ਚੁੰਘਦੀ, ਬੱਸ ਸੁੱਤੀ ਰਹਿੰਦੀ ਆ',
      'ਸਰੀਰ ਤੱਤਾ ਆ, ਚੁੱਕੀਏ ਤਾਂ ਢਿੱਲੀ ਜਿਹੀ ਲਮਕ ਜਾਂਦੀ, ਰੋਂਦੀ ਵੀ ਬਹੁਤ ਹੌਲੀ ਆ। ਸਾਹ ਵੀ ਤੇਜ਼ ਲੱਗਦਾ',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant'],
    note: 'A three-week-old with fever, poor feeding, floppiness and fast breathing has danger signs of neonatal sepsis.',
  },
  {
    id: 'pa-h10-stray-dog-bite-child-calf',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਮੁੰਡੇ (8 ਸਾਲ) ਨੂੰ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਪਿੰਨੀ ਤੇ ਵੱਢ ਲਿਆ ਸਕੂਲੋਂ ਆਉਂਦੇ। ਦੰਦ ਖੁੱਭੇ ਨੇ, ਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ ਸੀ ਹੁਣ ਬੰਦ ਆ',
      'ਅਸੀਂ ਹਲਦੀ ਲਾ ਦਿੱਤੀ। ਟੀਕੇ ਲਵਾਉਣੇ ਜ਼ਰੂਰੀ ਨੇ ਜਾਂ ਕੱਲ੍ਹ ਪਰਸੋਂ ਦੇਖ ਲਈਏ? ਕੁੱਤਾ ਕਿਸੇ ਦਾ ਨਹੀਂ, ਅਵਾਰਾ ਆ',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A deep stray-dog bite is a category III exposure needing wound washing, rabies vaccine and immunoglobulin today, though bleeding has stopped.',
  },
  {
    id: 'pa-h10-colicky-flank-pain-past-stone',
    language: 'pa-IN',
    turns: [
      'ਸਵੇਰ ਦਾ ਸੱਜੇ ਪਾਸੇ ਵੱਖੀ ਚ ਦਰਦ ਉੱਠਦਾ ਤੇ ਥੱਲੇ ਨੂੰ ਜਾਂਦਾ, ਚੈਨ ਨਹੀਂ ਆਉਂਦਾ ਲੇਟਾਂ ਚਾਹੇ ਬੈਠਾਂ',
      'ਉਮਰ 38। ਇੱਕ ਵਾਰੀ ਉਲਟੀ ਆਈ। ਪਿਸ਼ਾਬ ਥੋੜ੍ਹਾ ਲਾਲ ਜਿਹਾ ਲੱਗਾ। ਬੁਖਾਰ ਨਹੀਂ। ਪਹਿਲਾਂ ਵੀ ਪੱਥਰੀ ਨਿਕਲੀ ਸੀ 3 ਸਾਲ ਪਹਿਲਾਂ',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['kidney_stones'] },
    tags: ['holdout', 'negation'],
    note: 'Colicky loin-to-groin pain with blood in urine and no fever in someone with past stones needs pain relief and assessment today, not an ambulance.',
  },
  {
    id: 'pa-h10-grandmother-knee-pain-months',
    language: 'pa-IN',
    turns: [
      'ਬੀਬੀ ਜੀ ਦੇ ਗੋਡੇ ਦੁਖਦੇ ਨੇ ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ, ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਲੱਗੇ ਬਹੁਤ ਔਖ ਹੁੰਦੀ। ਸਵੇਰੇ ਉੱਠ ਕੇ ਥੋੜ੍ਹਾ ਆਕੜ ਜਾਂਦੇ',
      'ਉਮਰ 68। ਸੋਜ ਥੋੜ੍ਹੀ ਬਹੁਤ, ਲਾਲੀ ਨਹੀਂ, ਬੁਖਾਰ ਨਹੀਂ। ਤੁਰ ਫਿਰ ਲੈਂਦੇ ਨੇ ਹੌਲੀ ਹੌਲੀ। ਕਿਹੜੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਈਏ?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of knee pain and stiffness without redness or fever in an older woman is likely osteoarthritis for a routine appointment.',
  },
  {
    id: 'pa-h10-romanized-cold-sneezing-office',
    language: 'pa-IN',
    turns: [
      'do din ton zukaam laggya hoya, nakk vagda te chhikkan aundiyan, gala thoda kharab',
      'bukhar ni, halka jeha sir bhaara. saah theek aa. office jaana hunda, koi gharelu tarika dasso',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Two days of runny nose, sneezing and mild sore throat without fever or breathlessness is a common cold manageable at home.',
  },
];
