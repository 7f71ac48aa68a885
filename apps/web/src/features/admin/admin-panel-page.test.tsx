import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AdminPanelPage } from './admin-panel-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const row = (id: string, name: string, isVerified: boolean) => ({
  _id: id,
  user: { name, email: `${id}@example.in` },
  specialty: 'Dermatologist',
  experience: 5,
  consultationFee: 500,
  location: 'Pune',
  bio: '',
  languages: ['Hindi'],
  qualifications: [{ degree: 'MBBS', university: 'X', year: 2015 }],
  ratings: { average: 0, count: 0 },
  isVerified,
  createdAt: '2026-11-01T00:00:00.000Z',
  verifiedAt: isVerified ? '2026-11-02T00:00:00.000Z' : null,
  changesSinceVerification: [],
});

const render = () =>
  renderRoutes([{ path: '/admin/panel', element: <AdminPanelPage /> }], {
    path: '/admin/panel',
    session: { user: makeUser('admin') },
  });

describe('AdminPanelPage', () => {
  it('shows the table with badges, and Verify only on pending rows', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse([row('a', 'Dr. Pending One', false), row('b', 'Dr. Verified Two', true)]),
    );
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading admin panel...');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Doctor Management')).toBeInTheDocument();
    expect(
      screen.getByText('Verify new doctor profiles to make them visible to patients.'),
    ).toBeInTheDocument();
    for (const column of ['Doctor Name', 'Specialty', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText('a@example.in')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Verify / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Verify Dr. Pending One' })).toBeInTheDocument();
  });

  it('verifies optimistically, and on failure shows the message and reloads the list', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse([row('a', 'Dr. Pending One', false)]))
      .mockImplementationOnce(
        () =>
          new Promise((resolve) =>
            setTimeout(() => resolve(jsonResponse({ message: 'Database is down' }, 503)), 50),
          ),
      )
      .mockResolvedValueOnce(jsonResponse([row('a', 'Dr. Pending One', false)]));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Dr. Pending One' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    await waitFor(() => expect(screen.getByText('Pending')).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[1]![0])).toBe('/api/admin/doctors/a/verify');
    expect(fetch.mock.calls[1]![1]?.method).toBe('PUT');
  });

  it("replaces the panel with 'Error: {message}' when the list cannot load", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Not authorized' }, 403),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Not authorized');
    expect(screen.queryByText('Doctor Management')).toBeNull();
  });
});
