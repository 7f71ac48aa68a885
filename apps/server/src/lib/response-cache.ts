import { LRUCache } from 'lru-cache';

/**
 * Serialized responses kept in memory for a short time, for public pages that many people ask
 * for with the same parameters (the doctor directory). `ttlMs` 0 turns it off.
 */
export function createResponseCache(options: { ttlMs: number; max?: number }) {
  const enabled = options.ttlMs > 0;
  const entries = new LRUCache<string, string>({
    max: options.max ?? 5000,
    ttl: Math.max(options.ttlMs, 1),
  });
  return {
    get: (key: string) => (enabled ? entries.get(key) : undefined),
    set: (key: string, body: string) => {
      if (enabled) entries.set(key, body);
    },
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
