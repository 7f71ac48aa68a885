import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

function renderLogin(options: { from?: string } = {}) {
  // The real store, so the doctor-profile check is sent with the new token.
  const signIn = vi.fn((user) => sessionStore.signIn(user));
  const routes = [
    { path: '/login', element: <LoginPage /> },
    { path: '/dashboard', element: <LocationProbe name="dashboard" /> },
    { path: '/doctor/profile', element: <LocationProbe name="doctor profile" /> },
    { path: '/profile', element: <LocationProbe name="profile" /> },
  ];
  const view = renderRoutes(routes, { path: '/login', session: { signIn } });
  if (options.from) {
    void view.router.navigate('/login', {
      replace: true,
      state: { from: { pathname: options.from } },
    });
  }
  return { ...view, signIn, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'priya@example.in') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('requires both fields', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to forgot-password and sign-up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it("shows the server's message, or 'Something went wrong' without one", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ message: 'Invalid email or password.' }, 401))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes a patient to /dashboard', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeUser('patient')));
    const { user, signIn } = renderLogin();
    await logIn(user);
    expect(await screen.findByTestId('page')).toHaveTextContent('dashboard');
    expect(signIn).toHaveBeenCalledWith(makeUser('patient'));
  });

  it('takes a patient back to the guarded page they came from', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeUser('patient')));
    const { user, router } = renderLogin({ from: '/profile' });
    await logIn(user);
    expect(await screen.findByTestId('page')).toHaveTextContent('profile');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('takes a doctor with a profile to /dashboard', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(makeUser('doctor')))
      .mockResolvedValueOnce(jsonResponse({ _id: 'p1', specialty: 'Cardiology' }));
    const { user } = renderLogin({ from: '/profile' });
    await logIn(user, 'arjun@example.in');
    expect(await screen.findByTestId('page')).toHaveTextContent('dashboard');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/doctors/profile/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-doctor');
  });

  it('takes a doctor without a profile (404) to /doctor/profile', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(makeUser('doctor')))
      .mockResolvedValueOnce(jsonResponse({ message: 'Doctor profile not found' }, 404));
    const { user } = renderLogin();
    await logIn(user, 'arjun@example.in');
    expect(await screen.findByTestId('page')).toHaveTextContent('doctor profile');
  });
});
