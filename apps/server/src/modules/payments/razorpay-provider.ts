import Razorpay from 'razorpay';
import type { PaymentProvider } from './payment-provider';

/** The two calls we make; the SDK's client has them, and tests pass a recorded fake. */
export type RazorpayClient = {
  orders: {
    create(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
  };
  payments: { refund(paymentId: string, input: { amount: number }): Promise<{ id: string }> };
};

/**
 * Razorpay through its official SDK: amounts go in paise, currency INR, our order's uuid as the
 * receipt. Signatures are checked by us (constant time), not by the SDK.
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  client?: RazorpayClient;
}): PaymentProvider {
  const client =
    options.client ??
    (new Razorpay({
      key_id: options.keyId,
      key_secret: options.keySecret,
    }) as unknown as RazorpayClient);
  return {
    name: 'razorpay',
    keyId: options.keyId,
    signingSecret: options.keySecret,
    async createOrder({ amountRupees, receipt }) {
      const order = await client.orders.create({
        amount: amountRupees * 100,
        currency: 'INR',
        receipt,
      });
      return { providerOrderId: order.id };
    },
    async refund({ paymentId, amountRupees }) {
      const refund = await client.payments.refund(paymentId, { amount: amountRupees * 100 });
      return { refundId: refund.id };
    },
  };
}
