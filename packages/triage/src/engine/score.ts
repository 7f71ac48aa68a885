import type { AgeGroup, Condition, Prevalence } from '../knowledge/schema';
import type { ConversationState } from './conversation';
import { KB } from './knowledge-index';

/** A condition and how well the person's picture fits it. */
export interface ScoredCondition {
  condition: Condition;
  score: number;
  /** Its symptoms the person has. */
  matched: string[];
}

/** How much more often a common condition is the answer than a rare one. */
const PRIOR: Record<Prevalence, number> = {
  very_common: 1,
  common: 0.8,
  uncommon: 0.55,
  rare: 0.35,
};

/** Symptoms that describe the situation, not an illness: they never explain anything alone. */
const CONTEXT_ONLY = new Set(['pregnant', 'heat_exposure', 'injury_fall']);

export function ageGroupOf(ageMonths: number): AgeGroup {
  if (ageMonths < 12) return 'infant';
  if (ageMonths < 18 * 12) return 'child';
  if (ageMonths < 65 * 12) return 'adult';
  return 'elderly';
}

/**
 * Conditions this person cannot have (age, sex) are left out, and so are those of a pregnancy
 * when they say they are not pregnant ('கர்ப்பம் இல்ல': no bleeding in pregnancy). A denied fall
 * does not rule out a sprain: a twisted ankle needs no fall.
 */
function fitsPerson(condition: Condition, state: ConversationState): boolean {
  const deniedPregnancy = condition.symptoms.some(
    ({ symptomId }) => symptomId === 'pregnant' && state.symptoms.get('pregnant') === false,
  );
  if (deniedPregnancy) return false;
  if (condition.sex && state.sex && condition.sex !== state.sex) return false;
  if (condition.ageGroups && state.ageMonths !== undefined)
    return condition.ageGroups.includes(ageGroupOf(state.ageMonths));
  return true;
}

/**
 * Scores every condition against the conversation. The score grows with the weight of the
 * condition's symptoms the person has, shrinks with those they deny and with the share of their
 * symptoms the condition does not explain, and is scaled by how common the condition is.
 */
export function scoreConditions(state: ConversationState): ScoredCondition[] {
  const present = [...state.symptoms].filter(([, p]) => p).map(([id]) => id);
  const illness = present.filter((id) => !CONTEXT_ONLY.has(id));
  if (illness.length === 0) return [];
  const scored: ScoredCondition[] = [];
  for (const condition of KB.conditions) {
    if (!fitsPerson(condition, state)) continue;
    let matchedWeight = 0;
    let deniedWeight = 0;
    let totalWeight = 0;
    let missingRequired = false;
    const matched: string[] = [];
    for (const { symptomId, weight, required } of condition.symptoms) {
      totalWeight += weight;
      const said = state.symptoms.get(symptomId);
      if (said === true) {
        matchedWeight += weight;
        matched.push(symptomId);
      } else if (said === false) {
        deniedWeight += weight;
        if (required) missingRequired = true;
      } else if (required) missingRequired = true;
    }
    const explained = matched.filter((id) => !CONTEXT_ONLY.has(id)).length;
    if (explained === 0) continue;
    const evidence = matchedWeight - 0.8 * deniedWeight;
    if (evidence <= 0) continue;
    const coverage = explained / illness.length;
    const completeness = matchedWeight / totalWeight;
    let score = PRIOR[condition.prevalence] * evidence * coverage ** 1.5 * (0.5 + completeness);
    const noneOfOne = condition.oneOfRequired?.every((id) => state.symptoms.get(id) !== true);
    if (missingRequired || noneOfOne) score *= 0.25;
    scored.push({ condition, score, matched });
  }
  return scored.sort((a, b) => b.score - a.score);
}
