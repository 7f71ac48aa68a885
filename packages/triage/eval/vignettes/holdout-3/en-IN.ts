import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Indian English: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_EN_IN: readonly Vignette[] = [
  {
    id: 'en-h3-diabetic-mother-back-jaw-breathless',
    language: 'en-IN',
    turns: [
      'Mummy is 63, sugar patient on insulin. Since morning she is very tired, gets breathless just walking to the bathroom, feels like vomiting and has pain in her upper back between the shoulders going to the jaw. No chest pain. She says it is just gas, took Digene. Sweating a lot.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly', 'negation'],
    note: 'Atypical heart attack in an elderly diabetic woman: breathlessness, nausea, back/jaw pain and sweating.',
  },
  {
    id: 'en-h3-father-vision-loss-word-mixup',
    language: 'en-IN',
    turns: [
      'my father is not ok since afternoon',
      'he is 71. suddenly he cant see things on his left side, keeps bumping into the door frame, and he is mixing up words, calling me by my brothers name. he is BP patient. no headache, he didnt fall',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'vague_opening', 'elderly', 'negation', 'typo'],
    note: 'Sudden one-sided vision loss with confused speech in a hypertensive elderly man is a stroke until proven otherwise.',
  },
  {
    id: 'en-h3-heavy-bleeding-day-nine-after-delivery',
    language: 'en-IN',
    turns: [
      "Had my baby 9 days back, normal delivery. Bleeding had reduced but since last night it is heavy again, changing pad every hour, big clots, and I feel dizzy when I stand up. Mother-in-law says it's normal cleaning out. Is it?",
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Secondary postpartum haemorrhage soaking a pad an hour with dizziness needs emergency care.',
  },
  {
    id: 'en-h3-newborn-grunting-cold',
    language: 'en-IN',
    turns: [
      'baby is 19 days old. from evening she is making a grunting noise with every breath and her tummy is pulling in, feels cold even after wrapping in blanket, and not sucking well. no fever',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'negation'],
    note: 'Grunting, chest indrawing, cold body and poor feeding in a newborn are danger signs of serious illness.',
  },
  {
    id: 'en-h3-face-droop-cannot-close-eye',
    language: 'en-IN',
    turns: [
      "Age 34. Woke up today and the right side of my face feels heavy, I can't close my right eye fully and water dribbles from the corner of my mouth when I rinse. Can't whistle. Arms and legs are fine and I am talking normally.",
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['holdout', 'negation'],
    note: 'Whole one-sided facial weakness with normal limbs and speech suggests Bell’s palsy: same-day doctor for steroids and to exclude stroke.',
  },
  {
    id: 'en-h3-hostel-yellow-eyes-dark-urine',
    language: 'en-IN',
    turns: [
      'm 22 hostel student, had fever n vomitting 5 days, fever gone now but my eyes have turnd yellow, urine dark like tea, cant eat anything, very weak',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout', 'typo'],
    note: 'New jaundice after a febrile illness with poor intake needs a doctor and liver tests within a day.',
  },
  {
    id: 'en-h3-burning-urine-no-fever',
    language: 'en-IN',
    turns: [
      'F 29. Burning while passing urine since 3 days, going to the washroom again and again, mild discomfort in lower tummy. No fever, no back pain, periods are regular and not pregnant.',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Uncomplicated lower urinary infection without fever or flank pain can be seen at a routine visit.',
  },
  {
    id: 'en-h3-daughter-irregular-periods-chin-hair',
    language: 'en-IN',
    turns: [
      'my daughter is 19, periods very irregular since 1 yr, comes every 2-3 months only. weight going up, lots of pimples and hair growing on chin and upper lip. otherwise she is fine',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['pcos', 'hypothyroidism'],
    },
    tags: ['holdout'],
    note: 'Irregular cycles with acne, hirsutism and weight gain suggest PCOS: a routine visit for evaluation.',
  },
  {
    id: 'en-h3-son-sticky-red-eyes',
    language: 'en-IN',
    turns: [
      'Son is 10. Both eyes red and watery with yellow sticky discharge, eyelashes stuck together in the morning. Eye flu going around in his class. Seeing clearly, no pain with light, no fever.',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'Infective conjunctivitis with normal vision and no photophobia can be managed at home with hygiene and warning signs.',
  },
  {
    id: 'en-h3-ring-patch-inner-thigh',
    language: 'en-IN',
    turns: [
      'Have a round itchy patch on my inner thigh for 3 weeks, red border and clear centre, slowly getting bigger. Itches more when I sweat. No pain, no pus. Which cream is good?',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'legs',
      conditions: ['fungal_skin_infection', 'eczema'],
    },
    tags: ['holdout', 'negation'],
    note: 'Classic ringworm: antifungal cream, keep dry, avoid steroid creams; see a doctor if not better.',
  },
];
