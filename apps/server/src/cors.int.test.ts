import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://app.arogya.in' });
});
afterAll(async () => {
  await t.close();
});

describe('CORS_ORIGINS', () => {
  it('opens the API to a listed origin only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://app.arogya.in')).headers['access-control-allow-origin']).toBe(
      'https://app.arogya.in',
    );
    expect(
      (await preflight('https://other.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
