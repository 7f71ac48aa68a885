/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'అరచేతులు లేదా అరికాళ్ళు పసుపు',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['అరచేతులు పసుపు', 'అరికాళ్ళు పసుపు', 'అరచేతులు కూడా పసుపు'],
};
