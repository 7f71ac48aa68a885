export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'ಇದು ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ (ಹೃದಯಾಘಾತ) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ. ಕಾಯುತ್ತಿರುವಾಗ ಕುಳಿತುಕೊಂಡು ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ; ನೀವೇ ಗಾಡಿ ಓಡಿಸಿಕೊಂಡು ಹೋಗಬೇಡಿ.',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಬೆವರು, ಉಸಿರಾಟದ ತೊಂದರೆ, ವಾಕರಿಕೆ ಅಥವಾ ತಲೆಸುತ್ತಿನ ಜೊತೆ ಎದೆನೋವು ಇದ್ದರೆ ಅದು ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ (ಹೃದಯಾಘಾತ) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಎದೆ ವೇಗವಾಗಿ ಹೊಡೆದುಕೊಳ್ಳುವುದರ ಜೊತೆ ತಲೆತಿರುಗಿ ಬೀಳುವುದು, ಎದೆನೋವು ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ ಇದ್ದರೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಯೋನಿಯಿಂದ ರಕ್ತ ಹೋಗುವುದರ ಜೊತೆ ತಲೆತಿರುಗಿ ಬೀಳುವುದು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವಂತೆ ಅನಿಸಿದರೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಎದೆನೋವಿನ ಜೊತೆ ಕಾಲು ಊದಿಕೊಂಡಿದ್ದರೆ ಅದು ಶ್ವಾಸಕೋಶದಲ್ಲಿ ರಕ್ತ ಹೆಪ್ಪುಗಟ್ಟಿರುವುದು (ಕ್ಲಾಟ್) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಈ ಲಕ್ಷಣಗಳ ಜೊತೆ ಬಿಪಿ ತುಂಬಾ ಜಾಸ್ತಿ ಇದ್ದರೆ ಅದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ಇವು ಸ್ಟ್ರೋಕ್‌ನ (ಲಕ್ವಾ) ಲಕ್ಷಣಗಳು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ. ಲಕ್ಷಣಗಳು ಶುರುವಾದ ಸಮಯವನ್ನು ಬರೆದಿಟ್ಟುಕೊಳ್ಳಿ — ಪ್ರತಿ ನಿಮಿಷವೂ ಮುಖ್ಯ.',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಶಕ್ತಿ ಹೋಗುವುದು, ಮಾತು ಅಥವಾ ದೃಷ್ಟಿಯಲ್ಲಿ ಬದಲಾವಣೆ ಅಥವಾ ಗೊಂದಲದ ಜೊತೆ ತಲೆನೋವು ಇದ್ದರೆ ಅದು ಸ್ಟ್ರೋಕ್ (ಲಕ್ವಾ) ಅಥವಾ ಮೆದುಳಿನಲ್ಲಿ ರಕ್ತಸ್ರಾವ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ, ಜೀವನದಲ್ಲೇ ಅತಿ ಜೋರಾದ ತಲೆನೋವು ಮೆದುಳಿನಲ್ಲಿ ರಕ್ತಸ್ರಾವ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಕಣ್ಣು ಕಾಣದಾದರೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'ಫಿಟ್ಸ್ (ಸೆಳವು) ಬಂದರೆ ತುರ್ತು ಸಹಾಯ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ. ಆ ವ್ಯಕ್ತಿಯನ್ನು ಒಂದು ಕಡೆಗೆ ತಿರುಗಿಸಿ ಮಲಗಿಸಿ, ಬಾಯಿಗೆ ಏನೂ ಹಾಕಬೇಡಿ ಮತ್ತು ಫಿಟ್ಸ್ ಎಷ್ಟು ಹೊತ್ತು ಇತ್ತು ಅಂತ ಸಮಯ ನೋಡಿ.',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಪ್ರಜ್ಞೆ ಇಲ್ಲದ, ತುಂಬಾ ಮಂಪರಿನಲ್ಲಿರುವ ಅಥವಾ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಗೊಂದಲಕ್ಕೆ ಒಳಗಾದ ವ್ಯಕ್ತಿಗೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಕುತ್ತಿಗೆ ಬಿಗಿತದ ಜೊತೆ ಜ್ವರ ಇದ್ದರೆ ಅದು ಮೆನಿಂಜೈಟಿಸ್ (ಮೆದುಳು ಜ್ವರ) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಗ್ಲಾಸ್ ಒತ್ತಿದಾಗಲೂ ಮಾಸದ ದದ್ದು ಮೆನಿಂಜೈಟಿಸ್ (ಮೆದುಳು ಜ್ವರ) ಅಥವಾ ಸೆಪ್ಸಿಸ್ (ರಕ್ತಕ್ಕೆ ಹರಡಿದ ಸೋಂಕು) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಗೊಂದಲ, ಫಿಟ್ಸ್ ಅಥವಾ ಮಂಪರಿನ ಜೊತೆ ಜ್ವರ ಇದ್ದರೆ ಅದು ಮೆದುಳು ಜ್ವರ, ಮೆದುಳಿನ ಮಲೇರಿಯಾ (ಸೆರೆಬ್ರಲ್ ಮಲೇರಿಯಾ) ಅಥವಾ ಸೆಪ್ಸಿಸ್ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ತಲೆಗೆ ಪೆಟ್ಟಾದ ಮೇಲೆ ವಾಂತಿ, ಮಂಪರು, ಫಿಟ್ಸ್ ಅಥವಾ ಶಕ್ತಿ ಹೋಗುವುದು ಇದ್ದರೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'ತುಂಬಾ ಜೋರಾದ ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ನೀಲಿ ತುಟಿ ತುರ್ತು ಪರಿಸ್ಥಿತಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ. ನೇರವಾಗಿ ಕುಳಿತುಕೊಳ್ಳಿ ಮತ್ತು ಬಿಗಿಯಾದ ಬಟ್ಟೆಯನ್ನು ಸಡಿಲ ಮಾಡಿ.',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'ತುಟಿ, ನಾಲಿಗೆ ಅಥವಾ ಗಂಟಲು ಊದಿಕೊಂಡರೆ ಅದು ತೀವ್ರ ಅಲರ್ಜಿ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ತಲೆತಿರುಗುವುದರ ಜೊತೆ ಗಂಧೆ (ತುರಿಸುವ ದದ್ದು) ಎದ್ದರೆ ಅದು ಅನಾಫಿಲ್ಯಾಕ್ಸಿಸ್ (ಜೀವಕ್ಕೆ ಅಪಾಯದ ಅಲರ್ಜಿ) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಎದೆನೋವಿನ ಜೊತೆ ಕೆಮ್ಮಿನಲ್ಲಿ ರಕ್ತ ಬಂದರೆ ತುರ್ತು ಚಿಕಿತ್ಸೆ ಬೇಕು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 ತಿಂಗಳಿಗಿಂತ ಚಿಕ್ಕ ಮಗುವಿಗೆ ಸ್ವಲ್ಪ ಜ್ವರ ಬಂದರೂ ಈಗಲೇ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ತೋರಿಸಬೇಕು. 108 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ಇವು ಮಗುವಿನಲ್ಲಿ ಅಪಾಯದ ಲಕ್ಷಣಗಳು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ; ಮಗುವನ್ನು ಬೆಚ್ಚಗೆ ಇಡಿ ಮತ್ತು ಹಾಲು ಕುಡಿಸಲು ಪ್ರಯತ್ನಿಸುತ್ತಲೇ ಇರಿ.',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'ಚಿಕ್ಕ ಮಗುವಿಗೆ ಜ್ವರದ ಜೊತೆ ವೇಗವಾದ ಉಸಿರಾಟ ಇದ್ದರೆ ಅದು ನ್ಯುಮೋನಿಯಾ ಆಗಿರಬಹುದು. ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಎದೆ ಒಳಗೆ ಹೋಗುತ್ತಿದ್ದರೆ ಅಥವಾ ಮಗುವಿಗೆ ಹಾಲು ಕುಡಿಯಲು ಆಗದಿದ್ದರೆ ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'ಭೇದಿ ಆಗುತ್ತಿರುವ ಮಗು ಮಂಪರಿನಲ್ಲಿದ್ದರೆ, ಕಣ್ಣು ಒಳಗೆ ಹೋಗಿದ್ದರೆ, ಮೂತ್ರ ಸ್ವಲ್ಪವೇ ಮಾಡುತ್ತಿದ್ದರೆ ಅಥವಾ ಏನೂ ಕುಡಿಯಲು ಆಗದಿದ್ದರೆ, ಮೈಯಲ್ಲಿ ನೀರು ತುಂಬಾ ಕಡಿಮೆಯಾಗಿದೆ (ತೀವ್ರ ಡಿಹೈಡ್ರೇಶನ್). ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ; ದಾರಿಯಲ್ಲಿ ಓಆರ್‌ಎಸ್ (ORS) ಗುಟುಕು ಗುಟುಕಾಗಿ ಕುಡಿಸಿ.',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'ನಿಮ್ಮ ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆಯಾಗುತ್ತಿರಬಹುದು (ಡಿಹೈಡ್ರೇಶನ್). ಓಆರ್‌ಎಸ್ (ORS) ಗುಟುಕು ಗುಟುಕಾಗಿ ಕುಡಿಯುತ್ತಲೇ ಇರಿ ಮತ್ತು ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ತಲೆತಿರುಗಿ ಬೀಳುವ ಹಾಗಾದರೆ ಅಥವಾ ಕುಡಿದದ್ದು ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಿದ್ದರೆ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಅಥವಾ ಹೆರಿಗೆಯ ನಂತರ ತುಂಬಾ ರಕ್ತಸ್ರಾವ ತುರ್ತು ಪರಿಸ್ಥಿತಿ. 108 (ಅಥವಾ 102) ಗೆ ಕರೆ ಮಾಡಿ ಮತ್ತು ಈಗಲೇ ಹೆರಿಗೆ ಕೋಣೆ (ಲೇಬರ್ ರೂಮ್) ಇರುವ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'ಗರ್ಭಿಣಿಯಾಗಿರುವಾಗ ರಕ್ತಸ್ರಾವ ತಾಯಿ ಮತ್ತು ಮಗು ಇಬ್ಬರಿಗೂ ಅಪಾಯಕಾರಿ ಆಗಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಯ ಹೆರಿಗೆ ಕೋಣೆಗೆ (ಲೇಬರ್ ರೂಮ್) ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ಇವು ಗರ್ಭಾವಸ್ಥೆಯ ಅಪಾಯದ ಲಕ್ಷಣಗಳು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಯ ಹೆರಿಗೆ ಕೋಣೆಗೆ (ಲೇಬರ್ ರೂಮ್) ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ತಲೆನೋವು, ಮಸುಕಾದ ದೃಷ್ಟಿ, ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಊತ ಅಥವಾ ಫಿಟ್ಸ್ ಬಂದರೆ ಅದು ಪ್ರಿ-ಎಕ್ಲಾಂಪ್ಸಿಯಾ (ಗರ್ಭಿಣಿಯರಲ್ಲಿ ಬಿಪಿ ಏರುವ ಅಪಾಯ) ಆಗಿರಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಇದಕ್ಕೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಬೇಕು. ಈಗಲೇ ನಿಮ್ಮ ಎಎನ್‌ಎಂ (ANM), ಆಶಾ ಕಾರ್ಯಕರ್ತೆ ಅಥವಾ ಆಸ್ಪತ್ರೆಯನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'ಮುಟ್ಟು ತಪ್ಪಿದ್ದು, ಕೆಳಹೊಟ್ಟೆ ನೋವಿನ ಜೊತೆ ತಲೆಸುತ್ತು ಅಥವಾ ರಕ್ತಸ್ರಾವ ಇದ್ದರೆ ಅದು ಗರ್ಭಕೋಶದ ಹೊರಗಿನ ಗರ್ಭ (ಎಕ್ಟೋಪಿಕ್ ಪ್ರೆಗ್ನೆನ್ಸಿ) ಆಗಿರಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'ನೀವು ಒಬ್ಬಂಟಿಯಲ್ಲ, ಈಗಲೇ ಸಹಾಯ ಸಿಗುತ್ತದೆ. ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ (ಉಚಿತ, 24x7, ನಿಮ್ಮ ಭಾಷೆಯಲ್ಲಿ). ನೀವು ತಕ್ಷಣದ ಅಪಾಯದಲ್ಲಿದ್ದರೆ ಅಥವಾ ನಿಮಗೆ ನೀವೇ ಹಾನಿ ಮಾಡಿಕೊಂಡಿದ್ದರೆ, 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'ನಿಮಗೆ ನೀವೇ ನೋವು ಮಾಡಿಕೊಂಡಿದ್ದರೆ, ಈಗಲೇ 112 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ. ಟೆಲಿ-ಮನಸ್ 14416 ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಮ್ಮ ಜೊತೆ ಮಾತನಾಡಲು ಇದೆ.',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'ನೋವು ಇಲ್ಲದಿದ್ದರೂ ಹಾವು ಕಡಿತ ತುರ್ತು ಪರಿಸ್ಥಿತಿ. 108 ಗೆ ಕರೆ ಮಾಡಿ ಮತ್ತು ಹಾವಿನ ವಿಷದ ಔಷಧಿಗಾಗಿ (ಆಂಟಿ-ಸ್ನೇಕ್ ವೆನಮ್) ಹತ್ತಿರದ ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ. ಅಲುಗಾಡದೆ ಇರಿ; ಗಾಯವನ್ನು ಕೊಯ್ಯಬೇಡಿ, ಬಾಯಿಂದ ಹೀರಬೇಡಿ, ದಾರ/ಬಟ್ಟೆಯಿಂದ ಕಟ್ಟಬೇಡಿ.',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'ಮಕ್ಕಳಿಗೆ ಚೇಳು ಕುಟುಕಿದರೆ ಹೃದಯದ ಮೇಲೆ ಪರಿಣಾಮ ಆಗಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಚೇಳು ಕುಟುಕಿದ ಮೇಲೆ ಬೆವರು, ವಾಂತಿ ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ ಬಂದರೆ ಅದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'ಗಾಯವನ್ನು ಸೋಪು ಹಾಕಿ ಹರಿಯುವ ನೀರಿನಲ್ಲಿ 15 ನಿಮಿಷ ತೊಳೆಯಿರಿ, ನಂತರ ಇವತ್ತೇ ಆರೋಗ್ಯ ಕೇಂದ್ರದಲ್ಲಿ ರೇಬೀಸ್ ಲಸಿಕೆ (ಇಂಜೆಕ್ಷನ್) ಹಾಕಿಸಿಕೊಳ್ಳಿ (ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಗಳಲ್ಲಿ ಉಚಿತ).',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'ವಿಷ ಸೇವನೆ ತುರ್ತು ಪರಿಸ್ಥಿತಿ. ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ; ಆ ವ್ಯಕ್ತಿಗೆ ವಾಂತಿ ಮಾಡಿಸಬೇಡಿ. ಆ ಡಬ್ಬಿ/ಬಾಟಲಿಯನ್ನು ಜೊತೆಗೆ ತೆಗೆದುಕೊಂಡು ಹೋಗಿ.',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'ಇದು ಹೀಟ್ ಸ್ಟ್ರೋಕ್ (ಬಿಸಿಲಿನ ಆಘಾತ) ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ, ಆ ವ್ಯಕ್ತಿಯನ್ನು ನೆರಳಿಗೆ ಕರೆದುಕೊಂಡು ಹೋಗಿ, ನೀರು ಹಾಕಿ ಮತ್ತು ಗಾಳಿ ಬೀಸಿ ಮೈ ತಣ್ಣಗೆ ಮಾಡಿ.',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'ಚಿಕ್ಕ ಮಕ್ಕಳಿಗೆ ಆದ ಸುಟ್ಟ ಗಾಯ ಸಣ್ಣದಾಗಿ ಕಂಡರೂ ಅಪಾಯಕಾರಿ ಆಗಿರಬಹುದು. ಸುಟ್ಟ ಜಾಗವನ್ನು 20 ನಿಮಿಷ ಹರಿಯುವ ನೀರಿನ (ನಲ್ಲಿ ನೀರಿನ) ಕೆಳಗೆ ಹಿಡಿದು ತಣ್ಣಗೆ ಮಾಡಿ, ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'ಜ್ವರದ ಜೊತೆ ಮೂತ್ರ ಮಾಡುವಾಗ ನೋವು ಇದ್ದರೆ ಮಗುವಿಗೆ ಕಿಡ್ನಿ ಸೋಂಕು ಆಗಿರಬಹುದು. ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'ಮಗುವಿಗೆ ಕಿವಿ ನೋವು ಇದ್ದರೆ ಅಥವಾ ಕಿವಿಯಿಂದ ನೀರು ಸೋರುತ್ತಿದ್ದರೆ, ಜೊತೆಗೆ ಜ್ವರವೂ ಇದ್ದರೆ, ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಸ್ವಚ್ಛವಾದ ಬಟ್ಟೆಯಿಂದ ಗಾಯದ ಮೇಲೆ ಗಟ್ಟಿಯಾಗಿ ಒತ್ತಿ, ಒತ್ತುತ್ತಲೇ ಇರಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ರಕ್ತದ ವಾಂತಿ ತುರ್ತು ಪರಿಸ್ಥಿತಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'ತಲೆಸುತ್ತಿನ ಜೊತೆ ಕಪ್ಪು ಮಲ ಹೋಗುತ್ತಿದ್ದರೆ ಅದು ಒಳಗೆ ಗಂಭೀರ ರಕ್ತಸ್ರಾವ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ ಜೋರಾದ ಹೊಟ್ಟೆನೋವನ್ನು ತುರ್ತಾಗಿ ಪರೀಕ್ಷಿಸಬೇಕು. ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'ರಕ್ತಸ್ರಾವ, ತಣ್ಣಗಿನ ಅಂಟಂಟಾದ ಚರ್ಮ ಅಥವಾ ಪದೇ ಪದೇ ವಾಂತಿಯ ಜೊತೆ ಜ್ವರ ಇದ್ದರೆ ಅದು ತೀವ್ರ ಡೆಂಗ್ಯೂ ಅಥವಾ ಬೇರೆ ಗಂಭೀರ ಸೋಂಕು ಆಗಿರಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'ಹಳದಿ ಕಣ್ಣಿನ ಜೊತೆ ಜ್ವರ ಇದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಬೇಕು (ಮಲೇರಿಯಾ, ಹೆಪಟೈಟಿಸ್/ಕಾಮಾಲೆ, ಲೆಪ್ಟೊಸ್ಪೈರೋಸಿಸ್/ಇಲಿ ಜ್ವರ).',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'ವಾಂತಿ, ವೇಗವಾದ ಉಸಿರಾಟ ಅಥವಾ ಮಂಪರಿನ ಜೊತೆ ಶುಗರ್ ಜಾಸ್ತಿ ಇದ್ದರೆ ಅದು ಸಕ್ಕರೆ ಕಾಯಿಲೆಯ ತುರ್ತು ಪರಿಸ್ಥಿತಿ ಆಗಿರಬಹುದು. ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ ಅಥವಾ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'ಗೊಂದಲ ಅಥವಾ ಪ್ರಜ್ಞೆ ತಪ್ಪುವುದರ ಜೊತೆ ಶುಗರ್ ತುಂಬಾ ಕಡಿಮೆ ಇದ್ದರೆ ಅದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ. 108 ಗೆ ಕರೆ ಮಾಡಿ. ಸರಿಯಾಗಿ ನುಂಗಲು ಆಗದ ವ್ಯಕ್ತಿಗೆ ತಿನ್ನಲು ಅಥವಾ ಕುಡಿಯಲು ಏನೂ ಕೊಡಬೇಡಿ.',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'ನಿಮಗೆ ನುಂಗಲು ಆಗುತ್ತಿದ್ದರೆ ಈಗಲೇ ಏನಾದರೂ ಸಿಹಿ ತೆಗೆದುಕೊಳ್ಳಿ (ಗ್ಲೂಕೋಸ್, ಸಕ್ಕರೆ ನೀರು, ಜ್ಯೂಸ್), ನಂತರ ಊಟ ಮಾಡಿ. 15 ನಿಮಿಷದಲ್ಲಿ ಸುಧಾರಿಸದಿದ್ದರೆ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'ಜ್ವರ ಅಥವಾ ವಾಂತಿಯ ಜೊತೆ ಪಕ್ಕೆ ಅಥವಾ ಬೆನ್ನು ನೋವು ಇದ್ದರೆ ಅದು ಕಿಡ್ನಿ ಸೋಂಕು ಅಥವಾ ಸೋಂಕು ತಗುಲಿದ ಕಲ್ಲು ಆಗಿರಬಹುದು. ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'ಮೂತ್ರ ಹೋಗದಿದ್ದರೆ ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಬೇಕು. ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'ಜ್ವರದ ಜೊತೆ ಕೆಂಪಾದ, ಬಿಸಿಯಾದ, ಊದಿದ ಚರ್ಮ ಅಥವಾ ಕುರು ಇದ್ದರೆ ಅದು ಹರಡುತ್ತಿರುವ ಸೋಂಕು ಆಗಿರಬಹುದು. ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'ತಲೆನೋವು, ತಲೆತಿರುಗುವಿಕೆ ಅಥವಾ ಮಸುಕಾದ ದೃಷ್ಟಿಯ ಜೊತೆ ಬಿಪಿ ಹೆಚ್ಚಿದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ಎದೆ ನೋವು, ದೌರ್ಬಲ್ಯ ಅಥವಾ ಗೊಂದಲ ಇದ್ದರೆ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'ಉಸಿರಾಟದ ತೊಂದರೆಯ ಜೊತೆ ಎದೆಯಲ್ಲಿ ಸೀಟಿ ಶಬ್ದ (ವೀಸಿಂಗ್) ಇದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ಮಾತನಾಡಲು ಕಷ್ಟವಾದರೆ ಅಥವಾ ತುಟಿ ನೀಲಿಯಾದರೆ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'ವಯಸ್ಸಾದವರು ಬಿದ್ದರೆ ಚೆನ್ನಾಗಿದ್ದಂತೆ ಕಂಡರೂ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ: ಸೊಂಟದ ಮೂಳೆ ಮುರಿತ ಅಥವಾ ತಲೆಗೆ ಪೆಟ್ಟು ಕಾಣದೆ ಇರಬಹುದು. ಏಳಲು ಆಗದಿದ್ದರೆ ಅಥವಾ ತುಂಬಾ ಮಂಪರು ಇದ್ದರೆ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 ವರ್ಷದೊಳಗಿನ ಮಗುವಿಗೆ ತುಂಬಾ ಹೆಚ್ಚು ಜ್ವರ ಇದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ಮಗು ತುಂಬಾ ಮಂಕಾಗಿದ್ದರೆ, ಫಿಟ್ಸ್ ಬಂದರೆ, ಒತ್ತಿದರೂ ಮಾಸದ ದದ್ದು ಇದ್ದರೆ ಅಥವಾ ಕುಡಿಯಲು ಆಗದಿದ್ದರೆ ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'ಗುಳ್ಳೆ ಎದ್ದಿರುವ ಸುಟ್ಟ ಗಾಯವನ್ನು ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಮುಖ, ಕೈ, ಪಾದ ಅಥವಾ ಗುಪ್ತಾಂಗದ ಮೇಲಿದ್ದರೆ ಅಥವಾ ಅಂಗೈಗಿಂತ ದೊಡ್ಡದಾಗಿದ್ದರೆ ಇನ್ನೂ ಬೇಗ. 20 ನಿಮಿಷ ತಣ್ಣನೆಯ ಹರಿಯುವ ನೀರಿನ ಕೆಳಗೆ ಇಡಿ, ಗುಳ್ಳೆಗಳನ್ನು ಒಡೆಯಬೇಡಿ.',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'ಬೆವರಿನ ಜೊತೆ ಉಸಿರಾಟದ ತೊಂದರೆ, ವಾಕರಿಕೆ ಅಥವಾ ತಲೆತಿರುಗುವಿಕೆ ಎದೆ ನೋವು ಇಲ್ಲದೆಯೂ ಹೃದಯಾಘಾತ ಆಗಿರಬಹುದು, ವಿಶೇಷವಾಗಿ ಮಹಿಳೆಯರು, ವಯಸ್ಸಾದವರು ಮತ್ತು ಸಕ್ಕರೆ ಕಾಯಿಲೆ ಇರುವವರಲ್ಲಿ. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ನೀವು ಹೇಳಿದ್ದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ ಆಗಿರಬಹುದು. ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ (ಎಮರ್ಜೆನ್ಸಿ) ಹೋಗಿ.',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'ಜ್ವರ ಅಥವಾ ನೋವಿನ ಜೊತೆ ಮೂತ್ರದಲ್ಲಿ ರಕ್ತ ಬಂದರೆ ಅದು ಮೂತ್ರದ ಸೋಂಕು, ಕಿಡ್ನಿ ಸೋಂಕು ಅಥವಾ ಕಲ್ಲು ಆಗಿರಬಹುದು. ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'ಕಣ್ಣು ಕೆಂಪಾಗಿ ನೋವಿದ್ದು, ದೃಷ್ಟಿ ಮಸುಕಾದರೆ ಅಥವಾ ಜೋರಾದ ಬೆಳಕಿನಲ್ಲಿ ಕಣ್ಣು ನೋವಾದರೆ, ಇವತ್ತೇ ಕಣ್ಣಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ ಅಥವಾ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'ಗಂಟಲು ನೋವಿನ ಜೊತೆ ಜೋರು ಜ್ವರ ಮತ್ತು ನುಂಗಲು ಕಷ್ಟ ಇದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ಉಸಿರಾಡಲು ಕಷ್ಟವಾದರೆ ಅಥವಾ ಸ್ವಂತ ಎಂಜಲನ್ನೂ ನುಂಗಲು ಆಗದಿದ್ದರೆ ತಕ್ಷಣ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
};
