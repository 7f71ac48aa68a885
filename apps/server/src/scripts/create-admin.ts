// npm run create-admin -- --email admin@example.in --name "Full Name"
// Creates an admin account (never duplicates one). Asks for the password without echoing it;
// with no terminal (a pipe) it reads the password from the first line of standard input.
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { z } from 'zod';
import { email as emailSchema, password as passwordSchema } from '@arogya/contracts/auth';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const args = z
  .object({ email: emailSchema, name: z.string().trim().min(1, 'a name is required').max(100) })
  .safeParse(values);
if (!args.success) {
  console.error('Usage: npm run create-admin -- --email admin@example.in --name "Full Name"');
  console.error(args.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}

const password = passwordSchema.safeParse(await askPassword('Password for the new admin: '));
if (!password.success) {
  console.error(password.error.issues[0]?.message);
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
  const result = await createUsersService(createUsersRepository(db)).ensureAdmin({
    email: args.data.email,
    name: args.data.name,
    password: password.data,
  });
  console.log(
    result.created
      ? `Admin ${args.data.email} created.`
      : `Admin ${args.data.email} already exists; unchanged.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.$client.end();
  await embedded?.stop();
}

async function askPassword(prompt: string): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) {
    process.stdout.write(prompt);
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once('line', resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return line;
}
