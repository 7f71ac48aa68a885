import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Bengali: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_BN_IN: readonly Vignette[] = [
  {
    id: 'bn-h3-mother-jaw-back-pain-sweating',
    language: 'bn-IN',
    turns: [
      'মায়ের শরীরটা সকাল থেকে ভালো নেই',
      'বয়স ৬৩, সুগার আর প্রেশারের রোগী। বলছে গা গোলাচ্ছে, হাঁপ ধরছে, ঘামে ভিজে যাচ্ছে আর চোয়াল থেকে পিঠের উপর দিকে একটা চাপ ধরা ব্যথা। বুকে ব্যথা নেই বলছে, গ্যাসের ওষুধ খাইয়েছি কমেনি',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation', 'elderly'],
    note: 'Diabetic older woman with nausea, breathlessness, sweating and jaw/upper-back pain: atypical heart attack until proven otherwise.',
  },
  {
    id: 'bn-h3-boy-floor-sleep-droopy-eyes',
    language: 'bn-IN',
    turns: [
      'ভাইপো ১১ বছরের, কাল রাতে মাটিতে মাদুর পেতে ঘুমিয়েছিল। সকাল থেকে পেটে ব্যথা আর বলছে চোখ খুলে রাখতে পারছে না, পাতা ঝুলে আসছে। কথাও কেমন জড়ানো। গায়ে কোন কামড়ের দাগ খুঁজে পাইনি। পেটের গন্ডগোল নাকি?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'casual_emergency', 'child'],
    note: 'Slept on the floor, then belly pain, drooping eyelids and slurred speech: krait bite with neurotoxicity even without visible marks.',
  },
  {
    id: 'bn-h3-bleeding-nine-days-after-delivery',
    language: 'bn-IN',
    turns: [
      'বউমার ৯ দিন হল নরমাল ডেলিভারি হয়েছে। আজ দুপুর থেকে হঠাৎ খুব রক্ত যাচ্ছে, বড় বড় চাকা, এক ঘন্টায় দুটো প্যাড ভিজে গেছে। মুখ ফ্যাকাশে, উঠলেই মাথা ঘোরাচ্ছে',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with clots soaking pads days after delivery, with pallor and dizziness: secondary postpartum haemorrhage.',
  },
  {
    id: 'bn-h3-parent-finds-goodbye-note',
    language: 'bn-IN',
    turns: [
      'ছেলেটা ক্লাস ইলেভেনে পড়ে। রেজাল্ট খারাপ হওয়ার পর থেকে চুপচাপ, সারাদিন ঘর বন্ধ করে থাকে। আজ ওর খাতায় লেখা দেখলাম "আর পারছি না, সবাইকে বিদায়"। হাতে কাটার দাগও দেখেছি। কি করবো বুঝতে পারছি না',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'child'],
    note: 'Teenager with a farewell note and cutting marks: active suicide risk needing immediate help and the Tele-MANAS line.',
  },
  {
    id: 'bn-h3-face-drooping-one-side-morning',
    language: 'bn-IN',
    turns: [
      'আজ সকালে দাঁত মাজতে গিয়ে দেখি মুখের বাঁ দিকটা বেঁকে গেছে, কুলকুচি করলে জল বেরিয়ে যাচ্ছে, বাঁ চোখটা পুরো বন্ধ হচ্ছে না। হাত পা ঠিক আছে, কথাও পরিষ্কার। বয়স ৩৮।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['holdout', 'negation'],
    note: 'Whole one-sided facial weakness including the eye with normal limbs and speech: Bell’s palsy, same-day review for steroids and to exclude stroke.',
  },
  {
    id: 'bn-h3-diabetic-father-red-hot-foot',
    language: 'bn-IN',
    turns: [
      'বাবার বয়স সত্তরের উপর, সুগার আছে। ডান পায়ে জুতোর ঘষায় একটা ফোস্কা হয়েছিল, এখন গোটা পায়ের পাতা আর গোড়ালি লাল হয়ে ফুলে গরম, টিপলে খুব লাগে, লাল ভাবটা উপরে উঠছে। কাল রাত থেকে জ্বর জ্বর',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['cellulitis'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Spreading red, hot, swollen foot with fever in an elderly diabetic: cellulitis needing antibiotics today.',
  },
  {
    id: 'bn-h3-burning-urine-young-woman',
    language: 'bn-IN',
    turns: [
      'প্রসাব করার সময় জ্বালা করছে ৩ দিন, বারবার যেতে হচ্ছে কিন্তু অল্প অল্প হচ্ছে। জ্বর নেই কোমরে ব্যথাও নেই। বয়স ২৭ বিবাহিত, পিরিয়ড ঠিক সময়ে হয়েছে',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Burning and frequency without fever or flank pain in a non-pregnant woman: simple cystitis, see a doctor in the coming days.',
  },
  {
    id: 'bn-h3-family-itch-between-fingers',
    language: 'bn-IN',
    turns: [
      'বাড়ির সবার গা চুলকাচ্ছে, রাতে বেশি। ছোট মেয়ের হাতের আঙুলের ফাঁকে আর কবজিতে ছোট ছোট দানা দানা, চুলকে ঘা করে ফেলেছে। দুসপ্তাহ হল',
    ],
    expected: {
      level: 'routine',
      area: 'arms',
      conditions: ['scabies', 'impetigo'],
    },
    tags: ['holdout', 'child'],
    note: 'Night itch in the whole household with papules in finger webs: scabies, needs treatment of all contacts at a routine visit.',
  },
  {
    id: 'bn-h3-red-sticky-eyes-office',
    language: 'bn-IN',
    turns: [
      'দুদিন ধরে চোখ লাল, জল পড়ছে, সকালে উঠলে পিচুটিতে চোখ আটকে যায়। অফিসে আরো দুজনের হয়েছে। দেখতে কোন অসুবিধা নেই, ব্যথাও তেমন নেই। কোনো ড্রপ দেবো?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Red sticky eyes with normal vision and little pain, others affected: infective conjunctivitis, home care with warning signs.',
  },
  {
    id: 'bn-h3-mouth-sores-exam-stress',
    language: 'bn-IN',
    turns: [
      'মুখের ভিতর গালে আর জিভের পাশে ৩টে সাদা ঘা, ঝাল খেলেই জ্বলে যায়। পরীক্ষার টেনশন চলছে ঘুম কম। ৪-৫ দিন হলো',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['mouth_ulcers'],
    },
    tags: ['holdout'],
    note: 'A few small aphthous ulcers for under a week with stress: self-care, see a doctor if not healed in two to three weeks.',
  },
];
