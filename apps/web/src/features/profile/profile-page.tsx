import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMyProfile } from './api/get-profile';
import { ProfessionalDetails } from './components/professional-details';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useMyProfile();

  let body;
  if (profile.isPending) {
    body = <Spinner label={t('profile.loading')} />;
  } else if (profile.isError) {
    body = (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(profile.error, t('profile.loadFailed')),
        })}
      </Alert>
    );
  } else if (!profile.data) {
    body = <Alert tone="info">{t('profile.missing')}</Alert>;
  } else {
    const { name, email, role, createdAt } = profile.data;
    const rows = [
      { label: t('profile.name'), value: name },
      { label: t('profile.email'), value: email },
      { label: t('profile.role'), value: t(`roles.${role}`) },
      { label: t('profile.memberSince'), value: formatDate(createdAt) },
    ];
    body = (
      <Card>
        <dl className="divide-y divide-slate-200">
          {rows.map((row) => (
            <div
              key={row.label}
              className="grid gap-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4"
            >
              <dt className="font-medium text-slate-600">{row.label}</dt>
              <dd className="break-words text-lg text-slate-900 sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    );
  }

  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
        {body}
        {profile.data?.role === 'doctor' && <ProfessionalDetails />}
      </div>
    </PageContainer>
  );
}
