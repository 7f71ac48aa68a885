import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorProfileInput } from '@arogya/contracts/doctors';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';
import { createUsersService } from '../users/users.service';
import { createUsersRepository } from '../users/users.repository';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUsersService(createUsersRepository(t.database.db)).ensureAdmin({
    email: 'admin@test.in',
    name: 'Test Admin',
    password: 'admin-password',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@test.in', password: 'admin-password' },
  });
  adminToken = login.json().token;
});
afterAll(async () => {
  await t.close();
});

const profile = (overrides: Partial<DoctorProfileInput> = {}): DoctorProfileInput => ({
  specialty: 'Cardiologist',
  experience: 10,
  consultationFee: 800,
  location: 'Mumbai, Maharashtra',
  bio: 'Heart specialist.',
  languages: ['English', 'Hindi'],
  qualifications: [{ degree: 'MBBS', university: 'Grant Medical College', year: 2010 }],
  ...overrides,
});

async function doctorWithProfile(
  name: string,
  email: string,
  fields: Partial<DoctorProfileInput> = {},
) {
  const doctor = await registerUser(t.app, { name, email, role: 'doctor' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/doctors/profile',
    headers: bearer(doctor.token),
    payload: profile(fields),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...doctor, profileId: saved.json()._id as string };
}

const verify = (id: string, action = 'verify') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/doctors/${id}/${action}`,
    headers: bearer(adminToken),
  });

const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/doctors?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    doctors: { _id: string; user: { name: string; email?: string } }[];
    nextCursor: string | null;
  };
};

describe('a doctor profile', () => {
  it('is created, read back and updated by its doctor, starting unverified with no ratings', async () => {
    const doctor = await registerUser(t.app, {
      name: 'Dr. Uma Shankar',
      email: 'uma@test.in',
      role: 'doctor',
    });
    const none = await t.app.inject({
      url: '/api/doctors/profile/me',
      headers: bearer(doctor.token),
    });
    expect(none.statusCode).toBe(404);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doctor.token),
      payload: profile({
        languages: [' English ', 'Marathi', 'english'],
        specialty: 'Pediatrician',
      }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      user: { name: 'Dr. Uma Shankar', email: 'uma@test.in' },
      specialty: 'Pediatrician',
      languages: ['English', 'Marathi'],
      ratings: { average: 0, count: 0 },
      isVerified: false,
    });
    expect(created.json()._id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doctor.token),
      payload: profile({ specialty: 'Pediatrician', location: 'Pune' }),
    });
    expect(updated.json()).toMatchObject({ _id: created.json()._id, location: 'Pune' });
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const doctor = await registerUser(t.app, { email: 'bad-fields@test.in', role: 'doctor' });
    const cases: [Partial<DoctorProfileInput> | Record<string, unknown>, string, string][] = [
      [{ consultationFee: 0 }, 'consultationFee', 'Consultation fee must be at least 1.'],
      [{ consultationFee: 499.5 }, 'consultationFee', 'Consultation fee must be a whole number.'],
      [{ languages: [] }, 'languages', 'Languages are required.'],
      [{ location: '   ' }, 'location', 'Location is required.'],
      [{ specialty: 'Wizard' }, 'specialty', 'Please choose a specialty from the list.'],
      [{ qualifications: [] }, 'qualifications', 'Add at least one qualification.'],
      [
        { qualifications: [{ degree: 'MBBS', university: 'X', year: 1900 }] },
        'qualifications.0.year',
        'Year must be 1950 or later.',
      ],
      [
        { qualifications: [{ degree: '', university: 'X', year: 2000 }] },
        'qualifications.0.degree',
        'Degree is required.',
      ],
      [{ bio: 'x'.repeat(2001) }, 'bio', 'Bio must be at most 2000 characters.'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/doctors/profile',
        headers: bearer(doctor.token),
        payload: { ...profile(), ...fields },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    const nextYear = new Date().getFullYear() + 1;
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doctor.token),
      payload: profile({ qualifications: [{ degree: 'MD', university: 'X', year: nextYear }] }),
    });
    expect(future.json().message).toBe('Year cannot be in the future.');
  });

  it('is for doctors only', async () => {
    const patient = await registerUser(t.app, { email: 'patient-profile@test.in' });
    const asPatient = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(patient.token),
      payload: profile(),
    });
    expect(asPatient.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      payload: profile(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('verification', () => {
  it('lists pending first, verifies idempotently, withdraws, and audits every action', async () => {
    const doc = await doctorWithProfile('Dr. Pending Person', 'pending@test.in');
    const list = await t.app.inject({ url: '/api/admin/doctors', headers: bearer(adminToken) });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { _id: string; isVerified: boolean; user: { email: string } }[];
    const firstVerified = rows.findIndex((r) => r.isVerified);
    const lastPending = rows.map((r) => r.isVerified).lastIndexOf(false);
    expect(firstVerified === -1 || lastPending < firstVerified).toBe(true);
    expect(rows.find((r) => r._id === doc.profileId)?.user.email).toBe('pending@test.in');

    expect((await verify(doc.profileId)).statusCode).toBe(200);
    expect((await verify(doc.profileId)).statusCode).toBe(200);
    expect((await search('search=pending person')).doctors.map((d) => d._id)).toContain(
      doc.profileId,
    );

    expect((await verify(doc.profileId, 'unverify')).statusCode).toBe(200);
    expect((await search('search=pending person')).doctors).toHaveLength(0);

    const audit = await t.app.inject({ url: '/api/admin/audit-log', headers: bearer(adminToken) });
    const entries = (
      audit.json() as { action: string; targetId: string; admin: { name: string } }[]
    ).filter((e) => e.targetId === doc.profileId);
    expect(entries.map((e) => e.action)).toEqual([
      'doctor.unverify',
      'doctor.verify',
      'doctor.verify',
    ]);
    expect(entries[0]!.admin.name).toBe('Test Admin');
  });

  it('answers 404 for an unknown profile and 400 for an id that is not one', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await verify('not-an-id')).statusCode).toBe(400);
  });

  it('sends a verified profile back to pending when its credentials change, and shows what changed', async () => {
    const doc = await doctorWithProfile('Dr. Fee Changer', 'fee@test.in', { consultationFee: 500 });
    await verify(doc.profileId);
    // Location and bio are not credentials: the profile stays verified.
    const harmless = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doc.token),
      payload: profile({ consultationFee: 500, location: 'Thane', bio: 'New bio' }),
    });
    expect(harmless.json().isVerified).toBe(true);

    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/profile',
      headers: bearer(doc.token),
      payload: profile({ consultationFee: 900, location: 'Thane' }),
    });
    expect(raised.json().isVerified).toBe(false);
    const list = (
      await t.app.inject({ url: '/api/admin/doctors', headers: bearer(adminToken) })
    ).json() as {
      _id: string;
      changesSinceVerification: unknown[];
    }[];
    expect(list.find((r) => r._id === doc.profileId)?.changesSinceVerification).toEqual([
      { field: 'consultationFee', before: 500, after: 900 },
    ]);
  });

  it('is for admins only: a doctor and a patient get 403, nobody 401', async () => {
    const doctor = await registerUser(t.app, { email: 'nosy-doc@test.in', role: 'doctor' });
    const patient = await registerUser(t.app, { email: 'nosy-pat@test.in' });
    for (const token of [doctor.token, patient.token]) {
      expect(
        (await t.app.inject({ url: '/api/admin/doctors', headers: bearer(token) })).statusCode,
      ).toBe(403);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/doctors/00000000-0000-4000-8000-000000000000/verify',
        headers: bearer(token),
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });

  it('keeps the audit log append-only even for direct database writes', async () => {
    await expect(
      t.database.db.$client.query('update admin_audit_log set action = $1', ['x']),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.$client.query('delete from admin_audit_log')).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('the public directory', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const made = [
      await doctorWithProfile('Dr. Kavya Raman', 'kavya@dir.in', {
        specialty: 'Cardiologist',
        location: 'Chennai, Tamil Nadu',
        languages: ['Tamil', 'English'],
      }),
      await doctorWithProfile('Dr. Harish Gill', 'harish@dir.in', {
        specialty: 'Dermatologist',
        location: 'Ludhiana',
        languages: ['Punjabi', 'Hindi'],
      }),
      await doctorWithProfile('Dr. Hidden Unverified', 'hidden@dir.in', {
        specialty: 'Cardiologist',
        location: 'Chennai',
      }),
    ];
    await verify(made[0]!.profileId);
    await verify(made[1]!.profileId);
    ids = { kavya: made[0]!.profileId, harish: made[1]!.profileId, hidden: made[2]!.profileId };
  });

  const names = async (query: string) => (await search(query)).doctors.map((d) => d.user.name);

  it('finds by name or specialty, partially, in any case, and despite small typos', async () => {
    expect(await names('search=kavya')).toEqual(['Dr. Kavya Raman']);
    expect(await names('search=CARDIO')).toContain('Dr. Kavya Raman');
    expect(await names('search=cardiolgy')).toContain('Dr. Kavya Raman');
    expect(await names('search=dermatolgist')).toContain('Dr. Harish Gill');
    expect(await names('search=kavya ramn')).toEqual(['Dr. Kavya Raman']);
    expect(await names('search=zzzzqqq')).toEqual([]);
  });

  it('filters by location (partial) and language (exact, any case); Any means no filter', async () => {
    expect(await names('location=chenn')).toEqual(['Dr. Kavya Raman']);
    expect(await names('language=tamil')).toEqual(['Dr. Kavya Raman']);
    expect(await names('language=Tam')).toEqual([]);
    expect(await names('language=Any&location=ludhiana')).toEqual(['Dr. Harish Gill']);
    expect(await names('specialty=Dermatologist')).toEqual(['Dr. Harish Gill']);
  });

  it('shows only verified doctors, without their email addresses', async () => {
    const all = await search('limit=100');
    expect(all.doctors.map((d) => d._id)).not.toContain(ids.hidden);
    expect(all.doctors.every((d) => d.user.email === undefined)).toBe(true);
    expect((await t.app.inject({ url: `/api/doctors/${ids.hidden}` })).statusCode).toBe(404);
    const one = await t.app.inject({ url: `/api/doctors/${ids.kavya}` });
    expect(one.json()).toMatchObject({ user: { name: 'Dr. Kavya Raman' }, isVerified: true });
    expect(one.json().user.email).toBeUndefined();
  });

  it('pages through every verified doctor exactly once, in rating-experience-id order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search(
        `limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.doctors.length).toBeLessThanOrEqual(1);
      seen.push(...page.doctors.map((d) => d._id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await search('limit=100')).doctors.map((d) => d._id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a forged cursor and a limit above 100 with 400', async () => {
    expect((await t.app.inject({ url: '/api/doctors?cursor=garbage' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/doctors?limit=101' })).statusCode).toBe(400);
  });
});

describe('the directory cache', () => {
  it('serves repeated searches from memory and forgets them when a verification changes', async () => {
    const doc = await doctorWithProfile('Dr. Cached Person', 'cached@dir.in', {
      location: 'Shimla',
    });
    await verify(doc.profileId);
    expect(await search('location=shimla')).toMatchObject({ doctors: [{ _id: doc.profileId }] });

    // A change made behind the service's back is not seen while the page is cached…
    await t.database.db.$client.query(
      'update doctor_profiles set is_verified = false where id = $1',
      [doc.profileId],
    );
    expect((await search('location=shimla')).doctors).toHaveLength(1);

    // …but any change through the API clears the cache at once.
    await verify(doc.profileId, 'unverify');
    expect((await search('location=shimla')).doctors).toHaveLength(0);
  });
});
