import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, revokedTokens, users } from '../../db/schema';

export function createAuthRepository(db: Database) {
  return {
    async insertResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Uses a reset token: marks it used (one statement, so two requests racing with the same
     * token cannot both succeed), closes the user's other open tokens, sets the new password and
     * bumps the token version so every older sign-in stops working — all or nothing.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!row) return false;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)),
          );
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
          .where(eq(users.id, row.userId));
        return true;
      });
    },

    async revokeToken(jti: string, expiresAt: Date): Promise<void> {
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },

    async isRevoked(jti: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti));
      return row !== undefined;
    },

    /** Drops revocations of tokens that have expired anyway, and dead reset tokens. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
