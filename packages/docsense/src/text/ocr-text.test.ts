import { describe, expect, it } from 'vitest';
import {
  foldDigitsInWords,
  foldOcrLookalikes,
  formatNumber,
  numberText,
  readNumber,
} from './ocr-text';

describe('readNumber', () => {
  it.each([
    ['13.5', 13.5],
    ['0.8', 0.8],
    ['.5', 0.5],
    ['1,50,000', 150000],
    ['150,000', 150000],
    ['4,000', 4000],
    ['13,5', 13.5],
    ['1O.5', 10.5],
    ['O.8', 0.8],
    ['l2', 12],
    ['13.5,', 13.5],
    ['५', 5],
  ])('reads %s as %d', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it.each(['', 'Nil', 'O', 'g/dL', '1-0-1', '12/03/2024', '1:160'])('does not read %s', (text) => {
    expect(readNumber(text)).toBeUndefined();
  });
});

describe('foldDigitsInWords', () => {
  it('reads look-alike digits as letters only inside words (compared without case)', () => {
    expect(foldDigitsInWords('Haemog1obin 11.2')).toBe('Haemoglobin 11.2');
    expect(foldDigitsInWords('S6PT').toLowerCase()).toBe('sgpt');
    expect(foldDigitsInWords('Dol0 650')).toBe('Dolo 650');
  });
});

describe('formatNumber', () => {
  it('drops float noise', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(150000 / 100000)).toBe('1.5');
  });
});

describe('numberText', () => {
  it('gives the number as it should have been printed', () => {
    expect(numberText('l39')).toBe('139');
    expect(numberText('S7')).toBe('57');
    expect(numberText('9,7')).toBe('9.7');
    expect(numberText('1,50,000')).toBe('1,50,000');
    expect(numberText('Sodium')).toBeUndefined();
  });
});

describe('foldOcrLookalikes', () => {
  it("also reads 'rn' as 'm'", () => {
    expect(foldOcrLookalikes('Clavarn 625')).toBe('Clavam 625');
    expect(foldOcrLookalikes('Hernog1obin')).toBe('Hemoglobin');
  });
});
