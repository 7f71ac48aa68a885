export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Not passing stool or gas with vomiting and a swollen belly':
    'ವಾಂತಿ ಮತ್ತು ಊದಿದ ಹೊಟ್ಟೆಯ ಜೊತೆ ಮಲ ಅಥವಾ ಗ್ಯಾಸ್ ಹೋಗದಿರುವುದು',
  'Blood in stool or weight loss': 'ಮಲದಲ್ಲಿ ರಕ್ತ ಅಥವಾ ತೂಕ ಕಡಿಮೆಯಾಗುವುದು',
  'New constipation after age 50 lasting weeks': '50 ವರ್ಷದ ನಂತರ ಹೊಸದಾಗಿ ಶುರುವಾಗಿ ವಾರಗಟ್ಟಲೆ ಇರುವ ಮಲಬದ್ಧತೆ',
  'Irritable bowel syndrome (IBS)': 'ಇರಿಟೇಬಲ್ ಬವೆಲ್ ಸಿಂಡ್ರೋಮ್ (ಐಬಿಎಸ್)',
  'Eat regular meals and note foods that trigger symptoms.':
    'ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ಊಟ ಮಾಡಿ ಮತ್ತು ಯಾವ ಆಹಾರದಿಂದ ತೊಂದರೆ ಜಾಸ್ತಿ ಆಗುತ್ತದೆ ಅಂತ ಗಮನಿಸಿ ಬರೆದಿಡಿ.',
  'Exercise, manage stress and sleep well.':
    'ವ್ಯಾಯಾಮ ಮಾಡಿ, ಒತ್ತಡ (ಟೆನ್ಶನ್) ಕಡಿಮೆ ಮಾಡಿಕೊಳ್ಳಿ ಮತ್ತು ಚೆನ್ನಾಗಿ ನಿದ್ದೆ ಮಾಡಿ.',
  'Weight loss, blood in stool or fever': 'ತೂಕ ಕಡಿಮೆಯಾಗುವುದು, ಮಲದಲ್ಲಿ ರಕ್ತ ಅಥವಾ ಜ್ವರ',
  'Symptoms starting after age 50': '50 ವರ್ಷದ ನಂತರ ಶುರುವಾದ ಲಕ್ಷಣಗಳು',
  'Piles (haemorrhoids) or anal fissure': 'ಮೂಲವ್ಯಾಧಿ (ಪೈಲ್ಸ್) ಅಥವಾ ಮಲದ್ವಾರದ ಬಿರುಕು (ಫಿಶರ್)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'ಮಲ ವಿಸರ್ಜನೆ ಮಾಡುವಾಗ ಮುಕ್ಕುವುದನ್ನು ತಪ್ಪಿಸಿ: ನಾರಿನಂಶ ಇರುವ ಆಹಾರ, ಸಾಕಷ್ಟು ನೀರು.',
  'Sit in a tub of warm water for relief.': 'ಆರಾಮಕ್ಕಾಗಿ ಬೆಚ್ಚಗಿನ ನೀರಿನ ಟಬ್‌ನಲ್ಲಿ ಕುಳಿತುಕೊಳ್ಳಿ.',
  'Keep the area clean and dry.': 'ಆ ಜಾಗವನ್ನು ಸ್ವಚ್ಛವಾಗಿ ಮತ್ತು ಒಣಗಿರುವ ಹಾಗೆ ಇಡಿ.',
  'Heavy bleeding or dark blood': 'ತುಂಬಾ ರಕ್ತಸ್ರಾವ ಅಥವಾ ಕಪ್ಪು ಬಣ್ಣದ ರಕ್ತ',
  'Severe pain with a hard lump': 'ಗಟ್ಟಿಯಾದ ಗಂಟಿನ ಜೊತೆ ತುಂಬಾ ಜೋರಾದ ನೋವು',
  'Weight loss or a change in bowel habit': 'ತೂಕ ಕಡಿಮೆಯಾಗುವುದು ಅಥವಾ ಮಲ ವಿಸರ್ಜನೆಯ ಅಭ್ಯಾಸದಲ್ಲಿ ಬದಲಾವಣೆ',
  'Acidity and acid reflux (GERD)': 'ಅಸಿಡಿಟಿ ಮತ್ತು ಆಮ್ಲ ಮೇಲೆ ಬರುವುದು (ಜಿಇಆರ್‌ಡಿ / GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ಊಟ ಮಾಡಿ, ಊಟದ ನಂತರ 2 ರಿಂದ 3 ಗಂಟೆ ಮಲಗಬೇಡಿ.',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'ಕರಿದ, ಖಾರದ ಮತ್ತು ಎಣ್ಣೆ ಜಾಸ್ತಿ ಇರುವ ಆಹಾರ, ಟೀ, ಕಾಫಿ, ಕುಡಿತ ಮತ್ತು ಸಿಗರೇಟ್ ಕಡಿಮೆ ಮಾಡಿ.',
  'Raise the head end of the bed; lose weight if overweight.':
    'ಮಂಚದ ತಲೆಯ ಭಾಗವನ್ನು ಸ್ವಲ್ಪ ಎತ್ತರ ಮಾಡಿ; ತೂಕ ಜಾಸ್ತಿ ಇದ್ದರೆ ಕಡಿಮೆ ಮಾಡಿ.',
  'A pharmacist can advise on antacids for occasional use.':
    'ಯಾವಾಗಲಾದರೊಮ್ಮೆ ಬಳಸಲು ಅಸಿಡಿಟಿ ಮಾತ್ರೆ/ಸಿರಪ್ (ಆಂಟಾಸಿಡ್) ಬಗ್ಗೆ ಫಾರ್ಮಸಿಸ್ಟ್ ಸಲಹೆ ಕೊಡಬಹುದು.',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'ಬೆವರು, ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಕೈ ಅಥವಾ ದವಡೆಗೆ ಹರಡುವ ನೋವಿನ ಜೊತೆ ಎದೆನೋವು — ಹೃದಯದ ಸಮಸ್ಯೆ ಆಗಿರಬಹುದು; 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'ನುಂಗಲು ಕಷ್ಟ, ತೂಕ ಕಡಿಮೆಯಾಗುವುದು, ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಕಪ್ಪು ಮಲ',
  'Gastritis or stomach ulcer': 'ಗ್ಯಾಸ್ಟ್ರೈಟಿಸ್ ಅಥವಾ ಹೊಟ್ಟೆಯ ಹುಣ್ಣು (ಅಲ್ಸರ್)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'ಡಾಕ್ಟರ್ ಸುರಕ್ಷಿತ ಅಂತ ಹೇಳದ ಹೊರತು ಐಬುಪ್ರೊಫೆನ್, ಡೈಕ್ಲೋಫೆನಾಕ್ ಅಥವಾ ಆಸ್ಪಿರಿನ್ ತರಹದ ನೋವಿನ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'ಕುಡಿತ, ಸಿಗರೇಟ್ ಮತ್ತು ತುಂಬಾ ಖಾರದ ಆಹಾರ ಬೇಡ; ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ಊಟ ಮಾಡಿ.',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಕಪ್ಪು, ಡಾಂಬರಿನಂತಹ ಮಲ — ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Sudden severe stomach pain': 'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ ತುಂಬಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Bleeding in the stomach or gut': 'ಹೊಟ್ಟೆ ಅಥವಾ ಕರುಳಿನಲ್ಲಿ ರಕ್ತಸ್ರಾವ',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ; ತಲೆಸುತ್ತು ಇದ್ದರೆ ಕಾಲುಗಳನ್ನು ಮೇಲೆತ್ತಿ ಮಲಗಿ. ಡಾಕ್ಟರ್ ನೋಡುವವರೆಗೆ ಏನೂ ತಿನ್ನಬೇಡಿ, ಕುಡಿಯಬೇಡಿ.',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'ತಲೆಸುತ್ತಿನ ಜೊತೆ ಯಾವುದೇ ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಕಪ್ಪು ಮಲ ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  Appendicitis: 'ಅಪೆಂಡಿಸೈಟಿಸ್ (ಕರುಳುವಾಲದ ಊತ)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ ಡಾಕ್ಟರ್ ಅಥವಾ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ; ಪರೀಕ್ಷಿಸುವವರೆಗೆ ಏನೂ ತಿನ್ನಬೇಡಿ, ನೋವಿನ ಮಾತ್ರೆ ಅಥವಾ ಭೇದಿ ಮಾತ್ರೆ (ಲ್ಯಾಕ್ಸೇಟಿವ್) ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'ನೋವು ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಇಡೀ ಹೊಟ್ಟೆಗೆ ಹರಡುವುದು ಅಥವಾ ತುಂಬಾ ಜಾಸ್ತಿಯಾಗುವುದು',
  'High fever, hard belly or repeated vomiting': 'ಜಾಸ್ತಿ ಜ್ವರ, ಗಟ್ಟಿಯಾದ ಹೊಟ್ಟೆ ಅಥವಾ ಪದೇ ಪದೇ ವಾಂತಿ',
  'Gallstones / gallbladder pain': 'ಪಿತ್ತಕೋಶದ ಕಲ್ಲು / ಪಿತ್ತಕೋಶದ ನೋವು',
  'Eat smaller, low-fat meals.': 'ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ, ಕಡಿಮೆ ಎಣ್ಣೆಯ ಊಟ ಮಾಡಿ.',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'ಊಟದ ನಂತರ ನೋವು ಮತ್ತೆ ಮತ್ತೆ ಬರುತ್ತಿದ್ದರೆ ಅಲ್ಟ್ರಾಸೌಂಡ್ ಸ್ಕ್ಯಾನ್‌ಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Pain lasting more than 8 hours': '8 ಗಂಟೆಗಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಇರುವ ನೋವು',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'ನಡುಕದ ಜೊತೆ ಜ್ವರ, ಅಥವಾ ಹಳದಿ ಕಣ್ಣು — ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Acute pancreatitis': 'ಅಕ್ಯೂಟ್ ಪ್ಯಾಂಕ್ರಿಯಾಟೈಟಿಸ್ (ಮೇದೋಜೀರಕ ಗ್ರಂಥಿಯ ಊತ)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'ವಾಂತಿಯ ಜೊತೆ ಬೆನ್ನಿನವರೆಗೆ ಹೋಗುವ ತುಂಬಾ ಜೋರಾದ ಮೇಲ್ಹೊಟ್ಟೆ ನೋವಿಗೆ ಈಗಲೇ ಆಸ್ಪತ್ರೆ ಬೇಕು',
  'Liver damage (cirrhosis, often from alcohol)': 'ಲಿವರ್ ಹಾಳಾಗುವುದು (ಸಿರೋಸಿಸ್, ಹೆಚ್ಚಾಗಿ ಕುಡಿತದಿಂದ)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'ಕುಡಿತವನ್ನು ಪೂರ್ತಿಯಾಗಿ ನಿಲ್ಲಿಸಿ; ಕುಡಿತ ಬಿಡಿಸಲು ಸಹಾಯ ಕೇಳಿ (ಟೆಲಿ-ಮನಸ್ 14416 ನಿಮಗೆ ದಾರಿ ತೋರಿಸುತ್ತದೆ).',
  'Take no herbal or other medicines without asking your doctor.':
    'ನಿಮ್ಮ ಡಾಕ್ಟರ್‌ನ ಕೇಳದೆ ಯಾವುದೇ ನಾಟಿ/ಗಿಡಮೂಲಿಕೆ ಅಥವಾ ಬೇರೆ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Confusion or sleepiness': 'ಗೊಂದಲ ಅಥವಾ ತೂಕಡಿಕೆ',
  'Fever with a swollen, painful belly': 'ಊದಿದ, ನೋವಿರುವ ಹೊಟ್ಟೆಯ ಜೊತೆ ಜ್ವರ',
  'Urine infection (UTI)': 'ಮೂತ್ರದ ಸೋಂಕು (ಯುಟಿಐ)',
  'Drink plenty of water so that urine is pale.': 'ಮೂತ್ರ ತಿಳಿ ಬಣ್ಣದಲ್ಲಿ ಬರುವಷ್ಟು ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯಿರಿ.',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'ಮೂತ್ರ ಪರೀಕ್ಷೆಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಆಂಟಿಬಯೋಟಿಕ್ ಬೇಕಾದರೆ ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡಬೇಕು — ಹಿಂದೆ ಉಳಿದ ಮಾತ್ರೆಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Do not hold urine for long; wipe front to back.':
    'ತುಂಬಾ ಹೊತ್ತು ಮೂತ್ರ ತಡೆಹಿಡಿಯಬೇಡಿ; ಮುಂದಿನಿಂದ ಹಿಂದಕ್ಕೆ ಒರೆಸಿ/ತೊಳೆಯಿರಿ.',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'ನಡುಕದ ಜೊತೆ ಜ್ವರ, ಅಥವಾ ಪಕ್ಕೆ ಅಥವಾ ಬೆನ್ನಿನಲ್ಲಿ ನೋವು (ಕಿಡ್ನಿ ಸೋಂಕು)',
  'Symptoms in pregnancy, in a man, or in a child': 'ಗರ್ಭಿಣಿಯಲ್ಲಿ, ಗಂಡಸರಲ್ಲಿ ಅಥವಾ ಮಕ್ಕಳಲ್ಲಿ ಈ ಲಕ್ಷಣಗಳು',
  'Kidney infection (pyelonephritis)': 'ಕಿಡ್ನಿ ಸೋಂಕು (ಪೈಲೋನೆಫ್ರೈಟಿಸ್)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಕಿಡ್ನಿ ಸೋಂಕಿಗೆ ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡುವ ಆಂಟಿಬಯೋಟಿಕ್ ಬೇಕು.',
  'Drink plenty of fluids and rest.': 'ಸಾಕಷ್ಟು ದ್ರವ ಕುಡಿಯಿರಿ ಮತ್ತು ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'ಗೊಂದಲ, ತುಂಬಾ ವೇಗವಾದ ಉಸಿರಾಟ ಅಥವಾ ತಣ್ಣಗಿನ ಅಂಟಂಟಾದ ಚರ್ಮ (ಸೆಪ್ಸಿಸ್ ಇರಬಹುದು) — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Vomiting so that fluids do not stay down': 'ಕುಡಿದದ್ದು ಹೊಟ್ಟೆಯಲ್ಲಿ ನಿಲ್ಲದಷ್ಟು ವಾಂತಿ',
  'Kidney stone (pathri)': 'ಕಿಡ್ನಿ ಕಲ್ಲು (ಮೂತ್ರಪಿಂಡದ ಕಲ್ಲು)',
  'Drink plenty of water through the day, especially in summer.':
    'ದಿನವಿಡೀ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯಿರಿ, ಅದರಲ್ಲೂ ಬೇಸಿಗೆಯಲ್ಲಿ.',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'ನೋವಿಗೆ ಔಷಧಿ ಡಾಕ್ಟರ್ ಅಥವಾ ಫಾರ್ಮಸಿಸ್ಟ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ; ತುಂಬಾ ಜೋರಾದ ನೋವಿದ್ದರೆ ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Reduce salt and very high-protein diets.': 'ಉಪ್ಪು ಮತ್ತು ತುಂಬಾ ಜಾಸ್ತಿ ಪ್ರೋಟೀನ್ ಇರುವ ಆಹಾರ ಕಡಿಮೆ ಮಾಡಿ.',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'ಕಲ್ಲಿನ ನೋವಿನ ಜೊತೆ ಜ್ವರ ಅಥವಾ ನಡುಕ — ಸೋಂಕು ತಗುಲಿ ಕಟ್ಟಿಕೊಂಡ ಕಿಡ್ನಿ ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Unable to pass urine': 'ಮೂತ್ರ ಮಾಡಲು ಆಗದಿರುವುದು',
  'Pain not controlled or repeated vomiting': 'ನೋವು ಕಡಿಮೆ ಆಗದಿರುವುದು ಅಥವಾ ಪದೇ ಪದೇ ವಾಂತಿ',
  'Enlarged prostate (BPH)': 'ಪ್ರಾಸ್ಟೇಟ್ ಗ್ರಂಥಿ ದೊಡ್ಡದಾಗುವುದು (ಬಿಪಿಎಚ್)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'ಸಂಜೆ ಹೊತ್ತು ನೀರು/ದ್ರವ ಕಡಿಮೆ ಕುಡಿಯಿರಿ, ಟೀ, ಕಾಫಿ ಮತ್ತು ಕುಡಿತ ಕಡಿಮೆ ಮಾಡಿ.',
  'Book a doctor visit for a prostate check.': 'ಪ್ರಾಸ್ಟೇಟ್ ಪರೀಕ್ಷೆಗಾಗಿ ಡಾಕ್ಟರ್ ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ.',
  'Unable to pass urine at all': 'ಮೂತ್ರ ಸ್ವಲ್ಪವೂ ಮಾಡಲು ಆಗದಿರುವುದು',
  'Fever with urinary symptoms': 'ಮೂತ್ರದ ತೊಂದರೆಗಳ ಜೊತೆ ಜ್ವರ',
  'Chronic kidney disease': 'ದೀರ್ಘಕಾಲದ ಕಿಡ್ನಿ ಕಾಯಿಲೆ',
  'Control blood pressure and sugar; limit salt.': 'ಬಿಪಿ ಮತ್ತು ಶುಗರ್ ಕಂಟ್ರೋಲ್‌ನಲ್ಲಿ ಇಡಿ; ಉಪ್ಪು ಕಡಿಮೆ ಮಾಡಿ.',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'ನಿಮ್ಮ ಡಾಕ್ಟರ್ ಒಪ್ಪದ ಹೊರತು ನೋವಿನ ಮಾತ್ರೆ ಮತ್ತು ನಾಟಿ/ಗಿಡಮೂಲಿಕೆ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Breathlessness or very little urine': 'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ',
  'Severe swelling': 'ತುಂಬಾ ಜಾಸ್ತಿ ಊತ',
  'Stroke (brain attack)': 'ಸ್ಟ್ರೋಕ್ (ಲಕ್ವಾ / ಪಾರ್ಶ್ವವಾಯು)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ, ಲಕ್ಷಣಗಳು ಶುರುವಾದ ಸಮಯ ಬರೆದಿಟ್ಟುಕೊಳ್ಳಿ — ರಕ್ತದ ಹೆಪ್ಪು ಕರಗಿಸುವ ಚಿಕಿತ್ಸೆ ಕೆಲವೇ ಗಂಟೆಗಳ ಒಳಗೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'ಊಟ, ನೀರು ಅಥವಾ ಮಾತ್ರೆ ಕೊಡಬೇಡಿ; ಮಂಪರಿನಲ್ಲಿದ್ದರೆ ಅಥವಾ ವಾಂತಿ ಆಗುತ್ತಿದ್ದರೆ ಆ ವ್ಯಕ್ತಿಯನ್ನು ಒಂದು ಕಡೆಗೆ ತಿರುಗಿಸಿ ಮಲಗಿಸಿ.',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST ನೆನಪಿಡಿ: Face — ಮುಖ ಜೋತು ಬೀಳುವುದು, Arm — ಕೈಯಲ್ಲಿ ಶಕ್ತಿ ಹೋಗುವುದು, Speech — ಮಾತನಾಡಲು ಕಷ್ಟ, Time — 108 ಗೆ ಕರೆ ಮಾಡುವ ಸಮಯ',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಮಾಯವಾಗುವ ಲಕ್ಷಣಗಳಿದ್ದರೂ ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಬೇಕು (ಮಿನಿ-ಸ್ಟ್ರೋಕ್)',
  Migraine: 'ಮೈಗ್ರೇನ್ (ಅರೆ ತಲೆನೋವು)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'ಕತ್ತಲೆಯ, ಶಾಂತವಾದ ಕೋಣೆಯಲ್ಲಿ ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ; ಹಣೆಯ ಮೇಲೆ ತಣ್ಣೀರಿನ ಬಟ್ಟೆ ಇಟ್ಟರೆ ಸಹಾಯ ಆಗಬಹುದು.',
  'Drink water and do not skip meals or sleep.': 'ನೀರು ಕುಡಿಯಿರಿ, ಊಟ ಅಥವಾ ನಿದ್ದೆ ತಪ್ಪಿಸಬೇಡಿ.',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'ನಿದ್ದೆ ಕಡಿಮೆ, ಉಪವಾಸ, ಜೋರು ಬಿಸಿಲು ಅಥವಾ ಒತ್ತಡದಂತಹ ತಲೆನೋವು ತರುವ ಕಾರಣಗಳನ್ನು ಒಂದು ಪುಸ್ತಕದಲ್ಲಿ ಬರೆದಿಡಿ.',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'ನೋವಿನ ಮಾತ್ರೆಗಳನ್ನು ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ ತೆಗೆದುಕೊಳ್ಳಿ; ವಾರದಲ್ಲಿ ಕೆಲವು ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ಬಳಸಿದರೆ ತಲೆನೋವು ಜಾಸ್ತಿ ಆಗಬಹುದು.',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಂದ, ಜೀವನದಲ್ಲೇ ಅತಿ ಜೋರಾದ ತಲೆನೋವು, ಅಥವಾ ಶಕ್ತಿ ಹೋಗುವುದು, ಗೊಂದಲ, ಫಿಟ್ಸ್ ಅಥವಾ ತೊದಲು ಮಾತಿನ ಜೊತೆ ತಲೆನೋವು — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Headache with fever and stiff neck': 'ಜ್ವರ ಮತ್ತು ಕುತ್ತಿಗೆ ಬಿಗಿತದ ಜೊತೆ ತಲೆನೋವು',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'ತಲೆನೋವು ಪದೇ ಪದೇ ಬರುವುದು ಅಥವಾ ಅದರ ರೀತಿ ಬದಲಾಗುವುದು, ಅಥವಾ 50 ವರ್ಷದ ನಂತರ ಶುರುವಾಗುವುದು',
  'Tension-type headache': 'ಟೆನ್ಶನ್ ತಲೆನೋವು (ಒತ್ತಡದ ತಲೆನೋವು)',
  'Drink water, sleep regularly and take screen breaks.':
    'ನೀರು ಕುಡಿಯಿರಿ, ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ನಿದ್ದೆ ಮಾಡಿ ಮತ್ತು ಮೊಬೈಲ್/ಟಿವಿ ಸ್ಕ್ರೀನ್ ನೋಡುವಾಗ ಆಗಾಗ ಬಿಡುವು ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Gentle neck stretches and relaxation help.':
    'ನಿಧಾನವಾಗಿ ಕುತ್ತಿಗೆ ಚಾಚುವ ವ್ಯಾಯಾಮ ಮತ್ತು ಮನಸ್ಸು ಸಡಿಲ ಮಾಡುವುದು ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Painkillers only as advised by a pharmacist or doctor.':
    'ನೋವಿನ ಮಾತ್ರೆಗಳನ್ನು ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'ನಿದ್ದೆಯಿಂದ ಎಬ್ಬಿಸುವ ತಲೆನೋವು, ಅಥವಾ ಮಲಗಿದಾಗ ಜಾಸ್ತಿಯಾಗಿ ವಾಂತಿ ಬರುವ ತಲೆನೋವು',
  'Headache after a head injury': 'ತಲೆಗೆ ಪೆಟ್ಟಾದ ನಂತರ ತಲೆನೋವು',
  'Headache with fever, stiff neck, weakness or confusion':
    'ಜ್ವರ, ಕುತ್ತಿಗೆ ಬಿಗಿತ, ಶಕ್ತಿ ಹೋಗುವುದು ಅಥವಾ ಗೊಂದಲದ ಜೊತೆ ತಲೆನೋವು',
  'Seizure / epilepsy': 'ಫಿಟ್ಸ್ / ಮೂರ್ಛೆ ರೋಗ (ಅಪಸ್ಮಾರ)',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'ಫಿಟ್ಸ್ ಬಂದಾಗ: ಗಟ್ಟಿಯಾದ ವಸ್ತುಗಳನ್ನು ದೂರ ಸರಿಸಿ, ತಲೆಯ ಕೆಳಗೆ ಮೆತ್ತಗಿನದ್ದು ಇಡಿ, ಆ ವ್ಯಕ್ತಿಯನ್ನು ಬಲವಂತವಾಗಿ ಹಿಡಿದುಕೊಳ್ಳಬೇಡಿ ಮತ್ತು ಬಾಯಿಗೆ ಏನೂ ಹಾಕಬೇಡಿ.',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'ಕೊಸರಾಟ ನಿಂತ ಮೇಲೆ, ಅವರನ್ನು ಒಂದು ಕಡೆಗೆ ತಿರುಗಿಸಿ ಮಲಗಿಸಿ, ಪೂರ್ತಿ ಎಚ್ಚರ ಆಗುವವರೆಗೆ ಜೊತೆಯಲ್ಲೇ ಇರಿ.',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'ಮೊದಲ ಸಲದ ಫಿಟ್ಸ್, 5 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತಿನ ಫಿಟ್ಸ್, ಪದೇ ಪದೇ ಫಿಟ್ಸ್, ಪೆಟ್ಟು, ಅಥವಾ ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಫಿಟ್ಸ್ ಬಂದರೆ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'ನಿಮಗೆ ಮೂರ್ಛೆ ರೋಗ (ಅಪಸ್ಮಾರ) ಇದ್ದರೆ, ಮಾತ್ರೆಗಳನ್ನು ತಪ್ಪದೆ ತೆಗೆದುಕೊಳ್ಳಿ, ಮತ್ತು ಡಾಕ್ಟರ್ ಒಪ್ಪುವವರೆಗೆ ಒಬ್ಬರೇ ಈಜಬೇಡಿ ಅಥವಾ ಗಾಡಿ ಓಡಿಸಬೇಡಿ.',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಇರುವ ಫಿಟ್ಸ್ ಅಥವಾ ಎರಡು ಫಿಟ್ಸ್‌ಗಳ ಮಧ್ಯೆ ಎಚ್ಚರ ಆಗದಿರುವುದು',
  'First-ever fit': 'ಜೀವನದಲ್ಲಿ ಮೊದಲ ಸಲ ಬಂದ ಫಿಟ್ಸ್',
  'Fit with fever, head injury or in pregnancy': 'ಜ್ವರ, ತಲೆಗೆ ಪೆಟ್ಟು ಅಥವಾ ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಬಂದ ಫಿಟ್ಸ್',
  'Vertigo (inner-ear balance problem)': 'ವರ್ಟಿಗೋ (ಒಳಗಿವಿಯ ಸಮತೋಲನದ ಸಮಸ್ಯೆ)',
  'Sit or lie down when it starts; get up slowly.': 'ಶುರುವಾದಾಗ ಕುಳಿತುಕೊಳ್ಳಿ ಅಥವಾ ಮಲಗಿ; ನಿಧಾನವಾಗಿ ಏಳಿ.',
  'Avoid driving, heights and ladders until it settles.':
    'ಕಡಿಮೆ ಆಗುವವರೆಗೆ ಗಾಡಿ ಓಡಿಸಬೇಡಿ, ಎತ್ತರದ ಜಾಗ ಮತ್ತು ಏಣಿ ಹತ್ತಬೇಡಿ.',
  'Drink fluids if vomiting.': 'ವಾಂತಿ ಆಗುತ್ತಿದ್ದರೆ ದ್ರವ ಕುಡಿಯಿರಿ.',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'ಎರಡೆರಡು ಕಾಣುವುದು, ತೊದಲು ಮಾತು, ಶಕ್ತಿ ಹೋಗುವುದು ಅಥವಾ ನಡೆಯಲು ಕಷ್ಟದ ಜೊತೆ ವರ್ಟಿಗೋ — ಸ್ಟ್ರೋಕ್ ಆಗಿರಬಹುದು, 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Bell’s palsy (facial nerve weakness)': 'ಬೆಲ್ಸ್ ಪಾಲ್ಸಿ (ಮುಖದ ನರ ದುರ್ಬಲವಾಗುವುದು / ಮುಖದ ಲಕ್ವಾ)',
  'See a doctor within a day: treatment started early works best.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ: ಬೇಗ ಶುರು ಮಾಡಿದ ಚಿಕಿತ್ಸೆ ಚೆನ್ನಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'ಮುಚ್ಚಲು ಆಗದ ಕಣ್ಣನ್ನು ಕಾಪಾಡಿ (ಹೇಳಿದ ಹಾಗೆ ಕಣ್ಣಿನ ಡ್ರಾಪ್ಸ್, ರಾತ್ರಿ ಟೇಪ್ ಅಥವಾ ಕಣ್ಣಿನ ಪಟ್ಟಿ).',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'ಕೈ ಅಥವಾ ಕಾಲಿನಲ್ಲಿ ಶಕ್ತಿ ಹೋಗುವುದು, ಅಥವಾ ಮಾತಿನ ತೊಂದರೆ — ಸ್ಟ್ರೋಕ್ ಆಗಿರಬಹುದು, 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Nerve damage in hands and feet (neuropathy)': 'ಕೈಕಾಲುಗಳ ನರಗಳಿಗೆ ಹಾನಿ (ನ್ಯೂರೋಪತಿ)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'ಕಾಲುಗಳಲ್ಲಿ ಗಾಯ ಮತ್ತು ಗುಳ್ಳೆ ಇದೆಯಾ ಅಂತ ದಿನಾ ನೋಡಿ; ಯಾವಾಗಲೂ ಚಪ್ಪಲಿ ಹಾಕಿಕೊಳ್ಳಿ.',
  'Keep blood sugar controlled and avoid alcohol.': 'ಶುಗರ್ ಕಂಟ್ರೋಲ್‌ನಲ್ಲಿ ಇಡಿ ಮತ್ತು ಕುಡಿತ ಬೇಡ.',
  'Get vitamin B12 and sugar tested.': 'ವಿಟಮಿನ್ B12 ಮತ್ತು ಶುಗರ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  'A foot wound that is not healing or turns red, black or smelly':
    'ವಾಸಿಯಾಗದ, ಅಥವಾ ಕೆಂಪು, ಕಪ್ಪು ಆಗುವ ಅಥವಾ ವಾಸನೆ ಬರುವ ಕಾಲಿನ ಗಾಯ',
  'Weakness spreading up the legs over days': 'ಕೆಲವು ದಿನಗಳಲ್ಲಿ ಕಾಲುಗಳಿಂದ ಮೇಲಕ್ಕೆ ಹರಡುತ್ತಿರುವ ನಿಶ್ಶಕ್ತಿ',
  'Fainting (syncope)': 'ತಲೆತಿರುಗಿ ಬೀಳುವುದು (ಮೂರ್ಛೆ / ಸಿಂಕೋಪ್)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'ಪೂರ್ತಿ ಸರಿಯಾಗುವವರೆಗೆ ಕಾಲುಗಳನ್ನು ಮೇಲೆತ್ತಿ ಮಲಗಿ; ನಂತರ ನಿಧಾನವಾಗಿ ಎದ್ದು ಕುಳಿತುಕೊಳ್ಳಿ.',
  'Drink fluids and eat something once awake.': 'ಎಚ್ಚರ ಆದ ಮೇಲೆ ದ್ರವ ಕುಡಿಯಿರಿ ಮತ್ತು ಏನಾದರೂ ತಿನ್ನಿ.',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'ವ್ಯಾಯಾಮ ಮಾಡುವಾಗ, ಎದೆನೋವು ಅಥವಾ ಎದೆ ಡವಡವದ ಜೊತೆ, ಅಥವಾ ಯಾವುದೇ ಮುನ್ಸೂಚನೆ ಇಲ್ಲದೆ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Not waking within a minute': 'ಒಂದು ನಿಮಿಷದೊಳಗೆ ಎಚ್ಚರ ಆಗದಿರುವುದು',
  'Fainting in pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Suicidal thoughts or self-harm crisis': 'ಆತ್ಮಹತ್ಯೆಯ ಯೋಚನೆಗಳು ಅಥವಾ ತಮಗೆ ತಾವೇ ಹಾನಿ ಮಾಡಿಕೊಳ್ಳುವ ಸಂಕಟ',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'ಈಗಲೇ ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ — ಉಚಿತ, ಗೌಪ್ಯ, 24x7. ನೀವು ತಕ್ಷಣದ ಅಪಾಯದಲ್ಲಿದ್ದರೆ 112 ಗೆ ಕರೆ ಮಾಡಿ.',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'ನೀವು ನಂಬುವ ಯಾರಾದರೂ ಜೊತೆ ಇರಿ, ಮತ್ತು ನಿಮಗೆ ಹಾನಿ ಮಾಡಿಕೊಳ್ಳಲು ಬಳಸಬಹುದಾದ ಯಾವುದೇ ವಸ್ತುವಿನಿಂದ ದೂರ ಹೋಗಿ.',
  'You are not alone, and these feelings can get better with help.':
    'ನೀವು ಒಬ್ಬಂಟಿಯಲ್ಲ, ಸಹಾಯ ಸಿಕ್ಕರೆ ಈ ಭಾವನೆಗಳು ಸರಿಹೋಗಬಹುದು.',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'ಜೀವ ಕಳೆದುಕೊಳ್ಳಲು ಯೋಜನೆ ಅಥವಾ ಸಾಧನ ಇದ್ದರೆ, ಅಥವಾ ಈಗಾಗಲೇ ನಿಮಗೆ ನೀವೇ ಹಾನಿ ಮಾಡಿಕೊಂಡಿದ್ದರೆ — ಈಗಲೇ 112 ಗೆ ಕರೆ ಮಾಡಿ',
  Depression: 'ಖಿನ್ನತೆ (ಡಿಪ್ರೆಶನ್)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'ನೀವು ನಂಬುವ ಯಾರ ಜೊತೆಯಾದರೂ ಮಾತನಾಡಿ, ಅಥವಾ ತರಬೇತಿ ಪಡೆದ ಆಪ್ತಸಮಾಲೋಚಕರ ಜೊತೆ ಮಾತನಾಡಲು ಟೆಲಿ-ಮನಸ್ 14416 ಗೆ ಕರೆ ಮಾಡಿ (ಉಚಿತ, 24x7, ನಿಮ್ಮ ಭಾಷೆಯಲ್ಲಿ).',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'ಸರಳವಾದ ದಿನಚರಿ ಪಾಲಿಸಿ: ಸರಿಯಾದ ಸಮಯಕ್ಕೆ ನಿದ್ದೆ, ಊಟ, ಹಗಲು ಬೆಳಕಿನಲ್ಲಿ ಸ್ವಲ್ಪ ಹೊತ್ತು ನಡಿಗೆ.',
  'Avoid alcohol and other drugs.': 'ಕುಡಿತ ಮತ್ತು ಬೇರೆ ಮಾದಕ ವಸ್ತುಗಳಿಂದ ದೂರ ಇರಿ.',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'ಖಿನ್ನತೆ ಸಾಮಾನ್ಯವಾದ, ಚಿಕಿತ್ಸೆ ಇರುವ ಕಾಯಿಲೆ — ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಹೋಗುವುದು ಧೈರ್ಯದ ಲಕ್ಷಣ.',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'ಜೀವ ಕಳೆದುಕೊಳ್ಳುವ ಯೋಚನೆಗಳು — ಈಗಲೇ ಟೆಲಿ-ಮನಸ್ 14416 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ',
};
