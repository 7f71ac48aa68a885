import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Tab<K extends string> = { key: K; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them,
 * the panel follows the selected tab.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    refs.current[next.key]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-300">
        {tabs.map((tab) => {
          const active = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-4 py-2 font-semibold',
                active
                  ? 'border-teal-700 text-teal-900'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          className="pt-4"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
