import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  resetTokenParams,
  userInfo,
} from '@arogya/contracts/auth';
import { errorBody, messageBody } from '@arogya/contracts/common';
import { AppError } from '../../lib/errors';
import type { AuthService } from './auth.service';

const tooManyAttempts = () =>
  new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');

/** /api/auth: register, login, logout, forgot and reset password. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; attemptsPerMinute: number },
) {
  const { auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Two limits on every sign-in style route: per client address, and per email address, so
  // that neither one machine nor a botnet aimed at one account gets unlimited guesses.
  const perIp = {
    max: opts.attemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyAttempts,
  };
  const emailLimit = app.createRateLimit({
    max: opts.attemptsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `email:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
  });
  const perEmail = async (request: FastifyRequest) => {
    const result = await emailLimit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts();
  };
  const errors = { 400: errorBody, 429: errorBody };

  r.post(
    '/register',
    {
      config: { rateLimit: perIp },
      preHandler: perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Create a patient or doctor account and sign in',
        body: registerRequest,
        response: { 201: userInfo, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  r.post(
    '/login',
    {
      config: { rateLimit: perIp },
      preHandler: perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: userInfo, 401: errorBody, ...errors },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password),
  );

  r.post(
    '/logout',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['auth'],
        summary: 'Revoke the presented token',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      await auth.logout(request.user);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/forgot-password',
    {
      config: { rateLimit: perIp },
      preHandler: perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer for unknown emails)',
        body: forgotPasswordRequest,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => auth.forgotPassword(request.body.email),
  );

  r.post(
    '/reset-password/:token',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        params: resetTokenParams,
        body: resetPasswordRequest,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => auth.resetPassword(request.params.token, request.body.password),
  );
}
