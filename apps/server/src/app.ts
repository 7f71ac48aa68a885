import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { pingDatabase, type Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createLogMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { AppError } from './lib/errors';
import { createLogger } from './lib/logger';
import { createResponseCache } from './lib/response-cache';
import { authenticate } from './plugins/authenticate';
import { errorHandler } from './plugins/error-handler';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/tokens';
import { createLlmClient } from './lib/llm';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { createAssistantService } from './modules/assistant/assistant.service';
import { analyzeImage } from '@arogya/docsense/analyze-image';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { createAnalysisService, type AnalyzeImage } from './modules/analysis/analysis.service';
import { createAdminRepository } from './modules/admin/admin.repository';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository';
import { appointmentsRoutes, availabilityRoutes } from './modules/appointments/appointments.routes';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createChatRepository } from './modules/chat/chat.repository';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { attachChat } from './modules/chat/chat.socket';
import { configRoutes } from './modules/config/config.routes';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRazorpayProvider } from './modules/payments/razorpay-provider';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import { webhookRoutes } from './modules/payments/webhook.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createDoctorsRepository } from './modules/doctors/doctors.repository';
import { doctorsRoutes } from './modules/doctors/doctors.routes';
import { createDoctorsService } from './modules/doctors/doctors.service';
import { healthRoutes } from './modules/health/health.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';

export type AppOptions = {
  config: Config;
  db: Database;
  jwtSecret: string;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyBaseLogger;
  /** How often a chat connection's token is checked for revocation (default 30 s). */
  chatTokenRecheckMs?: number;
  /** The payment provider; the built-in sandbox when absent. */
  paymentProvider?: PaymentProvider;
  /** Reads an uploaded image (tests may pass a stand-in for OCR); docsense by default. */
  analyzeImage?: AnalyzeImage;
  /** Analyses running at once, and how long others wait for a slot (defaults 2 and 30 s). */
  analysisConcurrency?: number;
  analysisQueueTimeoutMs?: number;
  /** How long a configured model may take before the built-in text is used (default 15 s). */
  llmTimeoutMs?: number;
  /** Document analyses per user per minute (default 10). */
  analysisRequestsPerMinute?: number;
  /** Assistant requests per user per minute (default 30). */
  assistantRequestsPerMinute?: number;
};

/** Builds the whole API and web server without listening, so tests can `inject()` into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // An empty JSON body (PUT .../verify is sent with none) is no body, not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(app.log));
  const usersRepository = createUsersRepository(db);
  const auth = createAuthService({
    users: usersRepository,
    auth: createAuthRepository(db),
    tokens: createTokenSigner(options.jwtSecret, clock),
    mailer,
    clock,
    publicUrl: config.publicUrl,
    onMailError: (error) =>
      app.log.error({ err: error }, 'could not send the password reset email'),
  });
  const users = createUsersService(usersRepository);
  const doctorsRepository = createDoctorsRepository(db);
  // Public directory pages, cached briefly; any change in this process clears them at once.
  const directoryCache = createResponseCache({ ttlMs: config.directoryCacheSeconds * 1000 });
  const doctors = createDoctorsService(doctorsRepository, {
    onDirectoryChanged: directoryCache.clear,
  });
  const paymentsRepository = createPaymentsRepository(db);
  const appointmentsRepository = createAppointmentsRepository(db);
  const sandbox = createSandboxProvider(options.jwtSecret);
  const provider =
    options.paymentProvider ??
    (config.razorpay ? createRazorpayProvider(config.razorpay) : sandbox);
  const payments = createPaymentsService({
    payments: paymentsRepository,
    doctors: doctorsRepository,
    provider,
    ...(provider.name === 'sandbox' ? { sandbox } : {}),
    clock,
  });
  const appointments = createAppointmentsService({
    appointments: appointmentsRepository,
    payments: paymentsRepository,
    doctors: doctorsRepository,
    provider,
    clock,
  });
  const chat = createChatService({
    chat: createChatRepository(db),
    appointments: appointmentsRepository,
  });
  const admin = createAdminService({
    admin: createAdminRepository(db),
    doctors: doctorsRepository,
    clock,
    onDirectoryChanged: directoryCache.clear,
    countAppointments: appointmentsRepository.countBetween,
  });

  const llm = config.llm ? createLlmClient(config.llm, options.llmTimeoutMs) : undefined;
  const assistant = createAssistantService({
    ...(llm ? { llm } : {}),
    // The reason only: conversations are health data and never reach the logs.
    onModelProblem: (reason) => app.log.warn({ reason }, 'assistant model reply not used'),
  });
  const analysis = createAnalysisService({
    analyzeImage: options.analyzeImage ?? analyzeImage,
    ...(options.analysisConcurrency ? { concurrency: options.analysisConcurrency } : {}),
    ...(options.analysisQueueTimeoutMs ? { queueTimeoutMs: options.analysisQueueTimeoutMs } : {}),
    ...(llm ? { llm } : {}),
    onModelProblem: (reason) => app.log.warn({ reason }, 'analysis model explanation not used'),
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The default app runs on plain http://localhost; TLS terminates at a proxy in production.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Same origin only, unless CORS_ORIGINS names other web or mobile clients.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Arogya API',
        version: '0.1.0',
        description: 'Every route, its contract and its error answers.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Accounts and sign-in' },
        { name: 'users', description: 'The signed-in user' },
        { name: 'doctors', description: 'Doctor profiles and the verified directory' },
        { name: 'admin', description: 'Doctor verification and the audit log (admins only)' },
        { name: 'appointments', description: 'Availability, booking, cancellation and ratings' },
        { name: 'payments', description: 'Payment orders, the sandbox checkout and verification' },
        { name: 'config', description: 'Public settings for the web app' },
        {
          name: 'analysis',
          description: 'Plain-language reading of lab reports and prescriptions',
        },
        { name: 'assistant', description: 'Symptom guidance in eleven Indian languages' },
        { name: 'chat', description: 'Appointment chat history (live messages go over Socket.IO)' },
        { name: 'health', description: 'Service health' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authenticate, { auth });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pingDatabase: () => pingDatabase(db) });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        attemptsPerMinute: config.authAttemptsPerMinute,
      });
      await api.register(usersRoutes, { prefix: '/users', users });
      await api.register(doctorsRoutes, { prefix: '/doctors', doctors, directoryCache });
      await api.register(adminRoutes, { prefix: '/admin', admin });
      await api.register(availabilityRoutes, { prefix: '/doctors', appointments });
      await api.register(appointmentsRoutes, { prefix: '/appointments', appointments });
      await api.register(chatRoutes, { prefix: '/appointments', chat });
      await api.register(analysisRoutes, {
        prefix: '/analysis',
        analysis,
        ...(options.analysisRequestsPerMinute
          ? { requestsPerMinute: options.analysisRequestsPerMinute }
          : {}),
      });
      await api.register(assistantRoutes, {
        prefix: '/assistant',
        assistant,
        ...(options.assistantRequestsPerMinute
          ? { requestsPerMinute: options.assistantRequestsPerMinute }
          : {}),
      });
      await api.register(paymentsRoutes, { prefix: '/payment', payments });
      if (config.razorpay?.webhookSecret) {
        await api.register(webhookRoutes, {
          prefix: '/payment',
          payments,
          webhookSecret: config.razorpay.webhookSecret,
        });
      }
      await api.register(configRoutes, {
        config: () => ({ payment: payments.config(), videoBaseUrl: config.videoBaseUrl }),
      });
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { distDir: config.webDistDir });
  await attachChat(app, {
    auth,
    clock,
    chat,
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    tokenRecheckMs: options.chatTokenRecheckMs ?? 30_000,
  });
  return app;
}
