import { describe, expect, it } from 'vitest';
import { bookingDateRange, byStartAscending, isUpcoming } from './india-time';

describe('india-time', () => {
  it('counts the booking window from the India date, not the UTC one', () => {
    // 19:00 UTC on 31 Dec is 00:30 on 1 Jan in India.
    expect(bookingDateRange(new Date('2026-12-31T19:00:00Z'))).toEqual({
      min: '2027-01-01',
      max: '2027-04-01',
    });
    expect(bookingDateRange(new Date('2026-12-31T18:29:00Z')).min).toBe('2026-12-31');
  });

  it('keeps a slot upcoming until its India start, inclusive', () => {
    const nineIst = new Date('2026-03-10T03:30:00Z');
    expect(isUpcoming('2026-03-10', '09:00 AM', nineIst)).toBe(true);
    expect(isUpcoming('2026-03-10', '09:00 AM', new Date(nineIst.getTime() + 1))).toBe(false);
    // The UTC clock still says 9 March, but the 09:00 slot of 10 March is hours away.
    expect(isUpcoming('2026-03-10', '09:00 AM', new Date('2026-03-09T22:00:00Z'))).toBe(true);
    expect(isUpcoming('2026-03-09', '05:00 PM', new Date('2026-03-09T22:00:00Z'))).toBe(false);
  });

  it('orders by date, then by slot time (12 PM after 11 AM, 2 PM after 12 PM)', () => {
    const list = [
      { appointmentDate: '2026-03-10', appointmentTime: '02:00 PM' },
      { appointmentDate: '2026-03-10', appointmentTime: '12:00 PM' },
      { appointmentDate: '2026-03-09', appointmentTime: '05:00 PM' },
      { appointmentDate: '2026-03-10', appointmentTime: '11:00 AM' },
    ];
    expect([...list].sort(byStartAscending).map((a) => a.appointmentTime)).toEqual([
      '05:00 PM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
    ]);
  });
});
