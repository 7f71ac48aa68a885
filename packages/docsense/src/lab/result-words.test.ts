import { describe, expect, it } from 'vitest';
import { DIPSTICK_WORDS, SCREENING_WORDS } from './knowledge/units';
import { readResultWord } from './result-words';

describe('readResultWord', () => {
  it('prefers the longer phrase, so "Non Reactive" is not read as "Reactive"', () => {
    expect(readResultWord('Non Reactive', SCREENING_WORDS)).toEqual({
      text: 'Non Reactive',
      abnormal: false,
    });
    expect(readResultWord('Non-Reactive (0.2)', SCREENING_WORDS)).toEqual({
      text: 'Non-Reactive',
      abnormal: false,
    });
    expect(readResultWord('Reactive', SCREENING_WORDS)).toEqual({
      text: 'Reactive',
      abnormal: true,
    });
  });

  it('reads grades and traces as abnormal', () => {
    expect(readResultWord('+++ Nil', DIPSTICK_WORDS)).toEqual({ text: '+++', abnormal: true });
    expect(readResultWord('Trace', DIPSTICK_WORDS)).toEqual({ text: 'Trace', abnormal: true });
    expect(readResultWord('Nil', DIPSTICK_WORDS)).toEqual({ text: 'Nil', abnormal: false });
  });

  it('matches whole words only', () => {
    expect(readResultWord('Negligible', SCREENING_WORDS)).toBeUndefined();
    expect(readResultWord('Posterior', SCREENING_WORDS)).toBeUndefined();
  });

  it('forgives one OCR slip in a long word and shows it spelled right', () => {
    expect(readResultWord('Negativc', SCREENING_WORDS)).toEqual({
      text: 'Negative',
      abnormal: false,
    });
    expect(readResultWord('NE9ATIVE', SCREENING_WORDS)).toEqual({
      text: 'NEGATIVE',
      abnormal: false,
    });
    expect(readResultWord('Non Reactlve', SCREENING_WORDS)).toEqual({
      text: 'Non Reactive',
      abnormal: false,
    });
  });
});
