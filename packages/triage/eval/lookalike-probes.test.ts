import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { PROBE_TIMEOUT_MS, inRightScript } from './score';
import { KNOWN_LOOKALIKE_GAPS, LOOKALIKE_PROBES } from './lookalike-probes';

describe('look-alike probes', () => {
  it('has 224 in every language', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES)
      expect([language, LOOKALIKE_PROBES[language].length]).toEqual([language, 224]);
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: no look-alike is answered as an emergency (known gaps aside), and every reply is in the language',
    (language) => {
      const alarmed: string[] = [];
      for (const text of LOOKALIKE_PROBES[language]) {
        const reply = respond({ message: text, history: [], language });
        const calm =
          reply.triage.level !== 'emergency' && inRightScript(reply.responseText, language);
        if (!calm && !(text in KNOWN_LOOKALIKE_GAPS))
          alarmed.push(`${text} → ${reply.triage.level}`);
        if (calm && text in KNOWN_LOOKALIKE_GAPS)
          alarmed.push(`now calm, take off KNOWN_LOOKALIKE_GAPS: ${text}`);
      }
      expect(alarmed).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
