import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /assistant. The chat, voice and body diagram arrive with the assistant issue. */
export function AssistantPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('assistant.title')} subtitle={t('assistant.subtitle')} />
      <ComingSoon backTo={paths.dashboard} backLabel={t('common.backToDashboard')} />
    </PageContainer>
  );
}
