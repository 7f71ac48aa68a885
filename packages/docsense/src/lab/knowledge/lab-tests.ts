import type { LabTest } from './schema';
import { BLOOD_BORNE_TESTS } from './blood-borne';
import { CARDIAC_COAGULATION_TESTS } from './cardiac-coagulation';
import { CBC_TESTS } from './cbc';
import { CBC_PLATELET_TESTS } from './cbc-platelets';
import { CBC_WBC_TESTS } from './cbc-wbc';
import { ELECTROLYTE_TESTS } from './electrolytes';
import { INFECTION_TESTS } from './infection';
import { INFLAMMATION_OTHER_TESTS } from './inflammation-other';
import { KIDNEY_TESTS } from './kidney';
import { LIPID_TESTS } from './lipid';
import { LIVER_TESTS } from './liver';
import { SUGAR_TESTS } from './sugar';
import { THYROID_TESTS } from './thyroid';
import { TYPHOID_TESTS } from './typhoid';
import { URINE_TESTS } from './urine';
import { URINE_MICROSCOPY_TESTS } from './urine-microscopy';
import { VITAMIN_IRON_TESTS } from './vitamins-iron';

/** Every lab test of the knowledge base, grouped in report order (CBC first, infections last). */
export const LAB_TESTS: LabTest[] = [
  ...CBC_TESTS,
  ...CBC_PLATELET_TESTS,
  ...CBC_WBC_TESTS,
  ...SUGAR_TESTS,
  ...LIPID_TESTS,
  ...LIVER_TESTS,
  ...KIDNEY_TESTS,
  ...ELECTROLYTE_TESTS,
  ...THYROID_TESTS,
  ...VITAMIN_IRON_TESTS,
  ...URINE_TESTS,
  ...URINE_MICROSCOPY_TESTS,
  ...INFECTION_TESTS,
  ...TYPHOID_TESTS,
  ...BLOOD_BORNE_TESTS,
  ...INFLAMMATION_OTHER_TESTS,
  ...CARDIAC_COAGULATION_TESTS,
];

/** The form in which names and aliases are compared: trimmed, lower case, inner spaces collapsed. */
export function aliasKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A printed name that two tests legitimately share; `ids[0]` is the default when nothing else decides. */
export interface SharedAlias {
  ids: string[];
  /** What tells the candidates apart. */
  reason: string;
}

const BY_UNIT_PERCENT =
  'Printed in both the percentage (DLC) and absolute-count blocks; a % unit means the percentage, a count unit (/cumm, 10^3/µL) the absolute count.';
const URINE_SECTION =
  'Printed bare in both blood reports and the urine routine; a word result (Nil, Trace, +) or a URINE section heading means the urine test.';

/**
 * Aliases that Indian reports print for more than one test, keyed by aliasKey. Every other alias
 * belongs to exactly one test (checked in knowledge.test.ts).
 */
export const SHARED_ALIASES: Record<string, SharedAlias> = {
  tc: {
    ids: ['tlc', 'total_cholesterol'],
    reason:
      'Old-style CBC prints "TC" for total (white cell) count, lipid profiles for total cholesterol; cells/cumm vs mg/dL and the section decide.',
  },
  neutrophils: { ids: ['neutrophils_percent', 'neutrophils_absolute'], reason: BY_UNIT_PERCENT },
  lymphocytes: { ids: ['lymphocytes_percent', 'lymphocytes_absolute'], reason: BY_UNIT_PERCENT },
  monocytes: { ids: ['monocytes_percent', 'monocytes_absolute'], reason: BY_UNIT_PERCENT },
  eosinophils: { ids: ['eosinophils_percent', 'eosinophils_absolute'], reason: BY_UNIT_PERCENT },
  basophils: { ids: ['basophils_percent', 'basophils_absolute'], reason: BY_UNIT_PERCENT },
  rbc: {
    ids: ['rbc_count', 'urine_rbc'],
    reason:
      'CBC red cell count (million/µL) vs urine microscopy (/hpf); the unit or the URINE section decides.',
  },
  'red blood cells': {
    ids: ['rbc_count', 'urine_rbc'],
    reason:
      'CBC red cell count (million/µL) vs urine microscopy (/hpf); the unit or the URINE section decides.',
  },
  albumin: { ids: ['albumin', 'urine_protein'], reason: URINE_SECTION },
  sugar: { ids: ['rbs', 'urine_sugar'], reason: URINE_SECTION },
  glucose: { ids: ['rbs', 'urine_sugar'], reason: URINE_SECTION },
  bilirubin: { ids: ['bilirubin_total', 'urine_bilirubin'], reason: URINE_SECTION },
};
