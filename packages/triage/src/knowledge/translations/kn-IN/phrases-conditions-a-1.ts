export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'ಡೆಂಗ್ಯೂ ಜ್ವರ',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'ಸಾಕಷ್ಟು ದ್ರವ ಕುಡಿಯಿರಿ: ನೀರು, ಓಆರ್‌ಎಸ್ (ORS), ಎಳನೀರು, ಮಜ್ಜಿಗೆ, ಸೂಪ್.',
  'Rest at home and sponge with lukewarm water if very hot.':
    'ಮನೆಯಲ್ಲೇ ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಮೈ ತುಂಬಾ ಬಿಸಿಯಾಗಿದ್ದರೆ ಉಗುರುಬೆಚ್ಚಗಿನ ನೀರಿನಲ್ಲಿ ಬಟ್ಟೆ ಅದ್ದಿ ಮೈ ಒರೆಸಿ.',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'ಜ್ವರಕ್ಕೆ ಪ್ಯಾರಸಿಟಮಾಲ್ ಅನ್ನು ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ ತೆಗೆದುಕೊಳ್ಳಿ. ಐಬುಪ್ರೊಫೆನ್, ಆಸ್ಪಿರಿನ್ ಅಥವಾ ಬೇರೆ ನೋವಿನ ಮಾತ್ರೆಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ: ಡೆಂಗ್ಯೂನಲ್ಲಿ ಅವು ರಕ್ತಸ್ರಾವದ ಅಪಾಯ ಹೆಚ್ಚಿಸುತ್ತವೆ.',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ (ಪ್ಲೇಟ್‌ಲೆಟ್ ಕೌಂಟ್, ಡೆಂಗ್ಯೂ NS1 ಅಥವಾ ಆಂಟಿಬಾಡಿ ಟೆಸ್ಟ್).',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'ಬೇರೆಯವರನ್ನು ಕಾಪಾಡಲು ಸೊಳ್ಳೆ ಪರದೆ ಮತ್ತು ಸೊಳ್ಳೆ ಓಡಿಸುವ ಕ್ರೀಮ್/ಕಾಯಿಲ್ ಬಳಸಿ, ನಿಂತ ನೀರನ್ನು ಖಾಲಿ ಮಾಡಿ (ಕೂಲರ್, ಮಡಕೆ, ಟೈರ್).',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'ವಸಡು ಅಥವಾ ಮೂಗಿನಿಂದ ರಕ್ತ, ಚರ್ಮದ ಮೇಲೆ ಕೆಂಪು ಚುಕ್ಕೆಗಳು, ಅಥವಾ ವಾಂತಿ ಅಥವಾ ಮಲದಲ್ಲಿ ರಕ್ತ',
  'Repeated vomiting or not able to drink': 'ಪದೇ ಪದೇ ವಾಂತಿ ಅಥವಾ ಏನೂ ಕುಡಿಯಲು ಆಗದಿರುವುದು',
  'Severe stomach pain': 'ತುಂಬಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ತಣ್ಣಗಿನ, ಅಂಟಂಟಾದ ಚರ್ಮ, ಚಡಪಡಿಕೆ, ಮಂಪರು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು — ಅದರಲ್ಲೂ ಜ್ವರ ಇಳಿಯುತ್ತಿರುವಾಗ (3–7ನೇ ದಿನ)',
  'Passing very little urine': 'ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ ಹೋಗುವುದು',
  Malaria: 'ಮಲೇರಿಯಾ',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'ಅದೇ ದಿನ ಮಲೇರಿಯಾಗೆ ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ (ರ್ಯಾಪಿಡ್ ಟೆಸ್ಟ್ ಅಥವಾ ಸ್ಲೈಡ್) — ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಇದು ಉಚಿತ.',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'ಆರಾಮ ಅನಿಸಿದರೂ, ಮಲೇರಿಯಾ ಚಿಕಿತ್ಸೆಯ ಪೂರ್ತಿ ಕೋರ್ಸ್ ಅನ್ನು ಡಾಕ್ಟರ್ ಬರೆದುಕೊಟ್ಟ ಹಾಗೆಯೇ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'ಸೊಳ್ಳೆ ಪರದೆಯ ಒಳಗೆ ಮಲಗಿ (ಸಾಧ್ಯವಾದರೆ ಔಷಧಿ ಹಚ್ಚಿದ ಪರದೆ), ಸಂಜೆ ಹೊತ್ತು ಕೈಕಾಲುಗಳನ್ನು ಮುಚ್ಚುವ ಬಟ್ಟೆ ಹಾಕಿ.',
  'Confusion, drowsiness, fits or unconsciousness': 'ಗೊಂದಲ, ಮಂಪರು, ಫಿಟ್ಸ್ ಅಥವಾ ಪ್ರಜ್ಞೆ ತಪ್ಪುವುದು',
  'Yellow eyes, dark or very little urine': 'ಹಳದಿ ಕಣ್ಣು, ಗಾಢ ಬಣ್ಣದ ಮೂತ್ರ ಅಥವಾ ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'ಉಸಿರಾಟದ ತೊಂದರೆ, ಪದೇ ಪದೇ ವಾಂತಿ ಅಥವಾ ತಿನ್ನಲು ಕುಡಿಯಲು ಆಗದಿರುವುದು',
  'Fever in a pregnant woman or young child': 'ಗರ್ಭಿಣಿ ಅಥವಾ ಚಿಕ್ಕ ಮಗುವಿಗೆ ಜ್ವರ',
  Chikungunya: 'ಚಿಕೂನ್‌ಗುನ್ಯಾ',
  'Rest the painful joints; cool compresses can ease swelling.':
    'ನೋವಿರುವ ಕೀಲುಗಳಿಗೆ ವಿಶ್ರಾಂತಿ ಕೊಡಿ; ತಣ್ಣೀರಿನ ಬಟ್ಟೆ ಇಟ್ಟರೆ ಊತ ಕಡಿಮೆ ಆಗಬಹುದು.',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'ಜ್ವರಕ್ಕೆ ಪ್ಯಾರಸಿಟಮಾಲ್ ಅನ್ನು ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾತ್ರ ತೆಗೆದುಕೊಳ್ಳಿ; ಡಾಕ್ಟರ್ ಸುರಕ್ಷಿತ ಅಂತ ಹೇಳದ ಹೊರತು ಐಬುಪ್ರೊಫೆನ್ ಅಥವಾ ಆಸ್ಪಿರಿನ್ ತರಹದ ನೋವಿನ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'ಜ್ವರ ಇಳಿದ ಮೇಲೆ ನಿಧಾನವಾಗಿ ಕೈಕಾಲು ಚಾಚುವ ವ್ಯಾಯಾಮ ಮಾಡಿ; ಕೀಲು ನೋವು ಕೆಲವು ವಾರಗಳವರೆಗೆ ಇರಬಹುದು — ಕಡಿಮೆ ಆಗದಿದ್ದರೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'ಸೊಳ್ಳೆ ಪರದೆ ಮತ್ತು ಸೊಳ್ಳೆ ಓಡಿಸುವ ಕ್ರೀಮ್ ಬಳಸಿ; ಈಡಿಸ್ ಸೊಳ್ಳೆಗಳು ಹಗಲು ಹೊತ್ತಿನಲ್ಲಿ ಕಚ್ಚುತ್ತವೆ.',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'ಯಾವುದೇ ರಕ್ತಸ್ರಾವ, ನಿಲ್ಲದ ವಾಂತಿ ಅಥವಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು (ಡೆಂಗ್ಯೂ ಕೂಡ ಹೀಗೆಯೇ ಕಾಣಬಹುದು)',
  'Confusion, fits or drowsiness': 'ಗೊಂದಲ, ಫಿಟ್ಸ್ ಅಥವಾ ಮಂಪರು',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'ಹುಟ್ಟಿದ ಮಗು, ವಯಸ್ಸಾದವರು ಅಥವಾ ಹೆರಿಗೆ ಹತ್ತಿರವಿರುವ ಗರ್ಭಿಣಿಗೆ ಜ್ವರ',
  'Scrub typhus': 'ಸ್ಕ್ರಬ್ ಟೈಫಸ್',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ: ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡುವ ಆಂಟಿಬಯೋಟಿಕ್‌ನಿಂದ ಸ್ಕ್ರಬ್ ಟೈಫಸ್ ಸುಲಭವಾಗಿ ವಾಸಿಯಾಗುತ್ತದೆ.',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'ಹೊಲ, ಪೊದೆ ಅಥವಾ ತೋಟದಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದ್ದರೆ ಡಾಕ್ಟರ್‌ಗೆ ಹೇಳಿ, ಮತ್ತು ಕಂಕುಳ, ತೊಡೆಸಂದು ಅಥವಾ ಸೊಂಟದಲ್ಲಿ ಕಪ್ಪು ಹೆಕ್ಕಳೆ ಇದೆಯಾ ಅಂತ ನೋಡಿ.',
  Breathlessness: 'ಉಸಿರಾಟದ ತೊಂದರೆ',
  'Confusion, drowsiness or fits': 'ಗೊಂದಲ, ಮಂಪರು ಅಥವಾ ಫಿಟ್ಸ್',
  'Yellow eyes or very little urine': 'ಹಳದಿ ಕಣ್ಣು ಅಥವಾ ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ',
  'Leptospirosis (rat fever)': 'ಲೆಪ್ಟೊಸ್ಪೈರೋಸಿಸ್ (ಇಲಿ ಜ್ವರ)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ, ನೀವು ಪ್ರವಾಹದ ನೀರು ಅಥವಾ ಚರಂಡಿ ನೀರಿನಲ್ಲಿ ನಡೆದಿದ್ದರೆ, ಅಥವಾ ಒದ್ದೆ ಗದ್ದೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದರೆ ಅವರಿಗೆ ಹೇಳಿ.',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'ಪ್ರವಾಹದ ನೀರು ಅಥವಾ ಭತ್ತದ ಗದ್ದೆಯಲ್ಲಿ ಬೂಟು ಮತ್ತು ಕೈಗವಸು ಹಾಕಿಕೊಳ್ಳಿ; ಗಾಯಗಳನ್ನು ಮುಚ್ಚಿಡಿ.',
  'Yellow eyes or skin': 'ಹಳದಿ ಕಣ್ಣು ಅಥವಾ ಹಳದಿ ಚರ್ಮ',
  'Coughing blood or breathlessness': 'ಕೆಮ್ಮಿನಲ್ಲಿ ರಕ್ತ ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ',
  'Bleeding anywhere': 'ಎಲ್ಲಿಂದಲಾದರೂ ರಕ್ತಸ್ರಾವ',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'ಮೆದುಳು ಜ್ವರ (ಅಕ್ಯೂಟ್ ಎನ್ಸೆಫಲೈಟಿಸ್, ಜಪಾನೀಸ್ ಎನ್ಸೆಫಲೈಟಿಸ್ ಸೇರಿ)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 ಗೆ ಕರೆ ಮಾಡಿ, ಆ ವ್ಯಕ್ತಿಯನ್ನು ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದುಕೊಂಡು ಹೋಗಿ; ಮಂಪರಿನಲ್ಲಿದ್ದರೆ ಒಂದು ಕಡೆಗೆ ತಿರುಗಿಸಿ ಮಲಗಿಸಿ.',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'ಹೆಚ್ಚು ಅಪಾಯ ಇರುವ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಮಕ್ಕಳಿಗೆ ರಾಷ್ಟ್ರೀಯ ಲಸಿಕಾ ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ JE (ಮೆದುಳು ಜ್ವರ) ಲಸಿಕೆ ಹಾಕಿಸಬೇಕು.',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'ಗೊಂದಲ, ಫಿಟ್ಸ್, ವಿಚಿತ್ರ ನಡವಳಿಕೆ ಅಥವಾ ಮಂಪರಿನ ಜೊತೆ ಯಾವುದೇ ಜ್ವರ ಇದ್ದರೂ ಅದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Typhoid (enteric fever)': 'ಟೈಫಾಯಿಡ್ (ವಿಷಮಶೀತ ಜ್ವರ)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'ರಕ್ತ ಪರೀಕ್ಷೆಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಟೈಫಾಯಿಡ್‌ಗೆ ಡಾಕ್ಟರ್ ಆರಿಸುವ ಆಂಟಿಬಯೋಟಿಕ್‌ನ ಪೂರ್ತಿ ಕೋರ್ಸ್ ಬೇಕು.',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'ಮೆತ್ತಗಿನ, ಆಗತಾನೇ ಮಾಡಿದ ಬಿಸಿ ಊಟ ಮಾಡಿ, ಕುದಿಸಿದ ಅಥವಾ ಫಿಲ್ಟರ್ ಮಾಡಿದ ನೀರು ಕುಡಿಯಿರಿ.',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'ಶೌಚಾಲಯಕ್ಕೆ ಹೋದ ಮೇಲೆ ಮತ್ತು ಅಡುಗೆ ಮಾಡುವ ಮೊದಲು ಸೋಪಿನಿಂದ ಕೈ ತೊಳೆಯಿರಿ; ಹುಷಾರಿಲ್ಲದಿರುವಾಗ ಬೇರೆಯವರಿಗೆ ಅಡುಗೆ ಮಾಡಬೇಡಿ.',
  'Severe stomach pain or a hard, swollen belly': 'ಜೋರಾದ ಹೊಟ್ಟೆನೋವು ಅಥವಾ ಗಟ್ಟಿಯಾದ, ಊದಿದ ಹೊಟ್ಟೆ',
  'Black or bloody stools': 'ಕಪ್ಪು ಅಥವಾ ರಕ್ತ ಇರುವ ಮಲ',
  'Confusion or extreme drowsiness': 'ಗೊಂದಲ ಅಥವಾ ವಿಪರೀತ ಮಂಪರು',
  'Fever still present after some days of treatment':
    'ಕೆಲವು ದಿನ ಚಿಕಿತ್ಸೆ ತೆಗೆದುಕೊಂಡ ಮೇಲೂ ಜ್ವರ ಕಡಿಮೆ ಆಗದಿರುವುದು',
  'Tuberculosis (TB)': 'ಕ್ಷಯ ರೋಗ (ಟಿಬಿ)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'ಈ ವಾರವೇ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ: ಕಫ ಪರೀಕ್ಷೆ ಮತ್ತು ಟಿಬಿ ಚಿಕಿತ್ಸೆ ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಉಚಿತ (ನಿ-ಕ್ಷಯ್).',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'ಕೆಮ್ಮುವಾಗ ಬಾಯಿ ಮುಚ್ಚಿಕೊಳ್ಳಿ, ಕಿಟಕಿ ತೆಗೆದಿಡಿ, ಚಿಕಿತ್ಸೆ ಶುರುವಾಗುವವರೆಗೆ ಸಾಧ್ಯವಾದರೆ ಬೇರೆ ಕಡೆ ಮಲಗಿ.',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'ಟಿಬಿ ಅಂತ ಗೊತ್ತಾದರೆ, ಚಿಕಿತ್ಸೆಯನ್ನು ಎಂದಿಗೂ ಮಧ್ಯದಲ್ಲೇ ನಿಲ್ಲಿಸಬೇಡಿ; ಪ್ರೋಟೀನ್ ಜಾಸ್ತಿ ಇರುವ ಊಟ ಮಾಡಿ (ನಿ-ಕ್ಷಯ್ ಪೋಷಣ್ ಯೋಜನೆಯಲ್ಲಿ ಪೌಷ್ಟಿಕ ಆಹಾರಕ್ಕೆ ಸಹಾಯ ಸಿಗುತ್ತದೆ).',
  'Breathlessness or chest pain': 'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಎದೆನೋವು',
  'Very high fever or confusion': 'ತುಂಬಾ ಜಾಸ್ತಿ ಜ್ವರ ಅಥವಾ ಗೊಂದಲ',
  'Hepatitis A (jaundice from contaminated food or water)':
    'ಹೆಪಟೈಟಿಸ್ A (ಕಲುಷಿತ ಆಹಾರ ಅಥವಾ ನೀರಿನಿಂದ ಬರುವ ಕಾಮಾಲೆ)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'ಲಿವರ್ ರಕ್ತ ಪರೀಕ್ಷೆಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಹೆಚ್ಚಿನವರು ಕೆಲವು ವಾರಗಳಲ್ಲಿ ಮನೆಯಲ್ಲೇ ಗುಣವಾಗುತ್ತಾರೆ.',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಶುದ್ಧವಾದ ದ್ರವಗಳನ್ನು ಸಾಕಷ್ಟು ಕುಡಿಯಿರಿ ಮತ್ತು ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ಸರಳ ಊಟ ಮಾಡಿ.',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'ಮದ್ಯ (ಕುಡಿತ) ಬೇಡ, ಡಾಕ್ಟರ್‌ನ ಕೇಳದೆ ಯಾವುದೇ ಮಾತ್ರೆ ಅಥವಾ ನಾಟಿ/ಗಿಡಮೂಲಿಕೆ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ — ಈಗ ಲಿವರ್ ಬೇಗ ಹಾಳಾಗಬಹುದು.',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'ಶೌಚಾಲಯಕ್ಕೆ ಹೋದ ಮೇಲೆ ಸೋಪಿನಿಂದ ಕೈ ತೊಳೆಯಿರಿ; ಕುದಿಸಿದ ಅಥವಾ ಫಿಲ್ಟರ್ ಮಾಡಿದ ನೀರು ಬಳಸಿ.',
  'Confusion, excessive sleepiness or strange behaviour': 'ಗೊಂದಲ, ವಿಪರೀತ ನಿದ್ದೆ ಅಥವಾ ವಿಚಿತ್ರ ನಡವಳಿಕೆ',
  'Bleeding or bruising easily': 'ಸುಲಭವಾಗಿ ರಕ್ತಸ್ರಾವ ಅಥವಾ ಕಪ್ಪು-ನೀಲಿ ಕಲೆ ಆಗುವುದು',
  'Vomiting everything': 'ತಿಂದಿದ್ದು ಕುಡಿದಿದ್ದು ಎಲ್ಲಾ ವಾಂತಿ ಆಗುವುದು',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'ಹೆಪಟೈಟಿಸ್ E (ನೀರಿನಿಂದ ಹರಡುವ ಕಾಮಾಲೆ, ಗರ್ಭಿಣಿಯರಿಗೆ ಅಪಾಯ)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'ಲಿವರ್ ಪರೀಕ್ಷೆಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಕಾಮಾಲೆ ಇರುವ ಗರ್ಭಿಣಿ ಅದೇ ದಿನ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಲೇಬೇಕು.',
  'Rest, drink clean fluids and eat light meals.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಶುದ್ಧವಾದ ದ್ರವ ಕುಡಿಯಿರಿ ಮತ್ತು ಹಗುರವಾದ ಊಟ ಮಾಡಿ.',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'ಮದ್ಯ (ಕುಡಿತ) ಬೇಡ, ಡಾಕ್ಟರ್ ಹೇಳದ ಯಾವುದೇ ಮಾತ್ರೆ ಅಥವಾ ನಾಟಿ/ಗಿಡಮೂಲಿಕೆ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ.',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'ಕುದಿಸಿದ ಅಥವಾ ಫಿಲ್ಟರ್ ಮಾಡಿದ ನೀರನ್ನೇ ಕುಡಿಯಿರಿ, ಅದರಲ್ಲೂ ಮಳೆಗಾಲದಲ್ಲಿ.',
  'Jaundice during pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಕಾಮಾಲೆ',
  'Confusion or drowsiness': 'ಗೊಂದಲ ಅಥವಾ ಮಂಪರು',
  'Hepatitis B': 'ಹೆಪಟೈಟಿಸ್ B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ; ತುಂಬಾ ಕಾಲದ ಹೆಪಟೈಟಿಸ್ B ಗೆ ಚಿಕಿತ್ಸೆ ಇದೆ, ಮತ್ತು ಮನೆಯವರಿಗೆ ಲಸಿಕೆ ಹಾಕಿಸಬಹುದು.',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'ಮದ್ಯ (ಕುಡಿತ) ಬೇಡ, ಮತ್ತು ರೇಜರ್/ಬ್ಲೇಡ್, ಹಲ್ಲುಜ್ಜುವ ಬ್ರಷ್ ಅಥವಾ ಸೂಜಿಯನ್ನು ಬೇರೆಯವರ ಜೊತೆ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
  'Vomiting blood or black stools': 'ರಕ್ತದ ವಾಂತಿ ಅಥವಾ ಕಪ್ಪು ಮಲ',
  'Swelling of the belly': 'ಹೊಟ್ಟೆ ಊದಿಕೊಳ್ಳುವುದು',
  'Viral fever': 'ವೈರಲ್ ಜ್ವರ',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'ಹಗುರವಾದ ಮನೆ ಊಟ ಮಾಡಿ; ಹೆಚ್ಚಿನ ವೈರಲ್ ಜ್ವರಗಳು 3 ರಿಂದ 5 ದಿನಗಳಲ್ಲಿ ಕಡಿಮೆ ಆಗುತ್ತವೆ.',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನ ಇರುವ ಜ್ವರ, ಅಥವಾ 102°F (39°C) ಗಿಂತ ಹೆಚ್ಚಿದ್ದು ಇಳಿಯದ ಜ್ವರ',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'ರಕ್ತಸ್ರಾವ, ದದ್ದು, ತುಂಬಾ ಜೋರಾದ ಮೈ ನೋವು ಅಥವಾ ಕೀಲು ನೋವು (ಡೆಂಗ್ಯೂ, ಮಲೇರಿಯಾ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'ಕುತ್ತಿಗೆ ಬಿಗಿತ, ಗೊಂದಲ, ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಪದೇ ಪದೇ ವಾಂತಿ',
  'Sepsis (life-threatening reaction to infection)': 'ಸೆಪ್ಸಿಸ್ (ಸೋಂಕಿನಿಂದ ಜೀವಕ್ಕೆ ಅಪಾಯ ತರುವ ಪ್ರತಿಕ್ರಿಯೆ)',
  'Slurred speech or confusion': 'ತೊದಲು ಮಾತು ಅಥವಾ ಗೊಂದಲ',
  'Mottled, bluish or very pale skin': 'ಚುಕ್ಕೆ ಚುಕ್ಕೆಯಾದ, ನೀಲಿಯಾದ ಅಥವಾ ತುಂಬಾ ಬಿಳಿಚಿದ ಚರ್ಮ',
  'No urine all day': 'ಇಡೀ ದಿನ ಮೂತ್ರ ಆಗದಿರುವುದು',
  'Severe breathlessness': 'ತುಂಬಾ ಜೋರಾದ ಉಸಿರಾಟದ ತೊಂದರೆ',
  Meningitis: 'ಮೆನಿಂಜೈಟಿಸ್ (ಮೆದುಳು ಜ್ವರ)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'ಕುತ್ತಿಗೆ ಬಿಗಿತ, ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು, ಬೆಳಕು ನೋಡಲು ಆಗದಿರುವುದು ಅಥವಾ ಒತ್ತಿದರೂ ಮಾಸದ ದದ್ದಿನ ಜೊತೆ ಜ್ವರ ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Leprosy (Hansen’s disease)': 'ಕುಷ್ಠರೋಗ (ಹ್ಯಾನ್ಸನ್ ಕಾಯಿಲೆ)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ: ಕುಷ್ಠರೋಗ ಪೂರ್ತಿಯಾಗಿ ವಾಸಿಯಾಗುತ್ತದೆ ಮತ್ತು ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಚಿಕಿತ್ಸೆ ಉಚಿತ.',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'ಜೋಮು ಹಿಡಿದ ಕೈಕಾಲುಗಳನ್ನು ಸುಟ್ಟ ಗಾಯ ಮತ್ತು ಕೊಯ್ದ ಗಾಯಗಳಿಂದ ಕಾಪಾಡಿ; ಗಾಯ ಇದೆಯಾ ಅಂತ ದಿನಾ ನೋಡಿ.',
  'Painful red eye or loss of vision': 'ನೋವಿರುವ ಕೆಂಪು ಕಣ್ಣು ಅಥವಾ ಕಣ್ಣು ಕಾಣದಾಗುವುದು',
  'New weakness of hands or feet': 'ಕೈ ಅಥವಾ ಕಾಲುಗಳಲ್ಲಿ ಹೊಸದಾಗಿ ಶಕ್ತಿ ಕಡಿಮೆ ಆಗುವುದು',
  'Painful swollen nerves or new red patches': 'ನೋವಿರುವ ಊದಿದ ನರಗಳು ಅಥವಾ ಹೊಸ ಕೆಂಪು ಕಲೆಗಳು',
  'Common cold': 'ನೆಗಡಿ (ಶೀತ)',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಸೂಪ್, ಜೇನುತುಪ್ಪ ಮತ್ತು ನಿಂಬೆರಸ ಹಾಕಿದ ಬಿಸಿನೀರಿನಂತಹ ಬೆಚ್ಚಗಿನ ದ್ರವ ಕುಡಿಯಿರಿ (1 ವರ್ಷಕ್ಕಿಂತ ಚಿಕ್ಕ ಮಗುವಿಗೆ ಜೇನುತುಪ್ಪ ಕೊಡಬೇಡಿ).',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'ಹಬೆ ತೆಗೆದುಕೊಳ್ಳುವುದು ಮತ್ತು ಉಪ್ಪುನೀರಿನ (ಸಲೈನ್) ಮೂಗಿನ ಡ್ರಾಪ್ಸ್ ಕಟ್ಟಿದ ಮೂಗನ್ನು ಸರಿ ಮಾಡಬಹುದು.',
  'Gargle with warm salt water for a sore throat.':
    'ಗಂಟಲು ನೋವಿಗೆ ಬೆಚ್ಚಗಿನ ಉಪ್ಪುನೀರಿನಲ್ಲಿ ಬಾಯಿ ಮುಕ್ಕಳಿಸಿ (ಗಾರ್ಗಲ್ ಮಾಡಿ).',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'ನೆಗಡಿಗೆ ಆಂಟಿಬಯೋಟಿಕ್ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ; ಹೆಚ್ಚಿನವು 7 ರಿಂದ 10 ದಿನಗಳಲ್ಲಿ ವಾಸಿಯಾಗುತ್ತವೆ.',
  'Breathlessness or fast breathing': 'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ವೇಗವಾದ ಉಸಿರಾಟ',
  'High fever for more than 3 days': '3 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನ ಜಾಸ್ತಿ ಜ್ವರ',
  'Symptoms lasting more than 3 weeks': '3 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವ ಲಕ್ಷಣಗಳು',
  'A baby who is not feeding': 'ಹಾಲು ಕುಡಿಯದ ಮಗು',
  'Flu (influenza)': 'ಫ್ಲೂ (ಇನ್‌ಫ್ಲುಯೆಂಜಾ)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'ಮನೆಯಲ್ಲೇ ಇರಿ, ವಯಸ್ಸಾದವರು ಅಥವಾ ಗರ್ಭಿಣಿಯರ ಹತ್ತಿರ ಇರುವಾಗ ಮಾಸ್ಕ್ ಹಾಕಿಕೊಳ್ಳಿ.',
  'Breathlessness, chest pain or blue lips': 'ಉಸಿರಾಟದ ತೊಂದರೆ, ಎದೆನೋವು ಅಥವಾ ನೀಲಿ ತುಟಿ',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'ಗರ್ಭಿಣಿ, 65 ವರ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು ವಯಸ್ಸಾದವರು, ಅಥವಾ ಶುಗರ್, ಹೃದಯ, ಶ್ವಾಸಕೋಶ ಅಥವಾ ಕಿಡ್ನಿ ಕಾಯಿಲೆ ಇರುವವರಿಗೆ ಫ್ಲೂ ಬಂದರೆ — ಬೇಗನೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'COVID-19': 'ಕೋವಿಡ್-19',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'ಮನೆಯಲ್ಲೇ ಇರಿ, ಬೇರೆಯವರ ಹತ್ತಿರ ಇರುವಾಗ ಮಾಸ್ಕ್ ಹಾಕಿ, ಕೋಣೆಗಳಲ್ಲಿ ಗಾಳಿ ಓಡಾಡುವ ಹಾಗೆ ಇಡಿ.',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಪಲ್ಸ್ ಆಕ್ಸಿಮೀಟರ್‌ನಲ್ಲಿ ಆಕ್ಸಿಜನ್ 94% ಗಿಂತ ಕಡಿಮೆ',
  'Chest pain or pressure': 'ಎದೆನೋವು ಅಥವಾ ಎದೆ ಭಾರ',
  'Confusion or bluish lips': 'ಗೊಂದಲ ಅಥವಾ ನೀಲಿಯಾದ ತುಟಿ',
  'Pneumonia (lung infection)': 'ನ್ಯುಮೋನಿಯಾ (ಶ್ವಾಸಕೋಶದ ಸೋಂಕು)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ನ್ಯುಮೋನಿಯಾಗೆ ಹೆಚ್ಚಾಗಿ ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡುವ ಆಂಟಿಬಯೋಟಿಕ್ ಬೇಕಾಗುತ್ತದೆ.',
  'Rest, and keep babies breastfeeding often.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಚಿಕ್ಕ ಮಕ್ಕಳಿಗೆ ಪದೇ ಪದೇ ಎದೆಹಾಲು ಕುಡಿಸುತ್ತಿರಿ.',
  'Breathing very fast or chest sinking in with each breath (children)':
    'ತುಂಬಾ ವೇಗವಾಗಿ ಉಸಿರಾಡುವುದು ಅಥವಾ ಪ್ರತಿ ಉಸಿರಿಗೂ ಎದೆ ಒಳಗೆ ಹೋಗುವುದು (ಮಕ್ಕಳಲ್ಲಿ)',
  'Blue lips, confusion or drowsiness': 'ನೀಲಿ ತುಟಿ, ಗೊಂದಲ ಅಥವಾ ಮಂಪರು',
  'Unable to drink or feed': 'ಕುಡಿಯಲು ಅಥವಾ ಹಾಲು ಕುಡಿಯಲು ಆಗದಿರುವುದು',
  Asthma: 'ಅಸ್ತಮಾ (ಉಬ್ಬಸ)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'ರಿಲೀವರ್ ಇನ್‌ಹೇಲರ್ (ತಕ್ಷಣ ಆರಾಮ ಕೊಡುವ ಪಂಪ್) ಅನ್ನು ಡಾಕ್ಟರ್ ತೋರಿಸಿದ ಹಾಗೆಯೇ ಬಳಸಿ; ಮಕ್ಕಳಿಗೆ ಸ್ಪೇಸರ್ ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'ಹೊಗೆ, ಧೂಳು, ಒಲೆಯ ಹೊಗೆ, ಊದುಬತ್ತಿ ಮತ್ತು ನಿಮಗೆ ಗೊತ್ತಿರುವ ತೊಂದರೆ ಕೊಡುವ ವಸ್ತುಗಳಿಂದ ದೂರ ಇರಿ; ಅಡುಗೆ ಮಾಡುವಾಗ ಕಿಟಕಿ ತೆಗೆದಿಡಿ.',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಬರೆದ ಅಸ್ತಮಾ ಕ್ರಿಯಾ ಯೋಜನೆ (ಆಕ್ಷನ್ ಪ್ಲಾನ್) ಕೇಳಿ ಪಡೆಯಿರಿ ಮತ್ತು ಆಗಾಗ ಅದನ್ನು ಪರಿಶೀಲಿಸಿ.',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'ರಿಲೀವರ್ ಇನ್‌ಹೇಲರ್ ಕೆಲಸ ಮಾಡದಿರುವುದು ಅಥವಾ ಪ್ರತಿ 4 ಗಂಟೆಗಿಂತ ಬೇಗ ಬೇಗ ಬೇಕಾಗುವುದು',
  'Too breathless to speak, eat or sleep': 'ಮಾತನಾಡಲು, ತಿನ್ನಲು ಅಥವಾ ಮಲಗಲು ಆಗದಷ್ಟು ಉಸಿರು ಕಟ್ಟುವುದು',
  'Blue or grey lips, or a child’s chest sinking in':
    'ನೀಲಿ ಅಥವಾ ಬೂದು ಬಣ್ಣದ ತುಟಿ, ಅಥವಾ ಮಗುವಿನ ಎದೆ ಒಳಗೆ ಹೋಗುವುದು',
  'COPD (chronic bronchitis / emphysema)': 'ಸಿಒಪಿಡಿ (ದೀರ್ಘಕಾಲದ ಬ್ರಾಂಕೈಟಿಸ್ / ಎಂಫಿಸೀಮಾ)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'ಸಿಗರೇಟ್ ಅಥವಾ ಬೀಡಿ ಸೇದುವುದನ್ನು ಬಿಡಿ — ಇದೇ ಅತ್ಯಂತ ಸಹಾಯಕ ಹೆಜ್ಜೆ; ಉಚಿತ ಕ್ವಿಟ್‌ಲೈನ್ ಸಹಾಯ ಕೇಳಿ (1800-11-2356).',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'ಒಲೆ ಮತ್ತು ಕಟ್ಟಿಗೆ/ಬೆರಣಿ ಹೊಗೆಯಿಂದ ದೂರ ಇರಿ; ಎಲ್‌ಪಿಜಿ ಗ್ಯಾಸ್‌ನಲ್ಲಿ ಅಡುಗೆ ಮಾಡಿ, ಅಡುಗೆಮನೆಯಲ್ಲಿ ಗಾಳಿ ಓಡಾಡುವ ಹಾಗೆ ಇಡಿ.',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'ಇನ್‌ಹೇಲರ್‌ಗಳನ್ನು ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಬಳಸಿ, ನಿಧಾನವಾಗಿ ನಡೆಯುತ್ತಾ ಚಟುವಟಿಕೆಯಿಂದ ಇರಿ.',
  'Ask a doctor about flu and pneumonia vaccines.': 'ಫ್ಲೂ ಮತ್ತು ನ್ಯುಮೋನಿಯಾ ಲಸಿಕೆಗಳ ಬಗ್ಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಕೇಳಿ.',
  'Much more breathless than usual': 'ಯಾವಾಗಲೂ ಇರುವುದಕ್ಕಿಂತ ತುಂಬಾ ಜಾಸ್ತಿ ಉಸಿರು ಕಟ್ಟುವುದು',
  'Blue lips or confusion': 'ನೀಲಿ ತುಟಿ ಅಥವಾ ಗೊಂದಲ',
  'Phlegm turning green or yellow with fever': 'ಜ್ವರದ ಜೊತೆ ಕಫ ಹಸಿರು ಅಥವಾ ಹಳದಿ ಆಗುವುದು',
  'Chest cold (acute bronchitis)': 'ಎದೆ ಶೀತ (ಅಕ್ಯೂಟ್ ಬ್ರಾಂಕೈಟಿಸ್)',
  'Rest and drink warm fluids.': 'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ ಮತ್ತು ಬೆಚ್ಚಗಿನ ದ್ರವ ಕುಡಿಯಿರಿ.',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'ಬೆಚ್ಚಗಿನ ನೀರಿನಲ್ಲಿ ಜೇನುತುಪ್ಪ ಹಾಕಿ ಕುಡಿದರೆ ಕೆಮ್ಮು ಕಡಿಮೆ ಆಗಬಹುದು (1 ವರ್ಷಕ್ಕಿಂತ ಚಿಕ್ಕ ಮಗುವಿಗೆ ಬೇಡ).',
  'Avoid smoke; usually settles within 3 weeks.': 'ಹೊಗೆಯಿಂದ ದೂರ ಇರಿ; ಸಾಮಾನ್ಯವಾಗಿ 3 ವಾರದೊಳಗೆ ಕಡಿಮೆ ಆಗುತ್ತದೆ.',
  'Cough lasting more than 3 weeks (get tested for TB)':
    '3 ವಾರಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವ ಕೆಮ್ಮು (ಟಿಬಿ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ)',
  'Coughing blood': 'ಕೆಮ್ಮಿನಲ್ಲಿ ರಕ್ತ',
  'Breathlessness or high fever': 'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಜಾಸ್ತಿ ಜ್ವರ',
  'Nasal allergy (allergic rhinitis)': 'ಮೂಗಿನ ಅಲರ್ಜಿ (ಅಲರ್ಜಿಕ್ ರೈನೈಟಿಸ್)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'ಅಲರ್ಜಿ ಹೆಚ್ಚಿಸುವ ಧೂಳು, ಹೂವಿನ ಪರಾಗ, ಸಾಕುಪ್ರಾಣಿ ಅಥವಾ ಹೊಗೆಯಿಂದ ದೂರ ಇರಿ; ಹಾಸಿಗೆ ಬಟ್ಟೆಗಳನ್ನು ವಾರಕ್ಕೊಮ್ಮೆ ಬಿಸಿನೀರಿನಲ್ಲಿ ತೊಳೆಯಿರಿ.',
  'Saline nose rinses can help.': 'ಉಪ್ಪುನೀರಿನಿಂದ (ಸಲೈನ್) ಮೂಗು ತೊಳೆಯುವುದು ಸಹಾಯ ಮಾಡಬಹುದು.',
  'A pharmacist or doctor can advise on allergy medicines.':
    'ಅಲರ್ಜಿ ಮಾತ್ರೆಗಳ ಬಗ್ಗೆ ಫಾರ್ಮಸಿಸ್ಟ್ ಅಥವಾ ಡಾಕ್ಟರ್ ಸಲಹೆ ಕೊಡಬಹುದು.',
  'Wheezing or breathlessness (possible asthma)':
    'ಉಬ್ಬಸ (ಸೀಟಿ ಶಬ್ದ) ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆ (ಅಸ್ತಮಾ ಇರಬಹುದು)',
  'Symptoms disturbing sleep or work despite care':
    'ಕಾಳಜಿ ವಹಿಸಿದರೂ ನಿದ್ದೆ ಅಥವಾ ಕೆಲಸಕ್ಕೆ ತೊಂದರೆ ಕೊಡುವ ಲಕ್ಷಣಗಳು',
  'Sinus infection (sinusitis)': 'ಸೈನಸ್ ಸೋಂಕು (ಸೈನಸೈಟಿಸ್)',
  'Steam inhalation and saline nose rinses.':
    'ಹಬೆ ತೆಗೆದುಕೊಳ್ಳುವುದು ಮತ್ತು ಉಪ್ಪುನೀರಿನಿಂದ (ಸಲೈನ್) ಮೂಗು ತೊಳೆಯುವುದು.',
  'Rest and drink fluids.': 'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ ಮತ್ತು ದ್ರವ ಕುಡಿಯಿರಿ.',
  'Swelling or redness around the eyes': 'ಕಣ್ಣುಗಳ ಸುತ್ತ ಊತ ಅಥವಾ ಕೆಂಪು',
  'Double vision or vision changes': 'ಎರಡೆರಡು ಕಾಣುವುದು ಅಥವಾ ದೃಷ್ಟಿಯಲ್ಲಿ ಬದಲಾವಣೆ',
  'Severe headache with stiff neck or confusion': 'ಕುತ್ತಿಗೆ ಬಿಗಿತ ಅಥವಾ ಗೊಂದಲದ ಜೊತೆ ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು',
  'Lasting more than 10 days': '10 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ ಇರುವುದು',
  'Heart attack': 'ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ (ಹೃದಯಾಘಾತ)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ. ಕಾಯುತ್ತಿರುವಾಗ ಕುಳಿತುಕೊಂಡು ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ; ನಡೆಯಬೇಡಿ ಅಥವಾ ನೀವೇ ಗಾಡಿ ಓಡಿಸಬೇಡಿ.',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'ನಿಮಗೆ ಅಲರ್ಜಿ ಇಲ್ಲದಿದ್ದರೆ, ಒಂದು ಆಸ್ಪಿರಿನ್ ಅಗಿಯುವುದು ಸಹಾಯ ಮಾಡಬಹುದು — ಆಂಬುಲೆನ್ಸ್‌ನವರು ಅಥವಾ ಡಾಕ್ಟರ್ ಹೇಳಿದರೆ ಮಾತ್ರ.',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'ಆ ವ್ಯಕ್ತಿ ಕುಸಿದು ಬಿದ್ದು ಉಸಿರಾಡುತ್ತಿಲ್ಲವಾದರೆ, ಕೈಯಿಂದ ಮಾತ್ರ ಸಿಪಿಆರ್ (CPR) ಶುರು ಮಾಡಿ (ಎದೆಯ ಮಧ್ಯದಲ್ಲಿ ಗಟ್ಟಿಯಾಗಿ ಮತ್ತು ವೇಗವಾಗಿ ಒತ್ತಿ).',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'ಕೆಲವು ನಿಮಿಷಗಳಿಗಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಇರುವ ಎದೆನೋವು ಅಥವಾ ಎದೆ ಭಾರ, ಅದರಲ್ಲೂ ಬೆವರು, ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ವಾಂತಿಯ ಜೊತೆ',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'ಶುಗರ್ ಇರುವವರು, ಹೆಂಗಸರು ಮತ್ತು ವಯಸ್ಸಾದವರಿಗೆ ಕೇವಲ ಉಸಿರಾಟದ ತೊಂದರೆ, ಸುಸ್ತು ಅಥವಾ ಮೇಲ್ಹೊಟ್ಟೆಯಲ್ಲಿ ಕಿರಿಕಿರಿ ಮಾತ್ರ ಇರಬಹುದು',
  'Angina (chest pain from narrowed heart arteries)': 'ಆಂಜೈನಾ (ಹೃದಯದ ರಕ್ತನಾಳಗಳು ಕಿರಿದಾಗಿ ಬರುವ ಎದೆನೋವು)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'ನೋವು ಶುರುವಾದಾಗ ನಿಲ್ಲಿಸಿ ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ; ಇದು ಹೊಸದಾಗಿದ್ದರೆ ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'ಆಂಜೈನಾ ಸ್ಪ್ರೇ ಅಥವಾ ಮಾತ್ರೆಯನ್ನು ಡಾಕ್ಟರ್ ಬರೆದುಕೊಟ್ಟ ಹಾಗೆ ಮಾತ್ರ ಬಳಸಿ.',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'ಸಿಗರೇಟ್ ಬಿಡಿ, ಬಿಪಿ, ಶುಗರ್ ಮತ್ತು ಕೊಲೆಸ್ಟ್ರಾಲ್ ಕಂಟ್ರೋಲ್‌ನಲ್ಲಿ ಇಡಿ, ಡಾಕ್ಟರ್ ಒಪ್ಪಿದ ಮೇಲೆ ದಿನಾ ನಡೆಯಿರಿ.',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'ವಿಶ್ರಾಂತಿಯಲ್ಲಿರುವಾಗಲೂ ನೋವು, ಅಥವಾ 10 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತು ಇರುವ ನೋವು — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Pain coming more often or with less effort': 'ನೋವು ಪದೇ ಪದೇ ಬರುವುದು ಅಥವಾ ಕಡಿಮೆ ಕೆಲಸಕ್ಕೇ ಬರುವುದು',
  'Heart failure': 'ಹಾರ್ಟ್ ಫೇಲ್ಯೂರ್ (ಹೃದಯ ದುರ್ಬಲತೆ)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಊತ ಹೊಸದಾಗಿದ್ದರೆ ಅಥವಾ ಜಾಸ್ತಿಯಾಗಿದ್ದರೆ ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Limit salt; follow the fluid advice your doctor gives.':
    'ಉಪ್ಪು ಕಡಿಮೆ ಮಾಡಿ; ಎಷ್ಟು ನೀರು/ದ್ರವ ಕುಡಿಯಬೇಕು ಅಂತ ಡಾಕ್ಟರ್ ಹೇಳಿದ ಹಾಗೆ ಮಾಡಿ.',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'ದಿನಾ ತೂಕ ನೋಡಿಕೊಳ್ಳಿ; ಬೇಗನೆ ತೂಕ ಹೆಚ್ಚಾದರೆ ಮೈಯಲ್ಲಿ ನೀರು ತುಂಬಿಕೊಳ್ಳುತ್ತಿದೆ ಎಂದು ಅರ್ಥ ಆಗಿರಬಹುದು.',
  'Breathless at rest or waking up gasping':
    'ವಿಶ್ರಾಂತಿಯಲ್ಲಿರುವಾಗಲೂ ಉಸಿರು ಕಟ್ಟುವುದು ಅಥವಾ ಉಸಿರಿಗಾಗಿ ಒದ್ದಾಡುತ್ತಾ ಎಚ್ಚರ ಆಗುವುದು',
  'Chest pain or fainting': 'ಎದೆನೋವು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Weight gain of 2 kilos in a few days': 'ಕೆಲವೇ ದಿನಗಳಲ್ಲಿ 2 ಕೆಜಿ ತೂಕ ಹೆಚ್ಚಾಗುವುದು',
  'High blood pressure (hypertension)': 'ಹೈ ಬಿಪಿ (ಅಧಿಕ ರಕ್ತದೊತ್ತಡ)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 ನಿಮಿಷ ಶಾಂತವಾಗಿ ಕುಳಿತ ಮೇಲೆ ಮತ್ತೆ ಚೆಕ್ ಮಾಡಿ; ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಬಿಪಿ ಚೆಕ್ ಉಚಿತ.',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'ಉಪ್ಪು, ಉಪ್ಪಿನಕಾಯಿ ಮತ್ತು ಹಪ್ಪಳ ಕಡಿಮೆ ಮಾಡಿ; ತರಕಾರಿ ಮತ್ತು ಹಣ್ಣು ಜಾಸ್ತಿ ತಿನ್ನಿ.',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'ಹೆಚ್ಚಿನ ದಿನ ನಡೆಯಿರಿ ಅಥವಾ ವ್ಯಾಯಾಮ ಮಾಡಿ, ಸಿಗರೇಟ್ ಬಿಡಿ ಮತ್ತು ಕುಡಿತ ಕಡಿಮೆ ಮಾಡಿ.',
  'If you take BP medicines, do not stop them without your doctor.':
    'ನೀವು ಬಿಪಿ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ, ಡಾಕ್ಟರ್‌ನ ಕೇಳದೆ ನಿಲ್ಲಿಸಬೇಡಿ.',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'ಬಿಪಿ 180/120 ಅಥವಾ ಅದಕ್ಕಿಂತ ಜಾಸ್ತಿ ಇದ್ದು, ಎದೆನೋವು, ತುಂಬಾ ಜೋರಾದ ತಲೆನೋವು, ಗೊಂದಲ, ಕಣ್ಣು ಕಾಣದಾಗುವುದು ಅಥವಾ ಶಕ್ತಿ ಹೋಗುವುದು ಇದ್ದರೆ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'ಬಿಪಿ ಪದೇ ಪದೇ 140/90 ಅಥವಾ ಅದಕ್ಕಿಂತ ಜಾಸ್ತಿ ಇದ್ದರೆ — ಡಾಕ್ಟರ್ ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ',
  'Irregular or fast heartbeat (arrhythmia)': 'ಏರುಪೇರಾದ ಅಥವಾ ವೇಗವಾದ ಎದೆಬಡಿತ (ಅರಿದ್ಮಿಯಾ)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'ಕುಳಿತುಕೊಂಡು ನಿಧಾನವಾಗಿ ಉಸಿರಾಡಿ; ಟೀ, ಕಾಫಿ, ಎನರ್ಜಿ ಡ್ರಿಂಕ್ ಮತ್ತು ಕುಡಿತ ಕಡಿಮೆ ಮಾಡಿ.',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ಇಸಿಜಿ (ECG) ಗಾಗಿ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ, ಸಾಧ್ಯವಾದರೆ ಲಕ್ಷಣಗಳು ಇರುವಾಗಲೇ.',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'ಎದೆನೋವು, ತಲೆತಿರುಗಿ ಬೀಳುವುದು ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆಯ ಜೊತೆ ಎದೆ ಡವಡವ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Blood clot in the leg (DVT)': 'ಕಾಲಿನಲ್ಲಿ ರಕ್ತ ಹೆಪ್ಪುಗಟ್ಟುವುದು (ಡಿವಿಟಿ)',
  'See a doctor today for a scan; do not massage the leg.':
    'ಸ್ಕ್ಯಾನ್‌ಗಾಗಿ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ಕಾಲನ್ನು ಮಸಾಜ್ ಮಾಡಬೇಡಿ/ತಿಕ್ಕಬೇಡಿ.',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಉಸಿರಾಟದ ತೊಂದರೆ, ಎದೆನೋವು ಅಥವಾ ಕೆಮ್ಮಿನಲ್ಲಿ ರಕ್ತ — ರಕ್ತದ ಹೆಪ್ಪು ಶ್ವಾಸಕೋಶಕ್ಕೆ ತಲುಪಿರಬಹುದು; 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Stomach infection (gastroenteritis)': 'ಹೊಟ್ಟೆಯ ಸೋಂಕು (ಗ್ಯಾಸ್ಟ್ರೋಎಂಟರೈಟಿಸ್)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'ಪ್ರತಿ ಸಲ ಭೇದಿ ಆದ ಮೇಲೆ ಓಆರ್‌ಎಸ್ (ORS, ಬಾಯಿಂದ ಕುಡಿಯುವ ಲವಣ ದ್ರಾವಣ) ಅನ್ನು ಸ್ವಲ್ಪ ಸ್ವಲ್ಪವಾಗಿ ಪದೇ ಪದೇ ಕುಡಿಯಿರಿ; ಜೊತೆಗೆ ನೀರು, ಎಳನೀರು, ಅಕ್ಕಿ ಗಂಜಿ ನೀರು, ಬೇಳೆ ಕಟ್ಟು, ಮಜ್ಜಿಗೆ ಕೂಡ.',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'ಹಗುರವಾದ ಊಟ ಮಾಡುತ್ತಲೇ ಇರಿ: ಕಿಚಡಿ, ಮೊಸರನ್ನ, ಬಾಳೆಹಣ್ಣು, ಇಡ್ಲಿ; ಚಿಕ್ಕ ಮಕ್ಕಳಿಗೆ ಎದೆಹಾಲು ಕುಡಿಸುತ್ತಲೇ ಇರಿ.',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'ಭೇದಿ ಆಗುತ್ತಿರುವ ಮಕ್ಕಳಿಗೆ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಓಆರ್‌ಎಸ್ ಜೊತೆ ಜಿಂಕ್ ಉಚಿತವಾಗಿ ಕೊಡುತ್ತಾರೆ — ಅದನ್ನು ಹೇಗೆ ಕೊಡಬೇಕು ಅಂತ ಆರೋಗ್ಯ ಕಾರ್ಯಕರ್ತರನ್ನು ಕೇಳಿ.',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'ಶೌಚಾಲಯಕ್ಕೆ ಹೋದ ಮೇಲೆ ಮತ್ತು ಊಟಕ್ಕೆ ಮೊದಲು ಸೋಪಿನಿಂದ ಕೈ ತೊಳೆಯಿರಿ; ಕುದಿಸಿದ ಅಥವಾ ಫಿಲ್ಟರ್ ಮಾಡಿದ ನೀರು ಕುಡಿಯಿರಿ.',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆ ಆಗಿರುವ ಲಕ್ಷಣಗಳು: ತುಂಬಾ ಕಡಿಮೆ ಮೂತ್ರ, ಕಣ್ಣು ಒಳಗೆ ಹೋಗಿರುವುದು, ತುಂಬಾ ಬಾಯಾರಿಕೆ ಅಥವಾ ಕುಡಿಯಲು ಆಗದಿರುವುದು, ತಲೆಸುತ್ತು',
  'Blood in stool, high fever or severe stomach pain':
    'ಮಲದಲ್ಲಿ ರಕ್ತ, ಜಾಸ್ತಿ ಜ್ವರ ಅಥವಾ ತುಂಬಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'ಕೆಲವು ಗಂಟೆಗಳಿಗಿಂತ ಹೆಚ್ಚು ಕಾಲ ತಿಂದಿದ್ದೆಲ್ಲಾ ವಾಂತಿ, ಅಥವಾ ದೊಡ್ಡವರಲ್ಲಿ 2 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ದಿನ ಭೇದಿ',
  'A baby or child who is drowsy or not feeding': 'ಮಂಪರಿನಲ್ಲಿರುವ ಅಥವಾ ಹಾಲು ಕುಡಿಯದ ಮಗು',
  Dehydration: 'ಡಿಹೈಡ್ರೇಶನ್ (ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆ ಆಗುವುದು)',
  'Rest in a cool, shaded place.': 'ತಣ್ಣಗಿನ, ನೆರಳಿರುವ ಜಾಗದಲ್ಲಿ ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'ವಾಂತಿ ಆಗುತ್ತಿದ್ದರೂ ದ್ರವ ಕುಡಿಯುತ್ತಲೇ ಇರಿ — ಕೆಲವು ನಿಮಿಷಕ್ಕೊಮ್ಮೆ ಸ್ವಲ್ಪ ಸ್ವಲ್ಪ ಗುಟುಕು.',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 ಗಂಟೆ ಮೂತ್ರ ಆಗದಿರುವುದು (ಅಥವಾ ಮಗುವಿನ ನ್ಯಾಪಿ/ಬಟ್ಟೆ 6 ಗಂಟೆ ಒದ್ದೆ ಆಗದಿರುವುದು)',
  'Confusion, fainting or a fast heartbeat': 'ಗೊಂದಲ, ತಲೆತಿರುಗಿ ಬೀಳುವುದು ಅಥವಾ ವೇಗವಾದ ಎದೆಬಡಿತ',
  'A child who is drowsy, floppy or cannot drink': 'ಮಂಪರಿನಲ್ಲಿರುವ, ಮೈ ಸಡಿಲವಾದ ಅಥವಾ ಕುಡಿಯಲು ಆಗದ ಮಗು',
  'Cholera / severe watery diarrhoea': 'ಕಾಲರಾ / ತೀವ್ರವಾದ ನೀರು ಭೇದಿ',
  'Go to a health centre today; severe cases need a drip.':
    'ಇವತ್ತೇ ಆರೋಗ್ಯ ಕೇಂದ್ರಕ್ಕೆ ಹೋಗಿ; ಗಂಭೀರ ಸ್ಥಿತಿಯಲ್ಲಿ ಡ್ರಿಪ್ (ಸಲೈನ್) ಹಾಕಬೇಕಾಗುತ್ತದೆ.',
  'Very weak, drowsy or cannot drink': 'ತುಂಬಾ ನಿಶ್ಶಕ್ತಿ, ಮಂಪರು ಅಥವಾ ಕುಡಿಯಲು ಆಗದಿರುವುದು',
  'Sunken eyes and no urine': 'ಕಣ್ಣು ಒಳಗೆ ಹೋಗಿರುವುದು ಮತ್ತು ಮೂತ್ರ ಆಗದಿರುವುದು',
  'Cold hands and feet': 'ಕೈಕಾಲು ತಣ್ಣಗಾಗುವುದು',
  'Dysentery (bloody diarrhoea)': 'ಆಮಶಂಕೆ (ರಕ್ತಭೇದಿ)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'ಒಂದು ದಿನದೊಳಗೆ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ; ರಕ್ತಭೇದಿಗೆ ಡಾಕ್ಟರ್ ಬರೆದುಕೊಡುವ ಚಿಕಿತ್ಸೆ ಬೇಕಾಗಬಹುದು.',
  'High fever or severe pain': 'ಜಾಸ್ತಿ ಜ್ವರ ಅಥವಾ ತುಂಬಾ ಜೋರಾದ ನೋವು',
  'Signs of dehydration': 'ಮೈಯಲ್ಲಿ ನೀರು ಕಡಿಮೆ ಆಗಿರುವ ಲಕ್ಷಣಗಳು',
  'Bloody diarrhoea in a child': 'ಮಗುವಿಗೆ ರಕ್ತಭೇದಿ',
  'Food poisoning': 'ಫುಡ್ ಪಾಯಿಸನಿಂಗ್ (ಆಹಾರ ವಿಷ)',
  'Rest and eat bland food once vomiting settles.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ವಾಂತಿ ನಿಂತ ಮೇಲೆ ಖಾರ ಇಲ್ಲದ ಸಪ್ಪೆ ಊಟ ಮಾಡಿ.',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'ರಸ್ತೆ ಬದಿಯ ಆಹಾರ, ತೆರೆದಿಟ್ಟ ಕತ್ತರಿಸಿದ ಹಣ್ಣು ಮತ್ತು ಫ್ರಿಜ್‌ನಲ್ಲಿ ಇಡದ ಉಳಿದ ಊಟ ತಿನ್ನಬೇಡಿ.',
  'Blood in stool or vomit': 'ಮಲ ಅಥವಾ ವಾಂತಿಯಲ್ಲಿ ರಕ್ತ',
  'Double vision, drooping eyelids or difficulty swallowing':
    'ಎರಡೆರಡು ಕಾಣುವುದು, ಕಣ್ಣಿನ ರೆಪ್ಪೆ ಜೋತುಬೀಳುವುದು ಅಥವಾ ನುಂಗಲು ಕಷ್ಟ',
  'Worm infection': 'ಹೊಟ್ಟೆ ಹುಳುವಿನ ಸೋಂಕು',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'ರಾಷ್ಟ್ರೀಯ ಜಂತುಹುಳು ನಿವಾರಣಾ ದಿನದಂದು ಮಕ್ಕಳಿಗೆ ಹುಳುವಿನ ಮಾತ್ರೆ ಉಚಿತವಾಗಿ ಕೊಡುತ್ತಾರೆ — ಆರೋಗ್ಯ ಕಾರ್ಯಕರ್ತರು ಅಥವಾ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಕೇಳಿ.',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'ಹೊರಗೆ ಹೋಗುವಾಗ ಚಪ್ಪಲಿ ಹಾಕಿಕೊಳ್ಳಿ, ಉಗುರು ಕತ್ತರಿಸಿ ಮತ್ತು ಊಟಕ್ಕೆ ಮೊದಲು ಕೈ ತೊಳೆಯಿರಿ.',
  'Severe stomach pain with vomiting': 'ವಾಂತಿಯ ಜೊತೆ ತುಂಬಾ ಜೋರಾದ ಹೊಟ್ಟೆನೋವು',
  'Child looks pale or is not growing well': 'ಮಗು ಬಿಳಿಚಿಕೊಂಡಂತೆ ಕಾಣುವುದು ಅಥವಾ ಸರಿಯಾಗಿ ಬೆಳೆಯದಿರುವುದು',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'ನಾರಿನಂಶ ಜಾಸ್ತಿ ಇರುವ ಆಹಾರ ತಿನ್ನಿ: ಇಡೀ ಧಾನ್ಯ, ಬೇಳೆ, ತರಕಾರಿ, ಪಪ್ಪಾಯಿ ಮತ್ತು ಸೀಬೆಹಣ್ಣಿನಂತಹ ಹಣ್ಣು.',
  'Drink more water and walk daily.': 'ಜಾಸ್ತಿ ನೀರು ಕುಡಿಯಿರಿ ಮತ್ತು ದಿನಾ ನಡೆಯಿರಿ.',
  'Do not ignore the urge to go.': 'ಮಲ ವಿಸರ್ಜನೆಗೆ ಹೋಗಬೇಕು ಅನಿಸಿದಾಗ ತಡೆದುಕೊಳ್ಳಬೇಡಿ.',
};
