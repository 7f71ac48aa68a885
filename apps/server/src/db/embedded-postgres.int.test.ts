import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { firstBlockedAncestor, startEmbeddedPostgres } from './embedded-postgres';

const quiet = { info() {}, warn() {} };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function holdDatabase(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/hold-embedded-postgres.ts', dataDir],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe('the embedded PostgreSQL', () => {
  it('takes over from a server left running by a killed app, with the data intact', async () => {
    // mkdtemp makes a private (0700) directory: the start must cope with that as well.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-crash-'));
    dirs.push(dataDir);
    const holder = await holdDatabase(dataDir);
    holder.removeAllListeners('exit');

    // A second app while the first lives is refused rather than allowed to kill its database.
    await expect(startEmbeddedPostgres({ dataDir, port: 0, log: quiet })).rejects.toThrow(
      /Another Arogya process .* is using the database/,
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const pidFile = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const leftoverPid = Number(pidFile.split('\n')[0]);
    expect(() => process.kill(leftoverPid, 0)).not.toThrow();

    const database = await startEmbeddedPostgres({ dataDir, port: 0, log: quiet });
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('select note from survivor');
      await client.end();
      expect(rows).toEqual([{ note: 'written before the crash' }]);
      expect(() => process.kill(leftoverPid, 0)).toThrow();
    } finally {
      await database.stop();
    }
  }, 60_000);
});

describe('firstBlockedAncestor', () => {
  const ids = { uid: 100, gid: 100 };
  const stats: Record<string, { uid: number; gid: number; mode: number }> = {
    '/': { uid: 0, gid: 0, mode: 0o755 },
    '/home': { uid: 0, gid: 0, mode: 0o755 },
    '/home/dev': { uid: 0, gid: 0, mode: 0o700 },
    '/srv': { uid: 0, gid: 100, mode: 0o750 },
    '/srv/app': { uid: 100, gid: 0, mode: 0o700 },
  };
  const stat = (p: string) => {
    const found = stats[p];
    if (!found) throw new Error('ENOENT');
    return found;
  };

  it('names the private directory the postgres user cannot enter', () => {
    expect(firstBlockedAncestor('/home/dev/arogya/data/postgres', ids, stat)).toBe('/home/dev');
  });

  it('accepts directories open through group or ownership', () => {
    expect(firstBlockedAncestor('/srv/app/data/postgres', ids, stat)).toBeUndefined();
  });
});
