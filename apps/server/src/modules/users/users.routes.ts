import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@arogya/contracts/common';
import { userProfile } from '@arogya/contracts/users';
import type { UsersService } from './users.service';

/** /api/users */
export async function usersRoutes(app: FastifyInstance, opts: { users: UsersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profile/me',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userProfile, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => opts.users.profile(request.user.id),
  );
}
