import { distance } from 'fastest-levenshtein';
import { LAB_TESTS } from './knowledge/lab-tests';
import type { LabTest } from './knowledge/schema';

/** value_in_printed_unit * factor + offset = value in the test's canonical unit. */
export interface UnitConversion {
  factor: number;
  offset: number;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * The form in which units are compared: lower case, both micro signs as 'u', no spaces, no dots
 * that are not decimal points ('/cu.mm' = '/cumm'), superscripts as digits, and every spelling of
 * a power of ten as '10^n' ('x10³/µL', '10*3/uL' and OCR's '103/uL' are one key).
 */
export function unitKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/×/g, 'x')
    .replace(/\s+/g, '')
    .replace(/\.(?!\d)/g, '')
    .replace(/10([³⁶⁹])/g, (_, sup: string) => `10^${SUPERSCRIPT_DIGITS.indexOf(sup)}`)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (sup) => String(SUPERSCRIPT_DIGITS.indexOf(sup)))
    .replace(/^x(?=10)/, '')
    .replace(/^10(?:\^|\*\*?|e)?(3|6|9|12)(?=\/)/, '10^$1');
}

/** Per test: every printed spelling of each unit it may be reported in, with its conversion. */
const UNITS_BY_TEST = new Map<string, Map<string, UnitConversion>>();
/** Every unit spelling of any test: tells a unit from a stray word, and blocks fuzzy mix-ups. */
const KNOWN_UNIT_KEYS = new Set<string>();

for (const test of LAB_TESTS) {
  const units = new Map<string, UnitConversion>();
  const add = (spelling: string, conversion: UnitConversion) => {
    const key = unitKey(spelling);
    if (!units.has(key)) units.set(key, conversion);
    KNOWN_UNIT_KEYS.add(key);
  };
  if (test.unit) {
    for (const spelling of [test.unit, ...(test.unitAliases ?? [])])
      add(spelling, { factor: 1, offset: 0 });
  }
  for (const conversion of test.conversions ?? []) {
    for (const spelling of [conversion.unit, ...conversion.aliases])
      add(spelling, { factor: conversion.factor, offset: conversion.offset ?? 0 });
  }
  UNITS_BY_TEST.set(test.id, units);
}

/** Whether the text is a unit spelling some test uses. */
export function isKnownUnit(text: string): boolean {
  return KNOWN_UNIT_KEYS.has(unitKey(text));
}

/**
 * How a printed unit converts to the test's canonical unit, or undefined when the test is not
 * reported in it. One OCR slip is forgiven ('g/dI' → 'g/dL') unless the slip spells another real
 * unit ('mg/dL' is never read as 'g/dL').
 */
export function unitConversion(test: LabTest, printed: string): UnitConversion | undefined {
  const units = UNITS_BY_TEST.get(test.id);
  if (!units) return undefined;
  const key = unitKey(printed);
  const exact = units.get(key);
  if (exact || key.length < 4 || KNOWN_UNIT_KEYS.has(key)) return exact;
  const near = [...units.keys()].filter((k) => k.length >= 4 && distance(k, key) === 1);
  const conversions = new Set(near.map((k) => units.get(k)));
  return conversions.size === 1 ? [...conversions][0] : undefined;
}

/** How a printed unit converts, only when spelled exactly as the knowledge base has it. */
export function exactUnitConversion(test: LabTest, printed: string): UnitConversion | undefined {
  return UNITS_BY_TEST.get(test.id)?.get(unitKey(printed));
}

/** Converts a value printed in a unit to the test's canonical unit. */
export function toCanonical(value: number, conversion: UnitConversion): number {
  return value * conversion.factor + conversion.offset;
}

/**
 * Converts a value in the canonical unit to a printed unit (to show a range in the report's unit).
 */
export function fromCanonical(value: number, conversion: UnitConversion): number {
  return (value - conversion.offset) / conversion.factor;
}
