import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { respond } from '../src/engine';
import { inRightScript } from './score';
import { URGENT_PROBES, URGENT_PROBE_KINDS } from './urgent-probes';

const languages = ASSISTANT_LANGUAGE_CODES;

describe('same-day probes', () => {
  it('has 2 probes of every kind in every language', () => {
    for (const language of languages) {
      const kinds = URGENT_PROBES[language].map((p) => p.kind).sort();
      expect([language, kinds]).toEqual([
        language,
        URGENT_PROBE_KINDS.flatMap((kind) => [kind, kind]).sort(),
      ]);
    }
  });

  it.each(languages)(
    '%s: every probe is sent to a doctor today or sooner, in the language',
    (language) => {
      const missed: string[] = [];
      for (const { kind, text } of URGENT_PROBES[language]) {
        const reply = respond({ message: text, history: [], language });
        const right =
          (reply.triage.level === 'urgent' || reply.triage.level === 'emergency') &&
          inRightScript(reply.responseText, language);
        if (!right) missed.push(`${kind}: ${text} → ${reply.triage.level}`);
      }
      expect(missed).toEqual([]);
    },
  );
});
