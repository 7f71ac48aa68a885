import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useMyAppointments } from '../api/appointments';
import { splitAppointments } from '../appointment-groups';
import { AppointmentList } from './appointment-list';

/**
 * SPEC §2: a doctor's My Schedule. What is coming comes first, earliest first; past and
 * cancelled visits stay reachable below (their chats keep the history) without pushing the
 * day's work down the page.
 */
export function DoctorSchedule() {
  const { t } = useTranslation();
  const now = useNow();
  const query = useMyAppointments('doctor');

  if (query.isPending) return <Spinner label={t('dashboard.loading')} />;
  if (query.isError) {
    return (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(query.error, t('dashboard.fetchFailed')),
        })}
      </Alert>
    );
  }

  const { upcoming, past } = splitAppointments(query.data, now);
  return (
    <div className="space-y-4">
      <AppointmentList
        appointments={upcoming}
        viewer="doctor"
        now={now}
        empty={<p>{t('dashboard.empty.schedule')}</p>}
      />
      {past.length > 0 && (
        <details className="rounded-2xl border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-900">
            {t('dashboard.pastSchedule', { count: past.length })}
          </summary>
          <div className="p-4 pt-0">
            <AppointmentList appointments={past} viewer="doctor" now={now} empty={null} />
          </div>
        </details>
      )}
    </div>
  );
}
