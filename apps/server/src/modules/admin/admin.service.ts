import { addDays, indiaToday, slotStartsAt } from '@arogya/contracts/appointments';
import type { AdminDoctor, AdminStats, AuditEntry } from '@arogya/contracts/doctors';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { DoctorsRepository } from '../doctors/doctors.repository';
import { changesSinceVerification, toDoctorProfile } from '../doctors/doctors.service';
import type { AdminRepository } from './admin.repository';

export function createAdminService(deps: {
  admin: AdminRepository;
  doctors: DoctorsRepository;
  clock: Clock;
  /** Called after a verification changes, so cached directory pages are dropped. */
  onDirectoryChanged: () => void;
  /** Live appointments starting in [from, to). */
  countAppointments: (from: Date, to: Date) => Promise<number>;
}) {
  const { admin, doctors, clock } = deps;

  async function setVerification(adminId: string, profileId: string, verified: boolean) {
    const before = await doctors.findById(profileId);
    if (!before) throw notFound('Doctor profile not found.');
    const done = await admin.setVerification({
      profileId,
      adminId,
      verified,
      action: verified ? 'doctor.verify' : 'doctor.unverify',
      details: {
        wasVerified: before.isVerified,
        doctorName: before.user.name,
        changesSinceVerification: changesSinceVerification(before),
      },
      now: clock.now(),
    });
    if (!done) throw notFound('Doctor profile not found.');
    deps.onDirectoryChanged();
  }

  return {
    /** Every doctor profile, pending first, with what changed since it was last verified. */
    async listDoctors(): Promise<AdminDoctor[]> {
      const rows = await doctors.listAll();
      return rows.map((row) => ({
        ...toDoctorProfile(row, { withEmail: true }),
        user: row.user,
        createdAt: row.createdAt.toISOString(),
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        changesSinceVerification: changesSinceVerification(row),
      }));
    },

    /** Idempotent: verifying a verified profile changes nothing but is still audited. */
    verify: (adminId: string, profileId: string) => setVerification(adminId, profileId, true),
    unverify: (adminId: string, profileId: string) => setVerification(adminId, profileId, false),

    /** Counts for the admin dashboard; "this week" is Monday to Sunday in India. */
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const today = indiaToday(now);
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      const monday = addDays(today, -weekday);
      const from = slotStartsAt(monday, '12:00 AM');
      const to = slotStartsAt(addDays(monday, 7), '12:00 AM');
      const counts = await admin.counts();
      return { ...counts, appointmentsThisWeek: await deps.countAppointments(from, to) };
    },

    async auditLog(limit: number): Promise<AuditEntry[]> {
      const rows = await admin.recentAudit(limit);
      return rows.map((row) => ({
        _id: row.id,
        action: row.action,
        admin: { _id: row.adminId, name: row.adminName },
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
