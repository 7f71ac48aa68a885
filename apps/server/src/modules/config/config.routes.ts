import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfig, type AppConfig } from '@arogya/contracts/config';

/** /api/config: the public settings the web app needs (never a secret). */
export async function configRoutes(app: FastifyInstance, opts: { config: () => AppConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Payment provider and video link base for the web app',
        response: { 200: appConfig },
      },
    },
    async () => opts.config(),
  );
}
