import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CopyButton } from './copy-button';
import { PageHeader } from '@/components/ui/page-header';

export interface ResultItem {
  label: string;
  /** Already formatted, e.g. "227". */
  value: string;
  unit?: string;
  note?: ReactNode;
  /** The main figure of the tool: shown larger. */
  primary?: boolean;
}

const resultText = (item: Pick<ResultItem, 'label' | 'value' | 'unit'>) =>
  `${item.label}: ${item.value}${item.unit ? ` ${item.unit}` : ''}`;

/** A card of results, each with its own copy button, plus one to copy them all. */
export function ResultCard({
  title,
  items,
  error,
  children,
  className,
}: {
  title: string;
  items: readonly ResultItem[];
  /** Shown instead of the figures when the inputs do not give a result. */
  error?: string | null;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5', className)}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-brand-950">{title}</h2>
        {!error && items.length > 1 && (
          <CopyButton text={items.map(resultText).join('\n')} label={`all ${title.toLowerCase()}`} />
        )}
      </div>
      {error ? (
        <p className="rounded-lg bg-brand-50 px-3 py-3 text-sm text-muted" role="status">
          {error}
        </p>
      ) : (
        <dl className="divide-y divide-line">
          {items.map((item) => (
            <div key={item.label} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <dt className="text-sm text-muted">{item.label}</dt>
                <dd
                  className={cn(
                    'font-semibold text-ink tabular-nums',
                    item.primary ? 'text-2xl text-brand-900' : 'text-lg',
                  )}
                >
                  {item.value}
                  {item.unit && <span className="ml-1 text-sm font-medium text-muted">{item.unit}</span>}
                </dd>
                {item.note && <dd className="mt-0.5 text-xs text-muted">{item.note}</dd>}
              </div>
              <CopyButton text={resultText(item)} label={item.label.toLowerCase()} />
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

/** On phones the main figure stays in view under the top bar while the form scrolls. */
export function MobileSummary({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div
      className="sticky top-16 z-20 -mx-4 mb-4 border-b border-line bg-white/95 px-4 py-2 backdrop-blur lg:hidden"
      aria-hidden="true"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-xs text-muted">{label}</span>
        <span className="text-base font-semibold text-brand-900 tabular-nums">{value}</span>
      </p>
    </div>
  );
}

/** The frame of a calculator page: title, intro, inputs and results side by side from 1024 px. */
export function ToolLayout({
  title,
  description,
  inputs,
  results,
  summary,
  footer,
}: {
  title: string;
  description: ReactNode;
  inputs: ReactNode;
  results: ReactNode;
  /** The main figure, pinned at the top on phones. */
  summary?: ReactNode;
  /** A second, separate calculation below the main one. */
  footer?: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} className="mb-5 sm:mb-6" />
      {summary}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-6">
        <div className="flex min-w-0 flex-col gap-4">{inputs}</div>
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20">{results}</div>
      </div>
      {footer && <div className="mt-6">{footer}</div>}
    </div>
  );
}
