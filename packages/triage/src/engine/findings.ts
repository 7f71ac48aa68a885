import type { BodyArea } from '../knowledge/schema';

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
  /** Areas of the body the message names ('burnt my hand' → arms), for the body diagram. */
  places: BodyArea[];
}

/**
 * Records a symptom as present unless the message already denied it: a reading never overrides
 * 'no fever' said outright.
 */
export function affirm(findings: MessageFindings, id: string): void {
  if (findings.symptoms.get(id) !== false) findings.symptoms.set(id, true);
}
