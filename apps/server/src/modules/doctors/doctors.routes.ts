import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@arogya/contracts/common';
import { doctorProfile } from '@arogya/contracts/doctors';
import type { DoctorsService } from './doctors.service';

/** /api/doctors */
export async function doctorsRoutes(app: FastifyInstance, opts: { doctors: DoctorsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
    async (request) => opts.doctors.ownProfile(request.user.id),
  );
}
