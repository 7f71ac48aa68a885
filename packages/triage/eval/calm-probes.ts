import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { inRightScript } from './score';

/**
 * What a test of calm probes (look-alikes, ordinary messages) finds wrong in one language: each
 * message answered as an emergency, or out of the language's script, that is not a known gap, and
 * each known gap now answered calmly, to be taken off `gapsName` so the list stays honest.
 */
export function calmProbeProblems(
  language: AssistantLanguage,
  texts: readonly string[],
  knownGaps: Record<string, string>,
  gapsName: string,
): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    const reply = respond({ message: text, history: [], language });
    const calm = reply.triage.level !== 'emergency' && inRightScript(reply.responseText, language);
    if (!calm && !(text in knownGaps)) problems.push(`${text} → ${reply.triage.level}`);
    if (calm && text in knownGaps) problems.push(`now calm, take off ${gapsName}: ${text}`);
  }
  return problems;
}
