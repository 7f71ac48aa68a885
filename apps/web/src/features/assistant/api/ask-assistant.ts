import { assistantReply } from '@arogya/contracts/assistant';
import type { AssistantRequest } from '@arogya/contracts/assistant';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7 `POST /api/assistant/symptoms`: the person's message, the earlier ones and the language. */
export const askAssistant = (request: AssistantRequest) =>
  api.post('/api/assistant/symptoms', request, { schema: assistantReply });

export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });
