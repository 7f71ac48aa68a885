import { MAX_ASSISTANT_HISTORY } from '@arogya/contracts/assistant';
import type {
  AssistantChatMessage,
  AssistantLanguage,
  AssistantReply,
} from '@arogya/contracts/assistant';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useAskAssistant } from './api/ask-assistant';

/** SPEC §3 chat message on screen, with what the page needs to show and read it. */
export type ChatEntry = AssistantChatMessage & {
  id: number;
  /** The assistant language it was written in; English for error texts. */
  language: AssistantLanguage;
  /** An error text shown in place of a reply: never sent back as history. */
  failed?: boolean;
};

/** The newest reply and the language it was asked in, for the triage card and the chips. */
export type LatestReply = { reply: AssistantReply; language: AssistantLanguage };

/**
 * The conversation with the assistant. `send` ignores blank text and anything sent while a reply
 * is pending (SPEC §2, §5); replies and errors (SPEC §8) arrive as AI messages and are spoken.
 */
export function useAssistantChat({
  language,
  speak,
}: {
  language: AssistantLanguage;
  speak: (text: string, language: AssistantLanguage) => void;
}) {
  const { t } = useTranslation();
  const ask = useAskAssistant();
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [latest, setLatest] = useState<LatestReply | null>(null);
  const nextId = useRef(1);
  // Guards against a second send before React re-renders with isPending (a double tap).
  const inFlight = useRef(false);

  const append = (entry: Omit<ChatEntry, 'id'>) =>
    setMessages((list) => [...list, { ...entry, id: nextId.current++ }]);

  const send = (raw: string): boolean => {
    const text = raw.trim();
    if (!text || inFlight.current) return false;
    inFlight.current = true;

    const history = messages
      .filter((message) => !message.failed)
      .slice(-MAX_ASSISTANT_HISTORY)
      .map(({ sender, text }) => ({ sender, text }));
    append({ sender: 'user', text, language });
    ask.mutate(
      { message: text, history, language },
      {
        onSuccess: (reply) => {
          append({ sender: 'ai', text: reply.responseText, language });
          setLatest({ reply, language });
          speak(reply.responseText, language);
        },
        onError: (error) => {
          const message = errorMessage(error, t('assistant.unavailable'));
          append({ sender: 'ai', text: message, language: 'en-IN', failed: true });
          speak(message, 'en-IN');
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
    return true;
  };

  return { messages, latest, pending: ask.isPending, send };
}
