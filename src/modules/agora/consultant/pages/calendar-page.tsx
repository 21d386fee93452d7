import { addMonths, addWeeks, format, isSameMonth, isToday } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useMyConsultations, clientName, type MyConsultation } from '../api/get-my-consultations';
import { calendarDays, calendarTitle, type CalendarView } from '../calendar';
import { consultationsOnDay, statusLabel, statusTone } from '../consultations';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { BackToDashboard } from '../components/page-states';
import { LoadError } from '@/components/ui/load-error';
import { useMyActiveProfile } from '../components/use-my-active-profile';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CHIP_TONES: Record<string, string> = {
  scheduled: 'border-sky-200 bg-sky-50 text-sky-900',
  in_progress: 'border-brand-200 bg-brand-50 text-brand-900',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  cancelled: 'border-line bg-white text-muted line-through',
  no_show: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** /agora/consultants/calendar: consultations by week or month (spec-2 lists it as a link target). */
export function CalendarPage() {
  const { query: profile } = useMyActiveProfile();
  const consultations = useMyConsultations(profile.data?.id);
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(() => new Date());

  if (profile.isPending) return <PageSkeleton label="Loading your calendar" />;
  if (profile.isError)
    return (
      <LoadError error={profile.error} onRetry={() => void profile.refetch()}>
        Could not load this page.
      </LoadError>
    );

  const rows = consultations.data ?? [];
  const days = calendarDays(anchor, view);
  const move = (n: number) => setAnchor((a) => (view === 'week' ? addWeeks(a, n) : addMonths(a, n)));
  const title = calendarTitle(anchor, view);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5">
      <PageHeader
        back={<BackToDashboard />}
        title="Calendar"
        description="Your consultations, in your local time."
        actions={
          <Tabs value={view} onValueChange={(v) => setView(v as CalendarView)}>
            <TabsList aria-label="Calendar view">
              <TabsTrigger value="week">Week</TabsTrigger>
              <TabsTrigger value="month">Month</TabsTrigger>
            </TabsList>
          </Tabs>
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="h-10"
            onClick={() => move(-1)}
            aria-label={`Previous ${view}`}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button variant="secondary" className="h-10" onClick={() => setAnchor(new Date())}>
            Today
          </Button>
          <Button variant="secondary" className="h-10" onClick={() => move(1)} aria-label={`Next ${view}`}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>

      {consultations.isError && (
        <LoadError error={consultations.error} onRetry={() => void consultations.refetch()}>
          Could not load your consultations.
        </LoadError>
      )}

      {consultations.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : view === 'week' ? (
        <ol className="grid gap-2 md:grid-cols-7" aria-label={`Week of ${title}`}>
          {days.map((d) => {
            const items = consultationsOnDay(rows, d);
            return (
              <li
                key={d.toISOString()}
                className={cn(
                  'min-h-24 rounded-xl border bg-white p-2 md:min-h-64',
                  isToday(d) ? 'border-brand-600' : 'border-line',
                )}
              >
                <p className="text-xs font-semibold text-muted">
                  <span className="text-ink">{format(d, 'EEE')}</span> {format(d, 'MMM d')}
                  {isToday(d) && <span className="ml-1 text-brand-700">· Today</span>}
                </p>
                {items.length === 0 ? (
                  <p className="mt-2 text-xs text-muted md:hidden">No consultations</p>
                ) : (
                  <ul className="mt-2 space-y-1.5">
                    {items.map((c) => (
                      <li key={c.id}>
                        <ConsultationChip c={c} detailed />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-white">
          <div className="grid grid-cols-7 border-b border-line bg-surface text-center text-xs font-semibold text-muted">
            {WEEKDAY_HEADERS.map((h) => (
              <div key={h} className="py-2">
                {h}
              </div>
            ))}
          </div>
          <div className="grid grid-cols-7">
            {days.map((d) => {
              const items = consultationsOnDay(rows, d);
              const inMonth = isSameMonth(d, anchor);
              return (
                <div
                  key={d.toISOString()}
                  className={cn(
                    'min-h-16 border-r border-b border-line p-1 sm:min-h-28 sm:p-1.5 [&:nth-child(7n)]:border-r-0',
                    !inMonth && 'bg-surface',
                  )}
                >
                  <p
                    className={cn(
                      'grid size-6 place-items-center rounded-full text-xs',
                      isToday(d)
                        ? 'bg-brand-700 font-semibold text-white'
                        : inMonth
                          ? 'text-ink'
                          : 'text-muted',
                    )}
                  >
                    {format(d, 'd')}
                  </p>
                  {items.length > 0 && (
                    <>
                      <p className="mt-1 text-[11px] font-medium text-brand-800 sm:hidden">
                        {items.length} <span className="sr-only">consultations on {format(d, 'MMMM d')}</span>
                      </p>
                      <ul className="mt-1 hidden space-y-1 sm:block">
                        {items.slice(0, 3).map((c) => (
                          <li key={c.id}>
                            <ConsultationChip c={c} />
                          </li>
                        ))}
                        {items.length > 3 && (
                          <li className="text-[11px] text-muted">+{items.length - 3} more</li>
                        )}
                      </ul>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
      {!consultations.isPending && view === 'month' && (
        <p className="text-xs text-muted sm:hidden">Switch to the week view to see each consultation.</p>
      )}
    </div>
  );
}

function ConsultationChip({ c, detailed = false }: { c: MyConsultation; detailed?: boolean }) {
  return (
    <Link
      to={agoraPaths.consultation.href({ id: c.id })}
      className={cn(
        'block rounded-md border px-1.5 py-1 text-[11px] leading-tight hover:shadow-sm focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none',
        CHIP_TONES[c.status] ?? CHIP_TONES.scheduled,
      )}
    >
      <span className="font-semibold">{format(new Date(c.start_time), 'h:mm a')}</span>{' '}
      <span className="break-words">{c.title}</span>
      {detailed && (
        <span className="mt-1 flex flex-wrap items-center gap-1 no-underline">
          <span className="text-muted">{clientName(c)}</span>
          {c.status !== 'scheduled' && <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge>}
        </span>
      )}
    </Link>
  );
}
