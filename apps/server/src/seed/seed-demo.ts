import type { Database } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import { createDoctorsRepository } from '../modules/doctors/doctors.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { DEMO_ADMIN, DEMO_DOCTORS, DEMO_PASSWORD, DEMO_PATIENTS, doctorEmail } from './demo-data';

export type DemoLogin = { role: string; email: string; password: string };

/** The demo accounts worth printing at start. */
export function demoLogins(): DemoLogin[] {
  const firstVerified = DEMO_DOCTORS.find((d) => d.verified);
  const firstPending = DEMO_DOCTORS.find((d) => !d.verified);
  return [
    { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    ...DEMO_PATIENTS.map((p) => ({ role: 'patient', email: p.email, password: DEMO_PASSWORD })),
    ...(firstVerified
      ? [
          {
            role: 'doctor (verified)',
            email: doctorEmail(firstVerified.name),
            password: DEMO_PASSWORD,
          },
        ]
      : []),
    ...(firstPending
      ? [
          {
            role: 'doctor (pending)',
            email: doctorEmail(firstPending.name),
            password: DEMO_PASSWORD,
          },
        ]
      : []),
  ];
}

/**
 * Fills an empty database with demo accounts: one admin, two patients and the demo doctors
 * (most verified, a few pending). A database that already has users is left alone, so a
 * restart never seeds twice. Answers whether it seeded.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One process seeds; a second one starting at the same moment waits and then sees users.
    await tx.execute('select pg_advisory_xact_lock(7243002)');
    const users = createUsersRepository(tx as unknown as Database);
    const doctors = createDoctorsRepository(tx as unknown as Database);
    if ((await users.count()) > 0) return false;

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await users.insert({ ...DEMO_ADMIN, role: 'admin', passwordHash });
    for (const patient of DEMO_PATIENTS) {
      await users.insert({ ...patient, role: 'patient', passwordHash });
    }
    for (const doctor of DEMO_DOCTORS) {
      const user = await users.insert({
        name: doctor.name,
        email: doctorEmail(doctor.name),
        role: 'doctor',
        passwordHash,
      });
      if (!user) throw new Error(`Demo doctor email taken: ${doctor.name}`);
      const credentials = {
        specialty: doctor.specialty,
        consultationFee: doctor.consultationFee,
        qualifications: doctor.qualifications,
      };
      await doctors.insertProfile(user, {
        ...credentials,
        experience: doctor.experience,
        location: doctor.location,
        bio: doctor.bio,
        languages: doctor.languages,
        ratingAverage: doctor.rating.average,
        ratingCount: doctor.rating.count,
        isVerified: doctor.verified,
        verifiedAt: doctor.verified ? new Date() : null,
        verifiedSnapshot: doctor.verified ? credentials : null,
      });
    }
    return true;
  });
}
