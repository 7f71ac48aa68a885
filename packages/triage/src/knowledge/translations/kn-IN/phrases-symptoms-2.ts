export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Do you have pain in your side or back, just below the ribs?':
    'ಪಕ್ಕೆಲುಬಿನ ಸ್ವಲ್ಪ ಕೆಳಗೆ ನಿಮ್ಮ ಪಕ್ಕದಲ್ಲಿ ಅಥವಾ ಬೆನ್ನಿನಲ್ಲಿ ನೋವು ಇದೆಯಾ?',
  'Weak stream or difficulty starting urine': 'ಮೂತ್ರ ಸಣ್ಣದಾಗಿ ಹೋಗುವುದು ಅಥವಾ ಮೂತ್ರ ಶುರುವಾಗಲು ಕಷ್ಟ',
  'Is your urine stream weak or hard to start?':
    'ನಿಮ್ಮ ಮೂತ್ರದ ಧಾರೆ ಸಣ್ಣದಾಗಿದೆಯಾ ಅಥವಾ ಮೂತ್ರ ಶುರುವಾಗಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'Cannot pass urine at all': 'ಮೂತ್ರ ಸ್ವಲ್ಪವೂ ಹೋಗದಿರುವುದು',
  'Are you unable to pass urine at all?': 'ನಿಮಗೆ ಮೂತ್ರ ಸ್ವಲ್ಪವೂ ಹೋಗುತ್ತಿಲ್ಲವಾ?',
  'Being unable to pass urine needs a doctor within hours.':
    'ಮೂತ್ರ ಹೋಗದಿದ್ದರೆ ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Rash or spots on the skin': 'ಚರ್ಮದ ಮೇಲೆ ದದ್ದು ಅಥವಾ ಗುಳ್ಳೆಗಳು',
  'Do you have a rash or spots on your skin?': 'ನಿಮ್ಮ ಚರ್ಮದ ಮೇಲೆ ದದ್ದು ಅಥವಾ ಗುಳ್ಳೆಗಳು ಇವೆಯಾ?',
  'Rash that does not fade when a glass is pressed on it': 'ಗ್ಲಾಸ್ ಒತ್ತಿದಾಗಲೂ ಮಾಸದ ದದ್ದು',
  'If you press a glass on the rash, does it stay visible?':
    'ದದ್ದಿನ ಮೇಲೆ ಗಾಜಿನ ಗ್ಲಾಸ್ ಒತ್ತಿದಾಗಲೂ ಅದು ಕಾಣಿಸುತ್ತಲೇ ಇರುತ್ತಾ?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'ಗ್ಲಾಸ್ ಒತ್ತಿದಾಗಲೂ ಮಾಸದ ದದ್ದು ಮೆನಿಂಜೈಟಿಸ್ (ಮೆದುಳು ಜ್ವರ) ಅಥವಾ ಸೆಪ್ಸಿಸ್ ಆಗಿರಬಹುದು.',
  Itching: 'ತುರಿಕೆ',
  'Is your skin itchy?': 'ನಿಮ್ಮ ಚರ್ಮದಲ್ಲಿ ತುರಿಕೆ ಇದೆಯಾ?',
  'Itching worse at night, others at home itching too': 'ರಾತ್ರಿ ಹೆಚ್ಚಾಗುವ ತುರಿಕೆ, ಮನೆಯಲ್ಲಿ ಬೇರೆಯವರಿಗೂ ತುರಿಕೆ',
  'Is the itching worse at night, or do others at home itch too?':
    'ತುರಿಕೆ ರಾತ್ರಿ ಹೆಚ್ಚಾಗುತ್ತಾ, ಅಥವಾ ಮನೆಯಲ್ಲಿ ಬೇರೆಯವರಿಗೂ ತುರಿಕೆ ಇದೆಯಾ?',
  'Red, hot, painful, swollen skin': 'ಕೆಂಪಾದ, ಬಿಸಿಯಾದ, ನೋವಿರುವ, ಊದಿದ ಚರ್ಮ',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'ಚರ್ಮದ ಯಾವುದಾದರೂ ಜಾಗ ಕೆಂಪಾಗಿ, ಬಿಸಿಯಾಗಿ, ಊದಿಕೊಂಡು ನೋವಾಗುತ್ತಿದೆಯಾ?',
  'Boil or pus-filled lump': 'ಕುರು ಅಥವಾ ಕೀವು ತುಂಬಿದ ಗಂಟು',
  'Do you have a boil or a painful lump with pus?': 'ನಿಮಗೆ ಕುರು ಅಥವಾ ಕೀವು ತುಂಬಿದ ನೋವಿರುವ ಗಂಟು ಇದೆಯಾ?',
  'Itchy ring-shaped patches': 'ತುರಿಸುವ ಉಂಗುರದಂತಹ ಕಲೆಗಳು',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'ಅಂಚು ಉಬ್ಬಿರುವ, ತುರಿಸುವ, ಉಂಗುರದಂತಹ ಕಲೆಗಳು ಇವೆಯಾ?',
  'Sores with honey-coloured crusts': 'ಜೇನು ಬಣ್ಣದ ಹೆಕ್ಕಳೆ ಕಟ್ಟಿದ ಹುಣ್ಣುಗಳು',
  'Are there sores with yellow or honey-coloured crusts?':
    'ಹಳದಿ ಅಥವಾ ಜೇನು ಬಣ್ಣದ ಹೆಕ್ಕಳೆ ಕಟ್ಟಿದ ಹುಣ್ಣುಗಳು ಇವೆಯಾ?',
  'Fluid-filled blisters': 'ನೀರು ತುಂಬಿದ ಗುಳ್ಳೆಗಳು',
  'Are there small fluid-filled blisters?': 'ಸಣ್ಣ ಸಣ್ಣ ನೀರು ತುಂಬಿದ ಗುಳ್ಳೆಗಳು ಇವೆಯಾ?',
  'Raised itchy welts (hives)': 'ಉಬ್ಬಿದ ತುರಿಸುವ ದದ್ದು (ಗಂಧೆ)',
  'Do you have raised, itchy welts that come and go?':
    'ಬಂದು ಹೋಗುವ, ಉಬ್ಬಿದ, ತುರಿಸುವ ದದ್ದುಗಳು (ಗಂಧೆ) ಏಳುತ್ತವಾ?',
  'Dry, scaly or cracked skin patches': 'ಒಣಗಿದ, ಹೊಟ್ಟು ಏಳುವ ಅಥವಾ ಬಿರುಕು ಬಿಟ್ಟ ಚರ್ಮದ ಕಲೆಗಳು',
  'Do you have dry, scaly or cracked patches of skin?':
    'ನಿಮ್ಮ ಚರ್ಮದಲ್ಲಿ ಒಣಗಿದ, ಹೊಟ್ಟು ಏಳುವ ಅಥವಾ ಬಿರುಕು ಬಿಟ್ಟ ಕಲೆಗಳು ಇವೆಯಾ?',
  'Pimples or acne': 'ಮೊಡವೆ',
  'Do you have pimples on the face, chest or back?': 'ನಿಮ್ಮ ಮುಖ, ಎದೆ ಅಥವಾ ಬೆನ್ನಿನ ಮೇಲೆ ಮೊಡವೆಗಳು ಇವೆಯಾ?',
  'Pale or reddish skin patch that has lost feeling': 'ಸ್ಪರ್ಶ ಗೊತ್ತಾಗದ ಬಿಳಿಚಿದ ಅಥವಾ ಕೆಂಪಗಿನ ಚರ್ಮದ ಕಲೆ',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'ಮುಟ್ಟಿದರೂ ಗೊತ್ತಾಗದ, ತಿಳಿ ಬಣ್ಣದ ಅಥವಾ ಕೆಂಪಗಿನ ಕಲೆ ಚರ್ಮದ ಮೇಲೆ ಇದೆಯಾ?',
  'Lice or nits in the hair': 'ಕೂದಲಲ್ಲಿ ಹೇನು ಅಥವಾ ಸೀರು',
  'Have you seen lice or nits in the hair?': 'ಕೂದಲಲ್ಲಿ ಹೇನು ಅಥವಾ ಸೀರು ಕಾಣಿಸಿದೆಯಾ?',
  'Hair loss': 'ಕೂದಲು ಉದುರುವುದು',
  'Are you losing more hair than usual?': 'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ಜಾಸ್ತಿ ಕೂದಲು ಉದುರುತ್ತಿದೆಯಾ?',
  'Wound or foot sore that will not heal': 'ವಾಸಿಯಾಗದ ಗಾಯ ಅಥವಾ ಕಾಲಿನ ಹುಣ್ಣು',
  'Do you have a wound or foot sore that is not healing?': 'ನಿಮಗೆ ವಾಸಿಯಾಗದ ಗಾಯ ಅಥವಾ ಕಾಲಿನ ಹುಣ್ಣು ಇದೆಯಾ?',
  'Painless black scab (often in skin folds) with fever':
    'ಜ್ವರದ ಜೊತೆ ನೋವಿಲ್ಲದ ಕಪ್ಪು ಹೆಕ್ಕಳೆ (ಹೆಚ್ಚಾಗಿ ಚರ್ಮದ ಮಡಿಕೆಗಳಲ್ಲಿ)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'ಎಲ್ಲಾದರೂ ನೋವಿಲ್ಲದ ಕಪ್ಪು ಹೆಕ್ಕಳೆ ಇದೆಯಾ, ಉದಾಹರಣೆಗೆ ಕಂಕುಳ ಅಥವಾ ತೊಡೆಸಂದಿನಲ್ಲಿ?',
  'Red or pink eye': 'ಕೆಂಪು ಅಥವಾ ಗುಲಾಬಿ ಬಣ್ಣದ ಕಣ್ಣು',
  'Are your eyes red?': 'ನಿಮ್ಮ ಕಣ್ಣುಗಳು ಕೆಂಪಾಗಿವೆಯಾ?',
  'Sticky discharge from the eye': 'ಕಣ್ಣಿನಿಂದ ಅಂಟಂಟಾದ ಪಿಸುರು',
  'Is there sticky discharge from the eye?': 'ಕಣ್ಣಿನಿಂದ ಅಂಟಂಟಾದ ಪಿಸುರು ಬರುತ್ತಿದೆಯಾ?',
  'Watery, itchy eyes': 'ಕಣ್ಣಲ್ಲಿ ನೀರು ಬರುವುದು, ತುರಿಕೆ',
  'Are your eyes watery or itchy?': 'ನಿಮ್ಮ ಕಣ್ಣಲ್ಲಿ ನೀರು ಬರುತ್ತಿದೆಯಾ ಅಥವಾ ತುರಿಸುತ್ತಿದೆಯಾ?',
  'Eye pain': 'ಕಣ್ಣು ನೋವು',
  'Do you have pain in the eye?': 'ನಿಮಗೆ ಕಣ್ಣು ನೋವು ಇದೆಯಾ?',
  'Painful lump on the eyelid': 'ಕಣ್ಣಿನ ರೆಪ್ಪೆಯ ಮೇಲೆ ನೋವಿರುವ ಗಂಟು',
  'Is there a painful lump on the edge of the eyelid?': 'ಕಣ್ಣಿನ ರೆಪ್ಪೆಯ ಅಂಚಿನಲ್ಲಿ ನೋವಿರುವ ಗಂಟು (ಕುರು) ಇದೆಯಾ?',
  Earache: 'ಕಿವಿ ನೋವು',
  'Do you have ear pain?': 'ನಿಮಗೆ ಕಿವಿ ನೋವು ಇದೆಯಾ?',
  'Discharge from the ear': 'ಕಿವಿಯಿಂದ ಸೋರುವುದು',
  'Is there fluid or pus coming out of the ear?': 'ಕಿವಿಯಿಂದ ನೀರು ಅಥವಾ ಕೀವು ಬರುತ್ತಿದೆಯಾ?',
  'Reduced hearing or blocked ear': 'ಕಿವಿ ಸರಿಯಾಗಿ ಕೇಳಿಸದಿರುವುದು ಅಥವಾ ಕಿವಿ ಕಟ್ಟಿದಂತೆ ಅನಿಸುವುದು',
  'Is your hearing reduced or does the ear feel blocked?':
    'ನಿಮಗೆ ಕಿವಿ ಕಡಿಮೆ ಕೇಳಿಸುತ್ತಿದೆಯಾ ಅಥವಾ ಕಿವಿ ಕಟ್ಟಿದ ಹಾಗೆ ಅನಿಸುತ್ತಿದೆಯಾ?',
  'Ringing or buzzing in the ears': 'ಕಿವಿಯಲ್ಲಿ ಗುಂಯ್ ಅಥವಾ ಝೇಂಕಾರದ ಶಬ್ದ',
  'Do you hear ringing or buzzing in your ears?': 'ನಿಮ್ಮ ಕಿವಿಯಲ್ಲಿ ಗುಂಯ್ ಅನ್ನುವ ಅಥವಾ ಝೇಂಕಾರದ ಶಬ್ದ ಕೇಳಿಸುತ್ತಾ?',
  'Swelling in front of the ear or along the jaw': 'ಕಿವಿಯ ಮುಂದೆ ಅಥವಾ ದವಡೆಯ ಉದ್ದಕ್ಕೂ ಊತ',
  'Is there swelling in front of the ear or along the jaw?': 'ಕಿವಿಯ ಮುಂದೆ ಅಥವಾ ದವಡೆಯ ಉದ್ದಕ್ಕೂ ಊತ ಇದೆಯಾ?',
  Toothache: 'ಹಲ್ಲುನೋವು',
  'Do you have toothache?': 'ನಿಮಗೆ ಹಲ್ಲುನೋವು ಇದೆಯಾ?',
  'Mouth ulcers': 'ಬಾಯಿ ಹುಣ್ಣು',
  'Do you have sores or ulcers in the mouth?': 'ನಿಮ್ಮ ಬಾಯಲ್ಲಿ ಹುಣ್ಣುಗಳು ಇವೆಯಾ?',
  'Swelling at the front of the neck (goitre)': 'ಕುತ್ತಿಗೆಯ ಮುಂಭಾಗದಲ್ಲಿ ಊತ (ಗಳಗಂಡ / ಗಾಯಿಟರ್)',
  'Is there swelling at the front of your neck?': 'ನಿಮ್ಮ ಕುತ್ತಿಗೆಯ ಮುಂಭಾಗದಲ್ಲಿ ಊತ ಇದೆಯಾ?',
  'Joint pain': 'ಕೀಲು ನೋವು (ಗಂಟು ನೋವು)',
  'Do your joints hurt?': 'ನಿಮ್ಮ ಕೀಲುಗಳಲ್ಲಿ (ಗಂಟುಗಳಲ್ಲಿ) ನೋವು ಇದೆಯಾ?',
  'Severe joint pain that makes moving hard': 'ಅಲುಗಾಡಲೂ ಕಷ್ಟ ಆಗುವಷ್ಟು ಜೋರಾದ ಕೀಲು ನೋವು',
  'Is the joint pain so severe that it is hard to move or walk?':
    'ಕೀಲು ನೋವು ಎಷ್ಟು ಜೋರಾಗಿದೆ ಅಂದರೆ ಅಲುಗಾಡಲು ಅಥವಾ ನಡೆಯಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'Swollen joints': 'ಕೀಲುಗಳ ಊತ',
  'Are any of your joints swollen?': 'ನಿಮ್ಮ ಯಾವುದಾದರೂ ಕೀಲು ಊದಿಕೊಂಡಿದೆಯಾ?',
  'Stiff joints in the morning for over 30 minutes':
    'ಬೆಳಿಗ್ಗೆ 30 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಕೀಲುಗಳು ಬಿಗಿದುಕೊಂಡಿರುವುದು',
  'Are your joints stiff for more than half an hour after waking?':
    'ಬೆಳಿಗ್ಗೆ ಎದ್ದ ಮೇಲೆ ಅರ್ಧ ಗಂಟೆಗಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ನಿಮ್ಮ ಕೀಲುಗಳು ಬಿಗಿದುಕೊಂಡಿರುತ್ತವಾ?',
  'Knee pain': 'ಮಂಡಿ ನೋವು',
  'Do you have knee pain?': 'ನಿಮಗೆ ಮಂಡಿ ನೋವು ಇದೆಯಾ?',
  'Sudden painful, red, swollen big toe or ankle':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ನೋವಿರುವ, ಕೆಂಪಾದ, ಊದಿದ ಕಾಲಿನ ಹೆಬ್ಬೆರಳು ಅಥವಾ ಹರಡು',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'ನಿಮ್ಮ ಕಾಲಿನ ಹೆಬ್ಬೆರಳು ಅಥವಾ ಹರಡು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕೆಂಪಾಗಿ, ಬಿಸಿಯಾಗಿ, ತುಂಬಾ ನೋವಾಗುತ್ತಿದೆಯಾ?',
  'Back pain': 'ಬೆನ್ನು ನೋವು',
  'Do you have back pain?': 'ನಿಮಗೆ ಬೆನ್ನು ನೋವು ಇದೆಯಾ?',
  'Pain shooting from the back or buttock down the leg': 'ಬೆನ್ನು ಅಥವಾ ಪೃಷ್ಠದಿಂದ ಕಾಲಿನ ಕೆಳಗೆ ಇಳಿಯುವ ನೋವು',
  'Does pain shoot from your back or buttock down the leg?':
    'ನೋವು ನಿಮ್ಮ ಬೆನ್ನು ಅಥವಾ ಪೃಷ್ಠದಿಂದ ಕಾಲಿನ ಕೆಳಗೆ ಮಿಂಚಿನ ಹಾಗೆ ಇಳಿಯುತ್ತಾ?',
  'Muscle cramps': 'ಮಾಂಸಖಂಡ ಹಿಡಿದುಕೊಳ್ಳುವುದು (ಸೆಳೆತ)',
  'Are you getting muscle cramps?': 'ನಿಮಗೆ ಮಾಂಸಖಂಡ ಹಿಡಿದುಕೊಳ್ಳುತ್ತಿದೆಯಾ (ಸೆಳೆತ)?',
  'Painful calf muscles (both legs)': 'ಮೀನಖಂಡ ನೋವು (ಎರಡೂ ಕಾಲುಗಳಲ್ಲಿ)',
  'Are your calf muscles painful or tender?': 'ನಿಮ್ಮ ಮೀನಖಂಡಗಳು ನೋವಾಗುತ್ತಿವೆಯಾ ಅಥವಾ ಮುಟ್ಟಿದರೆ ನೋವಾಗುತ್ತದೆಯಾ?',
  'Pain, warmth and swelling in one calf': 'ಒಂದು ಮೀನಖಂಡದಲ್ಲಿ ನೋವು, ಬಿಸಿ ಮತ್ತು ಊತ',
  'Is one calf swollen, warm and painful?': 'ಒಂದು ಮೀನಖಂಡ ಊದಿಕೊಂಡು, ಬಿಸಿಯಾಗಿ, ನೋವಾಗುತ್ತಿದೆಯಾ?',
  'A painful swollen calf can be a blood clot.':
    'ನೋವಿರುವ ಊದಿದ ಮೀನಖಂಡ ರಕ್ತ ಹೆಪ್ಪುಗಟ್ಟಿರುವುದು (ಕ್ಲಾಟ್) ಆಗಿರಬಹುದು.',
  'Shoulder pain or stiffness': 'ಭುಜ ನೋವು ಅಥವಾ ಭುಜ ಬಿಗಿತ',
  'Do you have shoulder pain or stiffness?': 'ನಿಮಗೆ ಭುಜ ನೋವು ಅಥವಾ ಭುಜ ಬಿಗಿತ ಇದೆಯಾ?',
  'Injury or fall': 'ಪೆಟ್ಟು ಅಥವಾ ಬೀಳುವುದು',
  'Have you had an injury or a fall?': 'ನಿಮಗೆ ಪೆಟ್ಟು ಆಗಿದೆಯಾ ಅಥವಾ ಬಿದ್ದಿದ್ದೀರಾ?',
  'Head injury': 'ತಲೆಗೆ ಪೆಟ್ಟು',
  'Have you had a blow to the head?': 'ನಿಮ್ಮ ತಲೆಗೆ ಪೆಟ್ಟು ಬಿದ್ದಿದೆಯಾ?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'ತಲೆಗೆ ಪೆಟ್ಟಾದರೆ ತೋರಿಸಬೇಕು, ಅದರಲ್ಲೂ ವಾಂತಿ, ಮಂಪರು ಇದ್ದರೆ ಅಥವಾ ರಕ್ತ ತೆಳು ಮಾಡುವ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ.',
  'Bleeding from a wound that will not stop': 'ನಿಲ್ಲದೇ ಇರುವ ಗಾಯದ ರಕ್ತಸ್ರಾವ',
  'Is there bleeding that does not stop with firm pressure?': 'ಗಟ್ಟಿಯಾಗಿ ಒತ್ತಿ ಹಿಡಿದರೂ ನಿಲ್ಲದ ರಕ್ತಸ್ರಾವ ಇದೆಯಾ?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'ಗಟ್ಟಿಯಾಗಿ ಒತ್ತಿ ಹಿಡಿದರೂ ನಿಲ್ಲದ ರಕ್ತಸ್ರಾವ ತುರ್ತು ಪರಿಸ್ಥಿತಿ.',
  'A cut or open wound': 'ಕೊಯ್ದ ಗಾಯ ಅಥವಾ ತೆರೆದ ಗಾಯ',
  'Do you have a cut or an open wound?': 'ನಿಮಗೆ ಎಲ್ಲಾದರೂ ಕೊಯ್ದ ಗಾಯ ಅಥವಾ ತೆರೆದ ಗಾಯ ಇದೆಯಾ?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'ಆಳವಾದ ಅಥವಾ ಬಾಯಿ ಬಿಟ್ಟಿರುವ ಗಾಯ, ಅಥವಾ ಮಣ್ಣು, ಗಾಜು ಅಥವಾ ತುಕ್ಕು ಸೇರಿರುವ ಗಾಯ',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'ಗಾಯ ಆಳವಾಗಿದೆಯಾ ಅಥವಾ ಬಾಯಿ ಬಿಟ್ಟಿದೆಯಾ, ಅಥವಾ ಅದರಲ್ಲಿ ಮಣ್ಣು, ಗಾಜು ಅಥವಾ ತುಕ್ಕು ಇದೆಯಾ?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'ಆಳವಾದ ಅಥವಾ ಬಾಯಿ ಬಿಟ್ಟಿರುವ ಗಾಯ, ಅಥವಾ ಮಣ್ಣು, ಗಾಜು ಅಥವಾ ತುಕ್ಕು ಸೇರಿರುವ ಗಾಯವನ್ನು ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ಸ್ವಚ್ಛ ಮಾಡಿಸಿ, ಮುಚ್ಚಿಸಿ (ಹೊಲಿಗೆ), ಟೆಟನಸ್ (ಟಿಟಿ) ಇಂಜೆಕ್ಷನ್ ಬೇಕಾ ಅಂತ ನೋಡಿಸಬೇಕು.',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'ಮೂಳೆ ಮುರಿದಿರಬಹುದು (ಆಕಾರ ಬದಲಾಗಿದೆ, ಅಲುಗಾಡಿಸಲು ಅಥವಾ ಭಾರ ಹಾಕಲು ಆಗುತ್ತಿಲ್ಲ)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'ಪೆಟ್ಟಾದ ಭಾಗದ ಆಕಾರ ಬದಲಾದಂತೆ ಕಾಣುತ್ತಿದೆಯಾ, ಅಥವಾ ಅದನ್ನು ಅಲುಗಾಡಿಸಲು ಅಥವಾ ಅದರ ಮೇಲೆ ಭಾರ ಹಾಕಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'ಮೂಳೆ ಮುರಿದಿದೆ ಅನ್ನುವ ಅನುಮಾನ ಇದ್ದರೆ ಇವತ್ತೇ ಎಕ್ಸ್-ರೇ ಮತ್ತು ಡಾಕ್ಟರ್ ಬೇಕು.',
  'Twisted ankle, wrist or knee with swelling': 'ಊತದ ಜೊತೆ ಪಾದದ ಹರಡು, ಮಣಿಕಟ್ಟು ಅಥವಾ ಮಂಡಿ ಉಳುಕು',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'ನಿಮ್ಮ ಯಾವುದಾದರೂ ಕೀಲು ಉಳುಕಿ, ಆಮೇಲೆ ಊತ ಅಥವಾ ಕಪ್ಪು-ನೀಲಿ ಕಲೆ ಬಂತಾ?',
  'Burn or scald': 'ಸುಟ್ಟ ಗಾಯ ಅಥವಾ ಬಿಸಿನೀರು ಬಿದ್ದು ಸುಟ್ಟಿರುವುದು',
  'Have you been burnt or scalded?': 'ನಿಮಗೆ ಸುಟ್ಟ ಗಾಯ ಆಗಿದೆಯಾ ಅಥವಾ ಬಿಸಿನೀರು ಬಿದ್ದು ಸುಟ್ಟಿದೆಯಾ?',
  'Snake bite': 'ಹಾವು ಕಡಿತ',
  'Has a snake bitten you?': 'ನಿಮಗೆ ಹಾವು ಕಚ್ಚಿದೆಯಾ?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'ಪ್ರತಿಯೊಂದು ಹಾವು ಕಡಿತವೂ ತುರ್ತು ಪರಿಸ್ಥಿತಿ: ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಗಳಲ್ಲಿ ಹಾವಿನ ವಿಷದ ಔಷಧಿ (ಆಂಟಿ-ಸ್ನೇಕ್ ವೆನಮ್) ಉಚಿತವಾಗಿ ಕೊಡುತ್ತಾರೆ.',
  'Dog bite or scratch': 'ನಾಯಿ ಕಚ್ಚುವುದು ಅಥವಾ ಪರಚುವುದು',
  'Has a dog bitten or scratched you?': 'ನಿಮಗೆ ನಾಯಿ ಕಚ್ಚಿದೆಯಾ ಅಥವಾ ಪರಚಿದೆಯಾ?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'ನಾಯಿ ಕಚ್ಚಿದರೆ ಗಾಯ ತೊಳೆಯಬೇಕು ಮತ್ತು ಅದೇ ದಿನ ರೇಬೀಸ್ ಇಂಜೆಕ್ಷನ್ (ಲಸಿಕೆ) ಹಾಕಿಸಬೇಕು.',
  'Bite or scratch from a cat, monkey or other mammal':
    'ಬೆಕ್ಕು, ಕೋತಿ ಅಥವಾ ಬೇರೆ ಪ್ರಾಣಿ ಕಚ್ಚುವುದು ಅಥವಾ ಪರಚುವುದು',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'ನಿಮಗೆ ಬೆಕ್ಕು, ಕೋತಿ ಅಥವಾ ಬೇರೆ ಪ್ರಾಣಿ ಕಚ್ಚಿದೆಯಾ ಅಥವಾ ಪರಚಿದೆಯಾ?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'ಪ್ರಾಣಿಗಳು ಕಚ್ಚಿದರೆ ರೇಬೀಸ್ ಬರಬಹುದು; ಇವತ್ತೇ ಗಾಯ ತೊಳೆಸಿ ಲಸಿಕೆ ಹಾಕಿಸಿಕೊಳ್ಳಿ.',
  'Scorpion sting': 'ಚೇಳು ಕುಟುಕುವುದು',
  'Has a scorpion stung you?': 'ನಿಮಗೆ ಚೇಳು ಕುಟುಕಿದೆಯಾ?',
  'Scorpion stings can affect the heart, especially in children.':
    'ಚೇಳು ಕುಟುಕಿದರೆ ಹೃದಯದ ಮೇಲೆ ಪರಿಣಾಮ ಆಗಬಹುದು, ಅದರಲ್ಲೂ ಮಕ್ಕಳಲ್ಲಿ.',
  'Bee, wasp or insect sting': 'ಜೇನುನೊಣ, ಕಡಜ ಅಥವಾ ಕೀಟ ಕಡಿತ',
  'Have you been stung by a bee, wasp or insect?': 'ನಿಮಗೆ ಜೇನುನೊಣ, ಕಡಜ ಅಥವಾ ಯಾವುದಾದರೂ ಕೀಟ ಕಚ್ಚಿದೆಯಾ?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'ವಿಷ, ಕ್ರಿಮಿನಾಶಕ, ರಾಸಾಯನಿಕ ಅಥವಾ ತುಂಬಾ ಮಾತ್ರೆಗಳನ್ನು ನುಂಗಿರುವುದು',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'ಆ ವ್ಯಕ್ತಿ ವಿಷ, ಕ್ರಿಮಿನಾಶಕ, ರಾಸಾಯನಿಕ ಅಥವಾ ತುಂಬಾ ಮಾತ್ರೆಗಳನ್ನು ನುಂಗಿದ್ದಾರಾ?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'ವಿಷ ಸೇವನೆಗೆ ಈಗಲೇ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಆ ಡಬ್ಬಿ/ಬಾಟಲಿಯನ್ನು ಆಸ್ಪತ್ರೆಗೆ ತೆಗೆದುಕೊಂಡು ಹೋಗಿ.',
  'Currently pregnant': 'ಈಗ ಗರ್ಭಿಣಿ',
  'Are you pregnant?': 'ನೀವು ಗರ್ಭಿಣಿಯಾ?',
  'Heavy bleeding from the vagina in pregnancy': 'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ಯೋನಿಯಿಂದ ತುಂಬಾ ರಕ್ತಸ್ರಾವ',
  'Are you pregnant and bleeding heavily from the vagina?':
    'ನೀವು ಗರ್ಭಿಣಿಯಾಗಿದ್ದು, ಯೋನಿಯಿಂದ ತುಂಬಾ ರಕ್ತ ಹೋಗುತ್ತಿದೆಯಾ?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ತುಂಬಾ ರಕ್ತಸ್ರಾವ ತಾಯಿ ಮತ್ತು ಮಗು ಇಬ್ಬರಿಗೂ ತುರ್ತು ಪರಿಸ್ಥಿತಿ.',
  'Bleeding from the vagina': 'ಯೋನಿಯಿಂದ ರಕ್ತಸ್ರಾವ',
  'Are you bleeding from the vagina?': 'ನಿಮಗೆ ಯೋನಿಯಿಂದ ರಕ್ತ ಹೋಗುತ್ತಿದೆಯಾ?',
  'Light spotting in pregnancy': 'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ರಕ್ತದ ಕಲೆ',
  'Are you pregnant and having light spotting?': 'ನೀವು ಗರ್ಭಿಣಿಯಾಗಿದ್ದು, ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ರಕ್ತದ ಕಲೆ ಕಾಣುತ್ತಿದೆಯಾ?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ಸ್ವಲ್ಪ ರಕ್ತ ಹೋದರೂ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Baby moving less than usual (pregnancy)':
    'ಹೊಟ್ಟೆಯಲ್ಲಿ ಮಗು ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ಕಡಿಮೆ ಅಲುಗಾಡುವುದು (ಗರ್ಭಾವಸ್ಥೆ)',
  'Is the baby moving less than usual?': 'ಹೊಟ್ಟೆಯಲ್ಲಿ ಮಗು ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ಕಡಿಮೆ ಅಲುಗಾಡುತ್ತಿದೆಯಾ?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'ಮಗುವಿನ ಚಲನೆ ಕಡಿಮೆಯಾದರೆ ಕಾಯದೆ ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ತೋರಿಸಬೇಕು.',
  'Fluid leaking from the vagina in pregnancy': 'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ಯೋನಿಯಿಂದ ನೀರು ಸೋರುವುದು',
  'Is fluid leaking from the vagina?': 'ಯೋನಿಯಿಂದ ನೀರು ಸೋರುತ್ತಿದೆಯಾ?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'ನೀರು ಒಡೆದರೆ (ನೀರಿನ ಚೀಲ ಒಡೆದರೆ) ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಬೇಕು, ಅದರಲ್ಲೂ ಹೆರಿಗೆ ದಿನಾಂಕಕ್ಕಿಂತ ಮೊದಲು ಆದರೆ.',
  'Nausea and vomiting in pregnancy': 'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ವಾಕರಿಕೆ ಮತ್ತು ವಾಂತಿ',
  'Are you pregnant with nausea or vomiting?': 'ನೀವು ಗರ್ಭಿಣಿಯಾಗಿದ್ದು, ವಾಕರಿಕೆ ಅಥವಾ ವಾಂತಿ ಆಗುತ್ತಿದೆಯಾ?',
  'Heavy bleeding after childbirth': 'ಹೆರಿಗೆಯ ನಂತರ ತುಂಬಾ ರಕ್ತಸ್ರಾವ',
  'Have you given birth recently and are bleeding heavily?':
    'ನಿಮಗೆ ಇತ್ತೀಚೆಗೆ ಹೆರಿಗೆ ಆಗಿದ್ದು, ತುಂಬಾ ರಕ್ತ ಹೋಗುತ್ತಿದೆಯಾ?',
  'Heavy bleeding after childbirth is life-threatening.': 'ಹೆರಿಗೆಯ ನಂತರ ತುಂಬಾ ರಕ್ತಸ್ರಾವ ಜೀವಕ್ಕೆ ಅಪಾಯ.',
  'Missed or late period': 'ಮುಟ್ಟು ತಪ್ಪುವುದು ಅಥವಾ ತಡವಾಗುವುದು',
  'Is your period late or missed?': 'ನಿಮ್ಮ ಮುಟ್ಟು ತಡವಾಗಿದೆಯಾ ಅಥವಾ ತಪ್ಪಿದೆಯಾ?',
  'Heavy or long periods': 'ಜಾಸ್ತಿ ಅಥವಾ ತುಂಬಾ ದಿನ ಮುಟ್ಟು',
  'Are your periods heavy or lasting longer than a week?':
    'ನಿಮ್ಮ ಮುಟ್ಟಿನಲ್ಲಿ ತುಂಬಾ ರಕ್ತ ಹೋಗುತ್ತಾ ಅಥವಾ ಒಂದು ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನ ಇರುತ್ತಾ?',
  'Irregular periods': 'ಅನಿಯಮಿತ ಮುಟ್ಟು (ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ಆಗದಿರುವುದು)',
  'Are your periods irregular?': 'ನಿಮ್ಮ ಮುಟ್ಟು ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ಆಗುತ್ತಿಲ್ಲವಾ?',
  'Painful periods': 'ನೋವಿನ ಮುಟ್ಟು',
  'Are your periods painful?': 'ಮುಟ್ಟಿನ ಸಮಯದಲ್ಲಿ ನಿಮಗೆ ನೋವಾಗುತ್ತಾ?',
  'Unusual vaginal discharge': 'ಯೋನಿಯಿಂದ ವಿಚಿತ್ರ ಸ್ರಾವ (ಬಿಳಿ ಹೋಗುವುದು)',
  'Do you have unusual vaginal discharge?': 'ಯೋನಿಯಿಂದ ಅಸಾಮಾನ್ಯ ಸ್ರಾವ (ಬಿಳಿ ಹೋಗುವುದು) ಆಗುತ್ತಿದೆಯಾ?',
  'Itching or soreness in the vaginal area': 'ಯೋನಿಯ ಭಾಗದಲ್ಲಿ ತುರಿಕೆ ಅಥವಾ ಉರಿ',
  'Is there itching or soreness around the vagina?': 'ಯೋನಿಯ ಸುತ್ತ ತುರಿಕೆ ಅಥವಾ ಉರಿ ಇದೆಯಾ?',
  'Hot flushes': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಮೈ ಬಿಸಿ ಏರುವುದು (ಹಾಟ್ ಫ್ಲಶ್)',
  'Do you get sudden waves of heat (hot flushes)?':
    'ನಿಮಗೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಮೈಯಲ್ಲಿ ಬಿಸಿ ಅಲೆ ಬಂದ ಹಾಗೆ ಆಗುತ್ತಾ (ಹಾಟ್ ಫ್ಲಶ್)?',
  'Extra hair on face or body': 'ಮುಖ ಅಥವಾ ಮೈಮೇಲೆ ಜಾಸ್ತಿ ಕೂದಲು',
  'Have you noticed extra hair growth on the face or body?':
    'ನಿಮ್ಮ ಮುಖ ಅಥವಾ ಮೈಮೇಲೆ ಜಾಸ್ತಿ ಕೂದಲು ಬೆಳೆಯುತ್ತಿರುವುದು ಗೊತ್ತಾಯಿತಾ?',
  'Baby or child not feeding or unable to drink': 'ಮಗು ಹಾಲು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಏನೂ ಕುಡಿಯಲು ಆಗದಿರುವುದು',
  'Is the baby or child unable to feed or drink?': 'ಮಗುವಿಗೆ ಹಾಲು ಕುಡಿಯಲು ಅಥವಾ ಏನೂ ಕುಡಿಯಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'ಹಾಲು ಕುಡಿಯಲು ಆಗದ ಮಗು ಅಪಾಯದ ಲಕ್ಷಣ, ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದುಕೊಂಡು ಹೋಗಬೇಕು.',
  'Baby or child very sleepy, floppy or hard to wake':
    'ಮಗು ತುಂಬಾ ನಿದ್ದೆಯಲ್ಲಿರುವುದು, ಮೈ ಸಡಿಲವಾಗಿ ಜೋತುಬೀಳುವುದು ಅಥವಾ ಎಬ್ಬಿಸಲು ಕಷ್ಟ',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'ಮಗು ಯಾವಾಗಲೂ ಇಲ್ಲದಷ್ಟು ನಿದ್ದೆಯಲ್ಲಿದೆಯಾ, ಮೈ ಸಡಿಲವಾಗಿ ಜೋತುಬಿದ್ದಿದೆಯಾ ಅಥವಾ ಎಬ್ಬಿಸಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ಮೈ ಸಡಿಲವಾದ ಅಥವಾ ಯಾವಾಗಲೂ ಇಲ್ಲದಷ್ಟು ನಿದ್ದೆಯಲ್ಲಿರುವ ಮಗು ಅಪಾಯದ ಲಕ್ಷಣ, ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದುಕೊಂಡು ಹೋಗಬೇಕು.',
  'Sunken eyes (or sunken soft spot in a baby)': 'ಕಣ್ಣು ಒಳಗೆ ಹೋಗಿರುವುದು (ಅಥವಾ ಮಗುವಿನ ನೆತ್ತಿ ಕುಸಿದಿರುವುದು)',
  'Do the eyes look sunken?': 'ಕಣ್ಣುಗಳು ಒಳಗೆ ಹೋದ ಹಾಗೆ ಕಾಣುತ್ತಿವೆಯಾ?',
  'Bulging soft spot on a baby’s head': 'ಮಗುವಿನ ತಲೆಯ ನೆತ್ತಿ ಉಬ್ಬಿರುವುದು',
  'Is the soft spot on the baby’s head bulging?': 'ಮಗುವಿನ ತಲೆಯ ಮೇಲಿನ ನೆತ್ತಿ (ಮೆತ್ತಗಿನ ಜಾಗ) ಉಬ್ಬಿದೆಯಾ?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'ನೆತ್ತಿ ಉಬ್ಬಿದ್ದರೆ ಮೆದುಳಿನ ಮೇಲೆ ಒತ್ತಡ ಇರಬಹುದು, ಉದಾಹರಣೆಗೆ ಮೆನಿಂಜೈಟಿಸ್ (ಮೆದುಳು ಜ್ವರ).',
  'Baby crying constantly and cannot be settled': 'ಮಗು ಒಂದೇ ಸಮನೆ ಅಳುವುದು, ಸಮಾಧಾನ ಆಗದಿರುವುದು',
  'Is the baby crying constantly or with a high-pitched cry?':
    'ಮಗು ಒಂದೇ ಸಮನೆ ಅಳುತ್ತಿದೆಯಾ ಅಥವಾ ಕೀರಲು ಧ್ವನಿಯಲ್ಲಿ ಅಳುತ್ತಿದೆಯಾ?',
  'Barking cough with noisy breathing in (child)':
    'ಉಸಿರು ಎಳೆದುಕೊಳ್ಳುವಾಗ ಶಬ್ದದ ಜೊತೆ ನಾಯಿ ಬೊಗಳಿದಂತಹ ಕೆಮ್ಮು (ಮಕ್ಕಳಲ್ಲಿ)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'ಮಗುವಿಗೆ ನಾಯಿ ಬೊಗಳಿದಂತಹ ಕೆಮ್ಮು ಇದೆಯಾ ಅಥವಾ ಉಸಿರು ಎಳೆದುಕೊಳ್ಳುವಾಗ ಕರ್ಕಶ ಶಬ್ದ ಬರುತ್ತಾ?',
  'Coughing fits ending in a whoop or vomiting': "'ವೂಪ್' ಶಬ್ದ ಅಥವಾ ವಾಂತಿಯಲ್ಲಿ ಮುಗಿಯುವ ಕೆಮ್ಮಿನ ಜೋರು ಸರಣಿ",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "ಒಂದೇ ಸಮನೆ ಕೆಮ್ಮು ಬಂದು, ಕೊನೆಯಲ್ಲಿ 'ವೂಪ್' ಶಬ್ದ ಅಥವಾ ವಾಂತಿ ಆಗುತ್ತಾ?",
  'Newborn baby looks yellow': 'ಹುಟ್ಟಿದ ಮಗು ಹಳದಿಯಾಗಿ ಕಾಣುವುದು',
  'Does the newborn baby look yellow?': 'ಹುಟ್ಟಿದ ಎಳೆ ಮಗು ಹಳದಿಯಾಗಿ ಕಾಣುತ್ತಿದೆಯಾ?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'ಹುಟ್ಟಿದ ಮಗುವಿಗೆ ಕಾಮಾಲೆ ಇದ್ದರೆ ಇವತ್ತೇ ಬಿಲಿರುಬಿನ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಬೇಕು.',
  'Pain in an arm or hand': 'ಕೈ ನೋವು',
  'Pain in a leg or foot': 'ಕಾಲು ನೋವು',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'ಮಲದಲ್ಲಿ ರಕ್ತ ಬಂದರೆ ಮುಂದಿನ ಕೆಲವು ದಿನಗಳಲ್ಲಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ರಕ್ತ ಜಾಸ್ತಿ ಇದ್ದರೆ, ತಲೆ ತಿರುಗಿದರೆ ಅಥವಾ ಮಲ ಕಪ್ಪಾಗಿದ್ದರೆ ಇವತ್ತೇ ಹೋಗಿ.',
  'Blood pressure of 180/120 or more': '180/120 ಅಥವಾ ಅದಕ್ಕಿಂತ ಹೆಚ್ಚು ಬಿಪಿ',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'ಬಿಪಿ 180/120 ಅಥವಾ ಅದಕ್ಕಿಂತ ಹೆಚ್ಚಿದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ಎದೆ ನೋವು, ಉಸಿರಾಟದ ತೊಂದರೆ, ದೌರ್ಬಲ್ಯ ಅಥವಾ ಗೊಂದಲ ಇದ್ದರೆ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Drooping eyelids or double vision that came on suddenly':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ರೆಪ್ಪೆ ಜೋತುಬೀಳುವುದು ಅಥವಾ ಎರಡೆರಡು ಕಾಣುವುದು',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ರೆಪ್ಪೆ ಜೋತುಬಿದ್ದರೆ, ಎರಡೆರಡು ಕಂಡರೆ ಅಥವಾ ನುಂಗಲು ಕಷ್ಟವಾದರೆ ನಿದ್ದೆಯಲ್ಲಿ ಹಾವು ಕಚ್ಚಿರಬಹುದು (ಹೆಚ್ಚಾಗಿ ನೋವಿಲ್ಲದೆ) ಅಥವಾ ನರಗಳ ತುರ್ತು ಪರಿಸ್ಥಿತಿ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
};
