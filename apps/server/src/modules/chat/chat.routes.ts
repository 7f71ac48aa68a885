import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appointmentIdParams } from '@arogya/contracts/appointments';
import { messagesPage, messagesQuery } from '@arogya/contracts/chat';
import { errorBody } from '@arogya/contracts/common';
import type { ChatService } from './chat.service';

/** GET /api/appointments/:id/messages?before= — older chat messages for the appointment's members. */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id/messages',
    {
      preHandler: app.requireUser('patient', 'doctor'),
      schema: {
        tags: ['chat'],
        summary: 'Earlier messages of an appointment chat, oldest first',
        security: [{ bearerAuth: [] }],
        params: appointmentIdParams,
        querystring: messagesQuery,
        response: {
          200: messagesPage,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) =>
      opts.chat.history(request.user, request.params.id, request.query.limit, request.query.before),
  );
}
