import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { firstName } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { AdminOverview } from './components/admin-overview';
import { DoctorSchedule } from './components/doctor-schedule';
import { PatientAppointments } from './components/patient-appointments';
import { RoleLinks } from './role-links';

const sectionTitle = {
  patient: 'dashboard.appointmentsTitle',
  doctor: 'dashboard.scheduleTitle',
  admin: 'dashboard.stats.title',
} as const;

/** SPEC §2 /dashboard: the greeting, then each role's main list or counts, and shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // RequireAuth guarantees a user; this only narrows the type

  return (
    <PageContainer>
      <PageHeader
        title={t('dashboard.welcome', { name: firstName(user.name) })}
        subtitle={t('dashboard.subtitle')}
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="dashboard-main" className="min-w-0 lg:col-span-2">
          <h2 id="dashboard-main" className="mb-3 text-xl font-semibold text-slate-900">
            {t(sectionTitle[user.role])}
          </h2>
          {user.role === 'patient' && <PatientAppointments />}
          {user.role === 'doctor' && <DoctorSchedule />}
          {user.role === 'admin' && <AdminOverview />}
        </section>
        <section aria-labelledby="quick-links" className="min-w-0">
          <h2 id="quick-links" className="mb-3 text-xl font-semibold text-slate-900">
            {t('dashboard.quickLinks')}
          </h2>
          <RoleLinks role={user.role} />
        </section>
      </div>
    </PageContainer>
  );
}
