import { describe, expect, it } from 'vitest';
import { flagAgainst, printedBoundsFor, readPrintedRange } from './reference-range';

describe('readPrintedRange', () => {
  it.each([
    ['13.0 - 17.0', { low: 13, high: 17 }],
    ['13-17', { low: 13, high: 17 }],
    ['4000 - 11000', { low: 4000, high: 11000 }],
    ['1,50,000 - 4,10,000', { low: 150000, high: 410000 }],
    ['(0.5 to 1.2)', { low: 0.5, high: 1.2 }],
    ['< 200', { high: 200, highExclusive: true }],
    ['<= 40', { high: 40, highExclusive: false }],
    ['Up to 40', { high: 40, highExclusive: false }],
    ['upto 0.9', { high: 0.9, highExclusive: false }],
    ['Less than 5', { high: 5, highExclusive: false }],
    ['>= 60', { low: 60, lowExclusive: false }],
    ['> 90', { low: 90, lowExclusive: true }],
  ])('reads %s', (text, bounds) => {
    expect(readPrintedRange(text)?.bounds).toEqual(bounds);
  });

  it('reads sex-specific bands in either order, with units between them', () => {
    const range = readPrintedRange('M: 13-17 F: 12-15');
    expect(range).toMatchObject({ male: { low: 13, high: 17 }, female: { low: 12, high: 15 } });
    expect(range?.bounds).toEqual({ low: 12, high: 17 });
    const reversed = readPrintedRange('Female 12.0-15.0 g/dL; Male 13.0-17.0 g/dL');
    expect(reversed).toMatchObject({ male: { low: 13, high: 17 }, female: { low: 12, high: 15 } });
    expect(printedBoundsFor(reversed!, 'female')).toEqual({ low: 12, high: 15 });
  });

  it('picks the band labelled normal among several, whether labels come before or after', () => {
    expect(readPrintedRange('Desirable: < 200 Borderline: 200-239 High: >= 240')?.bounds).toEqual({
      high: 200,
      highExclusive: true,
    });
    expect(
      readPrintedRange('Deficiency < 20 Insufficiency 20-29 Sufficiency 30-100')?.bounds,
    ).toEqual({
      low: 30,
      high: 100,
    });
    expect(readPrintedRange('Optimal < 100 Near optimal 100-129')?.bounds).toMatchObject({
      high: 100,
    });
    expect(readPrintedRange('< 5.7 Non-diabetic 5.7-6.4 Pre-diabetic')?.bounds).toMatchObject({
      high: 5.7,
    });
    expect(readPrintedRange('Pre-diabetic 5.7-6.4 Non diabetic < 5.7')?.bounds).toMatchObject({
      high: 5.7,
    });
  });

  it('ignores numbers inside units and dates', () => {
    expect(readPrintedRange('x10^3/uL')).toBeUndefined();
    expect(readPrintedRange('mL/min/1.73m2')).toBeUndefined();
    expect(readPrintedRange('12-03-2024')).toBeUndefined();
  });
});

describe('flagAgainst', () => {
  it('treats printed limits as inclusive unless written with < or >', () => {
    expect(flagAgainst(17, { low: 13, high: 17 })).toBe('normal');
    expect(flagAgainst(17.1, { low: 13, high: 17 })).toBe('high');
    expect(flagAgainst(12.9, { low: 13, high: 17 })).toBe('low');
    expect(flagAgainst(200, { high: 200, highExclusive: true })).toBe('high');
    expect(flagAgainst(5.7, { high: 5.7, highExclusive: true })).toBe('high');
    expect(flagAgainst(60, { low: 60, lowExclusive: true })).toBe('low');
    expect(flagAgainst(5, {})).toBeUndefined();
  });
});
