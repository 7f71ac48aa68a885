import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tappable suggestions from the latest reply; each sends its own text. After a tap, focus moves
 * to the group, since the tapped chip is replaced when the next reply arrives.
 */
export function SuggestionChips({
  suggestions,
  lang,
  pending,
  onPick,
}: {
  suggestions: string[];
  lang: string;
  pending: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLDivElement>(null);
  if (suggestions.length === 0) return null;

  const pick = (text: string) => {
    if (pending) return;
    onPick(text);
    groupRef.current?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={t('assistant.suggestions')}
      tabIndex={-1}
      // One swipeable row on a phone keeps the conversation in view; wrapped rows on wider screens.
      className="flex gap-2 overflow-x-auto border-t border-slate-200 px-3 pt-3 pb-1 sm:flex-wrap sm:px-5"
    >
      {suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          lang={lang}
          aria-disabled={pending || undefined}
          onClick={() => pick(suggestion)}
          className="min-h-11 shrink-0 rounded-full border border-teal-700 bg-teal-50 px-4 py-2 text-left font-medium text-teal-900 hover:bg-teal-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
