import type { Database } from '../../db/client';
import { doctorProfiles } from '../../db/schema';

export type NewDoctorProfile = typeof doctorProfiles.$inferInsert;

export function createDoctorsRepository(db: Database) {
  return {
    async insertProfile(profile: NewDoctorProfile): Promise<void> {
      await db.insert(doctorProfiles).values(profile);
    },
  };
}

export type DoctorsRepository = ReturnType<typeof createDoctorsRepository>;
