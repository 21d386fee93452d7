import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'error' | 'warning' | 'success';
type AlertProps = { tone?: Tone; children: ReactNode; className?: string };

const TONES: Record<Tone, string> = {
  error: 'border-danger-200 bg-danger-50 text-danger-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
};

/**
 * A form-level message. Errors are announced at once (role=alert); warnings (something to check,
 * not a refusal) and success politely (role=status).
 */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-3.5 py-3 text-sm', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
