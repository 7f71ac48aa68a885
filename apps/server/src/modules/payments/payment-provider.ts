import crypto from 'node:crypto';

/** What both providers do for us; the checkout itself happens in the browser. */
export type PaymentProvider = {
  name: 'sandbox' | 'razorpay';
  /** The public key id Checkout needs (Razorpay only). */
  keyId?: string;
  /** Creates the provider's order for an amount in rupees; answers the provider's order id. */
  createOrder(input: {
    amountRupees: number;
    receipt: string;
  }): Promise<{ providerOrderId: string }>;
  /** Refunds a captured payment in full; answers the provider's refund id. */
  refund(input: { paymentId: string; amountRupees: number }): Promise<{ refundId: string }>;
  /** The secret the provider signs `order_id|payment_id` with. */
  signingSecret: string;
};

/** The provider's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** Compares a presented signature with the expected one in constant time. */
export function signatureMatches(expected: string, presented: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
