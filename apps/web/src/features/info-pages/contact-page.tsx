import { Mail, MapPin, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';

export function ContactPage() {
  const { t } = useTranslation();
  const email = t('contact.email');

  return (
    <PageContainer>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="space-y-2">
          <Mail aria-hidden="true" className="size-7 text-teal-700" />
          <h2 className="text-xl font-semibold text-slate-900">{t('contact.emailTitle')}</h2>
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-11 items-center break-all text-lg font-semibold text-teal-800 underline underline-offset-4"
          >
            {email}
          </a>
          <p className="text-slate-700">{t('contact.emailBody')}</p>
        </Card>
        <Card className="space-y-2">
          <MapPin aria-hidden="true" className="size-7 text-teal-700" />
          <h2 className="text-xl font-semibold text-slate-900">{t('contact.cityTitle')}</h2>
          <p className="text-lg text-slate-800">{t('contact.city')}</p>
        </Card>
        <Card className="space-y-2 border-red-200 bg-red-50">
          <Siren aria-hidden="true" className="size-7 text-red-700" />
          <h2 className="text-xl font-semibold text-red-900">{t('contact.emergencyTitle')}</h2>
          <p className="text-red-900">{t('contact.emergencyBody')}</p>
          <p className="flex flex-wrap gap-3 pt-1">
            <a
              href="tel:108"
              className="inline-flex min-h-11 items-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
            >
              108
            </a>
            <a
              href="tel:112"
              className="inline-flex min-h-11 items-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
            >
              112
            </a>
          </p>
        </Card>
      </div>
    </PageContainer>
  );
}
