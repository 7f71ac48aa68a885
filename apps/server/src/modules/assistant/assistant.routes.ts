import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ASSISTANT_REQUESTS_PER_MINUTE,
  assistantReply,
  assistantRequest,
} from '@arogya/contracts/assistant';
import { errorBody } from '@arogya/contracts/common';
import { perUserLimit } from '../../lib/per-user-limit';
import type { AssistantService } from './assistant.service';

/** /api/assistant: symptom guidance (SPEC.md §7). */
export async function assistantRoutes(
  app: FastifyInstance,
  opts: { assistant: AssistantService; requestsPerMinute?: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per signed-in user, so one account cannot flood the assistant (or a configured model).
  const perUser = perUserLimit(app, {
    feature: 'assistant',
    perMinute: opts.requestsPerMinute ?? ASSISTANT_REQUESTS_PER_MINUTE,
    message: 'You are sending messages too fast. Please wait a minute and try again.',
  });

  r.post(
    '/symptoms',
    {
      preHandler: [app.requireUser(), perUser],
      schema: {
        tags: ['assistant'],
        summary:
          'Symptom guidance: triage level, possible causes and advice in the chosen language',
        security: [{ bearerAuth: [] }],
        body: assistantRequest,
        response: { 200: assistantReply, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => opts.assistant.reply(request.body),
  );
}
