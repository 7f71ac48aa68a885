import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';

export function TermsPage() {
  const { t } = useTranslation();
  const sections = t('terms.sections', { returnObjects: true });

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('terms.title')} subtitle={t('terms.updated')} />
        <Card className="space-y-6">
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
