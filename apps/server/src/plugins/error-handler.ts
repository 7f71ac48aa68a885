import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/**
 * One error model: every failure answers `{ message, code?, errors? }`. Client errors keep their
 * message; server errors say only 'Internal Server Error' while the log keeps the detail.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? 'Invalid value.';
      }
      const first = error.validation[0];
      const message =
        !first || first.instancePath === '/' || first.instancePath === ''
          ? 'The request is missing its data or it is not valid JSON.'
          : (first.message ?? 'Invalid value.');
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error), code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'INTERNAL' });
  });
});

/** Fastify's own 4xx messages, reworded where they would confuse a person. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This kind of request body is not supported; send JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request is missing its data or it is not valid JSON.';
    default:
      return error.message;
  }
}
