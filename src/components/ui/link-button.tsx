import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-line bg-white text-ink shadow-sm hover:bg-brand-50 active:bg-brand-100',
} as const;

/** A router link that looks like the shared Button (navigation stays a link for the keyboard and new tabs). */
export function LinkButton({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      className={cn(
        'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
