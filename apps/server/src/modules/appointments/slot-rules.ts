import {
  BOOKING_WINDOW_DAYS,
  addDays,
  indiaToday,
  slotStartsAt,
} from '@arogya/contracts/appointments';
import { badRequest } from '../../lib/errors';

/**
 * A slot a patient may book or pay for: from today to 90 days ahead (India's calendar), and
 * not started yet. Throws a 400 with the reason otherwise.
 */
export function assertBookable(date: string, time: string, now: Date): Date {
  const today = indiaToday(now);
  if (date < today) throw badRequest('This date has passed. Please choose today or a later date.');
  if (date > addDays(today, BOOKING_WINDOW_DAYS)) {
    throw badRequest(`Appointments can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`);
  }
  const startsAt = slotStartsAt(date, time);
  if (startsAt <= now)
    throw badRequest('This time slot has already started. Please choose a later one.');
  return startsAt;
}
