import { ASSISTANT_LANGUAGES } from '@arogya/contracts/assistant';
import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS } from './assistant-greetings';

/** The script each language is written in (SPEC §9 codes; 'mr-IN' is Marwari). */
const SCRIPT: Record<AssistantLanguage, RegExp> = {
  'en-IN': /^[\x20-\x7E—]+$/,
  'hi-IN': /[\u0900-\u097F]/,
  'pa-IN': /[\u0A00-\u0A7F]/,
  'bn-IN': /[\u0980-\u09FF]/,
  'ta-IN': /[\u0B80-\u0BFF]/,
  'te-IN': /[\u0C00-\u0C7F]/,
  'kn-IN': /[\u0C80-\u0CFF]/,
  'mr-IN': /[\u0900-\u097F]/,
  'gu-IN': /[\u0A80-\u0AFF]/,
  'mar-IN': /[\u0900-\u097F]/,
  'bh-IN': /[\u0900-\u097F]/,
};

describe('ASSISTANT_TEXTS', () => {
  it.each(ASSISTANT_LANGUAGES.map((l) => l.code))(
    'writes %s in its own script, with 108 and 112 in the emergency words',
    (code) => {
      const texts = ASSISTANT_TEXTS[code];
      const all = [
        texts.nativeName,
        texts.greeting,
        ...Object.values(texts.levels),
        texts.call('108'),
      ];
      for (const text of all) expect(text, text).toMatch(SCRIPT[code]);
      expect(texts.levels.emergency).toMatch(/108.*112/);
      expect(texts.call('108')).toContain('108');
    },
  );

  it('gives each language its own greeting', () => {
    const greetings = Object.values(ASSISTANT_TEXTS).map((texts) => texts.greeting);
    expect(new Set(greetings).size).toBe(ASSISTANT_LANGUAGES.length);
  });
});
