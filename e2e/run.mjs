// Runs the browser tests against the built app. Where Chromium is missing it says so loudly and
// counts every browser test as skipped, never as passed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const config = path.join(import.meta.dirname, 'playwright.config.ts');
const playwright = path.join(import.meta.dirname, '../node_modules/.bin/playwright');

if (!fs.existsSync(chromium)) {
  const listed = spawnSync(playwright, ['test', '--config', config, '--list'], {
    encoding: 'utf8',
  });
  const count = Number(listed.stdout.match(/Total: (\d+) tests?/)?.[1] ?? 0);
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n  BROWSER TESTS SKIPPED: Chromium is not installed at ${chromium}.`);
  console.error('  Install it with:  apt-get install chromium   (or set CHROMIUM_PATH)');
  console.error(`  ${count} browser tests did NOT run.\n${bar}\n`);
  console.log(`e2e: 0 passed, 0 failed, ${count} skipped`);
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-e2e-'));
const result = spawnSync(playwright, ['test', '--config', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
