import { z } from 'zod';
import { userRole } from './common';

/** SPEC.md §3 patient profile: name, email, role, createdAt. */
export const userProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  createdAt: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof userProfile>;
