import { describe, expect, it } from 'vitest';
import { undoOcrSlips } from './ocr-slips';

describe('undoOcrSlips', () => {
  it.each([
    ['Dol0 650 1-0-1', 'Dolo 650 1-0-1'],
    ['Pan-4O 1-0-0', 'Pan 40 1-0-0'],
    ['0mez 20', 'omez 20'],
    ['8ecosules', 'becosules'],
    ['Ibu9esic Plus', 'Ibugesic Plus'],
    ['Glycomet GP 1 8D', 'Glycomet GP 1 BD'],
    ['5OS x 3 days', 'SOS x 3 days'],
    ['TD5', 'TDS'],
  ])('reads %s as %s', (slipped, meant) => {
    expect(undoOcrSlips(slipped)).toBe(meant);
  });

  it('leaves real names, units and notation alone', () => {
    expect(undoOcrSlips('O2 1-0-1 x 5 days')).toBe('O2 1-0-1 x 5 days');
    expect(undoOcrSlips('Uprise D3 60K 5ml B12')).toBe('Uprise D3 60K 5ml B12');
  });
});
