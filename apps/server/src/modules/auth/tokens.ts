import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '@arogya/contracts/common';
import type { Clock } from '../../lib/clock';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = {
  userId: string;
  role: UserRole;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
};

/** Signs and checks the HS256 bearer tokens. */
export function createTokenSigner(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user: { id: string; role: UserRole; tokenVersion: number }): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setJti(crypto.randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },

    /** The token's claims, or undefined for a forged, malformed or expired token. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const { sub, jti, exp, role, ver } = payload;
        if (!sub || !jti || !exp || typeof ver !== 'number') return undefined;
        if (role !== 'patient' && role !== 'doctor' && role !== 'admin') return undefined;
        return { userId: sub, role, tokenVersion: ver, jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
