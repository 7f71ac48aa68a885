import { ArrowRight, Clock, Lock, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function Hero() {
  const { t } = useTranslation();
  const claims = [
    { icon: Clock, text: t('landing.claims.support') },
    { icon: ShieldCheck, text: t('landing.claims.verified') },
    { icon: Lock, text: t('landing.claims.secure') },
    { icon: Users, text: t('landing.claims.trusted') },
  ];

  return (
    <section className="bg-gradient-to-b from-teal-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-14 pt-12 sm:px-6 sm:pt-20">
        <div className="max-w-3xl space-y-6">
          <p className="font-semibold uppercase tracking-wide text-teal-800">
            {t('landing.hero.eyebrow')}
          </p>
          <h1 className="text-4xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="text-lg text-slate-700 sm:text-xl">{t('landing.hero.body')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.assistant} className={buttonClasses({ size: 'lg' })}>
              {t('landing.hero.cta')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={paths.findDoctor}
              className={buttonClasses({ size: 'lg', variant: 'secondary' })}
            >
              {t('landing.hero.secondary')}
            </Link>
          </div>
          <p className="text-slate-700">{t('landing.hero.disclaimer')}</p>
        </div>
        <ul
          aria-label={t('landing.claims.label')}
          className="mt-12 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
        >
          {claims.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-3 rounded-2xl border border-teal-100 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
