import { asciiDigits } from '../text/ocr-text';
import { DURATION_PATTERNS, FOOD_TIMINGS, FREQUENCIES } from './knowledge/index';
import type { DurationUnit, FoodTiming } from './knowledge/index';
import { describeSlots } from './slots';

/** How often a medicine is taken, in everyday English and Hindi. */
export interface Frequency {
  en: string;
  hi: string;
  /** Doses at each time of day when dash notation says so ('1-0-1' → [1, 0, 1]). */
  slots?: number[];
}

/** How long to take it: a count of days, weeks or months, or 'ongoing'. */
export interface Duration {
  count?: number;
  unit: DurationUnit;
}

/** A dose as printed: '1 tab', '5 ml', '2 puffs'. */
export interface Dose {
  amount: number;
  unit: DoseUnit;
}

export type DoseUnit =
  'tablet' | 'capsule' | 'ml' | 'teaspoon' | 'drop' | 'puff' | 'sachet' | 'unit';

/** Everything about when and how to take a medicine found in a piece of text. */
export interface Schedule {
  frequency?: Frequency;
  dose?: Dose;
  duration?: Duration;
  food?: FoodTiming;
  /** Where the first piece of notation starts; the medicine's name ends before it. */
  start: number;
}

/** Compares notation without case, dots or spaces ('B.D.' = 'bd', '1 - 0 - 1' = '1-0-1'). */
function notationKey(text: string): string {
  return text.toLowerCase().replace(/[.\s]/g, '').replace(/\+/g, '-').replace(/½/g, '1/2');
}

/** Codes that are also English words or units; only their capitals are notation ('ON' vs 'on'). */
const CAPITALS_ONLY = new Set(['on', 'om', 'ad', 'ac', 'pc', 'cc']);

interface Found<T> {
  value: T;
  index: number;
}

/** A pattern's body as a regular expression: dots and single spaces optional inside a code. */
function bodyOf(written: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (written.includes(' ')) return written.split(/\s+/).map(escape).join('\\s+');
  return [...written.replace(/[.\s]/g, '')].map(escape).join('\\.?\\s?');
}

/**
 * Finds any of a list's written patterns in a text: one regular expression per list, built once.
 */
class PatternMatcher<T extends { pattern: string[] }> {
  private readonly anyCase: RegExp;
  private readonly capitals: RegExp;
  private readonly byKey = new Map<string, T>();

  constructor(entries: T[]) {
    const written = entries
      .flatMap((entry) => entry.pattern.filter((p) => !/^[\d½]/.test(p)).map((p) => ({ p, entry })))
      // Longest first, so 'once a week' is tried before 'once' at the same place.
      .sort((a, b) => b.p.length - a.p.length);
    for (const { p, entry } of written) this.byKey.set(notationKey(p), entry);
    const alternatives = (capitalsOnly: boolean) =>
      written
        .filter(({ p }) => CAPITALS_ONLY.has(notationKey(p)) === capitalsOnly)
        .map(({ p }) =>
          // 'CC' after a number is cubic centimetres ('5 cc'), not 'with food'.
          notationKey(p) === 'cc' ? `(?<!\\d\\s?)${bodyOf(p)}` : bodyOf(p),
        )
        .join('|');
    // A code may touch the duration after it: 'ODx 14 days'.
    const whole = (body: string) =>
      `(?<![\\p{L}\\p{N}])(?:${body})\\.?(?!(?!x\\s*\\d)[\\p{L}\\p{N}])`;
    this.anyCase = new RegExp(whole(alternatives(false)), 'iu');
    this.capitals = new RegExp(whole(alternatives(true) || '(?!)'), 'u');
  }

  /** The first pattern in the text and where it starts. */
  find(text: string): Found<T> | undefined {
    const matches = [this.anyCase.exec(text), this.capitals.exec(text)].filter(
      (m): m is RegExpExecArray => m !== null,
    );
    const first = matches.sort((a, b) => a.index - b.index)[0];
    const entry = first && this.byKey.get(notationKey(first[0]));
    return first && entry ? { value: entry, index: first.index } : undefined;
  }
}

const FREQUENCY_MATCHER = new PatternMatcher(FREQUENCIES);
const FOOD_MATCHER = new PatternMatcher(FOOD_TIMINGS);
const DASH_CODES = new Map(
  FREQUENCIES.flatMap((f) =>
    f.pattern.filter((p) => /^[\d½]/.test(p)).map((p) => [notationKey(p), f]),
  ),
);
const DURATIONS = DURATION_PATTERNS.map((d) => ({
  re: new RegExp(d.source, d.flags),
  unit: d.unit,
}));

/** One dose slot of dash notation; OCR reads 0 as 'O' and 1 as 'l' or 'I'. */
const SLOT = String.raw`(?:1\/2|½|0?\.5|[0-4OoIl])`;
/** Between slots: a dash as printed, or as OCR reads it ('1—0—1', '1~0~1'). */
const SLOT_GAP = String.raw`\s*[-–—+_~]\s*`;
const DASH_NOTATION = new RegExp(
  String.raw`(?<![\w./])${SLOT}(?:${SLOT_GAP}${SLOT}){2,3}(?![\w./])`,
  'u',
);

const DOSE = new RegExp(
  String.raw`(?<![\w./])(\d+(?:\.\d+)?|½|1\/2|one|two|half)\s*` +
    String.raw`(tabs?|tablets?|caps?|capsules?|ml|tsp|tsf|teaspoons?|spoons?|drops?|puffs?|sachets?|units?)(?![\p{L}])`,
  'iu',
);
const DOSE_UNITS: [RegExp, DoseUnit][] = [
  [/^tab/i, 'tablet'],
  [/^cap/i, 'capsule'],
  [/^ml/i, 'ml'],
  [/^(tsp|tsf|teaspoon|spoon)/i, 'teaspoon'],
  [/^drop/i, 'drop'],
  [/^puff/i, 'puff'],
  [/^sachet/i, 'sachet'],
  [/^unit/i, 'unit'],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  half: 0.5,
};

function readCount(text: string): number | undefined {
  const ascii = asciiDigits(text).toLowerCase();
  if (ascii === '½' || ascii === '1/2') return 0.5;
  if (/^\d+(\.\d+)?$/.test(ascii)) return Number(ascii);
  return NUMBER_WORDS[ascii];
}

function readSlot(slot: string): number {
  if (/^(1\/2|½|0?\.5)$/.test(slot)) return 0.5;
  return Number(slot.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'));
}

function readDash(text: string): Found<Frequency> | undefined {
  const match = DASH_NOTATION.exec(text);
  if (!match) return undefined;
  const slots = match[0].split(new RegExp(SLOT_GAP)).map(readSlot);
  if (slots.every((n) => n === 0)) return undefined;
  const known = DASH_CODES.get(notationKey(slots.map((n) => (n === 0.5 ? '1/2' : n)).join('-')));
  const words = known ?? describeSlots(slots);
  return { value: { en: words.en, hi: words.hi, slots }, index: match.index };
}

function readFrequency(text: string): Found<Frequency> | undefined {
  const dash = readDash(text);
  if (dash) return dash;
  const code = FREQUENCY_MATCHER.find(text);
  if (!code) return undefined;
  return { value: { en: code.value.en, hi: code.value.hi }, index: code.index };
}

/** The most one dose can be; '650 TAB' on a bill is a strength and a form, '100ML' a pack size. */
const MAX_DOSE: Record<DoseUnit, number> = {
  tablet: 4,
  capsule: 4,
  ml: 30,
  teaspoon: 4,
  drop: 10,
  puff: 4,
  sachet: 2,
  unit: 100,
};

function readDose(text: string): Found<Dose> | undefined {
  const match = DOSE.exec(text);
  const amount = match && readCount(match[1]!);
  const unit = match && DOSE_UNITS.find(([re]) => re.test(match[2]!))?.[1];
  if (!match || !amount || !unit || amount > MAX_DOSE[unit]) return undefined;
  return { value: { amount, unit }, index: match.index };
}

function readDuration(text: string): Found<Duration> | undefined {
  let first: Found<Duration> | undefined;
  for (const { re, unit } of DURATIONS) {
    const match = re.exec(text);
    if (!match || (first && match.index >= first.index)) continue;
    const count = match[1] === undefined ? undefined : readCount(match[1]);
    if (unit !== 'ongoing' && !count) continue;
    first = { value: { unit, ...(count ? { count } : {}) }, index: match.index };
  }
  return first;
}

/**
 * Reads when and how a medicine is taken from a line of a prescription: dash notation ('1-0-1',
 * '1-O-1'), Latin codes (OD, BD, TDS, QID, HS, SOS), a dose ('1 tab', '5 ml'), a duration
 * ('x 5 days', 'for 1 week', '5 d', '1/52') and food timing ('after food', 'AC', 'empty stomach').
 */
export function readSchedule(text: string): Schedule {
  const frequency = readFrequency(text);
  const dose = readDose(text);
  const duration = readDuration(text);
  const food = FOOD_MATCHER.find(text);
  const starts = [frequency, dose, duration, food].flatMap((f) => (f ? [f.index] : []));
  return {
    ...(frequency ? { frequency: frequency.value } : {}),
    ...(dose ? { dose: dose.value } : {}),
    ...(duration ? { duration: duration.value } : {}),
    ...(food ? { food: food.value } : {}),
    start: starts.length > 0 ? Math.min(...starts) : text.length,
  };
}

/** Whether a schedule holds anything at all. */
export function hasSchedule(schedule: Omit<Schedule, 'start'>): boolean {
  return Boolean(schedule.frequency || schedule.dose || schedule.duration || schedule.food);
}
