import { z } from 'zod';
import { calendarDate, timeSlot } from './appointments';

export const paymentProvider = z.enum(['sandbox', 'razorpay']);
export type PaymentProvider = z.infer<typeof paymentProvider>;

/**
 * POST /api/payment/orders. SPEC.md sends only `amount` (INR, the consultation fee); our web app
 * also names the doctor and slot, which binds the order to them and holds the slot.
 */
export const createOrderRequest = z
  .object({
    amount: z
      .number({ error: 'The amount must be a number of rupees.' })
      .int('The amount must be whole rupees.')
      .positive('The amount must be more than zero.'),
    doctorId: z.uuid('This doctor does not exist.').optional(),
    appointmentDate: calendarDate.optional(),
    appointmentTime: timeSlot.optional(),
  })
  .refine(
    (o) =>
      [o.doctorId, o.appointmentDate, o.appointmentTime].every((v) => v === undefined) ||
      [o.doctorId, o.appointmentDate, o.appointmentTime].every((v) => v !== undefined),
    { message: 'Give the doctor, date and time together, or none of them.', path: ['doctorId'] },
  );
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/** SPEC.md §3 payment order {id, amount, currency}, plus what the checkout needs. */
export const paymentOrder = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: paymentProvider,
  /** Razorpay's public key id for Checkout; absent for the sandbox. */
  keyId: z.string().optional(),
  /** When the slot hold ends (slot-bound orders only). */
  holdExpiresAt: z.iso.datetime().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** SPEC.md §3 payment verification payload (the provider's names). */
export const verifyPaymentRequest = z.object({
  order_id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

export const verifyPaymentResponse = z.object({ success: z.boolean(), message: z.string() });
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/** POST /api/payment/sandbox/pay — the built-in test checkout. */
export const sandboxPayRequest = z.object({
  order_id: z.string().min(1).max(100),
  card: z.object({
    number: z.string().trim().min(12, 'Enter the card number.').max(23),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY.'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVV.'),
    name: z.string().trim().min(1, 'Enter the name on the card.').max(100),
  }),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

export const sandboxPayResponse = verifyPaymentRequest;

/** GET /api/payment/config — which checkout the web app opens. */
export const paymentConfig = z.object({ provider: paymentProvider, keyId: z.string().optional() });
export type PaymentConfig = z.infer<typeof paymentConfig>;

export const SANDBOX_SUCCESS_CARD = '4111 1111 1111 1111';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';
