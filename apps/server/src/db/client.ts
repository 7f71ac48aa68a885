import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A pooled connection to PostgreSQL with the drizzle schema attached. */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return drizzle(pool, { schema });
}

/** Resolves when the database answers a trivial query within two seconds. */
export async function pingDatabase(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query({ text: 'select 1', query_timeout: 2000 } as never);
  } finally {
    client.release();
  }
}
