import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL server with a database we may connect to for admin work. */
    pgAdminUrl: string;
    /** The migrated database every test file copies its own database from. */
    templateDatabase: string;
  }
}

export const TEST_DB_PREFIX = 'arogya_t_';

/**
 * One PostgreSQL for the whole run: the server DATABASE_URL names (CI runs the suite on the
 * machine's PostgreSQL 15 this way), or else the embedded one in a throwaway directory.
 * A migrated template database is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-test-'));
    embedded = await startEmbeddedPostgres({
      dataDir: tempDir,
      port: 0,
      log: { info: () => {}, warn: () => {} },
    });
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Leftovers of an interrupted earlier run on a shared server.
  const leftovers = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEST_DB_PREFIX}%'`,
  );
  for (const { datname } of leftovers.rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  const template = `${TEST_DB_PREFIX}template_${process.pid}`;
  await admin.query(`create database "${template}"`);
  const templateDb = connectDatabase(withDatabase(adminUrl, template), { max: 1 });
  await runMigrations(templateDb);
  await templateDb.$client.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const after = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${TEST_DB_PREFIX}%'`,
    );
    for (const { datname } of after.rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
