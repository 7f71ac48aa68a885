import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~11 ms a hash here).
// `algorithm: 2` is Argon2id (the package's enum is a const enum, not importable here).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an email is unknown, so the answer takes as long either way. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-only-for-timing');
