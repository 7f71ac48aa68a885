import { describe, expect, it } from 'vitest';
import { formNamed, readMedicineName } from './medicine-name';

const read = (region: string) => readMedicineName(region, { fuzzy: true });
const ids = (region: string) => read(region)?.generics.map((g) => g.id);

describe('readMedicineName', () => {
  it('matches brands the way prescriptions write them', () => {
    expect(read('Dolo 650')).toMatchObject({ name: 'Dolo 650', strength: '650 mg' });
    expect(ids('DOLO-650')).toEqual(['paracetamol']);
    expect(read('Dolo650')?.name).toBe('Dolo 650');
    expect(read('Pan D')?.name).toBe('Pan-D');
    expect(ids('Pan 40')).toEqual(['pantoprazole']);
    expect(ids('Montek LC')).toEqual(['montelukast', 'levocetirizine']);
  });

  it('reads a brand family with the printed strength (Augmentin 625 = amoxicillin + clavulanate)', () => {
    expect(read('Augmentin 625')).toMatchObject({
      name: 'Augmentin 625',
      strength: '500 mg + 125 mg',
    });
    expect(ids('Augmentin 625')).toEqual(['amoxicillin', 'clavulanic_acid']);
    expect(read('Telma 60 mg')).toMatchObject({ name: 'Telma 60', strength: '60 mg' });
    expect(ids('Telma 60 mg')).toEqual(['telmisartan']);
  });

  it('forgives OCR slips in brand names', () => {
    expect(read('Augmentn 625')?.name).toBe('Augmentin 625');
    expect(read('Montec LC')?.name).toBe('Montek LC');
    expect(read('Pantocld 40')?.name).toBe('Pantocid 40');
  });

  it('does not forgive slips when asked not to', () => {
    expect(readMedicineName('Augmentn 625', { fuzzy: false })?.generics).toEqual([]);
  });

  it('reads generics, alone or combined, with the printed strength', () => {
    expect(read('Paracetamol 500 mg')).toMatchObject({ name: 'Paracetamol', strength: '500 mg' });
    expect(read('Amoxicillin + Clavulanic Acid 625mg')).toMatchObject({
      name: 'Amoxicillin + Clavulanic acid',
      strength: '625 mg',
    });
    expect(read('Pantoprazole 40')).toMatchObject({ name: 'Pantoprazole', strength: '40' });
    expect(ids('Paracetmol 650')).toEqual(['paracetamol']);
  });

  it('keeps an unknown name as printed, with no generics', () => {
    expect(read('Zyxoral 10 mg')).toEqual({ name: 'Zyxoral', generics: [], strength: '10 mg' });
  });

  it('tidies strengths', () => {
    expect(read('Calpol 250mg/5ml')?.strength).toBe('250 mg/5 ml');
    expect(read('Thyronorm 50 mcg')?.strength).toBe('50 mcg');
    expect(read('Vitamin D3 60000 IU')?.strength).toBe('60000 IU');
  });

  it('reads no name from numbers and symbols alone', () => {
    expect(read('650 - 1')).toBeUndefined();
  });
});

describe('formNamed', () => {
  it('reads dose-form abbreviations; one letter needs its dot', () => {
    expect(formNamed('Tab.')?.form).toBe('tablet');
    expect(formNamed('TAB')?.form).toBe('tablet');
    expect(formNamed('Cap')?.form).toBe('capsule');
    expect(formNamed('Syp.')?.form).toBe('syrup');
    expect(formNamed('Inj.')?.form).toBe('injection');
    expect(formNamed('T.')?.form).toBe('tablet');
    expect(formNamed('T')).toBeUndefined();
  });
});
