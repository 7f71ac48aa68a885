import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '@arogya/contracts/common';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthService, AuthUser } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser`; routes that use it may rely on it. */
    user: AuthUser;
  }
  interface FastifyInstance {
    /** A preHandler that admits a valid bearer token, optionally only of the given roles. */
    requireUser(...roles: UserRole[]): preHandlerAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export const authenticate = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('requireUser', (...roles: UserRole[]) => {
    return async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Not authorized, no token.');
      request.user = await opts.auth.authenticate(token);
      if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
    };
  });
});
