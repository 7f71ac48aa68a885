import {
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  sandboxPayRequest,
} from '@arogya/contracts/payments';
import type { PaymentOrder, VerifyPaymentRequest } from '@arogya/contracts/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatInr, formatTime } from '@/lib/format';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { sandboxPay } from '../../api/booking-api';

const cardForm = sandboxPayRequest.shape.card;
type CardValues = z.input<typeof cardForm>;

/** A valid expiry for the test card: December of next year. */
const testExpiry = (now: Date) => `12/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;

/**
 * The built-in test checkout (the default, offline payment provider), shaped like a real card
 * checkout so the booking flow is the same with Razorpay: it pays through the server and hands
 * back the order id, payment id and signature that /api/payment/verify checks.
 */
export function SandboxCheckoutDialog({
  order,
  summary,
  payerName,
  onPaid,
  onDismiss,
}: {
  order: PaymentOrder;
  summary: string;
  payerName: string;
  onPaid: (payment: VerifyPaymentRequest) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const amount = formatInr(order.amount);
  const paid = useRef(false);
  const dialog = useModalDialog(() => {
    if (!paid.current) onDismiss();
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CardValues>({
    resolver: zodResolver(cardForm),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });
  const pay = useMutation({
    mutationFn: (card: z.output<typeof cardForm>) => sandboxPay({ order_id: order.id, card }),
    onSuccess: (payment) => {
      paid.current = true;
      onPaid(payment);
    },
  });

  const fillTestCard = () => {
    const options = { shouldValidate: true } as const;
    setValue('number', SANDBOX_SUCCESS_CARD, options);
    setValue('expiry', testExpiry(new Date()), options);
    setValue('cvc', '123', options);
    setValue('name', payerName, options);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="checkout-title"
      aria-describedby="checkout-summary"
      onCancel={(event) => {
        if (pay.isPending) event.preventDefault(); // a payment in flight must finish
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <p className="flex items-center gap-2 bg-amber-100 px-5 py-2 font-semibold text-amber-900">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {t('doctors.booking.checkout.testMode')}
      </p>
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => void handleSubmit((card) => pay.mutate(card))(event)}
      >
        <div>
          <h2 id="checkout-title" className="text-2xl font-bold text-slate-900">
            {t('doctors.booking.checkout.title', { amount })}
          </h2>
          <p id="checkout-summary" className="mt-1 break-words text-slate-700">
            {summary}
          </p>
          {order.holdExpiresAt && (
            <p className="mt-1 text-sm text-slate-600">
              {t('doctors.booking.checkout.heldUntil', { time: formatTime(order.holdExpiresAt) })}
            </p>
          )}
        </div>
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            {t('doctors.booking.checkout.testModeNote', {
              success: SANDBOX_SUCCESS_CARD,
              declined: SANDBOX_DECLINED_CARD,
            })}
          </p>
          <Button variant="secondary" className="mt-2 w-full" onClick={fillTestCard}>
            {t('doctors.booking.checkout.useTestCard')}
          </Button>
        </div>
        <Field
          label={t('doctors.booking.checkout.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors.number?.message}
          {...register('number')}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t('doctors.booking.checkout.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiry?.message}
            {...register('expiry')}
          />
          <Field
            label={t('doctors.booking.checkout.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
        <Field
          label={t('doctors.booking.checkout.name')}
          autoComplete="cc-name"
          error={errors.name?.message}
          {...register('name')}
        />
        {pay.isError && (
          <Alert>{errorMessage(pay.error, t('doctors.booking.checkout.failed'))}</Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => dialog.current?.close()} disabled={pay.isPending}>
            {t('doctors.booking.checkout.cancel')}
          </Button>
          <Button type="submit" disabled={pay.isPending}>
            <Lock aria-hidden="true" className="size-4" />
            {pay.isPending
              ? t('doctors.booking.checkout.paying')
              : t('doctors.booking.checkout.pay', { amount })}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
