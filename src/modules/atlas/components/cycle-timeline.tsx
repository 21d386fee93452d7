// A cycle's phases as one bar (each phase's share of the days, today marked), and optionally the
// baseline under it, so a moved milestone shows as a shifted segment. Also the calendar month's
// short bars, in the same colours and read with the same legend.
import { cn } from '@/lib/cn';
import { phaseBarLabel } from '../calendar/calendar';
import { daysBetween, PHASE_LABELS, toIsoDate, type Phase } from '../cycles/plan';

const PHASE_COLORS: Record<Phase, string> = {
  propagation: 'bg-sky-400',
  veg: 'bg-emerald-500',
  flower: 'bg-brand-600',
  dry: 'bg-amber-500',
  cure: 'bg-stone-400',
};

interface Span {
  phase: Phase;
  start_on: string;
  end_on: string;
}

function Bar({
  spans,
  from,
  to,
  label,
  muted = false,
}: {
  spans: Span[];
  from: string;
  to: string;
  label: string;
  muted?: boolean;
}) {
  const total = Math.max(1, daysBetween(from, to));
  return (
    <div
      className="relative h-3 w-full overflow-hidden rounded-full bg-line/60"
      role="img"
      aria-label={label}
    >
      {spans.map((s) => (
        <span
          key={s.phase}
          className={cn('absolute inset-y-0', PHASE_COLORS[s.phase], muted && 'opacity-40')}
          style={{
            left: `${(daysBetween(from, s.start_on) / total) * 100}%`,
            width: `${(daysBetween(s.start_on, s.end_on) / total) * 100}%`,
          }}
        />
      ))}
    </div>
  );
}

export function CycleTimeline({
  phases,
  baseline,
  className,
}: {
  phases: Span[];
  baseline?: Span[];
  className?: string;
}) {
  if (phases.length === 0) return null;
  const all = [...phases, ...(baseline ?? [])];
  const from = all.map((p) => p.start_on).sort()[0]!;
  const to = all
    .map((p) => p.end_on)
    .sort()
    .at(-1)!;
  const today = toIsoDate(new Date());
  const total = Math.max(1, daysBetween(from, to));
  const todayAt = today >= from && today < to ? (daysBetween(from, today) / total) * 100 : null;
  const describe = (spans: Span[]) =>
    spans.map((s) => `${PHASE_LABELS[s.phase]} ${daysBetween(s.start_on, s.end_on)} days`).join(', ');
  return (
    <div className={cn('relative flex flex-col gap-1', className)}>
      <Bar spans={phases} from={from} to={to} label={`Current plan: ${describe(phases)}`} />
      {baseline ? (
        <Bar spans={baseline} from={from} to={to} label={`As first planned: ${describe(baseline)}`} muted />
      ) : null}
      {todayAt !== null ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -bottom-1 w-0.5 bg-ink"
          style={{ left: `${todayAt}%` }}
        />
      ) : null}
    </div>
  );
}

export function PhaseLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Phase colours">
      {(Object.keys(PHASE_COLORS) as Phase[]).map((p) => (
        <li key={p} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', PHASE_COLORS[p])} />
          {PHASE_LABELS[p]}
        </li>
      ))}
    </ul>
  );
}

/**
 * A calendar day's phases as short bars, each naming its phase, room and cycle on hover (the
 * day's button says the same to a screen reader); up to four, the rest counted, so a busy day
 * does not look like a quiet one.
 */
export function PhaseBars<P extends { id: string; phase: Phase; cycle: { name: string } }>({
  phases,
  roomOf,
}: {
  phases: P[];
  roomOf: (p: P) => string;
}) {
  const shown = phases.slice(0, 4);
  return (
    <span className="flex items-center gap-0.5">
      {shown.map((p) => (
        <span
          key={p.id}
          title={phaseBarLabel(p, roomOf(p))}
          className={cn('h-1.5 flex-1 rounded-full', PHASE_COLORS[p.phase])}
        />
      ))}
      {phases.length > shown.length ? (
        <span className="text-[10px] leading-none text-muted">+{phases.length - shown.length}</span>
      ) : null}
    </span>
  );
}
