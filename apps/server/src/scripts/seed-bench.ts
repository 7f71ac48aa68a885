// npm run seed:bench -- --doctors 100000
// Fills the configured database (embedded under DATA_DIR, or DATABASE_URL) with verified doctors.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { seedBenchDoctors } from '../seed/bench-data';

const { values } = parseArgs({ options: { doctors: { type: 'string', default: '100000' } } });
const count = Number(values.doctors);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error('Usage: npm run seed:bench -- --doctors 100000   (1 to 2,000,000)');
  process.exit(2);
}

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: { info() {}, warn: (m) => console.warn(m) },
      shareRunning: true,
    });
const db = connectDatabase(config.databaseUrl ?? embedded!.url, { max: 2 });
try {
  await runMigrations(db);
  const ms = await seedBenchDoctors(db, count);
  console.log(
    `Added ${count.toLocaleString('en-IN')} verified doctors in ${(ms / 1000).toFixed(1)} s.`,
  );
} finally {
  await db.$client.end();
  await embedded?.stop();
}
