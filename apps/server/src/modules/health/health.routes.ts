import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@arogya/contracts/common';
import { healthResponse } from '@arogya/contracts/health';

/** /api/health: 200 once the database answers, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { pingDatabase: () => Promise<void> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: errorBody },
      },
    },
    async (request, reply) => {
      try {
        await opts.pingDatabase();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ message: 'The database is not reachable.', code: 'DB_DOWN' });
      }
    },
  );
}
