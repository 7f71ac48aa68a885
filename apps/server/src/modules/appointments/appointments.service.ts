import crypto from 'node:crypto';
import {
  CANCEL_HOURS_BEFORE,
  TIME_SLOTS,
  slotStartsAt,
  type Appointment,
  type Availability,
  type BookingRequest,
} from '@arogya/contracts/appointments';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { DoctorsRepository } from '../doctors/doctors.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { AppointmentRow, AppointmentsRepository } from './appointments.repository';
import { assertBookable } from './slot-rules';

/** A confirmed appointment whose slot has passed reads as completed. */
export function toAppointment(row: AppointmentRow, now: Date): Appointment {
  return {
    _id: row.id,
    doctor: {
      _id: row.doctor.id,
      user: { name: row.doctor.name },
      specialty: row.doctor.specialty,
    },
    patient: row.patient,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    consultationFee: row.consultationFee,
    videoCallRoomId: row.videoCallRoomId,
    status:
      row.status === 'cancelled' ? 'cancelled' : row.startsAt <= now ? 'completed' : 'confirmed',
    createdAt: row.createdAt.toISOString(),
    rating:
      row.ratingStars === null ? null : { stars: row.ratingStars, comment: row.ratingComment },
  };
}

/** 128 random bits: a meeting room nobody can guess. */
const newVideoRoomId = () => `arogya-${crypto.randomBytes(16).toString('base64url')}`;

export function createAppointmentsService(deps: {
  appointments: AppointmentsRepository;
  payments: PaymentsRepository;
  doctors: DoctorsRepository;
  provider: PaymentProvider;
  clock: Clock;
}) {
  const { appointments, payments, doctors, provider, clock } = deps;

  /** Someone else's appointment is answered as missing, not forbidden: ids reveal nothing. */
  async function ownAppointment(patientId: string, id: string): Promise<AppointmentRow> {
    const row = await appointments.findById(id);
    if (!row || row.patientId !== patientId) throw notFound('Appointment not found.');
    return row;
  }

  return {
    /**
     * SPEC.md §7 POST /api/appointments: books the slot with the caller's verified, unused
     * payment for it. Asking again for a slot already booked with that payment answers the same
     * appointment; the database allows one live appointment per slot whatever the timing.
     */
    async book(
      patientId: string,
      input: BookingRequest,
    ): Promise<{ appointment: Appointment; created: boolean }> {
      const now = clock.now();
      const doctor = await doctors.findById(input.doctorId);
      if (!doctor?.isVerified) throw notFound('This doctor is not available for booking.');
      const slot = { patientId, ...input };
      const existing = await appointments.findLiveForPatientSlot(slot);
      if (existing) return { appointment: toAppointment(existing, now), created: false };
      const startsAt = assertBookable(input.appointmentDate, input.appointmentTime, now);

      const order = await payments.findPaidOrderFor(patientId, input, doctor.consultationFee);
      if (!order) {
        throw new AppError(
          402,
          'PAYMENT_REQUIRED',
          'Please complete the payment for this appointment first.',
        );
      }
      const result = await appointments.createFromOrder({
        orderId: order.id,
        doctorId: input.doctorId,
        patientId,
        appointmentDate: input.appointmentDate,
        appointmentTime: input.appointmentTime,
        startsAt,
        consultationFee: order.amount,
        videoCallRoomId: newVideoRoomId(),
      });
      if (result === 'order_used')
        throw conflict('ORDER_USED', 'This payment has already booked an appointment.');
      if (result === 'slot_taken') {
        // Only an amount-only order can get here: it held no slot while the patient paid.
        if (order.paymentId) {
          const { refundId } = await provider.refund({
            paymentId: order.paymentId,
            amountRupees: order.amount,
          });
          await payments.markRefunded(order.id, refundId, now);
        }
        throw conflict(
          'SLOT_TAKEN',
          'This slot was just booked by someone else. Your payment has been refunded.',
        );
      }
      const created = await appointments.findById(result.id);
      return { appointment: toAppointment(created!, now), created: true };
    },

    async listForPatient(patientId: string): Promise<Appointment[]> {
      const now = clock.now();
      return (await appointments.listForPatient(patientId)).map((row) => toAppointment(row, now));
    },

    async listForDoctor(doctorUserId: string): Promise<Appointment[]> {
      const now = clock.now();
      return (await appointments.listForDoctorUser(doctorUserId)).map((row) =>
        toAppointment(row, now),
      );
    },

    /** The patient cancels up to 2 hours before the slot; the slot frees and the payment is refunded. */
    async cancel(patientId: string, id: string): Promise<Appointment> {
      const now = clock.now();
      const row = await ownAppointment(patientId, id);
      if (row.status === 'cancelled')
        throw conflict('ALREADY_CANCELLED', 'This appointment is already cancelled.');
      if (row.startsAt.getTime() - now.getTime() < CANCEL_HOURS_BEFORE * 3_600_000) {
        throw badRequest(
          `Appointments can be cancelled up to ${CANCEL_HOURS_BEFORE} hours before they start.`,
        );
      }
      if (!(await appointments.cancel(id, now))) {
        throw conflict('ALREADY_CANCELLED', 'This appointment is already cancelled.');
      }
      const order = await payments.findById(row.orderId);
      if (order?.paymentId && order.status !== 'refunded') {
        const { refundId } = await provider.refund({
          paymentId: order.paymentId,
          amountRupees: order.amount,
        });
        await payments.markRefunded(order.id, refundId, now);
      }
      return toAppointment((await appointments.findById(id))!, now);
    },

    /** Once the slot has passed, its patient may rate the doctor once. */
    async rate(
      patientId: string,
      id: string,
      input: { stars: number; comment?: string | undefined },
    ) {
      const now = clock.now();
      const row = await ownAppointment(patientId, id);
      if (row.status === 'cancelled') throw badRequest('A cancelled appointment cannot be rated.');
      if (row.startsAt > now) throw badRequest('You can rate a visit once its time has passed.');
      const rated = await appointments.rate(id, input.stars, input.comment || null, now);
      if (!rated) throw conflict('ALREADY_RATED', 'You have already rated this visit.');
      return toAppointment((await appointments.findById(id))!, now);
    },

    /** Each slot of a verified doctor's day: free, held (being paid for), booked, or past. */
    async availability(doctorId: string, date: string): Promise<Availability> {
      const now = clock.now();
      const doctor = await doctors.findById(doctorId);
      if (!doctor?.isVerified) throw notFound('This doctor is not available for booking.');
      const use = await appointments.slotUse(doctorId, date, now);
      return {
        date,
        slots: TIME_SLOTS.map((time) => ({
          time,
          status:
            slotStartsAt(date, time) <= now
              ? 'past'
              : use.booked.has(time)
                ? 'booked'
                : use.held.has(time)
                  ? 'held'
                  : 'free',
        })),
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
