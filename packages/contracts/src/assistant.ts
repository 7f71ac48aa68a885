import { z } from 'zod';

/** SPEC.md §9 assistant languages, code → label, in the order the selector shows them. */
export const ASSISTANT_LANGUAGES = [
  { code: 'en-IN', label: 'English' },
  { code: 'hi-IN', label: 'Hindi' },
  { code: 'pa-IN', label: 'Punjabi' },
  { code: 'bn-IN', label: 'Bengali' },
  { code: 'ta-IN', label: 'Tamil' },
  { code: 'te-IN', label: 'Telugu' },
  { code: 'kn-IN', label: 'Kannada' },
  { code: 'mr-IN', label: 'Marwari' },
  { code: 'gu-IN', label: 'Gujarati' },
  { code: 'mar-IN', label: 'Marathi' },
  { code: 'bh-IN', label: 'Bhojpuri' },
] as const;

export const ASSISTANT_LANGUAGE_CODES = ASSISTANT_LANGUAGES.map((l) => l.code) as [
  AssistantLanguage,
  ...AssistantLanguage[],
];
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number]['code'];
export const DEFAULT_ASSISTANT_LANGUAGE: AssistantLanguage = 'en-IN';

export const assistantLanguage = z.enum(
  ASSISTANT_LANGUAGES.map((l) => l.code) as [AssistantLanguage, ...AssistantLanguage[]],
  { error: 'Choose one of the assistant languages.' },
);

/** Longest message and longest history the assistant accepts. */
export const MAX_ASSISTANT_MESSAGE_LENGTH = 2000;
export const MAX_ASSISTANT_HISTORY = 30;
/** Assistant requests one user may make per minute. */
export const ASSISTANT_REQUESTS_PER_MINUTE = 30;

/** SPEC.md §3 assistant chat message, as the client keeps it and sends it back as history. */
export const assistantChatMessage = z.object({
  sender: z.enum(['user', 'ai']),
  text: z.string().max(MAX_ASSISTANT_MESSAGE_LENGTH * 4, 'A history message is too long.'),
});
export type AssistantChatMessage = z.infer<typeof assistantChatMessage>;

/** SPEC.md §7 `POST /api/assistant/symptoms` body. */
export const assistantRequest = z.object({
  message: z
    .string({ error: 'Please type your symptoms.' })
    .trim()
    .min(1, 'Please type your symptoms.')
    .max(
      MAX_ASSISTANT_MESSAGE_LENGTH,
      `A message can be at most ${MAX_ASSISTANT_MESSAGE_LENGTH} characters long.`,
    ),
  history: z
    .array(assistantChatMessage)
    .max(MAX_ASSISTANT_HISTORY, `At most ${MAX_ASSISTANT_HISTORY} earlier messages can be sent.`)
    .default([]),
  language: assistantLanguage.default(DEFAULT_ASSISTANT_LANGUAGE),
});
export type AssistantRequest = z.input<typeof assistantRequest>;

export const TRIAGE_LEVELS = ['emergency', 'urgent', 'routine', 'self_care'] as const;
export const triageLevel = z.enum(TRIAGE_LEVELS);
export type TriageLevel = z.infer<typeof triageLevel>;

export const HIGHLIGHT_AREAS = ['none', 'head', 'chest', 'abdomen', 'arms', 'legs'] as const;
export const highlightArea = z.enum(HIGHLIGHT_AREAS);
export type HighlightArea = z.infer<typeof highlightArea>;

/**
 * DESIGN.md triage: emergency = call 108/112 now; urgent = a doctor within 24 hours;
 * routine = an appointment in the coming days; self_care = home care, a doctor if it worsens.
 */
export const triageResult = z.object({
  level: triageLevel,
  /** Directory specialty name (e.g. 'Cardiologist'), absent when none applies. */
  recommendedSpecialty: z.string().optional(),
  /** Possibilities, most likely first; confidence 0–1, never a certainty. */
  possibleConditions: z.array(
    z.object({
      /** Stable knowledge-base id (e.g. 'dengue'), for links and evaluation. */
      id: z.string(),
      name: z.string(),
      confidence: z.number().min(0).max(1),
    }),
  ),
  /** Why the level was raised, in the reply's language. */
  redFlags: z.array(z.string()),
});
export type TriageResult = z.infer<typeof triageResult>;

/** SPEC.md §3 assistant reply plus DESIGN.md's `triage`. */
export const assistantReply = z.object({
  responseText: z.string(),
  suggestions: z.array(z.string()),
  highlightArea,
  triage: triageResult,
});
export type AssistantReply = z.infer<typeof assistantReply>;
