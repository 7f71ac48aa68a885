import type { Vignette } from '../../vignette-schema';

/** Held-out set 6, Punjabi: written blind, see ../holdout-6.ts. */
export const HOLDOUT6_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h6-bapu-arm-jaw-sweat-ajwain',
    language: 'pa-IN',
    turns: [
      'ਬਾਪੂ ਜੀ 62 ਸਾਲ ਦੇ ਨੇ, ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼ ਨੇ। ਘੰਟੇ ਕੁ ਤੋਂ ਖੱਬੀ ਬਾਂਹ ਵਿੱਚ ਦਰਦ ਹੈ ਜੋ ਜਬਾੜੇ ਤੱਕ ਜਾਂਦਾ, ਪਸੀਨੋ-ਪਸੀਨੀ ਹੋਏ ਪਏ ਨੇ ਤੇ ਜੀ ਕੱਚਾ ਹੋ ਰਿਹਾ। ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਨਹੀਂ ਕਹਿੰਦੇ, ਬੱਸ ਘਬਰਾਹਟ ਜਿਹੀ ਹੈ। ਅਸੀਂ ਗੈਸ ਸਮਝ ਕੇ ਅਜਵਾਇਣ ਦੇ ਦਿੱਤੀ ਹੈ।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'negation', 'elderly'],
    note: 'Left arm pain spreading to the jaw with sweating and nausea in an older diabetic is a heart attack even without chest pain.',
  },
  {
    id: 'pa-h6-mummy-face-crooked-bp-stopped',
    language: 'pa-IN',
    turns: [
      'ਮੰਮੀ (68 ਸਾਲ) ਦਾ ਮੂੰਹ ਇੱਕ ਪਾਸੇ ਨੂੰ ਟੇਢਾ ਹੋ ਗਿਆ ਤੇ ਬੋਲੀ ਥਥਲਾ ਰਹੀ ਹੈ, ਖੱਬੀ ਬਾਂਹ ਉੱਪਰ ਨਹੀਂ ਚੁੱਕ ਹੁੰਦੀ। ਚਾਲੀ ਮਿੰਟ ਹੋ ਗਏ। ਬੀਪੀ ਦੀ ਦਵਾਈ ਉਹਨਾਂ ਨੇ ਮਹੀਨੇ ਤੋਂ ਛੱਡੀ ਹੋਈ ਸੀ।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden facial droop, slurred speech and one-sided arm weakness for 40 minutes is a stroke.',
  },
  {
    id: 'pa-h6-munda-snake-toori-jhaara',
    language: 'pa-IN',
    turns: [
      'ਮੁੰਡੇ ਨੂੰ ਹਵੇਲੀ ਵਿੱਚ ਤੂੜੀ ਕੱਢਦੇ ਵੇਲੇ ਕਾਲੇ ਸੱਪ ਨੇ ਹੱਥ ਤੇ ਡੰਗ ਮਾਰਿਆ, ਸੱਪ ਅਸੀਂ ਆਪ ਦੇਖਿਆ। ਪਿੰਡ ਵਾਲੇ ਕਹਿੰਦੇ ਬਾਬੇ ਕੋਲੋਂ ਝਾੜਾ ਕਰਵਾ ਲਓ, ਹਸਪਤਾਲ 30 ਕਿਲੋਮੀਟਰ ਦੂਰ ਹੈ। ਕੀ ਕਰੀਏ?',
    ],
    expected: { level: 'emergency', area: 'arms', conditions: ['snake_bite'] },
    tags: ['holdout'],
    note: 'A witnessed bite from a black snake needs hospital anti-venom at once, not a faith healer.',
  },
  {
    id: 'pa-h6-gharwali-seventh-month-bleeding',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਘਰਵਾਲੀ ਨੂੰ ਸੱਤਵਾਂ ਮਹੀਨਾ ਚੱਲ ਰਿਹਾ, ਅੱਜ ਸ਼ਾਮ ਨੂੰ ਥੋੜ੍ਹਾ ਜਿਹਾ ਖੂਨ ਦਾ ਦਾਗ ਲੱਗਿਆ ਸੀ।',
      'ਹੁਣ ਤਾਂ ਖੂਨ ਬਹੁਤ ਆ ਰਿਹਾ, ਦੋ ਕੱਪੜੇ ਭਿੱਜ ਗਏ, ਢਿੱਡ ਵਿੱਚ ਵੀ ਕੱਸ ਕੇ ਦਰਦ ਹੋ ਰਿਹਾ ਤੇ ਉਹਨੂੰ ਚੱਕਰ ਆ ਰਹੇ ਨੇ।',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['bleeding_in_pregnancy'] },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with abdominal pain and dizziness at seven months of pregnancy is an obstetric emergency.',
  },
  {
    id: 'pa-h6-chacha-langar-stiff-jerks',
    language: 'pa-IN',
    turns: [
      'ਗੁਰਦੁਆਰੇ ਲੰਗਰ ਵਿੱਚ ਸਾਡੇ ਚਾਚਾ ਜੀ ਅਚਾਨਕ ਪਿੱਛੇ ਨੂੰ ਡਿੱਗ ਪਏ, ਸਾਰਾ ਸਰੀਰ ਆਕੜ ਗਿਆ, ਅੱਖਾਂ ਉੱਪਰ ਚੜ੍ਹ ਗਈਆਂ ਤੇ ਫਿਰ ਹੱਥ ਪੈਰ ਝਟਕੇ ਮਾਰਨ ਲੱਗੇ। ਜੀਭ ਦੰਦਾਂ ਹੇਠ ਆ ਕੇ ਕੱਟੀ ਗਈ ਤੇ ਕੱਪੜਿਆਂ ਵਿੱਚ ਪਿਸ਼ਾਬ ਨਿਕਲ ਗਿਆ। ਕਿਸੇ ਨੇ ਜੁੱਤੀ ਸੁੰਘਾਈ। ਹੁਣ ਸਾਹ ਤਾਂ ਲੈ ਰਹੇ ਨੇ ਪਰ ਬਹੁਤ ਉਨੀਂਦੇ ਨੇ, ਕਿਸੇ ਨੂੰ ਪਛਾਣ ਨਹੀਂ ਰਹੇ।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
    note: 'Onlookers describe a generalised tonic-clonic seizure with tongue bite and incontinence, and he is still confused afterwards.',
  },
  {
    id: 'pa-h6-dadi-cant-lie-flat-blue-lips',
    language: 'pa-IN',
    turns: [
      'ਦਾਦੀ ਜੀ 75 ਸਾਲ ਦੇ ਨੇ। ਰਾਤ ਨੂੰ ਲੇਟ ਨਹੀਂ ਹੁੰਦਾ, ਲੇਟਦੇ ਹੀ ਸਾਹ ਚੜ੍ਹ ਜਾਂਦਾ, ਸਾਰੀ ਰਾਤ ਮੰਜੇ ਤੇ ਬੈਠ ਕੇ ਕੱਟੀ। ਹੁਣ ਬੈਠਿਆਂ ਵੀ ਸਾਹ ਫੁੱਲਿਆ ਹੋਇਆ, ਗੱਲ ਕਰਦੇ ਕਰਦੇ ਰੁਕ ਜਾਂਦੇ ਨੇ, ਪੈਰ ਸੁੱਜੇ ਹੋਏ ਤੇ ਬੁੱਲ੍ਹ ਨੀਲੇ ਜਿਹੇ ਲੱਗਦੇ। ਸਵੇਰੇ ਡਾਕਟਰ ਕੋਲ ਲੈ ਜਾਈਏ?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_failure', 'copd', 'pneumonia', 'heart_attack'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'An elderly woman breathless at rest, unable to finish sentences, with bluish lips and swollen feet needs emergency care now, not in the morning.',
  },
  {
    id: 'pa-h6-veer-visa-bike-given-canal',
    language: 'pa-IN',
    turns: [
      'ਮੇਰਾ ਛੋਟਾ ਵੀਰ ਕਨੇਡਾ ਦਾ ਵੀਜ਼ਾ ਤੀਜੀ ਵਾਰ ਰੱਦ ਹੋਣ ਤੋਂ ਬਾਅਦ ਕਿਸੇ ਨਾਲ ਗੱਲ ਨਹੀਂ ਕਰਦਾ। ਅੱਜ ਉਹਨੇ ਆਪਣਾ ਮੋਟਰਸਾਈਕਲ ਤੇ ਘੜੀ ਦੋਸਤਾਂ ਨੂੰ ਦੇ ਦਿੱਤੇ ਤੇ ਬੀਬੀ ਨੂੰ ਕਹਿੰਦਾ ਮੇਰੇ ਬਿਨਾਂ ਤੁਹਾਡਾ ਖਰਚਾ ਘੱਟ ਹੋਜੂ। ਸ਼ਾਮ ਨੂੰ ਨਹਿਰ ਵੱਲ ਜਾਣ ਦੀਆਂ ਗੱਲਾਂ ਕਰ ਰਿਹਾ ਸੀ।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'Withdrawal, giving away possessions, saying the family is better off without him and talk of going to the canal signal imminent suicide risk.',
  },
  {
    id: 'pa-h6-kudi-8-months-ribs-pulling',
    language: 'pa-IN',
    turns: [
      'ਸਾਡੀ ਕੁੜੀ 8 ਮਹੀਨਿਆ ਦੀ ਹੈ, ਦੋ ਦਿਨ ਤੋ ਬੁਖਾਰ ਤੇ ਖੰਘ ਸੀ। ਅੱਜ ਸਾਹ ਬਹੁਤ ਤੇਜ ਲੈ ਰਹੀ ਹੈ, ਪਸਲੀਆਂ ਅੰਦਰ ਨੂੰ ਧਸਦੀਆਂ ਦਿਖਦੀਆਂ, ਦੁੱਧ ਨਹੀ ਚੁੰਘਦੀ ਤੇ ਬਹੁਤ ਸੁਸਤ ਪਈ ਹੈ।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'pneumonia', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'typo'],
    note: 'An eight-month-old with fast breathing, chest indrawing, refusing feeds and lethargy has severe pneumonia and danger signs.',
  },
  {
    id: 'pa-h6-putt-stray-dog-bite-mirch',
    language: 'pa-IN',
    turns: [
      'ਕੱਲ੍ਹ ਸ਼ਾਮ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਮੇਰੇ 9 ਸਾਲ ਦੇ ਪੁੱਤ ਦੀ ਲੱਤ ਤੇ ਵੱਢ ਲਿਆ, ਦੰਦਾਂ ਦੇ ਨਿਸ਼ਾਨ ਨੇ ਤੇ ਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ ਸੀ। ਬੇਬੇ ਨੇ ਲਾਲ ਮਿਰਚ ਤੇ ਹਲਦੀ ਲਾ ਦਿੱਤੀ। ਹੁਣ ਉਹ ਠੀਕ ਖੇਡ ਰਿਹਾ, ਟੀਕੇ ਦੀ ਲੋੜ ਹੈ?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A skin-breaking stray dog bite needs wound washing and rabies vaccine (and likely immunoglobulin) today, even though the child seems well.',
  },
  {
    id: 'pa-h6-yellow-eyes-dark-urine-peeliya',
    language: 'pa-IN',
    turns: [
      'ਚਾਰ ਪੰਜ ਦਿਨਾਂ ਤੋਂ ਹਲਕਾ ਬੁਖਾਰ ਤੇ ਉਲਟੀਆਂ, ਕੁਝ ਖਾਣ ਨੂੰ ਜੀ ਨਹੀਂ ਕਰਦਾ। ਅੱਜ ਸ਼ੀਸ਼ੇ ਵਿੱਚ ਦੇਖਿਆ ਤਾਂ ਅੱਖਾਂ ਪੀਲੀਆਂ ਨੇ ਤੇ ਪਿਸ਼ਾਬ ਗੂੜ੍ਹਾ ਪੀਲਾ ਆਉਂਦਾ। ਪਿੰਡ ਵਿੱਚ ਪੀਲੀਏ ਦਾ ਝਾੜਾ ਕਰਵਾਉਣ ਦੀ ਸੋਚ ਰਹੇ ਹਾਂ।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout'],
    note: 'New jaundice with fever, vomiting and dark urine needs a doctor and liver tests within a day.',
  },
  {
    id: 'pa-h6-upper-stomach-burning-tea',
    language: 'pa-IN',
    turns: [
      'ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਰੋਟੀ ਖਾਣ ਤੋਂ ਬਾਅਦ ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਜਲਨ ਹੁੰਦੀ ਹੈ, ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ, ਰਾਤ ਨੂੰ ਲੇਟਣ ਤੇ ਵੱਧ ਜਾਂਦੀ। ਦਿਨ ਵਿੱਚ ਛੇ ਸੱਤ ਕੱਪ ਚਾਹ ਪੀਂਦਾ ਹਾਂ। ਉਲਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਕਾਲੀ ਟੱਟੀ ਕੁਝ ਨਹੀਂ, ਭਾਰ ਵੀ ਨਹੀਂ ਘਟਿਆ।',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Three weeks of post-meal epigastric burning and sour belching without alarm features is reflux or gastritis to review in the coming days.',
  },
  {
    id: 'pa-h6-volleyball-ankle-twist',
    language: 'pa-IN',
    turns: ['ਕੱਲ੍ਹ ਵਾਲੀਬਾਲ ਖੇਡਦੇ ਗਿੱਟਾ ਮੁੜ ਗਿਆ, ਥੋੜ੍ਹੀ ਸੋਜ ਹੈ ਪਰ ਤੁਰ ਫਿਰ ਲੈਂਦਾ ਹਾਂ, ਹੱਡੀ ਟੇਢੀ ਨਹੀਂ ਲੱਗਦੀ।'],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'negation'],
    note: 'A twisted ankle with mild swelling that can bear weight and looks straight is a sprain for rest, ice and elevation at home.',
  },
];
