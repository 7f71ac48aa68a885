import type { Vignette } from '../../vignette-schema';

/** Held-out set 9, Bengali: written blind, see ../holdout-9.ts. */
export const HOLDOUT9_BN_IN: readonly Vignette[] = [
  {
    id: 'bn-h9-diabetic-mother-chest-pressure-called-ombol',
    language: 'bn-IN',
    turns: [
      'মায়ের বয়স ৫৮, সুগারের রোগী। দুপুর থেকে বলছে বুকটা কেমন চেপে আছে, গ্যাস-অম্বল হয়েছে, জোয়ানের আরক খেয়েছে। এখন দরদর করে ঘামছে, বমি বমি লাগছে, বাঁ কাঁধ আর চোয়ালে ব্যথা। মা কিছুতেই ডাক্তারের কাছে যেতে চাইছে না। কোন অ্যান্টাসিড দেব?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hours of chest pressure with sweating, nausea and jaw and shoulder pain in a diabetic woman is a heart attack until proven otherwise.',
  },
  {
    id: 'bn-h9-husband-dropped-cup-one-side-weak',
    language: 'bn-IN',
    turns: [
      'আমার স্বামীর বয়স ৬২, প্রেশারের ওষুধ মাঝে মাঝে খান। আধ ঘণ্টা আগে চা খেতে খেতে হঠাৎ কাপটা হাত থেকে পড়ে গেল। ডান হাত-পা অবশ, মুখ বেঁকে গেছে, কথা জড়িয়ে যাচ্ছে। এখন কী করব?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden one-sided weakness, facial droop and slurred speech half an hour ago is a stroke inside the treatment window.',
  },
  {
    id: 'bn-h9-boy-slept-on-floor-droopy-eyelids-krait',
    language: 'bn-IN',
    turns: [
      'ছেলে (১৪) রাতে মাটিতে মাদুর পেতে শুয়েছিল। ভোরে উঠে বলছে পেটে খুব ব্যথা, গা গুলোচ্ছে, চোখের পাতা ভারী হয়ে নেমে আসছে, ঢোক গিলতে কষ্ট। হাতে একটা ছোট্ট দাগ আছে, ভাবলাম পিঁপড়ে কামড়েছে। ঘরে ইঁদুরের গর্ত আছে। গ্যাসের ওষুধ দেব?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency', 'child'],
    note: 'Waking with abdominal pain, drooping eyelids and trouble swallowing after sleeping on the floor is a krait bite with paralysis starting, needing anti-venom now.',
  },
  {
    id: 'bn-h9-heavy-bleeding-after-abortion-pills',
    language: 'bn-IN',
    turns: [
      'দুদিন আগে ওষুধের দোকান থেকে কিনে বাচ্চা নষ্টের ট্যাবলেট খেয়েছিলাম, দেড় মাস ছিল। আজ সকাল থেকে এত ব্লিডিং যে এক ঘণ্টাতেই প্যাড ভিজে যাচ্ছে, বড় বড় চাকা চাকা রক্ত পড়ছে। মাথা ঘুরছে, বুক ধড়ফড় করছে। বাড়িতে কাউকে বলিনি, না জানিয়ে কিছু করা যায়?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Soaking a pad an hour with clots, dizziness and palpitations after abortion pills is haemorrhage from an incomplete abortion needing hospital care now.',
  },
  {
    id: 'bn-h9-toddler-fever-fitting-not-stopping',
    language: 'bn-IN',
    turns: [
      'তাড়াতারি বলুন!! মেয়ের ২ বছর, জ্বর। হাত পা খিচুনি দিচ্ছে, চোখ উল্টে গেছে, পাঁচ মিনিট হয়ে গেল থামছে না',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child', 'typo'],
    note: 'A fit with fever lasting over five minutes in a toddler is a prolonged seizure needing emergency treatment now.',
  },
  {
    id: 'bn-h9-asthma-inhaler-failing-blue-lips-played-down',
    language: 'bn-IN',
    turns: [
      'আমার ছোটবেলা থেকে হাঁপানি আছে। আজ টানটা একটু বেশি উঠেছে, ইনহেলার চার-পাঁচবার নিয়েছি, কাজ হচ্ছে না। কথা বলতে গেলে দম আটকে যাচ্ছে, তাই লিখছি। ঠোঁট আর নখ কেমন নীলচে লাগছে। একটু আদা-মধু খেলে কমবে?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'pneumonia'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'An asthma attack not relieved by repeated inhaler doses, with inability to speak and blue lips, is life-threatening and needs hospital now.',
  },
  {
    id: 'bn-h9-student-failed-exam-saving-sleeping-pills',
    language: 'bn-IN',
    turns: [
      'ami ar parchi na. exam e abar fail korechi, baba ma ke mukh dekhate parbo na. kodin dhore ghumer oshudh jomacchi, 20 tar moto hoyeche. aaj rate sob kheye nebo bhabchi. kauke bolini. sorry eta likhchi, jani na keno.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
    note: 'A stockpile of pills and a plan to take them tonight is an active suicide plan needing crisis support immediately.',
  },
  {
    id: 'bn-h9-three-week-baby-not-sucking-chest-indrawing',
    language: 'bn-IN',
    turns: [
      'আমার মেয়ের বয়স ২৩ দিন। কাল রাত থেকে দুধ টানছে না, খালি ঘুমোচ্ছে, গা গরম, থার্মোমিটারে ১০০.৪। নিঃশ্বাস নেওয়ার সময় বুকের নিচটা বসে যাচ্ছে। ঠাকুমা বলছেন ঠান্ডা লেগেছে, সরষের তেল গরম করে মালিশ করলেই সেরে যাবে। সেটাই করব?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Fever, poor sucking, drowsiness and chest indrawing in a three-week-old are danger signs of serious infection needing hospital now.',
  },
  {
    id: 'bn-h9-week-long-evening-fever-loose-stools',
    language: 'bn-IN',
    turns: [
      'dada 7-8 din dhore jor, roj bikele bare, 102-103 obdhi othe. pete byatha, patla paikhana hocche, khide ekdom nei, khub durbol lagche. para r doctor 3 din antibiotic diyechilo, kichu hoyni. office er baire roj fuchka khai. jondis nei, rokto bomi nei.',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['typhoid', 'malaria', 'dengue'] },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A week of rising evening fever with abdominal pain and loose stools after street food is probable typhoid needing a doctor and blood tests today.',
  },
  {
    id: 'bn-h9-boy-yellow-eyes-dark-urine',
    language: 'bn-IN',
    turns: [
      'ছেলের চোখ দুটো হলুদ হয়ে গেছে, পাড়ার লোকে বলছে জন্ডিস। কী করব?',
      'বয়স ১২। চার-পাঁচ দিন জ্বর ছিল, এখন নেই। খেতে চাইছে না, দু-একবার বমি করেছে, প্রস্রাব গাঢ় হলুদ। পাড়ায় আরও দুটো বাচ্চার হয়েছে। ঘুম ঘুম ভাব বা ভুল বকা নেই, রক্তবমি নেই।',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['hepatitis_a', 'hepatitis_e'] },
    tags: ['holdout', 'child', 'negation'],
    note: 'New jaundice with dark urine after a febrile illness in a local cluster is likely viral hepatitis needing a doctor and liver tests today, with no signs of liver failure.',
  },
  {
    id: 'bn-h9-whole-family-itching-at-night',
    language: 'bn-IN',
    turns: [
      'বাড়ির সবার গা চুলকোচ্ছে, বিশেষ করে রাতে খুব বাড়ে। আঙুলের ফাঁকে, কোমরে আর বগলে ছোট ছোট দানা। আগে ছোট ছেলেটার হয়েছিল, এখন আমাদের সবার। জ্বর নেই, পুঁজ নেই। কোন মলম লাগাব?',
    ],
    expected: { level: 'routine', area: 'none', conditions: ['scabies'] },
    tags: ['holdout', 'negation'],
    note: 'Night-time itching between the fingers spreading through a household is scabies, treated at a routine visit with the whole family treated together.',
  },
  {
    id: 'bn-h9-heartburn-after-biryani-young-man',
    language: 'bn-IN',
    turns: [
      'bhai gato 2-3 din dhore bhorpet biriyani ar mutton khawar por buk jwala korche, tok dhekur uthche, gola obdhi jole. shuye porle beshi hoy. digene khele kome jay. boyos 25, smoke kori na. buke chap ba hapano nei, ghamchi na.',
    ],
    expected: {
      level: 'self_care',
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Burning after heavy meals with sour burps, worse lying down and eased by antacid in a young man without pressure or breathlessness is acid reflux for home care.',
  },
];
