import { describe, expect, it } from 'vitest';
import { FuzzyIndex } from './fuzzy-index';

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function index(): FuzzyIndex<string> {
  const names = new FuzzyIndex<string>(key);
  names.add('Platelet Count', 'platelets');
  names.add('SGPT', 'alt');
  names.add('Free T3', 'ft3');
  names.add('Free T4', 'ft4');
  names.add('HDL Cholesterol', 'hdl');
  names.add('LDL Cholesterol', 'ldl');
  return names;
}

describe('FuzzyIndex', () => {
  it('finds exact spellings, then OCR look-alike digits, then near misses', () => {
    const names = index();
    expect(names.find('platelet count')).toMatchObject({ values: ['platelets'], kind: 'exact' });
    expect(names.find('S6PT')).toMatchObject({ values: ['alt'], kind: 'folded', spelling: 'SGPT' });
    expect(names.find('Platelet Cont')).toMatchObject({ values: ['platelets'], kind: 'fuzzy' });
  });

  it('refuses a near miss that is as close to two different entries', () => {
    expect(index().find('Free T8')).toBeUndefined();
    expect(index().find('XDL Cholesterol')).toBeUndefined();
    expect(index().find('HOL Cholesterol')?.values).toEqual(['hdl']);
  });

  it('never fuzzes short keys, where one edit makes another word', () => {
    expect(index().find('SGPX')).toBeUndefined();
  });

  it('does fuzzy matching only when asked', () => {
    expect(index().find('Platelet Cont', { fuzzy: false })).toBeUndefined();
  });
});
