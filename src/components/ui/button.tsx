import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-line bg-white text-ink shadow-sm hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700',
};

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: Variant; busy?: boolean };

export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      // Forms opt in to submit explicitly; a stray <button> inside a form must not submit it.
      type={type ?? 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
