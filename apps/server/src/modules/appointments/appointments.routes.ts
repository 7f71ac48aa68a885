import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointment,
  appointmentIdParams,
  availability,
  availabilityQuery,
  bookingRequest,
  ratingRequest,
} from '@arogya/contracts/appointments';
import { errorBody } from '@arogya/contracts/common';
import { doctorIdParams } from '@arogya/contracts/doctors';
import type { AppointmentsService } from './appointments.service';

/** /api/appointments: booking, the two lists, cancellation and rating. */
export async function appointmentsRoutes(
  app: FastifyInstance,
  opts: { appointments: AppointmentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { appointments } = opts;
  const security = [{ bearerAuth: [] }];
  const denied = { 401: errorBody, 403: errorBody };

  r.post(
    '/',
    {
      preHandler: app.requireUser('patient'),
      schema: {
        tags: ['appointments'],
        summary: 'Book a slot with the verified payment for it (201 new, 200 already booked)',
        security,
        body: bookingRequest,
        response: {
          200: appointment,
          201: appointment,
          400: errorBody,
          402: errorBody,
          404: errorBody,
          409: errorBody,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { appointment: booked, created } = await appointments.book(
        request.user.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(booked);
    },
  );

  r.get(
    '/mypatient',
    {
      preHandler: app.requireUser('patient'),
      schema: {
        tags: ['appointments'],
        summary: "The patient's appointments, earliest first",
        security,
        response: { 200: z.array(appointment), ...denied },
      },
    },
    async (request) => appointments.listForPatient(request.user.id),
  );

  r.get(
    '/mydoctor',
    {
      preHandler: app.requireUser('doctor'),
      schema: {
        tags: ['appointments'],
        summary: "The doctor's schedule, earliest first",
        security,
        response: { 200: z.array(appointment), ...denied },
      },
    },
    async (request) => appointments.listForDoctor(request.user.id),
  );

  r.post(
    '/:id/cancel',
    {
      preHandler: app.requireUser('patient'),
      schema: {
        tags: ['appointments'],
        summary: 'Cancel up to 2 hours before the slot; the payment is refunded',
        security,
        params: appointmentIdParams,
        response: { 200: appointment, 400: errorBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request) => appointments.cancel(request.user.id, request.params.id),
  );

  r.post(
    '/:id/rating',
    {
      preHandler: app.requireUser('patient'),
      schema: {
        tags: ['appointments'],
        summary: 'Rate the doctor once the visit has passed (once)',
        security,
        params: appointmentIdParams,
        body: ratingRequest,
        response: { 200: appointment, 400: errorBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request) => appointments.rate(request.user.id, request.params.id, request.body),
  );
}

/** /api/doctors/:id/availability — public. */
export async function availabilityRoutes(
  app: FastifyInstance,
  opts: { appointments: AppointmentsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id/availability',
    {
      schema: {
        tags: ['appointments'],
        summary: "Each slot of a doctor's day: free, held, booked or past",
        params: doctorIdParams,
        querystring: availabilityQuery,
        response: { 200: availability, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => opts.appointments.availability(request.params.id, request.query.date),
  );
}
