import { analysisResult } from '@arogya/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { CBC_REPORT, URINE_REPORT } from './__samples__/lab-reports';
import { FEVER_PRESCRIPTION } from './__samples__/prescriptions';
import { GROCERY_BILL } from './__samples__/unknown-documents';
import { analyzeText } from './analyze-text';

describe('analyzeText', () => {
  it('explains a lab report and returns its rows', () => {
    const result = analyzeText(CBC_REPORT);
    expect(analysisResult.parse(result)).toEqual(result);
    expect(result.documentType).toBe('lab_report');
    expect(result.medicines).toEqual([]);
    expect(result.labResults[0]).toEqual({
      test: 'Haemoglobin',
      value: '11.2',
      unit: 'g/dL',
      referenceRange: '13.00 - 17.00',
      flag: 'low',
    });
    expect(result.simplifiedText).toContain('lower than the usual range');
  });

  it('gives the OCR text cleaned of noise lines as originalText', () => {
    const result = analyzeText(CBC_REPORT);
    expect(result.originalText).toContain('Haemog1obin (Photometry) 11.2 L g/dL 13.00 - 17.00');
    expect(result.originalText).not.toContain('~ ~ .');
    expect(result.originalText).not.toContain('| I .');
  });

  it('explains a prescription and returns its medicines', () => {
    const result = analyzeText(FEVER_PRESCRIPTION);
    expect(analysisResult.parse(result)).toEqual(result);
    expect(result.documentType).toBe('prescription');
    expect(result.labResults).toEqual([]);
    expect(result.medicines.map((m) => m.name)).toEqual([
      'Dolo 650',
      'Pan 40',
      'Augmentin 625',
      'Ascoril LS',
      'Montek LC',
    ]);
  });

  it('explains in Hindi when asked', () => {
    const result = analyzeText(URINE_REPORT, { language: 'hi-IN' });
    expect(result.simplifiedText).toMatch(/^यह एक लैब रिपोर्ट लगती है।/);
    // Structured fields stay as printed, whatever the language.
    expect(result.labResults.find((r) => r.test === 'Nitrite')).toMatchObject({
      value: 'Positive',
      flag: 'high',
    });
  });

  it('says politely that a bill is not a report, and what to upload instead', () => {
    const result = analyzeText(GROCERY_BILL);
    expect(result).toMatchObject({ documentType: 'unknown', labResults: [], medicines: [] });
    expect(result.simplifiedText).toBe(
      'This does not look like a lab report or a prescription, so we cannot explain it. Please upload a clear photo of a printed lab report (for example blood or urine test results) or a typed prescription, with the whole page flat and in good light.',
    );
    expect(analyzeText(GROCERY_BILL, { language: 'hi-IN' }).simplifiedText).toMatch(
      /^यह लैब रिपोर्ट या डॉक्टर की पर्ची जैसा नहीं लगता/,
    );
  });

  it('returns a valid unknown result for empty, blank and garbage input', () => {
    const empty = analyzeText('');
    expect(analysisResult.parse(empty)).toEqual(empty);
    expect(empty).toMatchObject({ documentType: 'unknown', originalText: '' });
    expect(empty.simplifiedText).toMatch(/^We could not read any text in this image\./);

    const garbage = Array.from(
      { length: 20_000 },
      (_, i) => `#@${i % 97}~|${'x'.repeat(i % 40)}`,
    ).join('\n');
    const result = analyzeText(garbage);
    expect(analysisResult.parse(result)).toEqual(result);
    expect(result.documentType).toBe('unknown');
    expect(analyzeText('\u0000\u0001'.repeat(1000)).documentType).toBe('unknown');
    expect(analyzeText('a'.repeat(1_000_000)).documentType).toBe('unknown');
  });

  it('tolerates a value that is not a string at run time', () => {
    expect(analyzeText(undefined as unknown as string).documentType).toBe('unknown');
  });
});

describe('numbers a body cannot have', () => {
  it('drops a value whose decimal point was lost, rather than calling it high', () => {
    const result = analyzeText(
      [
        'LIVER FUNCTION TEST',
        'Total Bilirubin 0.47 mg/dL 0-1.20',
        'SGOT 49 U/L <40',
        'Serum Albumin 44 g/dL 3.5-5.2',
        'Total Protein 7.0 g/dL 6.4-8.3',
      ].join('\n'),
    );
    expect(result.documentType).toBe('lab_report');
    expect(result.labResults.map((r) => r.test)).not.toContain('Albumin');
    expect(result.labResults.find((r) => r.value === '44')).toBeUndefined();
    expect(result.labResults.find((r) => r.value === '49')?.flag).toBe('high');
  });
});
