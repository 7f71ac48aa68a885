import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { useMyAppointments } from '../api/appointments';
import { splitAppointments } from '../appointment-groups';
import { AppointmentList } from './appointment-list';
import { Tabs } from './appointment-tabs';

/** SPEC §2: a patient's My Appointments, Upcoming and Past, earliest first. */
export function PatientAppointments() {
  const { t } = useTranslation();
  const now = useNow();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const query = useMyAppointments('patient');

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
    <Tabs
      label={t('dashboard.tabs.label')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          key: 'upcoming',
          label: `${t('dashboard.tabs.upcoming')} (${upcoming.length})`,
          content: (
            <AppointmentList
              appointments={upcoming}
              viewer="patient"
              now={now}
              empty={
                <>
                  <p>{t('dashboard.empty.upcoming')}</p>
                  <Link to={paths.findDoctor} className="font-semibold text-teal-800 underline">
                    {t('dashboard.findDoctor')}
                  </Link>
                </>
              }
            />
          ),
        },
        {
          key: 'past',
          label: `${t('dashboard.tabs.past')} (${past.length})`,
          content: (
            <AppointmentList
              appointments={past}
              viewer="patient"
              now={now}
              empty={<p>{t('dashboard.empty.past')}</p>}
            />
          ),
        },
      ]}
    />
  );
}
