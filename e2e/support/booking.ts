import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** A calendar date `days` after today in India, YYYY-MM-DD. */
export function indiaDate(days: number): string {
  const now = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return (await response.json()) as { token: string; name: string };
}

/** Books a demo doctor for the patient through the API (order → sandbox pay → verify → book). */
export async function bookThroughApi(
  request: APIRequestContext,
  patientEmail: string,
  doctorName: string,
  date: string,
  time: string,
) {
  const { token } = await apiLogin(request, patientEmail);
  const headers = { authorization: `Bearer ${token}` };
  const found = await (
    await request.get(`/api/doctors?search=${encodeURIComponent(doctorName)}`)
  ).json();
  const doctor = found.doctors[0] as { _id: string; consultationFee: number };
  const slot = { doctorId: doctor._id, appointmentDate: date, appointmentTime: time };
  const order = await (
    await request.post('/api/payment/orders', {
      headers,
      data: { amount: doctor.consultationFee, ...slot },
    })
  ).json();
  const paid = await (
    await request.post('/api/payment/sandbox/pay', {
      headers,
      data: {
        order_id: order.id,
        card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'E2E' },
      },
    })
  ).json();
  await request.post('/api/payment/verify', { headers, data: paid });
  const booked = await request.post('/api/appointments', { headers, data: slot });
  return (await booked.json()) as { _id: string; videoCallRoomId: string };
}
