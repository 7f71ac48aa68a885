import { useEffect, useRef, useState } from 'react';

/** Why voice input is not working, as the page explains it. */
export type VoiceProblem =
  'unsupported' | 'denied' | 'noMicrophone' | 'noSpeech' | 'language' | 'network' | 'failed';

/** The part of the Web Speech API's SpeechRecognition we use (TypeScript's DOM lib lacks it). */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

function problemOf(error: SpeechRecognitionErrorCode): VoiceProblem | null {
  switch (error) {
    case 'aborted':
      return null; // we stopped it ourselves
    case 'not-allowed':
    case 'service-not-allowed':
      return 'denied';
    case 'audio-capture':
      return 'noMicrophone';
    case 'no-speech':
      return 'noSpeech';
    case 'language-not-supported':
      return 'language';
    case 'network':
      return 'network';
    default:
      return 'failed';
  }
}

/**
 * SPEC §4 voice capture: `toggle` starts and stops listening in `lang`. While the person speaks,
 * `onTranscript` receives everything heard so far, interim words included, so the text box can
 * show it live. Listening stops by itself after a pause, when `lang` changes and on unmount.
 */
export function useSpeechRecognition({
  lang,
  onTranscript,
}: {
  lang: string;
  onTranscript: (text: string) => void;
}) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const onTranscriptRef = useRef(onTranscript);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  useEffect(() => () => recognitionRef.current?.abort(), [lang]);

  const start = () => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      setProblem('unsupported');
      return;
    }
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
      onTranscriptRef.current(heard);
    };
    recognition.onerror = (event) => setProblem(problemOf(event.error));
    recognition.onend = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setListening(false);
    };
    setProblem(null);
    try {
      recognition.start();
    } catch {
      setProblem('failed');
      return;
    }
    recognitionRef.current = recognition;
    setListening(true);
  };

  const toggle = () => {
    if (recognitionRef.current) recognitionRef.current.stop();
    else start();
  };

  /** Stops at once and drops whatever was still being heard (the text was just sent). */
  const abort = () => recognitionRef.current?.abort();

  return { listening, problem, toggle, abort };
}
