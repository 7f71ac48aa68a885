import type { LabResult } from '@arogya/contracts/analysis';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type OutOfRange = LabResult & { flag: 'low' | 'high' };

export const isOutOfRange = (result: LabResult): result is OutOfRange =>
  result.flag === 'low' || result.flag === 'high';

const flagStyles = {
  low: { icon: ArrowDown, className: 'bg-sky-100 text-sky-900' },
  high: { icon: ArrowUp, className: 'bg-red-100 text-red-900' },
};

/** The lab values outside their printed range. The flag is a word and an arrow, not only a colour. */
export function OutOfRangeTable({ results }: { results: OutOfRange[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const head = 'py-2 pr-3 font-semibold last:pr-0';
  const cell = 'py-3 pr-3 align-top last:pr-0';
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('analyzer.outOfRange.title')}
      </h3>
      <table aria-labelledby={headingId} className="w-full border-collapse text-left">
        <thead className="border-b border-slate-300 text-sm text-slate-600">
          <tr>
            <th scope="col" className={head}>
              {t('analyzer.outOfRange.test')}
            </th>
            <th scope="col" className={head}>
              {t('analyzer.outOfRange.result')}
            </th>
            <th scope="col" className={head}>
              {t('analyzer.outOfRange.range')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => {
            const { icon: Icon, className } = flagStyles[result.flag];
            return (
              <tr key={`${result.test}-${index}`} className="border-b border-slate-200">
                <th scope="row" className={cn(cell, 'font-medium break-words text-slate-900')}>
                  {result.test}
                </th>
                <td className={cell}>
                  <span className="block font-semibold text-slate-900">
                    {result.value} {result.unit}
                  </span>
                  <span
                    className={cn(
                      'mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold',
                      className,
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`analyzer.outOfRange.${result.flag}`)}
                  </span>
                </td>
                <td
                  className={cn(
                    cell,
                    'text-slate-700',
                    // '13.0-17.0' must not break at its hyphen into two numbers on a phone.
                    !/\s/.test(result.referenceRange ?? ' ') && 'whitespace-nowrap',
                  )}
                >
                  {result.referenceRange ?? t('analyzer.outOfRange.noRange')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
