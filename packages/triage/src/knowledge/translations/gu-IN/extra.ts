/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'મધમાખી, ભમરી કે કીડીનો ડંખ',
  'Yellow palms or soles': 'હથેળી કે પગના તળિયા પીળા',
  'Jaw pain': 'જડબામાં દુખાવો',
  'Green vomit': 'લીલી ઊલટી',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['મધમાખીનો ડંખ', 'ભમરીનો ડંખ', 'મધમાખી કરડી'],
  yellow_palms_soles: ['હથેળી પીળી', 'તળિયા પીળા', 'પગના તળિયા પીળા'],
  jaw_pain: ['જડબામાં દુખાવો', 'જડબું દુખે'],
  green_vomit: ['લીલી ઊલટી', 'લીલા રંગની ઊલટી'],
};
