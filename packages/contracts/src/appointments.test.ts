import { describe, expect, it } from 'vitest';
import { addDays, indiaToday, slotStartsAt } from './appointments';

describe('India time', () => {
  it('places a slot at its wall-clock time in India', () => {
    expect(slotStartsAt('2026-11-22', '09:00 AM').toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(slotStartsAt('2026-11-22', '12:00 PM').toISOString()).toBe('2026-11-22T06:30:00.000Z');
    expect(slotStartsAt('2026-11-22', '05:00 PM').toISOString()).toBe('2026-11-22T11:30:00.000Z');
  });

  it("knows India's date just after midnight IST, while UTC is still on the day before", () => {
    expect(indiaToday(new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
    expect(indiaToday(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-11-22', 90)).toBe('2027-02-20');
  });
});
