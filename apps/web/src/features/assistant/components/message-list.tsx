import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGUAGE_TAGS } from '../assistant-languages';
import type { ChatEntry } from '../use-assistant-chat';

/** Scrolls the log itself, never the page, so the phone keeps the input in view. */
function scrollToEnd(log: HTMLElement | null) {
  if (!log || typeof log.scrollTo !== 'function') return; // test DOMs may lack it
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  log.scrollTo({ top: log.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The conversation, greeting first. A polite live region, so screen readers read each new reply;
 * texts are rendered as text, never HTML, keeping the reply's line breaks.
 */
export function MessageList({
  greeting,
  messages,
  pending,
}: {
  greeting: Omit<ChatEntry, 'id'>;
  messages: ChatEntry[];
  pending: boolean;
}) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    scrollToEnd(logRef.current);
  }, [messages.length, pending]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('assistant.conversation')}
      // A scrollable region must be reachable by keyboard to scroll the history (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      <ol className="space-y-3">
        {[{ ...greeting, id: 0 }, ...messages].map((message) => {
          const own = message.sender === 'user';
          return (
            <li
              key={message.id}
              data-sender={message.sender}
              className={cn('flex', own ? 'justify-end' : 'justify-start')}
            >
              <div
                className={cn(
                  'max-w-[90%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[75%]',
                  own
                    ? 'rounded-br-md bg-teal-700 text-white'
                    : message.failed
                      ? 'rounded-bl-md border border-red-300 bg-red-50 text-red-900'
                      : 'rounded-bl-md border border-slate-200 bg-slate-50 text-slate-900',
                )}
              >
                <p className={cn('text-sm font-semibold', own ? 'text-teal-50' : 'text-slate-700')}>
                  {own ? t('assistant.you') : t('assistant.assistant')}
                </p>
                <p
                  lang={LANGUAGE_TAGS[message.language].html}
                  className="text-lg break-words whitespace-pre-line"
                >
                  {message.text}
                </p>
              </div>
            </li>
          );
        })}
        {pending && (
          <li className="flex justify-start">
            <p className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-2 text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
              {t('assistant.thinking')}
            </p>
          </li>
        )}
      </ol>
    </div>
  );
}
