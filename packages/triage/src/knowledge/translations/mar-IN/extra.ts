/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधमाशी, गांधीलमाशी किंवा मुंगीचा डंख',
  'Yellow palms or soles': 'तळहात किंवा तळपाय पिवळे',
  'Jaw pain': 'जबड्यात दुखणे',
  'Green vomit': 'हिरवी उलटी',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधमाशी चावली', 'मधमाशीचा डंख', 'गांधीलमाशी चावली'],
  yellow_palms_soles: ['तळहात पिवळे', 'तळपाय पिवळे', 'तळवे पिवळे', 'तळहात पण पिवळे'],
  jaw_pain: ['जबडा दुखतो', 'जबड्यात दुखत'],
  green_vomit: ['हिरवी उलटी', 'हिरव्या रंगाची उलटी'],
};
