import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createLogMailer } from './mailer';
import { createLogger } from './logger';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('logs', () => {
  it('never carry passwords, bearer tokens or reset tokens of requests', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent' }),
      db: database.db,
      jwtSecret: 'another-test-secret-at-least-32-characters',
      logger: createLogger('info', sink),
      mailer: createLogMailer(pino({ level: 'silent' })),
    });
    const password = 'very-secret-password-42';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Log Test', email: 'log@example.in', password },
    });
    const token = registered.json().token as string;
    await app.inject({
      url: '/api/users/profile/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/SECRETRESETTOKEN0123456789abcdef',
      payload: { password },
    });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/api/users/profile/me'); // requests are logged…
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).not.toContain(password); // …but never their secrets
    expect(log).not.toContain(token);
    expect(log).not.toContain('SECRETRESETTOKEN');
  });
});
