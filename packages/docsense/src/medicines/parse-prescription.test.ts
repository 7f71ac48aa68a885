import { describe, expect, it } from 'vitest';
import {
  CHRONIC_PRESCRIPTION,
  FEVER_PRESCRIPTION,
  MULTILINE_PRESCRIPTION,
  PHARMACY_BILL,
} from '../__samples__/prescriptions';
import { cleanOcrLines } from '../text/clean';
import { parsePrescription } from './parse-prescription';

const medicinesOf = (text: string) => parsePrescription(cleanOcrLines(text)).map((m) => m.medicine);

describe('parsePrescription: a fever prescription with OCR slips', () => {
  const medicines = medicinesOf(FEVER_PRESCRIPTION);

  it('reads the five medicines and nothing from the header, complaints or advice', () => {
    expect(medicines.map((m) => m.name)).toEqual([
      'Dolo 650',
      'Pan 40',
      'Augmentin 625',
      'Ascoril LS',
      'Montek LC',
    ]);
  });

  it("reads 'Dol0 650 1-O-1 x 5 days after food' fully", () => {
    expect(medicines[0]).toEqual({
      name: 'Dolo 650',
      strength: '650 mg',
      dosage: '1 tablet',
      frequency: 'twice a day: once in the morning and once at night',
      duration: '5 days',
      instructions: 'after food',
    });
  });

  it("reads 'Cap. Pan-4O 1-0-0 before breakfast x 7 days'", () => {
    expect(medicines[1]).toMatchObject({
      name: 'Pan 40',
      dosage: '1 capsule',
      frequency: 'once a day, in the morning',
      duration: '7 days',
      instructions: 'before breakfast',
    });
  });

  it('reads a syrup dose in ml with a Latin code', () => {
    expect(medicines[3]).toMatchObject({
      name: 'Ascoril LS',
      dosage: '5 ml',
      frequency: 'three times a day: morning, afternoon and night',
      duration: '5 days',
    });
  });

  it('knows what the brands contain', () => {
    const findings = parsePrescription(cleanOcrLines(FEVER_PRESCRIPTION));
    expect(findings[2]?.generics.map((g) => g.id)).toEqual(['amoxicillin', 'clavulanic_acid']);
    expect(findings[4]?.generics.map((g) => g.id)).toEqual(['montelukast', 'levocetirizine']);
  });
});

describe('parsePrescription: a chronic-care prescription', () => {
  const medicines = medicinesOf(CHRONIC_PRESCRIPTION);

  it('reads generics and brands, and skips vitals, diagnosis, investigations and follow-up', () => {
    expect(medicines.map((m) => m.name)).toEqual([
      'Metformin',
      'Glycomet GP 1',
      'Telma 40',
      'Atorva 10',
      'Ecosprin 75',
      'Thyronorm 50',
    ]);
  });

  it("reads 'BD after meals to continue' without inventing a dose", () => {
    expect(medicines[0]).toEqual({
      name: 'Metformin',
      strength: '500 mg',
      frequency: 'twice a day, usually morning and night',
      duration: 'until your doctor says to stop',
      instructions: 'after food',
    });
  });

  it('reads OD, HS and an empty-stomach instruction', () => {
    expect(medicines[2]).toMatchObject({
      frequency: 'once a day, at the same time each day',
      duration: '30 days',
    });
    expect(medicines[2]?.dosage).toBeUndefined();
    expect(medicines[3]).toMatchObject({ frequency: 'once a day, at bedtime' });
    expect(medicines[5]).toMatchObject({
      strength: '50 mcg',
      instructions: 'on an empty stomach, before eating anything',
    });
  });
});

describe('parsePrescription: notation on the next line and other forms', () => {
  const findings = parsePrescription(cleanOcrLines(MULTILINE_PRESCRIPTION));
  const medicines = findings.map((m) => m.medicine);

  it('joins a medicine with the notation on the line below it', () => {
    expect(medicines[0]).toMatchObject({
      name: 'Allegra 120',
      dosage: '1 tablet',
      frequency: 'once a day, in the morning',
      duration: '10 days',
    });
    expect(medicines[1]).toMatchObject({
      name: 'Becosules',
      frequency: 'once a day, in the afternoon',
      duration: '1 month',
      instructions: 'after food',
    });
    expect(medicines[2]).toMatchObject({
      name: 'Soframycin',
      frequency: 'twice a day, usually morning and night',
    });
    expect(findings[2]?.form?.form).toBe('ointment');
  });

  it('reads SOS, a weekly capsule, eye drops and an unknown tablet', () => {
    expect(medicines[3]).toMatchObject({
      name: 'Crocin 650',
      frequency: 'only when needed, for example for pain or fever',
    });
    expect(medicines[4]).toMatchObject({
      name: 'Uprise D3 60K',
      frequency: 'once a week, on the same day each week',
      duration: '8 weeks',
      instructions: 'with milk',
    });
    expect(medicines[5]).toMatchObject({
      name: 'Ciplox Eye Drops',
      dosage: '2 drops',
      duration: '5 days',
    });
    expect(medicines[6]).toMatchObject({ name: 'Zyxoral', strength: '10 mg', dosage: '1 tablet' });
    expect(findings[6]?.generics).toEqual([]);
  });
});

describe('parsePrescription: OCR slips in forms, names and codes', () => {
  it.each([
    ['Tab. Glycomct GP 1 8D x 1 month', 'Glycomet GP 1', 'twice a day, usually morning and night'],
    [
      '1. Tab. Dol0 650 5OS x 3 days',
      'Dolo 650',
      'only when needed, for example for pain or fever',
    ],
    ['2. Cap. 8ecosules I-0-0 x 1 month', 'Becosules', 'once a day, in the morning'],
    [
      '3. Syp, Ascoril LS 1-1-1 x 5 days',
      'Ascoril LS',
      'three times a day: morning, afternoon and night',
    ],
    ['Cap 0mez 20 1-0-0', 'Omez 20', 'once a day, in the morning'],
    ['Tab Clavarn 625 1-0-1', 'Clavam 625', 'twice a day: once in the morning and once at night'],
  ])('reads %s', (line, name, frequency) => {
    expect(medicinesOf(line)).toMatchObject([{ name, frequency }]);
  });
});

describe('parsePrescription: Hindi and Hinglish notation', () => {
  it('reads food timing, times of day and durations written in Hindi', () => {
    expect(medicinesOf('Tab Dolo 650 1-0-1 khane ke baad 5 din')).toMatchObject([
      {
        frequency: 'twice a day: once in the morning and once at night',
        duration: '5 days',
        instructions: 'after food',
      },
    ]);
    expect(medicinesOf('Tab Dolo 650 सुबह-शाम खाने के बाद ५ दिन')).toMatchObject([
      {
        frequency: 'twice a day: morning and evening',
        duration: '5 days',
        instructions: 'after food',
      },
    ]);
    expect(medicinesOf('Tab. Pan 40 खाली पेट 1-0-0 x 1 हफ़्ते')).toMatchObject([
      { duration: '1 week', instructions: 'on an empty stomach, before eating anything' },
    ]);
  });
});

describe('parsePrescription: what is not a prescribed medicine', () => {
  it('reads no medicines from a pharmacy bill', () => {
    expect(medicinesOf(PHARMACY_BILL)).toEqual([]);
  });

  it('does not give a complaint or review duration to a medicine', () => {
    const medicines = medicinesOf('Tab Dolo 650 SOS\nReview after 5 days\nC/o fever x 3 days');
    expect(medicines).toEqual([
      {
        name: 'Dolo 650',
        strength: '650 mg',
        frequency: 'only when needed, for example for pain or fever',
      },
    ]);
  });

  it('counts a bare dictionary name only when notation follows on the next line', () => {
    expect(medicinesOf('Dolo 650')).toEqual([]);
    expect(medicinesOf('Dolo 650\n1-0-1 x 3 days').map((m) => m.duration)).toEqual(['3 days']);
  });
});
