import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';

/** SPEC §2 admin route: 'Loading...' while the session loads; only admins pass, others go to /. */
export function AdminRoute() {
  const { t } = useTranslation();
  const { user, loading } = useSession();

  if (loading) return <Spinner label={t('common.loadingEllipsis')} />;
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
