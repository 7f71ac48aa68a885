import { z } from 'zod';

/** Report section a test belongs to; used to group results and to break ties between aliases. */
export const labPanel = z.enum([
  'cbc',
  'esr',
  'sugar',
  'lipid',
  'lft',
  'kft',
  'electrolytes',
  'thyroid',
  'vitamins',
  'iron',
  'urine',
  'infection',
  'inflammation',
  'cardiac',
  'coagulation',
  'other',
]);
/** A report section such as 'cbc' or 'lft'. */
export type LabPanel = z.infer<typeof labPanel>;

/** Whether a result is a number ('quantitative') or a word such as Positive/Nil ('qualitative'). */
export const labTestKind = z.enum(['quantitative', 'qualitative']);
/** 'quantitative' or 'qualitative'. */
export type LabTestKind = z.infer<typeof labTestKind>;

/** Lower and/or upper limit, in the test's canonical unit; a missing side means "no limit". */
export const labBounds = z.strictObject({
  low: z.number().optional(),
  high: z.number().optional(),
});
/** Lower and/or upper limit in the canonical unit. */
export type LabBounds = z.infer<typeof labBounds>;

/** Adult reference range in the canonical unit; `low`/`high` apply when the sex is unknown. */
export const labRange = z.strictObject({
  low: z.number().optional(),
  high: z.number().optional(),
  male: labBounds.optional(),
  female: labBounds.optional(),
});
/** Adult reference range, overall and optionally by sex. */
export type LabRange = z.infer<typeof labRange>;

/**
 * Another unit a lab may print: value_in_this_unit * factor + (offset ?? 0) = value_in_canonical.
 * `offset` exists only for non-proportional scales (HbA1c mmol/mol -> %).
 */
export const labUnitConversion = z.strictObject({
  unit: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  factor: z.number().positive(),
  offset: z.number().optional(),
});
/** One convertible unit with its printed spellings. */
export type LabUnitConversion = z.infer<typeof labUnitConversion>;

/**
 * Words a lab prints as a result. For a qualitative test, `abnormal` means "positive/present".
 * For a quantitative test these are words printed instead of a number ('Nil', 'Plenty'), and
 * `abnormal` means the high side. Normal entries are often negations of abnormal ones
 * ('non-reactive' vs 'reactive'), so match the normal list first.
 */
export const labQualitative = z.strictObject({
  normal: z.array(z.string().min(1)).min(1),
  abnormal: z.array(z.string().min(1)).min(1),
});
/** Normal and abnormal result words. */
export type LabQualitative = z.infer<typeof labQualitative>;

/** Hindi (Devanagari) name and meanings, mirroring the English ones. */
export const labHindi = z.strictObject({
  name: z.string().min(1),
  meaningHigh: z.string().min(1).optional(),
  meaningLow: z.string().min(1).optional(),
  meaningAbnormal: z.string().min(1).optional(),
});
/** Hindi text of one test. */
export type LabHindi = z.infer<typeof labHindi>;

/**
 * Physiologically possible values in the canonical unit; anything outside is treated as OCR noise.
 * For qualitative tests: bounds of a number sometimes printed beside the word (index, titre).
 */
export const labPlausible = z
  .strictObject({ min: z.number(), max: z.number() })
  .refine((p) => p.min < p.max, { message: 'plausible.min must be below plausible.max' });
/** Possible value bounds in the canonical unit. */
export type LabPlausible = z.infer<typeof labPlausible>;

/** One lab test: how reports name it, its units, adult reference range and plain-language meaning. */
export const labTest = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'id must be snake_case'),
    name: z.string().min(1),
    aliases: z.array(z.string().min(1)).min(1),
    panel: labPanel,
    kind: labTestKind,
    unit: z.string().min(1).optional(),
    unitAliases: z.array(z.string().min(1)).optional(),
    conversions: z.array(labUnitConversion).optional(),
    range: labRange.optional(),
    qualitative: labQualitative.optional(),
    meaningHigh: z.string().min(1).optional(),
    meaningLow: z.string().min(1).optional(),
    meaningAbnormal: z.string().min(1).optional(),
    hi: labHindi,
    plausible: labPlausible,
  })
  .superRefine((t, ctx) => {
    if (t.kind === 'quantitative' && (t.unit === undefined || t.range === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: `${t.id}: a quantitative test needs unit and range`,
      });
    }
    if (t.kind === 'qualitative' && (t.qualitative === undefined || !t.meaningAbnormal)) {
      ctx.addIssue({
        code: 'custom',
        message: `${t.id}: a qualitative test needs qualitative words and meaningAbnormal`,
      });
    }
  });
/** One lab test of the knowledge base. */
export type LabTest = z.infer<typeof labTest>;
