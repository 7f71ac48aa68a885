/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'ಅಂಗೈ ಅಥವಾ ಅಂಗಾಲು ಹಳದಿ',
  'Jaw pain': 'ದವಡೆ ನೋವು',
  'Green vomit': 'ಹಸಿರು ವಾಂತಿ',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['ಅಂಗೈ ಹಳದಿ', 'ಅಂಗಾಲು ಹಳದಿ', 'ಅಂಗೈಯೂ ಹಳದಿ'],
  jaw_pain: ['ದವಡೆ ನೋವು', 'ದವಡೆಯಲ್ಲಿ ನೋವು'],
  green_vomit: ['ಹಸಿರು ವಾಂತಿ', 'ಹಸಿರು ಬಣ್ಣದ ವಾಂತಿ'],
};
