import { describe, expect, it } from 'vitest';
import { formatDate, formatInr, formatNumber, formatTime } from './format';

describe('format (en-IN)', () => {
  it('groups numbers in lakhs and crores', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
  });

  it('prints rupees with the ₹ sign', () => {
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(499.5)).toBe('₹499.50');
  });

  it("formats dates in India's time zone", () => {
    // 20:00 UTC on 4 March is already 5 March in India (+05:30).
    expect(formatDate('2025-03-04T20:00:00.000Z')).toBe('5 March 2025');
  });

  it('formats a time with two-digit hour and minute', () => {
    expect(formatTime('2025-03-04T03:35:00.000Z')).toMatch(/^09:05\s?am$/i);
  });
});
