import { ASSISTANT_LANGUAGES } from '@arogya/contracts/assistant';
import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ASSISTANT_TEXTS } from '../assistant-greetings';

/** The language selector (SPEC §9 list, with each name in its own script) and the mute toggle. */
export function ChatToolbar({
  language,
  onLanguageChange,
  muted,
  onToggleMuted,
}: {
  language: AssistantLanguage;
  onLanguageChange: (language: AssistantLanguage) => void;
  muted: boolean;
  onToggleMuted: () => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const Speaker = muted ? VolumeX : Volume2;

  return (
    <div className="flex items-end gap-2 border-b border-slate-200 px-3 py-3 sm:gap-3 sm:px-5">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={selectId} className="block font-medium text-slate-900">
          {t('assistant.language')}
        </label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => onLanguageChange(event.target.value as AssistantLanguage)}
          className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {ASSISTANT_LANGUAGES.map(({ code, label }) => {
            const native = ASSISTANT_TEXTS[code].nativeName;
            return (
              <option key={code} value={code}>
                {native === label ? label : `${label} — ${native}`}
              </option>
            );
          })}
        </select>
      </div>
      <Button
        variant="secondary"
        aria-pressed={!muted}
        onClick={onToggleMuted}
        className="shrink-0 px-3 sm:px-4"
      >
        <Speaker aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('assistant.readAloud')}</span>
      </Button>
    </div>
  );
}
