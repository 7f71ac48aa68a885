export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself':
    'ಊಟ ಮಾಡದಿರುವುದು ಅಥವಾ ನಿಮ್ಮನ್ನು ನೀವೇ ನೋಡಿಕೊಳ್ಳಲು ಆಗದಿರುವುದು',
  Anxiety: 'ಆತಂಕ (ಗಾಬರಿ, ಚಿಂತೆ)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'ನಿಧಾನವಾಗಿ ಉಸಿರಾಡಲು ಪ್ರಯತ್ನಿಸಿ: ಮೂಗಿನಿಂದ ಒಳಗೆ ಎಳೆದುಕೊಂಡು, ಬಾಯಿಂದ ನಿಧಾನವಾಗಿ ಹೊರಗೆ ಬಿಡಿ, ಕೆಲವು ನಿಮಿಷ ಹೀಗೆ ಮಾಡಿ.',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'ದಿನಾ ವ್ಯಾಯಾಮ, ಕಡಿಮೆ ಟೀ/ಕಾಫಿ ಮತ್ತು ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ನಿದ್ದೆ ಸಹಾಯ ಮಾಡುತ್ತವೆ.',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'ಆತಂಕದಿಂದ ಅಲ್ಲದಿರಬಹುದಾದ ಎದೆನೋವು ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ — ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'ನಿಮಗೆ ನೀವೇ ಹಾನಿ ಮಾಡಿಕೊಳ್ಳುವ ಯೋಚನೆಗಳು — ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ',
  'Panic attack': 'ಪ್ಯಾನಿಕ್ ಅಟ್ಯಾಕ್ (ಇದ್ದಕ್ಕಿದ್ದಂತೆ ತೀವ್ರ ಭಯ)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'ಕುಳಿತುಕೊಳ್ಳಿ, ನಿಧಾನವಾಗಿ ಉಸಿರಾಡಿ, ಇದು ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಕಡಿಮೆ ಆಗುತ್ತದೆ ಅಂತ ನಿಮಗೆ ನೀವೇ ಹೇಳಿಕೊಳ್ಳಿ.',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'ಎದೆನೋವಿನ ಜೊತೆ ಮೊದಲ ಸಲ ಹೀಗಾದರೆ, ಅದರಲ್ಲೂ 40 ವರ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು ವಯಸ್ಸಾಗಿದ್ದರೆ ಅಥವಾ ಹೃದಯದ ಕಾಯಿಲೆಯ ಅಪಾಯ ಇದ್ದರೆ — ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ ಅಲ್ಲ ಅಂತ ಖಚಿತ ಮಾಡಿಕೊಳ್ಳಿ (108 ಗೆ ಕರೆ ಮಾಡಿ)',
  'Attacks keep coming back': 'ಅಟ್ಯಾಕ್‌ಗಳು ಮತ್ತೆ ಮತ್ತೆ ಬರುವುದು',
  'Sleep problems (insomnia)': 'ನಿದ್ದೆಯ ತೊಂದರೆ (ನಿದ್ರಾಹೀನತೆ)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'ಮಲಗುವ ಮತ್ತು ಏಳುವ ಸಮಯ ಒಂದೇ ಇರಲಿ; ಮಲಗುವ ಒಂದು ಗಂಟೆ ಮೊದಲು ಮೊಬೈಲ್/ಟಿವಿ ನೋಡಬೇಡಿ.',
  'Avoid tea, coffee and heavy meals late in the evening.': 'ಸಂಜೆ ತಡವಾಗಿ ಟೀ, ಕಾಫಿ ಮತ್ತು ಭಾರವಾದ ಊಟ ಬೇಡ.',
  'Do not start sleeping pills without a doctor.': 'ಡಾಕ್ಟರ್ ಹೇಳದೆ ನಿದ್ದೆ ಮಾತ್ರೆ ಶುರು ಮಾಡಬೇಡಿ.',
  'Poor sleep with low mood or hopelessness': 'ಬೇಜಾರು ಅಥವಾ ನಿರಾಸೆಯ ಜೊತೆ ಸರಿಯಾಗಿ ನಿದ್ದೆ ಬರದಿರುವುದು',
  'Loud snoring with pauses in breathing': 'ಜೋರಾದ ಗೊರಕೆ ಮತ್ತು ಮಧ್ಯೆ ಮಧ್ಯೆ ಉಸಿರು ನಿಲ್ಲುವುದು',
  'Psychosis (losing touch with reality)': 'ಸೈಕೋಸಿಸ್ (ವಾಸ್ತವದ ಅರಿವು ಕಳೆದುಕೊಳ್ಳುವುದು)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'ಶಾಂತವಾಗಿರಿ ಮತ್ತು ಆ ವ್ಯಕ್ತಿಯನ್ನು ಸುರಕ್ಷಿತವಾಗಿ ನೋಡಿಕೊಳ್ಳಿ; ಮಾರ್ಗದರ್ಶನಕ್ಕಾಗಿ ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'ಒಂದು ದಿನದೊಳಗೆ ಮನೋವೈದ್ಯರನ್ನು (ಸೈಕಿಯಾಟ್ರಿಸ್ಟ್) ಭೇಟಿ ಮಾಡಿಸಿ; ಡಾಕ್ಟರ್ ಕೊಟ್ಟ ಯಾವುದೇ ಮಾತ್ರೆಯನ್ನು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ನಿಲ್ಲಿಸಬೇಡಿ.',
  'Risk of harming self or others — call 112': 'ತಮಗೆ ಅಥವಾ ಬೇರೆಯವರಿಗೆ ಹಾನಿ ಮಾಡುವ ಅಪಾಯ — 112 ಗೆ ಕರೆ ಮಾಡಿ',
  'Not eating, drinking or sleeping for days': 'ಹಲವು ದಿನಗಳಿಂದ ಊಟ, ನೀರು ಅಥವಾ ನಿದ್ದೆ ಇಲ್ಲದಿರುವುದು',
  'Alcohol dependence': 'ಕುಡಿತದ ಚಟ (ಮದ್ಯ ವ್ಯಸನ)',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'ತುಂಬಾ ಕಾಲ ಜಾಸ್ತಿ ಕುಡಿದ ಮೇಲೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ನಿಲ್ಲಿಸಬೇಡಿ — ಕುಡಿತ ಬಿಟ್ಟಾಗಿನ ತೊಂದರೆಯಿಂದ ಫಿಟ್ಸ್ ಬರಬಹುದು; ಡಾಕ್ಟರ್ ಜೊತೆ ಸೇರಿ ಯೋಜನೆ ಮಾಡಿ.',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'ಉಚಿತ ಸಹಾಯಕ್ಕಾಗಿ ಟೆಲಿ-ಮನಸ್ 14416 ಅಥವಾ ರಾಷ್ಟ್ರೀಯ ವ್ಯಸನ ಮುಕ್ತಿ ಸಹಾಯವಾಣಿ 14446 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'ಕುಡಿತ ನಿಲ್ಲಿಸಿದ ಮೇಲೆ ನಡುಕ, ಗೊಂದಲ, ಇಲ್ಲದ್ದು ಕಾಣುವುದು ಅಥವಾ ಫಿಟ್ಸ್ — ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Vomiting blood or yellow eyes': 'ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಹಳದಿ ಕಣ್ಣು',
  'Skin infection (cellulitis)': 'ಚರ್ಮದ ಸೋಂಕು (ಸೆಲ್ಯುಲೈಟಿಸ್)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಸೆಲ್ಯುಲೈಟಿಸ್‌ಗೆ ಸಾಮಾನ್ಯವಾಗಿ ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡುವ ಆಂಟಿಬಯೋಟಿಕ್ ಬೇಕು.',
  'Rest and raise the affected limb.': 'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ ಮತ್ತು ಸೋಂಕಾದ ಕೈ ಅಥವಾ ಕಾಲನ್ನು ಎತ್ತರದಲ್ಲಿ ಇಡಿ.',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'ಕೆಂಪು ಹರಡುತ್ತಿದೆಯಾ ಅಂತ ನೋಡಲು ಅದರ ಅಂಚಿಗೆ ಪೆನ್ನಿನಿಂದ ಗೆರೆ ಹಾಕಿ.',
  'Redness spreading fast, fever with shivering or confusion':
    'ಕೆಂಪು ಬೇಗ ಬೇಗ ಹರಡುವುದು, ನಡುಕದ ಜೊತೆ ಜ್ವರ ಅಥವಾ ಗೊಂದಲ',
  'Redness around the eye or on the face': 'ಕಣ್ಣಿನ ಸುತ್ತ ಅಥವಾ ಮುಖದ ಮೇಲೆ ಕೆಂಪು',
  Impetigo: 'ಇಂಪೆಟಿಗೋ (ಹೆಕ್ಕಳೆ ಕಟ್ಟುವ ಚರ್ಮದ ಹುಣ್ಣು)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'ಆ ಜಾಗವನ್ನು ಸ್ವಚ್ಛವಾಗಿ ಮತ್ತು ಒಣಗಿರುವ ಹಾಗೆ ಇಡಿ; ಸೋಪು ನೀರಿನಿಂದ ತೊಳೆದು ಮೆಲ್ಲಗೆ ಒತ್ತಿ ಒರೆಸಿ.',
  'Do not scratch; keep nails short; use separate towels.':
    'ಕೆರೆಯಬೇಡಿ; ಉಗುರು ಚಿಕ್ಕದಾಗಿ ಕತ್ತರಿಸಿ; ಬೇರೆ ಬೇರೆ ಟವೆಲ್ ಬಳಸಿ.',
  'Keep the child home from school until a doctor says it is not infectious.':
    'ಇದು ಬೇರೆಯವರಿಗೆ ಹರಡುವುದಿಲ್ಲ ಅಂತ ಡಾಕ್ಟರ್ ಹೇಳುವವರೆಗೆ ಮಗುವನ್ನು ಶಾಲೆಗೆ ಕಳಿಸದೆ ಮನೆಯಲ್ಲೇ ಇಡಿ.',
  'Fever or spreading redness': 'ಜ್ವರ ಅಥವಾ ಹರಡುತ್ತಿರುವ ಕೆಂಪು',
  'Sores not better after a week': 'ಒಂದು ವಾರದ ನಂತರವೂ ಹುಣ್ಣು ಕಡಿಮೆ ಆಗದಿರುವುದು',
  'Boil or abscess': 'ಕುರು ಅಥವಾ ಕೀವು ಗಡ್ಡೆ (ಆಬ್ಸೆಸ್)',
  'Apply a warm, clean compress several times a day.': 'ದಿನಕ್ಕೆ ಹಲವು ಸಲ ಸ್ವಚ್ಛವಾದ ಬೆಚ್ಚಗಿನ ಬಟ್ಟೆಯಿಂದ ಶಾಖ ಕೊಡಿ.',
  'Do not squeeze or pierce it.': 'ಅದನ್ನು ಹಿಂಡಬೇಡಿ ಅಥವಾ ಚುಚ್ಚಬೇಡಿ.',
  'Repeated boils — get your blood sugar checked.': 'ಪದೇ ಪದೇ ಕುರು ಆಗುತ್ತಿದ್ದರೆ — ಶುಗರ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  'Boil on the face, or larger than a coin': 'ಮುಖದ ಮೇಲಿನ ಕುರು, ಅಥವಾ ನಾಣ್ಯಕ್ಕಿಂತ ದೊಡ್ಡ ಕುರು',
  'Not better in 2 weeks': '2 ವಾರದಲ್ಲಿ ಕಡಿಮೆ ಆಗದಿರುವುದು',
  'Ringworm / fungal skin infection (daad)': 'ಹುಳುಕಡ್ಡಿ / ಚರ್ಮದ ಫಂಗಸ್ ಸೋಂಕು (ಗಜಕರ್ಣ)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'ಚರ್ಮದ ಮಡಿಕೆಗಳನ್ನು ಒಣಗಿರುವ ಹಾಗೆ ಇಡಿ; ಸಡಿಲವಾದ ಹತ್ತಿ ಬಟ್ಟೆ ಹಾಕಿ, ಬೆವರಿದ ಬಟ್ಟೆಯನ್ನು ಬೇಗ ಬದಲಾಯಿಸಿ.',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'ಟವೆಲ್, ಬಾಚಣಿಗೆ ಅಥವಾ ಬಟ್ಟೆಯನ್ನು ಬೇರೆಯವರ ಜೊತೆ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ; ಬಟ್ಟೆಯನ್ನು ಬಿಸಿನೀರಿನಲ್ಲಿ ತೊಳೆದು ಬಿಸಿಲಿನಲ್ಲಿ ಒಣಗಿಸಿ.',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'ಅಂಗಡಿಯಲ್ಲಿ ಚೀಟಿ ಇಲ್ಲದೆ ಸಿಗುವ ಸ್ಟೀರಾಯ್ಡ್ ಕ್ರೀಮ್ ಮತ್ತು ಮಿಕ್ಸ್ ಕ್ರೀಮ್‌ಗಳನ್ನು ಬಳಸಬೇಡಿ — ಅವು ಫಂಗಸ್ ಸೋಂಕನ್ನು ಇನ್ನೂ ಜಾಸ್ತಿ ಮಾಡುತ್ತವೆ.',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'ಫಂಗಸ್ ವಿರೋಧಿ ಕ್ರೀಮ್ ಬಗ್ಗೆ ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಸಲಹೆ ಕೊಡಬಹುದು; ಹೇಳಿದಷ್ಟು ದಿನ ಪೂರ್ತಿ ಬಳಸಿ.',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'ತುಂಬಾ ಹರಡುತ್ತಿದ್ದರೆ, ತಲೆಯ ಚರ್ಮ ಅಥವಾ ಉಗುರುಗಳಲ್ಲಿ ಇದ್ದರೆ, ಅಥವಾ 2 ವಾರ ಕಾಳಜಿ ವಹಿಸಿದರೂ ಕಡಿಮೆ ಆಗದಿದ್ದರೆ',
  'You have diabetes or low immunity': 'ನಿಮಗೆ ಶುಗರ್ ಇದ್ದರೆ ಅಥವಾ ರೋಗನಿರೋಧಕ ಶಕ್ತಿ ಕಡಿಮೆ ಇದ್ದರೆ',
  Scabies: 'ಕಜ್ಜಿ (ತುರಿಕಜ್ಜಿ / ಸ್ಕೇಬೀಸ್)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'ಮನೆಯಲ್ಲಿ ಎಲ್ಲರಿಗೂ ಒಂದೇ ಸಮಯದಲ್ಲಿ ಚಿಕಿತ್ಸೆ ಬೇಕು, ತುರಿಕೆ ಇಲ್ಲದವರಿಗೂ ಕೂಡ — ಡಾಕ್ಟರ್ ಔಷಧಿ ಬರೆದುಕೊಡುತ್ತಾರೆ.',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'ಬಟ್ಟೆ, ಟವೆಲ್ ಮತ್ತು ಬೆಡ್‌ಶೀಟ್‌ಗಳನ್ನು ಬಿಸಿನೀರಿನಲ್ಲಿ ತೊಳೆದು ಬಿಸಿಲಿನಲ್ಲಿ ಒಣಗಿಸಿ, ಅಥವಾ 3 ದಿನ ಚೀಲದಲ್ಲಿ ಕಟ್ಟಿ ಇಡಿ.',
  'Itching may last a few weeks after treatment; this is normal.':
    'ಚಿಕಿತ್ಸೆಯ ನಂತರವೂ ಕೆಲವು ವಾರ ತುರಿಕೆ ಇರಬಹುದು; ಇದು ಸಾಮಾನ್ಯ.',
  'Sores with pus, fever or spreading redness': 'ಕೀವು ಇರುವ ಹುಣ್ಣು, ಜ್ವರ ಅಥವಾ ಹರಡುತ್ತಿರುವ ಕೆಂಪು',
  'Thick crusted skin in an elderly or weak person':
    'ವಯಸ್ಸಾದ ಅಥವಾ ದುರ್ಬಲ ವ್ಯಕ್ತಿಯಲ್ಲಿ ದಪ್ಪವಾಗಿ ಹೆಕ್ಕಳೆ ಕಟ್ಟಿದ ಚರ್ಮ',
  'Eczema (dermatitis)': 'ಎಸ್ಜಿಮಾ (ಚರ್ಮದ ಉರಿಯೂತ / ಡರ್ಮಟೈಟಿಸ್)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'ವಾಸನೆ ಇಲ್ಲದ ಸಾದಾ ಮಾಯಿಶ್ಚರೈಸರ್ ಅನ್ನು ಆಗಾಗ ಹಚ್ಚಿ.',
  'Use mild soap or soap-free washes; avoid hot water.':
    'ಸೌಮ್ಯವಾದ ಸೋಪು ಅಥವಾ ಸೋಪು ಇಲ್ಲದ ವಾಶ್ ಬಳಸಿ; ಬಿಸಿನೀರು ಬೇಡ.',
  'Avoid triggers such as detergents, wool and rubbing.':
    'ಡಿಟರ್ಜೆಂಟ್, ಉಣ್ಣೆ ಬಟ್ಟೆ ಮತ್ತು ಉಜ್ಜುವುದರಂತಹ ತೊಂದರೆ ಹೆಚ್ಚಿಸುವ ವಸ್ತುಗಳಿಂದ ದೂರ ಇರಿ.',
  'Weeping, crusted or painful skin (infection)': 'ನೀರು ಸೋರುವ, ಹೆಕ್ಕಳೆ ಕಟ್ಟಿದ ಅಥವಾ ನೋವಿರುವ ಚರ್ಮ (ಸೋಂಕು)',
  'Sudden painful blisters with fever': 'ಜ್ವರದ ಜೊತೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ನೋವಿರುವ ನೀರುಗುಳ್ಳೆಗಳು',
  'Hives / skin allergy (urticaria)': 'ಗಂಧೆ / ಚರ್ಮದ ಅಲರ್ಜಿ (ಅರ್ಟಿಕೇರಿಯಾ)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ತಣ್ಣೀರಿನ ಬಟ್ಟೆ ಇಡುವುದು ಮತ್ತು ಸಡಿಲವಾದ ಹತ್ತಿ ಬಟ್ಟೆ ತುರಿಕೆ ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'ತೊಂದರೆ ತರುವ ಕಾರಣಗಳನ್ನು ಗಮನಿಸಿ ದೂರ ಇರಿ (ಹೊಸ ಆಹಾರ, ಮಾತ್ರೆ, ಸೋಪು, ಕೀಟ ಕಡಿತ).',
  'A pharmacist or doctor can advise on an antihistamine.':
    'ಅಲರ್ಜಿ ಮಾತ್ರೆ (ಆಂಟಿಹಿಸ್ಟಮಿನ್) ಬಗ್ಗೆ ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಸಲಹೆ ಕೊಡಬಹುದು.',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಗಂಟಲು ಊತ, ಉಬ್ಬಸ ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ, ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು — 108 ಗೆ ಕರೆ ಮಾಡಿ (ಅನಾಫಿಲ್ಯಾಕ್ಸಿಸ್)',
  'Hives lasting more than 6 weeks': '6 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವ ಗಂಧೆ',
  'Acne (pimples)': 'ಮೊಡವೆ (ಪಿಂಪಲ್ಸ್)',
  'Wash the face twice a day with a mild face wash.': 'ದಿನಕ್ಕೆ ಎರಡು ಸಲ ಸೌಮ್ಯವಾದ ಫೇಸ್ ವಾಶ್‌ನಿಂದ ಮುಖ ತೊಳೆಯಿರಿ.',
  'Do not squeeze pimples.': 'ಮೊಡವೆಗಳನ್ನು ಹಿಂಡಬೇಡಿ.',
  'Avoid oily creams and steroid creams.': 'ಎಣ್ಣೆ ಅಂಶದ ಕ್ರೀಮ್ ಮತ್ತು ಸ್ಟೀರಾಯ್ಡ್ ಕ್ರೀಮ್ ಬಳಸಬೇಡಿ.',
  'Painful deep lumps or scarring': 'ನೋವಿರುವ ಆಳವಾದ ಗಂಟುಗಳು ಅಥವಾ ಕಲೆ/ಗುರುತು ಉಳಿಯುವುದು',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'ಅನಿಯಮಿತ ಮುಟ್ಟು ಮತ್ತು ಜಾಸ್ತಿ ಕೂದಲು ಬೆಳವಣಿಗೆಯ ಜೊತೆ ಮೊಡವೆ (ಪಿಸಿಓಎಸ್ ಇರಬಹುದು)',
  'Head lice': 'ತಲೆ ಹೇನು',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'ಎರಡು ವಾರ, ಕೆಲವು ದಿನಕ್ಕೊಮ್ಮೆ, ಒದ್ದೆಯಾದ, ಕಂಡಿಷನರ್ ಹಚ್ಚಿದ ಕೂದಲನ್ನು ಸೀರು ಹಣಿಗೆಯಿಂದ (ಸಣ್ಣ ಹಲ್ಲಿನ ಬಾಚಣಿಗೆ) ಬಾಚಿ.',
  'Check and treat everyone in the family at the same time.':
    'ಮನೆಯಲ್ಲಿ ಎಲ್ಲರನ್ನೂ ಒಂದೇ ಸಮಯದಲ್ಲಿ ಪರೀಕ್ಷಿಸಿ ಚಿಕಿತ್ಸೆ ಮಾಡಿ.',
  'Wash pillow covers and combs in hot water.': 'ದಿಂಬಿನ ಕವರ್ ಮತ್ತು ಬಾಚಣಿಗೆಗಳನ್ನು ಬಿಸಿನೀರಿನಲ್ಲಿ ತೊಳೆಯಿರಿ.',
  'Scalp sores with pus or swollen neck glands': 'ತಲೆಯ ಚರ್ಮದಲ್ಲಿ ಕೀವು ಇರುವ ಹುಣ್ಣು ಅಥವಾ ಕುತ್ತಿಗೆಯ ಗ್ರಂಥಿಗಳ ಊತ',
  'Conjunctivitis (eye flu, aankh aana)': 'ಕಣ್ಣು ಬೇನೆ (ಕಂಜಂಕ್ಟಿವೈಟಿಸ್, ಮದ್ರಾಸ್ ಐ)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'ಕುದಿಸಿ ಆರಿಸಿದ ನೀರಿನಲ್ಲಿ ಅದ್ದಿದ ಹತ್ತಿಯಿಂದ ಕಣ್ಣಿನ ರೆಪ್ಪೆ ಒರೆಸಿ, ಪ್ರತಿ ಸಲ ಒರೆಸಲು ಹೊಸ ಹತ್ತಿ ಬಳಸಿ.',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'ಆಗಾಗ ಕೈ ತೊಳೆಯಿರಿ; ಟವೆಲ್, ದಿಂಬು ಅಥವಾ ಕಣ್ಣಿನ ಮೇಕಪ್ ಅನ್ನು ಬೇರೆಯವರ ಜೊತೆ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'ಕಣ್ಣಿನ ಡಾಕ್ಟರ್ ಹೇಳದೆ ಸ್ಟೀರಾಯ್ಡ್ ಕಣ್ಣಿನ ಡ್ರಾಪ್ಸ್ ಅಥವಾ ಮನೆಮದ್ದುಗಳನ್ನು ಕಣ್ಣಿಗೆ ಹಾಕಬೇಡಿ.',
  'Stay home from school or work while the eye is sticky.':
    'ಕಣ್ಣು ಅಂಟಂಟಾಗಿರುವವರೆಗೆ ಶಾಲೆ ಅಥವಾ ಕೆಲಸಕ್ಕೆ ಹೋಗದೆ ಮನೆಯಲ್ಲೇ ಇರಿ.',
  'Eye pain, blurred vision or light hurting the eye':
    'ಕಣ್ಣು ನೋವು, ಮಸುಕಾದ ದೃಷ್ಟಿ ಅಥವಾ ಬೆಳಕಿನಿಂದ ಕಣ್ಣು ನೋವು',
  'A newborn with red, sticky eyes': 'ಕೆಂಪಾದ, ಅಂಟಂಟಾದ ಕಣ್ಣುಗಳಿರುವ ಹುಟ್ಟಿದ ಮಗು',
  'Not better after a week': 'ಒಂದು ವಾರದ ನಂತರವೂ ಕಡಿಮೆ ಆಗದಿರುವುದು',
  'Stye (eyelid boil)': 'ಕಣ್ಣು ಕುರು (ರೆಪ್ಪೆಯ ಕುರು)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'ದಿನಕ್ಕೆ ಹಲವು ಸಲ ಸ್ವಚ್ಛವಾದ ಬೆಚ್ಚಗಿನ ಬಟ್ಟೆಯನ್ನು ರೆಪ್ಪೆಯ ಮೇಲೆ ಇಡಿ.',
  'Do not squeeze it; avoid eye make-up until healed.': 'ಅದನ್ನು ಹಿಂಡಬೇಡಿ; ವಾಸಿಯಾಗುವವರೆಗೆ ಕಣ್ಣಿನ ಮೇಕಪ್ ಬೇಡ.',
  'Swelling spreading to the whole eyelid or face': 'ಇಡೀ ರೆಪ್ಪೆ ಅಥವಾ ಮುಖಕ್ಕೆ ಹರಡುತ್ತಿರುವ ಊತ',
  'Vision changes or fever': 'ದೃಷ್ಟಿಯಲ್ಲಿ ಬದಲಾವಣೆ ಅಥವಾ ಜ್ವರ',
  'Cataract (motiyabind)': 'ಕಣ್ಣಿನ ಪೊರೆ (ಕ್ಯಾಟರಾಕ್ಟ್ / ಮೋತಿಯಾಬಿಂದು)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'ಕಣ್ಣಿನ ಪರೀಕ್ಷೆಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ; ರಾಷ್ಟ್ರೀಯ ಅಂಧತ್ವ ನಿಯಂತ್ರಣ ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ ಕಣ್ಣಿನ ಪೊರೆ ಆಪರೇಷನ್ ಉಚಿತವಾಗಿ ಸಿಗುತ್ತದೆ.',
  'Use good lighting and sunglasses outdoors.':
    'ಚೆನ್ನಾಗಿ ಬೆಳಕು ಇರುವ ಕಡೆ ಕೆಲಸ ಮಾಡಿ, ಹೊರಗೆ ಹೋಗುವಾಗ ಕಪ್ಪು ಕನ್ನಡಕ ಹಾಕಿ.',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ಕಾಣದಾಗುವುದು, ಕಣ್ಣು ನೋವು ಅಥವಾ ಕೆಂಪು ಕಣ್ಣು — ಅದೇ ದಿನ ಕಣ್ಣಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Middle-ear infection': 'ಮಧ್ಯ ಕಿವಿಯ ಸೋಂಕು',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'ಕಿವಿಯನ್ನು ಒಣಗಿರುವ ಹಾಗೆ ಇಡಿ; ಕಿವಿಗೆ ಎಣ್ಣೆ, ಡ್ರಾಪ್ಸ್ ಅಥವಾ ಇಯರ್‌ಬಡ್ (ಹತ್ತಿ ಕಡ್ಡಿ) ಹಾಕಬೇಡಿ.',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'ನೋವು ಅಥವಾ ಜ್ವರಕ್ಕೆ ಪ್ಯಾರಸಿಟಮಾಲ್ ಅನ್ನು ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'ಹೆಚ್ಚಿನ ಕಿವಿ ಸೋಂಕುಗಳು 3 ದಿನದಲ್ಲಿ ಕಡಿಮೆ ಆಗುತ್ತವೆ; ಕಿವಿ ಸೋರಲು ಶುರುವಾದರೆ ಅಥವಾ ಜಾಸ್ತಿ ದಿನ ಇದ್ದರೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Swelling or pain behind the ear': 'ಕಿವಿಯ ಹಿಂದೆ ಊತ ಅಥವಾ ನೋವು',
  'Stiff neck, drowsiness or high fever': 'ಕುತ್ತಿಗೆ ಬಿಗಿತ, ಮಂಪರು ಅಥವಾ ಜಾಸ್ತಿ ಜ್ವರ',
  'Discharge from the ear for more than 2 weeks': '2 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಕಿವಿ ಸೋರುವುದು',
  'Outer-ear infection (swimmer’s ear)': 'ಹೊರ ಕಿವಿಯ ಸೋಂಕು (ಸ್ವಿಮ್ಮರ್ಸ್ ಇಯರ್)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'ಸ್ನಾನ ಮಾಡುವಾಗ ಕಿವಿಗೆ ನೀರು ಹೋಗದ ಹಾಗೆ ನೋಡಿಕೊಳ್ಳಿ; ಇಯರ್‌ಬಡ್ ಅಥವಾ ಹೇರ್‌ಪಿನ್ ಬಳಸಬೇಡಿ.',
  'See a doctor for ear drops if pain persists.': 'ನೋವು ಕಡಿಮೆ ಆಗದಿದ್ದರೆ ಕಿವಿ ಡ್ರಾಪ್ಸ್‌ಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Spreading redness or swelling to the face': 'ಕೆಂಪು ಅಥವಾ ಊತ ಮುಖಕ್ಕೆ ಹರಡುವುದು',
  'Fever, or diabetes with severe ear pain': 'ಜ್ವರ, ಅಥವಾ ಶುಗರ್ ಇರುವವರಿಗೆ ತುಂಬಾ ಜೋರಾದ ಕಿವಿ ನೋವು',
  'Earwax blockage': 'ಕಿವಿಯ ಗುಗ್ಗೆ ಕಟ್ಟಿಕೊಳ್ಳುವುದು',
  'Do not dig with cotton buds, keys or hairpins.': 'ಇಯರ್‌ಬಡ್, ಕೀಲಿಕೈ ಅಥವಾ ಹೇರ್‌ಪಿನ್‌ನಿಂದ ಕಿವಿ ಕೆದಕಬೇಡಿ.',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'ಗುಗ್ಗೆ ಮೆತ್ತಗಾಗಿಸುವ ಕಿವಿ ಡ್ರಾಪ್ಸ್ ಬಗ್ಗೆ ಫಾರ್ಮಸಿಸ್ಟ್ ಸಲಹೆ ಕೊಡಬಹುದು; ಗಟ್ಟಿಯಾದ ಗುಗ್ಗೆಯನ್ನು ಡಾಕ್ಟರ್ ತೆಗೆಯಬಹುದು.',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'ಒಂದು ಕಿವಿಯಲ್ಲಿ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕೇಳಿಸದಾಗುವುದು — ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Pain, discharge or fever': 'ನೋವು, ಕಿವಿ ಸೋರುವುದು ಅಥವಾ ಜ್ವರ',
  'Sore throat or tonsillitis': 'ಗಂಟಲು ನೋವು ಅಥವಾ ಟಾನ್ಸಿಲ್ ಊತ (ಟಾನ್ಸಿಲೈಟಿಸ್)',
  'Gargle with warm salt water and drink warm fluids.':
    'ಬೆಚ್ಚಗಿನ ಉಪ್ಪುನೀರಿನಲ್ಲಿ ಬಾಯಿ ಮುಕ್ಕಳಿಸಿ ಮತ್ತು ಬೆಚ್ಚಗಿನ ದ್ರವ ಕುಡಿಯಿರಿ.',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'ಹೆಚ್ಚಿನ ಗಂಟಲು ನೋವು ವೈರಸ್‌ನಿಂದ ಬರುತ್ತದೆ, ಆಂಟಿಬಯೋಟಿಕ್ ಇಲ್ಲದೆ ಒಂದು ವಾರದಲ್ಲಿ ಕಡಿಮೆ ಆಗುತ್ತದೆ.',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'ಉಸಿರಾಡಲು ಕಷ್ಟ ಅಥವಾ ಜೊಲ್ಲು ಸುರಿಯುವುದು, ಎಂಜಲು ನುಂಗಲು ಆಗದಿರುವುದು',
  'One-sided swelling at the back of the throat or muffled voice':
    'ಗಂಟಲಿನ ಹಿಂಭಾಗದಲ್ಲಿ ಒಂದು ಕಡೆ ಊತ ಅಥವಾ ಧ್ವನಿ ಮಂದವಾಗುವುದು',
  'Lasting more than a week': 'ಒಂದು ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವುದು',
  'Tooth decay or dental infection': 'ಹಲ್ಲು ಹುಳುಕು ಅಥವಾ ಹಲ್ಲಿನ ಸೋಂಕು',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'ಬೆಚ್ಚಗಿನ ಉಪ್ಪುನೀರಿನಲ್ಲಿ ಬಾಯಿ ಮುಕ್ಕಳಿಸಿ; ತುಂಬಾ ಬಿಸಿ, ತಣ್ಣಗಿನ ಮತ್ತು ಸಿಹಿ ಆಹಾರ ಬೇಡ.',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'ದಿನಕ್ಕೆ ಎರಡು ಸಲ ಫ್ಲೋರೈಡ್ ಟೂತ್‌ಪೇಸ್ಟ್‌ನಿಂದ ಹಲ್ಲುಜ್ಜಿ; ಹಲ್ಲಿನ ಡಾಕ್ಟರ್ ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ.',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'ಮುಖ, ದವಡೆ ಅಥವಾ ಕುತ್ತಿಗೆಯಲ್ಲಿ ಊತ, ಅಥವಾ ನುಂಗಲು ಅಥವಾ ಬಾಯಿ ತೆರೆಯಲು ಕಷ್ಟ — ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'ಉಪ್ಪುನೀರಿನಿಂದ ಬಾಯಿ ಮುಕ್ಕಳಿಸಿ; ಖಾರ, ಹುಳಿ ಮತ್ತು ಬಿಸಿ ಆಹಾರ ಬೇಡ.',
  'Stop tobacco, gutkha and paan.': 'ತಂಬಾಕು, ಗುಟ್ಕಾ ಮತ್ತು ಎಲೆಅಡಿಕೆ (ಪಾನ್) ಬಿಡಿ.',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವ ಬಾಯಿ ಹುಣ್ಣು ಅಥವಾ ಬಿಳಿ/ಕೆಂಪು ಕಲೆ, ಅದರಲ್ಲೂ ನೀವು ತಂಬಾಕು ಬಳಸುತ್ತಿದ್ದರೆ — ಬಾಯಿ ಕ್ಯಾನ್ಸರ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ರಕ್ತಸ್ರಾವ (ಗರ್ಭಪಾತ ಅಥವಾ ಮಾಸು/ಪ್ಲಾಸೆಂಟಾ ಸಮಸ್ಯೆ ಇರಬಹುದು)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 ಗೆ ಕರೆ ಮಾಡಿ (ಅಥವಾ ಉಚಿತ ತಾಯಿ ಆಂಬುಲೆನ್ಸ್‌ಗಾಗಿ 102), ಈಗಲೇ ಹೆರಿಗೆ ಕೋಣೆ (ಲೇಬರ್ ರೂಮ್) ಇರುವ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'ಕಾಯುತ್ತಿರುವಾಗ ಮಲಗಿಕೊಳ್ಳಿ, ಮತ್ತು ನಿಮ್ಮ ಗರ್ಭಿಣಿ ಕಾರ್ಡ್ (ತಾಯಿ ಕಾರ್ಡ್ / MCP ಕಾರ್ಡ್) ಜೊತೆಗೆ ತೆಗೆದುಕೊಂಡು ಹೋಗಿ.',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಯಾವುದೇ ರಕ್ತಸ್ರಾವಕ್ಕೆ ಡಾಕ್ಟರ್ ಬೇಕು; ತುಂಬಾ ರಕ್ತಸ್ರಾವ, ರಕ್ತದ ಗಡ್ಡೆ, ನೋವು ಅಥವಾ ತಲೆಸುತ್ತು ಇದ್ದರೆ ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Ectopic pregnancy (pregnancy outside the womb)': 'ಎಕ್ಟೋಪಿಕ್ ಪ್ರೆಗ್ನೆನ್ಸಿ (ಗರ್ಭಕೋಶದ ಹೊರಗೆ ಗರ್ಭ)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'ಮುಟ್ಟು ತಪ್ಪಿದ್ದು, ಕೆಳಹೊಟ್ಟೆಯ ಒಂದು ಕಡೆ ನೋವು, ರಕ್ತಸ್ರಾವ, ಭುಜದ ತುದಿಯಲ್ಲಿ ನೋವು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು — ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'High blood pressure of pregnancy (pre-eclampsia)': 'ಗರ್ಭಾವಸ್ಥೆಯ ಹೈ ಬಿಪಿ (ಪ್ರಿ-ಎಕ್ಲಾಂಪ್ಸಿಯಾ)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'ಬಿಪಿ ಮತ್ತು ಮೂತ್ರ ಪರೀಕ್ಷೆ ಆಗುವ ಹಾಗೆ ಪ್ರತಿ ಗರ್ಭಿಣಿ ತಪಾಸಣೆಗೂ (ಚೆಕ್‌ಅಪ್) ತಪ್ಪದೆ ಹೋಗಿ.',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು, ಮಸುಕಾದ ದೃಷ್ಟಿ, ಮುಖ ಅಥವಾ ಕೈಗಳಲ್ಲಿ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಊತ, ಮೇಲ್ಹೊಟ್ಟೆ ನೋವು ಅಥವಾ ಫಿಟ್ಸ್ — ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Severe vomiting in pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ತುಂಬಾ ಜಾಸ್ತಿ ವಾಂತಿ',
  'Eat small, dry snacks often; sip fluids between meals.':
    'ಆಗಾಗ ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ಒಣ ತಿಂಡಿ ತಿನ್ನಿ; ಊಟದ ಮಧ್ಯೆ ಗುಟುಕು ಗುಟುಕಾಗಿ ದ್ರವ ಕುಡಿಯಿರಿ.',
  'See a doctor today if you cannot keep fluids down.':
    'ಕುಡಿದದ್ದು ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಿದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Vomiting everything for 24 hours': '24 ಗಂಟೆಯಿಂದ ತಿಂದಿದ್ದು ಕುಡಿದಿದ್ದು ಎಲ್ಲಾ ವಾಂತಿ ಆಗುವುದು',
  'Very little or dark urine': 'ತುಂಬಾ ಕಡಿಮೆ ಅಥವಾ ಗಾಢ ಬಣ್ಣದ ಮೂತ್ರ',
  'Vomiting blood': 'ರಕ್ತದ ವಾಂತಿ',
  'Reduced baby movements in pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಮಗುವಿನ ಚಲನೆ ಕಡಿಮೆ ಆಗುವುದು',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'ನಾಳೆಯವರೆಗೆ ಕಾಯದೆ ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಯ ಹೆರಿಗೆ ಕೋಣೆಗೆ ಹೋಗಿ; ಮನೆಯಲ್ಲಿ ಬಳಸುವ ಡಾಪ್ಲರ್ ಯಂತ್ರವನ್ನು ನಂಬಬೇಡಿ.',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'ಮಗು ಕಡಿಮೆ ಅಥವಾ ಬೇರೆ ರೀತಿ ಅಲುಗಾಡುವುದು, ನೀರು ಸೋರುವುದು ಅಥವಾ ರಕ್ತಸ್ರಾವ',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'ಕಾಯುತ್ತಿರುವಾಗ ಕಾಲುಗಳನ್ನು ಮೇಲೆತ್ತಿ ಚಪ್ಪಟೆಯಾಗಿ ಮಲಗಿಸಿ; ತಾಯಿಯನ್ನು ಬೆಚ್ಚಗೆ ಇಡಿ.',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'ಹೆರಿಗೆಯ ನಂತರ ಒಂದು ಗಂಟೆಯೊಳಗೆ ಪ್ಯಾಡ್ ಪೂರ್ತಿ ಒದ್ದೆಯಾಗುವುದು, ದೊಡ್ಡ ರಕ್ತದ ಗಡ್ಡೆಗಳು, ತಲೆಸುತ್ತು ಅಥವಾ ವೇಗವಾದ ಎದೆಬಡಿತ',
  'Polycystic ovary syndrome (PCOS)': 'ಪಿಸಿಓಎಸ್ (ಪಾಲಿಸಿಸ್ಟಿಕ್ ಓವರಿ ಸಿಂಡ್ರೋಮ್ / ಅಂಡಾಶಯದಲ್ಲಿ ನೀರುಗುಳ್ಳೆಗಳು)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'ದಿನಾ ವ್ಯಾಯಾಮ ಮತ್ತು ಸಕ್ಕರೆ, ಮೈದಾ ಕಡಿಮೆ ಇರುವ ಸಮತೋಲಿತ ಊಟ ಮುಟ್ಟು ಮತ್ತು ತೂಕ ಸರಿಯಾಗಲು ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Book a gynecologist visit for tests.': 'ಪರೀಕ್ಷೆಗಳಿಗಾಗಿ ಹೆಂಗಸರ ಡಾಕ್ಟರ್ (ಗೈನಕಾಲಜಿಸ್ಟ್) ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ.',
  'No period for 3 months or more': '3 ತಿಂಗಳು ಅಥವಾ ಅದಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಮುಟ್ಟು ಆಗದಿರುವುದು',
  'Very heavy bleeding': 'ತುಂಬಾ ಜಾಸ್ತಿ ರಕ್ತಸ್ರಾವ',
  'Heavy periods': 'ಜಾಸ್ತಿ ಮುಟ್ಟು (ಮುಟ್ಟಿನಲ್ಲಿ ತುಂಬಾ ರಕ್ತ)',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'ಕಬ್ಬಿಣದಂಶ ಇರುವ ಆಹಾರ ತಿನ್ನಿ (ಹಸಿರು ಸೊಪ್ಪು, ಬೆಲ್ಲ, ಬೇಳೆ, ಮಾಂಸ, ಮೊಟ್ಟೆ) ಮತ್ತು ಹಿಮೋಗ್ಲೋಬಿನ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  'Book a gynecologist visit.': 'ಹೆಂಗಸರ ಡಾಕ್ಟರ್ (ಗೈನಕಾಲಜಿಸ್ಟ್) ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ.',
  'Soaking a pad every hour, dizziness or fainting':
    'ಪ್ರತಿ ಗಂಟೆಗೆ ಪ್ಯಾಡ್ ಪೂರ್ತಿ ಒದ್ದೆಯಾಗುವುದು, ತಲೆಸುತ್ತು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Bleeding after menopause or between periods':
    'ಮುಟ್ಟು ನಿಂತ ನಂತರ (ಮೆನೋಪಾಸ್) ಅಥವಾ ಎರಡು ಮುಟ್ಟಿನ ಮಧ್ಯೆ ರಕ್ತಸ್ರಾವ',
  'Period pain': 'ಮುಟ್ಟಿನ ನೋವು',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'ಕೆಳಹೊಟ್ಟೆಯ ಮೇಲೆ ಬಿಸಿನೀರಿನ ಬಾಟಲಿ ಇಡುವುದು ಮತ್ತು ಹಗುರವಾದ ವ್ಯಾಯಾಮ ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Pain that stops daily activities despite care': 'ಕಾಳಜಿ ವಹಿಸಿದರೂ ದಿನದ ಕೆಲಸಗಳಿಗೆ ಅಡ್ಡಿ ಮಾಡುವ ನೋವು',
  'Fever, unusual discharge or pain outside periods':
    'ಜ್ವರ, ಅಸಾಮಾನ್ಯ ಸ್ರಾವ ಅಥವಾ ಮುಟ್ಟಿನ ದಿನಗಳಲ್ಲದ ಸಮಯದಲ್ಲಿ ನೋವು',
  'Vaginal infection (thrush or bacterial vaginosis)':
    'ಯೋನಿಯ ಸೋಂಕು (ಫಂಗಸ್/ತ್ರಷ್ ಅಥವಾ ಬ್ಯಾಕ್ಟೀರಿಯಲ್ ವಜೈನೋಸಿಸ್)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ಸಡಿಲವಾದ ಹತ್ತಿಯ ಒಳಉಡುಪು ಹಾಕಿ; ಸಾದಾ ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ, ಯೋನಿಯ ಒಳಗೆ ತೊಳೆಯುವುದು (ಡೂಶಿಂಗ್) ಅಥವಾ ಸುಗಂಧ ಇರುವ ವಸ್ತುಗಳನ್ನು ಬಳಸಬೇಡಿ.',
  'See a doctor for the right treatment.': 'ಸರಿಯಾದ ಚಿಕಿತ್ಸೆಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Fever or lower belly pain': 'ಜ್ವರ ಅಥವಾ ಕೆಳಹೊಟ್ಟೆ ನೋವು',
  'Symptoms during pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಈ ಲಕ್ಷಣಗಳು',
  'Foul-smelling discharge with bleeding': 'ರಕ್ತಸ್ರಾವದ ಜೊತೆ ಕೆಟ್ಟ ವಾಸನೆಯ ಸ್ರಾವ',
  'Menopause symptoms': 'ಮುಟ್ಟು ನಿಲ್ಲುವ ಸಮಯದ ಲಕ್ಷಣಗಳು (ಮೆನೋಪಾಸ್)',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'ತೆಳುವಾದ ಬಟ್ಟೆಗಳನ್ನು ಪದರವಾಗಿ ಹಾಕಿ, ಕೋಣೆಯನ್ನು ತಂಪಾಗಿ ಇಡಿ, ಟೀ/ಕಾಫಿ ಮತ್ತು ಖಾರದ ಆಹಾರ ಕಡಿಮೆ ಮಾಡಿ.',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'ದೇಹದ ಭಾರ ಹೊರುವ ವ್ಯಾಯಾಮ (ನಡಿಗೆ ಮುಂತಾದವು) ಮತ್ತು ಕ್ಯಾಲ್ಸಿಯಂ ಇರುವ ಆಹಾರ ಮೂಳೆಗಳನ್ನು ಗಟ್ಟಿಯಾಗಿ ಇಡುತ್ತವೆ.',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'ಮುಟ್ಟು ನಿಂತು ಒಂದು ವರ್ಷ ಆದ ಮೇಲೆ ಯಾವುದೇ ರಕ್ತಸ್ರಾವ — ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Fever in a child': 'ಮಕ್ಕಳಲ್ಲಿ ಜ್ವರ',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'ಎದೆಹಾಲು ಕುಡಿಸುತ್ತಲೇ ಇರಿ ಅಥವಾ ಆಗಾಗ ದ್ರವ ಕೊಡುತ್ತಿರಿ; ಸ್ವಲ್ಪ ಸ್ವಲ್ಪವಾಗಿ ಪದೇ ಪದೇ ಕೊಡಿ.',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'ಮಗುವಿಗೆ ತೆಳುವಾದ ಬಟ್ಟೆ ಹಾಕಿ; ಕಂಬಳಿ ಹೊದಿಸಿ ಸುತ್ತಬೇಡಿ. ಕಿರಿಕಿರಿ ಆಗುತ್ತಿದ್ದರೆ ಉಗುರುಬೆಚ್ಚಗಿನ (ತಣ್ಣೀರು ಅಲ್ಲ) ನೀರಿನಿಂದ ಮೈ ಒರೆಸಿ.',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'ಜ್ವರದ ಔಷಧಿಯನ್ನು ಮಗುವಿನ ತೂಕಕ್ಕೆ ತಕ್ಕಂತೆ ಡಾಕ್ಟರ್ ಅಥವಾ ಫಾರ್ಮಸಿಸ್ಟ್ ಹೇಳಿದ ಪ್ರಮಾಣದಲ್ಲಿ ಮಾತ್ರ ಕೊಡಿ — ದೊಡ್ಡವರ ಮಾತ್ರೆ ಎಂದಿಗೂ ಕೊಡಬೇಡಿ.',
  'Check the child regularly, including at night.': 'ರಾತ್ರಿ ಸೇರಿದಂತೆ ಆಗಾಗ ಮಗುವನ್ನು ಗಮನಿಸುತ್ತಿರಿ.',
  'Any fever in a baby under 3 months': '3 ತಿಂಗಳಿಗಿಂತ ಚಿಕ್ಕ ಮಗುವಿಗೆ ಯಾವುದೇ ಜ್ವರ',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ಅಪಾಯದ ಲಕ್ಷಣಗಳು — ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ: ಹಾಲು ಅಥವಾ ನೀರು ಕುಡಿಯಲು ಆಗದಿರುವುದು, ಎಲ್ಲವನ್ನೂ ವಾಂತಿ ಮಾಡುವುದು, ಫಿಟ್ಸ್, ತುಂಬಾ ನಿದ್ದೆ ಅಥವಾ ಮೈ ಸಡಿಲ, ಎದೆ ಒಳಗೆ ಹೋಗುವುದು ಅಥವಾ ವೇಗವಾದ ಉಸಿರಾಟ.',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'ಗ್ಲಾಸ್ ಒತ್ತಿದರೂ ಮಾಸದ ದದ್ದು, ಕುತ್ತಿಗೆ ಬಿಗಿತ, ಅಥವಾ 2 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನ ಇರುವ ಜ್ವರ',
  'Serious illness in a young infant (possible sepsis)': 'ಎಳೆ ಮಗುವಿನಲ್ಲಿ ಗಂಭೀರ ಕಾಯಿಲೆ (ಸೆಪ್ಸಿಸ್ ಇರಬಹುದು)',
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 ಗೆ ಕರೆ ಮಾಡಿ ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ; ದಾರಿಯಲ್ಲಿ ಮಗುವನ್ನು ತಾಯಿಯ ಮೈಗೆ ಅಂಟಿಸಿ (ಚರ್ಮಕ್ಕೆ ಚರ್ಮ) ಬೆಚ್ಚಗೆ ಇಡಿ ಮತ್ತು ಎದೆಹಾಲು ಕುಡಿಸಲು ಪ್ರಯತ್ನಿಸುತ್ತಲೇ ಇರಿ.',
  'Baby feels cold, or has fever, in the first two months of life':
    'ಹುಟ್ಟಿದ ಮೊದಲ ಎರಡು ತಿಂಗಳಲ್ಲಿ ಮಗುವಿನ ಮೈ ತಣ್ಣಗಿರುವುದು ಅಥವಾ ಜ್ವರ',
  'Bronchiolitis (chest infection in babies)': 'ಬ್ರಾಂಕಿಯೊಲೈಟಿಸ್ (ಚಿಕ್ಕ ಮಕ್ಕಳ ಎದೆಯ ಸೋಂಕು)',
  'Saline drops can clear a blocked nose before feeds.':
    'ಹಾಲು ಕುಡಿಸುವ ಮೊದಲು ಉಪ್ಪುನೀರಿನ (ಸಲೈನ್) ಡ್ರಾಪ್ಸ್‌ನಿಂದ ಕಟ್ಟಿದ ಮೂಗನ್ನು ಸರಿ ಮಾಡಬಹುದು.',
  'Keep the baby away from smoke.': 'ಮಗುವನ್ನು ಹೊಗೆಯಿಂದ ದೂರ ಇಡಿ.',
  'Pauses in breathing or blue lips': 'ಉಸಿರು ಮಧ್ಯೆ ಮಧ್ಯೆ ನಿಲ್ಲುವುದು ಅಥವಾ ನೀಲಿ ತುಟಿ',
  Croup: 'ಕ್ರೂಪ್ (ನಾಯಿ ಬೊಗಳಿದಂತಹ ಕೆಮ್ಮು)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'ಮಗುವನ್ನು ಶಾಂತವಾಗಿ ಮತ್ತು ನೇರವಾಗಿ ಕೂರಿಸಿ; ಅತ್ತರೆ ಜಾಸ್ತಿ ಆಗುತ್ತದೆ.',
  'Do not use steam or hot water near the child (burn risk).':
    'ಮಗುವಿನ ಹತ್ತಿರ ಹಬೆ ಅಥವಾ ಬಿಸಿನೀರು ಬಳಸಬೇಡಿ (ಸುಟ್ಟುಕೊಳ್ಳುವ ಅಪಾಯ).',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'ವಿಶ್ರಾಂತಿಯಲ್ಲಿದ್ದಾಗಲೂ ಶಬ್ದದ ಉಸಿರಾಟ, ಎದೆ ಒಳಗೆ ಹೋಗುವುದು, ಜೊಲ್ಲು ಸುರಿಯುವುದು ಅಥವಾ ನೀಲಿ ತುಟಿ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Whooping cough (pertussis)': 'ನಾಯಿಕೆಮ್ಮು (ಪರ್ಟುಸಿಸ್)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; 6 ತಿಂಗಳಿಗಿಂತ ಚಿಕ್ಕ ಮಕ್ಕಳಿಗೆ ಹೆಚ್ಚಾಗಿ ಆಸ್ಪತ್ರೆ ಚಿಕಿತ್ಸೆ ಬೇಕಾಗುತ್ತದೆ.',
  'Check that the child’s DPT vaccines are complete.': 'ಮಗುವಿನ ಡಿಪಿಟಿ (DPT) ಲಸಿಕೆಗಳು ಪೂರ್ತಿ ಆಗಿವೆಯಾ ಅಂತ ನೋಡಿ.',
  'Baby turning blue or stopping breathing during coughing fits':
    'ಕೆಮ್ಮಿನ ಸರಣಿಯ ಸಮಯದಲ್ಲಿ ಮಗು ನೀಲಿ ಆಗುವುದು ಅಥವಾ ಉಸಿರು ನಿಲ್ಲುವುದು',
  'Not feeding or vomiting after every feed': 'ಹಾಲು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಪ್ರತಿ ಸಲ ಹಾಲು ಕುಡಿದ ಮೇಲೆ ವಾಂತಿ',
  Chickenpox: 'ಚಿಕನ್‌ಪಾಕ್ಸ್ (ಸೀತಾಳೆ ಸಿಡುಬು / ಅಮ್ಮ)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'ಕ್ಯಾಲಮೈನ್ ಲೋಶನ್ ಮತ್ತು ತಣ್ಣೀರಿನ ಸ್ನಾನ ತುರಿಕೆ ಕಡಿಮೆ ಮಾಡುತ್ತವೆ; ಉಗುರು ಚಿಕ್ಕದಾಗಿ ಕತ್ತರಿಸಿ.',
  'Do not give ibuprofen or aspirin for chickenpox.': 'ಚಿಕನ್‌ಪಾಕ್ಸ್‌ಗೆ ಐಬುಪ್ರೊಫೆನ್ ಅಥವಾ ಆಸ್ಪಿರಿನ್ ಕೊಡಬೇಡಿ.',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'ಎಲ್ಲಾ ಗುಳ್ಳೆಗಳು ಒಣಗಿ ಹೆಕ್ಕಳೆ ಕಟ್ಟುವವರೆಗೆ ಶಾಲೆ, ಗರ್ಭಿಣಿಯರು ಮತ್ತು ಹುಟ್ಟಿದ ಮಕ್ಕಳಿಂದ ದೂರ ಇರಿ.',
  'Breathlessness, chest pain, confusion or fits': 'ಉಸಿರಾಟದ ತೊಂದರೆ, ಎದೆನೋವು, ಗೊಂದಲ ಅಥವಾ ಫಿಟ್ಸ್',
  'Red, hot, swollen skin around blisters': 'ಗುಳ್ಳೆಗಳ ಸುತ್ತ ಕೆಂಪಾದ, ಬಿಸಿಯಾದ, ಊದಿದ ಚರ್ಮ',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'ಗರ್ಭಿಣಿ, ಹುಟ್ಟಿದ ಮಗು ಅಥವಾ ರೋಗನಿರೋಧಕ ಶಕ್ತಿ ಕಡಿಮೆ ಇರುವವರಿಗೆ ಚಿಕನ್‌ಪಾಕ್ಸ್',
  Measles: 'ದಡಾರ (ಮೀಸಲ್ಸ್)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ರಾಷ್ಟ್ರೀಯ ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ ದಡಾರ ಇರುವ ಮಕ್ಕಳಿಗೆ ವಿಟಮಿನ್ A ಕೊಡುತ್ತಾರೆ.',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'ದದ್ದು ಶುರುವಾದ ಮೇಲೆ 4 ದಿನ ಮಗುವನ್ನು ಬೇರೆಯವರಿಂದ ದೂರ ಇಡಿ; ಅಣ್ಣ-ತಮ್ಮ, ಅಕ್ಕ-ತಂಗಿಯರಿಗೆ MR ಲಸಿಕೆ ಆಗಿದೆಯಾ ಅಂತ ನೋಡಿ.',
  'Fast or difficult breathing': 'ವೇಗವಾದ ಅಥವಾ ಕಷ್ಟದ ಉಸಿರಾಟ',
  'Drowsiness or fits': 'ಮಂಪರು ಅಥವಾ ಫಿಟ್ಸ್',
  'Diarrhoea with dehydration': 'ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆ ಆಗುವಷ್ಟು ಭೇದಿ',
  'Mumps (galsua)': 'ಮಂಗನಬಾವು (ಗದ್ದಬಾವು / ಮಂಪ್ಸ್)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ದ್ರವ ಕುಡಿಯಿರಿ ಮತ್ತು ಮೆತ್ತಗಿನ ಊಟ ಮಾಡಿ; ಉಪ್ಪಿನಕಾಯಿ, ನಿಂಬೆ, ಕಿತ್ತಳೆಯಂತಹ ಹುಳಿ ಪದಾರ್ಥ ಬೇಡ.',
  'A warm or cold compress on the swelling.': 'ಊತದ ಮೇಲೆ ಬೆಚ್ಚಗಿನ ಅಥವಾ ತಣ್ಣಗಿನ ಬಟ್ಟೆ ಇಡಿ.',
  'Stay home from school or work for 5 days after the swelling starts.':
    'ಊತ ಶುರುವಾದ ಮೇಲೆ 5 ದಿನ ಶಾಲೆ ಅಥವಾ ಕೆಲಸಕ್ಕೆ ಹೋಗದೆ ಮನೆಯಲ್ಲೇ ಇರಿ.',
  'Stiff neck, severe headache or drowsiness': 'ಕುತ್ತಿಗೆ ಬಿಗಿತ, ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು ಅಥವಾ ಮಂಪರು',
  'Painful swollen testicles or severe belly pain': 'ನೋವಿರುವ ಊದಿದ ವೃಷಣಗಳು ಅಥವಾ ತುಂಬಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Hand, foot and mouth disease': 'ಕೈ, ಕಾಲು ಮತ್ತು ಬಾಯಿ ರೋಗ (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'ತಣ್ಣಗಿನ, ಮೆತ್ತಗಿನ ಊಟ ಮತ್ತು ಪಾನೀಯಗಳು ನೋಯುತ್ತಿರುವ ಬಾಯಿಗೆ ಸುಲಭ.',
  'Wash hands well; keep the child home while unwell.':
    'ಚೆನ್ನಾಗಿ ಕೈ ತೊಳೆಯಿರಿ; ಹುಷಾರಿಲ್ಲದಿರುವಾಗ ಮಗುವನ್ನು ಮನೆಯಲ್ಲೇ ಇಡಿ.',
  'Not drinking or passing very little urine': 'ಏನೂ ಕುಡಿಯದಿರುವುದು ಅಥವಾ ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ',
  'Drowsiness, fits or jerky movements': 'ಮಂಪರು, ಫಿಟ್ಸ್ ಅಥವಾ ಮೈ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಎಗರುವುದು (ಜರ್ಕ್)',
  'Febrile seizure (fit with fever in a young child)': 'ಜ್ವರದ ಫಿಟ್ಸ್ (ಚಿಕ್ಕ ಮಕ್ಕಳಲ್ಲಿ ಜ್ವರದ ಜೊತೆ ಬರುವ ಫಿಟ್ಸ್)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'ಮಗುವನ್ನು ಸುರಕ್ಷಿತ ಜಾಗದಲ್ಲಿ ಒಂದು ಕಡೆಗೆ ತಿರುಗಿಸಿ ಮಲಗಿಸಿ; ಬಾಯಿಗೆ ಏನೂ ಹಾಕಬೇಡಿ, ಬಲವಂತವಾಗಿ ಹಿಡಿದುಕೊಳ್ಳಬೇಡಿ.',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'ಸಮಯ ನೋಡಿಕೊಳ್ಳಿ; ಇದು ಮೊದಲ ಸಲದ ಫಿಟ್ಸ್ ಆಗಿದ್ದರೆ, 5 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಇದ್ದರೆ, ಅಥವಾ ಮಗು ಸರಿಯಾಗಿ ಎಚ್ಚರ ಆಗದಿದ್ದರೆ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತಿನ ಫಿಟ್ಸ್, ಮತ್ತೊಂದು ಫಿಟ್ಸ್, ಅಥವಾ ನಂತರ ಕುತ್ತಿಗೆ ಬಿಗಿತ, ದದ್ದು ಅಥವಾ ಮಂಪರು',
  'Newborn jaundice': 'ಹುಟ್ಟಿದ ಮಗುವಿನ ಕಾಮಾಲೆ',
  'Breastfeed often, every 2 to 3 hours.': 'ಪದೇ ಪದೇ, ಪ್ರತಿ 2 ರಿಂದ 3 ಗಂಟೆಗೆ ಎದೆಹಾಲು ಕುಡಿಸಿ.',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'ಇವತ್ತೇ ಮಗುವಿನ ಬಿಲಿರುಬಿನ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ; ಮನೆಯಲ್ಲಿ ಬಿಸಿಲಿಗೆ ಇಡುವುದನ್ನು ನಂಬಿ ಕೂರಬೇಡಿ.',
};
