import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { appt, freezeClock, mockApi, renderDashboard as render } from './dashboard-test-helpers';

describe('DashboardPage for a doctor', () => {
  it('shows My Schedule with the patient, and past visits folded away', async () => {
    freezeClock('2026-03-09T22:00:00Z');
    mockApi({
      'GET /api/appointments/mydoctor': () =>
        jsonResponse([
          appt('B', '2026-03-11', '10:00 AM', { patient: { name: 'Rohan Das', email: 'r@x.in' } }),
          appt('A', '2026-03-10', '09:00 AM'),
          appt('Old', '2026-03-02', '09:00 AM', { status: 'completed' }),
        ]),
    });
    render('doctor');
    expect(screen.getByRole('heading', { name: 'My Schedule' })).toBeInTheDocument();
    await screen.findByText('Patient: Rohan Das');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Patient: Priya Sharma', 'Patient: Rohan Das', 'Patient: Priya Sharma']);
    expect(screen.getByText('Past and cancelled (1 appointment)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate this visit' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Open chat with/ })[0]).toHaveAttribute(
      'href',
      '/chat/A',
    );
  });

  it("says 'You have no appointments scheduled.' when there are none", async () => {
    mockApi({ 'GET /api/appointments/mydoctor': () => jsonResponse([]) });
    render('doctor');
    expect(await screen.findByText('You have no appointments scheduled.')).toBeInTheDocument();
  });
});

describe('DashboardPage for an admin', () => {
  it('shows the counts', async () => {
    mockApi({
      'GET /api/admin/stats': () =>
        jsonResponse({
          doctorsPending: 3,
          doctorsVerified: 12,
          patients: 15230,
          appointmentsThisWeek: 48,
        }),
    });
    render('admin');
    const count = async (label: string) =>
      (await screen.findByText(label)).parentElement!.querySelector('dd')!.textContent;
    expect(await count('Doctors pending verification')).toBe('3');
    expect(await count('Verified doctors')).toBe('12');
    expect(await count('Patients')).toBe('15,230');
    expect(await count('Appointments this week')).toBe('48');
    expect(screen.getByRole('link', { name: 'Review pending doctors' })).toHaveAttribute(
      'href',
      '/admin/panel',
    );
  });
});
