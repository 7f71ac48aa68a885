import { describe, expect, it } from 'vitest';
import { closestSpecialty } from './specialty-match';

describe('closestSpecialty', () => {
  it('maps common misspellings to the specialty meant', () => {
    expect(closestSpecialty('cardiolgy')).toBe('Cardiologist');
    expect(closestSpecialty('dermatolgist')).toBe('Dermatologist');
    expect(closestSpecialty('pediatrcian')).toBe('Pediatrician');
    expect(closestSpecialty('gynaecologist')).toBe('Gynecologist');
    expect(closestSpecialty('nuerologist')).toBe('Neurologist');
  });

  it('leaves names and unrelated words alone', () => {
    expect(closestSpecialty('priya')).toBeUndefined();
    expect(closestSpecialty('kavya iyer')).toBeUndefined();
    expect(closestSpecialty('xyz')).toBeUndefined();
  });
});
