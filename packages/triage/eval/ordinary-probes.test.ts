import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { KNOWN_ORDINARY_GAPS, ORDINARY_PROBES } from './ordinary-probes';
import { calmProbeProblems } from './calm-probes';
import { PROBE_TIMEOUT_MS } from './score';

describe('ordinary probes', () => {
  it('has 548 in every language, none of them written as an emergency', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES) {
      expect([language, ORDINARY_PROBES[language].length]).toEqual([language, 548]);
      expect(ORDINARY_PROBES[language].every((p) => p.level !== ('emergency' as string))).toBe(
        true,
      );
    }
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: no ordinary message is answered as an emergency (known gaps aside), and every reply is in the language',
    (language) => {
      const texts = ORDINARY_PROBES[language].map((p) => p.text);
      expect(
        calmProbeProblems(language, texts, KNOWN_ORDINARY_GAPS, 'KNOWN_ORDINARY_GAPS'),
      ).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
