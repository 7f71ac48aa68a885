import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, Punjabi (Gurmukhi): written blind, see ../holdout-4.ts. */
export const HOLDOUT4_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h4-truck-driver-chest-stone-soda',
    language: 'pa-IN',
    turns: [
      'ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ, ਮੈਨੂੰ ਕੁਝ ਠੀਕ ਨੀ ਲੱਗ ਰਿਹਾ',
      'ਉਮਰ 54, ਟਰੱਕ ਚਲਾਉਂਦਾ ਹਾਂ। ਘੰਟੇ ਕੁ ਤੋਂ ਛਾਤੀ ਦੇ ਵਿਚਕਾਰ ਜਿਵੇਂ ਕਿਸੇ ਨੇ ਪੱਥਰ ਰੱਖ ਦਿੱਤਾ ਹੋਵੇ, ਦਰਦ ਖੱਬੇ ਮੋਢੇ ਤੇ ਬਾਂਹ ਵੱਲ ਜਾਂਦਾ। ਠੰਢੇ ਪਸੀਨੇ ਆ ਰਹੇ ਤੇ ਜੀ ਕੱਚਾ ਹੋ ਰਿਹਾ। ਬੁਖਾਰ ਨਹੀਂ, ਖੰਘ ਵੀ ਨਹੀਂ। ਰਾਤ ਢਾਬੇ ਤੇ ਮਸਾਲੇਦਾਰ ਖਾਧਾ ਸੀ, ਗੈਸ ਈ ਹੋਣੀ ਆ। ਸੋਡਾ ਪੀ ਕੇ ਸੌਂ ਜਾਵਾਂ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation'],
    note: 'Crushing central chest pain spreading to the left arm with cold sweat and nausea in a 54-year-old man: heart attack until proven otherwise, not gas.',
  },
  {
    id: 'pa-h4-biji-video-call-thick-tongue',
    language: 'pa-IN',
    turns: [
      'ਹੁਣੇ ਬੀਜੀ ਨਾਲ ਵੀਡੀਓ ਕਾਲ ਤੇ ਗੱਲ ਕੀਤੀ, ਉਹਨਾਂ ਦੀ ਗੱਲ ਸਮਝ ਨੀ ਆ ਰਹੀ ਸੀ ਜਿਵੇਂ ਜੀਭ ਮੋਟੀ ਹੋ ਗਈ ਹੋਵੇ, ਤੇ ਮੂੰਹ ਇੱਕ ਪਾਸੇ ਨੂੰ ਟੇਢਾ ਜਿਹਾ ਲੱਗਿਆ। ਚਾਹ ਦਾ ਕੱਪ ਵੀ ਹੱਥੋਂ ਛੁੱਟ ਗਿਆ। ਉਮਰ 71, BP ਦੀ ਦਵਾਈ ਖਾਂਦੇ ਨੇ। ਪਿੰਡ ਚ ਭਾਬੀ ਕਹਿੰਦੀ ਥਕਾਵਟ ਆ, ਸੌਂ ਜਾਣ ਤਾਂ ਠੀਕ ਹੋ ਜਾਣਗੇ। ਸਵੇਰ ਤੱਕ ਉਡੀਕ ਲਈਏ?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Sudden slurred speech, facial droop and a weak hand in a hypertensive 71-year-old, noticed by a relative: stroke, needs hospital now, not sleep.',
  },
  {
    id: 'pa-h4-paddy-field-bite-swelling-baba',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਭਰਾ ਨੂੰ ਝੋਨੇ ਨੂੰ ਪਾਣੀ ਲਾਉਂਦੇ ਵੇਲੇ ਖੇਤ ਚ ਕਿਸੇ ਚੀਜ਼ ਨੇ ਪੈਰ ਤੇ ਡੰਗ ਮਾਰਿਆ, ਦੋ ਨਿਸ਼ਾਨ ਨੇ ਤੇ ਖੂਨ ਸਿੰਮ ਰਿਹਾ। ਕਹਿੰਦਾ ਕਾਲਾ ਜਿਹਾ ਸੱਪ ਸੀ। ਪੈਰ ਸੁੱਜ ਗਿਆ ਤੇ ਬਹੁਤ ਜਲਨ ਆ, ਹੁਣ ਸੋਜ ਗੋਡੇ ਵੱਲ ਚੜ੍ਹ ਰਹੀ। ਪਿੰਡ ਵਾਲੇ ਕਹਿੰਦੇ ਬਾਬੇ ਕੋਲ ਲੈ ਜਾਓ ਝਾੜਾ ਕਰਵਾ ਲਓ, ਕੀ ਕਰੀਏ?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Snake bite with fang marks and spreading swelling: needs anti-snake venom at a hospital now, not a faith healer.',
  },
  {
    id: 'pa-h4-home-delivery-bleeding-clots',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਨੂੰਹ ਦੀ ਅੱਜ ਸਵੇਰੇ ਘਰੇ ਦਾਈ ਨੇ ਡਲਿਵਰੀ ਕਰਾਈ, ਮੁੰਡਾ ਹੋਇਆ। ਪਰ ਉਦੋਂ ਤੋਂ ਖੂਨ ਬੰਦ ਨੀ ਹੋ ਰਿਹਾ, ਤਿੰਨ ਚਾਰ ਕੱਪੜੇ ਪੂਰੇ ਭਿੱਜ ਗਏ ਤੇ ਗੁੱਛੇ ਵੀ ਆ ਰਹੇ। ਹੁਣ ਕਹਿੰਦੀ ਅੱਖਾਂ ਅੱਗੇ ਹਨੇਰਾ ਆਉਂਦਾ ਤੇ ਹੱਥ ਪੈਰ ਠੰਢੇ ਹੋਏ ਪਏ ਨੇ। ਦਾਈ ਕਹਿੰਦੀ ਪਹਿਲੇ ਜਣੇਪੇ ਚ ਇੰਨਾ ਤਾਂ ਆਉਂਦਾ ਈ ਆ।',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Soaking several cloths with clots after a home delivery, with faintness and cold limbs: postpartum haemorrhage with shock.',
  },
  {
    id: 'pa-h4-neighbour-boy-fit-shoe-sniff',
    language: 'pa-IN',
    turns: [
      'ਸਾਡੇ ਗੁਆਂਢੀਆਂ ਦਾ ਮੁੰਡਾ 19 ਸਾਲ ਦਾ ਅਚਾਨਕ ਡਿੱਗ ਪਿਆ, ਸਾਰਾ ਸਰੀਰ ਆਕੜ ਗਿਆ ਤੇ ਹੱਥ ਪੈਰ ਝਟਕੇ ਮਾਰਨ ਲੱਗ ਪਏ, ਮੂੰਹ ਚੋਂ ਝੱਗ ਆਈ ਤੇ ਜੀਭ ਦੰਦਾਂ ਥੱਲੇ ਆ ਗਈ। 5 ਕੁ ਮਿੰਟ ਬਾਅਦ ਝਟਕੇ ਰੁਕੇ ਪਰ ਹਾਲੇ ਤੱਕ ਹੋਸ਼ ਚ ਨੀ ਆਇਆ, ਬੱਸ ਘੁਰਾੜੇ ਜਿਹੇ ਮਾਰੀ ਜਾਂਦਾ। ਪਹਿਲਾਂ ਕਦੇ ਇਹੋ ਜਿਹਾ ਨੀ ਹੋਇਆ। ਕਿਸੇ ਨੇ ਜੁੱਤੀ ਸੁੰਘਾਈ ਪਰ ਕੋਈ ਫਰਕ ਨੀ',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
    note: 'First-ever generalised convulsion of several minutes with the young man still not regaining consciousness: emergency.',
  },
  {
    id: 'pa-h4-mummy-asthma-pump-no-effect',
    language: 'pa-IN',
    turns: [
      'ਮੰਮੀ ਨੂੰ ਦਮੇ ਦਾ ਬਹੁਤ ਜੋਰ ਦਾ ਦੌਰਾ ਪਿਆ, ਪੰਪ 4-5 ਵਾਰੀ ਲੈ ਲਿਆ ਪਰ ਕੋਈ ਫਰਕ ਨੀ। ਸਾਹ ਬਿਲਕੁਲ ਨੀ ਆ ਰਿਹਾ, ਇੱਕ ਗੱਲ ਵੀ ਪੂਰੀ ਨੀ ਬੋਲ ਹੁੰਦੀ, ਅੱਗੇ ਨੂੰ ਝੁਕ ਕੇ ਬੈਠੇ ਨੇ ਤੇ ਬੁੱਲ ਨੀਲੇ ਜਹੇ ਹੋਈ ਜਾਂਦੇ। ਭਾਫ ਦਵਾ ਦੀਏ ਕੇ ਹਸਪਤਾਲ ਲੈ ਕੇ ਜਾਈਏ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'copd'] },
    tags: ['holdout', 'casual_emergency', 'typo'],
    note: 'Severe asthma attack not relieved by repeated inhaler doses, unable to speak in sentences, with blue lips: life-threatening.',
  },
  {
    id: 'pa-h4-farmer-debt-spray-bottle',
    language: 'pa-IN',
    turns: [
      'ਬਾਈ ਜੀ ਹੁਣ ਹੋਰ ਨੀ ਝੱਲਿਆ ਜਾਂਦਾ। ਆੜ੍ਹਤੀਏ ਦਾ ਕਰਜ਼ਾ ਸਿਰ ਤੇ ਚੜ੍ਹਿਆ ਪਿਆ, ਫਸਲ ਮੀਂਹ ਨੇ ਖਰਾਬ ਕਰਤੀ। ਕਈ ਹਫਤਿਆਂ ਤੋਂ ਰਾਤਾਂ ਨੂੰ ਨੀਂਦ ਨੀ ਆਉਂਦੀ। ਮੋਟਰ ਵਾਲੇ ਕੋਠੇ ਚ ਸਪਰੇ ਵਾਲੀ ਸ਼ੀਸ਼ੀ ਰੱਖੀ ਆ, ਸੋਚਦਾਂ ਅੱਜ ਰਾਤ ਸਭ ਕੁਝ ਮੁਕਾ ਦਿਆਂ, ਟੱਬਰ ਦਾ ਵੀ ਖਹਿੜਾ ਛੁੱਟੂ।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'A farmer with a specific plan and access to pesticide to end his life tonight: suicidal crisis needing immediate help.',
  },
  {
    id: 'pa-h4-18-day-girl-not-suckling',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਕੁੜੀ 18 ਦਿਨਾਂ ਦੀ ਆ। ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ ਦੁੱਧ ਨੀ ਚੁੰਘਦੀ, ਬੱਸ ਸੁੱਤੀ ਈ ਰਹਿੰਦੀ, ਜਗਾਈਏ ਤਾਂ ਵੀ ਅੱਖ ਨੀ ਖੋਲ੍ਹਦੀ। ਹੱਥ ਪੈਰ ਠੰਢੇ ਤੇ ਸਰੀਰ ਲਮਕਿਆ ਜਿਹਾ, ਸਾਹ ਕਦੇ ਤੇਜ਼ ਕਦੇ ਰੁਕ ਰੁਕ ਕੇ। ਬੁਖਾਰ ਤਾਂ ਨੀ ਲੱਗਦਾ। ਬੇਬੇ ਕਹਿੰਦੀ ਨਜ਼ਰ ਲੱਗੀ ਆ, ਮਿਰਚਾਂ ਵਾਰ ਦਿੰਦੇ ਆਂ।',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
    note: 'A newborn who will not feed, is hard to wake, cold and limp with irregular breathing, even without fever: possible sepsis, emergency.',
  },
  {
    id: 'pa-h4-street-dog-bit-son-calf',
    language: 'pa-IN',
    turns: [
      'ਕੱਲ੍ਹ ਸ਼ਾਮੀਂ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਮੇਰੇ 9 ਸਾਲ ਦੇ ਬੇਟੇ ਦੀ ਪਿੰਨੀ ਤੇ ਵੱਢ ਲਿਆ, ਦੰਦ ਖੁੱਭੇ ਸੀ ਤੇ ਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ। ਅਸੀਂ ਪਾਣੀ ਨਾਲ ਧੋ ਕੇ ਹਲਦੀ ਲਾ ਦਿੱਤੀ ਸੀ। ਹੁਣ ਠੀਕ ਆ, ਖੇਡਦਾ ਫਿਰਦਾ। ਕੁੱਤਾ ਕਿਸੇ ਦਾ ਪਾਲਤੂ ਨੀ। ਟੀਕੇ ਲਵਾਉਣੇ ਜਰੂਰੀ ਨੇ ਕਿ ਨਹੀਂ?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'Deep stray-dog bite with bleeding in a child: needs wound care and rabies vaccine (and immunoglobulin) today.',
  },
  {
    id: 'pa-h4-fever-eye-ache-dengue-mohalla',
    language: 'pa-IN',
    turns: [
      'ਤਿੰਨ ਦਿਨ ਤੋਂ ਤੇਜ਼ ਬੁਖਾਰ ਆ, 103 ਤੱਕ ਚਲਾ ਜਾਂਦਾ, ਸਾਰਾ ਸਰੀਰ ਟੁੱਟਦਾ ਜਿਵੇਂ ਹੱਡੀਆਂ ਚ ਦਰਦ ਹੋਵੇ, ਅੱਖਾਂ ਦੇ ਪਿੱਛੇ ਦੁਖਦਾ। ਸਾਡੇ ਮੁਹੱਲੇ ਚ ਦੋ ਜਣਿਆਂ ਨੂੰ ਡੇਂਗੂ ਹੋਇਆ। ਕਰੋਸਿਨ ਲੈ ਰਿਹਾਂ। ਉਲਟੀ ਨੀ, ਕਿਤੋਂ ਖੂਨ ਨੀ ਆਇਆ, ਪਾਣੀ ਪੀ ਲੈਂਦਾਂ। ਉਮਰ 32 ਸਾਲ।',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'chikungunya', 'malaria'] },
    tags: ['holdout', 'negation'],
    note: 'High fever with body ache and pain behind the eyes during a local dengue outbreak, no warning signs: see a doctor today for tests.',
  },
  {
    id: 'pa-h4-mother-knees-stairs-mustard-oil',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਮਾਤਾ ਜੀ 63 ਸਾਲ ਦੇ ਨੇ, ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ ਦੋਵੇਂ ਗੋਡੇ ਦੁਖਦੇ ਨੇ। ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਵੇਲੇ ਤੇ ਚੌਂਕੜੀ ਮਾਰ ਕੇ ਬੈਠਣ ਚ ਔਖ ਹੁੰਦੀ, ਸਵੇਰੇ ਥੋੜ੍ਹੀ ਦੇਰ ਆਕੜਾਂ ਰਹਿੰਦੀਆਂ ਤੇ ਤੁਰਦਿਆਂ ਕੜ ਕੜ ਦੀ ਆਵਾਜ਼ ਆਉਂਦੀ। ਸੱਟ ਨੀ ਲੱਗੀ, ਬੁਖਾਰ ਵੀ ਨੀ। ਸਰ੍ਹੋਂ ਦਾ ਤੇਲ ਮਲਦੇ ਆਂ ਪਰ ਬਹੁਤਾ ਫਰਕ ਨੀ ਪੈਂਦਾ।',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of bilateral knee pain on stairs with crepitus and brief morning stiffness: likely osteoarthritis, a routine visit.',
  },
  {
    id: 'pa-h4-runny-nose-ginger-tea',
    language: 'pa-IN',
    turns: [
      'ਦੋ ਦਿਨਾਂ ਤੋਂ ਨੱਕ ਵਗੀ ਜਾਂਦਾ ਤੇ ਛਿੱਕਾਂ ਆਉਂਦੀਆਂ, ਗਲ਼ਾ ਥੋੜ੍ਹਾ ਖਰਾਬ ਆ। ਬੁਖਾਰ ਨੀ, ਸਾਹ ਵੀ ਠੀਕ ਆ, ਕੰਮ ਤੇ ਵੀ ਜਾ ਰਹੀ ਆਂ। ਅਦਰਕ ਵਾਲੀ ਚਾਹ ਪੀ ਰਹੀ ਆਂ, ਹੋਰ ਕੋਈ ਦਵਾਈ ਲੈਣ ਦੀ ਲੋੜ ਆ?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of runny nose, sneezing and mild sore throat without fever or breathlessness: a common cold, manage at home.',
  },
];
