import { describe, expect, it } from 'vitest';
import { cleanOcrLines, cleanOcrText, isNoiseLine } from './clean';

describe('cleanOcrText', () => {
  it('drops stray symbols, single characters and OCR fragments, and keeps content in order', () => {
    const raw = [
      '  Dr Lal PathLabs  ',
      '~ ~ .',
      '| I .',
      'i',
      '',
      'Haemoglobin\t\t11.2   g/dL    13.0 - 17.0',
      'ee a ii o',
      '—————',
      'Platelet Count 1.5 lakhs/cumm',
    ].join('\n');
    expect(cleanOcrText(raw)).toBe(
      'Dr Lal PathLabs\nHaemoglobin 11.2 g/dL 13.0 - 17.0\nPlatelet Count 1.5 lakhs/cumm',
    );
  });

  it('keeps short real content: notation, ranges, grades, Rx and Hindi', () => {
    for (const line of [
      '1-0-1',
      '1 - 0 - 1',
      '< 200',
      'Rx',
      '℞',
      'Albumin ++',
      'S. Typhi O + + + -',
      'खाने के बाद',
    ]) {
      expect(isNoiseLine(line), line).toBe(false);
    }
  });

  it('drops lines that are mostly junk', () => {
    for (const line of ['|| |-| ||', "' , . ; :", 'ii ll 1l | i', 'a|b ~~~ {}', 'iiii llll', '-']) {
      expect(isNoiseLine(line), line).toBe(true);
    }
  });

  it('normalises Windows and old Mac line ends, no-break spaces and ligatures', () => {
    expect(cleanOcrLines('Tab\u00A0Dolo 650\r\nﬁnal report\rOK')).toEqual([
      'Tab Dolo 650',
      'final report',
      'OK',
    ]);
  });

  it('returns nothing for empty or whitespace-only text', () => {
    expect(cleanOcrText('')).toBe('');
    expect(cleanOcrText(' \n\t\n ')).toBe('');
  });

  it('caps very long input instead of working through all of it', () => {
    const huge = 'Haemoglobin 13.5 g/dL\n'.repeat(20_000);
    expect(cleanOcrLines(huge).length).toBeLessThan(3_000);
  });
});
