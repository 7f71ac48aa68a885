import {
  BOOKING_WINDOW_DAYS,
  addDays,
  indiaToday,
  slotStartsAt,
} from '@arogya/contracts/appointments';

/**
 * Appointment times are wall-clock slots in India (DESIGN "Time"). These helpers compare them
 * with an instant, so the answer is the same whatever time zone the browser is in.
 */

/** The dates a patient may pick: today in India up to the booking window's last day. */
export function bookingDateRange(now: Date): { min: string; max: string } {
  const min = indiaToday(now);
  return { min, max: addDays(min, BOOKING_WINDOW_DAYS) };
}

/** The instant an appointment starts; NaN time when the date or slot is malformed. */
export function appointmentStart(date: string, time: string): Date {
  try {
    return slotStartsAt(date, time);
  } catch {
    return new Date(Number.NaN);
  }
}

/** An instant inside an India calendar day (its noon), for formatting the day with `Intl`. */
export function calendarDay(date: string): Date {
  return new Date(`${date}T12:00:00+05:30`);
}

/** SPEC §4: upcoming when its date and slot time in India is now or later. */
export function isUpcoming(date: string, time: string, now: Date): boolean {
  return appointmentStart(date, time).getTime() >= now.getTime();
}

/** Earliest first, by date and slot time in India. */
export function byStartAscending<T extends { appointmentDate: string; appointmentTime: string }>(
  a: T,
  b: T,
): number {
  return (
    appointmentStart(a.appointmentDate, a.appointmentTime).getTime() -
    appointmentStart(b.appointmentDate, b.appointmentTime).getTime()
  );
}
