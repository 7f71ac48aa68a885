import { describe, expect, it } from 'vitest';
import { buildIcs, icsText, icsUtc } from './ics';
import { appointmentStart } from './india-time';

const event = {
  uid: 'a1@arogya',
  // 10 March 2026, 09:00 in India.
  start: appointmentStart('2026-03-10', '09:00 AM'),
  durationMinutes: 30,
  summary: 'Consultation with Dr. Kavya Raman (Cardiologist)',
  stamp: new Date('2026-03-01T10:00:00Z'),
};

describe('buildIcs', () => {
  it('writes the India start as the right UTC instant, and the end 30 minutes later', () => {
    const ics = buildIcs(event);
    expect(ics).toContain('DTSTART:20260310T033000Z\r\n');
    expect(ics).toContain('DTEND:20260310T040000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260301T100000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('crosses midnight correctly for an early slot (05:30 ahead of UTC)', () => {
    expect(icsUtc(appointmentStart('2026-03-10', '12:00 PM'))).toBe('20260310T063000Z');
    // Midnight-to-05:30 India times fall on the previous UTC day.
    expect(icsUtc(new Date('2026-03-10T02:00:00+05:30'))).toBe('20260309T203000Z');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const ics = buildIcs({ ...event, description: 'स्वास्थ्य '.repeat(20) });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'स्वास्थ्य '.repeat(20)}`);
  });
});
