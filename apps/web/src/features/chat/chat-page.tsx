import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /chat/{appointmentId}. The live chat arrives with the chat issue. */
export function ChatPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <ComingSoon backTo={paths.dashboard} backLabel={t('common.backToDashboard')} />
    </PageContainer>
  );
}
