import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ensureAdmin (ADMIN_EMAIL at start and npm run create-admin)', () => {
  it('creates the admin once, never a duplicate, and the admin can sign in', async () => {
    const users = createUsersService(createUsersRepository(t.database.db));
    const admin = { email: 'root@arogya.in', name: 'Root Admin', password: 'admin-password' };
    expect(await users.ensureAdmin(admin)).toEqual({ created: true });
    expect(await users.ensureAdmin({ ...admin, password: 'a-different-one' })).toEqual({
      created: false,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@arogya.in', password: 'admin-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('admin');
  });

  it('refuses to turn an existing patient into an admin', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Pat', email: 'pat@arogya.in', password: 'secret123' },
    });
    const users = createUsersService(createUsersRepository(t.database.db));
    await expect(
      users.ensureAdmin({ email: 'pat@arogya.in', name: 'X', password: 'admin-password' }),
    ).rejects.toThrow('pat@arogya.in already belongs to a patient account.');
  });
});

describe('npm run create-admin', () => {
  it('creates an admin from the command line with the password read from input', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/scripts/create-admin.ts',
        '--email',
        'ops@arogya.in',
        '--name',
        'Ops Person',
      ],
      {
        cwd: new URL('../../..', import.meta.url).pathname,
        input: 'cli-password-1\n',
        env: { ...process.env, DATABASE_URL: t.database.url },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('Admin ops@arogya.in created.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@arogya.in', password: 'cli-password-1' },
    });
    expect(login.json().role).toBe('admin');
  }, 30_000);
});
