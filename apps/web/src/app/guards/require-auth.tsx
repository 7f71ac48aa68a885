import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';

/** SPEC §2 signed-in guard: 'Loading' while the session is restored, then /login if signed out. */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const location = useLocation();

  if (loading) return <Spinner label={t('common.loading')} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
