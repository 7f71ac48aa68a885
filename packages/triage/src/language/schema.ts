import { z } from 'zod';
import { SPECIALTIES } from '../knowledge/schema';

/**
 * Sentences the engine composes replies from. `{name}` placeholders are filled by the engine;
 * every translation keeps exactly the same placeholders and every number (108, 112, 14416, 24).
 */
export const TEMPLATE_KEYS = [
  'understood',
  'understoodDuration',
  'understoodAge',
  'notPresent',
  'possibleCauses',
  'notADiagnosis',
  'levelEmergency',
  'levelUrgent',
  'levelRoutine',
  'levelSelfCare',
  'selfCareHeading',
  'warningSignsHeading',
  'specialty',
  'askIntro',
  'askOpen',
  'notRecognised',
  'noDoses',
  'keepRules',
  'mentalHealthLine',
  'disclaimer',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
  'ageYears',
  'ageMonths',
  'chipYes',
  'chipNo',
  'chipNotSure',
  'chipAlsoHave',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** Units a duration or an age can be given in. */
export const TIME_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const words = z.array(z.string().min(1)).min(1);

/**
 * How people of one language say the small words the engine must understand, written the way
 * they type them (own script; lower case where the script has case). Romanized words are added
 * only in the Hindi pack's `romanized` lists and in English.
 */
export const lexiconSchema = z.object({
  /** Words placed BEFORE a symptom that deny it ('no', 'not', 'without'). */
  negationBefore: z.array(z.string().min(1)),
  /** Words placed AFTER a symptom that deny it ('नहीं', 'இல்லை'). */
  negationAfter: z.array(z.string().min(1)),
  /** Whole answers meaning yes / no / not sure, as typed to a yes-no question. */
  yes: words,
  no: words,
  unsure: words,
  /** Unit words of a duration or age ('days', 'दिन', 'நாட்களாக'), all common inflections. */
  units: z.object({ hour: words, day: words, week: words, month: words, year: words }),
  /** Number words 1–12 and 'half' etc. people write instead of digits, mapped to the number. */
  numbers: z.record(z.string().min(1), z.number()),
  /** Words saying the person is a child/baby, a woman, a man. */
  child: words,
  female: words,
  male: words,
  /** Words of severity ('severe', 'very', 'बहुत', 'तेज़'). */
  severe: words,
  /** Phrases asking for a medicine or a dose ('which tablet', 'dose', 'कौन सी दवा'). */
  medicineRequest: words,
  /** Phrases asking the assistant to drop its rules ('ignore your rules', 'you are now'). */
  ruleOverride: words,
});
export type Lexicon = z.infer<typeof lexiconSchema>;

/** Everything the engine needs to reply in, and understand, one language. */
export const languagePackSchema = z.object({
  templates: z.record(z.enum(TEMPLATE_KEYS), z.string().min(1)),
  specialties: z.record(z.enum(SPECIALTIES), z.string().min(1)),
  lexicon: lexiconSchema,
});
export type LanguagePack = z.infer<typeof languagePackSchema>;

/** The `{name}` placeholders a template uses, sorted. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
