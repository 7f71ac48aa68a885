import { appointment, availability } from '@arogya/contracts/appointments';
import type { BookingRequest } from '@arogya/contracts/appointments';
import {
  paymentOrder,
  sandboxPayResponse,
  verifyPaymentResponse,
} from '@arogya/contracts/payments';
import type {
  CreateOrderRequest,
  SandboxPayRequest,
  VerifyPaymentRequest,
} from '@arogya/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The booking calls of SPEC §4, in the order the dialog makes them. */

export const availabilityKey = (doctorId: string) => ['availability', doctorId] as const;

/** GET /api/doctors/:id/availability — public, so a slot's state is fresh for everyone. */
export const availabilityQuery = (doctorId: string, date: string) =>
  queryOptions({
    queryKey: [...availabilityKey(doctorId), date],
    queryFn: ({ signal }) =>
      api.get(
        `/api/doctors/${encodeURIComponent(doctorId)}/availability?${new URLSearchParams({ date })}`,
        { schema: availability, auth: false, signal },
      ),
    // Others book too: a minute-old answer is the most we show without asking again.
    staleTime: 60_000,
  });

export const createOrder = (input: CreateOrderRequest) =>
  api.post('/api/payment/orders', input, { schema: paymentOrder });

export const sandboxPay = (input: SandboxPayRequest) =>
  api.post('/api/payment/sandbox/pay', input, { schema: sandboxPayResponse });

export const verifyPayment = (input: VerifyPaymentRequest) =>
  api.post('/api/payment/verify', input, { schema: verifyPaymentResponse });

export const bookAppointment = (input: BookingRequest) =>
  api.post('/api/appointments', input, { schema: appointment });
