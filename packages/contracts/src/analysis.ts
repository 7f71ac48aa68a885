import { z } from 'zod';

/** The multipart field holding the image (SPEC.md §7). */
export const ANALYSIS_FILE_FIELD = 'document';
/** File name extensions the analyzer accepts (SPEC.md §5). */
export const ANALYSIS_EXTENSIONS = ['.jpeg', '.jpg', '.png'] as const;
/** Largest upload the server reads, and the largest image it decodes (decompression bombs). */
export const MAX_ANALYSIS_BYTES = 20 * 1024 * 1024;
export const MAX_ANALYSIS_PIXELS = 40_000_000;
/** Optional form field choosing the explanation's language. */
export const ANALYSIS_LANGUAGES = ['en-IN', 'hi-IN'] as const;
export const analysisLanguage = z.enum(ANALYSIS_LANGUAGES);
export type AnalysisLanguage = z.infer<typeof analysisLanguage>;

export const documentType = z.enum(['lab_report', 'prescription', 'unknown']);
export type DocumentType = z.infer<typeof documentType>;

export const labFlag = z.enum(['low', 'normal', 'high']);
export type LabFlag = z.infer<typeof labFlag>;

/** One row of a lab report. `value` is as printed ('13.2', 'Positive'). */
export const labResult = z.object({
  test: z.string(),
  value: z.string(),
  unit: z.string().optional(),
  referenceRange: z.string().optional(),
  flag: labFlag.optional(),
});
export type LabResult = z.infer<typeof labResult>;

/** One medicine of a prescription. `frequency` is in everyday words ('morning and night'). */
export const prescribedMedicine = z.object({
  name: z.string(),
  strength: z.string().optional(),
  dosage: z.string().optional(),
  frequency: z.string().optional(),
  duration: z.string().optional(),
  instructions: z.string().optional(),
});
export type PrescribedMedicine = z.infer<typeof prescribedMedicine>;

/** SPEC.md §3 analysis result plus DESIGN.md's structured fields. */
export const analysisResult = z.object({
  simplifiedText: z.string(),
  originalText: z.string(),
  documentType,
  labResults: z.array(labResult),
  medicines: z.array(prescribedMedicine),
});
export type AnalysisResult = z.infer<typeof analysisResult>;
