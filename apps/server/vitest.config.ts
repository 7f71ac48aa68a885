import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Integration files each get their own database, so they may run side by side.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
