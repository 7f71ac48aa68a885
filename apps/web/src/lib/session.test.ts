import { describe, expect, it } from 'vitest';
import { firstName } from './session';

describe('firstName', () => {
  it('greets by the first given name, past an honorific', () => {
    expect(firstName('Priya Sharma')).toBe('Priya');
    expect(firstName('Dr. Arjun Mehta')).toBe('Arjun');
    expect(firstName('  dr Kavita Iyer ')).toBe('Kavita');
    expect(firstName('Madhu')).toBe('Madhu');
  });
});
