import type { AnalysisResult } from '@arogya/contracts/analysis';
import { LAB_TESTS, aliasKey } from '../src/lab/knowledge/lab-tests';
import { FREQUENCIES } from '../src/medicines/knowledge/notation';
import type { FixtureTruth } from '../fixtures/truth';
import { distance } from 'fastest-levenshtein';
import { normaliseForCer } from './cer';

/** Counts for one analysed image; summed over a set they give the metrics. */
export interface ImageScore {
  id: string;
  documentTypeCorrect: boolean;
  labExpected: number;
  labFound: number;
  labReturned: number;
  flagsCorrect: number;
  medicinesExpected: number;
  medicinesFound: number;
  cerEdits: number;
  cerLength: number;
  /** What was missed, for reading a failure (no document text beyond the test names). */
  missedLabs: string[];
  missedMedicines: string[];
}

const testsById = new Map(LAB_TESTS.map((t) => [t.id, t]));

/** Every name a test may be reported under: the printed one, the knowledge base's name, aliases, id. */
function namesOf(testId: string, printed: string): Set<string> {
  const test = testsById.get(testId);
  return new Set(
    [printed, testId, ...(test ? [test.name, ...test.aliases] : [])].map((name) => aliasKey(name)),
  );
}

/** Values compare as numbers when both are ('0.50' = '0.5', '2,50,000' = '250000'), else as words. */
export function sameValue(returned: string, expected: string): boolean {
  const number = (text: string) =>
    /^[<>]?\s*-?[\d,]*\.?\d+$/.test(text.trim()) ? Number(text.replace(/[,<>\s]/g, '')) : NaN;
  const a = number(returned);
  const b = number(expected);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  const word = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s-]+/g, ' ')
      .trim();
  return word(returned) === word(expected);
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * A returned medicine name matches a printed one when either contains the other once spaces and
 * punctuation are dropped ('Dolo 650' = 'DOLO-650' = 'Dolo'), or they differ by one letter.
 */
export function sameMedicine(returned: string, expected: string): boolean {
  const a = compact(returned);
  const b = compact(expected);
  if (!a || !b) return false;
  if (a.includes(b) || (b.includes(a) && a.length >= 4)) return true;
  return distance(a, b) <= 1;
}

const frequencyKey = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');

/**
 * A returned frequency matches a printed notation when it is the notation itself or the
 * everyday words the knowledge base gives for it ('1-0-1' → 'twice a day: once in the morning…').
 */
export function sameFrequency(returned: string | undefined, notation: string): boolean {
  if (!returned) return false;
  const key = frequencyKey(notation);
  if (frequencyKey(returned) === key) return true;
  const entry = FREQUENCIES.find((f) => f.pattern.some((p) => frequencyKey(p) === key));
  return entry !== undefined && returned.trim().toLowerCase() === entry.en.toLowerCase();
}

/** Scores one analysis against its fixture's ground truth. */
export function scoreImage(result: AnalysisResult, truth: FixtureTruth): ImageScore {
  const unusedLabs = [...result.labResults];
  let labFound = 0;
  let flagsCorrect = 0;
  const missedLabs: string[] = [];
  for (const expected of truth.labResults) {
    const names = namesOf(expected.testId, expected.test);
    const index = unusedLabs.findIndex(
      (r) => names.has(aliasKey(r.test)) && sameValue(r.value, expected.value),
    );
    if (index < 0) {
      missedLabs.push(`${expected.testId}=${expected.value}`);
      continue;
    }
    labFound++;
    if (unusedLabs[index]!.flag === expected.flag) flagsCorrect++;
    unusedLabs.splice(index, 1);
  }

  const unusedMedicines = [...result.medicines];
  let medicinesFound = 0;
  const missedMedicines: string[] = [];
  for (const expected of truth.medicines) {
    const index = unusedMedicines.findIndex(
      (m) => sameMedicine(m.name, expected.name) && sameFrequency(m.frequency, expected.frequency),
    );
    if (index < 0) {
      missedMedicines.push(`${expected.name} ${expected.frequency}`);
      continue;
    }
    medicinesFound++;
    unusedMedicines.splice(index, 1);
  }

  const printed = normaliseForCer(truth.text);
  return {
    id: truth.id,
    documentTypeCorrect: result.documentType === truth.documentType,
    labExpected: truth.labResults.length,
    labFound,
    labReturned: result.labResults.length,
    flagsCorrect,
    medicinesExpected: truth.medicines.length,
    medicinesFound,
    cerEdits: distance(normaliseForCer(result.originalText), printed),
    cerLength: printed.length,
    missedLabs,
    missedMedicines,
  };
}

/** The metrics of a set of images, as fractions (NaN where a set has nothing to measure). */
export interface SetMetrics {
  images: number;
  documentTypeAccuracy: number;
  labRecall: number;
  labPrecision: number;
  flagAccuracy: number;
  medicineRecall: number;
  cer: number;
}

/** Sums counts over images: recall and precision over all rows, CER over all characters. */
export function summarise(scores: ImageScore[]): SetMetrics {
  const sum = (pick: (s: ImageScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  return {
    images: scores.length,
    documentTypeAccuracy: sum((s) => (s.documentTypeCorrect ? 1 : 0)) / scores.length,
    labRecall: sum((s) => s.labFound) / sum((s) => s.labExpected),
    labPrecision: sum((s) => s.labFound) / sum((s) => s.labReturned),
    flagAccuracy: sum((s) => s.flagsCorrect) / sum((s) => s.labFound),
    medicineRecall: sum((s) => s.medicinesFound) / sum((s) => s.medicinesExpected),
    cer: sum((s) => s.cerEdits) / sum((s) => s.cerLength),
  };
}
