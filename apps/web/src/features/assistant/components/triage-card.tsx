import type { AssistantLanguage, TriageLevel } from '@arogya/contracts/assistant';
import { CalendarClock, House, Search, Siren, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ASSISTANT_TEXTS } from '../assistant-greetings';
import { findDoctorPath, LANGUAGE_TAGS } from '../assistant-languages';
import type { LatestReply } from '../use-assistant-chat';

/** Each level's colour and icon; the words come from the reply's language. */
const LEVEL_STYLE: Record<TriageLevel, { icon: LucideIcon; className: string }> = {
  emergency: { icon: Siren, className: 'border-red-700 bg-red-50 text-red-900' },
  urgent: { icon: TriangleAlert, className: 'border-orange-600 bg-orange-50 text-orange-900' },
  routine: { icon: CalendarClock, className: 'border-sky-700 bg-sky-50 text-sky-900' },
  self_care: { icon: House, className: 'border-emerald-700 bg-emerald-50 text-emerald-900' },
};

/**
 * DESIGN.md triage: how urgent it looks, the possible causes (possibilities, not a diagnosis),
 * why, and a way to a doctor of the recommended specialty who speaks the person's language.
 */
export function TriageCard({
  latest,
  language,
}: {
  latest: LatestReply;
  /** The assistant language chosen now, for the doctors' language filter. */
  language: AssistantLanguage;
}) {
  const { t } = useTranslation();
  const { triage } = latest.reply;
  const lang = LANGUAGE_TAGS[latest.language].html;
  const style = LEVEL_STYLE[triage.level];
  const Icon = style.icon;

  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('assistant.triage.title')}</h2>
      <p
        lang={lang}
        data-level={triage.level}
        className={cn(
          'flex items-center gap-3 rounded-xl border-l-8 px-4 py-3 text-lg font-bold',
          style.className,
        )}
      >
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {ASSISTANT_TEXTS[latest.language].levels[triage.level]}
      </p>

      {triage.possibleConditions.length > 0 && (
        <section className="space-y-1">
          <h3 className="font-semibold text-slate-900">{t('assistant.triage.conditions')}</h3>
          <ul lang={lang} className="list-disc space-y-1 pl-6 text-slate-800">
            {triage.possibleConditions.map((condition) => (
              <li key={condition.id}>{condition.name}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">{t('assistant.triage.conditionsNote')}</p>
        </section>
      )}

      {triage.redFlags.length > 0 && (
        <section className="space-y-1">
          <h3 className="font-semibold text-slate-900">{t('assistant.triage.redFlags')}</h3>
          <ul lang={lang} className="list-disc space-y-1 pl-6 text-slate-800">
            {triage.redFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </section>
      )}

      {triage.recommendedSpecialty && (
        <Link
          to={findDoctorPath(triage.recommendedSpecialty, language)}
          className={buttonClasses({ className: 'w-full' })}
        >
          <Search aria-hidden="true" className="size-5" />
          {t('assistant.triage.findDoctor', { specialty: triage.recommendedSpecialty })}
        </Link>
      )}
    </Card>
  );
}
