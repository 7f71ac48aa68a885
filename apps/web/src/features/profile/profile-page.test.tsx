import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ProfilePage } from './profile-page';

const renderProfile = () =>
  renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile',
    session: { user: makeUser('patient') },
  });

describe('ProfilePage', () => {
  it('shows name, email, role and the member-since date in en-IN', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        _id: 'u1',
        name: 'Priya Sharma',
        email: 'priya@example.in',
        role: 'patient',
        createdAt: '2025-03-04T20:00:00.000Z',
      }),
    );
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('priya@example.in')).toBeInTheDocument();
    expect(screen.getByText('Patient')).toBeInTheDocument();
    expect(screen.getByText('5 March 2025')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' from the server", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'User not found' }, 404),
    );
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: User not found');
  });

  it("falls back to 'Failed to fetch profile'", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch profile');
  });
});
