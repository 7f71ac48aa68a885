import { FuzzyIndex } from '../text/fuzzy-index';
import { foldOcrLookalikes } from '../text/ocr-text';
import { LAB_TESTS } from './knowledge/lab-tests';
import type { LabTest } from './knowledge/schema';

/**
 * The form in which test names are compared: lower case, '&' read as 'and', every punctuation a
 * space, '%', '#' and '+' kept as words ('NEUT%' vs 'NEUT#'), and a digit split from the letters
 * after it ('2hr' → '2 hr'), so 'S.Typhi "O"', 'S Typhi O' and 's. typhi (o)' are one key.
 */
export function testNameKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[%#+]/g, ' $& ')
    .replace(/(\d)(?=\p{L})/gu, '$1 ')
    .replace(/[^\p{L}\p{N}%#+]+/gu, ' ')
    .trim()
    .replace(/ +/g, ' ');
}

const TESTS_BY_ID = new Map(LAB_TESTS.map((test) => [test.id, test]));

/** Every alias and name of every test, tolerant to OCR slips. Values are test ids. */
const TEST_NAMES = new FuzzyIndex<string>(testNameKey);
for (const test of LAB_TESTS) {
  // Aliases first: they are the spellings reports print, and the first spelling of a key is shown.
  for (const alias of [...test.aliases, test.name]) TEST_NAMES.add(alias, test.id);
}

/** Longest name in words, which bounds how many leading words of a line can name a test. */
export const MAX_TEST_NAME_WORDS = Math.max(
  ...LAB_TESTS.flatMap((t) => [...t.aliases, t.name].map((a) => testNameKey(a).split(' ').length)),
);

/** The test with this id; ids come from the knowledge base, so it always exists. */
export function labTestById(id: string): LabTest {
  return TESTS_BY_ID.get(id)!;
}

/**
 * A printed test name matched to one or more tests (several when the alias is shared, e.g.
 * 'Sugar').
 */
export interface TestNameMatch {
  tests: LabTest[];
  /** The knowledge base's spelling of the printed name ('Platelet Cont' → 'Platelet Count'). */
  spelling: string;
}

/** Tests a printed name stands for; fuzzy matching tolerates OCR slips. */
export function findTestName(printed: string, fuzzy: boolean): TestNameMatch | undefined {
  const match = TEST_NAMES.find(printed, { fuzzy });
  return match && { tests: match.values.map(labTestById), spelling: match.spelling };
}

/**
 * The keys of every leading run of a line's words, built word by word (a key is the same whether
 * made from the whole run or joined from its words): keys[k - 1] is for the first k words.
 */
export function leadingNameKeys(words: string[]): { key: string; folded: string }[] {
  const keys: { key: string; folded: string }[] = [];
  let key = '';
  let folded = '';
  for (const word of words) {
    const wordKey = testNameKey(word);
    const foldedWord = testNameKey(foldOcrLookalikes(word));
    key = wordKey === '' ? key : key === '' ? wordKey : `${key} ${wordKey}`;
    folded = foldedWord === '' ? folded : folded === '' ? foldedWord : `${folded} ${foldedWord}`;
    keys.push({ key, folded });
  }
  return keys;
}

/** Tests named by keys from leadingNameKeys. */
export function findTestNameByKeys(
  keys: { key: string; folded: string },
  fuzzy: boolean,
): TestNameMatch | undefined {
  const match = TEST_NAMES.findKeys(keys, { fuzzy });
  return match && { tests: match.values.map(labTestById), spelling: match.spelling };
}
