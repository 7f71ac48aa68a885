import type { AssistantLanguage, AssistantReply, HighlightArea } from '@arogya/contracts/assistant';
import type { BodyArea } from '../knowledge/schema';
import type { TemplateKey } from '../language/schema';
import type { ConversationState } from './conversation';
import { deniedSymptoms, presentSymptoms } from './conversation';
import { KB, translate } from './knowledge-index';
import type { ScoredCondition } from './score';
import type { TriageDecision } from './triage';

/** Conditions named in a reply, and the most a confidence may say (never a certainty). */
const SHOWN_CONDITIONS = 3;
const MAX_CONFIDENCE = 0.8;

/** Fills a template of the language's pack. */
function say(
  language: AssistantLanguage,
  key: TemplateKey,
  values: Record<string, string> = {},
): string {
  const template = KB.packOf(language).templates[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

const symptomName = (id: string, language: AssistantLanguage) =>
  translate(KB.symptoms.get(id)!.en, language);

/** Possibilities with a share of the leaders' score as confidence, capped below certainty. */
export function possibleConditions(ranked: ScoredCondition[], language: AssistantLanguage) {
  const leaders = ranked.filter((c) => c.score >= 0.2 * (ranked[0]?.score ?? 0)).slice(0, 5);
  const total = leaders.reduce((sum, c) => sum + c.score, 0);
  return leaders.map(({ condition, score }) => ({
    id: condition.id,
    name: translate(condition.name, language),
    confidence: Math.round(Math.min(MAX_CONFIDENCE, score / total) * 100) / 100,
  }));
}

/** The body area most of the person's symptoms are in (red-flag symptoms count double). */
export function highlightAreaOf(
  state: ConversationState,
  ranked: ScoredCondition[],
): HighlightArea {
  const votes = new Map<BodyArea, number>();
  for (const id of presentSymptoms(state)) {
    const symptom = KB.symptoms.get(id)!;
    if (symptom.bodyArea === 'none') continue;
    votes.set(symptom.bodyArea, (votes.get(symptom.bodyArea) ?? 0) + (symptom.redFlag ? 2 : 1));
  }
  // A named part of the body counts a little ('burnt my hand': a burn has no area of its own).
  for (const area of state.places) votes.set(area, (votes.get(area) ?? 0) + 0.75);
  const topArea = ranked[0]?.condition.bodyArea;
  if (topArea && topArea !== 'none') votes.set(topArea, (votes.get(topArea) ?? 0) + 0.5);
  let best: BodyArea = 'none';
  let bestVotes = 0;
  for (const [area, count] of votes) if (count > bestVotes) [best, bestVotes] = [area, count];
  return best;
}

function formatDuration(days: number, language: AssistantLanguage): string {
  if (days < 1)
    return say(language, 'hours', { count: String(Math.max(1, Math.round(days * 24))) });
  if (days < 14) return say(language, 'days', { count: String(Math.round(days)) });
  if (days < 60) return say(language, 'weeks', { count: String(Math.round(days / 7)) });
  if (days < 730) return say(language, 'months', { count: String(Math.round(days / 30)) });
  return say(language, 'years', { count: String(Math.round(days / 365)) });
}

function formatAge(months: number, language: AssistantLanguage): string {
  return months < 24
    ? say(language, 'ageMonths', { count: String(months) })
    : say(language, 'ageYears', { count: String(Math.floor(months / 12)) });
}

/** 'I understood …' lines. */
function understoodLines(state: ConversationState, language: AssistantLanguage): string[] {
  const lines: string[] = [];
  const present = presentSymptoms(state);
  if (present.length > 0)
    lines.push(
      say(language, 'understood', {
        symptoms: present.map((id) => symptomName(id, language)).join(', '),
      }),
    );
  if (state.durationDays !== undefined)
    lines.push(
      say(language, 'understoodDuration', {
        duration: formatDuration(state.durationDays, language),
      }),
    );
  if (state.ageMonths !== undefined)
    lines.push(say(language, 'understoodAge', { age: formatAge(state.ageMonths, language) }));
  const denied = deniedSymptoms(state);
  if (denied.length > 0)
    lines.push(
      say(language, 'notPresent', {
        symptoms: denied.map((id) => symptomName(id, language)).join(', '),
      }),
    );
  return lines;
}

const LEVEL_TEXT = {
  emergency: 'levelEmergency',
  urgent: 'levelUrgent',
  routine: 'levelRoutine',
  self_care: 'levelSelfCare',
} as const;

interface ComposeInput {
  state: ConversationState;
  ranked: ScoredCondition[];
  decision: TriageDecision;
  language: AssistantLanguage;
  /** The symptom to ask about next, when the picture is unclear. */
  question?: string;
}

/** The reply: what was understood, then a question or the guidance, always the safety notes. */
export function composeReply({
  state,
  ranked,
  decision,
  language,
  question,
}: ComposeInput): AssistantReply {
  const t = (text: string) => translate(text, language);
  const top = ranked[0]?.condition;
  const lines: string[] = [];
  const emergency = decision.level === 'emergency';
  const mentalCrisis = decision.helplines.has('14416');

  if (emergency) lines.push(say(language, 'levelEmergency'));
  for (const reason of emergency ? decision.reasons.slice(0, 2) : []) {
    const text = t(reason);
    // One helpline sentence is enough: a second reason repeating 14416 adds nothing.
    if (!(text.includes('14416') && lines.some((line) => line.includes('14416')))) lines.push(text);
  }
  // The 14416 line once, whether from a rule's own message or from the pack.
  if (mentalCrisis && !lines.some((line) => line.includes('14416')))
    lines.push(say(language, 'mentalHealthLine'));
  if (state.ruleOverride) lines.push(say(language, 'keepRules'));
  if (state.medicineRequest) lines.push(say(language, 'noDoses'));
  lines.push(...understoodLines(state, language));

  const suggestions: string[] = [];
  const conditions = possibleConditions(ranked, language);
  const specialty =
    emergency && !top
      ? 'Emergency Medicine'
      : (top?.specialty ?? (presentSymptoms(state).length > 0 ? 'General Physician' : undefined));

  if (presentSymptoms(state).length === 0 && !emergency) {
    lines.push(say(language, state.aiTurns === 0 ? 'askOpen' : 'notRecognised'));
  } else if (question) {
    // An urgent picture is said at once, even while a question is still open.
    if (decision.level === 'urgent') lines.push(say(language, 'levelUrgent'));
    lines.push(`${say(language, 'askIntro')} ${t(KB.symptoms.get(question)!.askAbout!)}`);
    suggestions.push(
      say(language, 'chipYes'),
      say(language, 'chipNo'),
      say(language, 'chipNotSure'),
    );
  } else {
    if (conditions.length > 0) {
      lines.push(
        say(language, 'possibleCauses', {
          conditions: conditions
            .slice(0, SHOWN_CONDITIONS)
            .map((c) => c.name)
            .join(', '),
        }),
      );
      lines.push(say(language, 'notADiagnosis'));
    }
    if (!emergency) {
      lines.push(say(language, LEVEL_TEXT[decision.level]));
      for (const reason of decision.reasons.slice(0, 2)) lines.push(t(reason));
    }
    if (specialty)
      lines.push(
        say(language, 'specialty', { specialty: KB.packOf(language).specialties[specialty] }),
      );
    if (top && top.selfCare.length > 0 && (!emergency || top.triageLevel === 'emergency')) {
      lines.push(say(language, 'selfCareHeading'));
      for (const advice of top.selfCare.slice(0, 3)) lines.push(`• ${t(advice)}`);
    }
    if (top && !emergency) {
      lines.push(say(language, 'warningSignsHeading'));
      for (const sign of top.warningSigns.slice(0, 3)) lines.push(`• ${t(sign)}`);
    }
    // In an emergency the only next step is the call: no chips that invite more chatting.
    if (!emergency)
      for (const id of unaskedSymptomsOf(state, ranked))
        suggestions.push(say(language, 'chipAlsoHave', { symptom: symptomName(id, language) }));
  }
  lines.push(say(language, 'disclaimer'));

  return {
    responseText: lines.join('\n'),
    suggestions,
    highlightArea: highlightAreaOf(state, ranked),
    triage: {
      level: decision.level,
      ...(specialty ? { recommendedSpecialty: specialty } : {}),
      possibleConditions: conditions,
      redFlags: decision.reasons.map(t),
    },
  };
}

/** Up to 3 symptoms of the leading possibilities the person has not mentioned: tap to add. */
function unaskedSymptomsOf(state: ConversationState, ranked: ScoredCondition[]): string[] {
  const ids: string[] = [];
  for (const { condition } of ranked.slice(0, 2)) {
    const byWeight = [...condition.symptoms].sort((a, b) => b.weight - a.weight);
    for (const { symptomId } of byWeight) {
      if (ids.length >= 3) return ids;
      if (!state.symptoms.has(symptomId) && !ids.includes(symptomId)) ids.push(symptomId);
    }
  }
  return ids;
}
