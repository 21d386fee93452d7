import { cn } from '@/lib/cn';

type LogoProps = { className?: string; withName?: boolean; inverted?: boolean };

export function Logo({ className, withName = true, inverted = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? '#e8f3ec' : '#1f5c3d'} />
        <path
          d="M16 6c-5.2 2.4-8 6.3-8 10.6 0 3.9 2.9 6.9 6.8 7.3V27h2.4v-3.1c3.9-.4 6.8-3.4 6.8-7.3C24 12.3 21.2 8.4 16 6Z"
          fill={inverted ? '#1f5c3d' : '#e8f3ec'}
        />
        <path
          d="M16 11v12.4M16 15.5l-3-2.3M16 19l3.4-2.6"
          fill="none"
          stroke={inverted ? '#e8f3ec' : '#1f5c3d'}
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      {withName && (
        <span
          className={cn('text-lg font-semibold tracking-tight', inverted ? 'text-white' : 'text-brand-900')}
        >
          Canopy
        </span>
      )}
    </span>
  );
}
