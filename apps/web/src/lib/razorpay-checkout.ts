import type { VerifyPaymentRequest } from '@arogya/contracts/payments';

/**
 * Razorpay Checkout, used when the server's payment provider is 'razorpay'. Kept to this file:
 * it needs Razorpay's script and network, so only the mapping below is unit-tested; the offline
 * sandbox checkout is what the tests and the default setup exercise.
 */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout's `handler` receives after a successful payment. */
export type RazorpaySuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** Our verify call uses SPEC §3's provider-neutral names. */
export function toVerifyRequest(response: RazorpaySuccess): VerifyPaymentRequest {
  return {
    order_id: response.razorpay_order_id,
    payment_id: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  };
}

/** The person closed Checkout without paying; `reason` is the last failed attempt's, if any. */
export class CheckoutDismissedError extends Error {
  readonly reason: string | undefined;
  constructor(reason?: string) {
    super(reason ?? 'Checkout closed');
    this.name = 'CheckoutDismissedError';
    this.reason = reason;
  }
}

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  open(): void;
  on(event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void): void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let scriptPromise: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptPromise ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      scriptPromise = null; // let a later attempt try again
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/**
 * Opens Checkout for a server-created order. Resolves with the verify payload; rejects with
 * CheckoutDismissedError when closed. A failed attempt does not reject: Checkout shows it and
 * lets the person try again, and a later success must still resolve.
 */
export async function payWithRazorpay(input: {
  keyId: string;
  orderId: string;
  amountRupees: number;
  title: string;
  description: string;
  prefill?: { name?: string; email?: string };
}): Promise<VerifyPaymentRequest> {
  const Razorpay = await loadScript();
  return new Promise((resolve, reject) => {
    let lastFailure: string | undefined;
    const checkout = new Razorpay({
      key: input.keyId,
      order_id: input.orderId,
      amount: input.amountRupees * 100, // Checkout counts paise; the order fixes the real amount
      currency: 'INR',
      name: input.title,
      description: input.description,
      prefill: input.prefill,
      handler: (response) => resolve(toVerifyRequest(response)),
      modal: { ondismiss: () => reject(new CheckoutDismissedError(lastFailure)) },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error?.description;
    });
    checkout.open();
  });
}
