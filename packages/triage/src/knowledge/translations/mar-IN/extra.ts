/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'तळहात किंवा तळपाय पिवळे',
  'Jaw pain': 'जबड्यात दुखणे',
  'Green vomit': 'हिरवी उलटी',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['तळहात पिवळे', 'तळपाय पिवळे', 'तळवे पिवळे', 'तळहात पण पिवळे'],
  jaw_pain: ['जबडा दुखतो', 'जबड्यात दुखत'],
  green_vomit: ['हिरवी उलटी', 'हिरव्या रंगाची उलटी'],
};
