import type { Vignette } from '../../vignette-schema';

/** Held-out set 5, Bengali: written blind, see ../holdout-5.ts. */
export const HOLDOUT5_BN_IN: readonly Vignette[] = [
  {
    id: 'bn-h5-father-jaw-arm-sweating-thinks-gas',
    language: 'bn-IN',
    turns: [
      'বাবার বয়স ৫৮, সুগার আছে। ভোর থেকে বাঁ হাতটা ভারী ভারী লাগছে আর চোয়ালে একটা চাপা ব্যথা, সঙ্গে দরদর করে ঘামছে। বুকে কিন্তু কোনো ব্যথা নেই, বাবা বলছে গ্যাস হয়েছে, দুটো গ্যাসের বড়ি খেয়েছে তাও কমেনি। একটু শুয়ে থাকলে ঠিক হয়ে যাবে তো?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'Left arm heaviness, jaw pain and profuse sweating in a diabetic man of 58 is a heart attack until proven otherwise, even without chest pain.',
  },
  {
    id: 'bn-h5-grandpa-drowsy-then-spoon-drops',
    language: 'bn-IN',
    turns: [
      'দাদুর শরীরটা আজ ভালো নেই, সকাল থেকে কেমন ঝিমিয়ে আছে, বেশি কথা বলছে না।',
      'এইমাত্র দেখলাম ভাত খেতে গিয়ে ডান হাত থেকে চামচ বারবার পড়ে যাচ্ছে, মুখটা এক দিকে একটু বেঁকে গেছে আর কথা জড়িয়ে যাচ্ছে। প্রেশারের ওষুধ কদিন ধরে খাচ্ছিল না। আধ ঘণ্টা মতো হবে।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden one-sided hand weakness, facial droop and slurred speech within the last half hour is an acute stroke needing immediate hospital care.',
  },
  {
    id: 'bn-h5-night-bite-on-floor-droopy-eyes',
    language: 'bn-IN',
    turns: [
      'আমার ছোট বোন মাটিতে মাদুর পেতে শুয়েছিল, রাত তিনটে নাগাদ হাতে কিছু একটা কামড়েছে বলে চেঁচিয়ে উঠল। আলো জ্বেলে কিছুই দেখতে পাইনি, ভেবেছিলাম ইঁদুর বা পিঁপড়ে। এখন সকালে বলছে চোখের পাতা খুলে রাখতে পারছে না, গিলতে কষ্ট হচ্ছে আর পেটে ব্যথা। গ্রামের গুনিন এসে ঝাড়ফুঁক করছে, হাসপাতালে নিয়ে যাওয়া কি দরকার?',
    ],
    expected: { level: 'emergency', area: 'arms', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'A painless night bite while sleeping on the floor followed by drooping eyelids, difficulty swallowing and abdominal pain is typical krait envenomation needing antivenom now.',
  },
  {
    id: 'bn-h5-daughter-in-law-bleeding-after-discharge',
    language: 'bn-IN',
    turns: [
      'বৌমার পরশু হাসপাতালে নর্মাল ডেলিভারি হয়েছে, কাল বাড়ি এনেছি। আজ দুপুর থেকে এত রক্ত যাচ্ছে যে এক ঘণ্টায় দুটো প্যাড পুরো ভিজে যাচ্ছে, বড় বড় রক্তের চাকাও পড়ছে। মুখটা ফ্যাকাশে হয়ে গেছে, বলছে মাথা ঘুরছে। শাশুড়ি মা বলছেন প্রথম কদিন এরকম হয়েই থাকে।',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Soaking two pads an hour with large clots, pallor and dizziness days after delivery is postpartum haemorrhage with signs of shock.',
  },
  {
    id: 'bn-h5-husband-fell-jerking-again',
    language: 'bn-IN',
    turns: [
      'আমার বর হঠাৎ বাথরুমের সামনে পড়ে গেল, চোখ উল্টে গেল, সারা শরীর শক্ত হয়ে হাত-পা ঝাঁকাতে লাগল, মুখ দিয়ে ফেনা বেরোচ্ছিল। পাশের বাড়ির লোকেরা জুতো শোঁকাল। পাঁচ মিনিট পরে থামল, কিন্তু জ্ঞান পুরো ফেরার আগেই আবার কাঁপুনি শুরু হয়েছে। আগে কখনো এমন হয়নি।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy', 'hypoglycaemia'] },
    tags: ['holdout'],
    note: 'A first generalised seizure followed by a second one before regaining consciousness is status epilepticus and needs emergency care.',
  },
  {
    id: 'bn-h5-son-asthma-pump-not-working',
    language: 'bn-IN',
    turns: [
      'ছেলের (১০ বছর) হাঁপানির টান উঠেছে সন্ধে থেকে, পাম্প তিনবার নিয়েছে কিছুই কমছে না। পুরো কথা বলতে পারছে না, দম নিতে গেলে বুকের নিচটা ঢুকে যাচ্ছে আর ঠোঁটটা কেমন নীলচে লাগছে।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'pneumonia'] },
    tags: ['holdout', 'child'],
    note: 'A child with asthma not responding to repeated inhaler doses, unable to speak in sentences, with chest indrawing and bluish lips has a life-threatening attack.',
  },
  {
    id: 'bn-h5-debt-letter-rat-poison',
    language: 'bn-IN',
    turns: [
      'দেনার দায়ে আর পারছি না। বউ আর মেয়ের জন্য একটা চিঠি লিখে রেখেছি, বাইকটা ভাইয়ের নামে করে দিয়েছি। ইঁদুর মারার বিষের প্যাকেটটা আমার কাছেই আছে। আমি না থাকলে ওরা অন্তত শান্তিতে থাকবে।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'A farewell letter, giving away possessions, poison at hand and the belief the family is better off without him signal an imminent suicide plan.',
  },
  {
    id: 'bn-h5-newborn-floppy-cold-not-sucking',
    language: 'bn-IN',
    turns: [
      'আমার মেয়ের বয়স ২০ দিন। কাল থেকে বুকের দুধ টানছে না, সারাক্ষণ ঘুমোচ্ছে, কোলে তুললে শরীরটা নেতিয়ে পড়ছে। হাত-পা বরফের মতো ঠান্ডা, গায়ে সরষের তেল মাখিয়ে রোদে রেখেছিলাম তাও গরম হচ্ছে না। ঠাকুমা বলছেন বেশি ঘুমোনো ভালো, সকাল অবধি দেখব?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A 20-day-old who is floppy, not feeding and cold despite warming has danger signs of neonatal sepsis and must go to hospital now.',
  },
  {
    id: 'bn-h5-stray-dog-bite-calf',
    language: 'bn-IN',
    turns: [
      'আজ বিকেলে পাড়ার একটা নেড়ি কুকুর পায়ের ডিমে কামড়ে দিয়েছে, দাঁত বসে গিয়ে একটু রক্ত বেরিয়েছে। জায়গাটা সাবান দিয়ে ধুয়ে হলুদ-চুন লাগিয়ে দিয়েছি। কুকুরটার টিকা দেওয়া কিনা জানি না।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout'],
    note: 'A bleeding bite from a stray dog of unknown vaccination status needs rabies vaccine and immunoglobulin the same day.',
  },
  {
    id: 'bn-h5-fever-four-days-eye-pain-rash',
    language: 'bn-IN',
    turns: [
      'চার দিন ধরে খুব জর, ১০৩ অবধি উঠছে। সারা গায়ে হাড়ভাঙা ব্যথা, চোখের পেছনে ব্যথা, আজ হাতে লাল লাল দানা বেরিয়েছে। পেরাসিটামল খাচ্ছি। মাড়ি দিয়ে রক্ত পড়ছে না, বমিও নেই। আমাদের পাড়ায় কয়েকজনের ডেঙ্গি হয়েছে।',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'viral_fever', 'malaria'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Four days of high fever with retro-orbital pain, body aches and rash during a local outbreak needs a doctor and blood count today, though no warning signs are reported yet.',
  },
  {
    id: 'bn-h5-grandma-knees-stairs-months',
    language: 'bn-IN',
    turns: [
      'ঠাকুমার (৭০) দুই হাঁটুতে কয়েক মাস ধরে ব্যথা, সিঁড়ি ভাঙতে আর মাটিতে বসতে খুব কষ্ট হয়। সকালে উঠে একটু শক্ত লাগে, পরে কমে যায়। রোজ গরম সরষের তেল মালিশ করি। হাঁটু ফোলা বা লাল নয়, জ্বরও নেই।',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of bilateral knee pain worse on stairs with brief morning stiffness and no swelling or fever suggests osteoarthritis for a planned visit.',
  },
  {
    id: 'bn-h5-runny-nose-sneezing-two-days',
    language: 'bn-IN',
    turns: [
      'দু দিন ধরে নাক দিয়ে জল পড়ছে, হাচি আর গলাটা একটু খুসখুস করছে, জ্বর বা শ্বাসকষ্ট নেই। আদা-মধু খাচ্ছি, আর কিছু করতে হবে?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Two days of runny nose, sneezing and mild throat irritation without fever or breathlessness is a common cold manageable at home.',
  },
];
