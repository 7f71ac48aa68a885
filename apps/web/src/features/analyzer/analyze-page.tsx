import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /analyze. Upload and analysis arrive with the analyzer issue. */
export function AnalyzePage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('analyzer.title')} subtitle={t('analyzer.subtitle')} />
      <ComingSoon backTo={paths.dashboard} backLabel={t('common.backToDashboard')} />
    </PageContainer>
  );
}
