import type { AnalysisLanguage, AnalysisResult } from '@arogya/contracts/analysis';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ExplanationText } from './explanation-text';
import { MedicineList } from './medicine-list';
import { isOutOfRange, OutOfRangeTable } from './out-of-range-table';

/**
 * SPEC §2 /analyze, the right card 'Analysis Result': the placeholder, the busy text, then the
 * explanation and the extracted text. Placeholder and busy text share one live region, so a screen
 * reader hears the analysis start; the page moves focus to the heading when the result arrives.
 */
export function AnalysisResultCard({
  busy,
  result,
  language,
  headingRef,
}: {
  busy: boolean;
  result: AnalysisResult | undefined;
  /** The language the explanation was asked for, so screen readers pick the right voice. */
  language: AnalysisLanguage | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const extractedId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-5">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          // Room above it for the sticky header when focus scrolls it into view.
          className="scroll-mt-24 text-2xl font-semibold text-slate-900"
        >
          {t('analyzer.resultTitle')}
        </h2>

        <div role="status">
          {busy ? (
            <p className="flex items-center gap-3 py-6 text-lg text-slate-800">
              <LoaderCircle
                aria-hidden="true"
                className="size-6 shrink-0 animate-spin text-teal-700"
              />
              {t('analyzer.busy')}
            </p>
          ) : (
            !result && <p className="text-lg text-slate-600">{t('analyzer.placeholder')}</p>
          )}
        </div>

        {result && (
          <>
            <div className="space-y-2">
              <h3 className="text-xl font-semibold text-slate-900">{t('analyzer.simplified')}</h3>
              <ExplanationText text={result.simplifiedText} language={language} />
            </div>

            <LabSummary result={result} />
            {result.medicines.length > 0 && <MedicineList medicines={result.medicines} />}

            <div className="space-y-2">
              <h3 id={extractedId} className="text-xl font-semibold text-slate-900">
                {t('analyzer.extracted')}
              </h3>
              <div
                role="region"
                aria-labelledby={extractedId}
                // A scrollable box must be reachable by keyboard to scroll it (WCAG 2.1.1).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
                tabIndex={0}
                className="max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-800"
              >
                {result.originalText}
              </div>
            </div>
          </>
        )}
      </Card>
    </section>
  );
}

/** Out-of-range values as a table; a plain sentence when every value read is in range. */
function LabSummary({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation();
  const outOfRange = result.labResults.filter(isOutOfRange);
  if (outOfRange.length > 0) return <OutOfRangeTable results={outOfRange} />;
  const allNormal =
    result.labResults.length > 0 && result.labResults.every((row) => row.flag === 'normal');
  return allNormal ? (
    <p className="font-medium text-emerald-800">{t('analyzer.allNormal')}</p>
  ) : null;
}
