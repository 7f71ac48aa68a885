/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'हथेली भा तलवा पियर',
  'Jaw pain': 'जबड़ा में दरद',
  'Green vomit': 'हरियर उल्टी',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['हथेली पियर', 'तलवा पियर', 'हथेली पीयर', 'तलवा पीयर'],
  jaw_pain: ['जबड़ा में दरद', 'जबड़ा दुखात'],
  green_vomit: ['हरियर उल्टी', 'हरा उल्टी'],
};
