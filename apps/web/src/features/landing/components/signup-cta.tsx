import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function SignupCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-3xl bg-teal-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-teal-50">{t('landing.cta.body')}</p>
        <Link
          to={paths.signup}
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-white px-6 py-3 text-lg font-semibold text-teal-900 hover:bg-teal-50 focus-visible:outline-white"
        >
          {t('landing.cta.button')}
        </Link>
      </div>
    </section>
  );
}
