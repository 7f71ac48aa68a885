/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'মৌমাছি, বোলতা বা পিঁপড়ের হুল',
  'Yellow palms or soles': 'হাতের তালু বা পায়ের তলা হলুদ',
  'Jaw pain': 'চোয়ালে ব্যথা',
  'Green vomit': 'সবুজ বমি',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['মৌমাছির হুল', 'বোলতার হুল', 'মৌমাছি কামড়েছে'],
  yellow_palms_soles: ['হাতের তালু হলুদ', 'পায়ের তলা হলুদ', 'তালু হলুদ', 'তলাও হলুদ'],
  jaw_pain: ['চোয়ালে ব্যথা', 'চোয়াল ব্যথা'],
  green_vomit: ['সবুজ বমি', 'সবুজ রঙের বমি'],
};
