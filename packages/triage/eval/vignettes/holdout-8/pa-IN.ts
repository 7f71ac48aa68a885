import type { Vignette } from '../../vignette-schema';

/** Held-out set 8, Punjabi: written blind, see ../holdout-8.ts. */
export const HOLDOUT8_PA_IN: readonly Vignette[] = [
  {
    id: 'pa-h8-dad-chest-weight-left-arm-sweat',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਡੈਡੀ 58 ਸਾਲ ਦੇ ਨੇ। ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਛਾਤੀ ਵਿੱਚ ਬਹੁਤ ਜ਼ੋਰ ਦਾ ਦਬਾਅ ਹੈ, ਕਹਿੰਦੇ ਜਿਵੇਂ ਕਿਸੇ ਨੇ ਉੱਤੇ ਭਾਰ ਰੱਖ ਦਿੱਤਾ ਹੋਵੇ, ਦਰਦ ਖੱਬੀ ਬਾਂਹ ਵੱਲ ਜਾਂਦਾ। ਮੁੜ੍ਹਕੋ ਮੁੜ੍ਹਕੀ ਹੋਏ ਪਏ ਨੇ, ਜੀ ਕੱਚਾ ਹੋ ਰਿਹਾ।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout'],
    note: 'Crushing central chest pressure radiating to the left arm with sweating and nausea for half an hour is a likely heart attack.',
  },
  {
    id: 'pa-h8-bebe-dizzy-vomit-then-words-numb-side',
    language: 'pa-IN',
    turns: [
      'bebe ji nu achanak chakkar aaye te ulti ho gayi, keh rahe sir ch bahut zor di peedh aa, 70 saal de ne',
      'hun bolde hoye gallan samajh nahi aa rahiyan, sajja paasa sunn ho gaya keh rahe, muh vi ikk paase tedha jeha lagda. aadhe ghante di gall aa',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'romanized', 'elderly'],
    note: 'Sudden vertigo and severe headache followed by confused speech, one-sided numbness and facial droop is a stroke needing immediate hospital care.',
  },
  {
    id: 'pa-h8-kotha-toori-black-snake-hand-breathing',
    language: 'pa-IN',
    turns: [
      'ਪਸ਼ੂਆਂ ਵਾਲੇ ਕੋਠੇ ਵਿੱਚ ਤੂੜੀ ਚੁੱਕਦਿਆਂ ਮੇਰੇ ਭਰਾ ਦੇ ਹੱਥ ਤੇ ਸੱਪ ਨੇ ਡੰਗ ਮਾਰਿਆ, ਅਸੀਂ ਆਪ ਦੇਖਿਆ ਕਾਲਾ ਸੱਪ ਸੀ। ਹੱਥ ਸੁੱਜਦਾ ਜਾ ਰਿਹਾ, ਹੁਣ ਕਹਿੰਦਾ ਸਾਹ ਲੈਣ ਚ ਔਖ ਲੱਗਦੀ ਤੇ ਅੱਖਾਂ ਭਾਰੀਆਂ ਨੇ।',
    ],
    expected: { level: 'emergency', area: 'arms', conditions: ['snake_bite'] },
    tags: ['holdout'],
    note: 'A witnessed snake bite with swelling, heavy eyelids and breathing difficulty is neurotoxic envenomation needing anti-venom and airway support.',
  },
  {
    id: 'pa-h8-wife-six-weeks-clots-pale-mother-says-rest',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ ਘਰਵਾਲੀ ਦਾ ਟੈਸਟ ਦੋ ਹਫ਼ਤੇ ਪਹਿਲਾਂ ਪੌਜ਼ਿਟਿਵ ਆਇਆ ਸੀ, ਡੇਢ ਮਹੀਨਾ ਹੋਇਆ। ਅੱਜ ਦੁਪਹਿਰ ਤੋਂ ਬਹੁਤ ਖੂਨ ਪੈ ਰਿਹਾ, ਲੋਥੜੇ ਆ ਰਹੇ, ਤਿੰਨ ਕੱਪੜੇ ਭਿੱਜ ਗਏ। ਹੁਣ ਉੱਠਦੀ ਤਾਂ ਚੱਕਰ ਆਉਂਦੇ ਤੇ ਰੰਗ ਪੀਲਾ ਪੈ ਗਿਆ। ਮਾਤਾ ਜੀ ਕਹਿੰਦੇ ਆਰਾਮ ਕਰ ਲੈ, ਕੱਲ੍ਹ ਨੂੰ ਦਾਈ ਨੂੰ ਦਿਖਾ ਦਿਆਂਗੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Heavy early-pregnancy bleeding with clots, dizziness and pallor signals miscarriage or ectopic with blood loss needing emergency care today.',
  },
  {
    id: 'pa-h8-bhatija-three-fever-stiff-jerks-ten-min',
    language: 'pa-IN',
    turns: [
      'mera bhatija 3 saal da, raat ton bukhar 104 si. hune achanak akad gaya te hath pair jhatke maar rahe ne, akhan upar chadh gayian, bulaun te koi jawab nahi. 10 minute ho gaye ruk nahi rahe',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'romanized', 'child'],
    note: 'A febrile convulsion lasting over ten minutes in a toddler is prolonged and needs emergency treatment and evaluation for meningitis.',
  },
  {
    id: 'pa-h8-daughter-asthma-crackers-ribs-sucking-in',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੀ 8 ਸਾਲ ਦੀ ਧੀ ਨੂੰ ਦਮਾ ਹੈ। ਅੱਜ ਗਲੀ ਵਿੱਚ ਪਟਾਕਿਆਂ ਦੇ ਧੂੰਏਂ ਤੋਂ ਬਾਅਦ ਸਾਹ ਬਹੁਤ ਚੜ੍ਹ ਗਿਆ, ਪਸਲੀਆਂ ਅੰਦਰ ਧਸ ਰਹੀਆਂ, ਬੋਲਿਆ ਨਹੀਂ ਜਾਂਦਾ। ਪੰਪ ਦੇ ਚਾਰ ਪਫ਼ ਦਿੱਤੇ ਕੋਈ ਫ਼ਰਕ ਨਹੀਂ ਪਿਆ।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'] },
    tags: ['holdout', 'child'],
    note: 'A child with chest recession and inability to speak despite reliever puffs has a severe asthma attack needing emergency care.',
  },
  {
    id: 'pa-h8-nasha-canal-bridge-end-it-here',
    language: 'pa-IN',
    turns: [
      'ਨਸ਼ਾ ਛੱਡਣ ਦੀ ਬਹੁਤ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ, ਹੁਣ ਹਿੰਮਤ ਨਹੀਂ ਰਹੀ। ਘਰਦਿਆਂ ਨੂੰ ਬਥੇਰਾ ਦੁੱਖ ਦੇ ਲਿਆ, ਬੇਬੇ ਦਾ ਗਹਿਣਾ ਵੀ ਵੇਚ ਦਿੱਤਾ। ਹੁਣ ਨਹਿਰ ਵਾਲੇ ਪੁਲ ਤੇ ਬੈਠਾ ਹਾਂ, ਸੋਚਦਾ ਹਾਂ ਸਾਰਾ ਕਿੱਸਾ ਇੱਥੇ ਹੀ ਮੁਕਾ ਦੇਵਾਂ, ਮੇਰੇ ਬਿਨਾਂ ਸਾਰੇ ਸੌਖੇ ਰਹਿਣਗੇ।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression', 'alcohol_use_disorder'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'A man with addiction, guilt and a belief his family is better off, sitting at a canal bridge thinking of ending it, is at imminent risk of suicide.',
  },
  {
    id: 'pa-h8-nine-month-loose-motions-no-urine-shikanjvi',
    language: 'pa-IN',
    turns: [
      'ਮੇਰਾ 9 ਮਹੀਨੇ ਦਾ ਮੁੰਡਾ, ਕੱਲ੍ਹ ਤੋਂ ਬਹੁਤ ਪਤਲੇ ਦਸਤ ਤੇ ਉਲਟੀਆਂ। ਅੱਜ ਸਵੇਰ ਤੋਂ ਪਿਸ਼ਾਬ ਨਹੀਂ ਕੀਤਾ, ਅੱਖਾਂ ਅੰਦਰ ਧਸ ਗਈਆਂ, ਰੋਂਦਾ ਤਾਂ ਅੱਥਰੂ ਨਹੀਂ ਆਉਂਦੇ, ਢਿੱਲਾ ਜਿਹਾ ਪਿਆ ਰਹਿੰਦਾ। ਘਰਦੇ ਕਹਿੰਦੇ ਗਰਮੀ ਲੱਗ ਗਈ, ਸ਼ਿਕੰਜਵੀ ਪਿਲਾ ਦਿਓ ਠੀਕ ਹੋ ਜਾਊ।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['very_sick_infant', 'dehydration', 'gastroenteritis'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'No urine for hours, sunken eyes, no tears and lethargy in an infant with diarrhoea and vomiting is severe dehydration needing IV fluids now.',
  },
  {
    id: 'pa-h8-son-ear-pain-fever-yellow-discharge',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ 4 ਸਾਲ ਦੇ ਮੁੰਡੇ ਦੇ ਕੰਨ ਵਿੱਚ ਰਾਤ ਤੋਂ ਬਹੁਤ ਦਰਦ ਹੈ, ਸਾਰੀ ਰਾਤ ਰੋਂਦਾ ਰਿਹਾ, ਬੁਖ਼ਾਰ 102। ਸਵੇਰੇ ਦੇਖਿਆ ਤਾਂ ਕੰਨ ਵਿੱਚੋਂ ਪੀਲਾ ਜਿਹਾ ਪਾਣੀ ਨਿਕਲ ਰਿਹਾ। ਦਾਦੀ ਕਹਿੰਦੀ ਸਰ੍ਹੋਂ ਦਾ ਤੇਲ ਗਰਮ ਕਰਕੇ ਪਾ ਦਿਓ।',
    ],
    expected: {
      level: 'urgent',
      area: 'head',
      conditions: ['otitis_media', 'otitis_externa'],
    },
    tags: ['holdout', 'child'],
    note: 'Ear pain with fever and a discharging ear in a young child is acute otitis media with perforation needing a doctor within a day, and no oil in the ear.',
  },
  {
    id: 'pa-h8-diabetic-foot-pimple-redness-spreading',
    language: 'pa-IN',
    turns: [
      'ਮੇਰੇ ਪਤੀ ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼ ਨੇ, 55 ਸਾਲ। ਪੈਰ ਦੇ ਉੱਤੇ ਛੋਟੀ ਜਿਹੀ ਫਿਨਸੀ ਸੀ, ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਲਾਲੀ ਗਿੱਟੇ ਤੱਕ ਫੈਲ ਗਈ, ਗਰਮ ਤੇ ਸੁੱਜਿਆ ਹੋਇਆ, ਦਬਾਉਣ ਤੇ ਦਰਦ। ਰਾਤ ਨੂੰ ਹਲਕਾ ਬੁਖ਼ਾਰ ਵੀ ਸੀ।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['cellulitis', 'boils_abscess'],
    },
    tags: ['holdout'],
    note: 'Spreading warm redness from a foot lesion with fever in a diabetic is cellulitis needing antibiotics the same day.',
  },
  {
    id: 'pa-h8-old-man-night-urine-thin-stream',
    language: 'pa-IN',
    turns: [
      'mainu 6 mahine ton raat nu 3-4 vaari peshab layi uthna painda, dhaar patli ho gayi te ruk ruk ke aunda, lagda poora khali nahi hoya. umar 66 saal. dard ya jalan koi nahi, khoon vi nahi aaya',
    ],
    expected: { level: 'routine', area: 'abdomen', conditions: ['enlarged_prostate'] },
    tags: ['holdout', 'romanized', 'elderly', 'negation'],
    note: 'Months of nocturia, weak interrupted stream and incomplete emptying without pain or blood in an older man fit benign prostate enlargement for a clinic visit.',
  },
  {
    id: 'pa-h8-wedding-fried-food-constipation',
    language: 'pa-IN',
    turns: [
      'ਦੋ ਦਿਨਾਂ ਤੋਂ ਕਬਜ਼ ਹੈ, ਵਿਆਹ ਵਿੱਚ ਤਲਿਆ ਹੋਇਆ ਤੇ ਮਿੱਠਾ ਬਹੁਤ ਖਾ ਲਿਆ ਸੀ, ਪਾਣੀ ਵੀ ਘੱਟ ਪੀਤਾ। ਪੇਟ ਥੋੜ੍ਹਾ ਭਾਰੀ ਲੱਗਦਾ, ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ, ਉਲਟੀ ਨਹੀਂ, ਖੂਨ ਨਹੀਂ ਆਇਆ।',
    ],
    expected: { level: 'self_care', area: 'abdomen', conditions: ['constipation'] },
    tags: ['holdout', 'negation'],
    note: 'Two days of constipation after rich food and low fluids without vomiting or bleeding settles with water, fibre and activity at home.',
  },
];
