/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'હથેળી કે પગના તળિયા પીળા',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['હથેળી પીળી', 'તળિયા પીળા', 'પગના તળિયા પીળા'],
};
