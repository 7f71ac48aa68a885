import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Hindi: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_HI_IN: readonly Vignette[] = [
  {
    id: 'hi-h2-papa-seene-mein-gas',
    language: 'hi-IN',
    turns: [
      'पापा (58 साल) को आधे घंटे से सीने में भारीपन है, कह रहे हैं गैस है, ईनो भी पी लिया पर आराम नहीं। पसीना बहुत आ रहा है और बायाँ हाथ भी दुख रहा है। शुगर के मरीज़ हैं। कौन सी गोली दें?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Chest heaviness with sweating and left-arm pain in a diabetic man is a heart attack until proven otherwise.',
  },
  {
    id: 'hi-h2-wife-pregnant-khoon',
    language: 'hi-IN',
    turns: [
      'meri wife 7 mahine pregnant hai, abhi bathroom gayi to bahut khoon aa raha hai, kapde bhi bheeg gaye. dard jyada nahi hai bas thoda. kal subah doctor ke paas le jaye ya?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
    },
    tags: ['holdout', 'romanized', 'pregnancy', 'casual_emergency', 'negation'],
    note: 'Heavy bleeding in the third trimester (possible placenta previa or abruption) needs hospital immediately, not tomorrow.',
  },
  {
    id: 'hi-h2-bhai-ko-daura',
    language: 'hi-IN',
    turns: [
      'मेरे भाई (25 साल) को अभी अचानक दौरा पड़ा, हाथ पैर अकड़ गए और झटके आ रहे थे, मुँह से झाग निकला। 5 मिनट से ऊपर हो गया, अभी तक होश नहीं आया, बस खर्राटे जैसी साँस ले रहा है। पहले कभी ऐसा नहीं हुआ।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout'],
    note: 'First-ever prolonged seizure with no recovery of consciousness needs emergency care.',
  },
  {
    id: 'hi-h2-beti-doodh-nahi-pee-rahi',
    language: 'hi-IN',
    turns: [
      'बच्ची कल से ठीक नहीं लग रही',
      'डेढ़ महीने की है, कल रात से दूध नहीं पी रही, बस सोती रहती है, उठाओ तो भी ढीली सी रहती है। बदन गरम है। दादी कह रही हैं नज़र लगी है, सोने दो।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant'],
    },
    tags: ['holdout', 'infant', 'vague_opening', 'casual_emergency'],
    note: 'A 6-week-old with fever, not feeding and floppy/drowsy may have sepsis; needs hospital now.',
  },
  {
    id: 'hi-h2-pet-dard-right-side',
    language: 'hi-IN',
    turns: [
      'kal raat se pet me dard hai, pehle naabhi ke paas tha ab neeche right side aa gaya. chalne pe aur khansne pe zyada hota hai. halka bukhar 100, ek baar ulti hui. khana bilkul mann nahi kar raha. umar 19 saal',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Pain migrating from the navel to the right lower abdomen with fever and anorexia suggests appendicitis; needs examination today.',
  },
  {
    id: 'hi-h2-peshab-jalan-kamar-dard',
    language: 'hi-IN',
    turns: [
      'तीन दिन से पेशाब में जलन थी, कल से तेज़ बुखार 102 है कंपकंपी के साथ, और कमर में पीछे दाईं तरफ़ दर्द। जी मिचला रहा है। मैं 32 साल की हूँ, प्रेग्नेंट नहीं हूँ।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Urinary burning followed by high fever, rigors and flank pain suggests pyelonephritis; needs antibiotics and review today.',
  },
  {
    id: 'hi-h2-teen-hafte-khansi',
    language: 'hi-IN',
    turns: [
      'तीन हफ़्ते से ज़्यादा हो गए खांसी नहीं जा रही, कभी कभी बलगम आता है। रात को हल्का बुखार और पसीना, वज़न भी कम लग रहा है। दो सिरप बदल लिए, कोई फ़र्क नहीं। बलगम में खून नहीं आया।',
    ],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'chest',
      conditions: ['tuberculosis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Cough over three weeks with night sweats and weight loss needs TB testing at a planned visit in the coming days.',
  },
  {
    id: 'hi-h2-khana-ke-baad-jalan',
    language: 'hi-IN',
    turns: [
      'do mahine se khana khane ke baad seene me jalan hoti h, khatta pani muh me aa jata hai. raat ko let te hi jyada hota. chai din me 5-6 baar peeta hu. gas ki goli se thoda aaram milta hai',
    ],
    expected: {
      level: 'routine',
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'romanized', 'typo'],
    note: 'Two months of typical post-meal heartburn and regurgitation is reflux; worth a planned GP visit, not urgent.',
  },
  {
    id: 'hi-h2-bahar-ka-khana-dast',
    language: 'hi-IN',
    turns: [
      'कल शाम बाहर का खाना खाया था, रात से 3-4 बार पतले दस्त हुए। बुखार नहीं, खून नहीं, उल्टी भी नहीं। ORS पी रहा हूँ, पेशाब ठीक आ रहा है। ऑफिस जा सकता हूँ?',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['food_poisoning', 'gastroenteritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Mild diarrhoea without fever, blood or vomiting, drinking well and passing urine, can be managed at home with ORS.',
  },
  {
    id: 'hi-h2-tawe-se-ungli-jali',
    language: 'hi-IN',
    turns: [
      'रोटी बनाते समय तवे से उंगली जल गई, लाल हो गई है और जलन हो रही है, छाला नहीं पड़ा। ठंडे पानी में रखा था। टूथपेस्ट लगा लूँ?',
    ],
    expected: {
      level: 'self_care',
      area: 'arms',
      conditions: ['burns'],
    },
    tags: ['holdout', 'negation'],
    note: 'A small superficial burn on a finger without blisters can be treated at home with cool water; no toothpaste.',
  },
];
