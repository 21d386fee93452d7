// The calendar month's phase bars: a colour per phase, a legend that says which colour is which,
// and each bar naming its phase, room and cycle (on hover, and to a screen reader through the
// day's button) — a bar alone was a coloured line nobody could read.
import { cn } from '@/lib/cn';
import { phaseBarLabel } from '../calendar/calendar';
import { PHASE_LABELS, PHASES, type Phase } from '../cycles/plan';

/** The same hues as the phase badges (badges.tsx), so the legend also reads the week's cards. */
const PHASE_BAR: Record<Phase, string> = {
  propagation: 'bg-sky-400',
  veg: 'bg-emerald-500',
  flower: 'bg-brand-600',
  dry: 'bg-amber-500',
  cure: 'bg-stone-400',
};

interface BarPhase {
  id: string;
  phase: Phase;
  cycle: { name: string };
}

export function PhaseLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Phase colours"
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted', className)}
    >
      {PHASES.map((phase) => (
        <li key={phase} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('h-1.5 w-4 rounded-full', PHASE_BAR[phase])} />
          {PHASE_LABELS[phase]}
        </li>
      ))}
    </ul>
  );
}

/** Up to four bars; the rest are counted, so a busy day does not look like a quiet one. */
export function PhaseBars<P extends BarPhase>({ phases, roomOf }: { phases: P[]; roomOf: (p: P) => string }) {
  const shown = phases.slice(0, 4);
  return (
    <span className="flex items-center gap-0.5">
      {shown.map((p) => (
        <span
          key={p.id}
          title={phaseBarLabel(p, roomOf(p))}
          className={cn('h-1.5 flex-1 rounded-full', PHASE_BAR[p.phase])}
        />
      ))}
      {phases.length > shown.length ? (
        <span className="text-[10px] leading-none text-muted">+{phases.length - shown.length}</span>
      ) : null}
    </span>
  );
}
