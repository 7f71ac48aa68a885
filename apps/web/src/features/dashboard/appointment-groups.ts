import type { Appointment } from '@arogya/contracts/appointments';
import { CANCEL_HOURS_BEFORE } from '@arogya/contracts/appointments';
import { appointmentStart, byStartAscending, isUpcoming } from '@/lib/india-time';

/** What an appointment shows: the stored status, read against the clock. */
export type DisplayStatus = 'confirmed' | 'completed' | 'cancelled';

/**
 * SPEC §4: upcoming when its slot in India is now or later, otherwise past. A cancelled one is
 * over whatever its date, so it is listed with the past ones as 'Cancelled'.
 */
export function isUpcomingAppointment(appointment: Appointment, now: Date): boolean {
  return (
    appointment.status !== 'cancelled' &&
    isUpcoming(appointment.appointmentDate, appointment.appointmentTime, now)
  );
}

export function displayStatus(appointment: Appointment, now: Date): DisplayStatus {
  if (appointment.status === 'cancelled') return 'cancelled';
  return isUpcomingAppointment(appointment, now) ? 'confirmed' : 'completed';
}

/** Both groups in date and time order, earliest first (SPEC §4). */
export function splitAppointments(list: Appointment[], now: Date) {
  const sorted = [...list].sort(byStartAscending);
  return {
    upcoming: sorted.filter((a) => isUpcomingAppointment(a, now)),
    past: sorted.filter((a) => !isUpcomingAppointment(a, now)),
  };
}

/** The patient may cancel until CANCEL_HOURS_BEFORE hours before the start (the server decides). */
export function canStillCancel(appointment: Appointment, now: Date): boolean {
  const start = appointmentStart(appointment.appointmentDate, appointment.appointmentTime);
  return start.getTime() - now.getTime() >= CANCEL_HOURS_BEFORE * 3_600_000;
}

/** The video meeting link: the configured base plus the appointment's room. */
export const videoUrl = (videoBaseUrl: string, roomId: string) =>
  `${videoBaseUrl}${encodeURIComponent(roomId)}`;
