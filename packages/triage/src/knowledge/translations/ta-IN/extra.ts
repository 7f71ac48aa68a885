/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'தேனீ, குளவி அல்லது எறும்பு கொட்டு',
  'Yellow palms or soles': 'உள்ளங்கை அல்லது உள்ளங்கால் மஞ்சள்',
  'Jaw pain': 'தாடை வலி',
  'Green vomit': 'பச்சை வாந்தி',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['தேனீ கொட்டிடுச்சு', 'குளவி கொட்டிடுச்சு', 'தேனீ கொட்டு'],
  yellow_palms_soles: ['உள்ளங்கை மஞ்சள்', 'உள்ளங்கால் மஞ்சள்', 'உள்ளங்கையும் மஞ்சள்'],
  jaw_pain: ['தாடை வலி', 'தாடையில் வலி'],
  green_vomit: ['பச்சை வாந்தி', 'பச்சை நிற வாந்தி'],
};
