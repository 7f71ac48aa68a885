import { z } from 'zod';
import { CONDITIONS } from '../conditions';
import { EMERGENCY_RULES } from '../emergency-rules';
import { DETECTOR_MESSAGE } from '../emergency-rules/shared';
import { SYMPTOMS } from '../symptoms';

/** The Unicode block each assistant language is written in (SPEC.md §9 codes). */
export const SCRIPT_OF = {
  'hi-IN': /[\u0900-\u097F]/, // Hindi — Devanagari
  'pa-IN': /[\u0A00-\u0A7F]/, // Punjabi — Gurmukhi
  'bn-IN': /[\u0980-\u09FF]/, // Bengali
  'ta-IN': /[\u0B80-\u0BFF]/, // Tamil
  'te-IN': /[\u0C00-\u0C7F]/, // Telugu
  'kn-IN': /[\u0C80-\u0CFF]/, // Kannada
  'mr-IN': /[\u0900-\u097F]/, // labelled Marwari in SPEC.md — Devanagari
  'gu-IN': /[\u0A80-\u0AFF]/, // Gujarati
  'mar-IN': /[\u0900-\u097F]/, // Marathi — Devanagari
  'bh-IN': /[\u0900-\u097F]/, // Bhojpuri — Devanagari
} as const;
/** A language the knowledge base is translated into (English is the source). */
export type TranslatedLanguage = keyof typeof SCRIPT_OF;

/**
 * One language's translation of the knowledge base. `phrases` maps each English source text
 * (symptom names and questions, red-flag reasons, condition names, self-care, warning signs, rule
 * messages) to its translation; `synonyms` lists, per symptom id, how people write that symptom
 * in this language's own script (several everyday forms, also common misspellings).
 */
export const knowledgeTranslationSchema = z.object({
  language: z.enum(Object.keys(SCRIPT_OF) as [TranslatedLanguage, ...TranslatedLanguage[]]),
  phrases: z.record(z.string(), z.string().min(1)),
  synonyms: z.record(z.string(), z.array(z.string().min(1)).min(1)),
  /**
   * How people type a symptom in this language with Latin letters on a phone ('nenju vali',
   * 'gunde noppi', 'buke byatha'): many write their own language that way.
   */
  romanized: z.record(z.string(), z.array(z.string().min(1)).min(1)).optional(),
});
/** A language's translation of the knowledge base. */
export type KnowledgeTranslation = z.infer<typeof knowledgeTranslationSchema>;

/** Every English text of the knowledge base that is shown to a person, without duplicates. */
export function translatableTexts(): string[] {
  const texts = new Set<string>();
  for (const symptom of SYMPTOMS) {
    texts.add(symptom.en);
    if (symptom.askAbout) texts.add(symptom.askAbout);
    if (symptom.redFlag) texts.add(symptom.redFlag.reason);
  }
  for (const condition of CONDITIONS) {
    texts.add(condition.name);
    for (const text of [...condition.selfCare, ...condition.warningSigns]) texts.add(text);
  }
  for (const rule of EMERGENCY_RULES) texts.add(rule.message);
  texts.add(DETECTOR_MESSAGE);
  return [...texts];
}
