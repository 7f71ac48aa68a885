import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Bhojpuri: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h2-father-chest-gas-sweating',
    language: 'bh-IN',
    turns: [
      'बाबूजी के उमिर 58 बरिस बा। आधा घंटा से छाती में भारी-भारी लागत बा, कहत बाड़न गैस ह। देह पसीना से भींज गइल बा, बावाँ बाँहि में झुनझुनी बा। ENO पी लेले बाड़न, कवनो फरक नइखे परल। सुगर के मरीज हवन। कल्हिये डाक्टर के देखा दीं?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Half an hour of chest heaviness with sweating and left-arm tingling in a diabetic man is a heart attack until proven otherwise, not gas.',
  },
  {
    id: 'bh-h2-mother-face-crooked-sleepy',
    language: 'bh-IN',
    turns: [
      'maai 65 ke bari. aaj bihane se muh ek oor tedh ho gail ba, bolat bari ta boli saaf na nikalat. dahina haath se gilas na pakdaail. kahat bari thik bani bas nind aawat ba, sute da. BP ke dawai kuch din se chhod dele rahli. ka kari?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency', 'elderly'],
    note: 'Sudden facial droop, slurred speech and a weak right hand in a hypertensive woman is a stroke: emergency, time-critical.',
  },
  {
    id: 'bh-h2-brother-fit-not-waking',
    language: 'bh-IN',
    turns: [
      'हमार छोट भाई 22 साल के बा, अबहीं दुआरे पर गिर गइल, हाथ-गोड़ अँइठे लागल, मुँह से फेना निकलल। पाँच-सात मिनट हो गइल, अबहीं ले होस नइखे आइल, बीच-बीच में फेरु काँपे लागत बा। पहिले कबो अइसन ना भइल रहे। लोग कहत बा जूता सुँघा द।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout'],
    note: 'A first fit lasting over five minutes without regaining consciousness is status epilepticus: call 108 now.',
  },
  {
    id: 'bh-h2-asthma-inhaler-not-working',
    language: 'bh-IN',
    turns: [
      'हमरा दमा के बेमारी बा। साँझ से साँस फूलत बा, पंप तीन बेर ले लेनी बाकिर आराम नइखे। एक लाइन बोले में हाँफ जात बानी, छाती में सीटी बाजत बा, होंठ तनी नीला-नीला लागत बा। बोखार नइखे। सुत जाईं त बिहान ले ठीक हो जाई का?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd', 'anaphylaxis'],
    },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'Asthma not relieved by repeated inhaler, unable to finish a sentence and bluish lips is a life-threatening attack.',
  },
  {
    id: 'bh-h2-burning-urine-then-chills',
    language: 'bh-IN',
    turns: [
      'भइया, काल्ह से तबियत ठीक नइखे',
      'तीन दिन से पेसाब में जलन रहल, आज कँपकँपी देके तेज बोखार आइल बा। दाहिना ओर पीठ में कमर से तनी ऊपर दरद बा, एक बेर उल्टी भइल। हम 30 बरिस के मेहरारू बानी, पेट से नइखीं।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'Urine burning progressing to rigors, flank pain and vomiting suggests pyelonephritis: see a doctor today.',
  },
  {
    id: 'bh-h2-toddler-fever-104-less-urine',
    language: 'bh-IN',
    turns: [
      'hamar babua 2 baris ke ba. kalhe raat se bokhar 104 le chadh jaat ba, paracetamol dihla pa tani utarela fer chadh jaala. dudh khana kam kar del ba, bihane se khali ek beri pesab kaile ba, susat lagat ba. fit na aail, dana bhi naikhe.',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'none',
      conditions: ['childhood_fever', 'dehydration', 'dengue'],
    },
    tags: ['holdout', 'romanized', 'child', 'negation', 'typo'],
    note: 'A 2-year-old with 104°F fever, poor intake, less urine and listlessness needs a doctor today.',
  },
  {
    id: 'bh-h2-month-long-cough-night-sweats',
    language: 'bh-IN',
    turns: [
      'एक महीना से जादे हो गइल, खाँसी छूटते नइखे। साँझ के हल्का बोखार चढ़ेला, रात में पसीना से कपड़ा भींज जाला, भूख ना लागे, वजन घट गइल बा। कफ में खून नइखे आइल। गाँव में एगो चाचा के टीबी रहे।',
    ],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'chest',
      conditions: ['tuberculosis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Cough over a month with evening fever, night sweats and weight loss after TB contact needs sputum testing in the coming days.',
  },
  {
    id: 'bh-h2-thirst-night-urine-sugar',
    language: 'bh-IN',
    turns: [
      'उमिर 45 बा। कुछ महीना से पियास बहुत लागत बा, रात में चार-पाँच बेर पेसाब करे उठे के परेला, देह थकल-थकल रहेला आ गोड़ के छोट घाव जल्दी सूखत नइखे। माई के सुगर रहे। जाँच करावे के चाहीं का?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['type2_diabetes'],
    },
    tags: ['holdout'],
    note: 'Months of thirst, night urination, tiredness and slow healing with family history suggest diabetes: blood sugar test at a planned visit.',
  },
  {
    id: 'bh-h2-cricket-ankle-twist',
    language: 'bh-IN',
    turns: [
      'kal saanjh cricket khelat ghari gor mochak gail. takhna pa halka sujan ba, chal sakat bani bas lachak ke. haddi tutal na lagat, neela bhi na bhail ba. baraf lagaai ki garam sikai kari?',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Mild ankle swelling after a twist with the ability to walk is a sprain: rest, ice, support at home.',
  },
  {
    id: 'bh-h2-wedding-feast-loose-motion',
    language: 'bh-IN',
    turns: [
      'काल्ह बियाह के भोज खइनी, रात से चार बेर पातर पैखाना भइल बा, पेट में तनी मरोड़ उठत बा। खून नइखे, बोखार नइखे, उल्टी ना भइल। ORS आ पानी पियत बानी, पेसाब ठीक से होता।',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['holdout', 'negation'],
    note: 'A few loose stools after a feast without blood, fever or vomiting while drinking well is managed at home with ORS.',
  },
];
