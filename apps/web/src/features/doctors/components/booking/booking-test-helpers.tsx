import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FindADoctorPage } from '../../find-a-doctor-page';

/** Shared by the booking tests: a doctor, the API answering by route, and the person's steps. */
export const DOCTOR_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
export const doctor = {
  _id: DOCTOR_ID,
  user: { name: 'Dr. Kavya Raman' },
  specialty: 'Cardiologist',
  experience: 12,
  consultationFee: 1200,
  location: 'Chennai',
  bio: '',
  languages: ['Tamil', 'English'],
  qualifications: [{ degree: 'MBBS', university: 'Madras Medical College', year: 2008 }],
  ratings: { average: 4.5, count: 2 },
  isVerified: true,
};
export const slots = [
  { time: '09:00 AM', status: 'past' },
  { time: '10:00 AM', status: 'booked' },
  { time: '11:00 AM', status: 'held' },
  { time: '12:00 PM', status: 'free' },
  { time: '02:00 PM', status: 'free' },
  { time: '03:00 PM', status: 'free' },
  { time: '04:00 PM', status: 'free' },
  { time: '05:00 PM', status: 'free' },
];
export const order = {
  id: 'order_sbx_1',
  amount: 1200,
  currency: 'INR',
  provider: 'sandbox',
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
};
export const payment = { order_id: 'order_sbx_1', payment_id: 'pay_sbx_1', signature: 'sig' };
export const booked = {
  _id: 'a1',
  doctor: { _id: DOCTOR_ID, user: { name: 'Dr. Kavya Raman' }, specialty: 'Cardiologist' },
  patient: { name: 'Priya Sharma', email: 'patient@example.in' },
  appointmentDate: '2026-03-10',
  appointmentTime: '12:00 PM',
  consultationFee: 1200,
  videoCallRoomId: 'arogya-room-1',
  status: 'confirmed',
  createdAt: '2026-03-09T04:00:00.000Z',
  rating: null,
};

type Handler = (body: unknown) => Response | Promise<Response>;

/** Answers each call by "METHOD /path"; returns the spy to inspect what was sent. */
export function mockApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/doctors': () => jsonResponse({ doctors: [doctor], nextCursor: null }),
    'GET /api/config': () =>
      jsonResponse({ payment: { provider: 'sandbox' }, videoBaseUrl: 'https://meet.jit.si/' }),
    [`GET /api/doctors/${DOCTOR_ID}/availability`]: () =>
      jsonResponse({ date: '2026-03-10', slots }),
    'POST /api/payment/orders': () => jsonResponse(order, 201),
    'POST /api/payment/sandbox/pay': () => jsonResponse(payment),
    'POST /api/payment/verify': () => jsonResponse({ success: true, message: 'Payment verified.' }),
    'POST /api/appointments': () => jsonResponse(booked, 201),
    ...overrides,
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

export const sentBody = (fetch: ReturnType<typeof mockApi>, path: string) => {
  const call = fetch.mock.calls.find(([input]) => String(input) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

export const render = () =>
  renderRoutes(
    [
      { path: '/find-a-doctor', element: <FindADoctorPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { path: `/find-a-doctor?book=${DOCTOR_ID}`, session: { user: makeUser('patient') } },
  );

export async function chooseSlot(time = '12:00 PM') {
  const dialog = await screen.findByRole('dialog', { name: 'Book with Dr. Kavya Raman' });
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-10' } });
  fireEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(time) }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,200 and book' }));
  return dialog;
}

export async function payWithCard(number: string) {
  const checkout = await screen.findByRole('dialog', { name: 'Pay ₹1,200' });
  expect(within(checkout).getByText('Test mode')).toBeInTheDocument();
  fireEvent.change(within(checkout).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(checkout).getByLabelText('Expiry (MM/YY)'), {
    target: { value: '12/30' },
  });
  fireEvent.change(within(checkout).getByLabelText('CVV'), { target: { value: '123' } });
  fireEvent.change(within(checkout).getByLabelText('Name on card'), {
    target: { value: 'Priya Sharma' },
  });
  fireEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹1,200' }));
  return checkout;
}
