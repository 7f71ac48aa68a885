import { SELECT_DATE_AND_TIME, bookingRequest } from '@arogya/contracts/appointments';
import { z } from 'zod';

/**
 * The date and time of SPEC §4 step 1: the contract's rules, with an empty choice (the inputs'
 * starting value) reported as SPEC §5's 'Please select a date and time.', as the contract
 * reports a missing one.
 */
const { appointmentDate, appointmentTime } = bookingRequest.shape;

export const bookingSelection = z.object({
  appointmentDate: z.string().min(1, SELECT_DATE_AND_TIME).pipe(appointmentDate),
  appointmentTime: z.string().min(1, SELECT_DATE_AND_TIME).pipe(appointmentTime),
});
export type BookingSelectionInput = z.input<typeof bookingSelection>;
export type BookingSelection = z.output<typeof bookingSelection>;

export const emptySelection: BookingSelectionInput = { appointmentDate: '', appointmentTime: '' };
