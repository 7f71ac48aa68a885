import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { SignupPage } from './signup-page';

function renderSignup(signIn = vi.fn()) {
  const view = renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/', element: <LocationProbe name="home" /> },
    ],
    { path: '/signup', session: { signIn } },
  );
  return { ...view, signIn, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignupPage validation (SPEC §5 order)', () => {
  it('asks for all fields first, even when the passwords also differ and are short', async () => {
    const { user } = renderSignup();
    await fill(user, { email: 'asha@example.in', password: 'abc', confirm: 'xyz' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
  });

  it('then reports a mismatch before the length', async () => {
    const { user } = renderSignup();
    await fill(user, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'abc',
      confirm: 'abd',
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('then reports a short password', async () => {
    const { user } = renderSignup();
    await fill(user, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'abc',
      confirm: 'abc',
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  });

  it('marks only the offending field invalid', async () => {
    const { user } = renderSignup();
    await fill(user, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret1',
      confirm: 'secret2',
    });
    await submit(user);
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('SignupPage submit', () => {
  it('registers a patient by default, signs in and goes to /', async () => {
    const created = makeUser('patient', { name: 'Asha Rao', email: 'asha@example.in' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(created, 201));
    const { user, signIn, router } = renderSignup();

    expect(screen.getByRole('radio', { name: /Patient/ })).toBeChecked();
    await fill(user, {
      name: 'Asha Rao',
      email: 'Asha@Example.in',
      password: 'secret12',
      confirm: 'secret12',
    });
    await submit(user);

    expect(await screen.findByTestId('page')).toHaveTextContent('home');
    expect(router.state.location.pathname).toBe('/');
    expect(signIn).toHaveBeenCalledWith(created);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret12',
      role: 'patient',
    });
  });

  it('sends the doctor role when chosen', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(makeUser('doctor'), 201));
    const { user } = renderSignup();
    await fill(user, {
      name: 'Arjun Menon',
      email: 'arjun@example.in',
      password: 'secret12',
      confirm: 'secret12',
    });
    await user.click(screen.getByRole('radio', { name: /Doctor/ }));
    await submit(user);
    await screen.findByTestId('page');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      role: 'doctor',
    });
  });

  it("shows the server's message when registration fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'An account with this email already exists.' }, 409),
    );
    const { user, signIn } = renderSignup();
    await fill(user, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret12',
      confirm: 'secret12',
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(signIn).not.toHaveBeenCalled();
  });
});
