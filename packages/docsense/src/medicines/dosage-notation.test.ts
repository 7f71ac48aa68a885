import { describe, expect, it } from 'vitest';
import { readSchedule } from './dosage-notation';

describe('readSchedule: frequency', () => {
  it.each([
    ['1-0-1', 'twice a day: once in the morning and once at night'],
    ['1 - 1 - 1', 'three times a day: morning, afternoon and night'],
    ['0-0-1', 'once a day, at night'],
    ['1-O-1', 'twice a day: once in the morning and once at night'],
    ['l-0-l', 'twice a day: once in the morning and once at night'],
    ['1+0+1', 'twice a day: once in the morning and once at night'],
    ['½-0-½', 'half a tablet in the morning and half at night'],
    ['OD', 'once a day, at the same time each day'],
    ['B.D.', 'twice a day, usually morning and night'],
    ['bd', 'twice a day, usually morning and night'],
    ['TDS', 'three times a day: morning, afternoon and night'],
    ['QID', 'four times a day, spread through the day'],
    ['HS', 'once a day, at bedtime'],
    ['SOS', 'only when needed, for example for pain or fever'],
    ['once a week', 'once a week, on the same day each week'],
  ])('reads %s', (text, words) => {
    expect(readSchedule(text).frequency?.en).toBe(words);
  });

  it('reads dash notation as OCR prints it, and a code touching the duration', () => {
    expect(readSchedule('1~0~1').frequency?.slots).toEqual([1, 0, 1]);
    expect(readSchedule('1—0—1').frequency?.slots).toEqual([1, 0, 1]);
    expect(readSchedule('ODx 14 days')).toMatchObject({
      frequency: { en: 'once a day, at the same time each day' },
      duration: { count: 14, unit: 'day' },
    });
  });

  it('describes dash notation the knowledge base does not list', () => {
    expect(readSchedule('2-2-2').frequency).toMatchObject({
      en: 'three times a day: two in the morning, two in the afternoon and two at night',
      slots: [2, 2, 2],
    });
    expect(readSchedule('1-0-0-1').frequency?.en).toBe(
      'twice a day: one in the morning and one at night',
    );
  });

  it('does not read dates, strengths or English words as notation', () => {
    expect(readSchedule('Date: 12-03-2024').frequency).toBeUndefined();
    expect(readSchedule('Janumet 50/500').frequency).toBeUndefined();
    expect(readSchedule('take on empty stomach').frequency).toBeUndefined();
    expect(readSchedule('0-0-0').frequency).toBeUndefined();
  });

  it('prefers dash notation over a Latin code on the same line', () => {
    expect(readSchedule('1-0-1 BD').frequency?.slots).toEqual([1, 0, 1]);
  });
});

describe('readSchedule: dose, duration and food', () => {
  it.each([
    ['x 5 days', { count: 5, unit: 'day' }],
    ['for 1 week', { count: 1, unit: 'week' }],
    ['5 d', { count: 5, unit: 'day' }],
    ['X5d', { count: 5, unit: 'day' }],
    ['x 3 months', { count: 3, unit: 'month' }],
    ['1/52', { count: 1, unit: 'week' }],
    ['for seven days', { count: 7, unit: 'day' }],
    ['to continue', { unit: 'ongoing' }],
  ])('reads the duration %s', (text, duration) => {
    expect(readSchedule(text).duration).toEqual(duration);
  });

  it.each([
    ['1 tab', { amount: 1, unit: 'tablet' }],
    ['2 tabs', { amount: 2, unit: 'tablet' }],
    ['5 ml', { amount: 5, unit: 'ml' }],
    ['10ml', { amount: 10, unit: 'ml' }],
    ['1 tsp', { amount: 1, unit: 'teaspoon' }],
    ['2 puffs', { amount: 2, unit: 'puff' }],
    ['½ tab', { amount: 0.5, unit: 'tablet' }],
  ])('reads the dose %s', (text, dose) => {
    expect(readSchedule(text).dose).toEqual(dose);
  });

  it('does not read a strength or a pack size as a dose', () => {
    expect(readSchedule('DOLO 650 TAB').dose).toBeUndefined();
    expect(readSchedule('100ML').dose).toBeUndefined();
    expect(readSchedule('Calpol 125mg/5ml').dose).toBeUndefined();
  });

  it.each([
    ['after food', 'after food'],
    ['After Meals', 'after food'],
    ['A/F', 'after food'],
    ['AC', 'before food'],
    ['B/F', 'before food'],
    ['empty stomach', 'on an empty stomach, before eating anything'],
    ['before breakfast', 'before breakfast'],
    ['खाने के बाद', 'after food'],
  ])('reads the food timing %s', (text, words) => {
    expect(readSchedule(text).food?.en).toBe(words);
  });

  it("reads 'ac' and 'pc' only in capitals, and '5 cc' as a volume", () => {
    expect(readSchedule('ac').food).toBeUndefined();
    expect(readSchedule('5 CC TDS').food).toBeUndefined();
  });

  it('reports where the notation starts, so the name before it can be read', () => {
    const line = 'Dolo 650 1-0-1 x 5 days after food';
    expect(line.slice(0, readSchedule(line).start)).toBe('Dolo 650 ');
  });
});
