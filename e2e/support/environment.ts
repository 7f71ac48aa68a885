import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SERVER_LOG = path.resolve(import.meta.dirname, '../test-results/e2e-server.log');

/** A fresh data directory per run, made by run.mjs (or here, when Playwright is run directly). */
export function e2eDataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  return dir;
}

fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
