import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { firstName } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { RoleLinks } from './role-links';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // RequireAuth guarantees a user; this only narrows the type

  const isDoctor = user.role === 'doctor';
  return (
    <PageContainer>
      <PageHeader
        title={t('dashboard.welcome', { name: firstName(user.name) })}
        subtitle={t('dashboard.subtitle')}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="quick-links" className="lg:col-span-1">
          <h2 id="quick-links" className="mb-3 text-xl font-semibold text-slate-900">
            {t('dashboard.quickLinks')}
          </h2>
          <RoleLinks role={user.role} />
        </section>
        {user.role !== 'admin' && (
          <section aria-labelledby="appointments" className="lg:col-span-2">
            <h2 id="appointments" className="mb-3 text-xl font-semibold text-slate-900">
              {isDoctor ? t('dashboard.scheduleTitle') : t('dashboard.appointmentsTitle')}
            </h2>
            <Card className="flex items-start gap-4">
              <CalendarDays aria-hidden="true" className="mt-1 size-6 shrink-0 text-teal-700" />
              <p className="text-slate-700">
                {isDoctor ? t('dashboard.scheduleEmpty') : t('dashboard.appointmentsEmpty')}
              </p>
            </Card>
          </section>
        )}
      </div>
    </PageContainer>
  );
}
