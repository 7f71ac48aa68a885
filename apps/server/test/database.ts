import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client';
import { TEST_DB_PREFIX, withDatabase } from './global-setup';

export type TestDatabase = { db: Database; url: string; drop(): Promise<void> };

/** A fresh, migrated database of its own (a copy of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${TEST_DB_PREFIX}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = connectDatabase(url);
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
