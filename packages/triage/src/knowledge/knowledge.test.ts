import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './conditions';
import { EMERGENCY_RULES } from './emergency-rules';
import { FOLLOW_UP_QUESTIONS } from './follow-ups';
import {
  conditionSchema,
  emergencyRuleSchema,
  followUpSchema,
  symptomSchema,
  type EmergencyRule,
} from './schema';
import { SYMPTOMS } from './symptoms';
import { TRANSLATIONS } from './translations/all';

const symptomIds = new Set(SYMPTOMS.map((s) => s.id));
const DOSE = /\d+\s?(mg|mcg|ml|tablet|tablets|tab|tabs|g|iu|units?)\b/i;
const ruleIds = (r: EmergencyRule) => [...(r.allOf ?? []), ...(r.anyOf ?? [])];

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('knowledge base schemas', () => {
  it('parses every symptom, condition, rule and follow-up', () => {
    for (const s of SYMPTOMS) expect(() => symptomSchema.parse(s), s.id).not.toThrow();
    for (const c of CONDITIONS) expect(() => conditionSchema.parse(c), c.id).not.toThrow();
    for (const r of EMERGENCY_RULES) expect(() => emergencyRuleSchema.parse(r), r.id).not.toThrow();
    for (const f of FOLLOW_UP_QUESTIONS)
      expect(() => followUpSchema.parse(f), f.forSymptomId).not.toThrow();
  });

  it('has enough entries', () => {
    expect(SYMPTOMS.length).toBeGreaterThanOrEqual(160);
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(85);
    expect(EMERGENCY_RULES.length).toBeGreaterThanOrEqual(25);
    expect(FOLLOW_UP_QUESTIONS.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps ids unique', () => {
    expect(duplicates(SYMPTOMS.map((s) => s.id))).toEqual([]);
    expect(duplicates(CONDITIONS.map((c) => c.id))).toEqual([]);
    expect(duplicates(EMERGENCY_RULES.map((r) => r.id))).toEqual([]);
    expect(duplicates(FOLLOW_UP_QUESTIONS.map((f) => f.forSymptomId))).toEqual([]);
  });
});

describe('references', () => {
  it('only references symptoms that exist', () => {
    const missing: string[] = [];
    const check = (where: string, id: string) => {
      if (!symptomIds.has(id)) missing.push(`${where} -> ${id}`);
    };
    for (const c of CONDITIONS) {
      for (const s of c.symptoms) check(`condition ${c.id}`, s.symptomId);
      for (const id of c.redFlags) check(`condition ${c.id} redFlags`, id);
    }
    for (const r of EMERGENCY_RULES) for (const id of ruleIds(r)) check(`rule ${r.id}`, id);
    for (const f of FOLLOW_UP_QUESTIONS) {
      check('follow-up', f.forSymptomId);
      for (const id of f.askSymptomIds) check(`follow-up ${f.forSymptomId}`, id);
    }
    expect(missing).toEqual([]);
  });

  it('does not list a symptom twice within a condition', () => {
    for (const c of CONDITIONS)
      expect(duplicates(c.symptoms.map((s) => s.symptomId)), c.id).toEqual([]);
  });

  it('gives every follow-up question an askAbout text', () => {
    for (const f of FOLLOW_UP_QUESTIONS) {
      for (const id of f.askSymptomIds) {
        expect(SYMPTOMS.find((s) => s.id === id)?.askAbout, id).toMatch(/\?$/);
      }
    }
  });
});

describe('conditions', () => {
  it('each has ≥3 symptoms, an https source, self-care unless emergency, and a warning sign', () => {
    for (const c of CONDITIONS) {
      expect(c.symptoms.length, c.id).toBeGreaterThanOrEqual(3);
      expect(
        c.sources.some((s) => s.url.startsWith('https://')),
        c.id,
      ).toBe(true);
      if (c.triageLevel !== 'emergency') expect(c.selfCare.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.warningSigns.length, c.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('never gives a medicine dose', () => {
    for (const c of CONDITIONS) {
      for (const text of [...c.selfCare, ...c.warningSigns]) expect(text, c.id).not.toMatch(DOSE);
    }
    for (const r of EMERGENCY_RULES) expect(r.message, r.id).not.toMatch(DOSE);
  });

  it('covers every condition named in the issue', () => {
    const ids = new Set(CONDITIONS.map((c) => c.id));
    const required = [
      'dengue',
      'malaria',
      'typhoid',
      'chikungunya',
      'tuberculosis',
      'hepatitis_a',
      'hepatitis_e',
      'gastroenteritis',
      'dehydration',
      'heat_stroke',
      'snake_bite',
      'dog_bite_rabies',
      'urinary_tract_infection',
      'kidney_stones',
      'appendicitis',
      'asthma',
      'pneumonia',
      'copd',
      'heart_attack',
      'stroke',
      'hypertension',
      'hypoglycaemia',
      'diabetic_ketoacidosis',
      'migraine',
      'iron_deficiency_anaemia',
      'hypothyroidism',
      'hyperthyroidism',
      'cellulitis',
      'scabies',
      'conjunctivitis',
      'otitis_media',
      'depression',
      'anxiety_disorder',
      'bleeding_in_pregnancy',
      'pre_eclampsia',
      'childhood_fever',
    ];
    expect(required.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps every symptom weight between 0.1 and 1', () => {
    for (const c of CONDITIONS)
      for (const s of c.symptoms)
        expect(s.weight, `${c.id}.${s.symptomId}`).toBeGreaterThanOrEqual(0.1);
  });

  it('matches dengue to its classic picture', () => {
    const dengue = CONDITIONS.find((c) => c.id === 'dengue');
    const weight = (id: string) => dengue?.symptoms.find((s) => s.symptomId === id)?.weight ?? 0;
    expect(weight('pain_behind_eyes')).toBeGreaterThanOrEqual(0.7);
    expect(weight('high_fever')).toBeGreaterThanOrEqual(0.8);
    expect(dengue?.redFlags).toEqual(
      expect.arrayContaining(['unusual_bleeding', 'persistent_vomiting', 'severe_abdominal_pain']),
    );
  });
});

describe('emergencies', () => {
  const emergencyRuleIds = new Set(
    EMERGENCY_RULES.filter((r) => r.level === 'emergency').flatMap((r) => ruleIds(r)),
  );
  const emergencyFlagIds = new Set(
    SYMPTOMS.filter((s) => s.redFlag?.level === 'emergency').map((s) => s.id),
  );
  const named: Record<string, string[]> = {
    'heart attack': ['chest_pain_radiating', 'chest_tightness'],
    stroke: ['face_drooping', 'one_sided_weakness', 'slurred_speech'],
    'snake bite': ['snake_bite'],
    'heavy bleeding in pregnancy': ['heavy_bleeding_pregnancy'],
    seizure: ['seizure'],
    'breathing difficulty': ['severe_breathing_difficulty'],
    'suicidal thoughts': ['suicidal_thoughts'],
    'very sick infant': ['infant_not_feeding', 'infant_lethargic'],
  };

  for (const [name, ids] of Object.entries(named)) {
    it(`escalates ${name} to emergency`, () => {
      for (const id of ids) {
        expect(symptomIds.has(id), id).toBe(true);
        expect(emergencyRuleIds.has(id) || emergencyFlagIds.has(id), id).toBe(true);
      }
    });
  }

  it('sends suicidal thoughts to Tele-MANAS 14416', () => {
    const rule = EMERGENCY_RULES.find((r) => ruleIds(r).includes('suicidal_thoughts'));
    expect(rule?.level).toBe('emergency');
    expect(rule?.helpline).toBe('14416');
    expect(rule?.message).toMatch(/14416/);
    expect(SYMPTOMS.find((s) => s.id === 'suicidal_thoughts')?.redFlag?.reason).toMatch(/14416/);
  });

  it('escalates the combinations named in the issue', () => {
    const has = (all: string[], level: 'emergency' | 'urgent' = 'emergency') =>
      EMERGENCY_RULES.some((r) => r.level === level && all.every((id) => ruleIds(r).includes(id)));
    expect(has(['fever', 'stiff_neck'])).toBe(true);
    expect(has(['chest_pain', 'sweating'])).toBe(true);
    expect(has(['headache', 'one_sided_weakness'])).toBe(true);
    expect(
      EMERGENCY_RULES.some((r) => ruleIds(r).includes('fever') && (r.maxAgeMonths ?? 99) < 3),
    ).toBe(true);
  });

  it('points every emergency rule at a helpline or tells the person to go now', () => {
    for (const r of EMERGENCY_RULES.filter((x) => x.level === 'emergency')) {
      expect(r.message, r.id).toMatch(/108|112|14416|hospital|emergency/i);
    }
  });
});

describe('symptom language', () => {
  it('uses only ASCII in hinglish lists and gives every symptom some hinglish', () => {
    for (const s of SYMPTOMS) {
      expect(s.hinglish.length, s.id).toBeGreaterThanOrEqual(1);
      for (const h of s.hinglish) expect(h, s.id).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it('recognises the must-have Hinglish phrases', () => {
    const all = new Set(SYMPTOMS.flatMap((s) => s.hinglish.map((h) => h.toLowerCase())));
    const mustHave = [
      'sir dard',
      'bukhar',
      'pet me dard',
      'saans lene me taklif',
      'ulti',
      'dast',
      'khansi',
      'chakkar',
      'seene me dard',
      'kamzori',
    ];
    expect(mustHave.filter((p) => !all.has(p))).toEqual([]);
  });

  it('does not give the same phrase to two different symptoms', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of SYMPTOMS) {
      // Every Latin-letter form: English, Hinglish and each language typed in Latin letters.
      const romanized = Object.values(TRANSLATIONS).flatMap((t) => t.romanized?.[s.id] ?? []);
      for (const phrase of new Set(
        [...s.hinglish, ...s.synonymsEn, ...romanized].map((p) => p.toLowerCase().trim()),
      )) {
        const prev = owner.get(phrase);
        if (prev && prev !== s.id) clashes.push(`${phrase}: ${prev} / ${s.id}`);
        owner.set(phrase, s.id);
      }
    }
    expect(clashes).toEqual([]);
  });
});
