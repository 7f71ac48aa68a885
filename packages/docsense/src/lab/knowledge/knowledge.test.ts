import { describe, expect, it } from 'vitest';
import { LAB_TESTS, SHARED_ALIASES, aliasKey } from './lab-tests';
import { labTest } from './schema';
import type { LabTest } from './schema';

const byId = new Map(LAB_TESTS.map((t) => [t.id, t]));

function get(id: string): LabTest {
  const test = byId.get(id);
  if (!test) throw new Error(`no test ${id}`);
  return test;
}

/** Converts a value printed in `unit` to the test's canonical unit, or undefined if the unit is unknown. */
function toCanonical(test: LabTest, value: number, unit: string): number | undefined {
  const key = aliasKey(unit);
  if (test.unit && [test.unit, ...(test.unitAliases ?? [])].some((u) => aliasKey(u) === key))
    return value;
  const conversion = test.conversions?.find((c) =>
    [c.unit, ...c.aliases].some((u) => aliasKey(u) === key),
  );
  return conversion ? value * conversion.factor + (conversion.offset ?? 0) : undefined;
}

function bounds(test: LabTest): number[] {
  const r = test.range ?? {};
  return [r.low, r.high, r.male?.low, r.male?.high, r.female?.low, r.female?.high].filter(
    (n): n is number => n !== undefined,
  );
}

const hasLow = (t: LabTest) =>
  [t.range?.low, t.range?.male?.low, t.range?.female?.low].some((n) => n !== undefined);
const hasHigh = (t: LabTest) =>
  [t.range?.high, t.range?.male?.high, t.range?.female?.high].some((n) => n !== undefined);

function meanings(t: LabTest): { en: string[]; hi: string[] } {
  const en = [t.meaningHigh, t.meaningLow, t.meaningAbnormal].filter((m): m is string => !!m);
  const hi = [t.hi.meaningHigh, t.hi.meaningLow, t.hi.meaningAbnormal].filter(
    (m): m is string => !!m,
  );
  return { en, hi };
}

/** Sentences in a text: ends of '.', '!', '?' or the Devanagari danda '।'. */
const sentences = (text: string) => text.split(/(?<=[.!?।])\s+/).filter((p) => p.trim()).length;

const DEVANAGARI = /[\u0900-\u097F]/;
const DOSE = /\d+\s?(mg|ml|tablet|tab)\b/i;
const CERTAINTY_EN =
  /\byou have\b|\byou are suffering\b|\bdefinitely\b|\bcertainly\b|\bconfirms?\b|\bproves?\b|\bdiagnosed with\b/i;
const CERTAINTY_HI = /निश्चित रूप से|पक्का|आपको .* बीमारी है/;

describe('lab knowledge base', () => {
  it('parses every entry with the schema', () => {
    for (const test of LAB_TESTS) {
      const parsed = labTest.safeParse(test);
      expect(parsed.success, `${test.id}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('holds at least 70 tests with unique snake_case ids', () => {
    expect(LAB_TESTS.length).toBeGreaterThanOrEqual(70);
    const ids = LAB_TESTS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers the tests the issue names', () => {
    const required = [
      'haemoglobin',
      'rbc_count',
      'pcv',
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
      'neutrophils_absolute',
      'lymphocytes_absolute',
      'eosinophils_absolute',
      'platelet_count',
      'mpv',
      'esr',
      'fbs',
      'ppbs',
      'rbs',
      'hba1c',
      'estimated_average_glucose',
      'total_cholesterol',
      'triglycerides',
      'hdl_cholesterol',
      'ldl_cholesterol',
      'vldl_cholesterol',
      'total_hdl_ratio',
      'bilirubin_total',
      'bilirubin_direct',
      'bilirubin_indirect',
      'sgot_ast',
      'sgpt_alt',
      'alkaline_phosphatase',
      'ggt',
      'total_protein',
      'albumin',
      'globulin',
      'ag_ratio',
      'urea',
      'bun',
      'creatinine',
      'uric_acid',
      'egfr',
      'sodium',
      'potassium',
      'chloride',
      'calcium',
      'phosphorus',
      'magnesium',
      't3_total',
      't4_total',
      'tsh',
      'free_t3',
      'free_t4',
      'vitamin_d',
      'vitamin_b12',
      'folate',
      'serum_iron',
      'tibc',
      'transferrin_saturation',
      'ferritin',
      'urine_ph',
      'urine_specific_gravity',
      'urine_protein',
      'urine_sugar',
      'urine_ketones',
      'urine_pus_cells',
      'urine_rbc',
      'urine_epithelial_cells',
      'urine_casts',
      'urine_crystals',
      'urine_bacteria',
      'urine_bilirubin',
      'urine_urobilinogen',
      'dengue_ns1',
      'dengue_igm',
      'dengue_igg',
      'widal_typhi_o',
      'widal_typhi_h',
      'malaria_antigen',
      'malaria_parasite_smear',
      'crp',
      'hbsag',
      'hiv_screening',
      'anti_hcv',
      'vdrl',
      'typhidot_igm',
      'troponin_i',
      'prothrombin_time',
      'inr',
      'amylase',
      'lipase',
      'psa_total',
    ];
    expect(required.filter((id) => !byId.has(id))).toEqual([]);
  });

  it('gives every alias to one test, except the documented shared ones', () => {
    const owners = new Map<string, Set<string>>();
    const repeated: string[] = [];
    for (const test of LAB_TESTS) {
      const keys = test.aliases.map(aliasKey);
      expect(
        keys.every((k) => k.length > 0),
        test.id,
      ).toBe(true);
      repeated.push(...keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${test.id}: ${k}`));
      for (const key of keys) owners.set(key, (owners.get(key) ?? new Set()).add(test.id));
    }
    expect(repeated, 'aliases repeated within a test').toEqual([]);
    const shared = [...owners].filter(([, ids]) => ids.size > 1);
    const undocumented = shared
      .filter(([key]) => !SHARED_ALIASES[key])
      .map(([key, ids]) => `${key}: ${[...ids].join(', ')}`);
    expect(undocumented).toEqual([]);
    for (const [key, ids] of shared)
      expect([...ids].sort(), key).toEqual([...(SHARED_ALIASES[key]?.ids ?? [])].sort());
    for (const [key, entry] of Object.entries(SHARED_ALIASES)) {
      expect(aliasKey(key), 'keys are in aliasKey form').toBe(key);
      expect(owners.get(key)?.size ?? 0, `${key} is listed as shared but is not`).toBeGreaterThan(
        1,
      );
      expect(entry.reason.length).toBeGreaterThan(0);
    }
  });

  it('matches the most common printed names', () => {
    const owner = (alias: string) =>
      LAB_TESTS.filter((t) => t.aliases.some((a) => aliasKey(a) === aliasKey(alias))).map(
        (t) => t.id,
      );
    expect(owner('Hb')).toEqual(['haemoglobin']);
    expect(owner('HAEMOGLOBIN (Hb)')).toEqual(['haemoglobin']);
    expect(owner('sgpt (alt)')).toEqual(['sgpt_alt']);
    expect(owner('SGOT')).toEqual(['sgot_ast']);
    expect(owner('PCV')).toEqual(['pcv']);
    expect(owner('TLC')).toEqual(['tlc']);
    expect(owner('uIU/ml')).toEqual([]);
    expect(owner('  Platelet Count ')).toEqual(['platelet_count']);
  });

  it('keeps every unit spelling of a test unambiguous', () => {
    const dupes: string[] = [];
    for (const test of LAB_TESTS) {
      const spellings = [
        test.unit,
        ...(test.unitAliases ?? []),
        ...(test.conversions ?? []).flatMap((c) => [c.unit, ...c.aliases]),
      ]
        .filter((u): u is string => u !== undefined)
        .map(aliasKey);
      expect(
        spellings.every((s) => s.length > 0),
        test.id,
      ).toBe(true);
      dupes.push(
        ...spellings.filter((s, i) => spellings.indexOf(s) !== i).map((s) => `${test.id}: ${s}`),
      );
    }
    expect(dupes).toEqual([]);
  });

  it('gives quantitative tests a unit, a range, matching meanings and plausible bounds', () => {
    for (const test of LAB_TESTS.filter((t) => t.kind === 'quantitative')) {
      expect(test.unit, test.id).toMatch(/\S/);
      expect(
        test.range?.low !== undefined || test.range?.high !== undefined,
        `${test.id} overall range`,
      ).toBe(true);
      for (const b of [test.range, test.range?.male, test.range?.female]) {
        if (b?.low !== undefined && b.high !== undefined)
          expect(b.low, test.id).toBeLessThan(b.high);
      }
      expect(!!test.meaningLow, `${test.id} meaningLow`).toBe(hasLow(test));
      expect(!!test.hi.meaningLow, `${test.id} hi.meaningLow`).toBe(hasLow(test));
      expect(!!test.meaningHigh, `${test.id} meaningHigh`).toBe(hasHigh(test));
      expect(!!test.hi.meaningHigh, `${test.id} hi.meaningHigh`).toBe(hasHigh(test));
      for (const b of bounds(test)) {
        expect(b, `${test.id} range inside plausible`).toBeGreaterThanOrEqual(test.plausible.min);
        expect(b, `${test.id} range inside plausible`).toBeLessThanOrEqual(test.plausible.max);
      }
    }
  });

  it('gives qualitative tests result words and an abnormal meaning', () => {
    for (const test of LAB_TESTS.filter((t) => t.kind === 'qualitative')) {
      expect(test.qualitative?.normal.length, test.id).toBeGreaterThan(0);
      expect(test.qualitative?.abnormal.length, test.id).toBeGreaterThan(0);
      expect(test.meaningAbnormal, test.id).toMatch(/\S/);
      expect(test.hi.meaningAbnormal, test.id).toMatch(/\S/);
    }
    for (const test of LAB_TESTS.filter((t) => t.qualitative)) {
      const normal = new Set(test.qualitative?.normal.map(aliasKey));
      const overlap = test.qualitative?.abnormal.map(aliasKey).filter((w) => normal.has(w));
      expect(overlap, `${test.id} words both normal and abnormal`).toEqual([]);
    }
  });

  it('understands Positive/Negative and Reactive/Non-reactive results', () => {
    const words = (id: string) => get(id).qualitative;
    expect(words('hbsag')?.normal).toContain('non-reactive');
    expect(words('hbsag')?.abnormal).toContain('reactive');
    expect(words('dengue_ns1')?.abnormal).toContain('positive');
    expect(words('dengue_ns1')?.normal).toContain('negative');
    expect(words('urine_sugar')?.normal).toContain('nil');
    expect(words('urine_protein')?.abnormal).toEqual(
      expect.arrayContaining(['trace', '+', '++', '+++']),
    );
  });

  it('names every test in Hindi (Devanagari) with Hindi meanings', () => {
    for (const test of LAB_TESTS) {
      expect(test.hi.name, test.id).toMatch(DEVANAGARI);
      for (const m of meanings(test).hi) expect(m, test.id).toMatch(DEVANAGARI);
    }
  });

  it('converts units to the canonical unit', () => {
    expect(toCanonical(get('platelet_count'), 1.5, 'lakhs/cumm')).toBeCloseTo(150000, 6);
    expect(toCanonical(get('platelet_count'), 2.5, 'Lakh/cumm')).toBeCloseTo(250000, 6);
    expect(toCanonical(get('platelet_count'), 150, '10^3/µL')).toBeCloseTo(150000, 6);
    expect(toCanonical(get('platelet_count'), 150000, '/cumm')).toBe(150000);
    expect(toCanonical(get('tlc'), 7.5, 'x10^3/uL')).toBeCloseTo(7500, 6);
    expect(toCanonical(get('tlc'), 7.5, '10^9/L')).toBeCloseTo(7500, 6);
    expect(toCanonical(get('fbs'), 5.5, 'mmol/L')).toBeCloseTo(99, 0);
    expect(toCanonical(get('creatinine'), 88.4, 'µmol/L')).toBeCloseTo(1, 6);
    expect(toCanonical(get('creatinine'), 88.4, 'umol/l')).toBeCloseTo(1, 6);
    expect(toCanonical(get('haemoglobin'), 135, 'g/L')).toBeCloseTo(13.5, 6);
    expect(toCanonical(get('haemoglobin'), 13.5, 'gm%')).toBe(13.5);
    expect(toCanonical(get('hba1c'), 48, 'mmol/mol')).toBeCloseTo(6.5, 1);
    expect(toCanonical(get('total_cholesterol'), 5.17, 'mmol/L')).toBeCloseTo(200, 0);
    expect(toCanonical(get('vitamin_d'), 75, 'nmol/L')).toBeCloseTo(30, 0);
    expect(toCanonical(get('tsh'), 2.1, 'µIU/mL')).toBe(2.1);
    expect(toCanonical(get('troponin_i'), 0.04, 'ng/mL')).toBeCloseTo(40, 6);
  });

  it('explains kindly, without doses or certainty', () => {
    for (const test of LAB_TESTS) {
      const { en, hi } = meanings(test);
      expect(en.length, test.id).toBeGreaterThan(0);
      for (const m of en) {
        expect(m, test.id).not.toMatch(DOSE);
        expect(m, test.id).not.toMatch(CERTAINTY_EN);
        expect(m.length, `${test.id} meaning is short`).toBeLessThanOrEqual(320);
        expect(sentences(m), `${test.id} meaning is one or two sentences`).toBeLessThanOrEqual(2);
        expect(m, `${test.id} English meaning`).not.toMatch(DEVANAGARI);
      }
      for (const m of hi) {
        expect(
          sentences(m),
          `${test.id} Hindi meaning is one or two sentences`,
        ).toBeLessThanOrEqual(2);
        expect(m, test.id).not.toMatch(DOSE);
        expect(m, test.id).not.toMatch(CERTAINTY_HI);
      }
    }
  });

  it('warns that a single Widal is often misleading', () => {
    for (const id of [
      'widal_typhi_o',
      'widal_typhi_h',
      'widal_paratyphi_ah',
      'widal_paratyphi_bh',
    ]) {
      const test = get(id);
      expect(test.unit).toBe('titre');
      expect(test.range?.high).toBe(80);
      expect(test.meaningHigh).toMatch(/single Widal.*misleading/);
    }
  });
});
