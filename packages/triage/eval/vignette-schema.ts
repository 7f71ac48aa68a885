import { z } from 'zod';
import {
  ASSISTANT_LANGUAGE_CODES,
  MAX_ASSISTANT_HISTORY,
  MAX_ASSISTANT_MESSAGE_LENGTH,
  assistantLanguage,
  type AssistantLanguage,
} from '@arogya/contracts/assistant';
import { CONDITIONS } from '../src/knowledge/conditions';
import {
  TRIAGE_ORDER,
  bodyArea,
  knowledgeId,
  triageLevel,
  type TriageLevel,
} from '../src/knowledge/schema';

/**
 * What a vignette is about beyond its level, so the set's coverage can be checked:
 * romanized = Hindi typed in Latin letters; injection = tries to override the assistant's rules;
 * vague_opening = the first turn alone is too vague to triage; casual_emergency = an emergency
 * described in everyday words, often played down; negation = says which symptoms are absent;
 * typo = contains spelling slips; child/infant/elderly/pregnancy = who the patient is;
 * holdout = written blind for the held-out set (./vignettes/holdout.ts), never used for tuning.
 */
export const VIGNETTE_TAGS = [
  'romanized',
  'injection',
  'vague_opening',
  'casual_emergency',
  'negation',
  'typo',
  'infant',
  'child',
  'elderly',
  'pregnancy',
  'holdout',
] as const;
export const vignetteTag = z.enum(VIGNETTE_TAGS);
export type VignetteTag = z.infer<typeof vignetteTag>;

/** How urgent a level is: 0 = emergency … 3 = self_care. */
export const urgencyRank = (level: TriageLevel): number => TRIAGE_ORDER.indexOf(level);

const regexSource = z.string().refine(
  (source) => {
    try {
      new RegExp(source, 'iu');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression' },
);

/**
 * One evaluation case: a patient's messages (sent one by one, the engine's replies kept as history)
 * and what a careful Indian GP triaging by phone would expect of the final reply.
 *
 * `expected.level` is the least urgent level that is clinically safe; `acceptableLevels` lists
 * the more urgent levels that are equally defensible for this case (e.g. suspected appendicitis:
 * urgent, or emergency). A reply is an exact match when its level is `level` or one of
 * `acceptableLevels`, and safe when it is at least as urgent as `level`.
 */
export const vignetteSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2,3}-[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are <lang>-kebab-case'),
    language: assistantLanguage,
    turns: z
      .array(z.string().trim().min(1).max(MAX_ASSISTANT_MESSAGE_LENGTH))
      .min(1)
      // Each turn adds a user message and a reply to the history the engine receives.
      .max(Math.floor(MAX_ASSISTANT_HISTORY / 2)),
    expected: z.object({
      level: triageLevel,
      acceptableLevels: z.array(triageLevel).min(1).optional(),
      area: bodyArea,
      /** Knowledge-base condition ids any of which is a right answer among the top 3. */
      conditions: z.array(knowledgeId),
      /** Texts the final reply must contain (e.g. the 14416 Tele-MANAS helpline). */
      mustMention: z.array(z.string().min(1)).min(1).optional(),
      /** Regular-expression sources (matched case-insensitively) the final reply must not match. */
      mustNotMatch: z.array(regexSource).min(1).optional(),
    }),
    tags: z.array(vignetteTag).optional(),
    note: z.string().min(3).optional(),
  })
  .superRefine((v, ctx) => {
    const prefix = v.language.split('-')[0]!.toLowerCase();
    if (!v.id.startsWith(`${prefix}-`)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `id must start with "${prefix}-"` });
    }
    const { level, acceptableLevels } = v.expected;
    for (const alt of acceptableLevels ?? []) {
      if (urgencyRank(alt) >= urgencyRank(level)) {
        ctx.addIssue({
          code: 'custom',
          path: ['expected', 'acceptableLevels'],
          message: `acceptable level ${alt} must be more urgent than expected level ${level}`,
        });
      }
    }
    if (v.expected.conditions.length === 0 && !v.tags?.includes('injection')) {
      ctx.addIssue({
        code: 'custom',
        path: ['expected', 'conditions'],
        message: 'list at least one acceptable condition (only pure injection tests may omit them)',
      });
    }
  });

/** One evaluation case as written in ./vignettes. */
export type Vignette = z.input<typeof vignetteSchema>;

const CONDITION_IDS = new Set(CONDITIONS.map((c) => c.id));

/**
 * Every problem with a vignette set: schema errors, duplicate ids and condition ids that do not
 * exist in the knowledge base. An empty list means the set can be run.
 */
export function vignetteProblems(vignettes: readonly unknown[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  vignettes.forEach((input, index) => {
    const parsed = vignetteSchema.safeParse(input);
    const label =
      typeof input === 'object' && input !== null && 'id' in input
        ? String((input as { id: unknown }).id)
        : `#${index}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${label}: ${issue.path.join('.') || '(case)'}: ${issue.message}`);
      }
      return;
    }
    const v = parsed.data;
    if (seen.has(v.id)) problems.push(`${v.id}: duplicate id`);
    seen.add(v.id);
    for (const id of v.expected.conditions) {
      if (!CONDITION_IDS.has(id)) problems.push(`${v.id}: unknown condition id "${id}"`);
    }
  });
  return problems;
}

/** The languages in SPEC.md §9 order. */
export const EVAL_LANGUAGES: readonly AssistantLanguage[] = ASSISTANT_LANGUAGE_CODES;
