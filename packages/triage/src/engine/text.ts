/** Text normalisation shared by every step of understanding. Pure, no I/O. */

/** Zeros of the Indic digit blocks the assistant's languages use (Devanagari … Kannada). */
const DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6];

/** Indic digits → ASCII digits, so '२ दिन' and '2 दिन' read the same. */
export function asciiDigits(text: string): string {
  return text.replace(
    /[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/g,
    (ch) => {
      const code = ch.charCodeAt(0);
      const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
      return String(code - zero);
    },
  );
}

/**
 * Long i and u → short, in the scripts where people type either ('पानी' / 'पानि', 'થઈ' / 'થઇ'):
 * Devanagari, Bengali, Gurmukhi and Gujarati, vowel letters and signs. Dravidian scripts keep
 * their lengths, which change meanings there.
 */
const LONG_TO_SHORT: Record<string, string> = {
  '\u0908': '\u0907',
  '\u0940': '\u093F',
  '\u090A': '\u0909',
  '\u0942': '\u0941',
  '\u0988': '\u0987',
  '\u09C0': '\u09BF',
  '\u098A': '\u0989',
  '\u09C2': '\u09C1',
  '\u0A08': '\u0A07',
  '\u0A40': '\u0A3F',
  '\u0A0A': '\u0A09',
  '\u0A42': '\u0A41',
  '\u0A88': '\u0A87',
  '\u0AC0': '\u0ABF',
  '\u0A8A': '\u0A89',
  '\u0AC2': '\u0AC1',
};

// An alternation, not a character class: the class would look like one combined character.
const LONG_VOWEL = new RegExp(Object.keys(LONG_TO_SHORT).join('|'), 'g');

/**
 * Lower case, NFC, ASCII digits, apostrophes dropped ("don't" → "dont"), nukta-less Devanagari
 * (people type both 'ज़्यादा' and 'ज्यादा'), chandrabindu as anusvara ('साँस' / 'सांस'), long i
 * and u as short, every other non-letter/non-digit → a space.
 */
export function normalize(text: string): string {
  return asciiDigits(text.normalize('NFC').toLowerCase())
    .replace(/\u093C/g, '') // Devanagari nukta
    .replace(/\u0901/g, '\u0902') // Devanagari chandrabindu → anusvara
    .replace(LONG_VOWEL, (ch) => LONG_TO_SHORT[ch]!)
    .replace(/[\u200B-\u200D\uFEFF]/g, '') // zero-width joiners typed by some keyboards
    .replace(/['’`]/g, '')
    .replace(/(\d)\s*[-–]\s*(\d)/g, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2') // '2din' → '2 din'
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Tokens of normalised text. */
export function tokenize(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** True for tokens in a Brahmic (Indic) script, where suffixes attach to the word. */
export function isIndic(token: string): boolean {
  return /[\u0900-\u0DFF]/.test(token);
}

/** Sentence and clause breaks, before normalisation throws punctuation away. */
const CLAUSE_BREAK =
  /[.!?;,\n।|]+|\s(?:but|however|although|though|lekin|magar|par ab|लेकिन|मगर|किंतु|परंतु|কিন্তু|ਪਰ|ஆனால்|కానీ|ಆದರೆ|પરંતુ)\s/giu;

/** A clause that is only a number and a word or two: 'my son, 6 years, has fever'. */
const NUMBER_ONLY = /^[\p{Nd}]{1,3}\s*[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)?$/u;

/**
 * A message split into clauses (negation never crosses a clause). A number with its unit set off
 * by commas ('my son, 6 years, has fever') stays with the words before it: it is their age.
 */
export function clauses(text: string): string[] {
  const parts = text
    .split(CLAUSE_BREAK)
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.reduce<string[]>((kept, part) => {
    if (kept.length > 0 && NUMBER_ONLY.test(part)) kept[kept.length - 1] += ` ${part}`;
    else kept.push(part);
    return kept;
  }, []);
}

/** Offsets within an Indic block (every Brahmic block of Unicode follows ISCII's layout). */
const SOUND_FOLD: Record<number, number | null> = {
  0x01: null, // candrabindu
  0x02: null, // anusvara
  0x3c: null, // nukta
  0x70: null, // Gurmukhi tippi (a nasal)
  0x71: null, // Gurmukhi addak (a doubled consonant)
  // aspirated → plain: ख→क, घ→ग, छ→च, झ→ज, ठ→ट, ढ→ड, थ→त, ध→द, फ→प, भ→ब
  0x16: 0x15,
  0x18: 0x17,
  0x1b: 0x1a,
  0x1d: 0x1c,
  0x20: 0x1f,
  0x22: 0x21,
  0x25: 0x24,
  0x27: 0x26,
  0x2b: 0x2a,
  0x2d: 0x2c,
  0x36: 0x38, // श → स
  0x37: 0x38, // ष → स
  0x23: 0x28, // ण → न
  0x29: 0x28, // ऩ (Tamil ன) → न
  0x31: 0x30, // ऱ (Tamil ற) → र
  0x33: 0x32, // ळ → ल
  0x34: 0x32, // ऴ (Tamil ழ) → ल
};

/**
 * Long and short vowels, ai/e and au/o as one (signs, then letters), in the scripts where people
 * type either (Devanagari, Bengali, Gurmukhi, Gujarati); Dravidian lengths change meanings
 * ('ಕುಡಿತ', drinking alcohol, is not 'ಕುಡೀತಿದೆ', is drinking).
 */
const VOWEL_FOLD: Record<number, number> = {
  0x40: 0x3f,
  0x42: 0x41,
  0x46: 0x47,
  0x48: 0x47,
  0x4a: 0x4b,
  0x4c: 0x4b,
  0x08: 0x07,
  0x0a: 0x09,
  0x0e: 0x0f,
  0x10: 0x0f,
  0x12: 0x13,
  0x14: 0x13,
};

/** A virama in a sound key, the same in every script. */
export const SOUND_VIRAMA = '·';

/** Kannada vowel signs → the vowel letter a word starts with when its 'ಹ' is dropped ('ಹಾವು' / 'ಆವು'). */
const KANNADA_H_DROP = /^ಹ([\u0CBE-\u0CCC]?)/u;
const KANNADA_SIGN_TO_LETTER: Record<string, string> = {
  '': 'ಅ',
  'ಾ': 'ಆ',
  'ಿ': 'ಇ',
  'ೀ': 'ಈ',
  'ು': 'ಉ',
  'ೂ': 'ಊ',
  'ೆ': 'ಎ',
  'ೇ': 'ಏ',
  'ೈ': 'ಐ',
  'ೊ': 'ಒ',
  'ೋ': 'ಓ',
  'ೌ': 'ಔ',
};

/** A Kannada word without its initial 'ಹ' ('ಹಾವು' → 'ಆವು'); other words as they are. */
function withoutKannadaH(word: string): string {
  return word.replace(
    KANNADA_H_DROP,
    (_, sign: string) => KANNADA_SIGN_TO_LETTER[sign] ?? `ಹ${sign}`,
  );
}

/**
 * The first letter of an Indic word as people spelling by ear still write it: only the
 * sibilants ('श्वास' / 'स्वास') and Kannada's dropped 'h' change it. An aspirate typed plain in
 * the first letter makes too many other words ('फेफरं' / 'पेपर', 'छाला' / 'चाल').
 */
export function firstSound(word: string): string {
  const first = withoutKannadaH(word).codePointAt(0) ?? 0;
  const sibilant = first >= 0x0900 && first < 0x0d00 && [0x36, 0x37].includes(first & 0x7f);
  return String.fromCodePoint(sibilant ? (first & ~0x7f) | 0x38 : first);
}

/**
 * How an Indic word sounds, as people who rarely type spell it by ear: without the marks they
 * drop (nasal dots, nukta, Gurmukhi's addak), aspirated letters as plain ones ('ध' / 'द'), the
 * three sibilants as one, retroflex and Tamil variants of n, r and l as one, long and short
 * vowels and ai/e, au/o as one outside the Dravidian scripts, a doubled consonant as one, and
 * Kannada's dropped initial 'h' ('ಆವು' for 'ಹಾವು'). A virama stays, as SOUND_VIRAMA: a speller
 * may drop one ('दरद' for 'दर्द') but one added elsewhere is another word ('ஊர்ல', in the village,
 * is not 'ஊறல்', itching). 'ਹੱਥੋਂ' and 'ਹਥੋ', 'ঔষধ' and 'ওসুদ' sound alike.
 */
export function soundKey(word: string): string {
  let key = SOUND_KEYS.get(word);
  if (key === undefined) {
    if (SOUND_KEYS.size > 100_000) SOUND_KEYS.clear();
    key = spokenForm(word);
    SOUND_KEYS.set(word, key);
  }
  return key;
}

/** Sound keys already worked out: every message asks for the same words' keys many times. */
const SOUND_KEYS = new Map<string, string>();

function spokenForm(word: string): string {
  let key = '';
  let afterVirama = false;
  for (const ch of withoutKannadaH(word)) {
    const code = ch.codePointAt(0)!;
    let out = code === 0x09ce ? 'ত' : ch; // Bengali khanda ta
    if (code >= 0x0900 && code < 0x0d00) {
      const block = code & ~0x7f;
      const offset = code & 0x7f;
      const fold = offset === 0x4d ? SOUND_VIRAMA : SOUND_FOLD[offset];
      const vowel = block < 0x0b00 ? VOWEL_FOLD[offset] : undefined;
      if (fold === null) continue;
      if (typeof fold === 'string') out = fold;
      else if (fold !== undefined) out = String.fromCodePoint(block | fold);
      else if (vowel !== undefined) out = String.fromCodePoint(block | vowel);
    }
    // A doubled consonant ('च्च', 'ಚ್ಚ') as one; a repeated syllable ('ददोरा') stays.
    if (!(afterVirama && key.at(-2) === out)) key += out;
    afterVirama = out === SOUND_VIRAMA;
  }
  return key;
}
