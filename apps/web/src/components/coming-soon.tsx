import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** An honest placeholder for a feature that a later release fills in: no fake data. */
export function ComingSoon({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{t('common.comingSoonTitle')}</h2>
      <p className="text-slate-700">{t('common.comingSoonBody')}</p>
      <Link to={backTo} className={buttonClasses({ variant: 'secondary' })}>
        {backLabel}
      </Link>
    </Card>
  );
}
