import { SANDBOX_SUCCESS_CARD } from '@arogya/contracts/payments';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { createUsersService } from '../src/modules/users/users.service';
import { bearer, registerUser, type TestApp } from './app';

/**
 * A verified doctor and a patient with a paid appointment tomorrow (test clock), through the
 * real API; answers both sign-ins and the appointment id.
 */
export async function bookedAppointment(t: TestApp, tag: string, time = '10:00 AM') {
  const admin = `admin.${tag}@test.in`;
  await createUsersService(createUsersRepository(t.database.db)).ensureAdmin({
    email: admin,
    name: 'Admin',
    password: 'admin-password',
  });
  const adminToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin, password: 'admin-password' },
    })
  ).json().token as string;
  const doctor = await registerUser(t.app, {
    name: `Dr. Meera ${tag}`,
    email: `doctor.${tag}@test.in`,
    role: 'doctor',
  });
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/doctors/profile',
    headers: bearer(doctor.token),
    payload: {
      specialty: 'General Physician',
      experience: 8,
      consultationFee: 500,
      location: 'Nagpur',
      languages: ['Hindi'],
      qualifications: [{ degree: 'MBBS', university: 'GMC Nagpur', year: 2012 }],
    },
  });
  const doctorId = profile.json()._id as string;
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/doctors/${doctorId}/verify`,
    headers: bearer(adminToken),
  });
  const patient = await registerUser(t.app, {
    name: `Ravi ${tag}`,
    email: `patient.${tag}@test.in`,
  });
  const slot = { doctorId, appointmentDate: '2026-11-23', appointmentTime: time };
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payment/orders',
    headers: bearer(patient.token),
    payload: { amount: 500, ...slot },
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(patient.token),
    payload: {
      order_id: order.json().id,
      card: { number: SANDBOX_SUCCESS_CARD, expiry: '12/30', cvc: '123', name: 'Ravi' },
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(patient.token),
    payload: paid.json(),
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(patient.token),
    payload: slot,
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  return { patient, doctor, appointmentId: booked.json()._id as string };
}
