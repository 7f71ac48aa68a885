/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधुमाखी, ततैयो या कीड़ी रो डंक',
  'Yellow palms or soles': 'हथेळी या पगथळी पीळी',
  'Jaw pain': 'जबड़ा में दरद',
  'Green vomit': 'हरी उल्टी',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधुमाखी रो डंक', 'ततैयो काट्यो', 'मधुमाखी काटी'],
  yellow_palms_soles: ['हथेळी पीळी', 'पगथळी पीळी', 'हथेळियां पीळी', 'तळवा पीळा'],
  jaw_pain: ['जबड़ा में दरद', 'जबड़ो दुखै'],
  green_vomit: ['हरी उल्टी', 'हरी उलटी'],
};
