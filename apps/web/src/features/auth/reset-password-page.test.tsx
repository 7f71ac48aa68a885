import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function renderReset() {
  return renderRoutes(
    [
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/login', element: <LocationProbe name="login" /> },
    ],
    { path: `/reset-password/${TOKEN}` },
  );
}

describe('ResetPasswordPage', () => {
  it("reports 'Passwords do not match' (SPEC text, no period)", async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
  });

  it('shows the message, then goes to /login after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse({ message: 'Your password has been reset. You can now log in.' }),
      );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderReset();

    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been reset. You can now log in.'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/auth/reset-password/${TOKEN}`);
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secret12' });

    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/login');
  });
});
