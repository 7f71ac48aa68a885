import { userInfo } from '@arogya/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { api, ApiError, errorMessage, setUnauthorizedHandler } from './api-client';
import { SESSION_STORAGE_KEY, sessionStore } from './session';

describe('api client', () => {
  it('sends JSON with the bearer token and validates the response', async () => {
    sessionStore.signIn(makeUser('patient'));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ ...makeUser('doctor'), extra: 'dropped' }));

    const result = await api.post('/api/things', { a: 1 }, { schema: userInfo });

    expect(result).toEqual(makeUser('doctor'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-patient');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws an ApiError carrying the server message, code and field errors', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        { message: 'Email is taken', code: 'CONFLICT', errors: { email: 'taken' } },
        409,
      ),
    );

    const error = await api
      .post('/api/auth/register', {}, { auth: false })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email is taken', code: 'CONFLICT' });
    expect((error as ApiError).errors).toEqual({ email: 'taken' });
    expect(errorMessage(error, 'Something went wrong')).toBe('Email is taken');
  });

  it('falls back to the default message when the error body has none', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await api.get('/api/users/profile/me').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect(errorMessage(error, 'Failed to fetch profile')).toBe('Failed to fetch profile');
  });

  it('clears the session and goes to /login on a 401 of an authenticated call', async () => {
    sessionStore.signIn(makeUser('patient'));
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Token expired' }, 401),
    );

    await expect(api.get('/api/users/profile/me')).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
    restore();
  });

  it('keeps the session on a 401 of a sign-in call (wrong password)', async () => {
    sessionStore.signIn(makeUser('patient'));
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Invalid email or password.' }, 401),
    );

    await expect(api.post('/api/auth/login', {}, { auth: false })).rejects.toThrow(
      'Invalid email or password.',
    );

    expect(sessionStore.getState().user?.name).toBe('Priya Sharma');
    expect(toLogin).not.toHaveBeenCalled();
    restore();
  });
});
