/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'हथेली भा तलवा पियर',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['हथेली पियर', 'तलवा पियर', 'हथेली पीयर', 'तलवा पीयर'],
};
