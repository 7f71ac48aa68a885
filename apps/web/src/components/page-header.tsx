import type { ReactNode } from 'react';

/** The title block every page starts with; the h1 of the page. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-8 space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-2xl text-lg text-slate-700">{subtitle}</p>}
    </header>
  );
}
