/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 ಕ್ಕಿಂತ ಕಡಿಮೆ ಬಿಪಿ',
  'Pulse under 50 or over 130 a minute': 'ನಾಡಿ (ಪಲ್ಸ್) ನಿಮಿಷಕ್ಕೆ 50 ಕ್ಕಿಂತ ಕಡಿಮೆ ಅಥವಾ 130 ಕ್ಕಿಂತ ಹೆಚ್ಚು',
  'Bee, wasp or ant sting': 'ಜೇನುಹುಳ, ಕಣಜ ಅಥವಾ ಇರುವೆ ಕುಟುಕು',
  'Yellow palms or soles': 'ಅಂಗೈ ಅಥವಾ ಅಂಗಾಲು ಹಳದಿ',
  'Jaw pain': 'ದವಡೆ ನೋವು',
  'Green vomit': 'ಹಸಿರು ವಾಂತಿ',
  'Something stuck in the throat (a fish bone, a coin)':
    'ಗಂಟಲಲ್ಲಿ ಏನೋ ಸಿಕ್ಕಿಹಾಕಿಕೊಂಡಿರುವುದು (ಮೀನಿನ ಮುಳ್ಳು, ನಾಣ್ಯ)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'ಗಂಟಲಲ್ಲಿ ಏನಾದರೂ ಸಿಕ್ಕಿಹಾಕಿಕೊಂಡರೆ ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ. ಊಟ ನುಂಗಿ ಅದನ್ನು ಕೆಳಗೆ ತಳ್ಳಲು ಪ್ರಯತ್ನಿಸಬೇಡಿ; ಉಸಿರಾಡಲು ಅಥವಾ ಮಾತನಾಡಲು ಕಷ್ಟವಾದರೆ 108 ಗೆ ಕರೆ ಮಾಡಿ.',
  'An injury to the eye, or metal or a chemical in it':
    'ಕಣ್ಣಿಗೆ ಪೆಟ್ಟು, ಅಥವಾ ಕಣ್ಣಿನಲ್ಲಿ ಕಬ್ಬಿಣದ ಚೂರು ಅಥವಾ ರಾಸಾಯನಿಕ',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'ಕಣ್ಣಿಗೆ ಪೆಟ್ಟಾಗಿದ್ದರೆ, ಅಥವಾ ಕಣ್ಣಿನಲ್ಲಿ ಕಬ್ಬಿಣದ ಚೂರು ಅಥವಾ ರಾಸಾಯನಿಕ ಬಿದ್ದಿದ್ದರೆ, ಇವತ್ತೇ ಕಣ್ಣಿನ ಡಾಕ್ಟರ್ ಅಥವಾ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ. ರಾಸಾಯನಿಕ ಅಥವಾ ಸುಣ್ಣ ಬಿದ್ದಿದ್ದರೆ, ಮೊದಲು ಶುದ್ಧ ನೀರಿನಿಂದ 15 ನಿಮಿಷ ಕಣ್ಣು ತೊಳೆಯಿರಿ.',
  'A painful band of blisters on one side of the body': 'ದೇಹದ ಒಂದು ಬದಿಯಲ್ಲಿ ಪಟ್ಟಿಯಂತೆ ನೋವಿನ ಗುಳ್ಳೆಗಳು',
  'Is there a painful band of blisters on one side of the body?':
    'ದೇಹದ ಒಂದು ಬದಿಯಲ್ಲಿ ಪಟ್ಟಿಯಂತೆ ನೋವಿನ ಗುಳ್ಳೆಗಳು ಇವೆಯೇ?',
  'Shingles (herpes zoster)': 'ಸರ್ಪಸುತ್ತು (ಹರ್ಪಿಸ್ ಜೋಸ್ಟರ್)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'ದದ್ದನ್ನು ಸ್ವಚ್ಛವಾಗಿ, ಒಣಗಿರುವಂತೆ ಇಡಿ ಮತ್ತು ಸಡಿಲವಾದ ಹತ್ತಿ ಬಟ್ಟೆ ಹಾಕಿ; ತಣ್ಣನೆಯ ಒದ್ದೆ ಬಟ್ಟೆ ಇಟ್ಟರೆ ನೋವು ಕಡಿಮೆ ಆಗಬಹುದು.',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'ಗುಳ್ಳೆಗಳನ್ನು ಒಡೆಯಬೇಡಿ; ಅವುಗಳ ಮೇಲೆ ಬೂದಿ, ಎಣ್ಣೆ ಅಥವಾ ಮನೆಮದ್ದಿನ ಲೇಪ ಹಚ್ಚಬೇಡಿ.',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'ಗುಳ್ಳೆಗಳು ಒಣಗಿ ಹಕ್ಕಳೆ ಕಟ್ಟುವವರೆಗೆ ಗರ್ಭಿಣಿಯರು, ಹಸುಗೂಸುಗಳು ಮತ್ತು ಹಿಂದೆ ಚಿಕನ್‌ಪಾಕ್ಸ್ (ಸಿಡುಬು) ಬಾರದವರಿಂದ ದೂರವಿರಿ.',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'ಕಣ್ಣಿನ ಹತ್ತಿರ ದದ್ದು, ಅಥವಾ ಕಣ್ಣು ನೋವು ಅಥವಾ ದೃಷ್ಟಿ ಮಸುಕು — ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ',
  'Confusion, a stiff neck, or weakness of the face':
    'ಗೊಂದಲ, ಕುತ್ತಿಗೆ ಬಿಗಿತ, ಅಥವಾ ಮುಖದಲ್ಲಿ ಶಕ್ತಿ ಇಲ್ಲದಿರುವುದು',
  'Pain that stays for weeks after the rash has gone': 'ದದ್ದು ಹೋದ ಮೇಲೂ ವಾರಗಟ್ಟಲೆ ಉಳಿಯುವ ನೋವು',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'ಶುಗರ್ ಜಾಸ್ತಿ ಇದ್ದು, ತುಂಬಾ ಬಾಯಾರಿಕೆ ಆಗುತ್ತಿದ್ದರೆ ಅಥವಾ ಜಾಸ್ತಿ ಮೂತ್ರ ಹೋಗುತ್ತಿದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ. ವಾಂತಿ, ವೇಗವಾದ ಉಸಿರಾಟ ಅಥವಾ ಮಂಪರು ಇದ್ದರೆ ತಕ್ಷಣ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['ಬಿಪಿ ತುಂಬಾ ಕಡಿಮೆ', 'ಬಿಪಿ ಇಳಿದಿದೆ'],
  abnormal_pulse_reading: ['ನಾಡಿ ತುಂಬಾ ನಿಧಾನ', 'ನಾಡಿ ತುಂಬಾ ವೇಗ'],
  stinging_insect_sting: ['ಜೇನುಹುಳ ಕಚ್ಚಿದೆ', 'ಜೇನು ಕಚ್ಚಿತು', 'ಕಣಜ ಕಚ್ಚಿದೆ'],
  yellow_palms_soles: ['ಅಂಗೈ ಹಳದಿ', 'ಅಂಗಾಲು ಹಳದಿ', 'ಅಂಗೈಯೂ ಹಳದಿ'],
  jaw_pain: ['ದವಡೆ ನೋವು', 'ದವಡೆಯಲ್ಲಿ ನೋವು'],
  green_vomit: ['ಹಸಿರು ವಾಂತಿ', 'ಹಸಿರು ಬಣ್ಣದ ವಾಂತಿ'],
  // 'ಗಂಟಲ' reads 'ಗಂಟಲಲ್ಲಿ', 'ಗಂಟಲಿನಲ್ಲಿ'; 'ಸಿಕ್ಕಿ' reads 'ಸಿಕ್ಕಿಕೊಂಡಿದೆ', 'ಸಿಕ್ಕಿಹಾಕಿ' the longer
  // 'ಸಿಕ್ಕಿಹಾಕಿಕೊಂಡಿದೆ'. A thorn in the throat goes with a verb: a sore throat can prick like one.
  object_in_throat: [
    'ಮೀನಿನ ಮುಳ್ಳು',
    'ಮೀನು ಮುಳ್ಳು',
    'ಮೀನಿನ ಮೂಳೆ',
    'ಗಂಟಲ ಮುಳ್ಳು ಸಿಕ್ಕಿ',
    'ಗಂಟಲ ಮುಳ್ಳು ಸಿಕ್ಕಿಹಾಕಿ',
    'ಗಂಟಲ ಮೂಳೆ ಸಿಕ್ಕಿ',
    'ಗಂಟಲ ಮೂಳೆ ಸಿಕ್ಕಿಹಾಕಿ',
    'ಕೋಳಿ ಮೂಳೆ ಸಿಕ್ಕಿ',
    'ನಾಣ್ಯ ನುಂಗಿ',
    'ಕಾಯಿನ್ ನುಂಗಿ',
    'ಗಂಟಲ ನಾಣ್ಯ',
    'ಗಂಟಲ ಕಾಯಿನ್',
    'ಗಂಟಲ ಏನೋ ಸಿಕ್ಕಿ',
    'ಗಂಟಲ ಏನೋ ಸಿಕ್ಕಿಹಾಕಿ',
  ],
  // 'ಪೆಟ್ಟು' reads 'ಪೆಟ್ಟಾಗಿದೆ'.
  eye_injury: [
    'ಕಣ್ಣಿಗೆ ಪೆಟ್ಟು',
    'ಕಣ್ಣಿಗೆ ಬಾಲ್',
    'ಕಣ್ಣಿಗೆ ತಾಗಿತು',
    'ಕಣ್ಣಿಗೆ ಹೊಡೆತ',
    'ಕಣ್ಣಿಗೆ ಬಡಿಯಿತು',
    'ಕಣ್ಣಿಗೆ ಏಟು',
    'ಕಣ್ಣಿಗೆ ಗಾಯ',
    'ಕಣ್ಣಿನ ಗಾಯ',
    'ಕಣ್ಣಲ್ಲಿ ಕಬ್ಬಿಣ',
    'ಕಣ್ಣಿಗೆ ಕಬ್ಬಿಣ',
    'ಕಣ್ಣಿನಲ್ಲಿ ಕಬ್ಬಿಣ',
    'ಕಣ್ಣಲ್ಲಿ ಸುಣ್ಣ',
    'ಕಣ್ಣಿಗೆ ಸುಣ್ಣ',
    'ಕಣ್ಣಿನಲ್ಲಿ ಸುಣ್ಣ',
    'ಕಣ್ಣಲ್ಲಿ ಕೆಮಿಕಲ್',
    'ಕಣ್ಣಿಗೆ ಕೆಮಿಕಲ್',
    'ಕಣ್ಣಿನಲ್ಲಿ ಕೆಮಿಕಲ್',
    'ಕಣ್ಣಿಗೆ ರಾಸಾಯನಿಕ',
    'ಕಣ್ಣಲ್ಲಿ ರಾಸಾಯನಿಕ',
    'ಕಣ್ಣಿಗೆ ಆಸಿಡ್',
    'ಕಣ್ಣಲ್ಲಿ ಆಸಿಡ್',
    'ಕಣ್ಣಿಗೆ ಕಡ್ಡಿ ಚುಚ್ಚಿ',
  ],
  one_sided_band_rash: [
    'ಸರ್ಪಸುತ್ತು',
    'ಸರ್ಪ ಸುತ್ತು',
    'ಹರ್ಪಿಸ್',
    'ಹರ್ಪೀಸ್',
    'ಶಿಂಗಲ್ಸ್',
    'ಒಂದು ಬದಿಯಲ್ಲಿ ಪಟ್ಟಿಯಂತೆ ಗುಳ್ಳೆ',
    'ಪಟ್ಟಿ ತರ ಗುಳ್ಳೆ',
    'ಸಾಲಾಗಿ ಗುಳ್ಳೆ',
    'ಒಂದು ಕಡೆ ಉರಿ ಮತ್ತು ಗುಳ್ಳೆ',
  ],
};
