import type { LabFlag } from '@arogya/contracts/analysis';
import { readNumber } from '../text/ocr-text';
import type { LabRange } from './knowledge/schema';

/** Limits of a range; an exclusive limit ('< 200') makes the limit itself out of range. */
export interface Bounds {
  low?: number;
  high?: number;
  lowExclusive?: boolean;
  highExclusive?: boolean;
}

/** The patient's sex as printed on the report, which picks sex-specific ranges. */
export type PatientSex = 'male' | 'female';

/** A reference range as printed on the row, in the row's own unit. */
export interface PrintedRange {
  /** The range as printed ('13.0 - 17.0', '< 200', 'M: 13-17 F: 12-15'). */
  text: string;
  bounds: Bounds;
  male?: Bounds;
  female?: Bounds;
}

/** A number as ranges print it, or a titre '1:80' (read as 80). */
const NUM = String.raw`(?:1\s*:\s*\d+|\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d*\.?\d+)`;
const BETWEEN = String.raw`(${NUM})\s*(?:-|–|—|~|to)\s*(${NUM})`;
const BELOW = String.raw`(<=|≤|=<|<|up\s*to|upto|less\s+than|below|till|max(?:imum)?)\s*:?\s*(${NUM})`;
const ABOVE = String.raw`(>=|≥|=>|>|more\s+than|greater\s+than|above|min(?:imum)?)\s*:?\s*(${NUM})`;
/** One simple range, anywhere in a text. Groups: 1-2 between, 3-4 below, 5-6 above. */
const SIMPLE = String.raw`(?<![\w.^/])(?:${BETWEEN}|${BELOW}|${ABOVE})(?![\w^/]|\.\d)`;
const SIMPLE_RE = new RegExp(SIMPLE, 'giu');

const MALE = String.raw`(?:males?|men|m)`;
const FEMALE = String.raw`(?:females?|women|f)`;
const SEX_PART = String.raw`\s*[:\-=]?\s*(${SIMPLE})`;
/** Between the two bands: a unit or punctuation ('13-17 g/dL; Women 12-15'), never a number. */
const SEX_GAP = String.raw`\D{0,20}?`;
const MALE_FIRST = new RegExp(
  String.raw`\b${MALE}\b${SEX_PART}${SEX_GAP}\b${FEMALE}\b${SEX_PART}`,
  'iu',
);
const FEMALE_FIRST = new RegExp(
  String.raw`\b${FEMALE}\b${SEX_PART}${SEX_GAP}\b${MALE}\b${SEX_PART}`,
  'iu',
);
/** Capture groups inside SIMPLE; the second band's group comes after the first band's. */
const SECOND_BAND_GROUP = 1 + 6 + 1;

/**
 * Words labelling the normal band when a lab prints several ('Desirable < 200, Borderline
 * 200-239').
 */
const NORMAL_WORDS =
  /^(normal|desirable|optimal|sufficient|sufficiency|adequate|ideal|negative|reference|adults?)$/;
/**
 * Words that turn a normal word into another band ('Near optimal', 'Insufficient' is its own word).
 */
const QUALIFIERS = new Set(['near', 'borderline', 'pre', 'sub', 'very', 'high', 'low', 'above']);

/** Whether a band's label says normal: 'Desirable', 'Non-diabetic', but not 'Near optimal'. */
function isNormalLabel(label: string): boolean {
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.some((word, i) => {
    const before = words[i - 1] ?? '';
    if (word === 'diabetic') return before === 'non';
    return NORMAL_WORDS.test(word) && !QUALIFIERS.has(before);
  });
}

function isTitre(text: string): boolean {
  return /^1\s*:/.test(text);
}

function readRangeNumber(text: string): number | undefined {
  const titre = /^1\s*:\s*(\d+)$/.exec(text);
  return readNumber(titre ? titre[1]! : text);
}

/** Bounds of one SIMPLE match, or undefined when it makes no sense (low above high). */
function boundsOf(match: RegExpExecArray): Bounds | undefined {
  const [, from, to, below, belowLimit, above, aboveLimit] = match;
  if (from !== undefined && to !== undefined) {
    const low = readRangeNumber(from);
    const high = readRangeNumber(to);
    return low !== undefined && high !== undefined && low <= high ? { low, high } : undefined;
  }
  // Titres come in twofold steps, and '< 1:80' is printed to mean 'not above 1:80', as the
  // knowledge base reads Widal: only a titre above the limit is flagged.
  if (below !== undefined && belowLimit !== undefined) {
    const high = readRangeNumber(belowLimit);
    const exclusive = below.trim() === '<' && !isTitre(belowLimit);
    return high === undefined ? undefined : { high, highExclusive: exclusive };
  }
  if (above !== undefined && aboveLimit !== undefined) {
    const low = readRangeNumber(aboveLimit);
    const exclusive = above.trim() === '>' && !isTitre(aboveLimit);
    return low === undefined ? undefined : { low, lowExclusive: exclusive };
  }
  return undefined;
}

function firstBounds(text: string): Bounds | undefined {
  const re = new RegExp(SIMPLE, 'iu');
  const match = re.exec(text);
  return match ? boundsOf(match) : undefined;
}

function readSexRanges(text: string): PrintedRange | undefined {
  const maleFirst = MALE_FIRST.exec(text);
  const femaleFirst = maleFirst ? null : FEMALE_FIRST.exec(text);
  const match = maleFirst ?? femaleFirst;
  if (!match) return undefined;
  const first = firstBounds(match[1]!);
  const second = firstBounds(match[SECOND_BAND_GROUP] ?? '');
  const male = maleFirst ? first : second;
  const female = maleFirst ? second : first;
  if (!male || !female) return undefined;
  // Without the patient's sex only the span of both is certain.
  const bounds: Bounds = {
    low:
      male.low !== undefined && female.low !== undefined
        ? Math.min(male.low, female.low)
        : undefined,
    high:
      male.high !== undefined && female.high !== undefined
        ? Math.max(male.high, female.high)
        : undefined,
  };
  return { text: match[0].trim(), bounds, male, female };
}

/**
 * Of several printed bands, the one labelled normal; labels stand before their band
 * ('Desirable < 200') or, when the text starts with a number, after it ('< 200 Desirable').
 */
function labelledNormal(text: string, matches: RegExpExecArray[]): RegExpExecArray {
  const labelsAfter = /^\W*$/.test(text.slice(0, matches[0]!.index));
  const labelOf = (i: number): string => {
    const match = matches[i]!;
    if (labelsAfter) return text.slice(match.index + match[0].length, matches[i + 1]?.index);
    const previous = matches[i - 1];
    return text.slice(previous ? previous.index + previous[0].length : 0, match.index);
  };
  const normal = matches.findIndex((_, i) => isNormalLabel(labelOf(i)));
  return matches[normal === -1 ? 0 : normal]!;
}

/**
 * Reads the reference range printed on a row: '13.0 - 17.0', '13-17', '< 200', 'Up to 40',
 * '>= 60', '4000 - 11000', '1:80', 'M: 13-17 F: 12-15'. When several labelled bands are printed
 * (lipids, HbA1c, vitamin D) the one labelled normal/desirable/optimal is used.
 */
export function readPrintedRange(text: string): PrintedRange | undefined {
  const bySex = readSexRanges(text);
  if (bySex) return bySex;

  const matches = [...text.matchAll(SIMPLE_RE)];
  if (matches.length === 0) return undefined;
  const chosen = matches.length > 1 ? labelledNormal(text, matches) : matches[0]!;
  const bounds = boundsOf(chosen);
  if (!bounds) return undefined;
  const printed = matches.length > 1 ? text : chosen[0];
  return { text: printed.trim().replace(/^[([]\s*|\s*[)\]]$/g, ''), bounds };
}

/** The printed bounds for this patient: the sex-specific band when both are known. */
export function printedBoundsFor(range: PrintedRange, sex: PatientSex | undefined): Bounds {
  if (sex === 'male' && range.male) return range.male;
  if (sex === 'female' && range.female) return range.female;
  return range.bounds;
}

/** The knowledge base's adult range for this patient, in the canonical unit. */
export function knownBoundsFor(range: LabRange, sex: PatientSex | undefined): Bounds {
  const bySex = sex === 'male' ? range.male : sex === 'female' ? range.female : undefined;
  return bySex ?? { low: range.low, high: range.high };
}

/** low / normal / high of a value against bounds; undefined when the bounds hold no limit. */
export function flagAgainst(value: number, bounds: Bounds): LabFlag | undefined {
  const { low, high } = bounds;
  if (low === undefined && high === undefined) return undefined;
  if (low !== undefined && (bounds.lowExclusive ? value <= low : value < low)) return 'low';
  if (high !== undefined && (bounds.highExclusive ? value >= high : value > high)) return 'high';
  return 'normal';
}
