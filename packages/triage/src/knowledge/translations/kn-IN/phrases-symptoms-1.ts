export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'ಜ್ವರ',
  'Do you have a fever?': 'ನಿಮಗೆ ಜ್ವರ ಇದೆಯಾ?',
  'High fever (above 102°F / 39°C)': 'ಜಾಸ್ತಿ ಜ್ವರ (102°F / 39°C ಗಿಂತ ಹೆಚ್ಚು)',
  'Is the fever high, above 102°F (39°C)?': 'ಜ್ವರ ಜಾಸ್ತಿ ಇದೆಯಾ, 102°F (39°C) ಗಿಂತ ಹೆಚ್ಚು?',
  'Chills and shivering with fever': 'ಜ್ವರದ ಜೊತೆ ಚಳಿ ಮತ್ತು ನಡುಕ',
  'Does the fever come with chills or shivering?': 'ಜ್ವರದ ಜೊತೆ ಚಳಿ ಅಥವಾ ನಡುಕ ಬರುತ್ತಾ?',
  'Fever that comes and goes': 'ಬಂದು ಹೋಗುವ ಜ್ವರ',
  'Does the fever come and go, with normal hours or days in between?':
    'ಜ್ವರ ಬಂದು ಹೋಗುತ್ತಾ, ಮಧ್ಯೆ ಕೆಲವು ಗಂಟೆ ಅಥವಾ ದಿನ ಸರಿಯಾಗಿರುತ್ತೀರಾ?',
  'Fever for more than a week': 'ಒಂದು ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನದ ಜ್ವರ',
  'Has the fever lasted more than a week?': 'ಜ್ವರ ಒಂದು ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನದಿಂದ ಇದೆಯಾ?',
  'Mild fever in the evenings': 'ಸಂಜೆ ಹೊತ್ತು ಸಣ್ಣ ಜ್ವರ',
  'Do you get a mild fever mostly in the evenings?': 'ಹೆಚ್ಚಾಗಿ ಸಂಜೆ ಹೊತ್ತು ಸಣ್ಣ ಜ್ವರ ಬರುತ್ತಾ?',
  'Night sweats': 'ರಾತ್ರಿ ಬೆವರುವುದು',
  'Do you sweat heavily at night?': 'ರಾತ್ರಿ ಹೊತ್ತು ತುಂಬಾ ಬೆವರುತ್ತೀರಾ?',
  'Heavy or cold sweating': 'ತುಂಬಾ ಬೆವರು ಅಥವಾ ತಣ್ಣನೆಯ ಬೆವರು',
  'Are you sweating heavily or breaking into a cold sweat?':
    'ನಿಮಗೆ ತುಂಬಾ ಬೆವರುತ್ತಿದೆಯಾ ಅಥವಾ ತಣ್ಣನೆಯ ಬೆವರು ಬರುತ್ತಿದೆಯಾ?',
  Tiredness: 'ಸುಸ್ತು',
  'Do you feel unusually tired?': 'ಯಾವಾಗಲೂ ಇಲ್ಲದಷ್ಟು ಸುಸ್ತು ಅನಿಸುತ್ತಿದೆಯಾ?',
  'General weakness': 'ಮೈಯೆಲ್ಲಾ ನಿಶ್ಶಕ್ತಿ',
  'Do you feel weak all over?': 'ಮೈಯೆಲ್ಲಾ ನಿಶ್ಶಕ್ತಿ ಅನಿಸುತ್ತಿದೆಯಾ?',
  'Body aches and muscle pain': 'ಮೈಕೈ ನೋವು ಮತ್ತು ಮಾಂಸಖಂಡಗಳ ನೋವು',
  'Do you have aches and pains all over your body?': 'ಮೈಯೆಲ್ಲಾ ನೋವು ಇದೆಯಾ?',
  'Unexplained weight loss': 'ಕಾರಣ ಇಲ್ಲದೆ ತೂಕ ಕಡಿಮೆಯಾಗುವುದು',
  'Have you lost weight without trying?': 'ಪ್ರಯತ್ನ ಮಾಡದೆಯೇ ನಿಮ್ಮ ತೂಕ ಕಡಿಮೆಯಾಗಿದೆಯಾ?',
  'Weight gain': 'ತೂಕ ಹೆಚ್ಚಾಗುವುದು',
  'Have you gained weight recently without eating more?': 'ಜಾಸ್ತಿ ತಿನ್ನದೆಯೇ ಇತ್ತೀಚೆಗೆ ನಿಮ್ಮ ತೂಕ ಹೆಚ್ಚಾಗಿದೆಯಾ?',
  'Loss of appetite': 'ಹಸಿವು ಆಗದಿರುವುದು',
  'Have you lost your appetite?': 'ನಿಮಗೆ ಹಸಿವು ಕಡಿಮೆಯಾಗಿದೆಯಾ?',
  'Feeling very thirsty': 'ತುಂಬಾ ಬಾಯಾರಿಕೆ',
  'Are you much more thirsty than usual?': 'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ತುಂಬಾ ಜಾಸ್ತಿ ಬಾಯಾರಿಕೆ ಆಗುತ್ತಿದೆಯಾ?',
  'Dry mouth and lips': 'ಬಾಯಿ ಮತ್ತು ತುಟಿ ಒಣಗುವುದು',
  'Is your mouth or tongue very dry?': 'ನಿಮ್ಮ ಬಾಯಿ ಅಥವಾ ನಾಲಿಗೆ ತುಂಬಾ ಒಣಗಿದೆಯಾ?',
  'Passing little or no urine': 'ಮೂತ್ರ ಸ್ವಲ್ಪವೇ ಹೋಗುವುದು ಅಥವಾ ಹೋಗದೇ ಇರುವುದು',
  'Are you passing much less urine than usual?': 'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ ಹೋಗುತ್ತಿದೆಯಾ?',
  'Fainting or nearly fainting': 'ತಲೆತಿರುಗಿ ಬೀಳುವುದು ಅಥವಾ ಬೀಳುವ ಹಾಗಾಗುವುದು',
  'Have you fainted or felt about to faint?': 'ನೀವು ತಲೆತಿರುಗಿ ಬಿದ್ದಿರಾ ಅಥವಾ ಪ್ರಜ್ಞೆ ತಪ್ಪುವ ಹಾಗೆ ಅನಿಸಿತಾ?',
  'Fainting needs a doctor to find the cause, the same day.':
    'ತಲೆತಿರುಗಿ ಬಿದ್ದರೆ ಕಾರಣ ಕಂಡುಹಿಡಿಯಲು ಅದೇ ದಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Unconscious or cannot be woken': 'ಪ್ರಜ್ಞೆ ಇಲ್ಲದಿರುವುದು ಅಥವಾ ಎಬ್ಬಿಸಿದರೂ ಏಳದಿರುವುದು',
  'Is the person unconscious or very hard to wake?':
    'ಆ ವ್ಯಕ್ತಿಗೆ ಪ್ರಜ್ಞೆ ಇಲ್ಲವಾ ಅಥವಾ ಎಬ್ಬಿಸಲು ತುಂಬಾ ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'A person who cannot be woken needs emergency care now.':
    'ಎಬ್ಬಿಸಿದರೂ ಏಳದ ವ್ಯಕ್ತಿಗೆ ಈಗಲೇ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು.',
  'Sudden confusion or drowsiness': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಗೊಂದಲ ಅಥವಾ ಮಂಪರು',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'ಆ ವ್ಯಕ್ತಿ ಗೊಂದಲಕ್ಕೆ ಒಳಗಾಗಿದ್ದಾರಾ, ತುಂಬಾ ಮಂಪರಿನಲ್ಲಿದ್ದಾರಾ ಅಥವಾ ವಿಚಿತ್ರವಾಗಿ ನಡೆದುಕೊಳ್ಳುತ್ತಿದ್ದಾರಾ?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಗೊಂದಲ ಆದರೆ ಅದು ಸ್ಟ್ರೋಕ್ (ಲಕ್ವಾ), ಮೆದುಳಿನ ಸೋಂಕು, ಸೆಪ್ಸಿಸ್ (ರಕ್ತಕ್ಕೆ ಹರಡಿದ ಸೋಂಕು) ಅಥವಾ ಶುಗರ್ ತುಂಬಾ ಕಡಿಮೆ ಆಗಿರುವುದರ ಲಕ್ಷಣ ಆಗಿರಬಹುದು.',
  'Swollen glands (lumps in neck, armpit or groin)': 'ಗ್ರಂಥಿಗಳ ಊತ (ಕುತ್ತಿಗೆ, ಕಂಕುಳ ಅಥವಾ ತೊಡೆಸಂದಿನಲ್ಲಿ ಗಂಟು)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'ನಿಮ್ಮ ಕುತ್ತಿಗೆ, ಕಂಕುಳ ಅಥವಾ ತೊಡೆಸಂದಿನಲ್ಲಿ ಗ್ರಂಥಿ ಊದಿಕೊಂಡಿರುವುದು ಅಥವಾ ಗಂಟು ಕಾಣಿಸಿದೆಯಾ?',
  'Pale skin, lips or nails': 'ಚರ್ಮ, ತುಟಿ ಅಥವಾ ಉಗುರು ಬಿಳಿಚಿಕೊಳ್ಳುವುದು',
  'Do your skin, inner eyelids or nails look pale?':
    'ನಿಮ್ಮ ಚರ್ಮ, ಕಣ್ಣಿನ ರೆಪ್ಪೆಯ ಒಳಭಾಗ ಅಥವಾ ಉಗುರು ಬಿಳಿಚಿಕೊಂಡಂತೆ ಕಾಣುತ್ತಿದೆಯಾ?',
  'Yellow eyes or skin (jaundice)': 'ಕಣ್ಣು ಅಥವಾ ಚರ್ಮ ಹಳದಿಯಾಗುವುದು (ಕಾಮಾಲೆ / ಜಾಂಡೀಸ್)',
  'Have the whites of your eyes or your skin turned yellow?': 'ನಿಮ್ಮ ಕಣ್ಣಿನ ಬಿಳಿ ಭಾಗ ಅಥವಾ ಚರ್ಮ ಹಳದಿಯಾಗಿದೆಯಾ?',
  'Jaundice needs blood tests and a doctor within a day.':
    'ಕಾಮಾಲೆಗೆ ಒಂದು ದಿನದ ಒಳಗೆ ರಕ್ತ ಪರೀಕ್ಷೆ ಮತ್ತು ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸುವುದು ಬೇಕು.',
  'Dark yellow or tea-coloured urine': 'ಗಾಢ ಹಳದಿ ಅಥವಾ ಟೀ ಬಣ್ಣದ ಮೂತ್ರ',
  'Is your urine dark yellow or tea-coloured?': 'ನಿಮ್ಮ ಮೂತ್ರ ಗಾಢ ಹಳದಿ ಅಥವಾ ಟೀ ಬಣ್ಣದಲ್ಲಿದೆಯಾ?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'ವಿಚಿತ್ರವಾಗಿ ರಕ್ತಸ್ರಾವ ಅಥವಾ ಕಪ್ಪು-ನೀಲಿ ಕಲೆ (ವಸಡು, ಮೂಗು, ಚರ್ಮದ ಕೆಳಗೆ ಕೆಂಪು ಚುಕ್ಕೆ)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'ವಸಡು ಅಥವಾ ಮೂಗಿನಿಂದ ರಕ್ತ ಬರುವುದು, ಅಥವಾ ಚರ್ಮದ ಮೇಲೆ ಸಣ್ಣ ಕೆಂಪು ಚುಕ್ಕೆಗಳು ಕಾಣಿಸಿವೆಯಾ?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'ಕಾರಣ ಇಲ್ಲದೆ ರಕ್ತ ಬರುತ್ತಿದ್ದರೆ ಪ್ಲೇಟ್‌ಲೆಟ್ ಕಡಿಮೆ ಆಗಿರಬಹುದು (ಉದಾಹರಣೆಗೆ ಡೆಂಗ್ಯೂನಲ್ಲಿ).',
  Nosebleed: 'ಮೂಗಿನಲ್ಲಿ ರಕ್ತ ಬರುವುದು',
  'Have you had a nosebleed?': 'ನಿಮಗೆ ಮೂಗಿನಿಂದ ರಕ್ತ ಬಂದಿದೆಯಾ?',
  'Cold, clammy, pale skin': 'ತಣ್ಣಗಿನ, ಅಂಟಂಟಾದ, ಬಿಳಿಚಿದ ಚರ್ಮ',
  'Are your hands and feet cold and clammy?': 'ನಿಮ್ಮ ಕೈಕಾಲು ತಣ್ಣಗೆ ಮತ್ತು ಬೆವರಿನಿಂದ ಅಂಟಂಟಾಗಿದೆಯಾ?',
  'Cold, clammy skin can be a sign of shock.':
    'ತಣ್ಣಗಿನ, ಅಂಟಂಟಾದ ಚರ್ಮ ಶಾಕ್‌ನ (ರಕ್ತದೊತ್ತಡ ತುಂಬಾ ಬೀಳುವುದು) ಲಕ್ಷಣ ಆಗಿರಬಹುದು.',
  'Been in strong heat or sun': 'ಜೋರು ಬಿಸಿಲು ಅಥವಾ ಸೆಕೆಯಲ್ಲಿ ಇದ್ದದ್ದು',
  'Have you been out in strong heat or sun?': 'ನೀವು ಜೋರು ಬಿಸಿಲು ಅಥವಾ ಸೆಕೆಯಲ್ಲಿ ಹೊರಗೆ ಇದ್ದಿರಾ?',
  'Very hot, dry skin with no sweating': 'ಬೆವರು ಇಲ್ಲದೆ ತುಂಬಾ ಬಿಸಿಯಾದ, ಒಣಗಿದ ಚರ್ಮ',
  'Is the skin very hot and dry, without sweating?': 'ಬೆವರು ಇಲ್ಲದೆ ಚರ್ಮ ತುಂಬಾ ಬಿಸಿಯಾಗಿ ಒಣಗಿದೆಯಾ?',
  'Always feeling cold': 'ಯಾವಾಗಲೂ ಚಳಿ ಅನಿಸುವುದು',
  'Do you feel cold when others feel comfortable?': 'ಬೇರೆಯವರಿಗೆ ಸರಿ ಇರುವಾಗಲೂ ನಿಮಗೆ ಚಳಿ ಅನಿಸುತ್ತಾ?',
  'Cannot tolerate heat, sweating a lot': 'ಸೆಕೆ ತಡೆಯಲು ಆಗದಿರುವುದು, ತುಂಬಾ ಬೆವರುವುದು',
  'Do you feel hot and sweaty when others are comfortable?':
    'ಬೇರೆಯವರಿಗೆ ಸರಿ ಇರುವಾಗಲೂ ನಿಮಗೆ ಸೆಕೆ ಆಗಿ ಬೆವರುತ್ತಾ?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'ನಡುಕ, ಬೆವರು, ಹಸಿವು ಅಥವಾ ಗೊಂದಲ (ಶುಗರ್ ಕಡಿಮೆ ಆಗುವುದು)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'ನಿಮಗೆ ಶುಗರ್ (ಸಕ್ಕರೆ ಕಾಯಿಲೆ) ಇದೆಯಾ ಮತ್ತು ನಡುಕ, ಬೆವರು ಅಥವಾ ಗೊಂದಲ ಆಗುತ್ತಿದೆಯಾ?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'ಶುಗರ್ ಕಡಿಮೆ ಆದರೆ ತಕ್ಷಣ ಸಕ್ಕರೆ ಅಥವಾ ಸಿಹಿ ಪಾನೀಯ ಕೊಟ್ಟು ಸರಿಪಡಿಸಬೇಕು.',
  'High blood sugar reading': 'ಶುಗರ್ ಟೆಸ್ಟ್‌ನಲ್ಲಿ ಜಾಸ್ತಿ ಬಂದಿರುವುದು',
  'Has your blood sugar been reading high?': 'ನಿಮ್ಮ ಶುಗರ್ ಟೆಸ್ಟ್‌ನಲ್ಲಿ ಜಾಸ್ತಿ ಬರುತ್ತಿದೆಯಾ?',
  'Fruity or nail-polish smelling breath': 'ಉಸಿರಿನಲ್ಲಿ ಹಣ್ಣಿನ ಅಥವಾ ನೇಲ್ ಪಾಲಿಶ್ ವಾಸನೆ',
  'Does the breath smell fruity or like nail polish?':
    'ಉಸಿರಿನಲ್ಲಿ ಹಣ್ಣಿನ ವಾಸನೆ ಅಥವಾ ನೇಲ್ ಪಾಲಿಶ್ ತರಹದ ವಾಸನೆ ಬರುತ್ತಾ?',
  'High blood pressure reading': 'ಬಿಪಿ ಜಾಸ್ತಿ ಬಂದಿರುವುದು',
  'Has your blood pressure been measured high?': 'ನಿಮ್ಮ ಬಿಪಿ (ರಕ್ತದೊತ್ತಡ) ಚೆಕ್ ಮಾಡಿದಾಗ ಜಾಸ್ತಿ ಬಂದಿದೆಯಾ?',
  'Craving to eat mud, chalk or ice': 'ಮಣ್ಣು, ಬಳಪ ಅಥವಾ ಐಸ್ ತಿನ್ನಬೇಕು ಅನಿಸುವುದು',
  'Do you crave eating mud, chalk or ice?': 'ನಿಮಗೆ ಮಣ್ಣು, ಬಳಪ ಅಥವಾ ಐಸ್ ತಿನ್ನಬೇಕು ಅಂತ ತುಂಬಾ ಆಸೆ ಆಗುತ್ತಾ?',
  Headache: 'ತಲೆನೋವು',
  'Do you have a headache?': 'ನಿಮಗೆ ತಲೆನೋವು ಇದೆಯಾ?',
  'Sudden, very severe headache (worst ever)': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ, ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು (ಹಿಂದೆಂದೂ ಇಲ್ಲದಷ್ಟು)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'ತಲೆನೋವು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಶುರುವಾಯಿತಾ, ಮತ್ತು ಇದು ಜೀವನದಲ್ಲೇ ಅತ್ಯಂತ ಜೋರಾದ ತಲೆನೋವಾ?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬರುವ ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು ಮೆದುಳಿನಲ್ಲಿ ರಕ್ತಸ್ರಾವ ಆಗಿರಬಹುದು.',
  'Throbbing headache on one side': 'ಒಂದು ಕಡೆ ಹೊಡೆದುಕೊಳ್ಳುವ ತಲೆನೋವು',
  'Is the headache throbbing or on one side of the head?':
    'ತಲೆನೋವು ಹೊಡೆದುಕೊಳ್ಳುವ ಹಾಗೆ ಇದೆಯಾ ಅಥವಾ ತಲೆಯ ಒಂದು ಕಡೆ ಮಾತ್ರ ಇದೆಯಾ?',
  'Pain behind the eyes': 'ಕಣ್ಣಿನ ಹಿಂದೆ ನೋವು',
  'Do you have pain behind your eyes?': 'ನಿಮ್ಮ ಕಣ್ಣುಗಳ ಹಿಂದೆ ನೋವು ಇದೆಯಾ?',
  'Light hurts the eyes': 'ಬೆಳಕು ನೋಡಿದರೆ ಕಣ್ಣು ನೋವು',
  'Does bright light bother your eyes?': 'ಜೋರು ಬೆಳಕು ನೋಡಿದರೆ ಕಣ್ಣಿಗೆ ತೊಂದರೆ ಆಗುತ್ತಾ?',
  'Stiff neck (cannot bend chin to chest)': 'ಕುತ್ತಿಗೆ ಬಿಗಿತ (ಗಲ್ಲವನ್ನು ಎದೆಗೆ ತಾಗಿಸಲು ಆಗದಿರುವುದು)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'ನಿಮ್ಮ ಕುತ್ತಿಗೆ ಬಿಗಿದುಕೊಂಡು, ಗಲ್ಲವನ್ನು ಎದೆಗೆ ತಾಗಿಸಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'Fits, seizure or convulsions': 'ಫಿಟ್ಸ್, ಸೆಳವು ಅಥವಾ ಮೈ ಸೆಟೆದುಕೊಳ್ಳುವುದು',
  'Has there been a fit, seizure or jerking of the body?': 'ಫಿಟ್ಸ್ ಬಂತಾ, ಸೆಳವು ಬಂತಾ ಅಥವಾ ಮೈ ಕೊಸರಾಡಿತಾ?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'ಫಿಟ್ಸ್ ಬಂದರೆ ತುರ್ತು ಸಹಾಯ ಬೇಕು, ಅದರಲ್ಲೂ ಮೊದಲ ಸಲ ಬಂದಿದ್ದರೆ ಅಥವಾ 5 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಇದ್ದರೆ.',
  'Face drooping on one side': 'ಮುಖ ಒಂದು ಕಡೆ ಜೋತು ಬೀಳುವುದು',
  'Has one side of the face dropped or can the person not smile evenly?':
    'ಮುಖದ ಒಂದು ಕಡೆ ಜೋತು ಬಿದ್ದಿದೆಯಾ ಅಥವಾ ಆ ವ್ಯಕ್ತಿಗೆ ಸರಿಯಾಗಿ ನಗಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'ಮುಖ ಜೋತು ಬೀಳುವುದು ಸ್ಟ್ರೋಕ್‌ನ (ಲಕ್ವಾ) ಲಕ್ಷಣ. ಪ್ರತಿ ನಿಮಿಷವೂ ಮುಖ್ಯ.',
  'Weakness or numbness of one arm, leg or side':
    'ಒಂದು ಕೈ, ಕಾಲು ಅಥವಾ ಮೈಯ ಒಂದು ಕಡೆ ಶಕ್ತಿ ಇಲ್ಲದಿರುವುದು ಅಥವಾ ಜೋಮು ಹಿಡಿಯುವುದು',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'ಒಂದು ಕೈ, ಕಾಲು ಅಥವಾ ಮೈಯ ಒಂದು ಕಡೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಶಕ್ತಿ ಹೋಗಿದೆಯಾ ಅಥವಾ ಜೋಮು ಹಿಡಿದಿದೆಯಾ?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'ಮೈಯ ಒಂದು ಕಡೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಶಕ್ತಿ ಹೋಗುವುದು ಸ್ಟ್ರೋಕ್‌ನ (ಲಕ್ವಾ) ಲಕ್ಷಣ. ಪ್ರತಿ ನಿಮಿಷವೂ ಮುಖ್ಯ.',
  'Slurred or confused speech': 'ತೊದಲು ಅಥವಾ ಅಸ್ಪಷ್ಟ ಮಾತು',
  'Is the speech suddenly slurred or hard to understand?':
    'ಮಾತು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ತೊದಲುತ್ತಿದೆಯಾ ಅಥವಾ ಅರ್ಥ ಮಾಡಿಕೊಳ್ಳಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಮಾತನಾಡಲು ಕಷ್ಟ ಆಗುವುದು ಸ್ಟ್ರೋಕ್‌ನ (ಲಕ್ವಾ) ಲಕ್ಷಣ. ಪ್ರತಿ ನಿಮಿಷವೂ ಮುಖ್ಯ.',
  'Sudden loss of vision or double vision': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ಕಾಣದಾಗುವುದು ಅಥವಾ ಎರಡೆರಡು ಕಾಣುವುದು',
  'Have you suddenly lost vision or started seeing double?':
    'ನಿಮಗೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ಕಾಣದಾಯಿತಾ ಅಥವಾ ಎಲ್ಲವೂ ಎರಡೆರಡು ಕಾಣಲು ಶುರುವಾಯಿತಾ?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ಕಾಣದಾಗುವುದು ಸ್ಟ್ರೋಕ್ ಅಥವಾ ಕಣ್ಣಿನ ತುರ್ತು ಸಮಸ್ಯೆ ಆಗಿರಬಹುದು.',
  'Blurred or cloudy vision': 'ಮಸುಕಾಗಿ ಅಥವಾ ಮಂಜು ಮಂಜಾಗಿ ಕಾಣುವುದು',
  'Is your vision blurred or cloudy?': 'ನಿಮಗೆ ಮಸುಕಾಗಿ ಅಥವಾ ಮಂಜು ಮಂಜಾಗಿ ಕಾಣುತ್ತಿದೆಯಾ?',
  'Numbness, tingling or burning in hands or feet': 'ಕೈ ಅಥವಾ ಕಾಲುಗಳಲ್ಲಿ ಜೋಮು, ಜುಮ್ಮೆನ್ನುವುದು ಅಥವಾ ಉರಿ',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲುಗಳಲ್ಲಿ ಜುಮ್ಮೆನ್ನುವುದು, ಜೋಮು ಅಥವಾ ಉರಿ ಇದೆಯಾ?',
  'Shaking hands (tremor)': 'ಕೈ ನಡುಗುವುದು (ನಡುಕ)',
  'Do your hands shake or tremble?': 'ನಿಮ್ಮ ಕೈಗಳು ನಡುಗುತ್ತವಾ?',
  'Dizziness or light-headedness': 'ತಲೆಸುತ್ತು ಅಥವಾ ತಲೆ ಹಗುರ ಅನಿಸುವುದು',
  'Do you feel dizzy or light-headed?': 'ನಿಮಗೆ ತಲೆಸುತ್ತು ಬರುತ್ತಿದೆಯಾ ಅಥವಾ ತಲೆ ಹಗುರ ಅನಿಸುತ್ತಿದೆಯಾ?',
  'Room spinning (vertigo)': 'ಸುತ್ತಲೂ ಎಲ್ಲಾ ತಿರುಗಿದಂತೆ ಅನಿಸುವುದು (ವರ್ಟಿಗೋ)',
  'Does it feel as if the room is spinning?': 'ಕೋಣೆಯೇ ಸುತ್ತುತ್ತಿರುವ ಹಾಗೆ ಅನಿಸುತ್ತಾ?',
  'Unsteady walking or loss of balance': 'ನಡೆಯುವಾಗ ತೂರಾಡುವುದು ಅಥವಾ ಸಮತೋಲನ ತಪ್ಪುವುದು',
  'Are you unsteady on your feet or losing your balance?':
    'ನಡೆಯುವಾಗ ನೀವು ತೂರಾಡುತ್ತೀರಾ ಅಥವಾ ಸಮತೋಲನ ತಪ್ಪುತ್ತಿದೆಯಾ?',
  'Pain or pressure in the face or forehead': 'ಮುಖ ಅಥವಾ ಹಣೆಯಲ್ಲಿ ನೋವು ಅಥವಾ ಭಾರ',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'ನಿಮ್ಮ ಕೆನ್ನೆ ಅಥವಾ ಹಣೆಯಲ್ಲಿ ನೋವು ಅಥವಾ ಭಾರ ಅನಿಸುತ್ತಿದೆಯಾ?',
  'Neck pain': 'ಕುತ್ತಿಗೆ ನೋವು',
  'Do you have neck pain?': 'ನಿಮಗೆ ಕುತ್ತಿಗೆ ನೋವು ಇದೆಯಾ?',
  'Cannot close one eye or move one side of the face':
    'ಒಂದು ಕಣ್ಣು ಮುಚ್ಚಲು ಅಥವಾ ಮುಖದ ಒಂದು ಕಡೆ ಅಲುಗಾಡಿಸಲು ಆಗದಿರುವುದು',
  'Is one side of your face weak so you cannot close that eye fully?':
    'ನಿಮ್ಮ ಮುಖದ ಒಂದು ಕಡೆ ಶಕ್ತಿ ಇಲ್ಲದೆ ಆ ಕಣ್ಣನ್ನು ಪೂರ್ತಿ ಮುಚ್ಚಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'Trouble sleeping': 'ನಿದ್ದೆ ಬರದಿರುವುದು',
  'Are you having trouble sleeping?': 'ನಿಮಗೆ ಸರಿಯಾಗಿ ನಿದ್ದೆ ಬರುತ್ತಿಲ್ಲವಾ?',
  'Forgetfulness or poor concentration': 'ಮರೆವು ಅಥವಾ ಗಮನ ಕೊಡಲು ಆಗದಿರುವುದು',
  'Have you been more forgetful or unable to concentrate?':
    'ನಿಮಗೆ ಮರೆವು ಜಾಸ್ತಿ ಆಗಿದೆಯಾ ಅಥವಾ ಯಾವುದರ ಮೇಲೂ ಗಮನ ಕೊಡಲು ಆಗುತ್ತಿಲ್ಲವಾ?',
  'Feeling sad or low most days': 'ಹೆಚ್ಚಿನ ದಿನ ಬೇಜಾರು ಅಥವಾ ಮನಸ್ಸು ಕುಗ್ಗಿರುವುದು',
  'Have you been feeling sad or low most days?':
    'ಹೆಚ್ಚಿನ ದಿನ ನಿಮಗೆ ಬೇಜಾರು ಅಥವಾ ಮನಸ್ಸು ಕುಗ್ಗಿದ ಹಾಗೆ ಅನಿಸುತ್ತಿದೆಯಾ?',
  'No interest or pleasure in things': 'ಯಾವುದರಲ್ಲೂ ಆಸಕ್ತಿ ಅಥವಾ ಖುಷಿ ಇಲ್ಲದಿರುವುದು',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'ಮೊದಲು ಖುಷಿ ಕೊಡುತ್ತಿದ್ದ ವಿಷಯಗಳಲ್ಲಿ ಈಗ ಆಸಕ್ತಿ ಅಥವಾ ಖುಷಿ ಇಲ್ಲವಾ?',
  'Feeling hopeless or worthless': 'ಯಾವ ಆಸೆಯೂ ಇಲ್ಲದಿರುವುದು ಅಥವಾ ನಾನು ಯಾವುದಕ್ಕೂ ಪ್ರಯೋಜನ ಇಲ್ಲ ಅನಿಸುವುದು',
  'Do you feel hopeless or worthless?':
    'ನಿಮಗೆ ಎಲ್ಲಾ ಆಸೆ ಹೋಗಿದೆ ಅಥವಾ ನೀವು ಯಾವುದಕ್ಕೂ ಪ್ರಯೋಜನ ಇಲ್ಲ ಅಂತ ಅನಿಸುತ್ತಾ?',
  'Thoughts of ending your life': 'ಜೀವ ಕಳೆದುಕೊಳ್ಳುವ ಯೋಚನೆಗಳು',
  'Are you having thoughts of ending your life?': 'ನಿಮಗೆ ನಿಮ್ಮ ಜೀವ ಕಳೆದುಕೊಳ್ಳುವ ಯೋಚನೆಗಳು ಬರುತ್ತಿವೆಯಾ?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'ನಿಮಗೆ ಈಗಲೇ ಸಹಾಯ ಸಿಗಬೇಕು. ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ (ಉಚಿತ, 24x7) ಅಥವಾ ಅಪಾಯದಲ್ಲಿದ್ದರೆ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Hurting yourself on purpose': 'ಬೇಕಂತಲೇ ನಿಮಗೆ ನೀವೇ ನೋವು ಮಾಡಿಕೊಳ್ಳುವುದು',
  'Have you hurt yourself or thought about hurting yourself?':
    'ನೀವು ನಿಮಗೆ ನೀವೇ ನೋವು ಮಾಡಿಕೊಂಡಿದ್ದೀರಾ ಅಥವಾ ಹಾಗೆ ಮಾಡಿಕೊಳ್ಳುವ ಯೋಚನೆ ಬಂದಿದೆಯಾ?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'ತಮಗೆ ತಾವೇ ನೋವು ಮಾಡಿಕೊಂಡರೆ ಈಗಲೇ ಸಹಾಯ ಬೇಕು: 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಆಪ್ತಸಮಾಲೋಚಕರ ಜೊತೆ ಮಾತನಾಡಲು ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Constant worry, nervousness or restlessness': 'ಯಾವಾಗಲೂ ಚಿಂತೆ, ಗಾಬರಿ ಅಥವಾ ಚಡಪಡಿಕೆ',
  'Do you feel worried, nervous or on edge most of the time?':
    'ಹೆಚ್ಚಿನ ಸಮಯ ನಿಮಗೆ ಚಿಂತೆ, ಗಾಬರಿ ಅಥವಾ ಚಡಪಡಿಕೆ ಆಗುತ್ತಾ?',
  'Sudden attacks of intense fear with racing heart':
    'ಎದೆ ಡವಡವ ಹೊಡೆದುಕೊಳ್ಳುತ್ತಾ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ತುಂಬಾ ಭಯ ಆಗುವುದು',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ತುಂಬಾ ಜಾಸ್ತಿಯಾಗುವ ಹಾಗೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ತೀವ್ರ ಭಯ ಆಗುತ್ತಾ?',
  'Irritability or anger': 'ಸಿಡುಕು ಅಥವಾ ಕೋಪ',
  'Have you been more irritable or angry than usual?':
    'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ಜಾಸ್ತಿ ಸಿಡುಕು ಅಥವಾ ಕೋಪ ಬರುತ್ತಿದೆಯಾ?',
  'Hearing voices or seeing things others do not':
    'ಬೇರೆಯವರಿಗೆ ಕೇಳಿಸದ ಧ್ವನಿ ಕೇಳಿಸುವುದು ಅಥವಾ ಕಾಣದ್ದು ಕಾಣುವುದು',
  'Are you hearing voices or seeing things that others do not?':
    'ಬೇರೆಯವರಿಗೆ ಕೇಳಿಸದ ಧ್ವನಿಗಳು ನಿಮಗೆ ಕೇಳಿಸುತ್ತಿವೆಯಾ ಅಥವಾ ಬೇರೆಯವರಿಗೆ ಕಾಣದ್ದು ನಿಮಗೆ ಕಾಣುತ್ತಿದೆಯಾ?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'ಹೊಸದಾಗಿ ಧ್ವನಿ ಕೇಳಿಸುವುದು ಅಥವಾ ವಿಚಿತ್ರ ನಂಬಿಕೆಗಳು ಬಂದರೆ ಬೇಗ ಮಾನಸಿಕ ಆರೋಗ್ಯದ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Drinking alcohol heavily or unable to stop': 'ತುಂಬಾ ಮದ್ಯಪಾನ (ಕುಡಿತ) ಅಥವಾ ಕುಡಿತ ಬಿಡಲು ಆಗದಿರುವುದು',
  'Do you drink alcohol most days or find it hard to stop?':
    'ನೀವು ಹೆಚ್ಚಿನ ದಿನ ಮದ್ಯ (ಸಾರಾಯಿ) ಕುಡಿಯುತ್ತೀರಾ ಅಥವಾ ಕುಡಿತ ನಿಲ್ಲಿಸಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'Chest pain': 'ಎದೆನೋವು',
  'Do you have chest pain?': 'ನಿಮಗೆ ಎದೆನೋವು ಇದೆಯಾ?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'ಎದೆನೋವನ್ನು ಅದೇ ದಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು; ನೋವು ಜೋರಾಗಿದ್ದರೆ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Chest pain spreading to the arm, jaw, neck or back': 'ಕೈ, ದವಡೆ, ಕುತ್ತಿಗೆ ಅಥವಾ ಬೆನ್ನಿಗೆ ಹರಡುವ ಎದೆನೋವು',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'ಎದೆನೋವು ನಿಮ್ಮ ಕೈ, ದವಡೆ, ಕುತ್ತಿಗೆ ಅಥವಾ ಬೆನ್ನಿಗೆ ಹರಡುತ್ತಾ?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'ಕೈ, ದವಡೆ ಅಥವಾ ಬೆನ್ನಿಗೆ ಹರಡುವ ಎದೆನೋವು ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ (ಹೃದಯಾಘಾತ) ಆಗಿರಬಹುದು.',
  'Heaviness, pressure or tightness in the chest': 'ಎದೆಯಲ್ಲಿ ಭಾರ, ಒತ್ತಡ ಅಥವಾ ಬಿಗಿತ',
  'Does your chest feel heavy, tight or squeezed?': 'ನಿಮ್ಮ ಎದೆ ಭಾರವಾಗಿ, ಬಿಗಿಯಾಗಿ ಅಥವಾ ಹಿಂಡಿದ ಹಾಗೆ ಅನಿಸುತ್ತಾ?',
  'Crushing heaviness in the chest can be a heart attack.':
    'ಎದೆಯನ್ನು ಅಮುಕಿದ ಹಾಗೆ ಭಾರ ಅನಿಸಿದರೆ ಅದು ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ (ಹೃದಯಾಘಾತ) ಆಗಿರಬಹುದು.',
  'Chest pain on walking or exertion that eases with rest':
    'ನಡೆಯುವಾಗ ಅಥವಾ ಶ್ರಮದ ಕೆಲಸ ಮಾಡುವಾಗ ಬಂದು, ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಂಡರೆ ಕಡಿಮೆ ಆಗುವ ಎದೆನೋವು',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'ನಡೆಯುವಾಗ ಅಥವಾ ಶ್ರಮ ಪಡುವಾಗ ಎದೆನೋವು ಬಂದು, ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಂಡಾಗ ಕಡಿಮೆ ಆಗುತ್ತಾ?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'ಶ್ರಮ ಪಡುವಾಗ ಬರುವ ಎದೆನೋವು ಆಂಜೈನಾ (ಹೃದಯಕ್ಕೆ ರಕ್ತ ಕಡಿಮೆ ಹೋಗುವುದು) ಆಗಿರಬಹುದು, ಬೇಗ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Burning behind the breastbone (heartburn)': 'ಎದೆ ಮೂಳೆಯ ಹಿಂದೆ ಉರಿ (ಎದೆಉರಿ)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'ಹೆಚ್ಚಾಗಿ ಊಟದ ನಂತರ ಎದೆ ಮೂಳೆಯ ಹಿಂದೆ ಉರಿ ಬರುತ್ತಾ?',
  'Racing, pounding or irregular heartbeat': 'ಎದೆ ವೇಗವಾಗಿ, ಜೋರಾಗಿ ಅಥವಾ ಏರುಪೇರಾಗಿ ಹೊಡೆದುಕೊಳ್ಳುವುದು',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'ನಿಮ್ಮ ಎದೆ ವೇಗವಾಗಿ, ಡವಡವ ಅಂತ ಜೋರಾಗಿ ಅಥವಾ ಏರುಪೇರಾಗಿ ಹೊಡೆದುಕೊಳ್ಳುತ್ತಿರುವ ಹಾಗೆ ಅನಿಸುತ್ತಾ?',
  'Shortness of breath': 'ಉಸಿರಾಟದ ತೊಂದರೆ (ದಮ್ಮು)',
  'Are you short of breath?': 'ನಿಮಗೆ ಉಸಿರು ಕಟ್ಟುತ್ತಿದೆಯಾ?',
  'New breathlessness should be seen by a doctor the same day.':
    'ಹೊಸದಾಗಿ ಉಸಿರಾಟದ ತೊಂದರೆ ಶುರುವಾದರೆ ಅದೇ ದಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'ತುಂಬಾ ಜೋರಾದ ಉಸಿರಾಟದ ತೊಂದರೆ (ಪೂರ್ತಿ ವಾಕ್ಯ ಮಾತನಾಡಲು ಆಗದಿರುವುದು)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'ಪೂರ್ತಿ ವಾಕ್ಯ ಮಾತನಾಡಲೂ ಕಷ್ಟ ಆಗುವಷ್ಟು ಉಸಿರಾಡಲು ಕಷ್ಟ ಆಗುತ್ತಿದೆಯಾ?',
  'Severe breathing difficulty is life-threatening.': 'ತುಂಬಾ ಜೋರಾದ ಉಸಿರಾಟದ ತೊಂದರೆ ಜೀವಕ್ಕೆ ಅಪಾಯ.',
  'Blue or grey lips, tongue or face': 'ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಮುಖ ನೀಲಿ ಅಥವಾ ಬೂದು ಬಣ್ಣಕ್ಕೆ ತಿರುಗುವುದು',
  'Are the lips or face turning blue or grey?': 'ತುಟಿ ಅಥವಾ ಮುಖ ನೀಲಿ ಅಥವಾ ಬೂದು ಬಣ್ಣಕ್ಕೆ ತಿರುಗುತ್ತಿದೆಯಾ?',
  'Blue lips mean the body is not getting enough oxygen.':
    'ತುಟಿ ನೀಲಿ ಆದರೆ ದೇಹಕ್ಕೆ ಸಾಕಷ್ಟು ಆಮ್ಲಜನಕ (ಆಕ್ಸಿಜನ್) ಸಿಗುತ್ತಿಲ್ಲ ಎಂದು ಅರ್ಥ.',
  'Wheezing (whistling sound when breathing)': 'ಉಬ್ಬಸ (ಉಸಿರಾಡುವಾಗ ಸೀಟಿ ತರಹದ ಶಬ್ದ)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'ಉಸಿರಾಡುವಾಗ ಸೀಟಿ ತರಹದ ಶಬ್ದ (ಸುಂಯ್ ಸುಂಯ್) ಬರುತ್ತಾ?',
  'Breathless on walking or climbing stairs': 'ನಡೆಯುವಾಗ ಅಥವಾ ಮೆಟ್ಟಿಲು ಹತ್ತುವಾಗ ಏದುಸಿರು',
  'Do you get out of breath when walking or climbing stairs?':
    'ನಡೆಯುವಾಗ ಅಥವಾ ಮೆಟ್ಟಿಲು ಹತ್ತುವಾಗ ನಿಮಗೆ ಏದುಸಿರು ಬರುತ್ತಾ?',
  'Breathless when lying flat or waking up breathless':
    'ಚಪ್ಪಟೆಯಾಗಿ ಮಲಗಿದಾಗ ಉಸಿರು ಕಟ್ಟುವುದು ಅಥವಾ ಉಸಿರು ಕಟ್ಟಿ ಎಚ್ಚರ ಆಗುವುದು',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'ಚಪ್ಪಟೆಯಾಗಿ ಮಲಗಿದಾಗ ಉಸಿರು ಕಟ್ಟುತ್ತಾ ಅಥವಾ ರಾತ್ರಿ ಉಸಿರು ಕಟ್ಟಿ ಎಚ್ಚರ ಆಗುತ್ತಾ?',
  Cough: 'ಕೆಮ್ಮು',
  'Do you have a cough?': 'ನಿಮಗೆ ಕೆಮ್ಮು ಇದೆಯಾ?',
  'Dry cough': 'ಒಣ ಕೆಮ್ಮು',
  'Is the cough dry?': 'ಕೆಮ್ಮು ಒಣ ಕೆಮ್ಮಾ?',
  'Cough with phlegm': 'ಕಫದ ಜೊತೆ ಕೆಮ್ಮು',
  'Are you coughing up phlegm?': 'ಕೆಮ್ಮಿದಾಗ ಕಫ ಬರುತ್ತಿದೆಯಾ?',
  'Cough for more than 2 weeks': '2 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನದ ಕೆಮ್ಮು',
  'Has the cough lasted more than 2 weeks?': 'ಕೆಮ್ಮು 2 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನದಿಂದ ಇದೆಯಾ?',
  'Coughing up blood': 'ಕೆಮ್ಮಿದಾಗ ರಕ್ತ ಬರುವುದು',
  'Have you coughed up blood?': 'ಕೆಮ್ಮಿದಾಗ ರಕ್ತ ಬಂದಿದೆಯಾ?',
  'Coughing up blood must be checked by a doctor the same day.':
    'ಕೆಮ್ಮಿನಲ್ಲಿ ರಕ್ತ ಬಂದರೆ ಅದೇ ದಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು.',
  'Fast breathing': 'ವೇಗವಾಗಿ ಉಸಿರಾಡುವುದು',
  'Is the breathing faster than normal?': 'ಉಸಿರಾಟ ಸಾಮಾನ್ಯಕ್ಕಿಂತ ವೇಗವಾಗಿದೆಯಾ?',
  'Lower chest sinks in with each breath (child)': 'ಪ್ರತಿ ಉಸಿರಿಗೂ ಎದೆಯ ಕೆಳಭಾಗ ಒಳಗೆ ಎಳೆದುಕೊಳ್ಳುವುದು (ಮಕ್ಕಳಲ್ಲಿ)',
  'Does the lower chest sink in when the child breathes in?':
    'ಮಗು ಉಸಿರು ಒಳಗೆ ಎಳೆದುಕೊಳ್ಳುವಾಗ ಎದೆಯ ಕೆಳಭಾಗ ಒಳಗೆ ಹೋಗುತ್ತಾ?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'ಉಸಿರಾಡುವಾಗ ಎದೆ ಒಳಗೆ ಹೋಗುವುದು ಮಕ್ಕಳಲ್ಲಿ ತೀವ್ರ ನ್ಯುಮೋನಿಯಾದ ಅಪಾಯದ ಲಕ್ಷಣ.',
  'Swollen feet or ankles': 'ಪಾದ ಅಥವಾ ಕಾಲಿನ ಹರಡು (ಗಂಟು) ಊದಿಕೊಳ್ಳುವುದು',
  'Are your feet or ankles swollen?': 'ನಿಮ್ಮ ಪಾದ ಅಥವಾ ಕಾಲಿನ ಹರಡು (ಗಂಟು) ಊದಿಕೊಂಡಿದೆಯಾ?',
  'Runny nose': 'ಮೂಗು ಸೋರುವುದು',
  'Do you have a runny nose?': 'ನಿಮಗೆ ಮೂಗು ಸೋರುತ್ತಿದೆಯಾ?',
  'Blocked nose': 'ಮೂಗು ಕಟ್ಟುವುದು',
  'Is your nose blocked?': 'ನಿಮ್ಮ ಮೂಗು ಕಟ್ಟಿಕೊಂಡಿದೆಯಾ?',
  Sneezing: 'ಸೀನು',
  'Are you sneezing a lot?': 'ನಿಮಗೆ ತುಂಬಾ ಸೀನು ಬರುತ್ತಿದೆಯಾ?',
  'Sore throat': 'ಗಂಟಲು ನೋವು',
  'Do you have a sore throat?': 'ನಿಮಗೆ ಗಂಟಲು ನೋವು ಇದೆಯಾ?',
  'Hoarse or lost voice': 'ಗಂಟಲು ಕಟ್ಟುವುದು ಅಥವಾ ಧ್ವನಿ ಹೋಗುವುದು',
  'Has your voice become hoarse?': 'ನಿಮ್ಮ ಧ್ವನಿ ಒರಟಾಗಿದೆಯಾ ಅಥವಾ ಗಂಟಲು ಕಟ್ಟಿಕೊಂಡಿದೆಯಾ?',
  'Difficulty or pain swallowing': 'ನುಂಗಲು ಕಷ್ಟ ಅಥವಾ ನುಂಗುವಾಗ ನೋವು',
  'Is it hard or painful to swallow?': 'ನುಂಗಲು ಕಷ್ಟ ಆಗುತ್ತಾ ಅಥವಾ ನುಂಗುವಾಗ ನೋವಾಗುತ್ತಾ?',
  'Loss of smell or taste': 'ವಾಸನೆ ಅಥವಾ ರುಚಿ ಗೊತ್ತಾಗದಿರುವುದು',
  'Have you lost your sense of smell or taste?': 'ನಿಮಗೆ ವಾಸನೆ ಅಥವಾ ರುಚಿ ಗೊತ್ತಾಗುತ್ತಿಲ್ಲವಾ?',
  'Swelling of lips, tongue or throat': 'ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಗಂಟಲು ಊದಿಕೊಳ್ಳುವುದು',
  'Are your lips, tongue or throat swelling?': 'ನಿಮ್ಮ ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಗಂಟಲು ಊದಿಕೊಳ್ಳುತ್ತಿದೆಯಾ?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಗಂಟಲು ಊದಿಕೊಂಡರೆ ಉಸಿರಾಟ ನಿಂತುಹೋಗಬಹುದು (ತೀವ್ರ ಅಲರ್ಜಿ).',
  'Puffy face or swelling of face and hands': 'ಮುಖ ಊದಿಕೊಳ್ಳುವುದು ಅಥವಾ ಮುಖ ಮತ್ತು ಕೈಗಳ ಊತ',
  'Is your face or are your hands puffy or swollen?': 'ನಿಮ್ಮ ಮುಖ ಅಥವಾ ಕೈಗಳು ಊದಿಕೊಂಡಿವೆಯಾ?',
  'Lump in the breast': 'ಸ್ತನದಲ್ಲಿ ಗಂಟು',
  'Have you felt a new lump in the breast?': 'ಸ್ತನದಲ್ಲಿ ಹೊಸದಾಗಿ ಗಂಟು ಇರುವುದು ನಿಮಗೆ ಗೊತ್ತಾಯಿತಾ?',
  'A new breast lump should be examined by a doctor soon.':
    'ಸ್ತನದಲ್ಲಿ ಹೊಸ ಗಂಟು ಕಂಡರೆ ಬೇಗ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಪರೀಕ್ಷೆ ಮಾಡಿಸಬೇಕು.',
  'Stomach or belly pain': 'ಹೊಟ್ಟೆನೋವು',
  'Do you have stomach pain?': 'ನಿಮಗೆ ಹೊಟ್ಟೆನೋವು ಇದೆಯಾ?',
  'Sudden, severe stomach pain': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Is the stomach pain sudden and severe?': 'ಹೊಟ್ಟೆನೋವು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದು ತುಂಬಾ ಜೋರಾಗಿದೆಯಾ?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬರುವ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು ಆಪರೇಷನ್ ಬೇಕಾಗುವ ತುರ್ತು ಸಮಸ್ಯೆ ಅಥವಾ ಒಳಗೆ ರಕ್ತಸ್ರಾವ ಆಗಿರಬಹುದು.',
  'Pain that moves to the lower right belly': 'ಹೊಟ್ಟೆಯ ಕೆಳಗಿನ ಬಲಭಾಗಕ್ಕೆ ಸರಿಯುವ ನೋವು',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'ನೋವು ಹೊಟ್ಟೆಯ ಕೆಳಗಿನ ಬಲಭಾಗದಲ್ಲಿ ಇದೆಯಾ, ಅಥವಾ ಹೊಕ್ಕುಳಿನಿಂದ ಅಲ್ಲಿಗೆ ಸರಿಯಿತಾ?',
  'Pain in the lower right belly can be appendicitis.':
    'ಹೊಟ್ಟೆಯ ಕೆಳಗಿನ ಬಲಭಾಗದಲ್ಲಿ ನೋವು ಅಪೆಂಡಿಸೈಟಿಸ್ (ಕರುಳುವಾಲದ ಊತ) ಆಗಿರಬಹುದು.',
  'Pain in the upper belly': 'ಹೊಟ್ಟೆಯ ಮೇಲ್ಭಾಗದಲ್ಲಿ ನೋವು',
  'Is the pain in the upper part of your belly?': 'ನೋವು ಹೊಟ್ಟೆಯ ಮೇಲ್ಭಾಗದಲ್ಲಿ ಇದೆಯಾ?',
  'Pain under the right ribs': 'ಬಲಗಡೆ ಪಕ್ಕೆಲುಬಿನ ಕೆಳಗೆ ನೋವು',
  'Is the pain under your right ribs?': 'ನೋವು ಬಲಗಡೆ ಪಕ್ಕೆಲುಬಿನ ಕೆಳಗೆ ಇದೆಯಾ?',
  'Pain in the lower belly': 'ಕೆಳಹೊಟ್ಟೆಯಲ್ಲಿ ನೋವು',
  'Is the pain in your lower belly?': 'ನೋವು ಕೆಳಹೊಟ್ಟೆಯಲ್ಲಿ ಇದೆಯಾ?',
  'Cramping stomach pain': 'ಹಿಂಡಿದ ಹಾಗೆ ಬರುವ ಹೊಟ್ಟೆನೋವು (ಹೊಟ್ಟೆ ಮುರಿತ)',
  'Is the pain crampy, coming in waves?': 'ನೋವು ಹಿಂಡಿದ ಹಾಗೆ, ಅಲೆ ಅಲೆಯಾಗಿ ಬಂದು ಹೋಗುತ್ತಾ?',
  'Bloating or gas': 'ಹೊಟ್ಟೆ ಉಬ್ಬರ ಅಥವಾ ಗ್ಯಾಸ್',
  'Do you feel bloated or gassy?': 'ನಿಮಗೆ ಹೊಟ್ಟೆ ಉಬ್ಬಿದ ಹಾಗೆ ಅಥವಾ ಗ್ಯಾಸ್ ಆದ ಹಾಗೆ ಅನಿಸುತ್ತಾ?',
  'Indigestion, sour burps or feeling full quickly':
    'ಅಜೀರ್ಣ, ಹುಳಿ ತೇಗು ಅಥವಾ ಬೇಗ ಹೊಟ್ಟೆ ತುಂಬಿದ ಹಾಗೆ ಅನಿಸುವುದು',
  'Do you get indigestion or sour burps?': 'ನಿಮಗೆ ಅಜೀರ್ಣ ಅಥವಾ ಹುಳಿ ತೇಗು ಬರುತ್ತಾ?',
  'Nausea (feeling like vomiting)': 'ವಾಕರಿಕೆ (ವಾಂತಿ ಬರುವ ಹಾಗೆ ಅನಿಸುವುದು)',
  'Do you feel sick to your stomach (nausea)?': 'ನಿಮಗೆ ವಾಕರಿಕೆ ಬರುತ್ತಿದೆಯಾ (ವಾಂತಿ ಬರುವ ಹಾಗೆ ಅನಿಸುತ್ತಿದೆಯಾ)?',
  Vomiting: 'ವಾಂತಿ',
  'Have you been vomiting?': 'ನಿಮಗೆ ವಾಂತಿ ಆಗುತ್ತಿದೆಯಾ?',
  'Vomiting again and again, cannot keep fluids down':
    'ಮತ್ತೆ ಮತ್ತೆ ವಾಂತಿ, ಕುಡಿದದ್ದು ಯಾವುದೂ ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಿರುವುದು',
  'Are you vomiting so often that you cannot keep even water down?':
    'ನೀರು ಕುಡಿದರೂ ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಷ್ಟು ಪದೇ ಪದೇ ವಾಂತಿ ಆಗುತ್ತಿದೆಯಾ?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'ಕುಡಿದದ್ದು ಏನೂ ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಿದ್ದರೆ ಬೇಗನೆ ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆಯಾಗುತ್ತದೆ (ಡಿಹೈಡ್ರೇಶನ್).',
  'Vomiting blood or coffee-ground material': 'ರಕ್ತ ಅಥವಾ ಕಾಫಿ ಪುಡಿ ತರಹದ ವಾಂತಿ',
  'Have you vomited blood or dark coffee-ground material?':
    'ನಿಮಗೆ ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಕಪ್ಪು ಕಾಫಿ ಪುಡಿ ತರಹದ ವಾಂತಿ ಆಗಿದೆಯಾ?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'ರಕ್ತದ ವಾಂತಿ ಹೊಟ್ಟೆ-ಕರುಳಿನ ಒಳಗೆ ರಕ್ತಸ್ರಾವ ಆಗುತ್ತಿರುವುದರ ಲಕ್ಷಣ.',
  'Loose motions (diarrhoea)': 'ಭೇದಿ (ಲೂಸ್ ಮೋಶನ್)',
  'Do you have loose motions (diarrhoea)?': 'ನಿಮಗೆ ಭೇದಿ (ಲೂಸ್ ಮೋಶನ್) ಆಗುತ್ತಿದೆಯಾ?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'ತುಂಬಾ ಜಾಸ್ತಿ ನೀರಿನಂತಹ ಭೇದಿ (ಅಕ್ಕಿ ತೊಳೆದ ನೀರಿನ ಹಾಗೆ)',
  'Are the loose motions very large and watery, like rice water?':
    'ಭೇದಿ ತುಂಬಾ ಜಾಸ್ತಿ ಪ್ರಮಾಣದಲ್ಲಿ, ಅಕ್ಕಿ ತೊಳೆದ ನೀರಿನ ಹಾಗೆ ನೀರು ನೀರಾಗಿ ಆಗುತ್ತಿದೆಯಾ?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'ತುಂಬಾ ಜಾಸ್ತಿ ನೀರಿನಂತಹ ಭೇದಿ ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆ ಮಾಡಬಹುದು.',
  'Blood or mucus in stool': 'ಮಲದಲ್ಲಿ ರಕ್ತ ಅಥವಾ ಸಿಂಬಳದಂತಹ ಲೋಳೆ',
  'Is there blood or mucus in the stool?': 'ಮಲದಲ್ಲಿ ರಕ್ತ ಅಥವಾ ಲೋಳೆ ಬರುತ್ತಿದೆಯಾ?',
  'Black, tarry stool': 'ಕಪ್ಪು, ಡಾಂಬರಿನಂತಹ ಮಲ',
  'Are your stools black and sticky like tar?': 'ನಿಮ್ಮ ಮಲ ಡಾಂಬರಿನ ಹಾಗೆ ಕಪ್ಪಾಗಿ ಅಂಟಂಟಾಗಿದೆಯಾ?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'ಕಪ್ಪು, ಡಾಂಬರಿನಂತಹ ಮಲ ಹೊಟ್ಟೆಯಲ್ಲಿ ರಕ್ತಸ್ರಾವದ ಲಕ್ಷಣ ಆಗಿರಬಹುದು.',
  Constipation: 'ಮಲಬದ್ಧತೆ (ಮಲ ಸರಿಯಾಗಿ ಹೋಗದಿರುವುದು)',
  'Are you constipated?': 'ನಿಮಗೆ ಮಲ ಸರಿಯಾಗಿ ಹೋಗುತ್ತಿಲ್ಲವಾ (ಮಲಬದ್ಧತೆ)?',
  'Pain, lump or bright red bleeding at the back passage': 'ಮಲದ್ವಾರದಲ್ಲಿ ನೋವು, ಗಂಟು ಅಥವಾ ಕೆಂಪು ರಕ್ತ',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'ಮಲ ವಿಸರ್ಜನೆ ಮಾಡುವಾಗ ನೋವು, ಗಂಟು ಅಥವಾ ಕೆಂಪು ರಕ್ತ ಇದೆಯಾ?',
  'Worms in stool or itching around the anus': 'ಮಲದಲ್ಲಿ ಹುಳು ಅಥವಾ ಮಲದ್ವಾರದ ಸುತ್ತ ತುರಿಕೆ',
  'Have you seen worms in the stool or is there itching around the anus?':
    'ಮಲದಲ್ಲಿ ಹುಳುಗಳು ಕಾಣಿಸಿವೆಯಾ ಅಥವಾ ಮಲದ್ವಾರದ ಸುತ್ತ ತುರಿಕೆ ಇದೆಯಾ?',
  'Swollen belly that keeps growing': 'ದಿನೇ ದಿನೇ ದೊಡ್ಡದಾಗುತ್ತಿರುವ ಊದಿದ ಹೊಟ್ಟೆ',
  'Has your belly become swollen and larger?': 'ನಿಮ್ಮ ಹೊಟ್ಟೆ ಊದಿಕೊಂಡು ದೊಡ್ಡದಾಗುತ್ತಿದೆಯಾ?',
  'Burning or pain when passing urine': 'ಮೂತ್ರ ಮಾಡುವಾಗ ಉರಿ ಅಥವಾ ನೋವು',
  'Does it burn or hurt when you pass urine?': 'ಮೂತ್ರ ಮಾಡುವಾಗ ಉರಿ ಅಥವಾ ನೋವು ಆಗುತ್ತಾ?',
  'Passing urine very often': 'ಪದೇ ಪದೇ ಮೂತ್ರಕ್ಕೆ ಹೋಗುವುದು',
  'Do you need to pass urine more often than usual?':
    'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ಪದೇ ಪದೇ ಮೂತ್ರಕ್ಕೆ ಹೋಗಬೇಕಾಗುತ್ತಿದೆಯಾ?',
  'Blood in urine': 'ಮೂತ್ರದಲ್ಲಿ ರಕ್ತ',
  'Is there blood in your urine?': 'ನಿಮ್ಮ ಮೂತ್ರದಲ್ಲಿ ರಕ್ತ ಬರುತ್ತಿದೆಯಾ?',
  'Cloudy or foul-smelling urine': 'ಮಬ್ಬಾದ ಅಥವಾ ಕೆಟ್ಟ ವಾಸನೆಯ ಮೂತ್ರ',
  'Is your urine cloudy or bad-smelling?': 'ನಿಮ್ಮ ಮೂತ್ರ ಮಬ್ಬಾಗಿದೆಯಾ ಅಥವಾ ಕೆಟ್ಟ ವಾಸನೆ ಬರುತ್ತಿದೆಯಾ?',
  'Pain in the side or back below the ribs, may spread to groin':
    'ಪಕ್ಕೆಲುಬಿನ ಕೆಳಗೆ ಪಕ್ಕದಲ್ಲಿ ಅಥವಾ ಬೆನ್ನಿನಲ್ಲಿ ನೋವು, ತೊಡೆಸಂದಿಗೆ ಹರಡಬಹುದು',
};
