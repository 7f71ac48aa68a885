import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';

describe('GET /api/health', () => {
  it('answers 503 with a message while the database is unreachable', async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    const db = connectDatabase('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent' }),
      db,
      jwtSecret: 'health-test-secret-at-least-32-characters',
      logger: pino({ level: 'silent' }),
    });
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not reachable.', code: 'DB_DOWN' });
    await app.close();
    await db.$client.end();
  });
});
