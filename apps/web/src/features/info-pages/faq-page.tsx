import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

export function FaqPage() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true });

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
        <div className="space-y-3">
          {items.map((item) => (
            <details
              key={item.q}
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-teal-600"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 text-lg font-semibold text-slate-900">
                {item.q}
                <span aria-hidden="true" className="text-2xl text-teal-700 group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-slate-700">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-slate-700">
          <Link
            to={paths.contact}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
          >
            {t('footer.contact')}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
