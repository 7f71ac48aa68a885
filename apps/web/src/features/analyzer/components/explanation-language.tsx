import { ANALYSIS_LANGUAGES } from '@arogya/contracts/analysis';
import type { AnalysisLanguage } from '@arogya/contracts/analysis';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The language the explanation is written in; each option is named in its own language. */
export function ExplanationLanguage({
  value,
  onChange,
}: {
  value: AnalysisLanguage;
  onChange: (language: AnalysisLanguage) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {t('analyzer.language')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as AnalysisLanguage)}
        className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:w-56"
      >
        {ANALYSIS_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`analyzer.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
