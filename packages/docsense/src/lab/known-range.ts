import { formatNumber } from '../text/ocr-text';
import type { LabTest } from './knowledge/schema';
import { fromCanonical } from './lab-units';
import type { UnitConversion } from './lab-units';
import { knownBoundsFor } from './reference-range';
import type { PatientSex } from './reference-range';

/**
 * The knowledge base's adult range written in the report's own unit ('1.5 - 4.1' for platelets in
 * lakhs), for rows that print none; undefined when the test has no numeric range.
 */
export function formatKnownRange(
  test: LabTest,
  conversion: UnitConversion,
  sex: PatientSex | undefined,
): string | undefined {
  if (!test.range) return undefined;
  const { low, high } = knownBoundsFor(test.range, sex);
  // Titres are stored as their denominator and printed as a dilution: 80 → '1:80'.
  const prefix = test.unit === 'titre' ? '1:' : '';
  const show = (limit: number) => prefix + formatNumber(fromCanonical(limit, conversion));
  if (low !== undefined && high !== undefined) return `${show(low)} - ${show(high)}`;
  if (high !== undefined) return `up to ${show(high)}`;
  if (low !== undefined) return `${show(low)} or more`;
  return undefined;
}
