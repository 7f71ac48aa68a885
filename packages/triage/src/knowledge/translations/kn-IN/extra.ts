/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'ಅಂಗೈ ಅಥವಾ ಅಂಗಾಲು ಹಳದಿ',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['ಅಂಗೈ ಹಳದಿ', 'ಅಂಗಾಲು ಹಳದಿ', 'ಅಂಗೈಯೂ ಹಳದಿ'],
};
