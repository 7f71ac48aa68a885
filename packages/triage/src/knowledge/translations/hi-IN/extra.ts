/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'हथेलियां या तलवे पीले',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['हथेलियां पीली', 'हथेली पीली', 'तलवे पीले', 'तलवे भी पीले'],
};
