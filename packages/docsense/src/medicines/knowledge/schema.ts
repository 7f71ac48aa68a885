import { z } from 'zod';

/** Generic ids are snake_case ASCII, e.g. `paracetamol`, `clavulanic_acid`. */
export const genericId = z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'snake_case id');

/** A name or alias: non-empty, trimmed, one line. */
const label = z
  .string()
  .min(1)
  .refine((s) => s === s.trim() && !s.includes('\n'), 'trimmed single line');

/** Text shown to patients: non-empty, trimmed, one line. */
const plainText = z
  .string()
  .min(3)
  .refine((s) => s === s.trim() && !s.includes('\n'), 'trimmed single line');

/** Devanagari text (Hindi) shown to patients. */
const hindiText = plainText.refine(
  (s) => /[\u0900-\u097F]/.test(s),
  'must be written in Devanagari',
);

/** Physical forms a medicine is sold in, as used by `Brand.form` and `DoseForm.form`. */
export const doseFormKind = z.enum([
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'drops',
  'injection',
  'cream',
  'ointment',
  'gel',
  'inhaler',
  'respules',
  'sachet',
  'powder',
  'lotion',
  'spray',
  'soap',
  'other',
]);
/** A physical form a medicine is sold in. */
export type DoseFormKind = z.infer<typeof doseFormKind>;

/** A generic (active ingredient) with a plain-language, dose-free explanation in English and Hindi. */
export const genericSchema = z.object({
  id: genericId,
  name: label,
  aliases: z.array(label),
  drugClass: plainText,
  purpose: plainText,
  purposeHi: hindiText,
  cautions: z.array(plainText).optional(),
});
/** A generic (active ingredient) with a plain-language, dose-free explanation in English and Hindi. */
export type Generic = z.infer<typeof genericSchema>;

/** A brand as printed on Indian prescriptions and strips; combinations list several generic ids. */
export const brandSchema = z.object({
  name: label,
  generics: z.array(genericId).min(1),
  strength: z.string().min(1).optional(),
  form: doseFormKind.optional(),
});
/** A brand as printed on Indian prescriptions and strips; combinations list several generic ids. */
export type Brand = z.infer<typeof brandSchema>;

/** How many doses at a time of day (a number), or whether a dose is taken then at all (a boolean). */
const slot = z.union([z.boolean(), z.number().min(0)]);

/**
 * A frequency notation (`1-0-1`, `BD`, `HS`, `SOS`…) with its everyday meaning.
 * `morning`/`afternoon`/`evening`/`night` are left out when the notation does not say when
 * (e.g. `OD` only says once a day); `evening` is used by four-slot notations and 'subah-shaam'.
 */
export const frequencyCodeSchema = z.object({
  pattern: z.array(z.string().min(1)).min(1),
  timesPerDay: z.number().positive().optional(),
  morning: slot.optional(),
  afternoon: slot.optional(),
  evening: slot.optional(),
  night: slot.optional(),
  asNeeded: z.boolean().optional(),
  en: plainText,
  hi: hindiText,
});
/** A frequency notation (`1-0-1`, `BD`, `HS`, `SOS`…) with its everyday meaning. */
export type FrequencyCode = z.infer<typeof frequencyCodeSchema>;

/** A food-timing notation (`AC`, `PC`, `empty stomach`, `khane ke baad`…) with its everyday meaning. */
export const foodTimingSchema = z.object({
  pattern: z.array(z.string().min(1)).min(1),
  en: plainText,
  hi: hindiText,
});
/** A food-timing notation (`AC`, `PC`, `empty stomach`, `khane ke baad`…) with its everyday meaning. */
export type FoodTiming = z.infer<typeof foodTimingSchema>;

/** A dose-form abbreviation as written before a medicine name (`Tab.`, `Cap.`, `Syp.`, `Inj.`…). */
export const doseFormSchema = z.object({
  pattern: z.array(z.string().min(1)).min(1),
  form: doseFormKind,
  en: plainText,
  hi: hindiText,
});
/** A dose-form abbreviation as written before a medicine name (`Tab.`, `Cap.`, `Syp.`, `Inj.`…). */
export type DoseForm = z.infer<typeof doseFormSchema>;

/** Units a duration is counted in; `ongoing` means "continue until the doctor says stop". */
export const durationUnit = z.enum(['day', 'week', 'month', 'ongoing']);
/** Units a duration is counted in. */
export type DurationUnit = z.infer<typeof durationUnit>;

/**
 * A duration notation as a regular expression source (compile with `new RegExp(source, flags)`).
 * Capture group 1, when present, holds the count (ASCII or Devanagari digits, or an English number word).
 */
export const durationPatternSchema = z.object({
  source: z.string().min(1),
  flags: z.string().regex(/^[giu]*$/),
  unit: durationUnit,
  examples: z
    .array(z.object({ text: z.string().min(1), count: z.number().positive().optional() }))
    .min(1),
});
/** A duration notation as a regular expression source with its unit and worked examples. */
export type DurationPattern = z.infer<typeof durationPatternSchema>;
