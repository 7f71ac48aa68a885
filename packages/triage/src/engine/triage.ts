import type { TriageLevel } from '@arogya/contracts/assistant';
import { DETECTOR_MESSAGE } from '../knowledge/emergency-rules/shared';
import type { EmergencyRule } from '../knowledge/schema';
import { TRIAGE_ORDER } from '../knowledge/schema';
import type { ConversationState } from './conversation';
import { DETECTOR_THRESHOLD, emergencyLikelihood } from './emergency-detector';
import { KB } from './knowledge-index';
import type { ScoredCondition } from './score';

/** Why the level is what it is: the texts are English knowledge-base texts, translated later. */
export interface TriageDecision {
  level: TriageLevel;
  /** Rule messages and symptom red-flag reasons that raised the level. */
  reasons: string[];
  /** A helpline a matched rule points to (14416 for a mental-health crisis). */
  helplines: Set<string>;
}

const rank = (level: TriageLevel) => TRIAGE_ORDER.indexOf(level);
const moreUrgent = (a: TriageLevel, b: TriageLevel) => (rank(a) <= rank(b) ? a : b);
const oneStepUp = (level: TriageLevel): TriageLevel => TRIAGE_ORDER[Math.max(0, rank(level) - 1)]!;

/** Does an escalation rule match this person? */
export function ruleMatches(rule: EmergencyRule, state: ConversationState): boolean {
  const has = (id: string) => state.symptoms.get(id) === true;
  if (rule.allOf && !rule.allOf.every(has)) return false;
  if (rule.anyOf && !rule.anyOf.some(has)) return false;
  if (rule.noneOf?.some(has)) return false;
  if (rule.sex && state.sex !== rule.sex) return false;
  if (rule.pregnant && !has('pregnant')) return false;
  if (rule.minAgeMonths !== undefined) {
    const unknownAdult = state.ageMonths === undefined && rule.adultOfUnknownAge && !state.child;
    if (!unknownAdult && (state.ageMonths === undefined || state.ageMonths < rule.minAgeMonths))
      return false;
  }
  if (rule.maxAgeMonths !== undefined) {
    const unknownChild = state.ageMonths === undefined && rule.childOfUnknownAge && state.child;
    if (!unknownChild && (state.ageMonths === undefined || state.ageMonths > rule.maxAgeMonths))
      return false;
  }
  return true;
}

/**
 * The level: the likely conditions set a base (a close, more urgent rival counts too), then red
 * flags of those conditions, red-flag symptoms and escalation rules can only raise it.
 */
export function decideTriage(state: ConversationState, ranked: ScoredCondition[]): TriageDecision {
  const reasons: string[] = [];
  const helplines = new Set<string>();
  const top = ranked[0];
  // Nothing understood is never 'manage at home': without a picture, a doctor should see them.
  let level: TriageLevel = top ? top.condition.triageLevel : 'routine';
  // The likely ones: the leader and any close rival (within 70 % of its score).
  const likely = ranked.slice(0, 3).filter((c) => top && c.score >= 0.7 * top.score);
  for (const rival of likely) level = moreUrgent(level, rival.condition.triageLevel);

  const has = (id: string) => state.symptoms.get(id) === true;
  for (const { condition } of likely) {
    // A likely condition's own warning symptoms without a level of their own move it one step up.
    if (condition.redFlags.some((id) => has(id) && !KB.symptoms.get(id)?.redFlag))
      level = moreUrgent(level, oneStepUp(condition.triageLevel));
  }
  for (const [id, present] of state.symptoms) {
    const redFlag = present ? KB.symptoms.get(id)?.redFlag : undefined;
    if (!redFlag) continue;
    level = moreUrgent(level, redFlag.level);
    reasons.push(redFlag.reason);
  }
  for (const rule of KB.rules) {
    if (!ruleMatches(rule, state)) continue;
    level = moreUrgent(level, rule.level);
    reasons.unshift(rule.message);
    if (rule.helpline) helplines.add(rule.helpline);
  }
  // Anything lasting over a week, or described as severe, deserves a doctor's look.
  if (level === 'self_care' && ((state.durationDays ?? 0) >= 7 || state.severe)) level = 'routine';
  // A fever of three days or more in India needs a malaria and dengue test (NVBDCP advice).
  if (level === 'self_care' && has('fever') && (state.durationDays ?? 0) >= 3) level = 'routine';
  // A high fever (over 102 °F) for three days or more: the test the same day (dengue, malaria,
  // typhoid), before the dangerous days that follow the fever's fall (WHO dengue; NVBDCP).
  if (has('high_fever') && (state.durationDays ?? 0) >= 3) level = moreUrgent(level, 'urgent');
  // Babies under 3 months with any illness are seen the same day.
  if (state.ageMonths !== undefined && state.ageMonths < 3 && ranked.length > 0)
    level = moreUrgent(level, 'urgent');
  return { level, reasons: [...new Set(reasons)], helplines };
}

/** What the rules say to a person who may be about to end their life. */
const CRISIS_RULE = KB.rules.find((rule) => rule.id === 'suicidal_thoughts')!;

/**
 * The emergency detector's word on what the person wrote: a message it finds likely to describe
 * a named emergency raises the level to emergency, like a rule (never lowers it), and one it
 * reads as a mental-health crisis also brings Tele-MANAS 14416 when no rule did.
 */
export function raiseByDetector(decision: TriageDecision, userMessages: string[]): TriageDecision {
  const found = userMessages
    .map(emergencyLikelihood)
    .filter((likely) => likely.emergency >= DETECTOR_THRESHOLD);
  if (found.length === 0) return decision;
  const reasons = [...decision.reasons];
  const helplines = new Set(decision.helplines);
  if (decision.level !== 'emergency') reasons.unshift(DETECTOR_MESSAGE);
  if (found.some((likely) => likely.crisis >= 0.5) && !helplines.has('14416')) {
    reasons.unshift(CRISIS_RULE.message);
    helplines.add('14416');
  }
  return { level: 'emergency', reasons, helplines };
}
