import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /doctor/profile (doctor only). The edit form arrives with the doctors issue. */
export function DoctorProfilePage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('doctors.profileTitle')} subtitle={t('doctors.profileSubtitle')} />
      <ComingSoon backTo={paths.dashboard} backLabel={t('common.backToDashboard')} />
    </PageContainer>
  );
}
