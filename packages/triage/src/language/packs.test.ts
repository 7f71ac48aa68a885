import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGE_CODES } from '@arogya/contracts/assistant';
import { SCRIPT_OF } from '../knowledge/translations/schema';
import { LANGUAGE_PACKS } from './packs';
import { TEMPLATE_KEYS, languagePackSchema, placeholdersOf } from './schema';

const english = LANGUAGE_PACKS['en-IN']!;
const NUMBERS = /\b(108|112|14416|24|2|3)\b/g;

describe('language packs', () => {
  it('exist for all eleven assistant languages', () => {
    expect(Object.keys(LANGUAGE_PACKS).sort()).toEqual([...ASSISTANT_LANGUAGE_CODES].sort());
  });

  for (const code of ASSISTANT_LANGUAGE_CODES) {
    describe(code, () => {
      const pack = LANGUAGE_PACKS[code];

      it('is well-formed', () => {
        expect(languagePackSchema.safeParse(pack).error?.issues ?? []).toEqual([]);
      });

      it('keeps every placeholder and number of the English templates', () => {
        const problems: string[] = [];
        for (const key of TEMPLATE_KEYS) {
          const source = english.templates[key];
          const text = pack?.templates[key] ?? '';
          if (placeholdersOf(text).join() !== placeholdersOf(source).join())
            problems.push(`${key}: placeholders differ in "${text}"`);
          for (const number of source.match(NUMBERS) ?? [])
            if (!text.includes(number)) problems.push(`${key}: number ${number} lost in "${text}"`);
        }
        expect(problems).toEqual([]);
      });

      if (code !== 'en-IN') {
        it('writes templates and specialties in its own script', () => {
          const script = SCRIPT_OF[code];
          const texts = [
            ...Object.values(pack?.templates ?? {}),
            ...Object.values(pack?.specialties ?? {}),
          ];
          expect(texts.filter((text) => !script.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
        });
      }
    });
  }
});
