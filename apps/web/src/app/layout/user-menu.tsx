import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { UserInfo } from '@arogya/contracts/auth';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '@/lib/session';
import { accountLinks } from './nav-items';
import { useLogoutAndLeave } from './use-logout';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-base text-slate-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

/** The desktop account menu: first name on the trigger, SPEC §2 items inside. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logoutAndLeave = useLogoutAndLeave();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-50">
        <UserRound aria-hidden="true" className="size-5 text-teal-700" />
        <span className="max-w-[10rem] truncate">{firstName(user.name)}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="sr-only">{t('nav.signedInAs')} </span>
            <span className="block truncate font-semibold text-slate-900">{user.name}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinks(user).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{t(`nav.${link.label}`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logoutAndLeave()}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
