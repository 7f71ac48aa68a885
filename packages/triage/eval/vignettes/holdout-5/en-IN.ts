import type { Vignette } from '../../vignette-schema';

/** Held-out set 5, English (India): written blind, see ../holdout-5.ts. */
export const HOLDOUT5_EN_IN: readonly Vignette[] = [
  {
    id: 'en-h5-father-in-law-jaw-arm-sweating-eno',
    language: 'en-IN',
    turns: [
      'My father in law is 63, sugar pateint. Since half hour he is having pain in left arm going up to jaw and sweating too much, fan is on still shirt is wet. He says no chest pain, only gas, and took Eno. Can we wait till my husband comes home at 9?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'negation', 'elderly', 'typo'],
    note: 'Arm and jaw pain with heavy sweating in an older diabetic is a possible heart attack even without chest pain, so he needs an ambulance now.',
  },
  {
    id: 'en-h5-mummy-jumbled-words-drops-cup',
    language: 'en-IN',
    turns: [
      'Mummy was talking on phone with masi and suddenly her words are coming out jumbled, she is saying "window" when she means "water". She is 66.',
      'Now she dropped the tea cup from right hand also, and she says her right hand is feeling heavy. She had stopped her BP tablets last week because she felt fine.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden muddled speech followed by one-sided hand weakness in a hypertensive elder is a stroke until proven otherwise and needs hospital within the hour.',
  },
  {
    id: 'en-h5-night-bite-farmhouse-floor',
    language: 'en-IN',
    turns: [
      'Bhaiya woke up at 2 am with burning pain in foot. There are 2 small marks near the ankle and foot is swelling fast. We were sleeping on the floor in our farmhouse, nobody saw any snake. Neighbour uncle is saying tie a thread tight and put turmeric, we will go to hospital in morning. Is it fine?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite', 'scorpion_sting'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Paired fang marks with fast swelling after sleeping on the floor at night is a likely venomous snake bite even though no snake was seen, and needs anti-venom at a hospital now.',
  },
  {
    id: 'en-h5-sister-home-delivery-soaking-cloths',
    language: 'en-IN',
    turns: [
      'My sister delivered baby at home last night with the dai. Since early morning she is bleeding heavily, we changed 5-6 cloths in one hour and there are big clots. Now she is looking very pale and saying everything is going dark.',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with clots after a home delivery and signs of shock is postpartum haemorrhage and needs emergency obstetric care immediately.',
  },
  {
    id: 'en-h5-colleague-fell-jerking-office',
    language: 'en-IN',
    turns: [
      'Colleague suddenly fell from chair in office, whole body was shaking and jerking, froth from mouth, eyes gone up. Shaking stopped but he is not answering us properly, just staring.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy', 'hypoglycaemia', 'head_injury'],
    },
    tags: ['holdout'],
    note: 'A witnessed convulsion with ongoing confusion afterwards in an adult with no known history needs emergency assessment now.',
  },
  {
    id: 'en-h5-dadi-pump-not-working-blue-lips',
    language: 'en-IN',
    turns: [
      'Dadi is asthma patient, since evening brething very difficult, she took the pump 4 times but no relief. Now she cant speak full sentence and lips are looking bluish.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd', 'heart_failure', 'pneumonia'],
    },
    tags: ['holdout', 'elderly', 'typo'],
    note: 'Breathlessness not relieved by her inhaler, unable to finish sentences and with blue lips is a life-threatening attack needing emergency care now.',
  },
  {
    id: 'en-h5-failed-again-pills-kept-aside',
    language: 'en-IN',
    turns: [
      'Result came today and I failed again. I gave my bike and phone to my younger brother and wrote letters for amma and appa. All the tablets in the house I have kept in one place. Its ok, they will manage better without me.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Giving things away, farewell letters and collected tablets mean a suicide plan with the means at hand, so this is a crisis needing immediate help.',
  },
  {
    id: 'en-h5-baby-3-months-cold-not-drinking',
    language: 'en-IN',
    turns: [
      'My 3 month baby not drinking milk since morning, very sleepy and hands feet are cold, breathing fast fast. Is it just cold weather?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A young infant who is not feeding, drowsy, cold and breathing fast has danger signs and must be seen in hospital now.',
  },
  {
    id: 'en-h5-burning-urine-now-fever-shivering',
    language: 'en-IN',
    turns: [
      'Having burning while passing urine since 3 days, I thought it is heat only and was drinking nimbu pani. From last night fever with shivering and pain in right side of back.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout'],
    note: 'Urinary burning progressing to fever, rigors and flank pain suggests a kidney infection that needs a doctor and antibiotics today.',
  },
  {
    id: 'en-h5-fever-day-4-eye-pain-rash',
    language: 'en-IN',
    turns: [
      'Fever 4th day, full body pain and pain behind the eyes, today some red rashes on hands. No vomiting, no bleeding from anywhere. Many dengue cases in our colony. Platelet not checked yet.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'viral_fever'],
    },
    tags: ['holdout', 'negation'],
    note: 'Probable dengue without warning signs needs a doctor and a blood count today, but no emergency signs are described.',
  },
  {
    id: 'en-h5-tired-hair-fall-weight-gain',
    language: 'en-IN',
    turns: [
      'From 2-3 months feeling tired all the time, lot of hair fall, weight increasing even though I am eating less and I feel cold when others are fine.',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia', 'vitamin_b12_deficiency'],
    },
    tags: ['holdout'],
    note: 'Slow, months-long tiredness with weight gain and cold intolerance suggests an underactive thyroid that needs a check-up and blood tests in the coming days.',
  },
  {
    id: 'en-h5-sneezing-runny-nose-haldi-doodh',
    language: 'en-IN',
    turns: [
      'Sneezing and running nose since yesterday, little throat irritation. No fever, no breathing problem. Taking haldi doodh and steam. Do I need any antibiotic?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'A one-day mild cold with no fever or breathing trouble is safe to manage at home without antibiotics.',
  },
];
