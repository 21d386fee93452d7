// The booking form's Date and time section: two-week windows of the consultant's free slots,
// grouped by the client's local day, one radio per day and per time.
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate } from '@/lib/format';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { sameInstant } from '../../book-state';
import { addDaysIso, BOOKING_HORIZON_DAYS, groupSlotsByDay, WINDOW_DAYS } from '../../slots';
import { option } from './option-style';

export function TimeCard({
  slots,
  from,
  offset,
  onMove,
  description,
  chosen,
  onChoose,
  error,
}: {
  /** The free starts of the window shown. */
  slots: UseQueryResult<string[]>;
  /** The window's first day (ISO date) and its distance in days from the consultant's today. */
  from: string;
  offset: number;
  onMove: (days: number) => void;
  description: ReactNode;
  /** The chosen start while it is still free, else ''. */
  chosen: string;
  onChoose: (start: string) => void;
  error?: string;
}) {
  const days = useMemo(() => groupSlotsByDay(slots.data ?? []), [slots.data]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const move = (by: number) => {
    setDayKey(null);
    onMove(by);
  };

  return (
    <Card>
      <CardHeader title="Date and time" as="h2" description={description} />
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          className="px-3 whitespace-nowrap"
          disabled={offset === 0}
          onClick={() => move(-WINDOW_DAYS)}
        >
          ‹ Earlier
        </Button>
        <p className="text-center text-sm font-medium whitespace-nowrap text-ink" aria-live="polite">
          {formatDate(from, { withoutYear: true })} –{' '}
          {formatDate(addDaysIso(from, WINDOW_DAYS - 1), { withoutYear: true })}
        </p>
        <Button
          variant="secondary"
          className="px-3 whitespace-nowrap"
          disabled={offset + WINDOW_DAYS >= BOOKING_HORIZON_DAYS}
          onClick={() => move(WINDOW_DAYS)}
        >
          Later ›
        </Button>
      </div>

      {slots.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-11" />
          <Skeleton className="h-32" />
        </div>
      ) : slots.isError ? (
        <LoadError onRetry={() => void slots.refetch()}>
          We could not load the free times. Please try again later.
        </LoadError>
      ) : days.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
          No free times in these two weeks. Try later dates or a shorter duration.
        </p>
      ) : (
        <div className={cn('flex flex-col gap-4', slots.isFetching && !slots.isPending && 'opacity-70')}>
          <div role="radiogroup" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {days.map((d) => (
              <button
                key={d.key}
                type="button"
                role="radio"
                aria-checked={day?.key === d.key}
                onClick={() => setDayKey(d.key)}
                className={cn(option(day?.key === d.key), 'shrink-0 flex-col px-4 py-2')}
              >
                <span>{d.label}</span>
                <span className={cn('text-xs', day?.key === d.key ? 'text-white/80' : 'text-muted')}>
                  {d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}
                </span>
              </button>
            ))}
          </div>
          {day ? (
            <div
              role="radiogroup"
              aria-label={`Times on ${day.label}`}
              className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5"
            >
              {day.slots.map((s) => {
                const active = sameInstant(chosen, s.start);
                return (
                  <button
                    key={s.start}
                    type="button"
                    role="radio"
                    aria-checked={active}
                    onClick={() => onChoose(s.start)}
                    className={option(active)}
                  >
                    {s.label}
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
