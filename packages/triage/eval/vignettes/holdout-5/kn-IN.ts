import type { Vignette } from '../../vignette-schema';

/** Held-out set 5, Kannada: written blind, see ../holdout-5.ts. */
export const HOLDOUT5_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h5-diabetic-father-arm-jaw-sweat-no-chest-pain',
    language: 'kn-IN',
    turns: [
      'ನಮ್ಮಪ್ಪನಿಗೆ 62 ವರ್ಷ, ಶುಗರ್ ಇದೆ. ಅರ್ಧ ಗಂಟೆಯಿಂದ ಎಡಗೈ ಜೋಮು ಹಿಡಿದ ಹಾಗೆ ನೋವು, ದವಡೆ ಕೂಡ ನೋಯ್ತಿದೆ ಅಂತಾರೆ, ಮೈಯೆಲ್ಲಾ ತಣ್ಣನೆ ಬೆವರು. ಎದೆ ನೋವು ಏನೂ ಇಲ್ಲ, ಗ್ಯಾಸ್ ಇರಬೇಕು ಅಂತ ಸೋಡಾ ಕುಡಿದು ಮಲಗಿದ್ದಾರೆ. ಬೆಳಗ್ಗೆ ಆಸ್ಪತ್ರೆಗೆ ಕರ್ಕೊಂಡು ಹೋದ್ರೆ ಸಾಕಾ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'negation', 'elderly'],
    note: 'Left arm and jaw pain with cold sweat in an older diabetic man is a possible heart attack even without chest pain.',
  },
  {
    id: 'kn-h5-grandmother-dropped-glass-slurred-speech',
    language: 'kn-IN',
    turns: [
      'ಅಜ್ಜಿ ಊಟ ಮಾಡ್ತಾ ಇದ್ದಾಗ ಬಲಗೈಯಿಂದ ಲೋಟ ಜಾರಿ ಬಿತ್ತು, ಈಗ ಮಾತು ತೊದಲ್ತಿದೆ, ಬಾಯಿ ಒಂದು ಕಡೆ ಸೊಟ್ಟಗಾಗಿದೆ. ಶುರುವಾಗಿ ಒಂದು ಗಂಟೆ ಆಯ್ತು.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden one-sided hand weakness, slurred speech and a drooping mouth within the last hour is a stroke needing immediate hospital care.',
  },
  {
    id: 'kn-h5-night-paddy-field-bite-unseen-droopy-eyes',
    language: 'kn-IN',
    turns: [
      'ರಾತ್ರಿ ಗದ್ದೆಗೆ ನೀರು ಕಟ್ಟೋಕೆ ಹೋಗಿದ್ದ ನನ್ನ ತಮ್ಮನ ಕಾಲಿಗೆ ಏನೊ ಚುಚ್ಚಿದ ಹಾಗಾಯ್ತು, ಕತ್ತಲಲ್ಲಿ ಏನು ಕಾನಿಸಲಿಲ್ಲ. ಈಗ ಪಾದ ಊದಿಕೊಂಡಿದೆ, ಎರಡು ಸಣ್ಣ ತೂತು ಇದೆ, ಕಣ್ಣು ಎಳಿತಿದೆ ನಿದ್ದೆ ಬರ್ತಿದೆ ಅಂತಾನೆ. ಊರಿನ ನಾಟಿ ವೈದ್ಯರು ಬೇರು ಕಟ್ಟಿ ಹೋಗಿದಾರೆ, ಬೆಳಗ್ಗೆ ತನಕ ನೋಡೋಣ ಅಂತಿದಾರೆ.',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency', 'typo'],
    note: 'Two puncture marks, a swelling foot and drooping eyelids after an unseen bite at night in a field point to a venomous snake bite needing antivenom now.',
  },
  {
    id: 'kn-h5-home-delivery-soaked-saris-dizzy',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಸೊಸೆಗೆ ನಿನ್ನೆ ರಾತ್ರಿ ಮನೆಯಲ್ಲೇ ಸೂಲಗಿತ್ತಿ ಹೆರಿಗೆ ಮಾಡಿಸಿದ್ರು. ಬೆಳಗ್ಗೆಯಿಂದ ರಕ್ತ ನಿಲ್ತಾನೇ ಇಲ್ಲ, ಮೂರು ಸೀರೆ ಬಟ್ಟೆ ಪೂರ್ತಿ ನೆನೆದು ಹೋಗಿದೆ. ಈಗ ತಲೆ ಸುತ್ತುತ್ತೆ ಅಂತಿದಾಳೆ, ಮುಖ ಬಿಳಿಚಿಕೊಂಡಿದೆ, ಕೈ ತಣ್ಣಗಿದೆ.',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy ongoing bleeding after a home delivery with dizziness, pallor and cold hands is postpartum haemorrhage with signs of shock.',
  },
  {
    id: 'kn-h5-husband-collapsed-tv-jerking-not-waking',
    language: 'kn-IN',
    turns: [
      'ನಮ್ಮ ಯಜಮಾನರು ಟಿವಿ ನೋಡ್ತಾ ಕೂತಿದ್ದವರು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕೆಳಗೆ ಬಿದ್ದರು.',
      'ಬಿದ್ದ ಮೇಲೆ ಕೈಕಾಲು ಜೋರಾಗಿ ಒದ್ದಾಡ್ತಿತ್ತು, ಬಾಯಲ್ಲಿ ನೊರೆ ಬಂತು, ನಾಲಿಗೆ ಕಚ್ಚಿಕೊಂಡು ರಕ್ತ ಬಂತು. ನಾವು ಕೈಗೆ ಕಬ್ಬಿಣದ ಕೀ ಕೊಟ್ವಿ. ಈಗ ಒದ್ದಾಟ ನಿಂತಿದೆ ಆದ್ರೆ ಹತ್ತು ನಿಮಿಷ ಆದ್ರೂ ಸರಿಯಾಗಿ ಎಚ್ಚರ ಆಗಿಲ್ಲ, ಕರೆದ್ರೆ ಉತ್ತರ ಕೊಡ್ತಿಲ್ಲ. ಇದಕ್ಕೆ ಮುಂಚೆ ಯಾವತ್ತೂ ಹೀಗಾಗಿರಲಿಲ್ಲ.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy', 'stroke'] },
    tags: ['holdout'],
    note: 'A first-ever convulsion in an adult with tongue biting who is still not responding after ten minutes needs emergency care.',
  },
  {
    id: 'kn-h5-mother-asthma-pump-not-working-blue-lips',
    language: 'kn-IN',
    turns: [
      'ಅಮ್ಮನಿಗೆ ದಮ್ಮು ಜಾಸ್ತಿಯಾಗಿದೆ, ಪಂಪ್ ಮೂರು ಸಲ ತಗೊಂಡ್ರೂ ಕಡಿಮೆ ಆಗ್ತಿಲ್ಲ. ಒಂದು ವಾಕ್ಯ ಪೂರ್ತಿ ಮಾತಾಡೋಕೂ ಆಗ್ತಿಲ್ಲ, ತುಟಿ ನೀಲಿ ಆಗ್ತಿದೆ.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'copd'] },
    tags: ['holdout'],
    note: 'Breathlessness not relieved by the inhaler, unable to finish a sentence and blue lips is a life-threatening attack.',
  },
  {
    id: 'kn-h5-farmer-debt-pesticide-kept-letter-written',
    language: 'kn-IN',
    turns: [
      'ಮೂರು ವರ್ಷದಿಂದ ಬೆಳೆ ಕೈಕೊಟ್ಟಿದೆ, ಸಾಲ ತೀರಿಸೋಕೆ ಆಗ್ತಿಲ್ಲ. ತೋಟಕ್ಕೆ ಹೊಡೆಯೋ ಕ್ರಿಮಿನಾಶಕದ ಬಾಟಲಿ ನನ್ನ ಹತ್ರಾನೇ ಇಟ್ಕೊಂಡಿದೀನಿ. ನಾನು ಇಲ್ಲದಿದ್ರೆ ಹೆಂಡತಿ ಮಕ್ಕಳಿಗೆ ಈ ಕಾಟ ತಪ್ಪುತ್ತೆ. ಮಗನಿಗೆ ಒಂದು ಪತ್ರ ಬರೆದಿಟ್ಟಿದೀನಿ.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'Pesticide kept at hand, a farewell letter and the belief that the family is better off without him signal an active suicide plan.',
  },
  {
    id: 'kn-h5-two-month-baby-cold-floppy-not-feeding',
    language: 'kn-IN',
    turns: [
      'ನಮ್ಮ ಮಗುವಿಗೆ ಎರಡು ತಿಂಗಳು. ಬೆಳಗ್ಗೆಯಿಂದ ಹಾಲು ಕುಡೀತಿಲ್ಲ, ಮೈ ತಣ್ಣಗಿದೆ, ಅಳೋದೂ ಇಲ್ಲ, ಸುಮ್ನೆ ಮಲಗಿದೆ. ಎತ್ತಿಕೊಂಡ್ರೆ ಕೈಕಾಲು ಜೋಲು ಬೀಳುತ್ತೆ. ಅತ್ತೆ ದೃಷ್ಟಿ ತೆಗೆದ್ರೆ ಸರಿ ಹೋಗುತ್ತೆ ಅಂತಾರೆ.',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A two-month-old who is not feeding, cold, silent and floppy has danger signs of serious illness such as sepsis.',
  },
  {
    id: 'kn-h5-burning-urine-then-shivering-fever-flank-pain',
    language: 'kn-IN',
    turns: [
      'ಮೂರು ದಿನದಿಂದ ಉಚ್ಚೆ ಮಾಡುವಾಗ ಉರಿ, ಪದೇ ಪದೇ ಹೋಗಬೇಕು ಅನ್ಸುತ್ತೆ. ನಿನ್ನೆ ರಾತ್ರಿಯಿಂದ ನಡುಕ ಬರೋ ಜ್ವರ, ಬಲಗಡೆ ಸೊಂಟದ ಹಿಂದೆ ನೋವು. ವಾಂತಿ ಇಲ್ಲ, ನೀರು ಕುಡೀತಿದ್ದೀನಿ.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'Urinary burning followed by fever with rigors and flank pain suggests a kidney infection that needs a doctor today, though she is keeping fluids down.',
  },
  {
    id: 'kn-h5-street-dog-bit-son-leg-turmeric',
    language: 'kn-IN',
    turns: [
      'ನಿನ್ನೆ ಸಂಜೆ ಬೀದಿ ನಾಯಿ ನನ್ನ ಎಂಟು ವರ್ಷದ ಮಗನ ಕಾಲಿಗೆ ಕಚ್ಚಿತು, ಸ್ವಲ್ಪ ರಕ್ತ ಬಂತು. ಅರಿಶಿನ ಹಚ್ಚಿದ್ದೀವಿ. ಇಂಜೆಕ್ಷನ್ ಬೇಕಾ ಇಲ್ಲ ಹಾಗೇ ವಾಸಿ ಆಗುತ್ತಾ?',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'child'],
    note: 'A bleeding street dog bite needs wound washing and rabies vaccine with immunoglobulin without further delay.',
  },
  {
    id: 'kn-h5-elderly-mother-both-knees-morning-stiffness',
    language: 'kn-IN',
    turns: [
      'ಅಮ್ಮನಿಗೆ 66 ವರ್ಷ. ಕೆಲವು ತಿಂಗಳಿಂದ ಎರಡೂ ಮಂಡಿ ನೋವು, ಬೆಳಗ್ಗೆ ಎದ್ದಾಗ ಸ್ವಲ್ಪ ಹೊತ್ತು ಬಿಗಿದುಕೊಂಡ ಹಾಗಿರುತ್ತೆ, ಮೆಟ್ಟಿಲು ಹತ್ತೋಕೆ ಕಷ್ಟ. ಊತ, ಜ್ವರ ಏನೂ ಇಲ್ಲ. ಎಣ್ಣೆ ಹಚ್ಚಿ ಬಿಸಿ ನೀರಿನ ಶಾಖ ಕೊಡ್ತಿದ್ದೀವಿ.',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of bilateral knee pain with brief morning stiffness and no swelling or fever in an older woman is likely osteoarthritis for a planned visit.',
  },
  {
    id: 'kn-h5-runny-nose-sneezing-kashaya',
    language: 'kn-IN',
    turns: [
      'ಎರಡು ದಿನದಿಂದ ನೆಗಡಿ, ಸೀನು, ಗಂಟಲು ಸ್ವಲ್ಪ ಕೆರೆತ; ಜ್ವರ ಇಲ್ಲ, ಉಸಿರಾಡೋಕೆ ತೊಂದರೆ ಇಲ್ಲ, ಕಷಾಯ ಕುಡೀತಿದ್ದೀನಿ, ಡಾಕ್ಟರ್ ಹತ್ರ ಹೋಗ್ಬೇಕಾ?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of runny nose, sneezing and mild throat itch without fever or breathing trouble is a common cold manageable at home.',
  },
];
