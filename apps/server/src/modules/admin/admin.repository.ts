import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, doctorProfiles, users } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect & { adminName: string };

export function createAdminRepository(db: Database) {
  return {
    /**
     * Verifies or withdraws a profile and writes the audit entry, in one transaction. Verifying
     * records the credentials as they are in that same statement, so a concurrent edit cannot
     * slip between what the admin saw and what is stored as verified. False for an unknown id.
     */
    async setVerification(input: {
      profileId: string;
      adminId: string;
      verified: boolean;
      action: string;
      details: Record<string, unknown>;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(doctorProfiles)
          .set(
            input.verified
              ? {
                  isVerified: true,
                  verifiedAt: sql`case when ${doctorProfiles.isVerified} then ${doctorProfiles.verifiedAt} else ${input.now} end`,
                  verifiedSnapshot: sql`jsonb_build_object(
                    'specialty', ${doctorProfiles.specialty},
                    'consultationFee', ${doctorProfiles.consultationFee},
                    'qualifications', ${doctorProfiles.qualifications})`,
                }
              : { isVerified: false },
          )
          .where(eq(doctorProfiles.id, input.profileId))
          .returning({ id: doctorProfiles.id });
        if (updated.length === 0) return false;
        await tx.insert(adminAuditLog).values({
          adminId: input.adminId,
          action: input.action,
          targetType: 'doctor_profile',
          targetId: input.profileId,
          details: input.details,
        });
        return true;
      });
    },

    /** Doctors pending and verified, and patients, for the admin dashboard. */
    async counts() {
      const [row] = await db
        .select({
          doctorsPending: sql<number>`(select count(*)::int from doctor_profiles where not is_verified)`,
          doctorsVerified: sql<number>`(select count(*)::int from doctor_profiles where is_verified)`,
          patients: sql<number>`(select count(*)::int from users where role = 'patient')`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    async recentAudit(limit: number): Promise<AuditRow[]> {
      const rows = await db
        .select({ entry: adminAuditLog, adminName: users.name })
        .from(adminAuditLog)
        .innerJoin(users, eq(users.id, adminAuditLog.adminId))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.entry, adminName: r.adminName }));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
