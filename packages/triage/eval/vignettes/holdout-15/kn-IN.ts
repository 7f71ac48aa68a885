import type { Vignette } from '../../vignette-schema';

/** Held-out set 15, Kannada: written blind, see ../holdout-15.ts. */
export const HOLDOUT15_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h15-chest-heaviness-thinks-gas-eno',
    language: 'kn-IN',
    turns: [
      'ಒಂದ್ ಗಂಟೆಯಿಂದ ಎದೆ ಮಧ್ಯ ಭಾರ ಭಾರ ಅನ್ನಿಸ್ತಿದೆ ಗ್ಯಾಸ್ ಇರಬೇಕು ಅಂತ ಈನೋ ಕುಡಿದೆ ಕಡಿಮೆ ಆಗಿಲ್ಲ ಎಡಗೈ ಜುಮ್ ಅಂತಿದೆ ಮೈಯೆಲ್ಲ ಬೆವರು ಸುರೀತಿದೆ 52 ವರ್ಷ ಶುಗರ್ ಇದೆ ಇನ್ನೊಂದ್ ಸೋಡ ಕುಡಿದ್ರೆ ಸರಿ ಹೋಗುತ್ತಾ',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Diabetic man of 52 with an hour of central chest heaviness, left arm tingling and sweating not relieved by antacid: acute coronary syndrome until proven otherwise.',
  },
  {
    id: 'kn-h15-mother-speech-face-droop-two-turns',
    language: 'kn-IN',
    turns: [
      'ಅಮ್ಮ ಯಾಕೋ ಸರಿ ಮಾತಾಡ್ತಿಲ್ಲ ಊಟ ಮಾಡ್ತಾ ಇದ್ರು',
      'ಬಾಯಿ ಒಂದ್ ಕಡೆ ಸೊಟ್ಟ ಆಗಿದೆ ಬಲಗೈ ಎತ್ತೋಕೆ ಆಗ್ತಿಲ್ಲ ಲೋಟ ಕೈಯಿಂದ ಬಿತ್ತು ಅರ್ಧ ಗಂಟೆ ಆಯ್ತು 68 ವರ್ಷ ಬೀಪಿ ಮಾತ್ರೆ ತಗೋತಾರೆ',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'vague_opening'],
    note: 'Sudden slurred speech, facial droop and right arm weakness in a hypertensive 68-year-old for 30 minutes is a stroke within the thrombolysis window.',
  },
  {
    id: 'kn-h15-father-bitten-in-garden-naati-medicine',
    language: 'kn-IN',
    turns: [
      'appa ge tota dalli kaalige enu kachchide anisutte haavu irbodu kattale ittu 2 chikka gaaya ide kaalu ubbide jhum antide. oorinalli naati aushadhi kodtaare adu haakbahuda illa hospital hogbeka',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Two fang marks with spreading swelling and numbness after a bite in the dark is a probable venomous snake bite needing antivenom, not a herbal remedy.',
  },
  {
    id: 'kn-h15-seven-months-pads-soaked',
    language: 'kn-IN',
    turns: [
      'ನಂಗೆ 7 ತಿಂಗಳು ಪ್ರೆಗ್ನೆನ್ಸಿ ಸ್ವಲ್ಪ ಬ್ಲೀಡಿಂಗ್ ಅಂದ್ಕೊಂಡೆ ಆದ್ರೆ ಒಂದು ಗಂಟೆಲಿ 2 ಪ್ಯಾಡ್ ಪೂರ್ತಿ ಒದ್ದೆ ಆಯ್ತು ಹೊಟ್ಟೆ ಬಿಗಿ ಬಿಗಿ ಆಗ್ತಿದೆ ಯಜಮಾನ್ರು ಊರಲ್ಲಿಲ್ಲ ಸುಮ್ನೆ ಮಲಗಿದ್ರೆ ಸರಿ ಹೋಗುತ್ತಾ',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Third-trimester bleeding soaking two pads in an hour with abdominal tightening suggests abruption or placenta praevia and needs immediate obstetric care.',
  },
  {
    id: 'kn-h15-toddler-fever-fit-keys-in-hand',
    language: 'kn-IN',
    turns: [
      'ಮಗನಿಗೆ 2 ವರ್ಷ ರಾತ್ರಿಯಿಂದ ಜ್ವರ 103 ಇತ್ತು ಈಗ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕೈಕಾಲು ಎಳ್ಕೊಳ್ತಾ ಇತ್ತು ಕಣ್ಣು ಮೇಲೆ ಹೋಗಿತ್ತು 2 3 ನಿಮಿಷ ಕೈಗೆ ಕಬ್ಬಿಣದ ಕೀ ಕೊಟ್ವಿ ಈಗ ನಿಂತಿದೆ ಆದ್ರೆ ಜೋರು ನಿದ್ದೆ ಕರೆದ್ರೆ ಸರಿಯಾಗಿ ನೋಡ್ತಿಲ್ಲ',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A first fit with high fever in a 2-year-old who is still poorly responsive needs urgent assessment to exclude meningitis and ongoing seizure.',
  },
  {
    id: 'kn-h15-asthma-inhaler-not-working-blue-lips',
    language: 'kn-IN',
    turns: [
      'ಅಸ್ತಮ ಇದೆ ಇನ್ ಹೀಲರ್ 4 ಸಲ ತಗೊಂಡೆ ಏನು ಆಗ್ತಿಲ್ಲ ಉಸಿರು ಕಟ್ತಿದೆ ಮಾತಾಡೋಕು ಆಗ್ತಿಲ್ಲ ತುಟಿ ನೀಲಿ ಆಗ್ತಿದೆ ಅಂತ ಅಮ್ಮ ಹೇಳ್ತಿದಾರೆ ಮಲಗೋಕೆ ಆಗ್ತಿಲ್ಲ ಕೂತ್ಕೊಂಡೇ ಇದೀನಿ',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'anaphylaxis', 'copd'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'typo'],
    note: 'Asthma unresponsive to repeated reliever puffs with inability to speak and cyanosis is a life-threatening attack.',
  },
  {
    id: 'kn-h15-debt-rat-poison-tonight',
    language: 'kn-IN',
    turns: [
      'ಯಾರಿಗೂ ಹೇಳಿಲ್ಲ ಸಾಲ 4 ಲಕ್ಷ ಆಗಿದೆ ಕೆಲಸ ಹೋಯ್ತು ಇನ್ನು ಬದುಕೋದು ಬೇಡ ಅನ್ನಿಸ್ತಿದೆ ರೂಮಲ್ಲಿ ಇಲಿ ಪಾಷಾಣ ತಂದಿಟ್ಟಿದೀನಿ ಇವತ್ತು ರಾತ್ರಿ ತಗೋಬೇಕು ಅಂತ ಇದೀನಿ ನಿದ್ದೆ ಬಂದು ಒಂದು ವಾರ ಆಯ್ತು',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout'],
    note: 'Stated intent with a specific plan, means already at hand and a time set tonight is a high-risk suicidal crisis.',
  },
  {
    id: 'kn-h15-baby-45-days-not-feeding-floppy',
    language: 'kn-IN',
    turns: [
      'ಪಾಪು ಯಾಕೋ ಸುಮ್ನೆ ಮಲಗಿದೆ',
      '45 ದಿನ ಆಗಿದೆ ಬೆಳಗ್ಗೆಯಿಂದ ಹಾಲು ಕುಡಿತಿಲ್ಲ ಮೈ ಬಿಸಿ ಇದೆ',
      'ಥರ್ಮಾಮೀಟರ್ ಲಿ 100.6 ತೋರಿಸ್ತು ಎಬ್ಬಿಸಿದ್ರೂ ಕಣ್ಣು ಬಿಡ್ತಿಲ್ಲ ಕೈಕಾಲು ಜೋತು ಬಿದ್ದಿದೆ ಅತ್ತೆ ದೃಷ್ಟಿ ಆಗಿದೆ ನಿಂಬೆಹಣ್ಣು ನಿವಾಳಿಸು ಅಂತಾರೆ',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'vague_opening', 'casual_emergency'],
    note: 'A 6-week-old with fever, refusing feeds, floppy and hard to wake has possible sepsis and needs emergency care.',
  },
  {
    id: 'kn-h15-burning-urine-fever-chills-flank',
    language: 'kn-IN',
    turns: [
      'urine hogbekadre tumba uri 3 dina aaytu. ivattu jwara 102 chali bandu nadugtide right side bennu hinde novu vomit 1 sala aaytu office ge leave haaki mane alli iddini',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout'],
    note: 'Dysuria followed by fever with rigors, flank pain and vomiting suggests pyelonephritis needing same-day examination and antibiotics.',
  },
  {
    id: 'kn-h15-grandson-street-dog-bite-calf',
    language: 'kn-IN',
    turns: [
      'ಮೊಮ್ಮಗನಿಗೆ 8 ವರ್ಷ ರೋಡಲ್ಲಿ ಬೀದಿ ನಾಯಿ ಕಚ್ಚಿದೆ ಕಾಲಿನ ಮೀನಖಂಡದಲ್ಲಿ ಹಲ್ಲಿನ ಗುರುತು ಸ್ವಲ್ಪ ರಕ್ತ ಬಂತು ಅರಿಶಿನ ಹಚ್ಚಿದೀವಿ ನಾಯಿಗೆ ವ್ಯಾಕ್ಸಿನ್ ಆಗಿದ್ಯೋ ಗೊತ್ತಿಲ್ಲ ಇಂಜೆಕ್ಷನ್ ಬೇಕಾ ಇಲ್ಲ ಹಾಗೇ ಬಿಡಬಹುದಾ',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'child'],
    note: 'A bleeding stray-dog bite is a category III exposure needing wound washing and rabies vaccine with immunoglobulin today.',
  },
  {
    id: 'kn-h15-both-knees-stairs-three-months',
    language: 'kn-IN',
    turns: [
      'ಎರಡೂ ಮಂಡಿ ನೋವು 3 ತಿಂಗಳಿಂದ ಮೆಟ್ಟಿಲು ಹತ್ತೋಕೆ ಕಷ್ಟ ಬೆಳಗ್ಗೆ ಎದ್ದಾಗ ಸ್ವಲ್ಪ ಬಿಗಿ ಆಮೇಲೆ ಪರವಾಗಿಲ್ಲ ಊತ ಇಲ್ಲ ಜ್ವರ ಇಲ್ಲ ಅಯ್ಯೋ ಸಿಲಿಂಡರ್ ಖಾಲಿ ಆಗಿದೆ ಬುಕ್ ಮಾಡ್ಬೇಕು ಹಾ ವಯಸ್ಸು 61 ಯಾವ ಡಾಕ್ಟರ್ ನ ನೋಡ್ಬೇಕು',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Gradual bilateral knee pain on stairs with brief morning stiffness and no swelling or fever in a 61-year-old fits osteoarthritis for a planned visit.',
  },
  {
    id: 'kn-h15-hostel-cold-runny-nose',
    language: 'kn-IN',
    turns: [
      '2 dinadinda negadi seenu moogu sorutide gantalu swalpa kere ide jwara illa usiru chennagide hostel alli ellarigu ide yav tablet tagolli',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis', 'viral_fever', 'influenza'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of sneezing, runny nose and mild throat itch without fever or breathlessness in a student is a common cold for home care.',
  },
];
