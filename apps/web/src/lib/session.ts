import type { UserInfo } from '@arogya/contracts/auth';

/** SPEC §3: the session lives in localStorage under this key, as JSON. */
export const SESSION_STORAGE_KEY = 'userInfo';

export type SessionState = { user: UserInfo | null; loading: boolean };

/**
 * Reads the stored session; anything that is not a valid record is removed.
 * The zod schema is imported on demand so that zod stays out of the first bundle.
 */
export async function readStoredSession(): Promise<UserInfo | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policy): behave as signed out
  }
  if (raw === null) return null;
  const { userInfo } = await import('@arogya/contracts/auth');
  try {
    const parsed = userInfo.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and remove it
  }
  removeStored();
  return null;
}

function removeStored() {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing to clean when storage is unavailable
  }
}

/**
 * A tiny external store, so that non-React code (the API client) can read the token and clear
 * the session on a 401, and React re-renders through useSyncExternalStore.
 * SPEC §4: at startup user is null and loading is on until `restore()` runs.
 */
function createSessionStore() {
  let state: SessionState = { user: null, loading: true };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async restore() {
      const user = await readStoredSession();
      // A sign-in that happened meanwhile wins over the stored record.
      if (state.loading) set({ user, loading: false });
    },
    signIn(user: UserInfo) {
      try {
        localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
      } catch {
        // still signed in for this tab when storage is unavailable
      }
      set({ user, loading: false });
    },
    clear() {
      removeStored();
      set({ user: null, loading: false });
    },
    /** Tests only: back to the startup state. */
    reset() {
      set({ user: null, loading: true });
    },
  };
}

export const sessionStore = createSessionStore();

export const getToken = () => sessionStore.getState().user?.token ?? null;

const HONORIFIC = /^(dr|mr|mrs|ms|prof|shri|smt)\.?$/i;

/** The name to greet someone by: 'Dr. Arjun Mehta' -> 'Arjun', 'Priya Sharma' -> 'Priya'. */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.find((word) => !HONORIFIC.test(word)) ?? words[0] ?? name;
}
