import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { inRightScript } from './score';
import { LOOKALIKE_PROBES } from './lookalike-probes';

describe('look-alike probes', () => {
  it('has 16 in every language', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES)
      expect([language, LOOKALIKE_PROBES[language].length]).toEqual([language, 16]);
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: no look-alike is answered as an emergency, and every reply is in the language',
    (language) => {
      const alarmed: string[] = [];
      for (const text of LOOKALIKE_PROBES[language]) {
        const reply = respond({ message: text, history: [], language });
        if (reply.triage.level === 'emergency' || !inRightScript(reply.responseText, language))
          alarmed.push(`${text} → ${reply.triage.level}`);
      }
      expect(alarmed).toEqual([]);
    },
  );
});
