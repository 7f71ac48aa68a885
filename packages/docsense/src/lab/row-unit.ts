import type { LabTest } from './knowledge/schema';
import { exactUnitConversion, isKnownUnit, unitConversion } from './lab-units';
import type { UnitConversion } from './lab-units';

// Reading the unit printed on a result row, whether the test is reported in it or not.

/** Words that start a printed range or a band label, never a unit. */
const RANGE_WORDS =
  /^(up|upto|to|less|more|below|above|till|normal|desirable|optimal|borderline|male|female|m|f|men|women|adults?|non|negative)$/i;

/** The unit printed at tokens[i] (one to three tokens, 'x 10^3/µL'), if any. */
function unitAt(test: LabTest, tokens: string[], i: number) {
  for (let width = 3; width >= 1; width--) {
    if (i + width > tokens.length) continue;
    const printed = tokens.slice(i, i + width).join(' ');
    // Only a single token may be forgiven an OCR slip: 'mm/hr 0' is a unit and a number.
    const conversion =
      width === 1 ? unitConversion(test, printed) : exactUnitConversion(test, printed);
    if (conversion || (width === 1 && isKnownUnit(printed))) {
      return { printed, conversion, next: i + width };
    }
  }
  return undefined;
}

/** A token that reads like a unit the knowledge base does not know ('kg', 'Nos'). */
function looksLikeUnit(token: string | undefined): boolean {
  return (
    token !== undefined &&
    /^[a-zµμ%/][\w/%.^µμ³]*$/i.test(token) &&
    token.length <= 12 &&
    !RANGE_WORDS.test(token)
  );
}

export interface UnitRead {
  printed?: string;
  conversion?: UnitConversion;
  /** A unit is printed but means nothing for this test. */
  foreign: boolean;
}

/** The row's unit: right after the value, or anywhere later ('13.5  13.0-17.0  g/dL'). */
export function readUnit(test: LabTest, tokens: string[], i: number): UnitRead & { next: number } {
  const here = unitAt(test, tokens, i);
  if (here) return { ...here, foreign: !here.conversion };
  for (let j = i + 1; j < tokens.length; j++) {
    const later = unitAt(test, tokens, j);
    if (later?.conversion) return { ...later, foreign: false, next: i };
  }
  if (looksLikeUnit(tokens[i])) return { printed: tokens[i], foreign: true, next: i + 1 };
  return { foreign: false, next: i };
}
