import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates a patient by default and answers the session user info', async () => {
    const response = await post('/api/auth/register', {
      name: 'Asha Verma',
      email: 'Asha.Verma@Example.in',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      role: 'patient',
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('refuses a second account with the same email in any letter case', async () => {
    await registerUser(t.app, { email: 'dup@example.in' });
    const response = await post('/api/auth/register', {
      name: 'Other',
      email: 'DUP@example.in',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists.');
  });

  it('never creates an admin through the API', async () => {
    const response = await post('/api/auth/register', {
      name: 'Sneaky',
      email: 'sneaky@example.in',
      password: 'secret123',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Role must be patient or doctor.');
    const login = await post('/api/auth/login', {
      email: 'sneaky@example.in',
      password: 'secret123',
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers the spec messages for missing fields and short passwords', async () => {
    const missing = await post('/api/auth/register', {
      email: 'x@example.in',
      password: 'secret123',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all fields.');
    expect(missing.json().errors).toHaveProperty('name');

    const short = await post('/api/auth/register', {
      name: 'A',
      email: 'y@example.in',
      password: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long.');
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The request is missing its data or it is not valid JSON.',
    );
  });
});

describe('login', () => {
  it('signs in with the right password, ignoring email case', async () => {
    await registerUser(t.app, { email: 'ravi@example.in', name: 'Ravi Kumar', role: 'doctor' });
    const response = await post('/api/auth/login', {
      email: 'RAVI@example.in',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ravi Kumar', role: 'doctor' });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    await registerUser(t.app, { email: 'meena@example.in' });
    const wrong = await post('/api/auth/login', {
      email: 'meena@example.in',
      password: 'nope-nope',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.in',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('asks for all fields', async () => {
    const response = await post('/api/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill in all fields.');
  });
});

describe('tokens', () => {
  it('admits a valid token to the profile and refuses none, a forged and an expired one', async () => {
    const user = await registerUser(t.app, { email: 'kiran@example.in', name: 'Kiran Das' });
    const me = await t.app.inject({ url: '/api/users/profile/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      _id: user._id,
      name: 'Kiran Das',
      email: 'kiran@example.in',
      role: 'patient',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const none = await t.app.inject({ url: '/api/users/profile/me' });
    expect(none.statusCode).toBe(401);
    const [head, payload] = user.token.split('.');
    const forged = await t.app.inject({
      url: '/api/users/profile/me',
      headers: bearer(`${head}.${payload}.c2lnbmF0dXJlLW5vdC12YWxpZA`),
    });
    expect(forged.statusCode).toBe(401);

    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await t.app.inject({
      url: '/api/users/profile/me',
      headers: bearer(user.token),
    });
    expect(expired.statusCode).toBe(401);
    t.clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000));
  });

  it('logout revokes the presented token on the server, and only that one', async () => {
    const user = await registerUser(t.app, { email: 'logout@example.in' });
    const second = (
      await post('/api/auth/login', { email: 'logout@example.in', password: 'secret123' })
    ).json();
    const out = await post('/api/auth/logout', undefined, bearer(user.token));
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/users/profile/me', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    const other = await t.app.inject({
      url: '/api/users/profile/me',
      headers: bearer(second.token),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    await registerUser(t.app, { email: 'forgot@example.in' });
    const before = t.mail.length;
    const known = await post('/api/auth/forgot-password', { email: 'forgot@example.in' });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.mail.slice(before).map((m) => m.to)).toEqual(['forgot@example.in']);
  });

  it('resets once with the link, signs out older tokens, and refuses reuse', async () => {
    const user = await registerUser(t.app, { email: 'reset@example.in' });
    await post('/api/auth/forgot-password', { email: 'reset@example.in' });
    await new Promise((resolve) => setImmediate(resolve));
    const link = t.mail.findLast((m) => m.to === 'reset@example.in')!.resetUrl;
    const token = link.split('/reset-password/')[1]!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const reset = await post(`/api/auth/reset-password/${token}`, { password: 'newsecret1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. You can now log in.');

    const old = await t.app.inject({ url: '/api/users/profile/me', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'reset@example.in', password: 'secret123' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'reset@example.in', password: 'newsecret1' }))
        .statusCode,
    ).toBe(200);

    const again = await post(`/api/auth/reset-password/${token}`, { password: 'another1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses a link older than one hour', async () => {
    await registerUser(t.app, { email: 'late@example.in' });
    await post('/api/auth/forgot-password', { email: 'late@example.in' });
    await new Promise((resolve) => setImmediate(resolve));
    const token = t.mail
      .findLast((m) => m.to === 'late@example.in')!
      .resetUrl.split('/reset-password/')[1]!;
    t.clock.advance(61 * 60 * 1000);
    const response = await post(`/api/auth/reset-password/${token}`, { password: 'newsecret1' });
    t.clock.advance(-61 * 60 * 1000);
    expect(response.statusCode).toBe(400);
    expect(
      (await post('/api/auth/login', { email: 'late@example.in', password: 'secret123' }))
        .statusCode,
    ).toBe(200);
  });

  it('enforces the minimum length on the new password', async () => {
    const response = await post('/api/auth/reset-password/abcdefghijklmnopqrstuvwxyz012345', {
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 6 characters long.');
  });
});
