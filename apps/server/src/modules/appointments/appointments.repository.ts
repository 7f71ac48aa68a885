import { aliasedTable, and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { appointments, doctorProfiles, paymentOrders, users } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect & {
  doctor: { id: string; userId: string; name: string; specialty: string };
  patient: { name: string; email: string };
};

const doctorUsers = aliasedTable(users, 'doctor_users');

const selection = {
  appointment: appointments,
  doctorName: doctorUsers.name,
  doctorUserId: doctorProfiles.userId,
  specialty: doctorProfiles.specialty,
  patientName: users.name,
  patientEmail: users.email,
};

type Selected = {
  appointment: typeof appointments.$inferSelect;
  doctorName: string;
  doctorUserId: string;
  specialty: string;
  patientName: string;
  patientEmail: string;
};

const toRow = (r: Selected): AppointmentRow => ({
  ...r.appointment,
  doctor: {
    id: r.appointment.doctorId,
    userId: r.doctorUserId,
    name: r.doctorName,
    specialty: r.specialty,
  },
  patient: { name: r.patientName, email: r.patientEmail },
});

const LIVE_SLOT = 'appointments_live_slot_key';

export function createAppointmentsRepository(db: Database) {
  const query = () =>
    db
      .select(selection)
      .from(appointments)
      .innerJoin(doctorProfiles, eq(doctorProfiles.id, appointments.doctorId))
      .innerJoin(doctorUsers, eq(doctorUsers.id, doctorProfiles.userId))
      .innerJoin(users, eq(users.id, appointments.patientId));

  return {
    async findById(id: string): Promise<AppointmentRow | undefined> {
      const [row] = await query().where(eq(appointments.id, id));
      return row && toRow(row);
    },

    async findLiveForPatientSlot(input: {
      patientId: string;
      doctorId: string;
      appointmentDate: string;
      appointmentTime: string;
    }): Promise<AppointmentRow | undefined> {
      const [row] = await query().where(
        and(
          eq(appointments.patientId, input.patientId),
          eq(appointments.doctorId, input.doctorId),
          eq(appointments.appointmentDate, input.appointmentDate),
          eq(appointments.appointmentTime, input.appointmentTime),
          ne(appointments.status, 'cancelled'),
        ),
      );
      return row && toRow(row);
    },

    async listForPatient(patientId: string): Promise<AppointmentRow[]> {
      const rows = await query()
        .where(eq(appointments.patientId, patientId))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      return rows.map(toRow);
    },

    async listForDoctorUser(doctorUserId: string): Promise<AppointmentRow[]> {
      const rows = await query()
        .where(eq(doctorProfiles.userId, doctorUserId))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      return rows.map(toRow);
    },

    /**
     * Creates the appointment paid by `orderId` and marks the order used, together. Answers
     * 'slot_taken' when the database's one-live-appointment-per-slot index refuses it.
     */
    async createFromOrder(input: {
      orderId: string;
      doctorId: string;
      patientId: string;
      appointmentDate: string;
      appointmentTime: string;
      startsAt: Date;
      consultationFee: number;
      videoCallRoomId: string;
    }): Promise<{ id: string } | 'slot_taken' | 'order_used'> {
      try {
        return await db.transaction(async (tx) => {
          const used = await tx
            .update(paymentOrders)
            .set({ status: 'consumed' })
            .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.status, 'paid')))
            .returning({ id: paymentOrders.id });
          if (used.length === 0) return 'order_used' as const;
          const [created] = await tx
            .insert(appointments)
            .values(input)
            .returning({ id: appointments.id });
          return created!;
        });
      } catch (error) {
        if (uniqueViolation(error) === LIVE_SLOT) return 'slot_taken';
        throw error;
      }
    },

    /** Cancels a confirmed appointment; false when it was not confirmed any more. */
    async cancel(id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'confirmed')))
        .returning({ id: appointments.id });
      return updated.length > 0;
    },

    /**
     * Stores the patient's rating and folds it into the doctor's average, in one transaction;
     * false when the visit was rated already.
     */
    async rate(id: string, stars: number, comment: string | null, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [rated] = await tx
          .update(appointments)
          .set({ ratingStars: stars, ratingComment: comment, ratedAt: now })
          .where(and(eq(appointments.id, id), sql`${appointments.ratingStars} is null`))
          .returning({ doctorId: appointments.doctorId });
        if (!rated) return false;
        await tx
          .update(doctorProfiles)
          .set({
            ratingAverage: sql`round((${doctorProfiles.ratingAverage} * ${doctorProfiles.ratingCount} + ${stars})::numeric / (${doctorProfiles.ratingCount} + 1), 2)`,
            ratingCount: sql`${doctorProfiles.ratingCount} + 1`,
          })
          .where(eq(doctorProfiles.id, rated.doctorId));
        return true;
      });
    },

    /** Per slot of one doctor's day: booked (a live appointment) or held (an open order). */
    async slotUse(doctorId: string, date: string, now: Date) {
      const booked = await db
        .select({ time: appointments.appointmentTime })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            eq(appointments.appointmentDate, date),
            ne(appointments.status, 'cancelled'),
          ),
        );
      const held = await db
        .select({ time: paymentOrders.appointmentTime })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.doctorId, doctorId),
            eq(paymentOrders.appointmentDate, date),
            or(
              eq(paymentOrders.status, 'paid'),
              and(eq(paymentOrders.status, 'created'), gt(paymentOrders.holdExpiresAt, now)),
            ),
          ),
        );
      return {
        booked: new Set(booked.map((r) => r.time)),
        held: new Set(held.flatMap((r) => (r.time ? [r.time] : []))),
      };
    },

    async countBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            ne(appointments.status, 'cancelled'),
            sql`${appointments.startsAt} >= ${from} and ${appointments.startsAt} < ${to}`,
          ),
        );
      return row?.count ?? 0;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
