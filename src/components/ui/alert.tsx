import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type AlertProps = { tone?: 'error' | 'success'; children: ReactNode; className?: string };

/** A form-level message. Errors are announced at once (role=alert); success politely (role=status). */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3.5 py-3 text-sm',
        tone === 'error'
          ? 'border-danger-200 bg-danger-50 text-danger-700'
          : 'border-brand-200 bg-brand-50 text-brand-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
