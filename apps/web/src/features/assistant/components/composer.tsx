import { MAX_ASSISTANT_MESSAGE_LENGTH } from '@arogya/contracts/assistant';
import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { Mic, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { LANGUAGE_TAGS } from '../assistant-languages';
import { useSpeechRecognition } from '../use-speech-recognition';

/**
 * The text box, the microphone and Send. Speech is written into the box as it is heard, so the
 * person can check it before sending. While a reply is pending, Send and Enter do nothing; the
 * button stays focusable (aria-disabled) so a screen reader's focus is not thrown away.
 */
export function Composer({
  language,
  pending,
  onSend,
  onListen,
}: {
  language: AssistantLanguage;
  pending: boolean;
  onSend: (text: string) => boolean;
  /** Called as listening starts: the page stops reading aloud, or the microphone hears it. */
  onListen: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typedBefore = useRef('');
  const inputId = useId();
  const noticeId = `${inputId}-notice`;
  const voice = useSpeechRecognition({
    lang: LANGUAGE_TAGS[language].speech,
    onTranscript: (heard) => setText([typedBefore.current, heard.trim()].filter(Boolean).join(' ')),
  });

  const toggleVoice = () => {
    if (!voice.listening) {
      typedBefore.current = text.trim();
      onListen();
    }
    voice.toggle();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (onSend(text)) {
      voice.abort();
      setText('');
    }
  };

  const notice = voice.problem
    ? t(`assistant.voice.${voice.problem}`)
    : voice.listening
      ? t('assistant.voice.listening')
      : null;

  return (
    <div className="bg-white px-3 py-3 sm:px-5">
      <p
        id={noticeId}
        role={voice.problem ? 'alert' : 'status'}
        className={
          notice
            ? cn('mb-2 font-medium', voice.problem ? 'text-red-700' : 'text-teal-800')
            : 'sr-only'
        }
      >
        {notice}
      </p>
      <form onSubmit={submit} className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('assistant.messageLabel')}
        </label>
        <Input
          id={inputId}
          lang={LANGUAGE_TAGS[language].html}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('assistant.placeholder')}
          maxLength={MAX_ASSISTANT_MESSAGE_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={notice ? noticeId : undefined}
        />
        <button
          type="button"
          aria-pressed={voice.listening}
          aria-label={t('assistant.voice.speak')}
          onClick={toggleVoice}
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl border px-3',
            voice.listening
              ? 'border-red-700 bg-red-700 text-white hover:bg-red-800'
              : 'border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
          )}
        >
          <Mic aria-hidden="true" className="size-5" />
        </button>
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className="shrink-0 px-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:px-4"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('assistant.send')}</span>
        </Button>
      </form>
    </div>
  );
}
