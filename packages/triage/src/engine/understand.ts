import type { TimeUnit } from '../language/schema';
import { KB, type LexiconWord } from './knowledge-index';
import type { PhraseMatch } from './phrase-matcher';
import { clauses, normalize, tokenize } from './text';

/** What one message says. */
export interface MessageFindings {
  /** Symptom id → true when present, false when denied; in order of mention. */
  symptoms: Map<string, boolean>;
  /** How long it has been going on, in days (hours are fractions). */
  durationDays?: number;
  ageMonths?: number;
  sex?: 'female' | 'male';
  child: boolean;
  severe: boolean;
  medicineRequest: boolean;
  ruleOverride: boolean;
  /** A bare yes / no / not-sure answer to the previous question. */
  answer?: 'yes' | 'no' | 'unsure';
}

const DAYS_PER: Record<TimeUnit, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
/** Words after a number and unit that make it an age ('2 year old', '5 साल का', '3 வயது'). */
const AGE_AFTER = new Set(
  [
    'old',
    'yo',
    'ka',
    'ki',
    'ke',
    'ki umar',
    'का',
    'की',
    'के',
    'ਦਾ',
    'ਦੀ',
    'ਦੇ',
    'চা',
    'এর',
    'বছরের',
    'வயது',
    'ವರ್ಷದ',
    'వయస్సు',
    'ఏళ్ల',
    'નો',
    'ની',
    'ના',
    'चा',
    'ची',
    'चे',
    'रो',
    'री',
    'के',
    'वर्षीय',
    'साल',
    'बरस',
  ].map(normalize),
);
/** Words before a number that make it an age ('age 65', 'aged 70', 'उम्र 40'). */
const AGE_BEFORE = new Set(
  [
    'age',
    'aged',
    'umar',
    'umr',
    'उम्र',
    'उमर',
    'वय',
    'ವಯಸ್ಸು',
    'வயது',
    'వయసు',
    'ਉਮਰ',
    'বয়স',
    'ઉંમર',
  ].map(normalize),
);
/** 'since yesterday', 'कल से': one day. */
const YESTERDAY = [
  'yesterday',
  'kal se',
  'कल से',
  'कल',
  'काल पासून',
  'কাল থেকে',
  'ਕੱਲ੍ਹ ਤੋਂ',
  'நேற்று',
  'నిన్న',
  'ನಿನ್ನೆ',
  'ગઈકાલ',
].map(normalize);
const TODAY = [
  'since morning',
  'subah se',
  'सुबह से',
  'आज सुबह',
  'today',
  'aaj se',
  'आज से',
  'this morning',
].map(normalize);

/** Is the whole message a short yes / no / not-sure answer? */
function bareAnswer(text: string): MessageFindings['answer'] {
  const normalized = normalize(text);
  if (normalized.split(' ').length > 4) return undefined;
  const exact = KB.answers.get(normalized);
  if (exact) return exact;
  const first = normalized.split(' ')[0] ?? '';
  return KB.answers.get(first);
}

/** Reads symptoms (with negation), duration, age, sex and intent from one message. */
export function understandMessage(text: string): MessageFindings {
  const findings: MessageFindings = {
    symptoms: new Map(),
    child: false,
    severe: false,
    medicineRequest: false,
    ruleOverride: false,
    answer: bareAnswer(text),
  };
  const normalizedWhole = normalize(text);
  if (YESTERDAY.some((w) => ` ${normalizedWhole} `.includes(` ${w} `))) findings.durationDays = 1;
  if (TODAY.some((w) => ` ${normalizedWhole} `.includes(` ${w} `))) findings.durationDays = 0.5;

  for (const clause of clauses(text)) {
    const tokens = tokenize(clause);
    const words = KB.lexiconMatcher.find(tokens);
    const symptoms = KB.symptomMatcher.find(tokens);
    readNumbers(tokens, words, findings);
    for (const word of words) {
      const kind = word.value.kind;
      if (
        kind === 'child' ||
        kind === 'severe' ||
        kind === 'medicineRequest' ||
        kind === 'ruleOverride'
      )
        findings[kind] = true;
      if (kind === 'female' || kind === 'male')
        findings.sex = findings.sex && findings.sex !== kind ? undefined : kind;
    }
    for (const match of symptoms) {
      if (overlapsLexicon(match, words)) continue;
      const denied = isDenied(match, words, symptoms);
      // A symptom both said and denied in one message: the saying wins ('fever, no high fever').
      if (findings.symptoms.get(match.value) !== true) findings.symptoms.set(match.value, !denied);
    }
  }
  if (findings.symptoms.get('pregnant')) findings.sex = 'female';
  return findings;
}

/** A symptom phrase that is really a small word ('na' in Hinglish) is not a symptom. */
function overlapsLexicon(match: PhraseMatch<string>, words: PhraseMatch<LexiconWord>[]): boolean {
  return words.some(
    (w) =>
      (w.value.kind === 'negationAfter' || w.value.kind === 'negationBefore') &&
      w.start <= match.start &&
      w.end >= match.end,
  );
}

/**
 * Negation: a 'no/not/without' up to 5 words before the symptom, or a 'नहीं/இல்லை/nahi' after it
 * with at most 3 words (and other symptoms joined by 'and/aur') in between.
 */
function isDenied(
  match: PhraseMatch<string>,
  words: PhraseMatch<LexiconWord>[],
  symptoms: PhraseMatch<string>[],
): boolean {
  // A negation word inside a symptom phrase ('बोल नहीं पा रहा') or a longer phrase of another
  // kind ('बर्दाश्त नहीं' = severe) belongs to that phrase and denies nothing.
  const covered = (word: PhraseMatch<LexiconWord>) =>
    symptoms.some((s) => s.start <= word.start && s.end > word.start) ||
    words.some(
      (other) =>
        other.value.kind !== 'negationBefore' &&
        other.value.kind !== 'negationAfter' &&
        other.start <= word.start &&
        other.end > word.start,
    );
  for (const word of words) {
    if (covered(word)) continue;
    if (
      word.value.kind === 'negationBefore' &&
      word.end <= match.start &&
      match.start - word.end <= 4
    ) {
      // 'no fever, cough' has a comma (a clause break); 'no cough and fever' denies both.
      return true;
    }
    if (word.value.kind === 'negationAfter' && word.start >= match.end) {
      const between = word.start - match.end;
      if (between <= 3) return true;
      // 'bukhar aur khansi nahi': a later symptom ending right before the negation carries it back.
      const chained = symptoms.some(
        (s) =>
          s.start >= match.end &&
          s.end <= word.start &&
          word.start - s.end <= 3 &&
          s.start - match.end <= 3,
      );
      if (chained) return true;
    }
  }
  return false;
}

/** Numbers followed by a unit: an age when marked as one, else a duration. */
function readNumbers(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  findings: MessageFindings,
): void {
  const units = words.filter(
    (w): w is PhraseMatch<LexiconWord> & { value: { kind: 'unit'; unit: TimeUnit } } =>
      w.value.kind === 'unit',
  );
  for (const unit of units) {
    const count = numberBefore(tokens, words, unit.start);
    const after = tokens[unit.end];
    const twoAfter = tokens.slice(unit.end, unit.end + 2).join(' ');
    const before = count ? tokens[count.start - 1] : undefined;
    const value =
      count?.value ?? (unit.value.unit === 'day' || unit.value.unit === 'week' ? 1 : undefined);
    if (value === undefined) continue;
    const isAge =
      (after !== undefined && (AGE_AFTER.has(after) || AGE_AFTER.has(twoAfter))) ||
      (before !== undefined && AGE_BEFORE.has(before));
    if (
      isAge &&
      (unit.value.unit === 'year' ||
        unit.value.unit === 'month' ||
        unit.value.unit === 'week' ||
        unit.value.unit === 'day')
    ) {
      findings.ageMonths = Math.round(value * (DAYS_PER[unit.value.unit] / 30));
      if (unit.value.unit === 'year') findings.ageMonths = Math.round(value * 12);
    } else if (count) {
      const days = value * DAYS_PER[unit.value.unit];
      findings.durationDays = Math.max(findings.durationDays ?? 0, days);
    }
  }
  // 'age 65' / 'I am 65' with no unit.
  tokens.forEach((token, i) => {
    if (
      /^\d{1,3}$/.test(token) &&
      i > 0 &&
      AGE_BEFORE.has(tokens[i - 1]!) &&
      findings.ageMonths === undefined
    )
      findings.ageMonths = Number(token) * 12;
  });
}

/** The number just before a unit word: digits ('3', '3.5') or a number word ('three', 'तीन'). */
function numberBefore(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  unitStart: number,
): { value: number; start: number } | undefined {
  for (let back = 1; back <= 2; back++) {
    const at = unitStart - back;
    if (at < 0) return undefined;
    const token = tokens[at]!;
    if (/^\d+(\.\d+)?$/.test(token)) {
      // '1 5 days' came from '1-5 days' or '1.5'? normalize() keeps neither dot: use the last number.
      return { value: Number(token), start: at };
    }
    const word = words.find((w) => w.value.kind === 'number' && w.end === at + 1);
    if (word && word.value.kind === 'number') return { value: word.value.value, start: word.start };
  }
  return undefined;
}
