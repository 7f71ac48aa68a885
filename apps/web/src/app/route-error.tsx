import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Shown when a page fails to load or render (e.g. a chunk missing after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main className="min-h-dvh bg-slate-50">
      <PageContainer>
        <PageHeader
          title={notFound ? t('notFound.title') : t('common.somethingWentWrong')}
          subtitle={notFound ? t('notFound.body') : t('common.pageFailed')}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => window.location.reload()}
          >
            {t('common.reload')}
          </button>
          <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })} reloadDocument>
            {t('common.goHome')}
          </Link>
        </div>
      </PageContainer>
    </main>
  );
}
