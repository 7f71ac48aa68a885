import crypto from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS,
  INVALID_RESET_TOKEN,
  RESET_PASSWORD_MESSAGE,
  type UserInfo,
} from '@arogya/contracts/auth';
import type { UserRole } from '@arogya/contracts/common';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { sha256 } from '../../lib/secrets';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { AuthRepository } from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import type { TokenSigner } from './tokens';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Who made a request, as established from a valid, unrevoked bearer token. */
export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  jti: string;
  tokenExpiresAt: Date;
};

export type AuthServiceDeps = {
  users: UsersRepository;
  auth: AuthRepository;
  tokens: TokenSigner;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  onMailError: (error: unknown) => void;
};

export function createAuthService(deps: AuthServiceDeps) {
  const { users, auth, tokens, mailer, clock } = deps;

  async function toUserInfo(user: UserRow): Promise<UserInfo> {
    const token = await tokens.sign(user);
    return { _id: user.id, name: user.name, email: user.email, role: user.role, token };
  }

  return {
    async register(input: {
      name: string;
      email: string;
      password: string;
      role: 'patient' | 'doctor';
    }): Promise<UserInfo> {
      const passwordHash = await hashPassword(input.password);
      const user = await users.insert({ ...input, passwordHash });
      if (!user) throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
      return toUserInfo(user);
    },

    async login(email: string, password: string): Promise<UserInfo> {
      const user = await users.findByEmail(email);
      const matches = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      return toUserInfo(user);
    },

    async logout(user: AuthUser): Promise<void> {
      await auth.revokeToken(user.jti, user.tokenExpiresAt);
    },

    /** Same answer whether or not the account exists; the mail goes out in the background. */
    async forgotPassword(email: string): Promise<{ message: string }> {
      const user = await users.findByEmail(email);
      if (user) {
        const token = crypto.randomBytes(32).toString('base64url');
        const expiresAt = new Date(clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);
        await auth.insertResetToken(user.id, sha256(token), expiresAt);
        const resetUrl = `${deps.publicUrl}/reset-password/${token}`;
        mailer.sendPasswordReset(user.email, resetUrl).catch(deps.onMailError);
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword(token: string, password: string): Promise<{ message: string }> {
      const passwordHash = await hashPassword(password);
      const done = await auth.resetPassword(sha256(token), passwordHash, clock.now());
      if (!done) throw badRequest(INVALID_RESET_TOKEN);
      return { message: RESET_PASSWORD_MESSAGE };
    },

    /** The user behind a bearer token; 401 for a bad, expired, revoked or outdated token. */
    async authenticate(token: string): Promise<AuthUser> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized();
      const [user, revoked] = await Promise.all([
        users.findById(claims.userId),
        auth.isRevoked(claims.jti),
      ]);
      if (!user || revoked || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        jti: claims.jti,
        tokenExpiresAt: claims.expiresAt,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
