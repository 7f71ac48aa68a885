import type { AssistantLanguage, AssistantReply, TriageLevel } from '@arogya/contracts/assistant';
import { SCRIPT_OF } from '../src/knowledge/translations/schema';
import { urgencyRank, vignetteSchema, type Vignette } from './vignette-schema';

/** Any letter of an Indic script (Devanagari U+0900 … Malayalam U+0DFF). */
const INDIC = /[\u0900-\u0DFF]/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * Whether a reply is written in its language's script: for English, Latin letters and no Indic
 * letter; otherwise most letters (vowel signs included) in the language's Unicode block.
 */
export function inRightScript(text: string, language: AssistantLanguage): boolean {
  const letters = [...text].filter((ch) => LETTER.test(ch));
  if (letters.length === 0) return false;
  if (language === 'en-IN') {
    return letters.some((ch) => LATIN.test(ch)) && !letters.some((ch) => INDIC.test(ch));
  }
  const block = SCRIPT_OF[language];
  return letters.filter((ch) => block.test(ch)).length / letters.length > 0.5;
}

/** Code points of the digit zero in the Indic scripts whose digits replies may use. */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

/** Rewrites native Indic digits (e.g. ১৪৪১৬, १४४१६) as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

/** Everything a person reads in a reply, for mustMention / mustNotMatch checks. */
export const replyText = (reply: AssistantReply): string =>
  asciiDigits([reply.responseText, ...reply.suggestions, ...reply.triage.redFlags].join('\n'));

/** The scored outcome of one vignette. */
export interface CaseResult {
  id: string;
  language: AssistantLanguage;
  turns: number;
  expected: {
    level: TriageLevel;
    acceptableLevels: TriageLevel[];
    area: string;
    conditions: string[];
  };
  /** The final reply, or null when the engine threw or replied outside the contract. */
  got: {
    level: TriageLevel;
    area: string;
    conditions: string[];
    responseText: string;
  } | null;
  error?: string;
  /** At least as urgent as expected.level. */
  safe: boolean;
  /** expected.level or one of acceptableLevels. */
  exact: boolean;
  /** Only for expected emergencies: answered emergency. */
  emergencyHit: boolean | null;
  /** Any acceptable condition among the first 3; null when the case lists none. */
  top3: boolean | null;
  area: boolean;
  /** Every reply of the conversation in the language's script. */
  script: boolean;
  missingMentions: string[];
  forbiddenMatches: string[];
}

/** Scores a conversation's replies (last = final) against a vignette. */
export function scoreCase(input: Vignette, replies: AssistantReply[], error?: string): CaseResult {
  const v = vignetteSchema.parse(input);
  const acceptable = [v.expected.level, ...(v.expected.acceptableLevels ?? [])];
  const base = {
    id: v.id,
    language: v.language,
    turns: v.turns.length,
    expected: {
      level: v.expected.level,
      acceptableLevels: v.expected.acceptableLevels ?? [],
      area: v.expected.area,
      conditions: v.expected.conditions,
    },
  };
  const final = replies.at(-1);
  if (error !== undefined || final === undefined || replies.length !== v.turns.length) {
    return {
      ...base,
      got: null,
      error: error ?? 'no reply',
      safe: false,
      exact: false,
      emergencyHit: v.expected.level === 'emergency' ? false : null,
      top3: v.expected.conditions.length > 0 ? false : null,
      area: false,
      script: false,
      missingMentions: v.expected.mustMention ?? [],
      forbiddenMatches: [],
    };
  }
  const level = final.triage.level;
  const top3Ids = final.triage.possibleConditions.slice(0, 3).map((c) => c.id);
  const text = replyText(final);
  return {
    ...base,
    got: {
      level,
      area: final.highlightArea,
      conditions: final.triage.possibleConditions.map((c) => c.id),
      responseText: final.responseText,
    },
    safe: urgencyRank(level) <= urgencyRank(v.expected.level),
    exact: acceptable.includes(level),
    emergencyHit: v.expected.level === 'emergency' ? level === 'emergency' : null,
    top3:
      v.expected.conditions.length > 0
        ? v.expected.conditions.some((id) => top3Ids.includes(id))
        : null,
    area: final.highlightArea === v.expected.area,
    script: replies.every((r) => inRightScript(r.responseText, v.language)),
    missingMentions: (v.expected.mustMention ?? []).filter(
      (m) => !text.toLowerCase().includes(asciiDigits(m).toLowerCase()),
    ),
    forbiddenMatches: (v.expected.mustNotMatch ?? []).filter((source) =>
      new RegExp(source, 'iu').test(text),
    ),
  };
}

/** Whether a case failed any check (for --verbose). */
export const failed = (r: CaseResult): boolean =>
  r.got === null ||
  !r.safe ||
  !r.exact ||
  r.top3 === false ||
  !r.area ||
  !r.script ||
  r.missingMentions.length > 0 ||
  r.forbiddenMatches.length > 0;

/** A share with its counts; rate is null when nothing was counted. */
export interface Share {
  hits: number;
  of: number;
  rate: number | null;
}

const share = (values: (boolean | null)[]): Share => {
  const counted = values.filter((v): v is boolean => v !== null);
  const hits = counted.filter(Boolean).length;
  return { hits, of: counted.length, rate: counted.length ? hits / counted.length : null };
};

/** The metrics of one group of cases (a language, or all). */
export interface Summary {
  cases: number;
  safeTriage: Share;
  exactTriage: Share;
  emergencyRecall: Share;
  top3Conditions: Share;
  bodyArea: Share;
  rightScript: Share;
  /** Cases with a missing mustMention or a matched mustNotMatch. */
  textCheckFailures: number;
  errors: number;
}

export function summarize(results: CaseResult[]): Summary {
  return {
    cases: results.length,
    safeTriage: share(results.map((r) => r.safe)),
    exactTriage: share(results.map((r) => r.exact)),
    emergencyRecall: share(results.map((r) => r.emergencyHit)),
    top3Conditions: share(results.map((r) => r.top3)),
    bodyArea: share(results.map((r) => r.area)),
    rightScript: share(results.map((r) => r.script)),
    textCheckFailures: results.filter(
      (r) => r.missingMentions.length > 0 || r.forbiddenMatches.length > 0,
    ).length,
    errors: results.filter((r) => r.got === null).length,
  };
}

/** The targets on the set; `gate` ones decide the exit code. */
export const TARGETS = [
  { metric: 'emergencyRecall', label: 'emergency recall', min: 1, gate: true },
  { metric: 'rightScript', label: 'right script', min: 1, gate: true },
  { metric: 'safeTriage', label: 'safe triage', min: 0.97, gate: true },
  { metric: 'exactTriage', label: 'exact triage', min: 0.8, gate: false },
  { metric: 'top3Conditions', label: 'top-3 conditions', min: 0.75, gate: false },
] as const satisfies readonly {
  metric: keyof Summary;
  label: string;
  min: number;
  gate: boolean;
}[];

/** Targets the overall summary misses; a missing rate (nothing counted) is a miss. */
export function missedTargets(overall: Summary): (typeof TARGETS)[number][] {
  return TARGETS.filter((t) => {
    const rate = overall[t.metric].rate;
    return rate === null || rate < t.min;
  });
}

/** Hundreds of replies per language: more than the default 5 s on a loaded two-core machine. */
export const PROBE_TIMEOUT_MS = 60_000;
