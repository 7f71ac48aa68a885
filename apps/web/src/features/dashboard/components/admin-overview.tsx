import type { AdminStats } from '@arogya/contracts/doctors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminStats } from '../api/admin-stats';

const ORDER = ['doctorsPending', 'doctorsVerified', 'patients', 'appointmentsThisWeek'] as const;
const LABELS = {
  doctorsPending: 'dashboard.stats.doctorsPending',
  doctorsVerified: 'dashboard.stats.doctorsVerified',
  patients: 'dashboard.stats.patients',
  appointmentsThisWeek: 'dashboard.stats.appointmentsThisWeek',
} as const satisfies Record<keyof AdminStats, string>;

/** The admin's counts: doctors waiting for verification first, since they need action. */
export function AdminOverview() {
  const { t } = useTranslation();
  const stats = useAdminStats();

  if (stats.isPending) return <Spinner label={t('dashboard.stats.loading')} />;
  if (stats.isError) {
    return (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(stats.error, t('dashboard.stats.fetchFailed')),
        })}
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        {ORDER.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-slate-700">{t(LABELS[key])}</dt>
            <dd className="text-3xl font-bold text-slate-900">{formatNumber(stats.data[key])}</dd>
          </div>
        ))}
      </dl>
      {stats.data.doctorsPending > 0 && (
        <Link to={paths.adminPanel} className={buttonClasses()}>
          {t('dashboard.stats.review')}
        </Link>
      )}
    </div>
  );
}
