import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Bengali: written blind; never tune the engine on these. */
export const HOLDOUT7_BN_IN: readonly Vignette[] = [
  {
    id: 'bn-h7-baba-buke-chap-gas-bhebe',
    language: 'bn-IN',
    turns: [
      'baba r boyos 70, ajke sondhe theke bukey khub chap chap byatha, bam haat e nemey jachhe, ghame puro jama bhije geche. baba bolche gas hoyeche, digene kheyeche kintu kom6e na. ektu shuiye rakhbo?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency', 'typo'],
  },
  {
    id: 'bn-h7-ma-hothat-ultopalta-kotha',
    language: 'bn-IN',
    turns: [
      'মা (৬৫) এক ঘণ্টা আগেও ঠিক ছিলেন। হঠাৎ উল্টোপাল্টা কথা বলছেন, আমরা যা বলছি বুঝতে পারছেন না, কথা জড়িয়ে যাচ্ছে, ডান হাতে চামচ ধরতে পারছেন না। মাথাব্যথা নেই, জ্বর নেই। সুগার মাপলাম, ১৪০।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'elderly', 'negation'],
  },
  {
    id: 'bn-h7-raate-mejhe-kamor-byatha-nei',
    language: 'bn-IN',
    turns: [
      'রাতে মেঝেতে মাদুর পেতে শুয়ে ছিলাম, ভোরবেলা মনে হল হাতে কিছু একটা কামড়াল। খুব একটা ব্যথা নেই, ফোলেও নি, শুধু দুটো ছোট দাগ। কিন্তু এখন চোখের পাতা ভারী লাগছে, ঢোক গিলতে একটু অসুবিধা হচ্ছে। পিঁপড়ে-টিঁপড়ে হবে বোধহয়?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'negation', 'casual_emergency'],
  },
  {
    id: 'bn-h7-delivery-sat-din-por-rokto',
    language: 'bn-IN',
    turns: [
      'আমার বউমার সাত দিন আগে নরমাল ডেলিভারি হয়েছে। আজ দুপুর থেকে হঠাৎ অনেক রক্ত যাচ্ছে, বড় বড় চাকা, কাপড় ভিজে যাচ্ছে। গা-ও গরম, আর বলছে মাথা ঘুরছে। বাচ্চা ঠিক আছে।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage', 'sepsis'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'bn-h7-dadu-bathroom-kanpuni-fena',
    language: 'bn-IN',
    turns: [
      'দাদু (৭৮) বাথরুমে পড়ে গিয়ে পুরো শরীর কাঁপছিল, চোখ উল্টে গিয়েছিল, মুখে ফেনা। দু-তিন মিনিট পরে থেমেছে, কিন্তু এখনও ঠিক করে সাড়া দিচ্ছেন না, শুধু ঘুমোচ্ছেন। আগে কখনও এমন হয়নি।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy', 'stroke', 'head_injury'],
    },
    tags: ['holdout', 'elderly'],
  },
  {
    id: 'bn-h7-moumachi-mukh-fule-gola-bondho',
    language: 'bn-IN',
    turns: [
      'amar bon ke ekhuni 3-4 te moumachi kamrieche, 10 minute er moddhe mukh chokh puro fule geche, gaye lal lal chaka, bolche gola bondho hoye asche, nisshash nite kosto hocche, matha ghurche. ki lagabo? chun lagale hobe?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis', 'insect_sting_reaction'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'bn-h7-ghumer-oshudh-jomiye-rekhechi',
    language: 'bn-IN',
    turns: [
      'আজ শুধু কাউকে কিছু বলতে ইচ্ছে করছে।',
      'সবাইকে বলে দিও আমি ওদের খুব ভালোবাসতাম। আমার জন্য সবার শুধু কষ্ট আর খরচ। অনেক দিন ধরে ঘুমের ওষুধের পাতাগুলো জমিয়ে রেখেছি, আজ রাতে সব একসাথে খেয়ে নেব। কাল থেকে আর কাউকে আমার ঝামেলা পোহাতে হবে না।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'vague_opening'],
  },
  {
    id: 'bn-h7-tin-soptaher-baccha-holud-ghum',
    language: 'bn-IN',
    turns: [
      'আমার ছেলের বয়স তিন সপ্তাহ। গা হলুদ হয়ে গেছে, এখন হাতের তালু আর পায়ের তলাও হলুদ। খুব ঘুমোচ্ছে, দুধ ঠিক করে টানছে না। কেউ কেউ বলছে রোদে রাখলেই ঠিক হয়ে যাবে।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'neonatal_jaundice', 'sepsis'],
    },
    tags: ['holdout', 'infant'],
  },
  {
    id: 'bn-h7-kanpuni-diye-jor-ghame-chare',
    language: 'bn-IN',
    turns: [
      'চার দিন ধরে রোজ দুপুরের দিকে খুব কাঁপুনি দিয়ে জ্বর আসছে, লেপ চাপা দিয়েও শীত যায় না, তারপর খুব ঘাম দিয়ে জ্বর ছাড়ে। মাথাব্যথা আর গা ব্যথা আছে। পাড়ায় অনেকের ম্যালেরিয়া হয়েছে। খিঁচুনি বা অজ্ঞান ভাব নেই।',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['malaria', 'dengue', 'typhoid'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'bn-h7-chele-nabhi-theke-dan-dike-byatha',
    language: 'bn-IN',
    turns: [
      'আমার ছেলে (১২) কাল রাত থেকে পেটব্যথার কথা বলছে, প্রথমে নাভির চারপাশে ছিল, এখন ডান দিকের নিচে সরে এসেছে। দুবার বমি করেছে, কিছু খেতে চাইছে না, হালকা জ্বর। হাঁটলে বা কাশলে ব্যথা বাড়ে।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'bn-h7-prosrab-e-jala-bar-bar',
    language: 'bn-IN',
    turns: [
      'amar boyos 28, 2 din dhore prosrab korte gele jala kore, bar bar jete hocche kintu olpo olpo hoy. jor nei, komor e byatha nei, pregnant na. jol beshi kore khachhi. ki korbo?',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'bn-h7-chokh-lal-pichuti-bhai-er-o',
    language: 'bn-IN',
    turns: [
      'দুদিন ধরে শরীরটা ঠিক লাগছে না।',
      'দুদিন ধরে আমার দুই চোখ লাল, সকালে পিচুটিতে চোখ জুড়ে যায়, জল পড়ছে আর খচখচ করছে। বাড়িতে ছোট ভাইয়েরও হয়েছে। চোখে ব্যথা নেই, দেখতে কোনো অসুবিধা হচ্ছে না, আলোয় কষ্ট হয় না।',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];
