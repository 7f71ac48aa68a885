import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctorProfiles, users } from '../../db/schema';

export type NewDoctorProfile = typeof doctorProfiles.$inferInsert;
export type DoctorProfileRow = typeof doctorProfiles.$inferSelect & {
  user: { name: string; email: string };
};

export function createDoctorsRepository(db: Database) {
  return {
    async insertProfile(profile: NewDoctorProfile): Promise<void> {
      await db.insert(doctorProfiles).values(profile);
    },

    async findByUserId(userId: string): Promise<DoctorProfileRow | undefined> {
      const [row] = await db
        .select({ profile: doctorProfiles, name: users.name, email: users.email })
        .from(doctorProfiles)
        .innerJoin(users, eq(users.id, doctorProfiles.userId))
        .where(eq(doctorProfiles.userId, userId));
      return row && { ...row.profile, user: { name: row.name, email: row.email } };
    },
  };
}

export type DoctorsRepository = ReturnType<typeof createDoctorsRepository>;
