import crypto from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString('base64url')}`;

/**
 * The built-in test provider: orders and refunds exist only in our database, and payments are
 * signed exactly as Razorpay signs them, with a secret derived from the server's own.
 */
export function createSandboxProvider(serverSecret: string): PaymentProvider & {
  newPaymentId(): string;
} {
  return {
    name: 'sandbox',
    signingSecret: crypto
      .createHmac('sha256', serverSecret)
      .update('arogya-sandbox-payments')
      .digest('hex'),
    async createOrder() {
      return { providerOrderId: id('order') };
    },
    async refund() {
      return { refundId: id('rfnd') };
    },
    newPaymentId: () => id('pay'),
  };
}

/** Test cards of the sandbox checkout: one that pays and one that is declined. */
export function sandboxCardOutcome(cardNumber: string): 'approved' | 'declined' | 'unknown' {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4111111111111111') return 'approved';
  if (digits === '4000000000000002') return 'declined';
  return 'unknown';
}
