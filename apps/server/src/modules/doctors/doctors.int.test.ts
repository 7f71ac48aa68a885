import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';
import { createDoctorsRepository } from './doctors.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/doctors/profile/me', () => {
  it('answers 404 for a doctor without a profile, then the profile once there is one', async () => {
    const doctor = await registerUser(t.app, {
      email: 'doc@example.in',
      name: 'Dr. Uma Shankar',
      role: 'doctor',
    });
    const none = await t.app.inject({
      url: '/api/doctors/profile/me',
      headers: bearer(doctor.token),
    });
    expect(none.statusCode).toBe(404);

    await createDoctorsRepository(t.database.db).insertProfile({
      userId: doctor._id,
      specialty: 'Pediatrician',
      experience: 8,
      consultationFee: 600,
      location: 'Pune',
      languages: ['English', 'Marathi'],
      qualifications: [{ degree: 'MBBS', university: 'B. J. Medical College', year: 2012 }],
    });
    const found = await t.app.inject({
      url: '/api/doctors/profile/me',
      headers: bearer(doctor.token),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      user: { name: 'Dr. Uma Shankar', email: 'doc@example.in' },
      specialty: 'Pediatrician',
      consultationFee: 600,
      languages: ['English', 'Marathi'],
      ratings: { average: 0, count: 0 },
      isVerified: false,
    });
    expect(found.json()).not.toHaveProperty('userId');
  });

  it('is for doctors only: 401 without a token, 403 for a patient', async () => {
    const patient = await registerUser(t.app, { email: 'pat@example.in' });
    expect((await t.app.inject({ url: '/api/doctors/profile/me' })).statusCode).toBe(401);
    const response = await t.app.inject({
      url: '/api/doctors/profile/me',
      headers: bearer(patient.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to do this.');
  });
});
