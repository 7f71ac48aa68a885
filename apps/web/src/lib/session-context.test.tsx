import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { SESSION_STORAGE_KEY, sessionStore } from './session';
import { SessionProvider, useSession } from './session-context';
import type { Session } from './session-context';

let current: Session;
function Probe() {
  current = useSession();
  return (
    <p data-testid="state">{current.loading ? 'loading' : (current.user?.name ?? 'nobody')}</p>
  );
}

const renderProvider = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

describe('SessionProvider', () => {
  it('starts with no user and loading on, then restores a valid stored record', async () => {
    const user = makeUser('doctor');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    const states: string[] = [];
    const unsubscribe = sessionStore.subscribe(() =>
      states.push(JSON.stringify(sessionStore.getState())),
    );
    expect(sessionStore.getState()).toEqual({ user: null, loading: true });

    renderProvider();

    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('Arjun Menon'));
    expect(current.user).toEqual(user);
    expect(current.loading).toBe(false);
    expect(states).toHaveLength(1);
    unsubscribe();
  });

  it('removes a stored record that is not JSON', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('nobody'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('removes a stored record that does not match the userInfo schema', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ name: 'Mallory', role: 'superuser' }),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('nobody'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stores the user info on sign-in', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('nobody'));
    const user = makeUser('patient');
    act(() => current.signIn(user));
    expect(screen.getByTestId('state')).toHaveTextContent('Priya Sharma');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
  });

  it('revokes the token on logout and clears the session', async () => {
    const user = makeUser('patient');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(undefined, 204));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('Priya Sharma'));

    await act(() => current.logout());

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-patient');
    expect(screen.getByTestId('state')).toHaveTextContent('nobody');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('still clears the session when the logout call fails', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeUser('patient')));
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('Priya Sharma'));

    await act(() => current.logout());

    expect(screen.getByTestId('state')).toHaveTextContent('nobody');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
