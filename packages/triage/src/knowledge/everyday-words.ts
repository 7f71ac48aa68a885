/**
 * Everyday words one typing slip away from a symptom word: they are always read as themselves.
 * 'cooking' is not 'choking', 'money' is not 'monkey', 'injection' is not 'infection',
 * 'pehle' (before) is not 'peele' (yellow), 'ghaas' (grass) is not 'ghaav' (wound).
 * Found by running every typed word of the evaluation and probe sets through the slip matcher.
 */
export const EVERYDAY_WORDS: readonly string[] = [
  // Gloves ('ਦਸਤਾਨੇ', 'दस्ताने') are not loose motions ('ਦਸਤ', 'दस्त').
  'ਦਸਤਾਨੇ',
  'दस्ताने',
  // English
  'cooking',
  'looking',
  'booking',
  'wait',
  'would',
  'though',
  'thought',
  'print',
  'stall',
  'says',
  'money',
  'injection',
  'injections',
  'fasting',
  'grass',
  'saying',
  'phone',
  'cloth',
  'clothes',
  'brothers',
  'swell',
  'woke',
  'large',
  'rain',
  'down',
  'done',
  'drawn',
  // Romanized Hindi and its neighbours
  'bhai',
  'pehle',
  'pehla',
  'pehli',
  'maine',
  'haldi',
  'ghaas',
  'naam',
  'beti',
  'khali',
  'khaali',
  'bari',
  'bade',
  'baade',
  'kari',
  'saare',
  'ghanta',
  'jaake',
  'chacha',
  // Marwari 'कानी' (side) is not 'कान' (ear).
  'कानी',
  // Bhojpuri 'कान्हा' (shoulder) is not 'कान' (ear).
  'कान्हा',
  // 'उलटे', 'उल्टा' (backwards, upside down) are not 'उल्टी' (vomit).
  'उलटे',
  'उलटा',
  'उल्टा',
  'उल्टे',
  // 'बिछौना' (bed) is not 'बिच्छू' (scorpion).
  'बिछौना',
  'बिछावन',
  // 'दादू' (grandpa) is not 'दाद' (ringworm).
  'दादू',
  'dadu',
];
