import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, Kannada: written blind, see ../holdout-4.ts. */
export const HOLDOUT4_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h4-father-chest-weight-after-lunch',
    language: 'kn-IN',
    turns: [
      'ಅಪ್ಪಂಗೆ 56 ವಯಸ್ಸು, ಅರ್ಧ ಗಂಟೆಯಿಂದ ಎದೆ ಮಧ್ಯ ಕಲ್ಲು ಇಟ್ಟಂಗೆ ಭಾರ ಆಗ್ತಿದೆ ಅಂತಿದ್ದಾರೆ, ನೋವು ಎಡ ಕೈಗೆ ಇಳಿತಿದೆ. ಮುಖ ಎಲ್ಲಾ ಬೆವರು, ವಾಂತಿ ಬರೋ ಹಾಗಿದೆ ಅಂತಾರೆ. ಊಟ ಆದ್ಮೇಲೆ ಶುರು ಆಯ್ತು, ಗ್ಯಾಸ್ ಇರಬಹುದು ಅಂತ ENO ಕೊಟ್ವಿ ಕಡಿಮೆ ಆಗಿಲ್ಲ. ಡಾಕ್ಟ್ರ ಹತ್ರ ನಾಳೆ ಹೋದ್ರೆ ಸಾಕಾ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Crushing central chest heaviness spreading to the left arm with sweating and nausea for 30 minutes in a middle-aged man: heart attack until proven otherwise, not gas.',
  },
  {
    id: 'kn-h4-grandmother-glass-dropped-mouth-crooked',
    language: 'kn-IN',
    turns: [
      'ಅಜ್ಜಿ ಯಾಕೋ ಸರಿ ಇಲ್ಲ ಇವತ್ತು',
      'ವಯಸ್ಸು 74. ಬೆಳಿಗ್ಗೆ ಕಾಫಿ ಕುಡಿಯೋವಾಗ ಲೋಟ ಕೈಯಿಂದ ಜಾರಿ ಬಿದ್ದೋಯ್ತು, ಆಮೇಲಿಂದ ಮಾತು ತೊದಲ್ತಾ ಇದೆ, ಬಾಯಿ ಒಂದು ಕಡೆ ಸೊಟ್ಟ ಆದಂಗೆ ಕಾಣ್ತಿದೆ. ಬಲಗೈ ಮೇಲೆ ಎತ್ತೋಕೆ ಆಗ್ತಿಲ್ಲ. ತಲೆನೋವು ಏನೂ ಇಲ್ಲ ಅಂತಾರೆ. ರಾತ್ರಿ ನಿದ್ದೆ ಸರಿ ಆಗಿಲ್ಲ ಅದಕ್ಕೆ ಹೀಗೆ ಇರ್ಬೋದಾ?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation', 'elderly'],
    note: 'Sudden slurred speech, facial droop and right arm weakness in an elderly woman: stroke needing hospital now, not lack of sleep.',
  },
  {
    id: 'kn-h4-uncle-bitten-in-sugarcane-field',
    language: 'kn-IN',
    turns: [
      'ನಮ್ಮ ಮಾವ ಹೊಲದಲ್ಲಿ ಕಬ್ಬು ಕಡೀತಿದ್ದಾಗ ಕಾಲಿಗೆ ಏನೋ ಕಚ್ಚಿದೆ, ಹಾವು ಅನ್ಸುತ್ತೆ, ಕಪ್ಪಗೆ ಉದ್ದ ಇತ್ತು ಅಂತಾರೆ. ಎರಡು ಹಲ್ಲಿನ ಗುರುತು ಇದೆ, ಕಾಲು ಊದ್ಕೊಳ್ತಾ ಇದೆ, ತುಂಬಾ ಉರಿ. ನಮ್ಮೂರಲ್ಲಿ ಒಬ್ರು ನಾಟಿ ಔಷಧಿ ಕೊಡ್ತಾರೆ, ಅಲ್ಲಿಗೆ ಕರ್ಕೊಂಡು ಹೋಗ್ಲಾ?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Snake bite with fang marks and spreading swelling: needs anti-venom at a hospital now, not a traditional healer.',
  },
  {
    id: 'kn-h4-wife-bleeding-after-home-delivery',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಹೆಂಡ್ತಿಗೆ ನಿನ್ನೆ ರಾತ್ರಿ ಮನೆಯಲ್ಲೇ ಹೆರಿಗೆ ಆಯ್ತು. ಈಗ ರಕ್ತ ತುಂಬಾ ಹೋಗ್ತಿದೆ, ಒಂದು ಗಂಟೆಗೆ ಎರಡು ಮೂರು ಬಟ್ಟೆ ಪೂರ್ತಿ ನೆನೆದು ಹೋಗ್ತಿದೆ, ಗಟ್ಟಿ ಗಟ್ಟಿ ಗೆಡ್ಡೆ ತರ ಬರ್ತಿದೆ. ತಲೆ ಸುತ್ತುತ್ತೆ, ಕೈಕಾಲು ತಣ್ಣಗಾಗಿದೆ ಅಂತಾಳೆ. ನಮ್ಮಮ್ಮ ಹೆರಿಗೆ ಆದ್ಮೇಲೆ ಇದೆಲ್ಲ ಮಾಮೂಲು ಅಂತಾರೆ',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Soaking several cloths an hour with clots, dizziness and cold limbs the day after a home birth: postpartum haemorrhage with shock, not normal lochia.',
  },
  {
    id: 'kn-h4-teen-son-shaking-foam-first-time',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಮಗ 15 ವರ್ಷ, ಹತ್ತು ನಿಮಿಷದಿಂದ ಕೈಕಾಲು ಜೋರಾಗಿ ಎಳ್ಕೊಳ್ತಾ ನಡುಗ್ತಾ ಇದೆ, ಕಣ್ಣು ಮೇಲಕ್ಕೆ ಹೋಗಿದೆ, ಬಾಯಲ್ಲಿ ನೊರೆ ಬರ್ತಿದೆ, ಕರೆದ್ರೂ ಮಾತಾಡ್ತಿಲ್ಲ. ಮುಂಚೆ ಯಾವತ್ತೂ ಹೀಗೆ ಆಗಿರ್ಲಿಲ್ಲ. ಕೈಗೆ ಕಬ್ಬಿಣದ ಕೀ ಕೊಟ್ರೆ ನಿಲ್ಲುತ್ತೆ ಅಂತ ಪಕ್ಕದ್ಮನೆಯವರು ಹೇಳ್ತಿದ್ದಾರೆ',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'child'],
    note: 'A first generalised seizure still going on after ten minutes in a teenager: status epilepticus, call an ambulance.',
  },
  {
    id: 'kn-h4-asthma-inhaler-not-helping-lips-blue',
    language: 'kn-IN',
    turns: [
      'ನನಗೆ ಅಸ್ತಮಾ ಇದೆ, 32 ವರ್ಷ. ರಾತ್ರಿಯಿಂದ ಉಸಿರು ಕಟ್ತಾ ಇದೆ, inhaler 6-7 ಸಲ ತಗೊಂಡೆ ಏನೂ ಕಡಿಮೆ ಆಗಿಲ್ಲ. ಒಂದು ವಾಕ್ಯ ಪೂರ್ತಿ ಮಾತಾಡೋಕೆ ಆಗ್ತಿಲ್ಲ, ಎದೆ ಬಿಗಿ, ಗೂರಲು ಸದ್ದು ಬರ್ತಿದೆ. ತುಟಿ ಸ್ವಲ್ಪ ನೀಲಿ ಆದಂಗೆ ಕಾಣ್ತಿದೆ ಅಂತ ರೂಮ್‌ಮೇಟ್ ಹೇಳ್ತಿದ್ದಾನೆ',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'anaphylaxis'] },
    tags: ['holdout'],
    note: 'Asthma attack not relieved by repeated inhaler, unable to finish a sentence and bluish lips: life-threatening asthma.',
  },
  {
    id: 'kn-h4-daughter-sorry-message-pills-in-bag',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಮಗಳು 18 ವರ್ಷ, PU result ಬಂದಾಗಿಂದ ರೂಮಲ್ಲೇ ಇರ್ತಾಳೆ, ಸರಿಯಾಗಿ ಊಟ ಮಾಡಲ್ಲ. ಇವತ್ತು ಅವಳ ಫ್ರೆಂಡ್ ಫೋನ್ ಮಾಡಿ ಹೇಳಿದ್ಳು, ರಾತ್ರಿ "sorry ಎಲ್ಲರಿಗೂ, ನಾನು ಇಲ್ಲದಿದ್ರೆ ಅಮ್ಮ ಅಪ್ಪ ಆರಾಮಾಗಿರ್ತಾರೆ" ಅಂತ status ಹಾಕಿದ್ಳಂತೆ. ಅವಳ bag ಅಲ್ಲಿ ತುಂಬಾ ಮಾತ್ರೆ ಸಿಕ್ತು. ಸ್ವಲ್ಪ ಬೈದು ಬುದ್ಧಿ ಹೇಳಿದ್ರೆ ಸರಿ ಹೋಗ್ತಾಳಾ?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Withdrawal, a farewell-style message and a hidden stock of pills in a young woman: active suicide risk needing immediate help, not scolding.',
  },
  {
    id: 'kn-h4-newborn-sleepy-cold-not-sucking',
    language: 'kn-IN',
    turns: [
      'ಮಗುಗೆ 12 ದಿನ ಆಯ್ತು. ನಿನ್ನೆಯಿಂದ ಹಾಲು ಕುಡಿತಿಲ್ಲ, ಎದೆಗೆ ಹಾಕಿದ್ರೂ ಚೀಪಲ್ಲ, ಸುಮ್ಮನೆ ಮಲಗಿರ್ತಾನೆ, ಎಬ್ಬಿಸಿದ್ರೂ ಸರಿಯಾಗಿ ಏಳಲ್ಲ. ಮೈ ತಣ್ಣಗಿದೆ, ಕೈಕಾಲು ಸಡಿಲ ಸಡಿಲ ಆಗಿದೆ. ಜ್ವರ ಇಲ್ಲ ಅದಕ್ಕೆ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿಲ್ಲ. ಮನೆಯಲ್ಲಿ ಹಿರಿಯರು ದೃಷ್ಟಿ ಆಗಿದೆ ಅಂತಿದ್ದಾರೆ',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
    note: 'A 12-day-old who will not feed, is hard to wake, cold and floppy: possible neonatal sepsis, needs hospital now even without fever.',
  },
  {
    id: 'kn-h4-boy-street-dog-bite-leg',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಮಗ 8 ವರ್ಷ, ಶಾಲೆಯಿಂದ ಬರೋವಾಗ ಬೀದಿ ನಾಯಿ ಕಾಲಿಗೆ ಕಚ್ಚಿದೆ, ಸ್ವಲ್ಪ ರಕ್ತ ಬಂತು, ಹಲ್ಲಿನ ಗುರುತು ಆಳವಾಗಿದೆ. ಸೋಪ್ ಹಾಕಿ ತೊಳೆದ್ವಿ, ಅರಿಶಿನ ಹಚ್ಚಿದ್ವಿ. injection ಬೇಕಾ ಅಥವಾ ಹಾಗೇ ಬಿಡಬಹುದಾ?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'Deep bleeding bite from a stray dog: needs rabies vaccine and immunoglobulin the same day.',
  },
  {
    id: 'kn-h4-high-fever-eye-pain-dengue-area',
    language: 'kn-IN',
    turns: [
      'ಮೂರು ದಿನದಿಂದ ಜೋರು ಜ್ವರ 102-103, ಮೈಕೈ ನೋವು, ಕಣ್ಣಿನ ಹಿಂದೆ ನೋವು, ಏನೂ ತಿನ್ನೋಕೆ ಮನಸ್ಸಿಲ್ಲ. ನಮ್ಮ ಏರಿಯಾದಲ್ಲಿ ತುಂಬಾ ಜನಕ್ಕೆ ಡೆಂಗ್ಯು ಬಂದಿದೆ. ವಾಂತಿ ಇಲ್ಲ, ಎಲ್ಲೂ ರಕ್ತ ಬಂದಿಲ್ಲ, ನೀರು ಕುಡಿತಿದ್ದೀನಿ, dolo ತಗೊಳ್ತಿದ್ದೀನಿ. ವಯಸ್ಸು 27.',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'viral_fever', 'malaria'] },
    tags: ['holdout', 'negation'],
    note: 'Three days of high fever with body ache and pain behind the eyes during an outbreak, no warning signs: see a doctor today for a dengue test and platelet count.',
  },
  {
    id: 'kn-h4-both-knees-stiff-stairs',
    language: 'kn-IN',
    turns: [
      'ನನಗೆ 61 ವರ್ಷ, ಆರು ತಿಂಗಳಿಂದ ಎರಡೂ ಮಂಡಿ ನೊವು, ಬೆಳಗ್ಗೆ ಎದ್ದಾಗ ಜಡ ಹಿಡಿದ ಹಾಗೆ, ಮೆಟ್ಟಿಲು ಹತ್ತೋವಾಗ ಕಟ ಕಟ ಸದ್ದು. ಊತ ಜಾಸ್ತಿ ಇಲ್ಲ, ಜ್ವರ ಇಲ್ಲ. ನೋವಿನ ಎಣ್ಣೆ ಹಚ್ತಿದ್ದೀನಿ. ಯಾವ ಡಾಕ್ಟರ್ ಹತ್ರ ತೋರಿಸ್ಲಿ?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation', 'typo'],
    note: 'Months of bilateral knee pain with morning stiffness and crepitus, no fever or big swelling: likely osteoarthritis, a routine visit.',
  },
  {
    id: 'kn-h4-runny-nose-sneezing-office',
    language: 'kn-IN',
    turns: [
      'ಎರಡು ದಿನದಿಂದ ನೆಗಡಿ, ಸೀನು, ಗಂಟಲು ಸ್ವಲ್ಪ ಕೆರೆತ. ಜ್ವರ ಇಲ್ಲ, ಉಸಿರಾಡೋಕೆ ಏನೂ ತೊಂದರೆ ಇಲ್ಲ. office ಗೆ ಹೋಗ್ತಾ ಇದ್ದೀನಿ. ಏನಾದ್ರೂ ಮನೆ ಮದ್ದು ಹೇಳಿ',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis', 'tonsillitis_pharyngitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of runny nose, sneezing and a scratchy throat without fever or breathlessness: a common cold, manage at home.',
  },
];
