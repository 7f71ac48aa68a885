import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults with nothing set', () => {
    const config = loadConfig({ INIT_CWD: '/srv/arogya' });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/arogya/data',
      databaseUrl: undefined,
      seedDemo: true,
      corsOrigins: [],
      publicUrl: 'http://localhost:3000',
      authAttemptsPerMinute: 10,
    });
  });

  it('parses every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/arogya',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://app.arogya.in, https://m.arogya.in',
      ADMIN_EMAIL: 'Root@Arogya.in',
      ADMIN_PASSWORD: 'long-enough-password',
      PUBLIC_URL: 'https://arogya.in/',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(['https://app.arogya.in', 'https://m.arogya.in']);
    expect(config.admin).toEqual({
      email: 'root@arogya.in',
      password: 'long-enough-password',
      name: 'Administrator',
    });
    expect(config.publicUrl).toBe('https://arogya.in');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/m);
    expect(problems).toMatch(/^SEED_DEMO: must be true or false/m);
    expect(problems).toMatch(/^JWT_SECRET: must be at least 32 characters long/m);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
  });

  it('refuses a CORS origin that is not an origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.in,not a url' })).toThrow(/CORS_ORIGINS/);
  });
});
