import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A preHandler (after `app.requireUser`) that allows each signed-in user `perMinute` requests a
 * minute on one feature, and answers 429 with `message` beyond that.
 */
export function perUserLimit(
  app: FastifyInstance,
  options: { feature: string; perMinute: number; message: string },
) {
  const limit = app.createRateLimit({
    max: options.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${options.feature}:${request.user.id}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(429, 'RATE_LIMITED', options.message);
  };
}
