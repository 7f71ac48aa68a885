import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('answers 429 with a message once one address exceeds the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(`user${i}@example.in`, '10.1.1.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await login('fresh@example.in', '10.1.1.1');
    expect(limited.json().message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('limits guesses at one email even from many addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login('target@example.in', `10.2.0.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
