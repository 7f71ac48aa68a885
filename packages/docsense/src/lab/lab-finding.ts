import type { LabResult } from '@arogya/contracts/analysis';
import type { LabTest } from './knowledge/schema';

/** One result row, with the test it was matched to (for the explanation). */
export interface LabFinding {
  result: LabResult;
  test: LabTest;
  /** A recognised unit, a printed range or a result word vouches that this is a real lab row. */
  confirmed: boolean;
}
