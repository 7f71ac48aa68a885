import { FileText, Languages, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

export function FeaturesSection() {
  const { t } = useTranslation();
  const features = [
    {
      icon: Languages,
      title: t('landing.features.assistant.title'),
      body: t('landing.features.assistant.body'),
    },
    {
      icon: ShieldCheck,
      title: t('landing.features.doctors.title'),
      body: t('landing.features.doctors.body'),
    },
    {
      icon: FileText,
      title: t('landing.features.analyzer.title'),
      body: t('landing.features.analyzer.body'),
    },
    {
      icon: Lock,
      title: t('landing.features.secure.title'),
      body: t('landing.features.secure.body'),
    },
  ];

  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl space-y-2">
          <h2 id="features-title" className="text-3xl font-bold text-slate-900">
            {t('landing.features.title')}
          </h2>
          <p className="text-lg text-slate-700">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, body }) => (
            <li key={title}>
              <Card className="h-full space-y-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
                <p className="text-slate-700">{body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
