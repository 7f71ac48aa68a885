import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@arogya/contracts/common';
import {
  doctorIdParams,
  doctorProfile,
  doctorProfileInput,
  doctorSearchQuery,
  doctorSearchResult,
} from '@arogya/contracts/doctors';
import type { ResponseCache } from '../../lib/response-cache';
import type { DoctorsService } from './doctors.service';

/** /api/doctors: the public directory and a doctor's own profile. */
export async function doctorsRoutes(
  app: FastifyInstance,
  opts: { doctors: DoctorsService; directoryCache: ResponseCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { doctors, directoryCache } = opts;

  r.get(
    '/',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Search verified doctors by name or specialty, location and language',
        querystring: doctorSearchQuery,
        response: { 200: doctorSearchResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      // The directory is public and the same for everyone: popular searches are answered from
      // memory, already serialized (a string body skips the serializer).
      const key = JSON.stringify(request.query);
      let body = directoryCache.get(key);
      if (!body) {
        body = JSON.stringify(doctorSearchResult.parse(await doctors.search(request.query)));
        directoryCache.set(key, body);
      }
      // A string body is sent as it is; the type provider only knows object bodies.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/profile/me',
    {
      preHandler: app.requireUser('doctor'),
      schema: {
        tags: ['doctors'],
        summary: "The signed-in doctor's own profile (404 when none yet)",
        security: [{ bearerAuth: [] }],
        response: { 200: doctorProfile, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => doctors.ownProfile(request.user.id),
  );

  r.post(
    '/profile',
    {
      preHandler: app.requireUser('doctor'),
      schema: {
        tags: ['doctors'],
        summary: "Create or update the signed-in doctor's profile",
        description:
          'A verified profile whose specialty, fee or qualifications change returns to pending until an admin verifies it again.',
        security: [{ bearerAuth: [] }],
        body: doctorProfileInput,
        response: { 200: doctorProfile, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => doctors.saveOwnProfile(request.user, request.body),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: "A verified doctor's public profile",
        params: doctorIdParams,
        response: { 200: doctorProfile, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => doctors.publicProfile(request.params.id),
  );
}
