import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, messageBody } from '@arogya/contracts/common';
import { adminDoctor, adminStats, auditEntry, doctorIdParams } from '@arogya/contracts/doctors';
import type { AdminService } from './admin.service';

/** /api/admin: doctor verification and the audit log. Admins only. */
export async function adminRoutes(app: FastifyInstance, opts: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = opts;
  const adminOnly = app.requireUser('admin');
  const denied = { 401: errorBody, 403: errorBody };
  const security = [{ bearerAuth: [] }];

  r.get(
    '/doctors',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every doctor profile, pending first',
        security,
        response: { 200: z.array(adminDoctor), ...denied },
      },
    },
    async () => admin.listDoctors(),
  );

  for (const [action, verified] of [
    ['verify', true],
    ['unverify', false],
  ] as const) {
    r.put(
      `/doctors/:id/${action}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: ['admin'],
          summary: verified
            ? 'Verify a doctor so patients can find them (idempotent)'
            : 'Withdraw a verification (idempotent)',
          security,
          params: doctorIdParams,
          response: { 200: messageBody, 400: errorBody, 404: errorBody, ...denied },
        },
      },
      async (request) => {
        if (verified) await admin.verify(request.user.id, request.params.id);
        else await admin.unverify(request.user.id, request.params.id);
        return { message: verified ? 'Doctor verified.' : 'Verification withdrawn.' };
      },
    );
  }

  r.get(
    '/stats',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin dashboard',
        security,
        response: { 200: adminStats, ...denied },
      },
    },
    async () => admin.stats(),
  );

  r.get(
    '/audit-log',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first (read-only)',
        security,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(auditEntry), ...denied },
      },
    },
    async (request) => admin.auditLog(request.query.limit),
  );
}
