import { describe, expect, it } from 'vitest';
import { pickVoice } from './use-speech-synthesis';

const voices = ['en-US', 'hi-IN', 'en-IN', 'ta_IN'].map(
  (lang) => ({ lang, name: lang }) as SpeechSynthesisVoice,
);

describe('pickVoice', () => {
  it('prefers the exact language and region', () => {
    expect(pickVoice(voices, 'en-IN')?.lang).toBe('en-IN');
  });

  it('reads Android-style tags with an underscore', () => {
    expect(pickVoice(voices, 'ta-IN')?.lang).toBe('ta_IN');
  });

  it('falls back to the same language in another region', () => {
    expect(pickVoice(voices, 'en-GB')?.lang).toBe('en-US');
  });

  it('finds nothing for a language without a voice', () => {
    expect(pickVoice(voices, 'kn-IN')).toBeUndefined();
  });
});
