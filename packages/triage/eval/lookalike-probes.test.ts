import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { calmProbeProblems } from './calm-probes';
import { PROBE_TIMEOUT_MS } from './score';
import { KNOWN_LOOKALIKE_GAPS, LOOKALIKE_PROBES } from './lookalike-probes';

describe('look-alike probes', () => {
  it('has 512 in every language', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES)
      expect([language, LOOKALIKE_PROBES[language].length]).toEqual([language, 512]);
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: no look-alike is answered as an emergency (known gaps aside), and every reply is in the language',
    (language) => {
      expect(
        calmProbeProblems(
          language,
          LOOKALIKE_PROBES[language],
          KNOWN_LOOKALIKE_GAPS,
          'KNOWN_LOOKALIKE_GAPS',
        ),
      ).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
