/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Yellow palms or soles': 'হাতের তালু বা পায়ের তলা হলুদ',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  yellow_palms_soles: ['হাতের তালু হলুদ', 'পায়ের তলা হলুদ', 'তালু হলুদ', 'তলাও হলুদ'],
};
