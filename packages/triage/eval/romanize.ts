/**
 * Indic words spelled in Latin letters the way most people type their language on a phone
 * ('ಸೊಟ್ಟ' sotta, 'நெஞ்சு' nenju, 'बुखार' bukhar, 'জ্বর' jor): no marks, long vowels as short,
 * Hindi's silent 'a's dropped, Tamil's stops voiced where they are said so. The emergency
 * detector's training (./train-detector.ts) adds such a copy of every message written in a
 * script, so that it knows the same words typed in Latin letters. Rough on purpose: typists vary
 * just as much.
 *
 * The Indic blocks share one layout (a letter sits at the same offset in Devanagari, Bengali,
 * Gurmukhi, Gujarati, Tamil, Telugu and Kannada), so one table serves them all.
 */

/** Latin letters for each offset in an Indic block: consonants, vowels and vowel signs. */
const LETTERS: Record<number, string> = {
  0x02: 'n', // anusvara
  0x05: 'a',
  0x06: 'a',
  0x07: 'i',
  0x08: 'i',
  0x09: 'u',
  0x0a: 'u',
  0x0b: 'ri',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'n',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'zh',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  0x58: 'k',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'z',
  0x5c: 'd',
  0x5d: 'dh',
  0x5e: 'f',
  0x5f: 'y',
  0x70: 'n', // Gurmukhi tippi
};

/** Offsets of the dependent vowel signs: a consonant followed by one has no 'a' of its own. */
const VOWEL_SIGNS: Record<number, string> = {
  0x3e: 'a',
  0x3f: 'i',
  0x40: 'i',
  0x41: 'u',
  0x42: 'u',
  0x43: 'ri',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
};

const VIRAMA = 0x4d;
const TAMIL = 0x0b80;
const BENGALI = 0x0980;
/** Tamil, Telugu and Kannada words sound their 'a's ('ಸೊಟ್ಟ' sotta); Hindi drops some ('दर्द'). */
const DRAVIDIAN_FROM = 0x0b80;

/** A consonant with its vowel ('' after a virama), a vowel standing alone, or a nasal sign. */
interface Unit {
  letter: string;
  /** The consonant's offset in its block; -1 for a vowel or a nasal sign standing alone. */
  offset: number;
  vowel: string;
  inherent: boolean;
}

/** Tamil's one letter for k/g, ch/j/s, t/d and p/b, said voiced after a nasal or between vowels. */
const TAMIL_VOICED: Record<number, string> = {
  0x15: 'g',
  0x1a: 's',
  0x1f: 'd',
  0x24: 'dh',
  0x2a: 'b',
};
const TAMIL_AFTER_NASAL: Record<number, string> = { 0x1a: 'j' };
const NASALS = new Set(['n', 'm']);

/** The Latin spelling of one Indic word, as a casual typist would write it. */
export function romanizeWord(word: string): string {
  const units: Unit[] = [];
  let block = 0;
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    if (code < 0x0900 || code >= 0x0d00) {
      units.push({ letter: ch, offset: -1, vowel: '', inherent: false });
      continue;
    }
    block = code & ~0x7f;
    const offset = code & 0x7f;
    const last = units.at(-1);
    const sign = VOWEL_SIGNS[offset];
    if (code === 0x09ce) units.push({ letter: 't', offset: 0x24, vowel: '', inherent: false });
    else if (sign !== undefined && last?.inherent)
      Object.assign(last, { vowel: sign, inherent: false });
    else if (offset === VIRAMA && last?.inherent)
      Object.assign(last, { vowel: '', inherent: false });
    else if (offset >= 0x15 && offset <= 0x39) {
      const afterVirama = last !== undefined && last.offset > 0 && last.vowel === '';
      // Bengali's ব after a virama only doubles ('জ্বর' jor); its য is a 'ya' ('ব্যথা' byatha).
      if (block === BENGALI && afterVirama && offset === 0x2c) {
        Object.assign(last, { vowel: 'o', inherent: true });
        continue;
      }
      const inherentVowel = block === BENGALI && !(afterVirama && offset === 0x2f) ? 'o' : 'a';
      units.push({ letter: LETTERS[offset]!, offset, vowel: inherentVowel, inherent: true });
    } else {
      const letter = LETTERS[offset];
      // A vowel standing alone is a syllable of its own; a nasal sign closes the one before.
      if (letter === undefined) continue;
      if (offset === 0x02 || offset === 0x70)
        units.push({ letter, offset: -1, vowel: '', inherent: false });
      else units.push({ letter: '', offset: -1, vowel: letter, inherent: false });
    }
  }
  if (block >= DRAVIDIAN_FROM) {
    if (block === TAMIL) voiceTamil(units);
  } else {
    dropSchwas(units);
  }
  return units.map((u) => u.letter + u.vowel).join('');
}

/** Hindi-like schwa deletion, right to left: 'करता' karta, 'समझना' samajhna, 'दर्द' dard. */
function dropSchwas(units: Unit[]): void {
  const last = units.at(-1);
  if (last?.inherent && units.length > 1) last.vowel = '';
  for (let i = units.length - 2; i > 0; i--) {
    const unit = units[i]!;
    const before = units[i - 1]!;
    const after = units[i + 1]!;
    if (unit.inherent && before.vowel !== '' && after.offset > 0 && after.vowel !== '')
      unit.vowel = '';
  }
}

function voiceTamil(units: Unit[]): void {
  units.forEach((unit, i) => {
    const before = units[i - 1];
    if (i === 0 || before === undefined || !(unit.offset in TAMIL_VOICED)) return;
    // A doubled stop stays hard ('அக்கா' akka, 'பாட்டி' paatti).
    if (unit.vowel === '' && units[i + 1]?.offset === unit.offset) return;
    if (before.vowel === '' && NASALS.has(before.letter))
      unit.letter = TAMIL_AFTER_NASAL[unit.offset] ?? TAMIL_VOICED[unit.offset]!;
    else if (before.vowel !== '') unit.letter = TAMIL_VOICED[unit.offset]!;
  });
}

/** A message with every word in an Indic script spelled in Latin letters. */
export function romanizeText(text: string): string {
  return text.replace(/[\u0900-\u0CFF]+/g, romanizeWord);
}
