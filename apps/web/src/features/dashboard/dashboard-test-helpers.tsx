import type { Appointment } from '@arogya/contracts/appointments';
import { vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { DashboardPage } from './dashboard-page';

/** Shared by the dashboard tests: an appointment, a fetch answering by route, a frozen clock. */
export const appt = (
  id: string,
  appointmentDate: string,
  appointmentTime: string,
  extra: Partial<Appointment> = {},
): Appointment => ({
  _id: id,
  doctor: { _id: 'd1', user: { name: `Dr. ${id}` }, specialty: 'Cardiologist' },
  patient: { name: 'Priya Sharma', email: 'patient@example.in' },
  appointmentDate,
  appointmentTime,
  consultationFee: 800,
  videoCallRoomId: `room-${id}`,
  status: 'confirmed',
  createdAt: '2026-03-01T00:00:00.000Z',
  rating: null,
  ...extra,
});

type Handler = (body: unknown) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/config': () =>
      jsonResponse({ payment: { provider: 'sandbox' }, videoBaseUrl: 'https://meet.jit.si/' }),
    ...handlers,
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = all[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

/** Freezes "now" (Date only: the query and test timers keep running). */
export function freezeClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export const renderDashboard = (role: 'patient' | 'doctor' | 'admin' = 'patient') =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/chat/:appointmentId', element: <p>chat page</p> },
    ],
    { path: '/dashboard', session: { user: makeUser(role) } },
  );
