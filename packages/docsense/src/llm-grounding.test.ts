import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@arogya/contracts/analysis';
import { acceptExplanation, explanationPrompt } from './llm-grounding';

const result: AnalysisResult = {
  documentType: 'prescription',
  originalText: 'Tab Dolo 650 1-0-1 x 5 days',
  simplifiedText:
    'This is a prescription. Dolo 650 (paracetamol) for fever or pain: morning and night for 5 days.',
  labResults: [],
  medicines: [{ name: 'Dolo 650', frequency: 'morning and night', duration: '5 days' }],
};

describe('model explanation checks', () => {
  it('accepts a rewording that adds no numbers', () => {
    const text =
      'Your doctor prescribed Dolo 650 for fever or pain. Take it in the morning and at night for 5 days.';
    expect(acceptExplanation(text, result, 'en-IN')).toBe(text);
  });

  it('refuses invented numbers, the wrong script and empty text', () => {
    expect(
      acceptExplanation('Take Dolo 650 three times, 1000 mg a day.', result, 'en-IN'),
    ).toBeUndefined();
    expect(acceptExplanation('Take Dolo 650 for 7 days.', result, 'en-IN')).toBeUndefined();
    expect(acceptExplanation('Your doctor prescribed Dolo 650.', result, 'hi-IN')).toBeUndefined();
    expect(acceptExplanation(' ', result, 'en-IN')).toBeUndefined();
  });

  it('gives the model the structured result, not the OCR text', () => {
    const { user } = explanationPrompt(result, 'hi-IN');
    expect(JSON.parse(user).medicines[0].name).toBe('Dolo 650');
    expect(user).not.toContain('1-0-1');
  });
});
