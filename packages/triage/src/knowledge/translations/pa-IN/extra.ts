/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'ਮਧੂਮੱਖੀ, ਭਰਿੰਡ ਜਾਂ ਕੀੜੀ ਦਾ ਡੰਗ',
  'Yellow palms or soles': 'ਤਲੀਆਂ ਪੀਲੀਆਂ (ਹੱਥਾਂ ਜਾਂ ਪੈਰਾਂ ਦੀਆਂ)',
  'Jaw pain': 'ਜਬਾੜੇ ਵਿੱਚ ਦਰਦ',
  'Green vomit': 'ਹਰੀ ਉਲਟੀ',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['ਮਧੂਮੱਖੀ ਦਾ ਡੰਗ', 'ਭਰਿੰਡ ਦਾ ਡੰਗ', 'ਭਰਿੰਡ ਲੜ ਗਈ'],
  yellow_palms_soles: ['ਤਲੀਆਂ ਪੀਲੀਆਂ', 'ਹਥੇਲੀਆਂ ਪੀਲੀਆਂ', 'ਤਲੀਆਂ ਵੀ ਪੀਲੀਆਂ'],
  jaw_pain: ['ਜਬਾੜੇ ਵਿੱਚ ਦਰਦ', 'ਜਬਾੜਾ ਦੁਖਦਾ'],
  green_vomit: ['ਹਰੀ ਉਲਟੀ', 'ਹਰੇ ਰੰਗ ਦੀ ਉਲਟੀ'],
};
