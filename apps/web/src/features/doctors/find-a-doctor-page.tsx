import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /find-a-doctor (public). Search, results and booking arrive with the doctors issue. */
export function FindADoctorPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('doctors.findTitle')} subtitle={t('doctors.findSubtitle')} />
      <ComingSoon backTo={paths.home} backLabel={t('common.goHome')} />
    </PageContainer>
  );
}
