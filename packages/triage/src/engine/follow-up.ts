import type { ConversationState } from './conversation';
import { presentSymptoms } from './conversation';
import { KB } from './knowledge-index';
import type { ScoredCondition } from './score';

/** Questions asked before guidance is given, at most. */
export const MAX_QUESTIONS = 2;

/**
 * Is the picture still unclear enough to ask? Only one symptom known, no possibility stands out
 * (the leader has under 35 % of the leaders' score), or the two leading possibilities are close
 * and differ in how urgent they are.
 */
export function needsFollowUp(state: ConversationState, ranked: ScoredCondition[]): boolean {
  if (state.asked.length >= MAX_QUESTIONS || state.aiTurns >= MAX_QUESTIONS + 1) return false;
  if (presentSymptoms(state).length <= 1) return true;
  const [first, second] = ranked;
  if (!first || !second) return false;
  const total = ranked.slice(0, 5).reduce((sum, c) => sum + c.score, 0);
  const leaderShare = first.score / total;
  const closeRivalOfOtherLevel =
    second.score >= 0.75 * first.score &&
    second.condition.triageLevel !== first.condition.triageLevel;
  return leaderShare < 0.35 || closeRivalOfOtherLevel;
}

/**
 * The most useful next question: the curated follow-up list of the symptoms said so far (most
 * dangerous and most telling first), else the unknown symptom that best separates the leading
 * possibilities.
 */
export function chooseFollowUp(
  state: ConversationState,
  ranked: ScoredCondition[],
): string | undefined {
  const unknown = (id: string) =>
    !state.symptoms.has(id) && !state.asked.includes(id) && KB.symptoms.get(id)?.askAbout;
  // A question in several symptoms' lists, and early in them, comes first.
  const listed = new Map<string, number>();
  for (const id of presentSymptoms(state)) {
    KB.followUps
      .get(id)
      ?.askSymptomIds.filter(unknown)
      .forEach((next, position) => {
        listed.set(next, (listed.get(next) ?? 0) + 1 / (position + 1));
      });
  }
  const curated = [...listed].sort((a, b) => b[1] - a[1])[0];
  if (curated) return curated[0];
  const leaders = ranked.slice(0, 4);
  const total = leaders.reduce((sum, c) => sum + c.score, 0);
  if (total === 0) return undefined;
  const usefulness = new Map<string, number>();
  for (const { condition, score } of leaders) {
    for (const { symptomId, weight } of condition.symptoms) {
      if (!unknown(symptomId)) continue;
      // Weighted by how likely the condition is, and best when only some leaders have it.
      usefulness.set(symptomId, (usefulness.get(symptomId) ?? 0) + (score / total) * weight);
    }
  }
  let best: string | undefined;
  let bestValue = 0;
  for (const [id, value] of usefulness) {
    const split = value * (1 - Math.min(value, 1));
    if (split > bestValue) [best, bestValue] = [id, split];
  }
  return best;
}
