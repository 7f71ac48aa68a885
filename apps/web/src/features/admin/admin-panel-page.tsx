import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** SPEC §2 /admin/panel. The doctor verification table arrives with the admin issue. */
export function AdminPanelPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} />
      <section aria-labelledby="doctor-management" className="space-y-4">
        <div className="space-y-1">
          <h2 id="doctor-management" className="text-2xl font-semibold text-slate-900">
            {t('admin.subtitle')}
          </h2>
          <p className="text-lg text-slate-700">{t('admin.description')}</p>
        </div>
        <ComingSoon backTo={paths.dashboard} backLabel={t('common.backToDashboard')} />
      </section>
    </PageContainer>
  );
}
