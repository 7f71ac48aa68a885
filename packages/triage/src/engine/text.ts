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

/** A message split into clauses (negation never crosses a clause). */
export function clauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}
