import crypto from 'node:crypto';
import { HOLD_MINUTES } from '@arogya/contracts/appointments';
import type {
  CreateOrderRequest,
  PaymentConfig,
  PaymentOrder,
  SandboxPayRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@arogya/contracts/payments';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { assertBookable } from '../appointments/slot-rules';
import type { DoctorsRepository } from '../doctors/doctors.repository';
import { paymentSignature, signatureMatches, type PaymentProvider } from './payment-provider';
import type { PaymentsRepository } from './payments.repository';
import { sandboxCardOutcome } from './sandbox-provider';

const orderNotFound = () => notFound('Payment order not found.');

export function createPaymentsService(deps: {
  payments: PaymentsRepository;
  doctors: DoctorsRepository;
  provider: PaymentProvider;
  /** Present only in sandbox mode: makes the test checkout's payment ids. */
  sandbox?: { newPaymentId(): string };
  clock: Clock;
}) {
  const { payments, doctors, provider, clock } = deps;

  return {
    config(): PaymentConfig {
      return provider.keyId
        ? { provider: provider.name, keyId: provider.keyId }
        : { provider: provider.name };
    },

    /**
     * Creates an order for the caller. The amount must be the doctor's fee; naming the slot binds
     * the order to it and holds it for 10 minutes (409 when someone else holds or booked it).
     */
    async createOrder(patientId: string, input: CreateOrderRequest): Promise<PaymentOrder> {
      const now = clock.now();
      let slot: { doctorId: string; appointmentDate: string; appointmentTime: string } | undefined;
      if (input.doctorId && input.appointmentDate && input.appointmentTime) {
        const doctor = await doctors.findById(input.doctorId);
        if (!doctor?.isVerified) throw notFound('This doctor is not available for booking.');
        if (input.amount !== doctor.consultationFee) {
          throw badRequest(
            `The amount must be the doctor's consultation fee of ₹${doctor.consultationFee}.`,
          );
        }
        assertBookable(input.appointmentDate, input.appointmentTime, now);
        slot = {
          doctorId: input.doctorId,
          appointmentDate: input.appointmentDate,
          appointmentTime: input.appointmentTime,
        };
      }
      const receipt = crypto.randomUUID();
      const { providerOrderId } = await provider.createOrder({
        amountRupees: input.amount,
        receipt,
      });
      const holdExpiresAt = slot ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null;
      const order = await payments.insertOrder(
        {
          provider: provider.name,
          providerOrderId,
          patientId,
          amount: input.amount,
          holdExpiresAt,
          ...slot,
        },
        now,
      );
      // The patient who holds the slot (checkout closed, then Pay again) gets their own order back.
      const held = order ?? (slot ? await payments.findOpenHold(slot, now) : undefined);
      if (!held || held.patientId !== patientId) {
        throw conflict(
          'SLOT_TAKEN',
          'This time slot is already booked or being booked. Please choose another.',
        );
      }
      return {
        id: held.providerOrderId,
        amount: held.amount,
        currency: 'INR',
        provider: provider.name,
        ...(provider.keyId ? { keyId: provider.keyId } : {}),
        holdExpiresAt: held.holdExpiresAt?.toISOString() ?? null,
      };
    },

    /** The sandbox checkout: approves the success test card, declines the declined one. */
    async sandboxPay(patientId: string, input: SandboxPayRequest) {
      if (!deps.sandbox)
        throw notFound('The test checkout is off: a real payment provider is configured.');
      const order = await payments.findByProviderOrderId(input.order_id);
      if (!order || order.patientId !== patientId) throw orderNotFound();
      if (order.status !== 'created')
        throw conflict('ORDER_CLOSED', 'This order is already paid or closed.');
      const outcome = sandboxCardOutcome(input.card.number);
      if (outcome === 'declined') {
        throw new AppError(
          402,
          'CARD_DECLINED',
          'Your card was declined by the bank. No money was taken. Please try another card.',
        );
      }
      if (outcome === 'unknown') {
        throw new AppError(
          402,
          'CARD_UNKNOWN',
          'Test mode accepts only the test card 4111 1111 1111 1111.',
        );
      }
      const paymentId = deps.sandbox.newPaymentId();
      return {
        order_id: order.providerOrderId,
        payment_id: paymentId,
        signature: paymentSignature(provider.signingSecret, order.providerOrderId, paymentId),
      };
    },

    /**
     * SPEC.md §7 payment verification, the same for both providers: the signature must match
     * (compared in constant time), the order must be the caller's, and a payment id pays one
     * order only. Verifying the same payment again answers success again.
     */
    async verify(patientId: string, input: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
      const order = await payments.findByProviderOrderId(input.order_id);
      if (!order || order.patientId !== patientId) throw orderNotFound();
      const expected = paymentSignature(provider.signingSecret, input.order_id, input.payment_id);
      if (!signatureMatches(expected, input.signature)) {
        throw badRequest('Payment verification failed: the payment signature does not match.');
      }
      if (order.paymentId === input.payment_id)
        return { success: true, message: 'Payment verified.' };
      if (order.paymentId)
        throw conflict('ORDER_PAID', 'This order was already paid with another payment.');
      const other = await payments.findByPaymentId(input.payment_id);
      if (other) throw conflict('PAYMENT_USED', 'This payment has already been used.');
      if (order.status === 'refunded') throw conflict('ORDER_REFUNDED', 'This order was refunded.');
      const marked = await payments
        .markPaid(order.id, input.payment_id, clock.now())
        .catch((error) => {
          if (uniqueViolation(error) !== undefined) {
            throw conflict('PAYMENT_USED', 'This payment has already been used.');
          }
          throw error;
        });
      if (!marked) throw conflict('ORDER_CLOSED', 'This order is already paid or closed.');
      return { success: true, message: 'Payment verified.' };
    },

    /** A capture the provider reported by webhook: the order is paid, whoever's browser it was. */
    async recordCapturedPayment(providerOrderId: string, paymentId: string): Promise<void> {
      const order = await payments.findByProviderOrderId(providerOrderId);
      if (!order || order.paymentId === paymentId) return;
      await payments.markPaid(order.id, paymentId, clock.now()).catch(() => {
        // Already paid with this or another payment: nothing to record.
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
