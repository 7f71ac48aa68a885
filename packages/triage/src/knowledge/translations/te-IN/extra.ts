/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'తేనెటీగ, కందిరీగ లేదా చీమ కుట్టడం',
  'Yellow palms or soles': 'అరచేతులు లేదా అరికాళ్ళు పసుపు',
  'Jaw pain': 'దవడ నొప్పి',
  'Green vomit': 'ఆకుపచ్చ వాంతి',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['తేనెటీగ కుట్టింది', 'కందిరీగ కుట్టింది', 'తేనెటీగ కాటు'],
  yellow_palms_soles: [
    'అరచేతులు పసుపు',
    'అరికాళ్ళు పసుపు',
    'అరచేతులు కూడా పసుపు',
    // 'పచ్చ' is yellow too ('పచ్చ కామెర్లు', jaundice), as the romanized 'arachethulu pachaga'.
    'అరచేతులు పచ్చగా',
    'అరికాళ్ళు పచ్చగా',
    'అరచేతులు అరికాళ్ళు పచ్చగా',
  ],
  jaw_pain: ['దవడ నొప్పి', 'దవడ లాగుతుంది'],
  green_vomit: ['ఆకుపచ్చ వాంతి', 'పచ్చ వాంతులు'],
};
