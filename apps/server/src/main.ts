import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { createLogger } from './lib/logger';
import { resolveJwtSecret } from './lib/secrets';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { DEMO_ADMIN } from './seed/demo-data';
import { demoLogins, seedDemoData } from './seed/seed-demo';

/** Starts the whole product: database, migrations, demo data, API and web app. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: {
        info: (msg) => log.info(msg),
        warn: (msg) => log.warn(msg),
      },
    });
    databaseUrl = embedded.url;
  }
  const db = connectDatabase(databaseUrl);

  // What to close on shutdown, newest first: the HTTP server, then the pool, then PostgreSQL.
  const closers: Array<() => Promise<unknown>> = [];
  if (embedded) closers.unshift(() => embedded.stop());
  closers.unshift(() => db.$client.end());
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    for (const close of closers) await close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await runMigrations(db);
  if (config.seedDemo) {
    if (await seedDemoData(db)) log.info('Demo data created');
  }
  if (config.admin) {
    const { created } = await createUsersService(createUsersRepository(db)).ensureAdmin(
      config.admin,
    );
    log.info(`Admin ${config.admin.email} ${created ? 'created' : 'already exists'}`);
  }

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, db, jwtSecret, logger: log });
  const purge = setInterval(
    () =>
      void createAuthRepository(db)
        .purgeExpired(new Date())
        .catch(() => {}),
    60 * 60 * 1000,
  );
  purge.unref();

  closers.unshift(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo && (await createUsersRepository(db).findByEmail(DEMO_ADMIN.email))) {
    for (const login of demoLogins()) {
      log.info(`Demo login — ${login.role}: ${login.email} / ${login.password}`);
    }
  }
  log.info(`Arogya is ready on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
