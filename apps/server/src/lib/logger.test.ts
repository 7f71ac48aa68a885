import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger';

describe('maskUrl', () => {
  it('hides the token of a password reset path', () => {
    expect(maskUrl('/api/auth/reset-password/abcDEF_123-xyz?x=1')).toBe(
      '/api/auth/reset-password/[redacted]?x=1',
    );
  });
  it('leaves other paths alone', () => {
    expect(maskUrl('/api/users/profile/me')).toBe('/api/users/profile/me');
  });
});
