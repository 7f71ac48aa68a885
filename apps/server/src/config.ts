import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), {
        message: `must be a ${what} URL`,
      })
      .optional(),
  );
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['true', '1', 'yes'].includes(value)),
  );

/** Every environment variable the server reads, parsed once. */
const envSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)'),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://'),
    EMBEDDED_PG_PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(65535).default(0),
    ),
    SEED_DEMO: booleanFlag(true),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters long').optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an email address').optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(8, 'must be at least 8 characters long').max(128).optional(),
    ),
    ADMIN_NAME: z.preprocess(emptyAsUndefined, z.string().max(100).default('Administrator')),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp:// or smtps://'),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Arogya <no-reply@arogya.local>')),
    CORS_ORIGINS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
                message: 'must be a comma-separated list of origins such as https://app.example.in',
              }),
          ),
        ),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: booleanFlag(false),
    VIDEO_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
          message: 'must be an http(s) URL',
        })
        .default('https://meet.jit.si/'),
    ),
    REDIS_URL: optionalUrl(/^rediss?:$/, 'redis:// or rediss://'),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    DIRECTORY_CACHE_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(15),
    ),
    AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(100_000).default(10),
    ),
    WEB_DIST_DIR: optionalString,
    LLM_BASE_URL: optionalUrl(/^https?:$/, 'http(s)'),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
  })
  .refine((env) => !env.LLM_BASE_URL === !env.LLM_MODEL, {
    message:
      'LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY too, if the server needs one)',
    path: ['LLM_MODEL'],
  })
  .refine((env) => !env.RAZORPAY_KEY_ID === !env.RAZORPAY_KEY_SECRET, {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  admin: { email: string; password: string; name: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
  authAttemptsPerMinute: number;
  directoryCacheSeconds: number;
  videoBaseUrl: string;
  redisUrl: string | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  webDistDir: string;
  /** An OpenAI-compatible model that may phrase assistant replies and explanations. */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean where the user typed npm.
  const userCwd = () => env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(userCwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authAttemptsPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    videoBaseUrl: e.VIDEO_BASE_URL.endsWith('/') ? e.VIDEO_BASE_URL : `${e.VIDEO_BASE_URL}/`,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? 'none', model: e.LLM_MODEL }
        : undefined,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(userCwd(), e.WEB_DIST_DIR)
      : path.join(serverRoot, '../web/dist'),
  };
}
