import type { Appointment } from '@arogya/contracts/appointments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { appt, freezeClock, mockApi, renderDashboard as render } from './dashboard-test-helpers';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
const headingsIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('DashboardPage for a patient', () => {
  it('splits Upcoming and Past by India time, earliest first, with Completed and Cancelled', async () => {
    // 22:00 UTC on 9 March is 03:30 on 10 March in India.
    freezeClock('2026-03-09T22:00:00Z');
    mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([
          appt('Later', '2026-03-11', '02:00 PM'),
          appt('Cancelled', '2026-03-12', '10:00 AM', { status: 'cancelled' }),
          appt('Today', '2026-03-10', '09:00 AM'),
          appt('Yesterday', '2026-03-09', '05:00 PM', { status: 'completed' }),
          appt('Earlier', '2026-03-01', '09:00 AM', {
            status: 'completed',
            rating: { stars: 4, comment: null },
          }),
        ]),
    });
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Priya!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();

    const upcomingTab = await screen.findByRole('tab', { name: /Upcoming/ });
    expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    expect(headingsIn(screen.getByRole('tabpanel'))).toEqual(['Dr. Today', 'Dr. Later']);
    expect(within(cardOf('Dr. Today')).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cardOf('Dr. Today')).getByText(/10 March 2026, 09:00 AM/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(headingsIn(screen.getByRole('tabpanel'))).toEqual([
      'Dr. Earlier',
      'Dr. Yesterday',
      'Dr. Cancelled',
    ]);
    expect(within(cardOf('Dr. Yesterday')).getByText('Completed')).toBeInTheDocument();
    expect(within(cardOf('Dr. Cancelled')).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(cardOf('Dr. Earlier')).getByText('You rated this visit 4 out of 5.'),
    ).toBeVisible();
    expect(
      within(cardOf('Dr. Yesterday')).getByRole('button', { name: 'Rate this visit' }),
    ).toBeInTheDocument();
    expect(within(cardOf('Dr. Cancelled')).queryByRole('button', { name: /Rate/ })).toBeNull();
    expect(within(cardOf('Dr. Cancelled')).queryByRole('link', { name: /video/ })).toBeNull();
  });

  it('calls a slot that began five minutes ago past, and stops cancelling within 2 hours', async () => {
    freezeClock('2026-03-10T03:35:00Z'); // 09:05 in India
    mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([
          appt('Nine', '2026-03-10', '09:00 AM'),
          appt('Ten', '2026-03-10', '10:00 AM'),
          appt('Noon', '2026-03-10', '12:00 PM'),
        ]),
    });
    render();
    await screen.findByRole('tab', { name: 'Upcoming (2)' });
    expect(headingsIn(screen.getByRole('tabpanel'))).toEqual(['Dr. Ten', 'Dr. Noon']);
    expect(
      within(cardOf('Dr. Ten')).getByRole('button', { name: 'Cancel appointment' }),
    ).toBeDisabled();
    expect(within(cardOf('Dr. Ten')).getByText(/less than 2 hours to go/)).toBeInTheDocument();
    expect(
      within(cardOf('Dr. Noon')).getByRole('button', { name: 'Cancel appointment' }),
    ).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toBeInTheDocument();
  });

  it('shows the empty texts of both tabs', async () => {
    mockApi({ 'GET /api/appointments/mypatient': () => jsonResponse([]) });
    render();
    expect(await screen.findByText('You have no upcoming appointments.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: /Upcoming/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveFocus();
    expect(screen.getByText('You have no past appointments.')).toBeInTheDocument();
  });

  it("shows 'Error: {message}', with the default when the server gives none", async () => {
    mockApi({ 'GET /api/appointments/mypatient': () => new Response('', { status: 500 }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch appointments',
    );
  });

  it('links to the chat and to the video meeting in a new tab', async () => {
    freezeClock('2026-03-09T22:00:00Z');
    mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([appt('Today', '2026-03-10', '09:00 AM')]),
    });
    render();
    await screen.findByRole('heading', { name: 'Dr. Today' });
    expect(screen.getByRole('link', { name: 'Open chat with Dr. Today' })).toHaveAttribute(
      'href',
      '/chat/Today',
    );
    const video = await screen.findByRole('link', { name: /Join video call/ });
    expect(video).toHaveAttribute('href', 'https://meet.jit.si/room-Today');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');
    expect(video).toHaveAccessibleName('Join video call (opens in a new tab)');
  });

  it('downloads an .ics file with the start in UTC and a 30-minute consultation', async () => {
    freezeClock('2026-03-09T22:00:00Z');
    mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([appt('Today', '2026-03-10', '09:00 AM')]),
    });
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:ics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render();
    await screen.findByRole('link', { name: /Join video call/ }); // the config has arrived
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(click).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('arogya-appointment-2026-03-10.ics');
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const ics = await blob!.text();
    // 09:00 in India is 03:30 UTC.
    expect(ics).toContain('DTSTART:20260310T033000Z\r\n');
    expect(ics).toContain('DTEND:20260310T040000Z\r\n');
    expect(ics).toContain('SUMMARY:Consultation with Dr. Today (Cardiologist)\r\n');
    expect(ics).toContain('URL:https://meet.jit.si/room-Today\r\n');
    expect(ics).toContain('UID:Today@arogya\r\n');
  });

  it('cancels after confirmation and shows the refusal the server gives', async () => {
    freezeClock('2026-03-09T22:00:00Z');
    let cancelled = false;
    const fetch = mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([
          appt('Later', '2026-03-11', '02:00 PM', cancelled ? { status: 'cancelled' } : {}),
          appt('Today', '2026-03-10', '09:00 AM'),
        ]),
      'POST /api/appointments/Later/cancel': () => {
        cancelled = true;
        return jsonResponse(appt('Later', '2026-03-11', '02:00 PM', { status: 'cancelled' }));
      },
      'POST /api/appointments/Today/cancel': () =>
        jsonResponse({ message: 'Appointments can be cancelled up to 2 hours before.' }, 400),
    });
    render();
    await screen.findByRole('heading', { name: 'Dr. Today' });

    fireEvent.click(
      within(cardOf('Dr. Today')).getByRole('button', { name: 'Cancel appointment' }),
    );
    expect(within(cardOf('Dr. Today')).getByText(/will be refunded/)).toHaveTextContent('₹800');
    fireEvent.click(within(cardOf('Dr. Today')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(cardOf('Dr. Today')).findByRole('alert')).toHaveTextContent(
      'Appointments can be cancelled up to 2 hours before.',
    );

    fireEvent.click(
      within(cardOf('Dr. Later')).getByRole('button', { name: 'Cancel appointment' }),
    );
    fireEvent.click(within(cardOf('Dr. Later')).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument(),
    );
    expect(toast.success).toHaveBeenCalledWith(
      'Appointment cancelled. Your payment will be refunded.',
    );
    expect(fetch.mock.calls.filter(([p]) => String(p).endsWith('/cancel'))).toHaveLength(2);
  });

  it('rates a past visit with stars and a comment, then shows the rating', async () => {
    freezeClock('2026-03-09T22:00:00Z');
    let rated: Appointment['rating'] = null;
    const fetch = mockApi({
      'GET /api/appointments/mypatient': () =>
        jsonResponse([
          appt('Yesterday', '2026-03-09', '05:00 PM', { status: 'completed', rating: rated }),
        ]),
      'POST /api/appointments/Yesterday/rating': (body) => {
        rated = { stars: 5, comment: 'Very kind' };
        expect(body).toEqual({ stars: 5, comment: 'Very kind' });
        return jsonResponse(appt('Yesterday', '2026-03-09', '05:00 PM', { rating: rated }));
      },
    });
    render();
    fireEvent.click(await screen.findByRole('tab', { name: /Past/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate this visit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: 'Very kind' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('You rated this visit 5 out of 5.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this visit' })).toBeNull();
    expect(fetch.mock.calls.some(([p]) => String(p).endsWith('/rating'))).toBe(true);
  });
});
