import type { LabFlag, LabResult } from '@arogya/contracts/analysis';
import { readNumber } from '../text/ocr-text';
import type { LabPanel, LabTest } from './knowledge/schema';
import {
  MAX_TEST_NAME_WORDS,
  findTestName,
  findTestNameByKeys,
  leadingNameKeys,
} from './lab-test-index';
import type { TestNameMatch } from './lab-test-index';
import { toCanonical } from './lab-units';
import type { UnitConversion } from './lab-units';
import { flagAgainst, knownBoundsFor, printedBoundsFor, readPrintedRange } from './reference-range';
import type { PatientSex, PrintedRange } from './reference-range';
import { formatKnownRange } from './known-range';
import { isReportDetailsLine, readPatientSex, sectionOf } from './report-lines';
import { readResultWord } from './result-words';
import { readMarker, readRowValue, rowTokens, skipFiller } from './row-value';
import { readUnit } from './row-unit';
import type { UnitRead } from './row-unit';
import type { RowValue } from './row-value';
import { readWidalGrid } from './widal-grid';
import type { LabFinding } from './lab-finding';

interface RowContext {
  sex: PatientSex | undefined;
  section: LabPanel | undefined;
}

/** Canonical 'units' that are not printed as units, so a row without one does not get one. */
const PSEUDO_UNITS = new Set(['ratio', 'pH', 'SG', 'titre']);

/** Lines worth a fuzzy name search hold a number or a result word; headings and notes do not. */
const MAY_HOLD_RESULT =
  /\d|positive|negative|reactive|nil\b|absent|present|detected|trace|normal|seen|\+/i;

/** A word printed as the reference ('Negative', 'Nil'); only the normal side can be one. */
function qualitativeReference(test: LabTest, text: string): string | undefined {
  const word = test.qualitative && readResultWord(text, test.qualitative);
  return word && !word.abnormal ? word.text : undefined;
}

/** The printed range after a value; beside a titre, a bare '1:80' is the highest normal titre. */
function readRangeAfter(value: RowValue, text: string): PrintedRange | undefined {
  const titreLimit = /^1:(\d+)\b/.exec(text);
  if (titreLimit && /^1:\d+$/.test(value.printed)) {
    return { text: titreLimit[0], bounds: { high: Number(titreLimit[1]) } };
  }
  return readPrintedRange(text);
}

/** The flag of a number, from the printed range if any, else from the knowledge base. */
function numberFlag(
  value: RowValue,
  test: LabTest,
  printedRange: PrintedRange | undefined,
  conversion: UnitConversion | undefined,
  sex: PatientSex | undefined,
): LabFlag | undefined {
  if (value.number === undefined) return undefined;
  let flag: LabFlag | undefined;
  if (printedRange) flag = flagAgainst(value.number, printedBoundsFor(printedRange, sex));
  else if (conversion && test.range)
    flag = flagAgainst(toCanonical(value.number, conversion), knownBoundsFor(test.range, sex));
  // '< 10' against an upper limit of 5 cannot be placed.
  if ((value.comparator === '<' && flag === 'high') || (value.comparator === '>' && flag === 'low'))
    return undefined;
  return flag;
}

/** Whether a number, in the test's canonical unit, is one a body can have. */
function isPlausible(
  test: LabTest,
  value: number,
  conversion: UnitConversion | undefined,
): boolean {
  if (!conversion) return true;
  const canonical = toCanonical(value, conversion);
  return canonical >= test.plausible.min && canonical <= test.plausible.max;
}

/** An H/L/* marker at tokens[i], and the index after it. */
function markerAt(tokens: string[], i: number): { marker?: LabFlag; next: number } {
  const marker = readMarker(tokens[i]);
  return marker ? { marker, next: i + 1 } : { next: i };
}

/** The same unit as the knowledge base's. */
const SAME_UNIT: UnitConversion = { factor: 1, offset: 0 };

interface RowRead {
  result: LabResult;
  confirmed: boolean;
  /** 1 when the printed unit is one of the test's, -1 when it is another test's, 0 when none. */
  unitFits: number;
}

/** Reads the rest of a row for one candidate test; undefined when it does not fit the test. */
function readRowFor(
  test: LabTest,
  tokens: string[],
  start: number,
  context: RowContext,
): RowRead | undefined {
  const value = readRowValue(test, tokens, skipFiller(tokens, start));
  if (!value) return undefined;
  // Labs put their H/L/* marker before or after the unit.
  const before = markerAt(tokens, value.next);
  const unit: UnitRead & { next: number } = value.word
    ? { foreign: false, next: before.next }
    : readUnit(test, tokens, before.next);
  const after = markerAt(tokens, unit.next);
  const restText = tokens.slice(after.next).join(' ');
  const printedRange = value.number !== undefined ? readRangeAfter(value, restText) : undefined;
  // With no unit printed, the knowledge base's unit is assumed.
  const conversion = unit.printed ? unit.conversion : test.unit ? SAME_UNIT : undefined;

  // A number in a unit the test is never reported in, far outside what a body can have, or
  // beside a test reported in words is a misread or no lab row at all ('Sugar 1 kg'); a printed
  // range still vouches for it.
  if (value.number !== undefined && !value.word && !printedRange) {
    const misfit = unit.foreign || !isPlausible(test, value.number, conversion);
    if (misfit || test.kind === 'qualitative') return undefined;
  }
  // Nor does a printed range make an impossible number possible: albumin '44 g/dL' beside
  // '3.5-5.2' is '4.4' with its point lost to blur. Better no value than a false 'high'.
  if (
    value.number !== undefined &&
    !value.word &&
    printedRange &&
    unit.conversion &&
    !isPlausible(test, value.number, unit.conversion)
  )
    return undefined;

  // A word result: the normal side ('Negative', 'Non Reactive', 'Nil') is 'normal'; the abnormal
  // side ('Positive', 'Reactive', 'Present', 'Trace', 'Plenty') is reported as 'high', since the
  // contract has no 'positive' flag and "more than there should be" is what it means.
  const wordFlag = value.word && (value.word.abnormal ? 'high' : 'normal');
  const flag =
    wordFlag ||
    numberFlag(value, test, printedRange, conversion, context.sex) ||
    before.marker ||
    after.marker;

  const referenceRange = value.word
    ? qualitativeReference(test, restText)
    : (printedRange?.text ?? (conversion && formatKnownRange(test, conversion, context.sex)));
  const assumedUnit =
    !value.word && test.unit && !PSEUDO_UNITS.has(test.unit) ? test.unit : undefined;
  const shownUnit = unit.printed ?? assumedUnit;
  const result: LabResult = {
    test: '',
    value: value.printed,
    ...(shownUnit ? { unit: shownUnit } : {}),
    ...(referenceRange ? { referenceRange: referenceRange.replace(/ : /g, ': ') } : {}),
    ...(flag ? { flag } : {}),
  };
  const titre = /^1:\d+$/.test(value.printed);
  return {
    result,
    confirmed: Boolean(printedRange || unit.conversion || value.word || titre),
    unitFits: unit.conversion ? 1 : unit.foreign ? -1 : 0,
  };
}

/**
 * Picks among tests sharing a printed name ('Sugar', 'RBC', 'TC', 'Neutrophils'): the printed
 * unit decides first (% vs /cumm), then a result word the test knows, then the section.
 */
function readRowForMatch(
  match: TestNameMatch,
  tokens: string[],
  start: number,
  context: RowContext,
): LabFinding | undefined {
  let best: (LabFinding & { score: number }) | undefined;
  for (const test of match.tests) {
    const read = readRowFor(test, tokens, start, context);
    if (!read) continue;
    const ownWords = test.qualitative !== undefined && !/^[\d<>.,:-]/.test(read.result.value);
    const score =
      read.unitFits * 4 +
      (read.confirmed ? 2 : 0) +
      (ownWords ? 3 : 0) +
      (context.section === test.panel ? 2 : 0);
    if (!best || score > best.score) {
      best = {
        result: { ...read.result, test: match.spelling },
        test,
        confirmed: read.confirmed,
        score,
      };
    }
  }
  return best && { result: best.result, test: best.test, confirmed: best.confirmed };
}

/** Fuzzy name candidates: the words before the value, without a bracketed note, or shorter. */
function fuzzyNameCandidates(tokens: string[]): { text: string; end: number }[] {
  const valueAt = tokens.findIndex(
    (t, i) => i > 0 && (readNumber(t) !== undefined || /^[<>]/.test(t)),
  );
  const end = valueAt === -1 ? Math.min(tokens.length - 1, MAX_TEST_NAME_WORDS) : valueAt;
  const candidates: { text: string; end: number }[] = [];
  for (let words = end; words >= Math.max(1, end - 2); words--) {
    candidates.push({ text: tokens.slice(0, words).join(' '), end: words });
  }
  const unbracketed = tokens.slice(0, end).filter((t) => !/^[([].*|.*[)\]]$/.test(t));
  if (unbracketed.length > 0 && unbracketed.length < end)
    candidates.push({ text: unbracketed.join(' '), end });
  return candidates;
}

/** Reads one line as a result row, or undefined. */
function readRow(line: string, context: RowContext): LabFinding | undefined {
  const tokens = rowTokens(line);
  const longest = Math.min(tokens.length - 1, MAX_TEST_NAME_WORDS);
  // Longest name first, so 'Bilirubin Direct' wins over 'Bilirubin'.
  const keys = leadingNameKeys(tokens.slice(0, longest));
  for (let words = longest; words >= 1; words--) {
    // A name never ends in bare punctuation: '(-)' after 'Dengue NS1' is the result.
    if (!/[\p{L}\p{N}]/u.test(tokens[words - 1]!)) continue;
    const match = findTestNameByKeys(keys[words - 1]!, false);
    const row = match && readRowForMatch(match, tokens, words, context);
    if (row) return row;
  }
  if (!MAY_HOLD_RESULT.test(line)) return undefined;
  for (const candidate of fuzzyNameCandidates(tokens)) {
    const match = findTestName(candidate.text, true);
    const row = match && readRowForMatch(match, tokens, candidate.end, context);
    if (row) return row;
  }
  return undefined;
}

/**
 * Reads the result rows of a lab report from its cleaned lines: test, value, unit, printed
 * range and flag. Patient details, headings and notes are skipped; a heading sets the section,
 * which tells apart names that several tests share ('Sugar' in a urine section).
 */
export function parseLabReport(lines: readonly string[]): LabFinding[] {
  const context: RowContext = { sex: readPatientSex([...lines]), section: undefined };
  const findings: LabFinding[] = [];
  const seen = new Set<string>();
  const add = (finding: LabFinding) => {
    const key = `${finding.test.id}|${finding.result.value}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isReportDetailsLine(line)) continue;
    const grid = readWidalGrid(lines, i);
    if (grid) {
      grid.findings.forEach(add);
      i = grid.lastLine;
      continue;
    }
    const row = readRow(line, context);
    if (row) add(row);
    else context.section = sectionOf(line) ?? context.section;
  }
  return findings;
}
