import type {
  AssistantChatMessage,
  AssistantLanguage,
  AssistantReply,
} from '@arogya/contracts/assistant';
import { respond } from '@arogya/triage/engine/index';
import { acceptModelText, groundedPrompt } from '@arogya/triage/llm/grounding';
import type { LlmClient } from '../../lib/llm';

export interface AssistantService {
  reply(input: {
    message: string;
    history: AssistantChatMessage[];
    language: AssistantLanguage;
  }): Promise<AssistantReply>;
}

/**
 * The engine decides; a configured model may only reword `responseText`. A model answer that
 * fails the checks, errors or times out is replaced by the engine's own text. Nothing is stored.
 */
export function createAssistantService(deps: {
  llm?: LlmClient;
  onModelProblem?: (reason: string) => void;
}): AssistantService {
  return {
    async reply(input) {
      const reply = respond(input);
      if (!deps.llm) return reply;
      try {
        const text = await deps.llm.complete(groundedPrompt({ reply, ...input }));
        const accepted = acceptModelText(text, reply, input.language);
        if (accepted) return { ...reply, responseText: accepted };
        deps.onModelProblem?.('the model reply failed the safety checks');
      } catch (error) {
        deps.onModelProblem?.(error instanceof Error ? error.name : 'model error');
      }
      return reply;
    },
  };
}
