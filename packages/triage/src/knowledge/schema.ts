import { z } from 'zod';
import {
  TRIAGE_LEVELS,
  highlightArea,
  triageLevel,
  type HighlightArea,
  type TriageLevel,
} from '@arogya/contracts/assistant';

/** Stable snake_case identifier used for symptoms, conditions and rules. */
export const knowledgeId = z.string().regex(/^[a-z][a-z0-9_]*$/, 'ids are snake_case');

/** Body region the assistant's body diagram can highlight: the reply contract's own areas. */
export const bodyArea = highlightArea;
/** Body region the assistant's body diagram can highlight. */
export type BodyArea = HighlightArea;

/** How soon care is needed: the reply contract's levels. */
export { triageLevel, type TriageLevel };

/** Triage levels ordered from most to least urgent (index 0 = most urgent). */
export const TRIAGE_ORDER: readonly TriageLevel[] = TRIAGE_LEVELS;

/** Specialties the engine may recommend; doctor-directory searches use these names. */
export const SPECIALTIES = [
  'General Physician',
  'Cardiologist',
  'Neurologist',
  'Pulmonologist',
  'Gastroenterologist',
  'General Surgeon',
  'Dermatologist',
  'Gynecologist',
  'Pediatrician',
  'Orthopedic',
  'Rheumatologist',
  'ENT Specialist',
  'Ophthalmologist',
  'Dentist',
  'Psychiatrist',
  'Endocrinologist',
  'Nephrologist',
  'Urologist',
  'Emergency Medicine',
] as const;
/** One recommendable specialty. */
export const specialty = z.enum(SPECIALTIES);
/** One recommendable specialty. */
export type Specialty = z.infer<typeof specialty>;

/** Age bands a condition mainly affects (infant < 1 year, child 1–17, adult 18–64, elderly 65+). */
export const ageGroup = z.enum(['infant', 'child', 'adult', 'elderly']);
/** Age band. */
export type AgeGroup = z.infer<typeof ageGroup>;

/** Biological sex a condition is limited to. */
export const sex = z.enum(['female', 'male']);
/** Biological sex. */
export type Sex = z.infer<typeof sex>;

/** How often the condition is seen in Indian primary care. */
export const prevalence = z.enum(['very_common', 'common', 'uncommon', 'rare']);
/** How often the condition is seen in Indian primary care. */
export type Prevalence = z.infer<typeof prevalence>;

/** A symptom that by itself demands care at the given level, with the reason shown to the user. */
export const symptomRedFlag = z.object({ level: triageLevel, reason: z.string().min(10) });
/** A symptom-level red flag. */
export type SymptomRedFlag = z.infer<typeof symptomRedFlag>;

/** Romanized Hindi/Hinglish chat spellings: printable ASCII only. */
const asciiPhrase = z
  .string()
  .regex(/^[\x20-\x7E]+$/, 'hinglish phrases are ASCII')
  .min(2);

/** One symptom the engine can recognise, with English and romanized-Hindi ways people type it. */
export const symptomSchema = z.object({
  id: knowledgeId,
  en: z.string().min(2),
  synonymsEn: z.array(z.string().min(2)),
  hinglish: z.array(asciiPhrase),
  bodyArea,
  redFlag: symptomRedFlag.optional(),
  askAbout: z.string().endsWith('?').optional(),
});
/** One recognisable symptom. */
export type Symptom = z.infer<typeof symptomSchema>;

/** A symptom of a condition and how strongly (0.1–1) it points to that condition. */
export const conditionSymptom = z.object({
  symptomId: knowledgeId,
  weight: z.number().min(0.1).max(1),
  required: z.boolean().optional(),
});
/** A weighted symptom of a condition. */
export type ConditionSymptom = z.infer<typeof conditionSymptom>;

/** A public page (NHS, WHO, MoHFW, ICMR, NCDC, CDC…) backing an entry. */
export const sourceSchema = z.object({
  title: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
});
/** A cited public source. */
export type Source = z.infer<typeof sourceSchema>;

/** A condition patients in India commonly bring, with weighted symptoms and plain-language advice. */
export const conditionSchema = z.object({
  id: knowledgeId,
  name: z.string().min(2),
  prevalence,
  symptoms: z.array(conditionSymptom).min(3),
  /** At least one of these must be present, or the condition is hardly suggested (like `required`). */
  oneOfRequired: z.array(knowledgeId).min(2).optional(),
  redFlags: z.array(knowledgeId),
  triageLevel,
  specialty,
  bodyArea,
  ageGroups: z.array(ageGroup).min(1).optional(),
  sex: sex.optional(),
  selfCare: z.array(z.string().min(5)),
  warningSigns: z.array(z.string().min(5)).min(1),
  sources: z.array(sourceSchema).min(1),
});
/** One condition in the knowledge base. */
export type Condition = z.infer<typeof conditionSchema>;

/** Helplines a rule may point to: 108 ambulance, 112 national emergency, 14416 Tele-MANAS. */
export const helpline = z.enum(['108', '112', '14416']);
/** A helpline number. */
export type Helpline = z.infer<typeof helpline>;

/**
 * A symptom combination that escalates care. Matches when every id in allOf is present and,
 * if anyOf is given, at least one of anyOf; age, sex and pregnancy filters apply when set.
 * Ages are completed months, both bounds inclusive (under 3 months = maxAgeMonths 2).
 * `pregnant: true` applies only when the person is known to be pregnant (e.g. the 'pregnant' symptom).
 */
export const emergencyRuleSchema = z
  .object({
    id: knowledgeId,
    level: z.enum(['emergency', 'urgent']),
    allOf: z.array(knowledgeId).min(1).optional(),
    anyOf: z.array(knowledgeId).min(1).optional(),
    /** Symptoms that make the rule not apply (a likelier explanation: diarrhoea for dizziness). */
    noneOf: z.array(knowledgeId).min(1).optional(),
    minAgeMonths: z.number().int().min(0).optional(),
    maxAgeMonths: z.number().int().min(0).optional(),
    /** With maxAgeMonths: also matches a child whose age was not given ('my son has 104 fever'). */
    childOfUnknownAge: z.boolean().optional(),
    /** With minAgeMonths: also matches anyone but a child when no age was given ('my husband…'). */
    adultOfUnknownAge: z.boolean().optional(),
    sex: sex.optional(),
    pregnant: z.boolean().optional(),
    message: z.string().min(10),
    helpline: helpline.optional(),
  })
  .refine((r) => (r.allOf?.length ?? 0) + (r.anyOf?.length ?? 0) > 0, {
    message: 'a rule needs allOf or anyOf',
  });
/** One escalation rule. */
export type EmergencyRule = z.infer<typeof emergencyRuleSchema>;

/** Next questions worth asking when a person opens with a vague symptom. */
export const followUpSchema = z.object({
  forSymptomId: knowledgeId,
  askSymptomIds: z.array(knowledgeId).min(2),
});
/** A follow-up question set. */
export type FollowUp = z.infer<typeof followUpSchema>;
