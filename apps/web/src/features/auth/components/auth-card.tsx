import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { Card } from '@/components/ui/card';

/** The centred card all sign-in screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageContainer narrow>
      <Card className="space-y-6">
        <header className="space-y-1 text-center">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-slate-700">{subtitle}</p>
        </header>
        {children}
      </Card>
      {footer && <div className="mt-6 text-center text-slate-700">{footer}</div>}
    </PageContainer>
  );
}
