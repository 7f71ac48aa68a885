import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { EMERGENCY_PROBES, KNOWN_GAPS, PROBE_KINDS } from './emergency-probes';
import { PROBE_TIMEOUT_MS, inRightScript } from './score';

describe('emergency probes', () => {
  it('has 152 probes of every named emergency in every language', () => {
    for (const language of ASSISTANT_LANGUAGE_CODES) {
      const kinds = EMERGENCY_PROBES[language].map((p) => p.kind).sort();
      expect([language, kinds]).toEqual([
        language,
        PROBE_KINDS.flatMap((kind) => Array<string>(152).fill(kind)).sort(),
      ]);
    }
  });

  it.each(ASSISTANT_LANGUAGE_CODES)(
    '%s: every probe is answered as an emergency with 108/112, in the language',
    (language) => {
      const missed: string[] = [];
      for (const { kind, text } of EMERGENCY_PROBES[language]) {
        const reply = respond({ message: text, history: [], language });
        const right =
          reply.triage.level === 'emergency' &&
          reply.responseText.includes('108') &&
          (kind !== 'suicidal' || reply.responseText.includes('14416')) &&
          inRightScript(reply.responseText, language);
        if (!right && !(text in KNOWN_GAPS))
          missed.push(`${kind}: ${text} → ${reply.triage.level}`);
        if (right && text in KNOWN_GAPS)
          missed.push(`now recognised, take off KNOWN_GAPS: ${text}`);
      }
      expect(missed).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
