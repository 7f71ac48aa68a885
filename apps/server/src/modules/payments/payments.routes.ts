import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@arogya/contracts/common';
import {
  createOrderRequest,
  paymentOrder,
  sandboxPayRequest,
  sandboxPayResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from '@arogya/contracts/payments';
import type { PaymentsService } from './payments.service';

/** /api/payment: orders, the sandbox checkout and verification. Patients only. */
export async function paymentsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = opts;
  const patientOnly = app.requireUser('patient');
  const security = [{ bearerAuth: [] }];
  const denied = { 401: errorBody, 403: errorBody };

  r.post(
    '/orders',
    {
      preHandler: patientOnly,
      schema: {
        tags: ['payments'],
        summary:
          'Create a payment order for the consultation fee (holds the slot when one is named)',
        security,
        body: createOrderRequest,
        response: { 200: paymentOrder, 400: errorBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request) => payments.createOrder(request.user.id, request.body),
  );

  r.post(
    '/sandbox/pay',
    {
      preHandler: patientOnly,
      schema: {
        tags: ['payments'],
        summary: 'Pay an order with a test card (sandbox mode only)',
        security,
        body: sandboxPayRequest,
        response: {
          200: sandboxPayResponse,
          400: errorBody,
          402: errorBody,
          404: errorBody,
          409: errorBody,
          ...denied,
        },
      },
    },
    async (request) => payments.sandboxPay(request.user.id, request.body),
  );

  r.post(
    '/verify',
    {
      preHandler: patientOnly,
      schema: {
        tags: ['payments'],
        summary: "Verify the provider's payment signature and mark the order paid (idempotent)",
        security,
        body: verifyPaymentRequest,
        response: {
          200: verifyPaymentResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          ...denied,
        },
      },
    },
    async (request) => payments.verify(request.user.id, request.body),
  );
}
