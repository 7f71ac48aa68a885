import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';

export function PrivacyPage() {
  const { t } = useTranslation();
  const stored = t('privacy.stored', { returnObjects: true });
  const sections = [
    { heading: t('privacy.sharingTitle'), body: t('privacy.sharing') },
    { heading: t('privacy.rightsTitle'), body: t('privacy.rights') },
    { heading: t('privacy.contactTitle'), body: t('privacy.contact') },
  ];

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('privacy.title')} subtitle={t('privacy.updated')} />
        <Card className="space-y-8">
          <p className="text-lg text-slate-800">{t('privacy.intro')}</p>
          <section className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">{t('privacy.storedTitle')}</h2>
            <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {stored.map((item) => (
                <div key={item.what} className="grid gap-1 p-4 sm:grid-cols-3 sm:gap-4">
                  <dt className="font-semibold text-slate-900">{item.what}</dt>
                  <dd className="text-slate-700 sm:col-span-2">{item.detail}</dd>
                </div>
              ))}
            </dl>
          </section>
          {sections.map((section) => (
            <section key={section.heading} className="space-y-2">
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              <p className="text-slate-700">{section.body}</p>
            </section>
          ))}
        </Card>
      </div>
    </PageContainer>
  );
}
