import type { UserRole } from '@arogya/contracts/common';
import type { ParseKeys } from 'i18next';
import {
  ChevronRight,
  FileText,
  MessageCircleHeart,
  Search,
  ShieldCheck,
  Stethoscope,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

type RoleLink = { to: string; title: ParseKeys; hint: ParseKeys; icon: LucideIcon };

const linksByRole: Record<UserRole, RoleLink[]> = {
  patient: [
    {
      to: paths.findDoctor,
      title: 'dashboard.patient.findDoctor',
      hint: 'dashboard.patient.findDoctorHint',
      icon: Search,
    },
    {
      to: paths.assistant,
      title: 'dashboard.patient.assistant',
      hint: 'dashboard.patient.assistantHint',
      icon: MessageCircleHeart,
    },
    {
      to: paths.analyze,
      title: 'dashboard.patient.analyzer',
      hint: 'dashboard.patient.analyzerHint',
      icon: FileText,
    },
  ],
  doctor: [
    {
      to: paths.doctorProfile,
      title: 'dashboard.doctor.editProfile',
      hint: 'dashboard.doctor.editProfileHint',
      icon: Stethoscope,
    },
    {
      to: paths.assistant,
      title: 'dashboard.doctor.assistant',
      hint: 'dashboard.doctor.assistantHint',
      icon: MessageCircleHeart,
    },
  ],
  admin: [
    {
      to: paths.adminPanel,
      title: 'dashboard.admin.panel',
      hint: 'dashboard.admin.panelHint',
      icon: ShieldCheck,
    },
    {
      to: paths.assistant,
      title: 'dashboard.admin.assistant',
      hint: 'dashboard.admin.assistantHint',
      icon: MessageCircleHeart,
    },
  ],
};

/** The role-aware shortcuts of the dashboard. */
export function RoleLinks({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3">
      {linksByRole[role].map(({ to, title, hint, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-600 hover:bg-teal-50"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{t(title)}</span>
              <span className="block text-slate-700">{t(hint)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
