import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { UserInfo } from '@arogya/contracts/auth';
import { api } from './api-client';
import { sessionStore } from './session';

export type Session = {
  user: UserInfo | null;
  loading: boolean;
  /** Stores the user info returned by login or register. */
  signIn: (user: UserInfo) => void;
  /** Revokes the token on the server (failure ignored) and clears the stored session. */
  logout: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);

  useEffect(() => {
    void sessionStore.restore();
  }, []);

  const signIn = useCallback((user: UserInfo) => sessionStore.signIn(user), []);
  const logout = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } catch {
      // The session ends locally even if the server is unreachable.
    }
    sessionStore.clear();
  }, []);

  const value = useMemo<Session>(
    () => ({ user: state.user, loading: state.loading, signIn, logout }),
    [state, signIn, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
