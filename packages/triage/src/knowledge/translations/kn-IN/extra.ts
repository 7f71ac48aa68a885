/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'ಜೇನುಹುಳ, ಕಣಜ ಅಥವಾ ಇರುವೆ ಕುಟುಕು',
  'Yellow palms or soles': 'ಅಂಗೈ ಅಥವಾ ಅಂಗಾಲು ಹಳದಿ',
  'Jaw pain': 'ದವಡೆ ನೋವು',
  'Green vomit': 'ಹಸಿರು ವಾಂತಿ',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['ಜೇನುಹುಳ ಕಚ್ಚಿದೆ', 'ಜೇನು ಕಚ್ಚಿತು', 'ಕಣಜ ಕಚ್ಚಿದೆ'],
  yellow_palms_soles: ['ಅಂಗೈ ಹಳದಿ', 'ಅಂಗಾಲು ಹಳದಿ', 'ಅಂಗೈಯೂ ಹಳದಿ'],
  jaw_pain: ['ದವಡೆ ನೋವು', 'ದವಡೆಯಲ್ಲಿ ನೋವು'],
  green_vomit: ['ಹಸಿರು ವಾಂತಿ', 'ಹಸಿರು ಬಣ್ಣದ ವಾಂತಿ'],
};
