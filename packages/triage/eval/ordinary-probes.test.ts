import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { KNOWN_ORDINARY_GAPS, ORDINARY_PROBES } from './ordinary-probes';
import { PROBE_TIMEOUT_MS, inRightScript } from './score';

describe('ordinary probes', () => {
  it('has 260 in every language, none of them written as an emergency', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES) {
      expect([language, ORDINARY_PROBES[language].length]).toEqual([language, 260]);
      expect(ORDINARY_PROBES[language].every((p) => p.level !== ('emergency' as string))).toBe(
        true,
      );
    }
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: no ordinary message is answered as an emergency (known gaps aside), and every reply is in the language',
    (language) => {
      const alarmed: string[] = [];
      for (const { text } of ORDINARY_PROBES[language]) {
        const reply = respond({ message: text, history: [], language });
        const calm =
          reply.triage.level !== 'emergency' && inRightScript(reply.responseText, language);
        if (!calm && !(text in KNOWN_ORDINARY_GAPS))
          alarmed.push(`${text} → ${reply.triage.level}`);
        if (calm && text in KNOWN_ORDINARY_GAPS)
          alarmed.push(`now calm, take off KNOWN_ORDINARY_GAPS: ${text}`);
      }
      expect(alarmed).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
