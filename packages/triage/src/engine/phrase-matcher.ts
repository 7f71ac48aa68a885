import { distance } from 'fastest-levenshtein';
import { SOUND_VIRAMA, firstSound, isIndic, soundKey, tokenize } from './text';

/** One phrase to find in text, and what it stands for. */
export interface Phrase<T> {
  tokens: string[];
  value: T;
  /** Names a part of the body: it may not skip over another one. */
  located: boolean;
}

/** A phrase found in a token list: tokens [start, end). */
export interface PhraseMatch<T> {
  value: T;
  start: number;
  end: number;
  /** Characters of the phrase: longer phrases are more specific. */
  length: number;
}

/** Most words allowed between two words of a phrase ('sir me bahut dard' for 'sir me dard', 'चेहरा एक तरफ टेढ़ा' for 'चेहरा टेढ़ा'). */
const MAX_GAP = 2; // one more between Indic words: postpositions and objects sit in between

/**
 * Does a typed token say the phrase's token? Indic scripts: the typed word may carry a suffix
 * ('காய்ச்சலாக' → 'காய்ச்சல்'). Latin: exact, a plural 's', or a spelling slip (one edit from
 * 5 letters, two from 9).
 */
export function tokenMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (isIndic(word)) {
    // Two-letter words ('মা', 'ना') are too short to take suffixes safely: exact only.
    if (word.length <= 2) return false;
    // A suffix after the whole word ('ಜ್ವರ' → 'ಜ್ವರದಿಂದ'), or another vowel sign in place of the
    // last one ('रहा' → 'रहे', 'காய்ச்சல்' → 'காய்ச்சலாக'); never a new consonant after a
    // clipped stem ('नको' must not match 'नकसीर').
    if (typed.startsWith(word)) return typed.length - word.length <= 7;
    const stem = indicStem(word);
    if (
      stem !== word &&
      typed.startsWith(stem) &&
      /\p{M}/u.test(typed[stem.length] ?? '') &&
      typed.length - stem.length <= 7
    )
      return true;
    return samePersonlessVerb(typed, word) || sameHearsay(typed, word);
  }
  if (/^\d/.test(word) || /^\d/.test(typed)) return false;
  // A plural 's' on words of 3+ letters ('i' is not 'is').
  if (Math.min(typed.length, word.length) >= 3 && (typed === `${word}s` || `${typed}s` === word))
    return true;
  // An ending typed on a long word, in place of its last vowel or after it ('valikkudhu' →
  // 'valikkudhaam', 'mudiyala' → 'mudiyalaiyaam'): Indian languages typed in Latin letters join
  // endings to the word.
  const stem = /[aeiou]$/.test(word) ? word.slice(0, -1) : word;
  if (stem.length >= LATIN_STEM && typed.startsWith(stem) && typed.length - stem.length <= 5)
    return true;
  if (word.length < 5 || Math.abs(typed.length - word.length) > 2) return false;
  const allowed = word.length >= 9 ? 2 : 1;
  // A slip in the first letter is rare and makes many false friends ('pain' / 'rain').
  return typed[0] === word[0] && distance(typed, word) <= allowed;
}

/** A sound key without its viramas: how phrases are looked up by sound. */
const looseKey = (word: string): string => soundKey(word).replaceAll(SOUND_VIRAMA, '');

/**
 * How much of `heard` says `meant` when the speller may have dropped a virama of it ('दरद' for
 * 'दर्द'), never added one; -1 if it does not.
 */
function heardUpTo(heard: string, meant: string): number {
  let at = 0;
  for (const ch of meant) {
    if (heard[at] === ch) at++;
    else if (ch !== SOUND_VIRAMA) return -1;
  }
  return at;
}

/**
 * Does a word spelled by ear sound like the phrase word: the same first letter (firstSound) and
 * the same sound key, or, for keys of five letters or more, the key with an ending after it.
 * Shorter keys with endings make other words ('शिंका' / 'शिकायत', 'खांखि' / 'काका').
 */
function soundsLike(typed: string, word: string): boolean {
  const heard = soundKey(typed);
  const meant = soundKey(word);
  const letters = looseKey(word).length;
  if (letters < 3 || firstSound(typed) !== firstSound(word)) return false;
  const whole = heardUpTo(heard, meant);
  if (whole === heard.length) return true;
  if (letters < 5) return false;
  if (whole > 0) return heard.length - whole <= 7;
  // Another vowel sign in place of the word's last one ('रहा' / 'रहे').
  const stem = heardUpTo(heard, soundKey(indicStem(word)));
  return stem > 0 && heard.length - stem <= 7 && /\p{M}/u.test(heard[stem]!);
}

/** Latin words this long are too long for a one-letter slip to make another word. */
const LONG_KNOWN = 9;

/** Latin words this long may carry an ending typed onto them. */
const LATIN_STEM = 6;

/**
 * Telugu's hearsay ending: 'they say it does not move' is 'కదలట్లేదట' for 'కదలట్లేదు' (the last
 * vowel sign dropped, 'ట' or 'అట' added).
 */
function sameHearsay(typed: string, word: string): boolean {
  const told = typed.replace(/(?:అట|ట)$/u, '');
  return told !== typed && told.length >= 3 && told === indicStem(word);
}

/**
 * Person endings of Telugu, Kannada and Tamil verbs: 'he / she / they (respectful) / it is
 * talking nonsense' is one symptom ('మాట్లాడుతున్నాడు' / 'మాట్లాడుతున్నారు').
 */
const PERSON_ENDINGS = [
  ['ాడు', 'ారు', 'ింది', 'ుంది', 'ాను', 'ావు', 'ాము'],
  ['ಾನೆ', 'ಾಳೆ', 'ಾರೆ', 'ಿದೆ', 'ುತ್ತೆ'],
  ['ான்', 'ாள்', 'ார்', 'ாங்க', 'ாரு', 'ுது', 'ேன்'],
];

/** The same verb with another person ending (the stem before it at least 3 letters long). */
function samePersonlessVerb(typed: string, word: string): boolean {
  for (const endings of PERSON_ENDINGS) {
    const wordEnding = endings.find((e) => word.endsWith(e));
    if (!wordEnding) continue;
    const stem = word.slice(0, -wordEnding.length);
    if (stem.length < 3 || !typed.startsWith(stem)) return false;
    return endings.includes(typed.slice(stem.length));
  }
  return false;
}

/**
 * An Indic word without its final vowel sign or virama, so inflections match
 * ('रहा' / 'रहे' / 'रही', 'காய்ச்சல்' / 'காய்ச்சலாக'); very short words stay whole.
 */
export function indicStem(word: string): string {
  const stem = word.replace(/\p{M}+$/u, '');
  return stem.length >= 2 ? stem : word;
}

/** The typed word without an ending of up to five letters, as long as a stem may be. */
function latinStems(typed: string): string[] {
  const stems: string[] = [];
  for (let end = typed.length - 1; end >= Math.max(LATIN_STEM, typed.length - 5); end--)
    stems.push(typed.slice(0, end));
  return stems;
}

/** Every one-letter deletion of a word (SymSpell's trick: two words one edit apart share one). */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** The index keys a typed word is looked up by, and those of its sound when spelled by ear. */
interface LookupKeys {
  keys: string[];
  soundKeys: string[];
}

/**
 * Lookup keys of recently typed words: all of a reply's ~180 matchers look up the same words, so
 * each word's keys are made once. Cleared when full, so memory stays bounded.
 */
const RECENT_KEYS = new Map<string, LookupKeys>();
const RECENT_KEYS_MAX = 20_000;

function lookupKeys(typed: string): LookupKeys {
  const known = RECENT_KEYS.get(typed);
  if (known) return known;
  const indic = isIndic(typed);
  const keys = indic
    ? // A one-letter word is its own key (Gujarati 'છ', six).
      Array.from({ length: Math.max(1, typed.length - 1) }, (_, i) => typed.slice(0, i + 2))
    : typed.length < 5
      ? [typed, `${typed}s`, typed.replace(/s$/, '')]
      : [...deletions(typed), ...latinStems(typed)];
  const sound = indic ? looseKey(typed) : '';
  const soundKeys = Array.from({ length: sound.length }, (_, i) => sound.slice(0, i + 1));
  if (RECENT_KEYS.size >= RECENT_KEYS_MAX) RECENT_KEYS.clear();
  const made = { keys: [...new Set(keys)], soundKeys };
  RECENT_KEYS.set(typed, made);
  return made;
}

/**
 * Finds many phrases in text quickly: phrases are indexed by their first word (its one-letter
 * deletions for Latin words, so slips still find candidates; its exact form for Indic words, looked
 * up by every prefix of the typed word).
 */
export class PhraseMatcher<T> {
  private readonly byKey = new Map<string, Phrase<T>[]>();
  /** First letters of byKey's keys. */
  private readonly keyStarts = new Set<string>();
  /** Latin words of the phrases: a typed word that is one of them is not a slip ('saans' is not 'saanp'). */
  private readonly knownWords = new Set<string>();
  /** Phrases by the sound key of their first word's stem, when words spelled by ear are read. */
  private readonly bySound = new Map<string, Phrase<T>[]>();

  /**
   * @param noGap words a phrase may not skip over: 'khansi nahi hai' must not read as 'khansi hai'.
   * @param places parts of the body: a phrase naming one ('sir me dard') may not skip over
   *   another ('sir, pet me dard' is no headache); others may ('saanp ne pair me kaat liya').
   * @param ownWords words in any script always read as themselves, never as an inflection or slip
   *   of a phrase word ('दादी', grandmother, is not 'दाद', ringworm).
   * @param exactLatin Latin words match only as written (or with a plural 's'), never as a slip:
   *   for small words of many languages typed in Latin letters, one letter apart is another word
   *   ('naan', I, is not Punjabi 'naani'; Marathi 'khokla', cough, is not Bengali 'khoka', boy).
   * @param spelledByEar when given, an Indic word spelled by ear ('दरद', 'ਹਥੋ', 'ಆವು') also reads as
   *   the phrase word it sounds like (soundKey), unless it is one of these known words, which read
   *   as themselves. Only for lists that raise an alarm: a slip must never clear one.
   * @param wholeIndic Indic words match only whole, with a suffix after them, never with another
   *   vowel sign in place of the last: where that sign is the meaning (Tamil 'கடிச்சா', if it bites,
   *   is not 'கடிச்சிருச்சு', it bit).
   */
  constructor(
    phrases: Iterable<{ text: string; value: T }>,
    private readonly noGap: ReadonlySet<string> = new Set(),
    private readonly places: ReadonlySet<string> = new Set(),
    private readonly ownWords: ReadonlySet<string> = new Set(),
    private readonly exactLatin = false,
    private readonly spelledByEar?: ReadonlySet<string>,
    private readonly wholeIndic = false,
  ) {
    const seen = new Set<string>();
    for (const { text, value } of phrases) {
      const tokens = tokenize(text);
      if (tokens.length === 0) continue;
      const id = `${tokens.join(' ')}\u0000${JSON.stringify(value)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const token of tokens) if (!isIndic(token)) this.knownWords.add(token);
      const first = tokens[0]!;
      const keys = isIndic(first)
        ? [indicStem(first)]
        : first.length < 5
          ? [first]
          : deletions(first);
      const phrase = { tokens, value, located: tokens.some((t) => places.has(t)) };
      for (const key of new Set(keys)) {
        const list = this.byKey.get(key) ?? [];
        list.push(phrase);
        this.byKey.set(key, list);
        this.keyStarts.add(key[0]!);
      }
      if (spelledByEar && isIndic(first)) {
        const key = looseKey(indicStem(first));
        const list = this.bySound.get(key) ?? [];
        list.push(phrase);
        this.bySound.set(key, list);
      }
    }
  }

  /** Does any phrase occur in the tokens? */
  has(tokens: string[]): boolean {
    return this.find(tokens).length > 0;
  }

  /** Every phrase occurrence in the tokens (overlaps included). */
  find(tokens: string[]): PhraseMatch<T>[] {
    const matches: PhraseMatch<T>[] = [];
    const seen = new Set<string>();
    for (let start = 0; start < tokens.length; start++) {
      for (const phrase of this.candidates(tokens[start]!)) {
        const end = this.matchFrom(tokens, start, phrase);
        if (end === undefined) continue;
        const key = `${start}:${end}:${JSON.stringify(phrase.value)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        matches.push({ value: phrase.value, start, end, length: phrase.tokens.join(' ').length });
      }
    }
    return matches;
  }

  private candidates(typed: string): Phrase<T>[] {
    const { keys, soundKeys } = lookupKeys(typed);
    // Most matchers hold no word starting like the typed one: answer those without building sets.
    const byKey = keys.some((key) => this.keyStarts.has(key[0]!));
    const bySound = this.spelledByEar !== undefined && soundKeys.length > 0;
    if (!byKey && !bySound) return [];
    const found = new Set<Phrase<T>>();
    if (byKey)
      for (const key of keys) for (const phrase of this.byKey.get(key) ?? []) found.add(phrase);
    if (bySound)
      for (const key of soundKeys)
        for (const phrase of this.bySound.get(key) ?? []) found.add(phrase);
    return [...found].filter((phrase) => this.says(typed, phrase.tokens[0]!));
  }

  /** tokenMatches, except that a known word is read as itself, never as a slip for another. */
  private says(typed: string, word: string): boolean {
    if (typed === word) return true;
    if (this.readsAsOwnWord(typed, word)) return false;
    if (this.wholeIndic && isIndic(typed))
      return typed.startsWith(word) && typed.length - word.length <= 7;
    // A known word is read as itself ('saans' is not 'saanp'), unless both are long: 'kottukuntunnai'
    // and 'kottukuntunnayi' are one word spelled two ways, not two words.
    const longAlike = typed.length >= LONG_KNOWN && word.length >= LONG_KNOWN;
    if (!isIndic(typed) && (this.exactLatin || (this.knownWords.has(typed) && !longAlike))) {
      // A plural 's' on words of 3+ letters ('ga' is not 'gas').
      const plural = typed === `${word}s` || `${typed}s` === word;
      return plural && Math.min(typed.length, word.length) >= 3;
    }
    if (tokenMatches(typed, word)) return true;
    return (
      this.spelledByEar !== undefined &&
      !this.spelledByEar.has(typed) &&
      isIndic(typed) &&
      isIndic(word) &&
      soundsLike(typed, word)
    );
  }

  /** Is the typed word one of the own words, or one of them inflected ('दादाजी'), rather than the phrase word? */
  private readsAsOwnWord(typed: string, word: string): boolean {
    if (this.ownWords.has(typed)) return true;
    if (!isIndic(typed) || !typed.startsWith(word)) return false;
    for (const own of this.ownWords)
      if (own.length > word.length && typed.startsWith(own)) return true;
    return false;
  }

  /** Index after the phrase's last token if the phrase starts at `start`, allowing small gaps. */
  private matchFrom(tokens: string[], start: number, phrase: Phrase<T>): number | undefined {
    const words = phrase.tokens;
    let at = start + 1;
    for (let w = 1; w < words.length; w++) {
      let found = -1;
      const maxGap = isIndic(words[w]!) ? MAX_GAP + 1 : MAX_GAP;
      for (let gap = 0; gap <= maxGap && at + gap < tokens.length; gap++) {
        if (this.says(tokens[at + gap]!, words[w]!)) {
          found = at + gap;
          break;
        }
        const skipped = tokens[at + gap]!;
        if (this.noGap.has(skipped) || (phrase.located && this.places.has(skipped))) break;
      }
      if (found < 0) return undefined;
      at = found + 1;
    }
    return at;
  }
}

/**
 * Do two kinds of words stand close together: one of `first` within `within` words of one of
 * `second` ('rice … falling … mouth', 'soft spot … bulging')? With `secondAfter`, the second must
 * come after the first.
 */
export function near<A, B>(
  first: PhraseMatch<A>[],
  second: PhraseMatch<B>[],
  within: number,
  secondAfter = false,
): boolean {
  return first.some(({ start: a }) =>
    second.some(({ start: b }) =>
      secondAfter ? b > a && b - a <= within : Math.abs(b - a) <= within,
    ),
  );
}
