import { describe, expect, it } from 'vitest';
import { romanizeText, romanizeWord } from './romanize';

describe('romanize', () => {
  it('spells words of every script as they are typed in Latin letters', () => {
    expect(
      ['ಸೊಟ್ಟ', 'நெஞ்சு', 'वलि', 'बुखार', 'दर्द', 'करता', 'জ্বর', 'ব্যথা', 'ਛਾਤੀ', 'છાતી', 'నొప్పి'].map(
        romanizeWord,
      ),
    ).toEqual([
      'sotta',
      'nenju',
      'vali',
      'bukhar',
      'dard',
      'karta',
      'jor',
      'byatha',
      'chhati',
      'chhati',
      'noppi',
    ]);
  });

  it('voices Tamil stops between vowels and after a nasal, not doubled ones', () => {
    expect(['இது', 'முடியல', 'ரொம்ப', 'அக்கா'].map(romanizeWord)).toEqual([
      'idhu',
      'mudiyala',
      'romba',
      'akka',
    ]);
  });

  it('leaves Latin letters, digits and punctuation as they are', () => {
    expect(romanizeText('अजी BP 200, सांस?')).toBe('aji BP 200, sans?');
  });
});
