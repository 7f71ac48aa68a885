import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('shows the returned message and where to find the reset link', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: 'If an account exists, a link has been sent.' }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], {
      path: '/forgot-password',
    });

    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText('If an account exists, a link has been sent.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/developer console/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'priya@example.in',
    });
  });
});
