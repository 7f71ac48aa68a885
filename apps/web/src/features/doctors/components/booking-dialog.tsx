import {
  BOOKING_WINDOW_DAYS,
  HOLD_MINUTES,
  SELECT_DATE_AND_TIME,
} from '@arogya/contracts/appointments';
import type { DoctorProfile } from '@arogya/contracts/doctors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatDate, formatInr } from '@/lib/format';
import { bookingDateRange, calendarDay } from '@/lib/india-time';
import { useSession } from '@/lib/session-context';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { availabilityQuery } from '../api/booking-api';
import { bookingSelection, emptySelection } from './booking/booking-form-schema';
import type { BookingSelection, BookingSelectionInput } from './booking/booking-form-schema';
import { SandboxCheckoutDialog } from './booking/sandbox-checkout-dialog';
import { SlotPicker } from './booking/slot-picker';
import { useBookingFlow } from './booking/use-booking-flow';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type BusyStep = 'ordering' | 'paying' | 'verifying' | 'booking';
const stepLabels = {
  ordering: 'doctors.booking.steps.ordering',
  paying: 'doctors.booking.steps.paying',
  verifying: 'doctors.booking.steps.verifying',
  booking: 'doctors.booking.steps.booking',
} as const satisfies Record<BusyStep, string>;

/**
 * SPEC §4's booking dialog: pick a date (today to 90 days ahead, India's calendar) and a free
 * slot, pay the consultation fee, and the appointment is made. Closes 3000 ms after success.
 */
export function BookingDialog({ doctor, onClose }: { doctor: DoctorProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [range] = useState(() => bookingDateRange(new Date()));
  // Runs 3000 ms after a booking, long after `dialog` below exists.
  const flow = useBookingFlow(doctor, () => dialog.current?.close());
  // Razorpay Checkout draws its own overlay on <body>, which must not sit under our modal.
  const dialog = useModalDialog(onClose, {
    suspended: flow.step === 'paying' && flow.order?.provider === 'razorpay',
  });

  const { register, handleSubmit, control, setValue, formState } = useForm<
    BookingSelectionInput,
    unknown,
    BookingSelection
  >({ resolver: zodResolver(bookingSelection), defaultValues: emptySelection });
  const date = useWatch({ control, name: 'appointmentDate' });
  const slots = useQuery({
    ...availabilityQuery(doctor._id, date),
    enabled: DATE_PATTERN.test(date),
  });

  const fee = formatInr(doctor.consultationFee);
  const { errors } = formState;
  const invalid = errors.appointmentDate?.message ?? errors.appointmentTime?.message;
  const message =
    invalid === SELECT_DATE_AND_TIME ? t('doctors.booking.selectDateAndTime') : invalid;
  const chosen = flow.slot;
  const when = chosen
    ? { date: formatDate(calendarDay(chosen.appointmentDate)), time: chosen.appointmentTime }
    : null;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="booking-title"
      onCancel={(event) => {
        if (flow.busy) event.preventDefault(); // never walk away from a payment half-way
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="booking-title" className="break-words text-2xl font-bold text-slate-900">
            {t('doctors.booking.title', { name: doctor.user.name })}
          </h2>
          <p className="font-medium text-teal-800">{doctor.specialty}</p>
        </div>
        <Button
          variant="ghost"
          className="w-11 shrink-0 px-0"
          aria-label={t('doctors.booking.close')}
          onClick={() => dialog.current?.close()}
          disabled={flow.busy}
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <dl className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <dt className="text-slate-700">{t('doctors.booking.fee')}</dt>
        <dd className="text-lg font-semibold text-slate-900">{fee}</dd>
      </dl>

      {flow.step === 'done' && when ? (
        <div className="mt-5 space-y-4">
          <Alert tone="success">
            <p className="font-semibold">{t('doctors.booking.success')}</p>
            <p>{t('doctors.booking.successDetail', { name: doctor.user.name, ...when })}</p>
            <p className="mt-1 text-sm">{t('doctors.booking.closingSoon')}</p>
          </Alert>
          <div className="flex justify-end">
            <Button onClick={() => dialog.current?.close()}>{t('doctors.booking.close')}</Button>
          </div>
        </div>
      ) : flow.step === 'bookFailed' ? (
        <div className="mt-5 space-y-4">
          <Alert>{flow.error}</Alert>
          <p className="text-slate-700">{t('doctors.booking.paidNotBooked')}</p>
          <div className="flex justify-end">
            <Button onClick={flow.retryBooking}>{t('doctors.booking.retryBooking')}</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="mt-5 space-y-5"
          onSubmit={(event) => void handleSubmit(flow.start)(event)}
        >
          <Field
            label={t('doctors.booking.date')}
            hint={t('doctors.booking.dateHint', { days: BOOKING_WINDOW_DAYS })}
            type="date"
            min={range.min}
            max={range.max}
            disabled={flow.busy}
            {...register('appointmentDate', {
              // Another day has other free times: the choice starts again.
              onChange: () => setValue('appointmentTime', ''),
            })}
          />
          <SlotPicker
            date={DATE_PATTERN.test(date) ? date : ''}
            slots={slots}
            field={register('appointmentTime')}
            disabled={flow.busy}
          />
          {(message || flow.error) && <Alert>{message ?? flow.error}</Alert>}
          <p className="text-sm text-slate-600">
            {t('doctors.booking.holdNote', { minutes: HOLD_MINUTES })}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={flow.busy}>
            {flow.busy ? t(stepLabels[flow.step as BusyStep]) : t('doctors.booking.pay', { fee })}
          </Button>
        </form>
      )}

      {flow.step === 'paying' && flow.order && flow.order.provider !== 'razorpay' && when && (
        <SandboxCheckoutDialog
          order={flow.order}
          summary={t('doctors.booking.checkout.summary', { name: doctor.user.name, ...when })}
          payerName={user?.name ?? ''}
          onPaid={flow.paid}
          onDismiss={flow.dismissed}
        />
      )}
    </dialog>
  );
}
