import { verifyPaymentRequest } from '@arogya/contracts/payments';
import { describe, expect, it } from 'vitest';
import { toVerifyRequest } from './razorpay-checkout';

describe('toVerifyRequest', () => {
  it("passes Checkout's ids and signature to verify under the API's names", () => {
    const request = toVerifyRequest({
      razorpay_order_id: 'order_Nx1',
      razorpay_payment_id: 'pay_Nx2',
      razorpay_signature: 'a1b2c3',
    });
    expect(request).toEqual({ order_id: 'order_Nx1', payment_id: 'pay_Nx2', signature: 'a1b2c3' });
    expect(verifyPaymentRequest.parse(request)).toEqual(request);
  });
});
