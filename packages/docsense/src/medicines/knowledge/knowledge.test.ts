import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BRANDS } from './brands';
import { GENERICS } from './generics';
import { DOSE_FORMS, DURATION_PATTERNS, FOOD_TIMINGS, FREQUENCIES } from './notation';
import {
  brandSchema,
  doseFormSchema,
  durationPatternSchema,
  foodTimingSchema,
  frequencyCodeSchema,
  genericSchema,
} from './schema';

const DEVANAGARI = /[\u0900-\u097F]/;
const DOSE_AMOUNT = /\d+\s?(mg|ml|tablet|tab)\b/i;
const genericIds = new Set(GENERICS.map((g) => g.id));
const brand = (name: string) => BRANDS.find((b) => b.name === name);
const frequency = (code: string) => FREQUENCIES.find((f) => f.pattern.includes(code));
const foodTiming = (code: string) => FOOD_TIMINGS.find((f) => f.pattern.includes(code));

describe('medicines knowledge: schemas', () => {
  it('every entry parses', () => {
    expect(() => z.array(genericSchema).parse(GENERICS)).not.toThrow();
    expect(() => z.array(brandSchema).parse(BRANDS)).not.toThrow();
    expect(() => z.array(frequencyCodeSchema).parse(FREQUENCIES)).not.toThrow();
    expect(() => z.array(foodTimingSchema).parse(FOOD_TIMINGS)).not.toThrow();
    expect(() => z.array(doseFormSchema).parse(DOSE_FORMS)).not.toThrow();
    expect(() => z.array(durationPatternSchema).parse(DURATION_PATTERNS)).not.toThrow();
  });
});

describe('medicines knowledge: generics', () => {
  it('has at least 220 generics with unique ids', () => {
    expect(GENERICS.length).toBeGreaterThanOrEqual(220);
    expect(genericIds.size).toBe(GENERICS.length);
  });

  it('explains every generic in Hindi (Devanagari)', () => {
    const missing = GENERICS.filter((g) => !DEVANAGARI.test(g.purposeHi)).map((g) => g.id);
    expect(missing).toEqual([]);
  });

  it('never states a dose amount in a purpose or caution', () => {
    const offenders = GENERICS.flatMap((g) =>
      [g.purpose, g.purposeHi, ...(g.cautions ?? [])]
        .filter((t) => DOSE_AMOUNT.test(t))
        .map((t) => `${g.id}: ${t}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps names and aliases unambiguous across generics', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const g of GENERICS) {
      for (const key of new Set([g.id, g.name, ...g.aliases].map((s) => s.toLowerCase()))) {
        const previous = owner.get(key);
        if (previous && previous !== g.id) clashes.push(`${key}: ${previous} / ${g.id}`);
        owner.set(key, g.id);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('medicines knowledge: brands', () => {
  it('has at least 320 brands, unique case-insensitively', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(320);
    const names = BRANDS.map((b) => b.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('maps every brand to existing generics, without repeats', () => {
    const broken = BRANDS.filter((b) => b.generics.some((id) => !genericIds.has(id))).map(
      (b) => b.name,
    );
    expect(broken).toEqual([]);
    const repeated = BRANDS.filter((b) => new Set(b.generics).size !== b.generics.length).map(
      (b) => b.name,
    );
    expect(repeated).toEqual([]);
  });

  it('gives well over 300 medicines in total', () => {
    expect(GENERICS.length + BRANDS.length).toBeGreaterThan(540);
  });

  it('knows the examples from the issue', () => {
    expect(brand('Dolo 650')).toMatchObject({
      generics: ['paracetamol'],
      strength: '650 mg',
      form: 'tablet',
    });
    expect(brand('Pan 40')?.generics).toEqual(['pantoprazole']);
    expect(brand('Augmentin 625 Duo')?.generics).toEqual(['amoxicillin', 'clavulanic_acid']);
    expect(brand('Pan-D')?.generics).toEqual(['pantoprazole', 'domperidone']);
    expect(brand('Glycomet GP 1')?.generics.sort()).toEqual(['glimepiride', 'metformin']);
    expect(brand('Montek LC')?.generics.sort()).toEqual(['levocetirizine', 'montelukast']);
  });
});

describe('medicines knowledge: notation', () => {
  it.each([
    ['1-0-1', 2],
    ['1-1-1', 3],
    ['0-0-1', 1],
    ['OD', 1],
    ['BD', 2],
    ['TDS', 3],
    ['QID', 4],
    ['HS', 1],
  ])('%s means %i time(s) a day', (code, times) => {
    const f = frequency(code);
    expect(f, code).toBeDefined();
    expect(f?.timesPerDay).toBe(times);
    expect(DEVANAGARI.test(f?.hi ?? '')).toBe(true);
  });

  it('says when dash notation is taken', () => {
    expect(frequency('1-0-1')).toMatchObject({ morning: 1, afternoon: 0, night: 1 });
    expect(frequency('0-0-1')).toMatchObject({ morning: 0, afternoon: 0, night: 1 });
    expect(frequency('HS')).toMatchObject({ night: true });
  });

  it('treats SOS as only when needed', () => {
    expect(frequency('SOS')).toMatchObject({ asNeeded: true });
    expect(frequency('SOS')?.timesPerDay).toBeUndefined();
  });

  it('never gives one written pattern two meanings', () => {
    const norm = (s: string) => s.toLowerCase().replace(/[.\s]/g, '');
    for (const list of [FREQUENCIES, FOOD_TIMINGS, DOSE_FORMS]) {
      const owner = new Map<string, number>();
      const clashes: string[] = [];
      list.forEach((entry, i) => {
        for (const key of new Set(entry.pattern.map(norm))) {
          if (owner.has(key)) clashes.push(key);
          owner.set(key, i);
        }
      });
      expect(clashes).toEqual([]);
    }
  });

  it('knows before and after food', () => {
    expect(foodTiming('AC')?.en).toBe('before food');
    expect(foodTiming('PC')?.en).toBe('after food');
    expect(foodTiming('khane ke baad')).toBe(foodTiming('PC'));
    expect(foodTiming('empty stomach')).toBeDefined();
  });

  it('knows the usual dose-form abbreviations', () => {
    const form = (abbr: string) => DOSE_FORMS.find((d) => d.pattern.includes(abbr))?.form;
    expect(form('Tab.')).toBe('tablet');
    expect(form('Cap.')).toBe('capsule');
    expect(form('Syp.')).toBe('syrup');
    expect(form('Inj.')).toBe('injection');
    expect(form('Gtt.')).toBe('drops');
  });

  it('duration patterns compile and read their own examples', () => {
    for (const p of DURATION_PATTERNS) {
      const re = new RegExp(p.source, p.flags);
      for (const ex of p.examples) {
        const m = re.exec(ex.text);
        expect(m, `${p.source} on "${ex.text}"`).not.toBeNull();
        if (ex.count !== undefined) expect(readCount(m?.[1] ?? ''), ex.text).toBe(ex.count);
      }
    }
  });

  it('the first matching duration pattern gives the right unit', () => {
    const unitOf = (text: string) =>
      DURATION_PATTERNS.find((p) => new RegExp(p.source, p.flags).test(text))?.unit;
    expect(unitOf('Tab Dolo 650 1-0-1 x 5 days')).toBe('day');
    expect(unitOf('for 2 weeks')).toBe('week');
    expect(unitOf('1/52')).toBe('week');
    expect(unitOf('x 3 months')).toBe('month');
    expect(unitOf('5 दिन')).toBe('day');
    expect(unitOf('to continue')).toBe('ongoing');
    expect(unitOf('Tab Pan 40 OD')).toBeUndefined();
  });
});

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

/** Reads a count written in ASCII digits, Devanagari digits or an English word. */
function readCount(raw: string): number {
  const ascii = raw.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return /^\d+$/.test(ascii) ? Number(ascii) : (WORDS[raw.toLowerCase()] ?? NaN);
}
