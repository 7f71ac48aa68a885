/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधुमक्खी, ततैया या चींटी का डंक',
  'Yellow palms or soles': 'हथेलियां या तलवे पीले',
  'Jaw pain': 'जबड़े में दर्द',
  'Green vomit': 'हरी उल्टी',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधुमक्खी का डंक', 'ततैया का डंक', 'मधुमक्खी ने काटा', 'ततैया ने काटा'],
  yellow_palms_soles: ['हथेलियां पीली', 'हथेली पीली', 'तलवे पीले', 'तलवे भी पीले'],
  jaw_pain: ['जबड़े में दर्द', 'जबड़ा दर्द', 'जबड़े में खिंचाव'],
  green_vomit: ['हरी उल्टी', 'हरे रंग की उल्टी', 'उल्टी हरी'],
};
