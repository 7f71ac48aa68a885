import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Kannada: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h3-mother-jaw-back-pain-sweating',
    language: 'kn-IN',
    turns: [
      'ನಮ್ಮ ಅಮ್ಮನಿಗೆ 64 ವರ್ಷ, ಶುಗರ್ ಬಿಪಿ ಎರಡೂ ಇದೆ. ಅರ್ಧ ಗಂಟೆಯಿಂದ ಬೆನ್ನಿನ ಮೇಲ್ಭಾಗ ಮತ್ತು ದವಡೆ ನೋವು ಅಂತಿದ್ದಾರೆ, ವಾಕರಿಕೆ ಬರ್ತಿದೆ, ಮೈಯೆಲ್ಲಾ ಬೆವರು. ಎದೆ ನೋವು ಏನೂ ಇಲ್ಲ ಅಂತಾರೆ. ಗ್ಯಾಸ್ ಆಗಿರಬಹುದಾ? ಜೀರಿಗೆ ನೀರು ಕೊಡ್ಲಾ?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly', 'negation'],
    note: 'Elderly diabetic woman with jaw and upper-back pain, nausea and sweating: atypical heart attack until proven otherwise.',
  },
  {
    id: 'kn-h3-floor-sleeping-child-droopy-eyelids',
    language: 'kn-IN',
    turns: [
      'ನಿನ್ನೆ ರಾತ್ರಿ ತೋಟದ ಮನೆಯಲ್ಲಿ ಎಲ್ಲರೂ ನೆಲದ ಮೇಲೆ ಚಾಪೆ ಹಾಕಿ ಮಲಗಿದ್ವಿ. ಬೆಳಿಗ್ಗೆಯಿಂದ ನನ್ನ ಮಗ (9 ವರ್ಷ) ಹೊಟ್ಟೆ ನೋವು ಅಂತಿದ್ದಾನೆ, ಕಣ್ಣಿನ ರೆಪ್ಪೆ ಜೋತು ಬಿದ್ದ ಹಾಗೆ ಇದೆ, ಕಣ್ಣು ಪೂರ್ತಿ ತೆಗೆಯೋಕೆ ಆಗ್ತಿಲ್ಲ. ಮೈಮೇಲೆ ಯಾವ ಗಾಯನೂ ಕಾಣ್ತಿಲ್ಲ, ಜ್ವರ ಇಲ್ಲ.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'casual_emergency', 'child', 'negation'],
    note: 'Belly pain and drooping eyelids after sleeping on the floor: painless krait bite with early paralysis, needs antivenom now.',
  },
  {
    id: 'kn-h3-bleeding-twelve-days-after-delivery',
    language: 'kn-IN',
    turns: [
      'ಬೆಳಿಗ್ಗೆಯಿಂದ ಯಾಕೋ ಸರಿ ಇಲ್ಲ, ತುಂಬಾ ಸುಸ್ತು',
      'ಹೆರಿಗೆ ಆಗಿ 12 ದಿನ ಆಯ್ತು. ಇವತ್ತು ಮತ್ತೆ ಜಾಸ್ತಿ ರಕ್ತ ಹೋಗ್ತಿದೆ, ಒಂದು ಗಂಟೆಗೆ ಪ್ಯಾಡ್ ಪೂರ್ತಿ ನೆನೆದು ಹೋಗುತ್ತೆ, ದೊಡ್ಡ ದೊಡ್ಡ ಗಡ್ಡೆ ಬೀಳ್ತಿದೆ. ಎದ್ದು ನಿಂತ್ರೆ ತಲೆ ಸುತ್ತುತ್ತೆ, ಎದೆ ಡವಡವ ಅಂತಿದೆ.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout', 'vague_opening'],
    note: 'Secondary postpartum haemorrhage soaking a pad an hour with dizziness and palpitations: emergency.',
  },
  {
    id: 'kn-h3-newborn-yellow-soles-sleepy',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಮಗಳಿಗೆ 18 ದಿನ. ಮೈ ಹಳದಿ ಆಗಿತ್ತು, ಈಗ ಅಂಗಾಲು ಕೂಡ ಹಳದಿ ಕಾಣ್ತಿದೆ. ಹಾಲು ಸರಿಯಾಗಿ ಕುಡೀತಿಲ್ಲ, ಯಾವಾಗ್ಲೂ ನಿದ್ದೆ, ಎಬ್ಬಿಸಿದ್ರೂ ಏಳಲ್ಲ. ಬೆಳಿಗ್ಗೆ ಬಿಸಿಲಿಗೆ ಇಡಿ ಸಾಕು ಅಂತ ಅಜ್ಜಿ ಹೇಳ್ತಾರೆ.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'neonatal_jaundice'],
    },
    tags: ['holdout', 'casual_emergency', 'infant'],
    note: 'Newborn yellow to the soles, feeding poorly and hard to wake: severe jaundice or sepsis, needs hospital now.',
  },
  {
    id: 'kn-h3-face-twisted-eye-not-closing',
    language: 'kn-IN',
    turns: [
      'ಬೆಳಿಗ್ಗೆ ಎದ್ದು ಮುಖ ತೊಳೆಯುವಾಗ ನೋಡಿದೆ, ಬಾಯಿ ಎಡಕ್ಕೆ ಸೊಟ್ಟಗಾಗಿದೆ. ಬಲಗಣ್ಣು ಪೂರ್ತಿ ಮುಚ್ಚೋಕೆ ಆಗ್ತಿಲ್ಲ, ನೀರು ಕುಡಿದ್ರೆ ಬಾಯಿಂದ ಸೋರುತ್ತೆ, ಬಲ ಕಿವಿ ಹಿಂದೆ ನೋವು. ಕೈ ಕಾಲು ಎಲ್ಲಾ ಸರಿ ಇದೆ, ಮಾತು ಸರಿಯಾಗಿ ಬರ್ತಿದೆ. ವಯಸ್ಸು 34.',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['holdout', 'negation'],
    note: 'Whole one-sided facial weakness including the eye, limbs and speech normal: Bell palsy, needs same-day review for steroids and to exclude stroke.',
  },
  {
    id: 'kn-h3-leg-wound-spreading-redness',
    language: 'kn-IN',
    turns: [
      'ಹೊಲದಲ್ಲಿ ಕೆಲಸ ಮಾಡುವಾಗ ಕಾಲಿಗೆ ಕಲ್ಲು ತಗುಲಿ ಸಣ್ಣ ಗಾಯ ಆಗಿತ್ತು. 3 ದಿನದಿಂದ ಮೊಣಕಾಲಿನ ಕೆಳಗೆ ಪೂರ್ತಿ ಕೆಂಪಾಗಿ ಸ್ವೆಲ್ಲಿಂಗ್ ಆಗಿದೆ, ಮುಟ್ಟಿದ್ರೆ ಬಿಸಿ, ಕೆಂಪು ದಿನಾ ಮೇಲೆ ಮೇಲೆ ಹರಡ್ತಿದೆ. ನಿನ್ನೆ ರಾತ್ರಿ ನಡುಕ ಬಂದು ಜ್ವರ ಬಂತು.',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['cellulitis'],
    },
    note: 'Spreading hot red swelling from a wound with fever and chills: cellulitis needing antibiotics today.',
    tags: ['holdout'],
  },
  {
    id: 'kn-h3-burning-urine-young-woman',
    language: 'kn-IN',
    turns: [
      'ಯೂರಿನ್ ಪಾಸ್ ಮಾಡುವಾಗ ಉರಿ, ಪದೇ ಪದೇ ಹೋಗ್ಬೇಕು ಅನ್ಸುತ್ತೆ, ಎರಡು ದಿನ ಆಯ್ತು. ಜ್ವರ ಇಲ್ಲ, ಬೆನ್ನು ನೋವು ಇಲ್ಲ, ಪ್ರೆಗ್ನೆಂಟ್ ಅಲ್ಲ. ಆಫೀಸಲ್ಲಿ ನೀರು ಕಮ್ಮಿ ಕುಡೀತೀನಿ. ವಯಸ್ಸು 28.',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Uncomplicated cystitis in a non-pregnant woman without fever or flank pain: see a doctor in the coming days.',
  },
  {
    id: 'kn-h3-child-itchy-finger-webs-night',
    language: 'kn-IN',
    turns: [
      'ಮಗನಿಗೆ 6 ವರ್ಷ. ಒಂದು ವಾರದಿಂದ ಕೈ ಬೆರಳುಗಳ ಮಧ್ಯೆ, ಮಣಿಕಟ್ಟು, ಸೊಂಟದ ಸುತ್ತ ಸಣ್ಣ ಸಣ್ಣ ಗುಳ್ಳೆಗಳು. ರಾತ್ರಿ ತುಂಬಾ ತುರಿಕೆ, ಸರಿಯಾಗಿ ನಿದ್ದೆ ಮಾಡಲ್ಲ. ಈಗ ಅವನ ತಂಗಿಗೂ ಶುರು ಆಗಿದೆ.',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['scabies'],
    },
    tags: ['holdout', 'child'],
    note: 'Night itch in finger webs, wrists and waist spreading to a sibling: scabies, needs prescribed treatment for the family.',
  },
  {
    id: 'kn-h3-eyelid-small-red-bump',
    language: 'kn-IN',
    turns: ['ಕಣ್ಣ ರೆಪ್ಪೆ ಅಂಚಲ್ಲಿ ಸಣ್ಣ ಕೆಂಪು ಗುಳ್ಳೆ ಆಗಿದೆ ನಿನ್ನೆಯಿಂದ ಮುಟ್ಟಿದ್ರೆ ನೊವು ಕಣ್ಣು ಸರಿಯಾಗಿ ಕಾಣ್ತಿದೆ ಏನ್ ಮಾಡ್ಬೇಕು'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['stye'],
    },
    tags: ['holdout', 'typo'],
    note: 'Small tender lump on the eyelid margin with normal vision: stye, warm compresses at home.',
  },
  {
    id: 'kn-h3-itchy-wheals-after-prawns',
    language: 'kn-IN',
    turns: [
      'ನಿನ್ನೆ ರಾತ್ರಿ ಸಿಗಡಿ ತಿಂದ ಮೇಲೆ ಕೈ ಮತ್ತು ಬೆನ್ನಿನ ಮೇಲೆ ಕೆಂಪು ದದ್ದುಗಳು ಎದ್ದಿವೆ, ತುಂಬಾ ತುರಿಕೆ. ಬಂದು ಹೋಗ್ತಾ ಇವೆ. ಉಸಿರಾಟಕ್ಕೆ ಏನೂ ತೊಂದರೆ ಇಲ್ಲ, ತುಟಿ ಮುಖ ಊದಿಲ್ಲ.',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['urticaria'],
    },
    tags: ['holdout', 'negation'],
    note: 'Hives since last night without breathing trouble or lip/face swelling: antihistamine at home with warning signs.',
  },
];
