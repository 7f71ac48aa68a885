import { z } from 'zod';

/** SPEC.md §9 time slots, wall-clock times in India (Asia/Kolkata). */
export const TIME_SLOTS = [
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** A patient may book from today up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 90;
/** A slot-bound payment order holds its slot this long. */
export const HOLD_MINUTES = 10;
/** A patient may cancel up to this many hours before the slot. */
export const CANCEL_HOURS_BEFORE = 2;

export const SELECT_DATE_AND_TIME = 'Please select a date and time.';

/** A calendar date in India, YYYY-MM-DD. */
export const calendarDate = z
  .string({ error: SELECT_DATE_AND_TIME })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist.');

export const timeSlot = z.enum(TIME_SLOTS, { error: SELECT_DATE_AND_TIME });

/** SPEC.md §3 booking payload. */
export const bookingRequest = z.object({
  doctorId: z.uuid('This doctor does not exist.'),
  appointmentDate: calendarDate,
  appointmentTime: timeSlot,
});
export type BookingRequest = z.infer<typeof bookingRequest>;

export const appointmentStatus = z.enum(['confirmed', 'cancelled', 'completed']);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

/** SPEC.md §3 appointment, with status, createdAt and the patient's rating once given. */
export const appointment = z.object({
  _id: z.string(),
  doctor: z.object({
    _id: z.string(),
    user: z.object({ name: z.string() }),
    specialty: z.string(),
  }),
  patient: z.object({ name: z.string(), email: z.string() }),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  consultationFee: z.number().int(),
  videoCallRoomId: z.string(),
  status: appointmentStatus,
  createdAt: z.iso.datetime(),
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type Appointment = z.infer<typeof appointment>;

export const appointmentIdParams = z.object({ id: z.uuid('This appointment does not exist.') });

export const slotStatus = z.enum(['free', 'held', 'booked', 'past']);
export type SlotStatus = z.infer<typeof slotStatus>;

/** GET /api/doctors/{id}/availability?date= */
export const availabilityQuery = z.object({ date: calendarDate });
export const availability = z.object({
  date: z.string(),
  slots: z.array(z.object({ time: timeSlot, status: slotStatus })),
});
export type Availability = z.infer<typeof availability>;

/** POST /api/appointments/{id}/rating */
export const ratingRequest = z.object({
  stars: z
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  comment: z.string().trim().max(500, 'Keep the comment under 500 characters.').optional(),
});
export type RatingRequest = z.input<typeof ratingRequest>;

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The instant a slot starts: its wall-clock time on that date in India (UTC+05:30, no DST). */
export function slotStartsAt(date: string, slot: TimeSlot | string): Date {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) throw new Error(`not a slot: ${slot}`);
  const hour12 = Number(match[1]) % 12;
  const hour = match[3] === 'PM' ? hour12 + 12 : hour12;
  const utcMinutes = hour * 60 + Number(match[2]) - IST_OFFSET_MINUTES;
  return new Date(Date.parse(`${date}T00:00:00Z`) + utcMinutes * 60_000);
}

/** Today's calendar date in India, YYYY-MM-DD. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** A calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
