import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Kannada: written blind; never tune the engine on these. */
export const HOLDOUT7_KN_IN: readonly Vignette[] = [
  {
    id: 'kn-h7-mother-jaw-shoulder-pain-sweating-no-chest-pain',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ತಾಯಿಗೆ 58 ವರ್ಷ. ಒಂದು ಗಂಟೆಯಿಂದ ದವಡೆ ಮತ್ತು ಎಡ ಭುಜ ನೋಯುತ್ತಿದೆ, ಉಸಿರು ಕಟ್ಟಿದಂತೆ ಆಗುತ್ತಿದೆ, ತುಂಬಾ ಬೆವರುತ್ತಿದ್ದಾರೆ, ವಾಕರಿಕೆ ಬರುತ್ತಿದೆ ಅಂತಾರೆ. ಎದೆ ನೋವು ಇಲ್ಲ ಅಂತ ಹೇಳ್ತಾರೆ. ಹಲ್ಲು ನೋವಿರಬಹುದಾ?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'negation', 'casual_emergency'],
  },
  {
    id: 'kn-h7-husband-left-side-weak-slurred-speech',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಗಂಡನಿಗೆ ಅರ್ಧ ಗಂಟೆ ಹಿಂದೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಎಡಗೈ ಎಡಗಾಲು ಬಲ ಇಲ್ಲದಂತಾಗಿದೆ, ಎದ್ದು ನಿಲ್ಲೋಕೆ ಆಗ್ತಿಲ್ಲ. ಮಾತು ತೊದಲುತ್ತಿದೆ, ಬಾಯಿ ಒಂದು ಕಡೆ ಸೊಟ್ಟಗಾಗಿದೆ. ಅವರಿಗೆ ಬಿಪಿ ಇದೆ.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout'],
  },
  {
    id: 'kn-h7-girl-floor-sleeping-painless-bite-belly-pain-droopy-eyes',
    language: 'kn-IN',
    turns: [
      'Nanna magalu 9 varsha. Ratri nelada mele malagiddalu, belige “amma kaalu hatra eno kachchitu” andlu. Novu enu illa, swalpa guruthu ide ashte. Aadre eega hotte novu, vaanti, kannu muchchikondu bartide, maathu swalpa ninthu ninthu barthide. Iruve kachchirabahuda?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized', 'child', 'casual_emergency', 'negation'],
  },
  {
    id: 'kn-h7-abortion-pills-heavy-bleeding-dizzy',
    language: 'kn-IN',
    turns: [
      'ಮೂರು ದಿನದ ಹಿಂದೆ ಮೆಡಿಕಲ್ ಶಾಪ್‌ನಿಂದ ಗರ್ಭಪಾತದ ಮಾತ್ರೆ ತಗೊಂಡೆ, ಡಾಕ್ಟರ್ ಹತ್ರ ಹೋಗಿಲ್ಲ. ಇವತ್ತು ರಕ್ತಸ್ರಾವ ತುಂಬಾ ಜಾಸ್ತಿ ಆಗಿದೆ, ಒಂದು ಗಂಟೆಗೆ ಎರಡು ಪ್ಯಾಡ್ ಪೂರ್ತಿ ಒದ್ದೆ ಆಗ್ತಿದೆ, ಹೊಟ್ಟೆ ಕೆಳಗೆ ತುಂಬಾ ನೋವು, ತಲೆ ಸುತ್ತುತ್ತಿದೆ. ಮನೆಯಲ್ಲಿ ಯಾರಿಗೂ ಗೊತ್ತಿಲ್ಲ.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy', 'postpartum_haemorrhage'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'kn-h7-eight-months-pregnant-headache-blurred-vision-fit',
    language: 'kn-IN',
    turns: [
      'ನನ್ನ ಸೊಸೆ ಎಂಟು ತಿಂಗಳ ಗರ್ಭಿಣಿ. ಬೆಳಿಗ್ಗೆಯಿಂದ ತುಂಬಾ ತಲೆನೋವು, ಕಣ್ಣು ಮಂಜು ಮಂಜಾಗಿ ಕಾಣುತ್ತಿದೆ ಅಂತಿದ್ಲು, ಕಾಲು ಮುಖ ಊದಿಕೊಂಡಿದೆ. ಈಗ ಐದು ನಿಮಿಷದ ಹಿಂದೆ ಕೈಕಾಲು ಸೆಳೆದುಕೊಂಡು ಫಿಟ್ಸ್ ಬಂತು, ಈಗ ಪ್ರಜ್ಞೆ ಸರಿಯಾಗಿ ಇಲ್ಲ.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['pre_eclampsia', 'epilepsy'] },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'kn-h7-asthma-inhaler-not-working-cannot-finish-sentence',
    language: 'kn-IN',
    turns: [
      'ನನಗೆ ಚಿಕ್ಕಂದಿನಿಂದ ಅಸ್ತಮಾ ಇದೆ. ಇವತ್ತು ರಾತ್ರಿ ಇನ್ಹೇಲರ್ ನಾಲ್ಕು ಸಲ ತಗೊಂಡೆ, ಏನೂ ಕಮ್ಮಿ ಆಗ್ತಿಲ್ಲ. ಒಂದು ವಾಕ್ಯ ಪೂರ್ತಿ ಮಾತಾಡೋಕೆ ಆಗ್ತಿಲ್ಲ, ಕೂತ್ಕೊಂಡೇ ಉಸಿರಾಡ್ತಿದೀನಿ, ತುಟಿ ನೀಲಿ ಆಗ್ತಿದೆ ಅಂತ ತಮ್ಮ ಹೇಳ್ತಿದಾನೆ.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'] },
    tags: ['holdout'],
  },
  {
    id: 'kn-h7-burden-saved-up-bp-tablets-tonight',
    language: 'kn-IN',
    turns: [
      'Naanu ellarigu bhaara aagiddini anisthide. Kelsa hoythu, saala jaasti aagide. Ammana BP maatre ondu strip full itkondiddini, ivattu raatri ellaa ondsala thagondbidona anta. Yaarigu helbedi.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'kn-h7-ten-day-baby-yellow-to-soles-not-feeding',
    language: 'kn-IN',
    turns: [
      'ಮಗು ಹುಟ್ಟಿ ಹತ್ತು ದಿನ ಆಯ್ತು. ಮೈ ಪೂರ್ತಿ ಹಳದಿ ಆಗಿದೆ, ಅಂಗಾಲು ಕೂಡ ಹಳದಿ. ಎರಡು ದಿನದಿಂದ ಹಾಲು ಕುಡಿಯುತ್ತಿಲ್ಲ, ಎಬ್ಬಿಸಿದರೂ ಏಳೋದಿಲ್ಲ, ಸುಮ್ಮನೆ ಮಲಗಿರುತ್ತೆ. ಅಜ್ಜಿ ಬಿಸಿಲಿಗೆ ಇಡು ಸಾಕು ಅಂತಾರೆ.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'neonatal_jaundice', 'sepsis'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
  },
  {
    id: 'kn-h7-alternate-day-fever-with-chills-construction-worker',
    language: 'kn-IN',
    turns: [
      'Onde dina bittu onde dina chali jwara bartide, naduka bandu aamele bevaru suridu jwara ilithide. Mooru dinadinda hige. Tale novu, maiyella novu. Naanu kattada kelsa maadtini, alli tumba solle ide.',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['malaria', 'dengue', 'typhoid'] },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'kn-h7-woke-with-face-drooping-eye-not-closing-limbs-fine',
    language: 'kn-IN',
    turns: [
      'ಬೆಳಿಗ್ಗೆ ಎದ್ದಾಗ ಮುಖದ ಬಲಭಾಗ ಜೋತು ಬಿದ್ದಿದೆ, ಬಲಗಣ್ಣು ಪೂರ್ತಿ ಮುಚ್ಚೋಕೆ ಆಗ್ತಿಲ್ಲ, ನೀರು ಕುಡಿದರೆ ಬಾಯಿಯ ಒಂದು ಕಡೆಯಿಂದ ಸೋರುತ್ತೆ. ಕೈಕಾಲು ಸರಿಯಾಗಿವೆ, ಮಾತು ಸ್ಪಷ್ಟವಾಗಿದೆ. ನಿನ್ನೆ ಕಿವಿ ಹಿಂದೆ ಸ್ವಲ್ಪ ನೋವಿತ್ತು. ನನಗೆ 35 ವರ್ಷ.',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'head',
      conditions: ['bells_palsy', 'stroke'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'kn-h7-tired-weight-gain-hair-fall-feels-cold',
    language: 'kn-IN',
    turns: [
      'ಆರು ತಿಂಗಳಿಂದ ಯಾವಾಗಲೂ ಸುಸ್ತು, ಊಟ ಕಮ್ಮಿ ಮಾಡಿದರೂ ತೂಕ ಜಾಸ್ತಿ ಆಗ್ತಿದೆ, ಕೂದಲು ತುಂಬಾ ಉದುರುತ್ತಿದೆ, ಬೇರೆಯವರಿಗಿಂತ ನನಗೆ ಚಳಿ ಜಾಸ್ತಿ. ಮಲಬದ್ಧತೆ ಕೂಡ ಇದೆ. ಮುಟ್ಟು ಜಾಸ್ತಿ ದಿನ ಆಗುತ್ತೆ.',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
  },
  {
    id: 'kn-h7-band-like-evening-headache-laptop-work',
    language: 'kn-IN',
    turns: [
      'ಎರಡು ದಿನದಿಂದ ಹುಷಾರಿಲ್ಲ.',
      'ಎರಡು ದಿನದಿಂದ ಸಂಜೆ ಆದ್ರೆ ತಲೆ ಸುತ್ತ ಪಟ್ಟಿ ಕಟ್ಟಿದ ಹಾಗೆ ತಲೆನೋವು. ಆಫೀಸ್‌ನಲ್ಲಿ ಕೆಲಸ ಜಾಸ್ತಿ, ಲ್ಯಾಪ್‌ಟಾಪ್ ಮುಂದೆ ಹತ್ತು ಗಂಟೆ ಕೂರ್ತೀನಿ, ನಿದ್ದೆ ಕಮ್ಮಿ. ವಾಂತಿ ಇಲ್ಲ, ಕಣ್ಣು ಮಂಜಾಗಿಲ್ಲ, ಜ್ವರ ಇಲ್ಲ. ರಾತ್ರಿ ಮಲಗಿದ್ರೆ ಕಮ್ಮಿ ಆಗುತ್ತೆ.',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['tension_headache', 'migraine'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];
