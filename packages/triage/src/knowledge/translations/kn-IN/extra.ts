/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
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
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
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
};
