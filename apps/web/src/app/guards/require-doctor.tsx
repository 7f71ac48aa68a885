import { Navigate, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';

/** SPEC §2 doctor-only guard; sits inside RequireAuth, so the session is already restored. */
export function RequireDoctor() {
  const { user } = useSession();
  if (user?.role !== 'doctor') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
