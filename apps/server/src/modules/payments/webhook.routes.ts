import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { signatureMatches } from './payment-provider';
import type { PaymentsService } from './payments.service';

/**
 * POST /api/payment/webhook: Razorpay tells us a payment was captured, so an order is marked paid
 * even when the browser closed before it could call verify. The signature is an HMAC-SHA256 of
 * the raw body with the webhook secret, so this route keeps the body as the text it arrived as.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentsService; webhookSecret: string },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (signed with the webhook secret)',
        hide: false,
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const presented = String(request.headers['x-razorpay-signature'] ?? '');
      const expected = crypto.createHmac('sha256', opts.webhookSecret).update(raw).digest('hex');
      if (!raw || !signatureMatches(expected, presented)) {
        throw badRequest('The webhook signature does not match.');
      }
      let event: {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } } };
      };
      try {
        event = JSON.parse(raw);
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      const payment = event.payload?.payment?.entity;
      if (
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        payment?.id &&
        payment.order_id
      ) {
        await opts.payments.recordCapturedPayment(payment.order_id, payment.id);
      }
      return { received: true };
    },
  );
}
