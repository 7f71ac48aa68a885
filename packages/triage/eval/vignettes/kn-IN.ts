import type { Vignette } from '../vignette-schema';

/** Kannada (kn-IN), Kannada script, in the spoken register. */
export const KN_IN: Vignette[] = [
  {
    id: 'kn-mi-weight-on-chest',
    language: 'kn-IN',
    turns: ['ಎದೆ ಮೇಲೆ ಭಾರ ಇಟ್ಟ ಹಾಗೆ ಆಗ್ತಿದೆ, ಎಡಗೈಗೆ ನೋವು ಹೋಗ್ತಿದೆ, ತಣ್ಣನೆ ಬೆವರು ಬರ್ತಿದೆ.'],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
  },
  {
    id: 'kn-seizure-child',
    language: 'kn-IN',
    turns: ['ನನ್ನ ಮಗನಿಗೆ 8 ವರ್ಷ, ಫಿಟ್ಸ್ ಬಂತು, ಕೈಕಾಲು ಒದರುತ್ತಿತ್ತು, ಈಗ ಪ್ರಜ್ಞೆ ಇಲ್ಲ.'],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy', 'febrile_seizure', 'meningitis'],
    },
    tags: ['child'],
  },
  {
    id: 'kn-pregnancy-bleeding-clots',
    language: 'kn-IN',
    turns: ['ನಾನು 3 ತಿಂಗಳ ಗರ್ಭಿಣಿ, ತುಂಬಾ ರಕ್ತ ಹೋಗ್ತಿದೆ, ಗಡ್ಡೆ ಗಡ್ಡೆಯಾಗಿ ಬರ್ತಿದೆ, ಹೊಟ್ಟೆ ನೋವು ಇದೆ.'],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
    },
    tags: ['pregnancy'],
  },
  {
    id: 'kn-suicidal-thoughts',
    language: 'kn-IN',
    turns: ['ಬದುಕೋಕೆ ಇಷ್ಟ ಇಲ್ಲ, ಸಾಯಬೇಕು ಅನ್ಸುತ್ತೆ, ಯಾರಿಗೂ ಹೇಳಿಲ್ಲ.'],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
  },
  {
    id: 'kn-dengue-day-4',
    language: 'kn-IN',
    turns: ['ನಾಲ್ಕು ದಿನದಿಂದ ಜೋರು ಜ್ವರ, ಮೈಕೈ ನೋವು, ಕಣ್ಣಿನ ಹಿಂದೆ ನೋವು. ವಾಂತಿ ಇಲ್ಲ.'],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'viral_fever', 'malaria'],
    },
    tags: ['negation'],
  },
  {
    id: 'kn-pyelonephritis',
    language: 'kn-IN',
    turns: ['ಮೂರು ದಿನದಿಂದ ಉರಿ ಮೂತ್ರ, ಈಗ ಚಳಿ ಜ್ವರ ಮತ್ತು ಬಲಗಡೆ ಸೊಂಟದ ಪಕ್ಕ ನೋವು.'],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
  },
  {
    id: 'kn-bells-palsy',
    language: 'kn-IN',
    turns: ['ಬೆಳಿಗ್ಗೆ ಎದ್ದಾಗ ಬಲಗಣ್ಣು ಮುಚ್ಚೋಕಾಗ್ತಿಲ್ಲ, ಬಾಯಿ ಒಂದು ಕಡೆ ಸೊಟ್ಟಗಾಗಿದೆ. ಕೈ ಕಾಲು ಸರಿ ಇದೆ, ಮಾತು ಸರಿ ಇದೆ.'],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['negation'],
    note: 'Isolated facial palsy with the eye affected is most likely Bell’s palsy (steroids within 72 h), but a stroke cannot be excluded by phone: emergency is equally defensible.',
  },
  {
    id: 'kn-sciatica',
    language: 'kn-IN',
    turns: ['ಎರಡು ವಾರದಿಂದ ಸೊಂಟ ನೋವು ಎಡಗಾಲಿಗೆ ಇಳೀತಿದೆ. ಮೂತ್ರ, ಮಲ ಸರಿಯಾಗಿದೆ.'],
    expected: { level: 'routine', area: 'legs', conditions: ['sciatica', 'low_back_pain'] },
    tags: ['negation'],
  },
  {
    id: 'kn-ear-discharge-child',
    language: 'kn-IN',
    turns: ['ನನ್ನ ಮಗಳಿಗೆ 6 ವರ್ಷ, ಕಿವಿಯಿಂದ ಕೀವು ಬರ್ತಿದೆ, ಸ್ವಲ್ಪ ಕಿವಿ ನೋವು ಇದೆ, ಜ್ವರ ಇಲ್ಲ.'],
    expected: { level: 'routine', area: 'head', conditions: ['otitis_media', 'otitis_externa'] },
    tags: ['child', 'negation'],
  },
  {
    id: 'kn-eczema-hands',
    language: 'kn-IN',
    turns: ['ಒಂದು ತಿಂಗಳಿಂದ ಕೈ ಮೇಲೆ ಒಣ ಚರ್ಮ, ತುರಿಕೆ, ಬಿರುಕು ಬಿಟ್ಟಿದೆ.'],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'arms',
      conditions: ['eczema', 'fungal_skin_infection'],
    },
  },
  {
    id: 'kn-period-pain',
    language: 'kn-IN',
    turns: ['ಪ್ರತಿ ತಿಂಗಳು ಮುಟ್ಟಿನ ಮೊದಲ ದಿನ ಹೊಟ್ಟೆನೋವು ಬರುತ್ತೆ, ರಕ್ತಸ್ರಾವ ಸಾಮಾನ್ಯವಾಗಿದೆ.'],
    expected: { level: 'self_care', area: 'abdomen', conditions: ['period_pain'] },
  },
  {
    id: 'kn-loose-motions-multi-turn',
    language: 'kn-IN',
    turns: [
      'ಹೊಟ್ಟೆ ಸರಿ ಇಲ್ಲ',
      'ಬೆಳಿಗ್ಗೆಯಿಂದ ಮೂರು ಸಲ ಭೇದಿ ಆಗಿದೆ, ನಿನ್ನೆ ಹೊರಗೆ ಊಟ ಮಾಡಿದ್ದೆ',
      'ಜ್ವರ ಇಲ್ಲ, ರಕ್ತ ಇಲ್ಲ, ನೀರು ಕುಡೀತಿದ್ದೀನಿ',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['vague_opening', 'negation'],
  },
];
