import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@/i18n/i18n';
import { sessionStore } from '@/lib/session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
