import { useCallback, useEffect, useRef, useState } from 'react';

const MUTED_KEY = 'arogya.assistant.muted';

const normalise = (lang: string) => lang.replace('_', '-').toLowerCase();

/** The voice for `lang`: one of exactly that language and region, else of the same language. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
): SpeechSynthesisVoice | undefined {
  const wanted = normalise(lang);
  const language = wanted.split('-')[0];
  return (
    voices.find((voice) => normalise(voice.lang) === wanted) ??
    voices.find((voice) => normalise(voice.lang).split('-')[0] === language)
  );
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false; // storage blocked: speak, as the spec asks by default
  }
}

function browserSynth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null;
}

/**
 * Reads texts aloud (SPEC §2: replies are also spoken) unless the person muted it; the choice is
 * remembered on this device. Speech stops when a new text starts and when the page closes.
 */
export function useSpeechSynthesis() {
  const [synth] = useState(browserSynth);
  const [muted, setMuted] = useState(readMuted);
  // Read at speaking time: a reply that arrives after muting must stay silent.
  const mutedRef = useRef(muted);

  useEffect(() => {
    if (!synth) return;
    synth.getVoices(); // Chrome loads its voice list on the first ask; ask early
    return () => synth.cancel();
  }, [synth]);

  const cancel = useCallback(() => synth?.cancel(), [synth]);

  const speak = useCallback(
    (text: string, lang: string) => {
      if (!synth || mutedRef.current) return;
      synth.cancel();
      const voice = pickVoice(synth.getVoices(), lang);
      // No voice for the language: silence is better than another language's pronunciation.
      if (!voice) return;
      try {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.voice = voice;
        utterance.lang = voice.lang.replace('_', '-');
        synth.speak(utterance);
      } catch {
        // A broken speech engine must never break the conversation: the text is on screen.
      }
    },
    [synth],
  );

  const toggleMuted = () => {
    const next = !mutedRef.current;
    mutedRef.current = next;
    setMuted(next);
    if (next) synth?.cancel();
    try {
      localStorage.setItem(MUTED_KEY, String(next));
    } catch {
      // storage blocked: the choice lasts for this visit only
    }
  };

  return { speak, cancel, muted, toggleMuted };
}
