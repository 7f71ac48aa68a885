import { distance } from 'fastest-levenshtein';
import { foldOcrLookalikes } from '../text/ocr-text';
import type { LabQualitative } from './knowledge/schema';

/** A result printed as a word ('Positive', 'Non Reactive', 'Nil', '++'). */
export interface ResultWord {
  /** The word as printed. */
  text: string;
  /** True for the abnormal side: positive, reactive, present, trace, plenty. */
  abnormal: boolean;
}

interface Phrase {
  key: string;
  abnormal: boolean;
}

/**
 * Lower case with a hyphen between letters read as a space ('Non-Reactive' = 'non reactive');
 * length is kept.
 */
function wordKey(text: string): string {
  return text.toLowerCase().replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
}

const PHRASES = new WeakMap<LabQualitative, Phrase[]>();

/**
 * The phrases of a word list, longest first so 'non reactive' is tried before 'reactive' and
 * '++' before '+'; at equal length the normal list comes first, as the schema asks.
 */
function phrasesOf(words: LabQualitative): Phrase[] {
  let phrases = PHRASES.get(words);
  if (!phrases) {
    phrases = [
      ...words.normal.map((w) => ({ key: wordKey(w), abnormal: false })),
      ...words.abnormal.map((w) => ({ key: wordKey(w), abnormal: true })),
    ].sort((a, b) => b.key.length - a.key.length);
    PHRASES.set(words, phrases);
  }
  return phrases;
}

/** The result word at the start of a text, if the test's word list knows it. */
export function readResultWord(text: string, words: LabQualitative): ResultWord | undefined {
  const key = wordKey(text);
  for (const phrase of phrasesOf(words)) {
    if (!key.startsWith(phrase.key)) continue;
    const next = key.charAt(phrase.key.length);
    // A whole word only: 'neg' must not match the start of 'negligible'.
    const wordEnds =
      next === '' || !/[\p{L}\p{N}]/u.test(next) || !/[\p{L}\p{N}]$/u.test(phrase.key);
    if (wordEnds) return { text: text.slice(0, phrase.key.length), abnormal: phrase.abnormal };
  }
  return readMisreadWord(text, words);
}

/** A phrase in the case it was printed in: 'NEGATIVE', 'Non Reactive' or 'negative'. */
function inPrintedCase(phrase: string, printed: string): string {
  if (!/\p{Ll}/u.test(printed)) return phrase.toUpperCase();
  if (/^\p{Lu}/u.test(printed)) return phrase.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
  return phrase;
}

/**
 * A result word with one OCR slip ('Negativc', 'Ne9ative', 'Prcsent', 'Non Reactlve'): long
 * words only, and only when every phrase that close means the same side.
 */
function readMisreadWord(text: string, words: LabQualitative): ResultWord | undefined {
  const tokens = text.split(' ');
  let found: ResultWord | undefined;
  for (const phrase of phrasesOf(words)) {
    if (phrase.key.length < 6) continue;
    const printed = tokens.slice(0, phrase.key.split(' ').length).join(' ');
    const key = wordKey(foldOcrLookalikes(printed));
    if (key.length < 6 || distance(key, phrase.key) > 1) continue;
    if (found && found.abnormal !== phrase.abnormal) return undefined;
    if (!found || printed.length > found.text.length) {
      // Shown as it should have been printed: 'Negativc' → 'Negative'.
      found = { text: inPrintedCase(phrase.key, printed), abnormal: phrase.abnormal };
    }
  }
  return found;
}
