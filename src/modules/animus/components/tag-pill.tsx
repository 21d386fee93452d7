import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SelectionTagCategory } from '../selection';

// Static class names per category (Tailwind sees only literal strings); colours as selection.ts names them.
const CATEGORY_CLASSES: Record<SelectionTagCategory, string> = {
  aroma: 'border-purple-200 bg-purple-50 text-purple-800',
  flavor: 'border-orange-200 bg-orange-50 text-orange-800',
  appearance: 'border-pink-200 bg-pink-50 text-pink-800',
  growth: 'border-green-200 bg-green-50 text-green-800',
  effects: 'border-blue-200 bg-blue-50 text-blue-800',
  terpenes: 'border-amber-200 bg-amber-50 text-amber-900',
  other: 'border-slate-200 bg-slate-50 text-slate-700',
};

const BADGE_CLASSES: Record<string, string> = {
  green: 'bg-green-100 text-green-800',
  cyan: 'bg-cyan-100 text-cyan-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  purple: 'bg-purple-100 text-purple-800',
  sky: 'bg-sky-100 text-sky-800',
  orange: 'bg-orange-100 text-orange-800',
  amber: 'bg-amber-100 text-amber-900',
};

export function TagPill({
  category,
  children,
  className,
}: {
  category: SelectionTagCategory;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        CATEGORY_CLASSES[category],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function BadgePill({ name, color, title }: { name: string; color?: string; title?: string }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        BADGE_CLASSES[color ?? ''] ?? 'bg-brand-100 text-brand-900',
      )}
    >
      {name}
    </span>
  );
}
