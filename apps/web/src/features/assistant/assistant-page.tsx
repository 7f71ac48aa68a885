import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { DEFAULT_ASSISTANT_LANGUAGE } from '@arogya/contracts/assistant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { ASSISTANT_TEXTS } from './assistant-greetings';
import { LANGUAGE_TAGS, saveLanguage, savedLanguage } from './assistant-languages';
import { BodyDiagram } from './components/body-diagram';
import { ChatToolbar } from './components/chat-toolbar';
import { Composer } from './components/composer';
import { EmergencyBanner, mentionsTeleManas } from './components/emergency-banner';
import { MessageList } from './components/message-list';
import { SuggestionChips } from './components/suggestion-chips';
import { TriageCard } from './components/triage-card';
import { useAssistantChat } from './use-assistant-chat';
import { useSpeechSynthesis } from './use-speech-synthesis';

/**
 * SPEC §2 /assistant: a chat with the AI assistant by text or voice in the chosen language, its
 * replies read aloud, a body diagram of the area concerned, and how urgent it looks.
 */
export function AssistantPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<AssistantLanguage>(
    () => savedLanguage() ?? DEFAULT_ASSISTANT_LANGUAGE,
  );
  const voice = useSpeechSynthesis();
  const speak = (text: string, lang: AssistantLanguage) =>
    voice.speak(text, LANGUAGE_TAGS[lang].speech);
  const chat = useAssistantChat({ language, speak });
  const texts = ASSISTANT_TEXTS[language];

  const changeLanguage = (next: AssistantLanguage) => {
    setLanguage(next);
    saveLanguage(next);
    // The person just chose: greet them aloud in that language.
    speak(ASSISTANT_TEXTS[next].greeting, next);
  };

  const latest = chat.latest;
  const triage = latest?.reply.triage;
  const teleManas = triage ? mentionsTeleManas(triage.redFlags) : false;
  const showEmergency = triage?.level === 'emergency' || teleManas;
  // A level with no possible cause and no warning behind it (nothing understood yet) is noise.
  const showTriage =
    triage !== undefined && (triage.possibleConditions.length > 0 || triage.redFlags.length > 0);

  return (
    <PageContainer>
      <PageHeader title={t('assistant.title')} subtitle={t('assistant.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={t('assistant.chat')}
          // Tall on a phone, where the chat is the page; the log inside scrolls, not the page.
          className="flex h-[85dvh] max-h-[48rem] min-h-[30rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:h-[70dvh]"
        >
          <ChatToolbar
            language={language}
            onLanguageChange={changeLanguage}
            muted={voice.muted}
            onToggleMuted={voice.toggleMuted}
          />
          <MessageList
            greeting={{ sender: 'ai', text: texts.greeting, language }}
            messages={chat.messages}
            pending={chat.pending}
          />
          {latest && showEmergency && (
            <EmergencyBanner
              texts={ASSISTANT_TEXTS[latest.language]}
              lang={LANGUAGE_TAGS[latest.language].html}
              teleManas={teleManas}
            />
          )}
          <SuggestionChips
            suggestions={latest?.reply.suggestions ?? []}
            lang={latest ? LANGUAGE_TAGS[latest.language].html : ''}
            pending={chat.pending}
            onPick={chat.send}
          />
          <Composer
            language={language}
            pending={chat.pending}
            onSend={chat.send}
            onListen={voice.cancel}
          />
        </section>
        <div className="space-y-6">
          {latest && showTriage && <TriageCard latest={latest} language={language} />}
          <BodyDiagram highlight={latest?.reply.highlightArea ?? 'none'} />
          <p className="text-sm text-slate-600">{t('assistant.disclaimer')}</p>
        </div>
      </div>
    </PageContainer>
  );
}
