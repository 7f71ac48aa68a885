import type { Vignette } from '../../vignette-schema';

/** Held-out set 18, Bengali: written blind, see ../holdout-18.ts. */
export const HOLDOUT18_BN_IN: readonly Vignette[] = [
  {
    id: 'bn-h18-heart-gas-then-arm-numb',
    language: 'bn-IN',
    turns: [
      'বাবার বুকে সকাল থেকে কেমন চাপ চাপ লাগছে, মনে হয় অম্বলের গ্যাস। জেলুসিল খাইয়েছি, একটু শুয়ে আছে।',
      'না, শুধু গ্যাস মনে হচ্ছে না। খুব ঘামছে, জামা ভিজে গেছে, আর বলছে বাঁ হাতটা ঝিনঝিন করছে, ভারী লাগছে।',
      'বয়স ৬৪, সুগারের ওষুধ খায়। আধ ঘণ্টা হয়ে গেল, ব্যথা কমছে না, চোয়ালেও লাগছে বলছে।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'A 64-year-old diabetic with 30 minutes of chest pressure, sweating and left arm and jaw symptoms not relieved by antacid needs an ambulance for a possible heart attack.',
  },
  {
    id: 'bn-h18-stroke-grandma-time-corrected',
    language: 'bn-IN',
    turns: [
      'Amar didar (75) kotha gulo kemon jorie jacche, mone hoy rate ghum thik hoyni. Kal rat theke erokom.',
      'sorry bhul bollam, kal rat na. Aj sokale breakfast er por theke, mane 1 ghonta moto holo. Ar dan hat diye cha er cup dhorte parche na, pore gelo.',
      'mukher ek dik ta o ektu beNke geche mone hocche.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
    note: 'Slurred speech, right arm weakness and facial droop that began about an hour ago is a stroke within the treatment window and needs 108 now.',
  },
  {
    id: 'bn-h18-snake-bite-thought-rat',
    language: 'bn-IN',
    turns: [
      'ভাই ধানখেতে কাজ করছিল, পায়ে কিছু একটা কামড়েছে। ও বলছে ইঁদুর হবে, গ্রামের গুনিনকে ডেকে আনছি।',
      'এখন দেখছি গোড়ালির উপরে পাশাপাশি দুটো দাঁতের দাগ, জায়গাটা ফুলে উঠছে। আর বলছে চোখের পাতা ভারী লাগছে, ঢোক গিলতে কষ্ট হচ্ছে।',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Paired fang marks with swelling and drooping eyelids after a paddy-field bite means envenomation, so he needs anti-venom at a hospital rather than a village healer.',
  },
  {
    id: 'bn-h18-bleeding-forgot-seven-months',
    language: 'bn-IN',
    turns: [
      'আমার স্ত্রীর তলপেটে ব্যথা আর রক্ত যাচ্ছে, পিরিয়ডের মতো। কোন ব্যথার ওষুধ দেব?',
      'ওহ, আসল কথাটাই বলতে ভুলে গেছি, ও সাত মাসের গর্ভবতী। রক্ত অনেকটা, এক ঘণ্টায় দুটো প্যাড ভিজে গেছে।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy vaginal bleeding with pain at seven months of pregnancy suggests abruption or previa and needs emergency obstetric care.',
  },
  {
    id: 'bn-h18-seizure-yes-breathing-not-stopping',
    language: 'bn-IN',
    turns: [
      'আমার ছেলে (১৯) হঠাৎ মেঝেতে পড়ে গেছে, হাত পা ঝাঁকাচ্ছে, মুখে ফেনা।',
      'হ্যাঁ শ্বাস নিচ্ছে, কিন্তু পাঁচ মিনিটের বেশি হয়ে গেল এখনও থামছে না। আগে কখনো এমন হয়নি, জ্বরও নেই।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'], mustMention: ['108'] },
    tags: ['holdout', 'negation'],
    note: 'A first-ever convulsion lasting over five minutes is status epilepticus and needs an ambulance.',
  },
  {
    id: 'bn-h18-asthma-inhaler-not-helping',
    language: 'bn-IN',
    turns: [
      'Amar meyer (12) hapanir dhat ache, ekhon abar shash kosto hocche. Inhaler 2 bar diyechi.',
      'na kichu kaj hocche na. Puro kotha bolte parche na, ek ek ta shobdo bolche, ar thot gulo kemon neel neel lagche.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'], mustMention: ['108'] },
    tags: ['holdout', 'romanized', 'child'],
    note: 'A child with asthma who cannot speak in sentences and has bluish lips despite her inhaler is having a life-threatening attack.',
  },
  {
    id: 'bn-h18-suicide-asked-for-sleeping-pill',
    language: 'bn-IN',
    turns: [
      'কিছুদিন ধরে রাতে ঘুম আসছে না, মাথাটা ভার। কোনো ঘুমের ওষুধের নাম বলবেন?',
      'আসলে সত্যিটা বলি। ব্যবসায় অনেক দেনা, আর পারছি না। ঘরে ধানের পোকা মারার বিষ রাখা আছে, ভেবেছি আজ রাতে সবাই ঘুমালে খেয়ে নেব। কাউকে ঝামেলায় ফেলতে চাই না।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'casual_emergency', 'vague_opening'],
    note: 'A man with a stated plan to drink pesticide tonight and the means at home is at immediate risk and needs crisis help now, not a sleeping pill.',
  },
  {
    id: 'bn-h18-infant-not-me-the-baby',
    language: 'bn-IN',
    turns: [
      'আমার গা গরম লাগছে, মাথা ব্যথা। বাচ্চাকে বুকের দুধ খাওয়াই, প্যারাসিটামল খাওয়া যাবে?',
      'না না, আমার জন্য না, ভুল বোঝালাম। বাচ্চার কথা বলছি। ওর বয়স সাত সপ্তাহ, গা খুব গরম, সকাল থেকে দুধ টানছে না, কেমন নেতিয়ে ঘুমিয়ে আছে, ডাকলে ভালো করে চোখ খুলছে না।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant'],
    note: 'A seven-week-old with fever, poor feeding and drowsiness may have sepsis and must be seen in hospital immediately.',
  },
  {
    id: 'bn-h18-uti-then-fever-and-flank-pain',
    language: 'bn-IN',
    turns: [
      'দুদিন ধরে প্রস্রাবে জ্বালা করছে, বারবার যেতে হচ্ছে। আমি মহিলা, বয়স ৩২।',
      'আরেকটা কথা বলা হয়নি, কাল রাত থেকে কাঁপুনি দিয়ে জ্বর আসছে, ১০২ উঠেছিল, আর পিঠের ডান দিকে কোমরের উপরে ব্যথা। বমি হয়নি, জল খেতে পারছি। প্রেগন্যান্ট নই।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Urinary burning followed by fever with rigors and flank pain suggests pyelonephritis, which needs a doctor and antibiotics today though she is drinking and not vomiting.',
  },
  {
    id: 'bn-h18-dog-bite-not-scratch',
    language: 'bn-IN',
    turns: [
      'পাড়ার কুকুর আমার ৮ বছরের ছেলের পায়ে আঁচড়ে দিয়েছে। না, ঠিক আঁচড় না, ভালো করে দেখলাম কামড়ই, দাঁত বসে রক্ত বেরিয়েছে। সাবান জলে ধুয়ে দিয়েছি। কুকুরটার টিকা দেওয়া নেই।',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A bleeding bite from an unvaccinated stray needs rabies vaccine and immunoglobulin started the same day.',
  },
  {
    id: 'bn-h18-knee-pain-left-not-right',
    language: 'bn-IN',
    turns: [
      'মায়ের (৫৮) ডান হাঁটুতে ব্যথা, sorry, বাঁ হাঁটু। কয়েক মাস ধরে, সিঁড়ি ভাঙতে আর মাটিতে বসে উঠতে কষ্ট হয়।',
      'সকালে একটু শক্ত লাগে, আধ ঘণ্টা পরে ঠিক হয়ে যায়। জ্বর নেই, লাল হয়নি, পড়ে গিয়ে চোট লাগেনি।',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'negation'],
    note: 'Months of mechanical knee pain with brief morning stiffness and no fever, redness or injury is likely osteoarthritis, suitable for a clinic visit in the coming days.',
  },
  {
    id: 'bn-h18-cold-fever-taken-back',
    language: 'bn-IN',
    turns: [
      'Du din dhore sordi, nak diye jol porche, hNachi, gola ta ektu khus khus korche. Jor o ache mone hocche.',
      'na thermometer e dekhlam 98.4, jor nei. Khete parchi, shash kosto nei. Office jete parbo?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Two days of runny nose, sneezing and mild throat irritation with no fever or breathlessness is a common cold that can be managed at home.',
  },
];
