import type { UserInfo } from '@arogya/contracts/auth';
import type { en } from '@/i18n/en';
import { paths } from '@/lib/paths';

export type NavItem = { to: string; label: keyof typeof en.nav };

/** SPEC §2 header links, by role; the mobile menu uses the same list. */
export function headerLinks(user: UserInfo | null): NavItem[] {
  if (!user) {
    return [
      { to: paths.findDoctor, label: 'findDoctor' },
      { to: paths.analyze, label: 'analyze' },
    ];
  }
  const links: NavItem[] = [
    { to: paths.dashboard, label: 'dashboard' },
    { to: paths.assistant, label: 'assistant' },
  ];
  if (user.role === 'patient') links.push({ to: paths.findDoctor, label: 'findDoctor' });
  if (user.role === 'patient' || user.role === 'doctor') {
    links.push({ to: paths.analyze, label: 'analyze' });
  }
  return links;
}

/** SPEC §2 user-menu links (Logout is a separate action). */
export function accountLinks(user: UserInfo): NavItem[] {
  const links: NavItem[] = [
    { to: paths.dashboard, label: 'dashboard' },
    { to: paths.profile, label: 'myProfile' },
  ];
  if (user.role === 'admin') links.push({ to: paths.adminPanel, label: 'adminPanel' });
  return links;
}
