import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, E2E_PORT, SERVER_LOG, e2eDataDir } from './support/environment';

const baseURL = `http://localhost:${E2E_PORT}`;
// The headless flags this machine needs: no sandbox as root, no calls to Google's services.
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      // A small Android phone: 360 px wide, touch.
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    // The real product, built, on a fresh embedded database; its log is read by the reset test.
    command: `node --import tsx apps/server/src/main.ts > "${SERVER_LOG}" 2>&1`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: e2eDataDir(),
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
    },
  },
});
