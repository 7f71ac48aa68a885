import type {
  AssistantChatMessage,
  AssistantLanguage,
  AssistantReply,
} from '@arogya/contracts/assistant';
import { composeReply } from './compose';
import { readConversation } from './conversation';
import { chooseFollowUp, needsFollowUp } from './follow-up';
import { scoreConditions } from './score';
import { decideTriage, raiseByDetector } from './triage';

/** What the engine is asked: SPEC.md §7 `POST /api/assistant/symptoms` body, validated. */
export interface EngineInput {
  message: string;
  history: AssistantChatMessage[];
  language: AssistantLanguage;
}

/**
 * The assistant's reply to a message given the conversation so far. Pure and synchronous:
 * understand everything said, score conditions, apply red flags and rules (which only raise the
 * level), then either ask the most useful question or give guidance. Emergencies never wait for
 * a question.
 */
export function respond({ message, history, language }: EngineInput): AssistantReply {
  const state = readConversation(history, message);
  const ranked = scoreConditions(state);
  const userMessages = [...history.filter((m) => m.sender === 'user').map((m) => m.text), message];
  const decision = raiseByDetector(decideTriage(state, ranked), userMessages);
  const question =
    decision.level !== 'emergency' && needsFollowUp(state, ranked)
      ? chooseFollowUp(state, ranked)
      : undefined;
  // In an emergency the emergency conditions lead the list (and name the specialty), even when
  // earlier, milder symptoms of the conversation fit something else better.
  const shown =
    decision.level === 'emergency'
      ? [...ranked].sort(
          (a, b) =>
            Number(b.condition.triageLevel === 'emergency') -
            Number(a.condition.triageLevel === 'emergency'),
        )
      : ranked;
  return composeReply({ state, ranked: shown, decision, language, question });
}

export type { ConversationState } from './conversation';
