import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';
import { createRazorpayProvider, type RazorpayClient } from './razorpay-provider';

const KEY_SECRET = 'rzp_test_secret_for_tests';
const WEBHOOK_SECRET = 'whsec_for_tests';

// Recorded shapes of Razorpay's answers (Orders API and Refunds API), trimmed to what we read.
const calls: { create: unknown[]; refund: unknown[] } = { create: [], refund: [] };
const fakeClient: RazorpayClient = {
  orders: {
    async create(input) {
      calls.create.push(input);
      return {
        id: `order_${crypto.randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: 'INR',
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        created_at: 1795314000,
      } as { id: string };
    },
  },
  payments: {
    async refund(paymentId, input) {
      calls.refund.push({ paymentId, ...input });
      return {
        id: 'rfnd_recorded',
        entity: 'refund',
        amount: input.amount,
        payment_id: paymentId,
      } as { id: string };
    },
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    {
      paymentProvider: createRazorpayProvider({
        keyId: 'rzp_test_key',
        keySecret: KEY_SECRET,
        client: fakeClient,
      }),
    },
  );
});
afterAll(async () => {
  await t.close();
});

const sign = (orderId: string, paymentId: string) =>
  crypto.createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe('Razorpay mode', () => {
  it('tells the web app to open Checkout with the public key id, and turns the sandbox off', async () => {
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json()).toEqual({
      payment: { provider: 'razorpay', keyId: 'rzp_test_key' },
      videoBaseUrl: 'https://meet.jit.si/',
    });
    const patient = await registerUser(t.app, { email: 'rzp1@test.in' });
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: bearer(patient.token),
      payload: {
        order_id: 'order_x',
        card: { number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'A' },
      },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('creates orders in paise with our receipt, and verifies Checkout signatures made with the key secret', async () => {
    const patient = await registerUser(t.app, { email: 'rzp2@test.in' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payment/orders',
      headers: bearer(patient.token),
      payload: { amount: 750 },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      amount: 750,
      currency: 'INR',
      provider: 'razorpay',
      keyId: 'rzp_test_key',
    });
    expect(calls.create.at(-1)).toMatchObject({
      amount: 75000,
      currency: 'INR',
      receipt: expect.any(String),
    });

    const paymentId = 'pay_recorded0001';
    const verify = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/verify',
        headers: bearer(patient.token),
        payload: { order_id: order.json().id, payment_id: paymentId, signature },
      });
    expect((await verify(sign(order.json().id, 'pay_other'))).statusCode).toBe(400);
    expect((await verify(sign(order.json().id, paymentId))).json()).toEqual({
      success: true,
      message: 'Payment verified.',
    });
  });

  it('marks an order paid from a signed webhook, and refuses an unsigned one', async () => {
    const patient = await registerUser(t.app, { email: 'rzp3@test.in' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payment/orders',
      headers: bearer(patient.token),
      payload: { amount: 500 },
    });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_webhook0001',
            order_id: order.json().id,
            amount: 50000,
            status: 'captured',
          },
        },
      },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'nope' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    const signature = crypto.createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
    const row = await t.database.db.$client.query(
      'select status, payment_id from payment_orders where provider_order_id = $1',
      [order.json().id],
    );
    expect(row.rows).toEqual([{ status: 'paid', payment_id: 'pay_webhook0001' }]);
  });
});
