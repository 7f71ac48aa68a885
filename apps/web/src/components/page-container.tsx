import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function PageContainer({
  children,
  narrow = false,
}: {
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-12',
        narrow ? 'max-w-md' : 'max-w-6xl',
      )}
    >
      {children}
    </div>
  );
}
