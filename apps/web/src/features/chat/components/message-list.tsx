import type { ChatMessage } from '@arogya/contracts/chat';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Scrolls the log itself, never the page: scrollIntoView would also scroll the window and, on a
 * phone, carry the reader away from the input. People who ask for less motion get a jump.
 */
function scrollToEnd(log: HTMLElement | null) {
  if (!log || typeof log.scrollTo !== 'function') return; // test DOMs may lack it
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  log.scrollTo({ top: log.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * SPEC §2: the room's messages; the current user's own (author equals their name) on the right,
 * everyone else's on the left. Text is rendered as text, never as HTML.
 */
export function MessageList({
  messages,
  ownName,
  showEmpty,
}: {
  messages: ChatMessage[];
  ownName: string;
  showEmpty: boolean;
}) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    if (newest) scrollToEnd(logRef.current);
  }, [newest]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messages')}
      // A scrollable region must be reachable by keyboard to scroll the history (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      {messages.length === 0 && showEmpty && (
        <p className="py-8 text-center text-slate-600">{t('chat.empty')}</p>
      )}
      <ol className="space-y-3">
        {messages.map((message) => {
          const own = message.author === ownName;
          return (
            <li
              key={message.id}
              data-own={own}
              className={cn('flex', own ? 'justify-end' : 'justify-start')}
            >
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%]',
                  own
                    ? 'rounded-br-md bg-teal-700 text-white'
                    : 'rounded-bl-md border border-slate-200 bg-slate-50 text-slate-900',
                )}
              >
                <p className={cn('text-sm font-semibold', own ? 'text-teal-50' : 'text-slate-700')}>
                  {message.author}
                </p>
                <p className="break-words whitespace-pre-wrap">{message.message}</p>
                <p
                  className={cn('mt-1 text-right text-xs', own ? 'text-teal-50' : 'text-slate-600')}
                >
                  <time dateTime={message.sentAt}>{message.time}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
