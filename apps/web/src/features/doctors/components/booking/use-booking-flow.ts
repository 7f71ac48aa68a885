import type { TimeSlot } from '@arogya/contracts/appointments';
import type { DoctorProfile } from '@arogya/contracts/doctors';
import type { PaymentOrder, VerifyPaymentRequest } from '@arogya/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { CheckoutDismissedError, payWithRazorpay } from '@/lib/razorpay-checkout';
import { useSession } from '@/lib/session-context';
import {
  availabilityKey,
  bookAppointment,
  createOrder,
  verifyPayment,
} from '../../api/booking-api';

/** SPEC §9: the dialog closes this long after a successful booking. */
export const CLOSE_AFTER_BOOKING_MS = 3000;

export type Slot = { appointmentDate: string; appointmentTime: TimeSlot };
type HeldOrder = { order: PaymentOrder; slot: Slot };

/**
 * - select: choosing (also after a failure, with `error` set)
 * - ordering → paying (the checkout is open) → verifying → booking → done
 * - bookFailed: paid and verified, but the appointment call failed; only booking is retried
 */
export type BookingStep =
  'select' | 'ordering' | 'paying' | 'verifying' | 'booking' | 'bookFailed' | 'done';

/** Time left on a hold below which a fresh order is safer than paying on the old one. */
const HOLD_MARGIN_MS = 60_000;

/**
 * After a closed checkout or a failed verification, paying again for the same slot reuses the
 * order while its hold lasts: the hold is ours, and a new order for the slot would meet it (409).
 */
function reusableOrder(held: HeldOrder | null, chosen: Slot) {
  if (!held?.order.holdExpiresAt) return null;
  const { order, slot: orderSlot } = held;
  const same =
    orderSlot.appointmentDate === chosen.appointmentDate &&
    orderSlot.appointmentTime === chosen.appointmentTime;
  return same && Date.parse(order.holdExpiresAt ?? '') - Date.now() > HOLD_MARGIN_MS ? order : null;
}

/** SPEC §4 steps 2–6: order → checkout → verify → appointment, each failure with its message. */
export function useBookingFlow(doctor: DoctorProfile, onBooked: () => void) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const [step, setStep] = useState<BookingStep>('select');
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);

  const refreshSlots = useCallback(
    () => queryClient.invalidateQueries({ queryKey: availabilityKey(doctor._id) }),
    [queryClient, doctor._id],
  );

  const orderMutation = useMutation({ mutationFn: createOrder });
  const verifyMutation = useMutation({ mutationFn: verifyPayment });
  const bookMutation = useMutation({
    mutationFn: bookAppointment,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['appointments'] }), refreshSlots()]),
  });

  // The close timer must not outlive the dialog.
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const fail = (message: string, next: BookingStep = 'select') => {
    setError(message);
    setStep(next);
  };

  const book = async (chosen: Slot) => {
    setStep('booking');
    setError(null);
    try {
      await bookMutation.mutateAsync({ doctorId: doctor._id, ...chosen });
    } catch (failure) {
      fail(errorMessage(failure, t('doctors.booking.errors.book')), 'bookFailed');
      return;
    }
    setStep('done');
    toast.success(t('doctors.booking.success'));
    closeTimer.current = setTimeout(onBooked, CLOSE_AFTER_BOOKING_MS);
  };

  const completePayment = async (payment: VerifyPaymentRequest, chosen: Slot) => {
    setStep('verifying');
    try {
      const result = await verifyMutation.mutateAsync(payment);
      if (!result.success) {
        fail(t('doctors.booking.errors.verifyUnsuccessful'));
        return;
      }
    } catch (failure) {
      fail(errorMessage(failure, t('doctors.booking.errors.verify')));
      return;
    }
    await book(chosen);
  };

  const start = async (chosen: Slot) => {
    setSlot(chosen);
    setError(null);
    setStep('ordering');
    let created: PaymentOrder;
    try {
      created =
        reusableOrder(held, chosen) ??
        (await orderMutation.mutateAsync({
          amount: doctor.consultationFee,
          doctorId: doctor._id,
          ...chosen,
        }));
    } catch (failure) {
      // Someone else holds or booked the slot meanwhile: show the day as it is now.
      if (failure instanceof ApiError && failure.status === 409) void refreshSlots();
      fail(errorMessage(failure, t('doctors.booking.errors.order')));
      return;
    }
    setHeld({ order: created, slot: chosen });
    setStep('paying');
    if (created.provider !== 'razorpay') return; // the sandbox checkout dialog takes over

    const keyId = created.keyId ?? config.data?.payment.keyId;
    try {
      if (!keyId) throw new Error('No Razorpay key id');
      const payment = await payWithRazorpay({
        keyId,
        orderId: created.id,
        amountRupees: created.amount,
        title: t('common.appName'),
        description: t('doctors.booking.title', { name: doctor.user.name }),
        prefill: { name: user?.name, email: user?.email },
      });
      await completePayment(payment, chosen);
    } catch (failure) {
      if (failure instanceof CheckoutDismissedError) {
        fail(failure.reason ?? t('doctors.booking.errors.cancelled'));
      } else {
        fail(t('doctors.booking.errors.checkout'));
      }
    }
  };

  return {
    step,
    error,
    order: held?.order ?? null,
    slot,
    busy: step === 'ordering' || step === 'paying' || step === 'verifying' || step === 'booking',
    start: (chosen: Slot) => void start(chosen),
    /** The sandbox checkout paid: verify, then book. */
    paid: (payment: VerifyPaymentRequest) => {
      if (slot) void completePayment(payment, slot);
    },
    /** The sandbox checkout was closed without paying. */
    dismissed: () => fail(t('doctors.booking.errors.cancelled')),
    retryBooking: () => {
      if (slot) void book(slot);
    },
  };
}
