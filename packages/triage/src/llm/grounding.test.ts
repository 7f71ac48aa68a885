import { describe, expect, it } from 'vitest';
import { respond } from '../engine/index';
import { acceptModelText, groundedPrompt } from './grounding';

const emergency = respond({
  message: 'crushing chest pain and sweating',
  history: [],
  language: 'en-IN',
});

describe('model text checks', () => {
  it('accepts a safe rewording that keeps the emergency numbers', () => {
    const text =
      'This could be a heart attack. Please call 108 or 112 right now. This is guidance, not a diagnosis.';
    expect(acceptModelText(text, emergency, 'en-IN')).toBe(text);
  });

  it('refuses text that drops an emergency number, gives a dose, or is in the wrong script', () => {
    expect(
      acceptModelText('Please rest and see a doctor tomorrow.', emergency, 'en-IN'),
    ).toBeUndefined();
    expect(
      acceptModelText('Call 108 or 112 and take aspirin 325 mg.', emergency, 'en-IN'),
    ).toBeUndefined();
    expect(acceptModelText('कृपया 108 या 112 पर अभी फ़ोन करें।', emergency, 'en-IN')).toBeUndefined();
    expect(acceptModelText('   ', emergency, 'en-IN')).toBeUndefined();
  });

  it('grounds the prompt on the engine result and names the language', () => {
    const { system, user } = groundedPrompt({
      reply: emergency,
      language: 'ta-IN',
      message: 'chest pain',
      history: [],
    });
    expect(system).toContain('Tamil (ta-IN)');
    expect(JSON.parse(user).engineResult.level).toBe('emergency');
  });
});
