import type { UserInfo } from '@arogya/contracts/auth';
import type { UserRole } from '@arogya/contracts/common';

export function makeUser(role: UserRole = 'patient', overrides: Partial<UserInfo> = {}): UserInfo {
  const names: Record<UserRole, string> = {
    patient: 'Priya Sharma',
    doctor: 'Arjun Menon',
    admin: 'Kavya Reddy',
  };
  return {
    _id: `id-${role}`,
    name: names[role],
    email: `${role}@example.in`,
    role,
    token: `token-${role}`,
    ...overrides,
  };
}

/** A fetch Response with a JSON body, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
