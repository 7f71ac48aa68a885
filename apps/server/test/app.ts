import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Clock } from '../src/lib/clock';
import type { Mailer } from '../src/lib/mailer';
import { createTestDatabase, type TestDatabase } from './database';

export type SentMail = { to: string; resetUrl: string };

/** A settable clock: tests move time forward instead of waiting. */
export function createTestClock(start = new Date('2026-11-22T06:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  mail: SentMail[];
  clock: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
};

/** The real app on its own fresh database, with a recording mailer and a test clock. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppOptions> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const mail: SentMail[] = [];
  const mailer: Mailer = {
    async sendPasswordReset(to, resetUrl) {
      mail.push({ to, resetUrl });
    },
  };
  const clock = createTestClock();
  const config = loadConfig({ DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    mailer,
    clock,
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Registers an account through the API and returns its user info (with token). */
export async function registerUser(
  app: FastifyInstance,
  user: { name?: string; email: string; password?: string; role?: 'patient' | 'doctor' },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Person', password: 'secret123', role: 'patient', ...user },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return response.json() as {
    _id: string;
    name: string;
    email: string;
    role: string;
    token: string;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
