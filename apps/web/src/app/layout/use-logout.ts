import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';

/** SPEC §2: logout clears the session and goes to /login. */
export function useLogoutAndLeave() {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login, { replace: true });
  }, [logout, navigate]);
}
