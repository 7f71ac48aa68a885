import { describe, expect, it } from 'vitest';
import * as LAB from '../__samples__/lab-reports';
import * as RX from '../__samples__/prescriptions';
import * as OTHER from '../__samples__/unknown-documents';
import { classifyDocument, decideDocumentType } from './classify-document';
import type { DocumentEvidence } from './classify-document';

describe('classifyDocument', () => {
  it.each(Object.entries(LAB))('reads %s as a lab report', (_, text) => {
    expect(classifyDocument(text)).toBe('lab_report');
  });

  it.each([
    ['FEVER_PRESCRIPTION', RX.FEVER_PRESCRIPTION],
    ['CHRONIC_PRESCRIPTION', RX.CHRONIC_PRESCRIPTION],
    ['MULTILINE_PRESCRIPTION', RX.MULTILINE_PRESCRIPTION],
  ])('reads %s as a prescription', (_, text) => {
    expect(classifyDocument(text)).toBe('prescription');
  });

  it.each([
    ['a pharmacy bill', RX.PHARMACY_BILL],
    ['a grocery bill', OTHER.GROCERY_BILL],
    ['a restaurant bill', OTHER.RESTAURANT_BILL],
    ['a letter', OTHER.LEAVE_LETTER],
    ['a landscape photo', OTHER.LANDSCAPE_PHOTO],
    ["a lab's invoice", OTHER.LAB_INVOICE],
    ['empty text', ''],
  ])('reads %s as unknown', (_, text) => {
    expect(classifyDocument(text)).toBe('unknown');
  });

  it('reads a short card-test report and a two-line prescription', () => {
    expect(classifyDocument('SEROLOGY\nDengue NS1 Antigen : Positive\nDengue IgM : Negative')).toBe(
      'lab_report',
    );
    expect(classifyDocument('Rx\nTab Azithral 500 1-0-0 x 3 days')).toBe('prescription');
  });
});

describe('decideDocumentType', () => {
  const none: DocumentEvidence = {
    labRows: 0,
    confirmedLabRows: 0,
    medicines: 0,
    scheduledMedicines: 0,
    hasRxSign: false,
    labWords: 0,
    prescriptionWords: 0,
    billWords: 0,
  };

  it('needs more than one weak clue', () => {
    expect(decideDocumentType({ ...none, labRows: 1 })).toBe('unknown');
    expect(decideDocumentType({ ...none, medicines: 2 })).toBe('unknown');
  });

  it('lets bill words outweigh medicine names without notation', () => {
    const bill = { ...none, medicines: 3, hasRxSign: true, billWords: 5 };
    expect(decideDocumentType(bill)).toBe('unknown');
    expect(decideDocumentType({ ...bill, billWords: 1, scheduledMedicines: 3 })).toBe(
      'prescription',
    );
  });

  it('chooses the stronger kind when both appear', () => {
    const both = { ...none, labRows: 6, confirmedLabRows: 6, medicines: 1, scheduledMedicines: 1 };
    expect(decideDocumentType(both)).toBe('lab_report');
  });
});
