import type { LabQualitative, LabUnitConversion } from './schema';

// Shared spellings of units and result words, so every panel file prints them the same way.
// Both micro signs are listed: U+00B5 (µ, keyboards and most PDFs) and U+03BC (μ, some OCR output).

/** Spellings of "per microlitre" (= per cubic millimetre) used for cell counts. */
export const PER_UL_ALIASES = [
  '/μL',
  '/uL',
  'cells/µL',
  'cells/uL',
  '/cumm',
  '/cu mm',
  '/cu.mm',
  '/cmm',
  'cells/cumm',
  'cells/cu mm',
  'cells/cmm',
  '/mm3',
  '/mm³',
  'cells/mm3',
  'per cumm',
  'cumm',
];

/** Thousands per microlitre (= 10^9/L): factor 1000 to a per-µL count. */
export const THOUSANDS_PER_UL: LabUnitConversion = {
  unit: '10^3/µL',
  aliases: [
    '10^3/uL',
    '10^3/μL',
    '10³/µL',
    '10³/uL',
    'x10^3/µL',
    'x10^3/uL',
    '×10^3/µL',
    'x 10^3/uL',
    '10^3/cumm',
    'x10^3/cumm',
    '10^3/mm3',
    'thou/µL',
    'thou/uL',
    'thou/mm3',
    'thou/cumm',
    'thousand/cumm',
    'thousands/cumm',
    'K/µL',
    'K/uL',
    '10^9/L',
    'x10^9/L',
    '×10^9/L',
    '10⁹/L',
    'x10⁹/L',
    'G/L',
  ],
  factor: 1000,
};

/** Spellings of grams per decilitre. */
export const G_DL_ALIASES = ['gm/dl', 'g/100ml', 'gm%', 'g%', 'grams/dl', 'gms/dl'];

/** Grams per litre: factor 0.1 to g/dL. */
export const G_PER_L: LabUnitConversion = {
  unit: 'g/L',
  aliases: ['gm/l', 'gms/l'],
  factor: 0.1,
};

/** Spellings of milligrams per decilitre. */
export const MG_DL_ALIASES = ['mg%', 'mg/100ml', 'mgs/dl', 'mg / dl'];

/** mmol/L with the factor that turns it into mg/dL for the given substance. */
export function mmolPerL(factor: number): LabUnitConversion {
  return { unit: 'mmol/L', aliases: ['mmol / l', 'mM'], factor };
}

/** µmol/L with the factor that turns it into the canonical unit for the given substance. */
export function umolPerL(factor: number): LabUnitConversion {
  return { unit: 'µmol/L', aliases: ['umol/L', 'μmol/L', 'micromol/L'], factor };
}

/** Spellings of millimoles (= milliequivalents for monovalent ions) per litre. */
export const MMOL_L_ALIASES = ['mEq/L', 'mmol / l', 'mM'];

/** Spellings of enzyme units per litre. */
export const U_L_ALIASES = ['IU/L', 'units/L', 'U / L'];

/** Micro-katal per litre: factor 60 to U/L. */
export const UKAT_PER_L: LabUnitConversion = {
  unit: 'µkat/L',
  aliases: ['ukat/L', 'μkat/L'],
  factor: 60,
};

/** Spellings of nanograms per millilitre (= micrograms per litre). */
export const NG_ML_ALIASES = ['ng / ml', 'µg/L', 'ug/L', 'mcg/L'];

/** Spellings of picograms per millilitre (= nanograms per litre). */
export const PG_ML_ALIASES = ['pg / ml', 'ng/L'];

/** Spellings of micrograms per decilitre. */
export const UG_DL_ALIASES = ['ug/dL', 'μg/dL', 'mcg/dL', 'mcg%'];

/** Spellings of percent. */
export const PERCENT_ALIASES = ['percent', 'pct', '%age'];

/** Spellings of cells per high-power field (urine microscopy). */
export const PER_HPF_ALIASES = ['cells/hpf', '/h.p.f.', '/h.p.f', 'per hpf', 'hpf'];

/** Spellings of seconds (clotting times). */
export const SECONDS_ALIASES = ['sec', 'secs', 'seconds', 'second', 'sec.'];

/** Spellings of a dimensionless ratio. */
export const RATIO_ALIASES = ['ratio:1', ':1'];

/** Result words of screening tests (serology, rapid cards, dipsticks). */
export const SCREENING_WORDS: LabQualitative = {
  normal: [
    'negative',
    'non-reactive',
    'non reactive',
    'nonreactive',
    'not reactive',
    'absent',
    'nil',
    'not detected',
    'none detected',
    'undetected',
    'neg',
    '-ve',
    '(-)',
  ],
  abnormal: [
    'positive',
    'reactive',
    'weakly reactive',
    'weak positive',
    'weakly positive',
    'borderline',
    'equivocal',
    'present',
    'detected',
    'pos',
    '+ve',
    '(+)',
    '+',
    '++',
    '+++',
    '++++',
    '1+',
    '2+',
    '3+',
    '4+',
  ],
};

/** Dipstick result words, where even a trace is worth mentioning. */
export const DIPSTICK_WORDS: LabQualitative = {
  normal: [...SCREENING_WORDS.normal, 'normal'],
  abnormal: [...SCREENING_WORDS.abnormal, 'trace', 'traces', 'small', 'moderate', 'large'],
};

/** Words for microscopy findings counted per field, printed instead of a number. */
export const MICROSCOPY_COUNT_WORDS: LabQualitative = {
  normal: ['nil', 'absent', 'not seen', 'none seen', 'none', 'occasional', 'occ', 'rare', 'few'],
  abnormal: [
    'plenty',
    'numerous',
    'many',
    'full field',
    'full of field',
    'loaded',
    'packed',
    'tntc',
  ],
};

/** Words for microscopy findings that normally are not seen at all. */
export const MICROSCOPY_PRESENCE_WORDS: LabQualitative = {
  normal: [
    'absent',
    'nil',
    'not seen',
    'none seen',
    'none',
    'negative',
    'not detected',
    'not found',
  ],
  abnormal: [
    'present',
    'seen',
    'detected',
    'few',
    'occasional',
    'many',
    'plenty',
    'numerous',
    '+',
    '++',
    '+++',
  ],
};
