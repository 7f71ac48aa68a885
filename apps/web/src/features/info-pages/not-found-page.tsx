import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <p className="font-semibold text-teal-800">{t('notFound.code')}</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="text-lg text-slate-700">{t('notFound.body')}</p>
        <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
          {t('common.goHome')}
        </Link>
      </div>
    </PageContainer>
  );
}
