import type { Vignette } from '../../vignette-schema';

/** Held-out set 14, Punjabi: written blind, see ../holdout-14.ts. */
export const HOLDOUT14_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h14-son-diabetic-father-tired-sweating-jaw',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਪਿਤਾ ਜੀ 62 ਸਾਲ ਦੇ ਨੇ, ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼। ਅੱਜ ਸ਼ਾਮ ਤੋਂ ਕਹਿੰਦੇ ਬਹੁਤ ਥਕਾਵਟ ਹੈ ਤੇ ਜੀ ਘਬਰਾਉਂਦਾ ਹੈ। ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਤਾਂ ਨਹੀਂ ਦੱਸਦੇ। ਕਹਿੰਦੇ ਬੱਸ ਗਰਮੀ ਲੱਗ ਗਈ ਹੋਣੀ।',
      'ਹੁਣ ਉਹਨਾਂ ਨੂੰ ਠੰਡਾ ਪਸੀਨਾ ਆ ਰਿਹਾ, ਸਾਹ ਚੜ੍ਹਿਆ ਹੋਇਆ ਤੇ ਖੱਬੇ ਮੋਢੇ ਤੇ ਜਬਾੜੇ ਵਿੱਚ ਅਜੀਬ ਜਿਹਾ ਦਰਦ ਦੱਸਦੇ ਨੇ। ਘਰ ਵਾਲੀ ਮਸ਼ੀਨ ਨਾਲ ਬੀ.ਪੀ. 90/60 ਆਇਆ ਤੇ ਨਬਜ਼ 110।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina', 'heart_failure'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'In a diabetic man, cold sweat, breathlessness, jaw and shoulder pain with low BP is a heart attack even without typical chest pain.',
  },
  {
    id: 'pa-h14-neighbour-bebe-right-side-weak-speech',
    language: 'pa-IN',
    turns: [
      'Sade gwandh wali bebe, 68 saal di, hune hune ohna da sajja hath te latt bilkul kam nahi kar rahe. Muh vi ikk paase tedha ho gaya te gall kardi hai taan samajh nahi aundi. Ohna de munde bahar gaye ne, main kol haan. Kareeb 40 minute ho gaye. Ki main ohna nu BP di goli de diyan?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Sudden one-sided paralysis, facial droop and unclear speech 40 minutes ago is a stroke needing hospital treatment immediately.',
  },
  {
    id: 'pa-h14-farm-owner-labourer-snake-gums-bleeding',
    language: 'pa-IN',
    turns: [
      'ਸਾਡੇ ਖੇਤ ਵਿੱਚ ਕੰਮ ਕਰਨ ਵਾਲਾ ਇੱਕ ਮੁੰਡਾ, 25 ਸਾਲ ਦਾ, ਝੋਨਾ ਲਾਉਂਦਿਆਂ ਉਹਦੇ ਪੈਰ ਤੇ ਸੱਪ ਲੜ ਗਿਆ। ਉਹ ਕਹਿੰਦਾ ਕੁਝ ਨਹੀਂ ਹੋਇਆ, ਛੋਟਾ ਜਿਹਾ ਸੱਪ ਸੀ। ਪਰ ਤਿੰਨ ਘੰਟਿਆਂ ਵਿੱਚ ਪੈਰ ਕਾਫ਼ੀ ਸੁੱਜ ਗਿਆ ਤੇ ਹੁਣ ਮਸੂੜਿਆਂ ਵਿੱਚੋਂ ਥੋੜ੍ਹਾ ਖੂਨ ਆ ਰਿਹਾ। ਪਿੰਡ ਵਾਲੇ ਕਹਿੰਦੇ ਕੱਟ ਲਾ ਕੇ ਜ਼ਹਿਰ ਚੂਸ ਲਓ।',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Spreading swelling and bleeding gums after a snake bite means venom is affecting clotting and anti-venom is needed now.',
  },
  {
    id: 'pa-h14-asha-six-months-bleeding-clots-cold-hands',
    language: 'pa-IN',
    turns: [
      'ਮੈਂ ਆਸ਼ਾ ਵਰਕਰ ਹਾਂ। ਸਾਡੇ ਪਿੰਡ ਦੀ ਇੱਕ ਕੁੜੀ 6 ਮਹੀਨੇ ਦੀ ਗਰਭਵਤੀ ਹੈ। ਅੱਜ ਦੁਪਹਿਰ ਤੋਂ ਉਹਨੂੰ ਬਹੁਤ ਖੂਨ ਪੈ ਰਿਹਾ, ਵੱਡੇ ਵੱਡੇ ਥੱਕੇ ਆ ਰਹੇ ਨੇ ਤੇ ਢਿੱਡ ਵਿੱਚ ਦਰਦ ਹੈ। ਉਹਨੂੰ ਚੱਕਰ ਆ ਰਹੇ ਨੇ ਤੇ ਹੱਥ ਠੰਡੇ ਨੇ। ਸੱਸ ਕਹਿੰਦੀ ਦੇਸੀ ਘਿਓ ਦੇ ਕੇ ਲਿਟਾ ਦਿਓ।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with clots, dizziness and cold hands in pregnancy signals shock and needs an ambulance immediately.',
  },
  {
    id: 'pa-h14-supervisor-worker-repeated-fits',
    language: 'pa-IN',
    turns: [
      'ਮੈਂ ਇੱਕ ਫੈਕਟਰੀ ਵਿੱਚ ਸੁਪਰਵਾਈਜ਼ਰ ਹਾਂ। ਸਾਡਾ ਇੱਕ ਮਜ਼ਦੂਰ ਕੰਮ ਕਰਦਾ ਕਰਦਾ ਅਚਾਨਕ ਡਿੱਗ ਪਿਆ ਤੇ ਉਹਦਾ ਸਾਰਾ ਸਰੀਰ ਝਟਕੇ ਮਾਰਨ ਲੱਗ ਪਿਆ, ਮੂੰਹ ਵਿੱਚੋਂ ਝੱਗ ਆਈ ਤੇ ਜੀਭ ਵੀ ਕੱਟੀ ਗਈ। ਦੋ ਮਿੰਟ ਬਾਅਦ ਰੁਕਿਆ ਪਰ ਹੋਸ਼ ਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਫਿਰ ਦੁਬਾਰਾ ਦੌਰਾ ਪੈ ਗਿਆ। ਕਿਸੇ ਨੇ ਉਹਨੂੰ ਜੁੱਤੀ ਸੁੰਘਾਈ ਹੈ। ਸਾਨੂੰ ਨਹੀਂ ਪਤਾ ਉਹਨੂੰ ਪਹਿਲਾਂ ਮਿਰਗੀ ਸੀ ਜਾਂ ਨਹੀਂ।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy', 'head_injury', 'hypoglycaemia'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'A second seizure before regaining consciousness is status epilepticus and needs emergency care.',
  },
  {
    id: 'pa-h14-daughter-smoker-father-oxygen-85-blue-lips',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਬਾਪੂ ਜੀ 72 ਸਾਲ ਦੇ ਨੇ, ਸਾਰੀ ਉਮਰ ਬੀੜੀ ਪੀਤੀ। ਚਾਰ ਦਿਨਾਂ ਤੋਂ ਖੰਘ ਤੇ ਬਲਗਮ ਸੀ, ਅੱਜ ਸਾਹ ਬਹੁਤ ਚੜ੍ਹਿਆ ਹੋਇਆ, ਪੂਰੀ ਗੱਲ ਵੀ ਨਹੀਂ ਬੋਲ ਹੁੰਦੀ, ਬੁੱਲ੍ਹ ਨੀਲੇ ਜਿਹੇ ਲੱਗਦੇ ਨੇ। ਉਂਗਲ ਵਾਲੀ ਮਸ਼ੀਨ ਤੇ ਆਕਸੀਜਨ 85 ਆ ਰਹੀ। ਥੋੜ੍ਹੇ ਉਲਝੇ ਜਿਹੇ ਵੀ ਲੱਗਦੇ ਨੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'heart_failure'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Severe breathlessness, blue lips, oxygen at 85 and confusion in an elderly smoker means respiratory failure.',
  },
  {
    id: 'pa-h14-friend-farmer-debt-spray-bottle',
    language: 'pa-IN',
    turns: [
      'Mera yaar hai, 30 saal da, kheti karda. Karza bahut chadh gaya te fasal vi kharab ho gayi. Aj sham nu keh reha si ki hun jeen da koi faida nahi, te spray wali bottle vi motor te rakh ke aaya. Fer hass ke kehnda mazaak kar reha si. Par mainu dar lagda. Oh hune kalla khet vich hai.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Talk of life being pointless plus pesticide kept ready while alone in the field is a real suicide risk even if he laughed it off.',
  },
  {
    id: 'pa-h14-neighbour-six-week-baby-floppy-bulging-soft-spot',
    language: 'pa-IN',
    turns: [
      'ਗੁਆਂਢੀਆਂ ਦਾ ਬੱਚਾ 6 ਹਫ਼ਤਿਆਂ ਦਾ ਹੈ। ਉਹਦੀ ਮਾਂ ਕਹਿੰਦੀ ਨਜ਼ਰ ਲੱਗ ਗਈ, ਸਾਰਾ ਦਿਨ ਸੁੱਤਾ ਰਹਿੰਦਾ। ਮੈਂ ਦੇਖਿਆ ਤਾਂ ਬੱਚਾ ਬਿਲਕੁਲ ਢਿੱਲਾ ਹੈ, ਦੁੱਧ ਨਹੀਂ ਚੁੰਘਦਾ, ਸਰੀਰ ਤਪ ਰਿਹਾ ਤੇ ਸਿਰ ਦੀ ਨਰਮ ਥਾਂ ਉੱਭਰੀ ਹੋਈ ਲੱਗਦੀ। ਉਹਨਾਂ ਨੇ ਮਿਰਚਾਂ ਵਾਰ ਕੇ ਸੁੱਟੀਆਂ ਨੇ। ਕੀ ਇਹ ਆਪੇ ਠੀਕ ਹੋ ਜਾਊ?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'meningitis', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A floppy, feverish 6-week-old who will not feed and has a bulging soft spot may have meningitis and needs hospital now.',
  },
  {
    id: 'pa-h14-neighbour-boy-street-dog-bite-haldi',
    language: 'pa-IN',
    turns: [
      'ਸਾਡੇ ਗੁਆਂਢੀਆਂ ਦੇ 8 ਸਾਲ ਦੇ ਮੁੰਡੇ ਨੂੰ ਕੱਲ੍ਹ ਸ਼ਾਮ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਲੱਤ ਤੇ ਵੱਢ ਲਿਆ। ਦੰਦਾਂ ਦੇ ਨਿਸ਼ਾਨ ਨੇ ਤੇ ਥੋੜ੍ਹਾ ਖੂਨ ਵੀ ਨਿਕਲਿਆ ਸੀ। ਉਹਦੀ ਮਾਂ ਨੇ ਹਲਦੀ ਤੇ ਮਿਰਚ ਲਾ ਦਿੱਤੀ, ਟੀਕਾ ਨਹੀਂ ਲਵਾਇਆ। ਮੁੰਡਾ ਠੀਕ ਖੇਡ ਰਿਹਾ। ਕੀ ਹੁਣ ਵੀ ਟੀਕਾ ਜ਼ਰੂਰੀ ਹੈ?',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['dog_bite_rabies', 'cuts_wounds'],
    },
    tags: ['holdout', 'child'],
    note: 'A bleeding stray-dog bite needs wound washing and rabies vaccine with immunoglobulin today, even though the child is well.',
  },
  {
    id: 'pa-h14-son-diabetic-mother-red-swollen-foot-sugar-310',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਮਾਤਾ ਜੀ ਨੂੰ ਸ਼ੂਗਰ ਹੈ। ਹਫ਼ਤਾ ਪਹਿਲਾਂ ਪੈਰ ਦੀ ਉਂਗਲ ਕੋਲ ਛੋਟਾ ਜਿਹਾ ਜ਼ਖ਼ਮ ਹੋਇਆ ਸੀ। ਹੁਣ ਪੂਰਾ ਪੈਰ ਲਾਲ ਤੇ ਸੁੱਜਿਆ ਹੋਇਆ, ਹੱਥ ਲਾਈਏ ਤਾਂ ਗਰਮ ਲੱਗਦਾ, ਤੇ ਕੱਲ੍ਹ ਤੋਂ ਹਲਕਾ ਬੁਖਾਰ ਹੈ। ਸਵੇਰੇ ਸ਼ੂਗਰ 310 ਆਈ। ਅਸੀਂ ਨਿੰਮ ਦੇ ਪੱਤਿਆਂ ਵਾਲੇ ਪਾਣੀ ਨਾਲ ਧੋ ਰਹੇ ਹਾਂ।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['cellulitis', 'boils_abscess'],
    },
    tags: ['holdout'],
    note: 'Spreading redness, warmth and fever around a foot wound in a diabetic is cellulitis that needs antibiotics from a doctor today.',
  },
  {
    id: 'pa-h14-bahu-sasur-night-urination-weak-stream',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਸਹੁਰਾ ਸਾਹਿਬ 68 ਸਾਲ ਦੇ ਨੇ। ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ ਰਾਤ ਨੂੰ 4-5 ਵਾਰ ਪਿਸ਼ਾਬ ਲਈ ਉੱਠਦੇ ਨੇ, ਧਾਰ ਪਤਲੀ ਹੈ ਤੇ ਪਿਸ਼ਾਬ ਰੁਕ ਰੁਕ ਕੇ ਆਉਂਦਾ। ਜਲਣ ਜਾਂ ਬੁਖਾਰ ਨਹੀਂ, ਪਿਸ਼ਾਬ ਕਦੇ ਪੂਰਾ ਬੰਦ ਨਹੀਂ ਹੋਇਆ। ਸ਼ਰਮ ਕਰਕੇ ਕਿਸੇ ਨੂੰ ਦੱਸਦੇ ਨਹੀਂ ਸੀ।',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['enlarged_prostate', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of night-time urination and a weak stream without retention or fever fits an enlarged prostate for a routine visit.',
  },
  {
    id: 'pa-h14-uncle-nephew-cold-sneezing-no-fever',
    language: 'pa-IN',
    turns: [
      'Mere bhatije nu, 6 saal da, do din ton zukaam te chhikkan aa rahiyan ne, nakk vagda te halki khansi. Bukhar nahi, roti kha reha te khed reha. Meri bhabhi ne garam paani te shahad adrak ditta. Doctor kol lai ke jaana chahida ke ghar hi theek ho jau?',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'Two days of runny nose and sneezing without fever in a child who is eating and playing is a common cold for home care.',
  },
];
