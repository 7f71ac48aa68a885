import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '@arogya/contracts/payments';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';
import { createUsersRepository } from '../users/users.repository';
import { createUsersService } from '../users/users.service';

// The test clock starts at 2026-11-22 06:00 UTC = 11:30 AM in India.
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';
let t: TestApp;
let doctorId: string;
let unverifiedId: string;
const FEE = 700;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  await createUsersService(createUsersRepository(t.database.db)).ensureAdmin({
    email: 'admin@book.in',
    name: 'Admin',
    password: 'admin-password',
  });
  const admin = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@book.in', password: 'admin-password' },
    })
  ).json().token;
  const makeDoctor = async (email: string) => {
    const doctor = await registerUser(t.app, { name: `Dr. ${email}`, email, role: 'doctor' });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doctor.token),
      payload: {
        specialty: 'General Physician',
        experience: 10,
        consultationFee: FEE,
        location: 'Pune',
        languages: ['Marathi'],
        qualifications: [{ degree: 'MBBS', university: 'BJMC', year: 2010 }],
      },
    });
    return { token: doctor.token, id: profile.json()._id as string };
  };
  const doctor = await makeDoctor('gp@book.in');
  doctorId = doctor.id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/doctors/${doctorId}/verify`,
    headers: bearer(admin),
  });
  unverifiedId = (await makeDoctor('new@book.in')).id;
});
afterAll(async () => {
  await t.close();
});

let patientCount = 0;
const newPatient = () =>
  registerUser(t.app, {
    email: `patient${++patientCount}@book.in`,
    name: `Patient ${patientCount}`,
  });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const slot = (appointmentTime: string, appointmentDate = TOMORROW) => ({
  doctorId,
  appointmentDate,
  appointmentTime,
});

async function order(token: string, time: string, date = TOMORROW, amount = FEE) {
  return post('/api/payment/orders', token, { amount, ...slot(time, date) });
}

async function payAndVerify(token: string, orderId: string) {
  const paid = await post('/api/payment/sandbox/pay', token, {
    order_id: orderId,
    card: { number: SANDBOX_SUCCESS_CARD, expiry: '12/30', cvc: '123', name: 'Asha' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await post('/api/payment/verify', token, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
  return paid.json() as { order_id: string; payment_id: string; signature: string };
}

async function bookPaid(token: string, time: string, date = TOMORROW) {
  const created = await order(token, time, date);
  expect(created.statusCode, created.body).toBe(200);
  await payAndVerify(token, created.json().id);
  return post('/api/appointments', token, slot(time, date));
}

describe('booking a paid appointment', () => {
  it('goes order → sandbox payment → verify → appointment, with an unguessable video room', async () => {
    const patient = await newPatient();
    const created = await order(patient.token, '10:00 AM');
    expect(created.json()).toMatchObject({ amount: FEE, currency: 'INR', provider: 'sandbox' });
    expect(created.json().holdExpiresAt).toBe('2026-11-22T06:10:00.000Z');
    await payAndVerify(patient.token, created.json().id);
    const booked = await post('/api/appointments', patient.token, slot('10:00 AM'));
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      doctor: { _id: doctorId, user: { name: 'Dr. gp@book.in' }, specialty: 'General Physician' },
      patient: { email: patient.email },
      appointmentDate: TOMORROW,
      appointmentTime: '10:00 AM',
      consultationFee: FEE,
      status: 'confirmed',
      rating: null,
    });
    expect(
      Buffer.from(booked.json().videoCallRoomId.replace('arogya-', ''), 'base64url').length,
    ).toBe(16);

    // Asking again answers the same appointment; it never makes a second one.
    const again = await post('/api/appointments', patient.token, slot('10:00 AM'));
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(booked.json()._id);
    const mine = await t.app.inject({
      url: '/api/appointments/mypatient',
      headers: bearer(patient.token),
    });
    expect(mine.json().map((a: { _id: string }) => a._id)).toEqual([booked.json()._id]);
  });

  it('refuses an amount that is not the fee, a past slot, a date beyond 90 days and an unverified doctor', async () => {
    const patient = await newPatient();
    const cheap = await order(patient.token, '11:00 AM', TOMORROW, 1);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe("The amount must be the doctor's consultation fee of ₹700.");
    const past = await order(patient.token, '11:00 AM', TODAY); // 11:00 IST has passed at 11:30 IST
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'This time slot has already started. Please choose a later one.',
    );
    expect((await order(patient.token, '05:00 PM', TODAY)).statusCode).toBe(200);
    expect((await order(patient.token, '12:00 PM', '2027-02-21')).json().message).toBe(
      'Appointments can be booked up to 90 days ahead.',
    );
    const notSlot = await post('/api/payment/orders', patient.token, {
      amount: FEE,
      ...slot('09:30 AM'),
    });
    expect(notSlot.statusCode).toBe(400);
    const unverified = await post('/api/payment/orders', patient.token, {
      amount: FEE,
      doctorId: unverifiedId,
      appointmentDate: TOMORROW,
      appointmentTime: '09:00 AM',
    });
    expect(unverified.statusCode).toBe(404);
  });

  it('holds a slot for 10 minutes against other patients, then frees it', async () => {
    const first = await newPatient();
    const second = await newPatient();
    const held = await order(first.token, '02:00 PM');
    expect(held.statusCode).toBe(200);
    // The holder may ask again (checkout closed, Pay pressed again) and gets the same order.
    expect((await order(first.token, '02:00 PM')).json().id).toBe(held.json().id);
    const taken = await order(second.token, '02:00 PM');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This time slot is already booked or being booked. Please choose another.',
    );
    const day = await t.app.inject({
      url: `/api/doctors/${doctorId}/availability?date=${TOMORROW}`,
    });
    expect(day.json().slots.find((s: { time: string }) => s.time === '02:00 PM').status).toBe(
      'held',
    );

    t.clock.advance(11 * 60_000);
    try {
      expect((await order(second.token, '02:00 PM')).statusCode).toBe(200);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('books nothing without a verified payment, and declines the declined test card', async () => {
    const patient = await newPatient();
    const unpaid = await post('/api/appointments', patient.token, slot('03:00 PM'));
    expect(unpaid.statusCode).toBe(402);
    const created = await order(patient.token, '03:00 PM');
    const declined = await post('/api/payment/sandbox/pay', patient.token, {
      order_id: created.json().id,
      card: { number: SANDBOX_DECLINED_CARD, expiry: '12/30', cvc: '123', name: 'Asha' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(
      'Your card was declined by the bank. No money was taken. Please try another card.',
    );
    expect((await post('/api/appointments', patient.token, slot('03:00 PM'))).statusCode).toBe(402);
  });

  it("refuses a forged signature, another patient's order and a payment used twice", async () => {
    const patient = await newPatient();
    const other = await newPatient();
    const first = await order(patient.token, '04:00 PM');
    const paid = await post('/api/payment/sandbox/pay', patient.token, {
      order_id: first.json().id,
      card: { number: SANDBOX_SUCCESS_CARD, expiry: '12/30', cvc: '123', name: 'Asha' },
    });
    const forged = await post('/api/payment/verify', patient.token, {
      ...paid.json(),
      signature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'Payment verification failed: the payment signature does not match.',
    );
    expect((await post('/api/payment/verify', other.token, paid.json())).statusCode).toBe(404);
    expect((await post('/api/payment/verify', patient.token, paid.json())).json()).toEqual({
      success: true,
      message: 'Payment verified.',
    });
    expect((await post('/api/payment/verify', patient.token, paid.json())).statusCode).toBe(200);

    // The same payment presented for a second order of the same patient.
    const second = await order(patient.token, '05:00 PM');
    const replay = await post('/api/payment/verify', patient.token, {
      ...paid.json(),
      order_id: second.json().id,
    });
    expect(replay.statusCode).toBe(400); // the signature binds the payment to its order
  });

  it('lets a patient cancel up to 2 hours before, frees the slot and refunds; later it refuses', async () => {
    const patient = await newPatient();
    const booked = await bookPaid(patient.token, '09:00 AM');
    expect(booked.statusCode).toBe(201);
    const cancelled = await post(`/api/appointments/${booked.json()._id}/cancel`, patient.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const refunds = await t.database.db.$client.query(
      `select status, refund_id from payment_orders where patient_id = $1`,
      [patient._id],
    );
    expect(refunds.rows).toEqual([
      { status: 'refunded', refund_id: expect.stringMatching(/^rfnd_/) },
    ]);
    const day = await t.app.inject({
      url: `/api/doctors/${doctorId}/availability?date=${TOMORROW}`,
    });
    expect(day.json().slots.find((s: { time: string }) => s.time === '09:00 AM').status).toBe(
      'free',
    );

    const late = await newPatient();
    const soon = await bookPaid(late.token, '12:00 PM', TODAY); // 30 minutes away
    expect(soon.statusCode).toBe(201);
    const refused = await post(`/api/appointments/${soon.json()._id}/cancel`, late.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Appointments can be cancelled up to 2 hours before they start.',
    );
    const stranger = await newPatient();
    expect(
      (await post(`/api/appointments/${soon.json()._id}/cancel`, stranger.token)).statusCode,
    ).toBe(404);
  });

  it('lets the patient rate once after the visit, and updates the doctor rating', async () => {
    const patient = await newPatient();
    const booked = await bookPaid(patient.token, '05:00 PM', '2026-11-24');
    const id = booked.json()._id;
    const early = await post(`/api/appointments/${id}/rating`, patient.token, { stars: 5 });
    expect(early.statusCode).toBe(400);
    t.clock.advance(3 * 24 * 3_600_000);
    try {
      const rated = await post(`/api/appointments/${id}/rating`, patient.token, {
        stars: 4,
        comment: 'Kind and clear.',
      });
      expect(rated.statusCode).toBe(200);
      expect(rated.json()).toMatchObject({
        status: 'completed',
        rating: { stars: 4, comment: 'Kind and clear.' },
      });
      expect(
        (await post(`/api/appointments/${id}/rating`, patient.token, { stars: 1 })).statusCode,
      ).toBe(409);
      const profile = await t.app.inject({ url: `/api/doctors/${doctorId}` });
      expect(profile.json().ratings).toEqual({ average: 4, count: 1 });
    } finally {
      t.clock.advance(-3 * 24 * 3_600_000);
    }
  });

  it("shows the doctor their schedule and nobody else's appointments", async () => {
    const doctorLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gp@book.in', password: 'secret123' },
    });
    const schedule = await t.app.inject({
      url: '/api/appointments/mydoctor',
      headers: bearer(doctorLogin.json().token),
    });
    expect(schedule.statusCode).toBe(200);
    const starts = schedule
      .json()
      .map(
        (a: { appointmentDate: string; appointmentTime: string }) =>
          `${a.appointmentDate} ${a.appointmentTime}`,
      );
    expect(starts.length).toBeGreaterThan(0);
    const patient = await newPatient();
    expect(
      (await t.app.inject({ url: '/api/appointments/mydoctor', headers: bearer(patient.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/appointments', doctorLogin.json().token, slot('09:00 AM'))).statusCode,
    ).toBe(403);
  });
});

describe('no double booking, ever', () => {
  it('lets exactly one of 200 patients racing for one slot pay and book; the rest get 409 uncharged', async () => {
    const patients = [];
    for (let i = 0; i < 200; i++) patients.push(await newPatient());
    const results = await Promise.all(
      patients.map((p) => order(p.token, '11:00 AM', '2026-11-25')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const winner = patients[statuses.indexOf(200)]!;
    await payAndVerify(winner.token, results[statuses.indexOf(200)]!.json().id);
    const booked = await Promise.all(
      patients.map((p) => post('/api/appointments', p.token, slot('11:00 AM', '2026-11-25'))),
    );
    expect(booked.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const count = await t.database.db.$client.query(
      `select count(*)::int as n from appointments where appointment_date = '2026-11-25' and appointment_time = '11:00 AM'`,
    );
    expect(count.rows[0].n).toBe(1);
  }, 120_000);

  it('refunds the losers of a race between amount-only orders (the SPEC.md payload)', async () => {
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push(await newPatient());
    for (const p of patients) {
      const created = await post('/api/payment/orders', p.token, { amount: FEE });
      await payAndVerify(p.token, created.json().id);
    }
    const results = await Promise.all(
      patients.map((p) => post('/api/appointments', p.token, slot('12:00 PM', '2026-11-25'))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode === 409);
    expect(losers).toHaveLength(19);
    expect(losers[0]!.json().message).toBe(
      'This slot was just booked by someone else. Your payment has been refunded.',
    );
    const refunded = await t.database.db.$client.query(
      `select count(*)::int as n from payment_orders where status = 'refunded' and doctor_id is null`,
    );
    expect(refunded.rows[0].n).toBe(19);
  }, 60_000);
});
