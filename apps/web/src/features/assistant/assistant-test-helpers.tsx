import type { AssistantReply, TriageResult } from '@arogya/contracts/assistant';
import { vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { AssistantPage } from './assistant-page';

/** A reply as the server sends it; override any field, and any triage field. */
export function makeReply(
  overrides: Partial<Omit<AssistantReply, 'triage'>> = {},
  triage: Partial<TriageResult> = {},
): AssistantReply {
  return {
    responseText: 'A fever with a headache is often a viral infection.',
    suggestions: ['It started 2 days ago', 'I also have body ache'],
    highlightArea: 'head',
    ...overrides,
    triage: {
      level: 'routine',
      recommendedSpecialty: 'General Physician',
      possibleConditions: [{ id: 'viral_fever', name: 'Viral fever', confidence: 0.6 }],
      redFlags: [],
      ...triage,
    },
  };
}

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  constructor(readonly text: string) {}
}

/** A stand-in for the browser's SpeechRecognition: the test says what it "hears". */
export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn(() => this.onend?.());

  constructor() {
    FakeRecognition.instances.push(this);
  }

  hear(...phrases: string[]) {
    this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) });
  }

  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const voice = (lang: string) => ({ lang, name: `Voice ${lang}` }) as SpeechSynthesisVoice;
export const DEFAULT_VOICES = ['en-IN', 'hi-IN', 'ta_IN', 'mr-IN', 'bn-BD'].map(voice);

/** Stubs speech synthesis (with `voices`) and, unless told not to, speech recognition. */
export function stubSpeech({ recognition = true, voices = DEFAULT_VOICES } = {}) {
  FakeRecognition.instances = [];
  const spoken: { text: string; lang: string }[] = [];
  const synth = {
    speak: vi.fn((utterance: FakeUtterance) =>
      spoken.push({ text: utterance.text, lang: utterance.lang }),
    ),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  if (recognition) vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  return { synth, spoken, recognitions: FakeRecognition.instances };
}

export function renderAssistant() {
  return renderRoutes(
    [
      { path: '/assistant', element: <AssistantPage /> },
      { path: '/find-a-doctor', element: <LocationProbe name="find-a-doctor" /> },
    ],
    { path: '/assistant', session: { user: makeUser('patient') } },
  );
}

/** The JSON body of the `index`th request the page made. */
export function requestBody(fetch: { mock: { calls: unknown[][] } }, index = 0) {
  const init = fetch.mock.calls[index]![1] as RequestInit;
  return JSON.parse(String(init.body)) as {
    message: string;
    history: { sender: string; text: string }[];
    language: string;
  };
}
