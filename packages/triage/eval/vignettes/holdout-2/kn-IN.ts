import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Kannada: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h2-chest-weight-gelusil',
    language: 'kn-IN',
    turns: [
      'ನನಗೆ 54 ವರ್ಷ, ಶುಗರ್ ಇದೆ. ಅರ್ಧ ಗಂಟೆಯಿಂದ ಎದೆ ಮೇಲೆ ಯಾರೋ ಕೂತಂಗೆ ಭಾರ ಆಗ್ತಿದೆ, ಎಡಗೈ ಜುಮ್ ಅಂತಿದೆ, ಮೈಯೆಲ್ಲಾ ಬೆವರು. ಗ್ಯಾಸ್ ಇರ್ಬೇಕು ಅನ್ಸುತ್ತೆ, ಜೆಲುಸಿಲ್ ಕುಡಿದು ಮಲಗಿದ್ರೆ ಸರಿ ಹೋಗುತ್ತಾ?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Diabetic man with 30 minutes of chest pressure, left arm tingling and sweating: heart attack until proven otherwise, not gas.',
  },
  {
    id: 'kn-h2-appa-glass-slipped',
    language: 'kn-IN',
    turns: [
      'ಅಪ್ಪಂಗೆ 70 ವರ್ಷ, ಬಿಪಿ ಇದೆ. ಊಟ ಮಾಡ್ತಿದ್ದಾಗ ಬಲಗೈಯಿಂದ ಲೋಟ ಜಾರಿ ಬಿತ್ತು, ಮಾತು ಸ್ವಲ್ಪ ತೊದಲ್ತಿದೆ, ಬಾಯಿ ಒಂದು ಕಡೆ ವಾಲಿದಂಗೆ ಕಾಣ್ತಿದೆ. ಅವರು ಏನಿಲ್ಲ ಸುಸ್ತು ಅಷ್ಟೆ ಸ್ವಲ್ಪ ಮಲಗ್ತೀನಿ ಅಂತಿದ್ದಾರೆ. ಮಲಗಲು ಬಿಡಬಹುದಾ?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Sudden arm weakness, slurred speech and facial droop in a hypertensive elderly man: stroke, hospital within the time window.',
  },
  {
    id: 'kn-h2-brother-fell-shaking',
    language: 'kn-IN',
    turns: [
      'ನನ್ ತಮ್ಮ 22 ವರ್ಷ ಇದ್ದಕಿದ್ದಂಗೆ ಬಿದ್ದು ಕೈಕಾಲು ಒದ್ದಾಡ್ತಿದಾನೆ ಬಾಯಲ್ಲಿ ನೊರೆ ಕಣ್ಣು ಮೇಲೆ ಹೋಗಿದೆ 5 ನಿಮಿಷ ಆಯ್ತು ಇನ್ನು ನಿಂತಿಲ್ಲ ಏನ್ ಮಾಡ್ಲಿ',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout', 'typo'],
    note: 'A fit still going on after five minutes is status epilepticus: call 108 now.',
  },
  {
    id: 'kn-h2-six-week-baby-not-feeding',
    language: 'kn-IN',
    turns: [
      'ಮಗು ಯಾಕೋ ಸರಿ ಇಲ್ಲ ಡಾಕ್ಟ್ರೆ',
      'ಒಂದೂವರೆ ತಿಂಗಳ ಮಗು. ನಿನ್ನೆ ರಾತ್ರಿಯಿಂದ ಹಾಲು ಸರಿಯಾಗಿ ಕುಡೀತಿಲ್ಲ, ಮೈ ಬಿಸಿ ಇದೆ, ಸುಮ್ಮನೆ ಮಲಗಿರುತ್ತೆ ಎಬ್ಬಿಸಿದ್ರೂ ಕಣ್ಣು ಬಿಡಲ್ಲ, ಉಸಿರು ಬೇಗ ಬೇಗ ಆಡ್ತಿದೆ. ಅತ್ತೆ ಶೀತ ಆಗಿರಬೇಕು ಅಂತಾರೆ',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'vague_opening', 'casual_emergency'],
    note: 'Six-week-old with fever, poor feeding, drowsiness and fast breathing: possible sepsis, emergency care now.',
  },
  {
    id: 'kn-h2-burning-urine-back-pain-fever',
    language: 'kn-IN',
    turns: [
      'ಮೂರು ದಿನದಿಂದ ಉಚ್ಚೆ ಮಾಡುವಾಗ ಉರಿ, ಪದೇ ಪದೇ ಹೋಗಬೇಕು ಅನ್ಸುತ್ತೆ. ಇವತ್ತು ನಡುಕ ಬಂದು ಜ್ವರ 102, ಬೆನ್ನಿನ ಬಲಗಡೆ ಸೊಂಟದ ಮೇಲೆ ತುಂಬಾ ನೋವು, ಒಂದ್ಸಲ ವಾಂತಿ ಆಯ್ತು',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout'],
    note: 'Urinary symptoms followed by rigors, high fever, flank pain and vomiting: pyelonephritis, see a doctor today.',
  },
  {
    id: 'kn-h2-daughter-right-lower-pain',
    language: 'kn-IN',
    turns: [
      'ಮಗಳಿಗೆ 16 ವರ್ಷ. ನಿನ್ನೆ ರಾತ್ರಿ ಹೊಕ್ಕುಳ ಸುತ್ತ ನೋವು ಶುರು ಆಯ್ತು, ಈಗ ಬಲಗಡೆ ಕೆಳಗೆ ಬಂದಿದೆ, ನಡೆದ್ರೆ ಕೆಮ್ಮಿದ್ರೆ ಜಾಸ್ತಿ ನೋವು. ಊಟ ಬೇಡ ಅಂತಾಳೆ, ಸ್ವಲ್ಪ ಜ್ವರ ಇದೆ. ಪೀರಿಯಡ್ಸ್ ಟೈಮ್ ಅಲ್ಲ',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'child'],
    note: 'Pain moving from the navel to the right lower abdomen, worse on walking, with anorexia and low fever: suspected appendicitis.',
  },
  {
    id: 'kn-h2-tired-cold-weight-gain',
    language: 'kn-IN',
    turns: [
      'ವಯಸ್ಸು 38. ಐದಾರು ತಿಂಗಳಿಂದ ಏನೂ ಮಾಡದಿದ್ರೂ ಸುಸ್ತು, ತೂಕ 6 ಕೆಜಿ ಜಾಸ್ತಿ ಆಗಿದೆ, ಬೇರೆಯವರಿಗೆ ಇಲ್ಲದಿದ್ರೂ ನನಗೆ ಚಳಿ ಆಗುತ್ತೆ, ಕೂದಲು ತುಂಬಾ ಉದುರ್ತಿದೆ, ಮಲಬದ್ಧತೆ ಕೂಡ. ಅಮ್ಮನಿಗೆ ಥೈರಾಯ್ಡ್ ಇತ್ತು',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
    note: 'Months of fatigue, weight gain, cold intolerance, hair loss and constipation: likely hypothyroidism, book a visit and blood tests.',
  },
  {
    id: 'kn-h2-month-heartburn',
    language: 'kn-IN',
    turns: [
      'ಸುಮಾರು ಒಂದು ತಿಂಗಳಿಂದ ಊಟ ಆದ್ಮೇಲೆ ಎದೆ ಉರಿ, ಹುಳಿ ನೀರು ಗಂಟಲಿಗೆ ಬರುತ್ತೆ, ರಾತ್ರಿ ಮಲಗಿದಾಗ ಜಾಸ್ತಿ. ವಯಸ್ಸು 35, ಟೀ ಕಾಫಿ ಜಾಸ್ತಿ ಕುಡೀತೀನಿ. ಮೆಟ್ಟಿಲು ಹತ್ತುವಾಗ ಏನೂ ತೊಂದ್ರೆ ಇಲ್ಲ, ಕಪ್ಪು ಮಲ ಇಲ್ಲ, ತೂಕ ಕಡಿಮೆ ಆಗಿಲ್ಲ',
    ],
    expected: {
      level: 'routine',
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'A month of post-meal heartburn and acid regurgitation without exertional pain or alarm features: reflux, see a doctor in the coming days.',
  },
  {
    id: 'kn-h2-cricket-ankle-twist',
    language: 'kn-IN',
    turns: [
      'ಸಂಜೆ ಕ್ರಿಕೆಟ್ ಆಡ್ತಾ ಕಾಲು ಉಳುಕ್ತು. ಹಿಮ್ಮಡಿ ಪಕ್ಕ ಸ್ವಲ್ಪ ಊತ ಇದೆ, ಸ್ವಲ್ಪ ಕುಂಟ್ತಾ ನಡೆಯೋಕೆ ಆಗ್ತಿದೆ. ಮೂಳೆ ಮೇಲೆ ಒತ್ತಿದ್ರೆ ಅಷ್ಟು ನೋವಿಲ್ಲ. ಐಸ್ ಇಟ್ರೆ ಸಾಕಾ',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'negation'],
    note: 'Ankle twist with mild swelling, able to walk and no bony tenderness: sprain, rest-ice-compression at home.',
  },
  {
    id: 'kn-h2-panipuri-loose-motion',
    language: 'kn-IN',
    turns: [
      'ನಿನ್ನೆ ಸಂಜೆ ಹೊರಗಡೆ ಪಾನಿಪುರಿ ತಿಂದಿದ್ದೆ. ಬೆಳಗ್ಗೆಯಿಂದ 4 ಸಲ ನೀರು ನೀರಾಗಿ ಭೇದಿ, ಹೊಟ್ಟೆ ಸ್ವಲ್ಪ ಗುಳುಗುಳು. ರಕ್ತ ಇಲ್ಲ, ಜ್ವರ ಇಲ್ಲ, ವಾಂತಿ ಇಲ್ಲ. ORS ಮಜ್ಜಿಗೆ ಕುಡೀತಿದ್ದೀನಿ, ಉಚ್ಚೆ ಸರಿಯಾಗಿ ಹೋಗ್ತಿದೆ',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['holdout', 'negation'],
    note: 'Mild watery diarrhoea after street food, no blood, fever or vomiting, drinking well and passing urine: home care with ORS.',
  },
];
