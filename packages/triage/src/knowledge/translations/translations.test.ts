import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './all';
import { translationProblems } from './check';
import { SCRIPT_OF, translatableTexts } from './schema';

describe('knowledge-base translations', () => {
  it('cover all ten languages besides English', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(Object.keys(SCRIPT_OF).sort());
  });

  for (const [language, translation] of Object.entries(TRANSLATIONS)) {
    it(`${language}: every text and symptom is translated, in its script, numbers kept`, () => {
      expect(translation.language).toBe(language);
      expect(translationProblems(translation)).toEqual([]);
    });
  }

  it('notices a missing phrase, a wrong script and a lost helpline number', () => {
    const hindi = TRANSLATIONS['hi-IN'];
    const [first, second] = translatableTexts();
    const withEmergency = translatableTexts().find((t) => t.includes('108'))!;
    const broken = {
      ...hindi,
      phrases: {
        ...hindi.phrases,
        [second!]: 'plain English',
        [withEmergency]: 'तुरंत एम्बुलेंस बुलाएं',
      },
    };
    delete broken.phrases[first!];
    const problems = translationProblems(broken);
    expect(problems).toContain(`missing phrase: ${first}`);
    expect(problems).toContain('not in the hi-IN script: plain English');
    expect(problems.some((p) => p.startsWith('number 108 lost'))).toBe(true);
  });
});
