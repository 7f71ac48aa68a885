/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * drizzle wraps the driver's error, so both it and its `cause` are looked at.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = candidate as { code?: string; constraint?: string } | null | undefined;
    if (pg?.code === '23505') return pg.constraint ?? '';
  }
  return undefined;
}
