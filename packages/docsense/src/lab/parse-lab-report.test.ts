import { describe, expect, it } from 'vitest';
import {
  CBC_REPORT,
  FEVER_REPORT,
  LFT_KFT_REPORT,
  LIPID_THYROID_REPORT,
  NO_RANGE_REPORT,
  SUGAR_REPORT,
  URINE_REPORT,
  WIDAL_GRID_REPORT,
} from '../__samples__/lab-reports';
import { cleanOcrLines } from '../text/clean';
import type { LabFinding } from './lab-finding';
import { parseLabReport } from './parse-lab-report';

function parse(text: string): LabFinding[] {
  return parseLabReport(cleanOcrLines(text));
}

/** Results by knowledge-base test id. */
function byId(text: string) {
  return new Map(parse(text).map((f) => [f.test.id, f.result]));
}

describe('parseLabReport: a Lal PathLabs-style CBC', () => {
  const rows = byId(CBC_REPORT);

  it('reads every result row and nothing from the patient details', () => {
    expect([...rows.keys()]).toEqual([
      'haemoglobin',
      'pcv',
      'rbc_count',
      'mcv',
      'mch',
      'mchc',
      'rdw_cv',
      'tlc',
      'neutrophils_percent',
      'lymphocytes_percent',
      'monocytes_percent',
      'eosinophils_percent',
      'basophils_percent',
      'platelet_count',
      'esr',
    ]);
  });

  it('reads an OCR slip in the name, skips the method note and the L marker, and prefers the printed range', () => {
    expect(rows.get('haemoglobin')).toEqual({
      test: 'Haemoglobin',
      value: '11.2',
      unit: 'g/dL',
      referenceRange: '13.00 - 17.00',
      flag: 'low',
    });
  });

  it("matches 'Platelet Cont' to the platelet count and keeps lakhs as printed", () => {
    expect(rows.get('platelet_count')).toMatchObject({
      test: 'Platelet Count',
      value: '1.2',
      unit: 'lakhs/cumm',
      referenceRange: '1.5 - 4.1',
      flag: 'low',
    });
  });

  it('flags high and normal against printed ranges, including "<2.00"', () => {
    expect(rows.get('tlc')).toMatchObject({ value: '12.6', unit: 'thou/mm3', flag: 'high' });
    expect(rows.get('neutrophils_percent')).toMatchObject({
      value: '78',
      unit: '%',
      flag: 'normal',
    });
    expect(rows.get('basophils_percent')).toMatchObject({
      referenceRange: '<2.00',
      flag: 'normal',
    });
    expect(rows.get('esr')).toMatchObject({
      value: '28',
      unit: 'mm/hr',
      referenceRange: '0 - 15',
      flag: 'high',
    });
  });
});

describe('parseLabReport: an SRL-style LFT and KFT with "Test : value unit range" rows', () => {
  const rows = byId(LFT_KFT_REPORT);

  it("reads 'S6PT (ALT)' as SGPT with its 'Up to' range", () => {
    expect(rows.get('sgpt_alt')).toEqual({
      test: 'SGPT (ALT)',
      value: '56',
      unit: 'U/L',
      referenceRange: 'Up to 33',
      flag: 'high',
    });
  });

  it("tells 'Bilirubin Total/Direct/Indirect' apart and reads '< 0.3'", () => {
    expect(rows.get('bilirubin_total')).toMatchObject({ value: '1.9', flag: 'high' });
    expect(rows.get('bilirubin_direct')).toMatchObject({
      value: '0.6',
      referenceRange: '< 0.3',
      flag: 'high',
    });
    expect(rows.get('bilirubin_indirect')).toMatchObject({ value: '1.3', flag: 'high' });
  });

  it('reads blood albumin (not urine albumin) by its g/dL unit, and a unitless ratio', () => {
    expect(rows.get('albumin')).toMatchObject({ value: '4.2', unit: 'g/dL', flag: 'normal' });
    expect(rows.has('urine_protein')).toBe(false);
    expect(rows.get('ag_ratio')).toEqual({
      test: 'A/G Ratio',
      value: '1.45',
      referenceRange: '1.0 - 2.1',
      flag: 'normal',
    });
  });

  it('flags the kidney and electrolyte rows', () => {
    expect(rows.get('uric_acid')).toMatchObject({ value: '6.8', flag: 'high' });
    expect(rows.get('creatinine')).toMatchObject({ value: '0.9', flag: 'normal' });
    expect(rows.get('sodium')).toMatchObject({
      test: 'Sodium (Na+)',
      value: '139',
      unit: 'mmol/L',
    });
    expect(rows.get('potassium')).toMatchObject({ value: '4.4', flag: 'normal' });
  });
});

describe('parseLabReport: a Thyrocare-style lipid and thyroid profile', () => {
  const rows = byId(LIPID_THYROID_REPORT);

  it('skips the technology column and uses the band labelled desirable or optimal', () => {
    expect(rows.get('total_cholesterol')).toMatchObject({
      value: '236',
      unit: 'mg/dL',
      flag: 'high',
    });
    expect(rows.get('total_cholesterol')?.referenceRange).toContain('Desirable: < 200');
    expect(rows.get('ldl_cholesterol')).toMatchObject({ value: '152', flag: 'high' });
  });

  it("reads '>= 40' as a lower limit and '< 150' as an upper one", () => {
    expect(rows.get('hdl_cholesterol')).toMatchObject({
      value: '36',
      referenceRange: '>= 40',
      flag: 'low',
    });
    expect(rows.get('triglycerides')).toMatchObject({
      value: '210',
      referenceRange: '< 150',
      flag: 'high',
    });
    expect(rows.get('total_hdl_ratio')).toMatchObject({ value: '6.6', flag: 'high' });
  });

  it('reads thyroid rows with µ units', () => {
    expect(rows.get('t3_total')).toMatchObject({ value: '112', unit: 'ng/dL', flag: 'normal' });
    expect(rows.get('t4_total')).toMatchObject({ value: '8.1', unit: 'µg/dL', flag: 'normal' });
    expect(rows.get('tsh')).toMatchObject({
      value: '6.42',
      unit: 'µIU/mL',
      referenceRange: '0.3 - 5.5',
      flag: 'high',
    });
  });
});

describe('parseLabReport: sugar', () => {
  const rows = byId(SUGAR_REPORT);

  it('reads fasting and post-prandial sugar and the HbA1c non-diabetic band', () => {
    expect(rows.get('fbs')).toMatchObject({
      value: '142',
      referenceRange: '70 - 100',
      flag: 'high',
    });
    expect(rows.get('ppbs')).toMatchObject({ value: '228', flag: 'high' });
    expect(rows.get('hba1c')).toMatchObject({ value: '8.1', unit: '%', flag: 'high' });
  });

  it('falls back to the knowledge-base range when none is printed', () => {
    expect(rows.get('estimated_average_glucose')).toMatchObject({
      value: '186',
      referenceRange: 'up to 116',
      flag: 'high',
    });
  });

  it('does not read the interpretation table as results', () => {
    expect(rows.size).toBe(4);
  });
});

describe('parseLabReport: urine routine', () => {
  const rows = byId(URINE_REPORT);

  it("reads 'Albumin' and 'Sugar' in a urine section as urine tests, with words as results", () => {
    expect(rows.get('urine_protein')).toEqual({
      test: 'Albumin',
      value: '++',
      referenceRange: 'Nil',
      flag: 'high',
    });
    expect(rows.get('urine_sugar')).toEqual({
      test: 'Sugar',
      value: 'Nil',
      referenceRange: 'Nil',
      flag: 'normal',
    });
    expect(rows.has('albumin')).toBe(false);
    expect(rows.has('rbs')).toBe(false);
  });

  it('flags positives high and negatives normal', () => {
    expect(rows.get('urine_nitrite')).toMatchObject({
      value: 'Positive',
      referenceRange: 'Negative',
      flag: 'high',
    });
    expect(rows.get('urine_ketones')).toMatchObject({ value: 'Absent', flag: 'normal' });
    expect(rows.get('urine_bacteria')).toMatchObject({ value: 'Present', flag: 'high' });
  });

  it('reads per-field spans and a urine RBC by its /hpf unit', () => {
    expect(rows.get('urine_pus_cells')).toMatchObject({
      value: '12-15',
      unit: '/hpf',
      flag: 'high',
    });
    expect(rows.get('urine_rbc')).toMatchObject({ value: '2-4', unit: '/hpf' });
    expect(rows.has('rbc_count')).toBe(false);
    expect(rows.get('urine_epithelial_cells')).toMatchObject({ value: '3-4', flag: 'normal' });
  });

  it('reads pH and specific gravity as numbers', () => {
    expect(rows.get('urine_specific_gravity')).toMatchObject({ value: '1.020', flag: 'normal' });
    expect(rows.get('urine_ph')).toMatchObject({ value: '6.0', flag: 'normal' });
  });

  it('does not report a crystal type printed beside "Seen" as its normal value', () => {
    expect(rows.get('urine_crystals')).toMatchObject({ flag: 'high' });
    expect(rows.get('urine_crystals')?.referenceRange).toBeUndefined();
  });
});

describe('parseLabReport: fever panel', () => {
  const rows = byId(FEVER_REPORT);

  it('reads dengue, malaria, HBsAg and HIV card results', () => {
    expect(rows.get('dengue_ns1')).toEqual({
      test: 'Dengue NS1 Antigen',
      value: 'POSITIVE',
      flag: 'high',
    });
    expect(rows.get('dengue_igm')).toMatchObject({ value: 'Negative', flag: 'normal' });
    expect(rows.get('dengue_igg')).toMatchObject({ value: 'Non Reactive', flag: 'normal' });
    expect(rows.get('malaria_antigen')).toMatchObject({ value: 'Negative', flag: 'normal' });
    expect(rows.get('hbsag')).toMatchObject({ value: 'Non-Reactive', flag: 'normal' });
    expect(rows.get('hiv_screening')).toMatchObject({ value: 'Non Reactive', flag: 'normal' });
  });

  it('reads typed Widal titres with the printed 1:80 as the limit', () => {
    expect(rows.get('widal_typhi_o')).toMatchObject({
      value: '1:160',
      referenceRange: '1:80',
      flag: 'high',
    });
    expect(rows.get('widal_typhi_h')).toMatchObject({ value: '1:80', flag: 'normal' });
    expect(rows.get('widal_paratyphi_bh')).toMatchObject({
      value: '1:20',
      referenceRange: 'up to 1:80',
    });
  });

  it('reads Indian thousands separators in value and range', () => {
    expect(rows.get('platelet_count')).toMatchObject({
      value: '85,000',
      unit: '/cumm',
      referenceRange: '1,50,000 - 4,10,000',
      flag: 'low',
    });
  });
});

describe('parseLabReport: a slide Widal grid', () => {
  it('takes the last dilution with agglutination as the titre', () => {
    const rows = byId(WIDAL_GRID_REPORT);
    expect(rows.get('widal_typhi_o')).toMatchObject({ value: '1:160', flag: 'high' });
    expect(rows.get('widal_typhi_h')).toMatchObject({ value: '1:40', flag: 'normal' });
    expect(rows.get('widal_paratyphi_ah')).toMatchObject({
      value: 'No agglutination',
      flag: 'normal',
    });
    expect(rows.get('widal_paratyphi_bh')).toMatchObject({ value: '1:20', flag: 'normal' });
  });
});

describe('parseLabReport: rows without a printed range', () => {
  const rows = byId(NO_RANGE_REPORT);

  it("uses the female range when the report says 'Sex: Female'", () => {
    expect(rows.get('haemoglobin')).toMatchObject({
      value: '10.4',
      unit: 'gm/dl',
      referenceRange: '12 - 15',
      flag: 'low',
    });
    expect(rows.get('creatinine')).toMatchObject({
      value: '1.3',
      referenceRange: '0.5 - 1.1',
      flag: 'high',
    });
  });

  it("converts '1.5 lakhs' and 'x10^3/uL' to per-µL counts and shows the range in the printed unit", () => {
    expect(rows.get('platelet_count')).toMatchObject({
      value: '1.5',
      unit: 'lakhs',
      referenceRange: '1.5 - 4.1',
      flag: 'normal',
    });
    expect(rows.get('tlc')).toMatchObject({
      value: '7.8',
      unit: 'x10^3/uL',
      referenceRange: '4 - 11',
      flag: 'normal',
    });
  });

  it('flags low vitamins and ferritin', () => {
    expect(rows.get('vitamin_d')).toMatchObject({ value: '14.2', flag: 'low' });
    expect(rows.get('vitamin_b12')).toMatchObject({ value: '180', flag: 'low' });
    expect(rows.get('ferritin')).toMatchObject({ value: '9', flag: 'low' });
  });
});

describe('parseLabReport: single rows', () => {
  const one = (line: string, before: string[] = []) => parseLabReport([...before, line])[0]?.result;

  it("shows values as they should have been printed: 'O' for 0, 'l' for 1, a decimal comma", () => {
    expect(one('Creatinine 1.O mg/dL 0.7 - 1.3')).toMatchObject({ value: '1.0', flag: 'normal' });
    expect(one('Haemoglobin 9,8 g/dL 13 - 17')).toMatchObject({ value: '9.8', flag: 'low' });
  });

  it('reads a unit glued to its value and a range before the unit', () => {
    expect(one('Hemoglobin 13.5g/dL 13-17')).toMatchObject({
      value: '13.5',
      unit: 'g/dL',
      flag: 'normal',
    });
    expect(one('Haemoglobin 16.2 13.0-17.0 g/dL')).toMatchObject({
      unit: 'g/dL',
      referenceRange: '13.0-17.0',
      flag: 'normal',
    });
  });

  it('picks the sex-specific band of a printed range', () => {
    const line = 'Haemoglobin 12.5 g/dL M: 13-17 F: 12-15';
    expect(one(line, ['Sex: Male'])).toMatchObject({ flag: 'low' });
    expect(one(line, ['Sex: Female'])).toMatchObject({ flag: 'normal' });
    expect(one(line)).toMatchObject({ referenceRange: 'M: 13-17 F: 12-15', flag: 'normal' });
  });

  it('converts mmol/L glucose to mg/dL for the knowledge-base range', () => {
    expect(one('Fasting Blood Sugar 7.8 mmol/L')).toMatchObject({ flag: 'high' });
  });

  it('converts a unit the knowledge base lists as another spelling (troponin in ng/mL)', () => {
    expect(one('Troponin I 0.8 ng/mL')).toMatchObject({
      value: '0.8',
      unit: 'ng/mL',
      flag: 'high',
    });
    expect(one('Troponin I 0.01 ng/mL')).toMatchObject({ flag: 'normal' });
  });

  it('skips H, L and * markers wherever the lab puts them', () => {
    expect(one('MCHC 30.7 * g/dL 31.5 - 34.5')).toMatchObject({ unit: 'g/dL', flag: 'low' });
    expect(one('Total Cholesterol 240 H mg/dL < 200')).toMatchObject({
      unit: 'mg/dL',
      flag: 'high',
    });
    expect(one('Hb 9.1 g/dL (L) 12 - 16')).toMatchObject({
      referenceRange: '12 - 16',
      flag: 'low',
    });
  });

  it('reads names holding digits and symbols', () => {
    expect(one('25 OH Vitamin D 22.4 ng/mL 30 - 100')).toMatchObject({
      test: '25-OH Vitamin D',
      flag: 'low',
    });
    expect(one('HIV 1 & 2 Antibodies Non Reactive')).toMatchObject({
      value: 'Non Reactive',
      flag: 'normal',
    });
    expect(one('Anti-HCV : Reactive')).toMatchObject({ value: 'Reactive', flag: 'high' });
    expect(one('CRP <5 mg/L < 6')).toMatchObject({ value: '<5', flag: 'normal' });
  });

  it('reads rows through several OCR slips at once', () => {
    expect(one('Red 8lood Cell C0unt 5.27 million/µL 4.50 - 5.50')).toMatchObject({
      test: 'Red Blood Cell Count',
      flag: 'normal',
    });
    expect(one('Blood 5ugar Fastin9 59 mg/dL 70-99')).toMatchObject({ value: '59', flag: 'low' });
    expect(one('Na+ l39 mmol/L 135 - 145')).toMatchObject({ value: '139', flag: 'normal' });
    expect(one('Total T3 (triiodothyronine)63 ng/dL 80-200')).toMatchObject({
      value: '63',
      flag: 'low',
    });
    expect(one('Urine ketones Negativc Negative')).toMatchObject({
      value: 'Negative',
      flag: 'normal',
    });
    expect(one('Casts Prcsent Absent', ['URINE ROUTINE'])).toMatchObject({
      value: 'Present',
      flag: 'high',
    });
  });

  it("reads '(-)' and '(+)' as results, not as notes", () => {
    expect(one('Dengue NS1 (+)')).toMatchObject({ value: '(+)', flag: 'high' });
    expect(one('HBsAg (-) Negative')).toMatchObject({ value: '(-)', flag: 'normal' });
  });

  it('tells the percentage from the absolute count by the printed unit', () => {
    expect(parseLabReport(['Neutrophils 4500 /cumm 2000 - 7000'])[0]?.test.id).toBe(
      'neutrophils_absolute',
    );
    expect(parseLabReport(['Neutrophils 62 % 40 - 80'])[0]?.test.id).toBe('neutrophils_percent');
    expect(parseLabReport(['Neutrophils 62 40 - 80'])[0]?.test.id).toBe('neutrophils_percent');
  });

  it("reads a Widal '< 1:80' as 'up to 1:80'", () => {
    expect(one('S. Typhi O 1:80 < 1:80')).toMatchObject({ flag: 'normal' });
    expect(one('S. Typhi O 1:160 < 1:80')).toMatchObject({ flag: 'high' });
  });

  it('does not read a shopping line or a patient line as a result', () => {
    expect(one('Sugar 1 kg 48.00 48.00')).toBeUndefined();
    expect(one('Age : 45 Years')).toBeUndefined();
    expect(one('Lab No. : 412233871')).toBeUndefined();
  });
});
