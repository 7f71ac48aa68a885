import type { UserProfile } from '@arogya/contracts/users';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../auth/passwords';
import type { UsersRepository } from './users.repository';

export function createUsersService(users: UsersRepository) {
  return {
    async profile(userId: string): Promise<UserProfile> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found.');
      return {
        _id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
      };
    },

    /**
     * Creates an admin unless that email already has an account. An existing admin is left as it
     * is (its password is not overwritten); an existing non-admin account is an error.
     */
    async ensureAdmin(input: { email: string; name: string; password: string }) {
      const existing = await users.findByEmail(input.email);
      if (existing) {
        if (existing.role !== 'admin') {
          throw conflict(
            'EMAIL_TAKEN',
            `${input.email} already belongs to a ${existing.role} account.`,
          );
        }
        return { created: false };
      }
      const created = await users.insert({
        name: input.name,
        email: input.email,
        role: 'admin',
        passwordHash: await hashPassword(input.password),
      });
      return { created: created !== undefined };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
