import { CalendarCheck, MessageSquareText, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    {
      icon: MessageSquareText,
      title: t('landing.how.describe.title'),
      body: t('landing.how.describe.body'),
    },
    { icon: Stethoscope, title: t('landing.how.advice.title'), body: t('landing.how.advice.body') },
    { icon: CalendarCheck, title: t('landing.how.book.title'), body: t('landing.how.book.body') },
  ];

  return (
    <section aria-labelledby="how-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl space-y-2">
          <h2 id="how-title" className="text-3xl font-bold text-slate-900">
            {t('landing.how.title')}
          </h2>
          <p className="text-lg text-slate-700">{t('landing.how.subtitle')}</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="space-y-3 rounded-2xl bg-slate-50 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
              </div>
              <h3 className="text-xl font-semibold text-slate-900">
                <span className="sr-only">{t('landing.how.step', { number: index + 1 })}: </span>
                {title}
              </h3>
              <p className="text-slate-700">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
