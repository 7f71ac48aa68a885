import { MAX_CHAT_MESSAGE_LENGTH } from '@arogya/contracts/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * SPEC §2 and §5: the input and the send button; Enter sends too. Blank text is not sent, and
 * the input clears only once the message has gone out.
 */
export function MessageComposer({
  onSend,
  canSend,
  readOnly,
  notice,
}: {
  onSend: (text: string) => boolean;
  canSend: boolean;
  readOnly: boolean;
  notice: string | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const noticeId = `${inputId}-notice`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };

  return (
    <div className="border-t border-slate-200 bg-white px-3 py-3 sm:px-5">
      {notice && (
        <p id={noticeId} role="alert" className="mb-2 text-sm font-medium text-red-700">
          {notice}
        </p>
      )}
      <form onSubmit={submit} className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chat.placeholder')}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          disabled={readOnly}
          aria-describedby={notice ? noticeId : undefined}
        />
        <Button type="submit" disabled={!canSend} className="shrink-0 px-3 sm:px-4">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('chat.send')}</span>
        </Button>
      </form>
    </div>
  );
}
