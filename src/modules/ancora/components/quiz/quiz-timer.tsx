import { cn } from '@/lib/cn';
import { formatClock } from '../../quiz-time';

/** The time left in an attempt. Announced to screen readers at the minute marks only. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const low = seconds <= 60;
  return (
    <div
      role="timer"
      aria-label="Time left"
      aria-live={seconds % 60 === 0 || seconds === 30 ? 'polite' : 'off'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-sm font-semibold tabular-nums',
        low ? 'border-danger-200 bg-danger-50 text-danger-700' : 'border-line bg-white text-brand-950',
      )}
    >
      <span className="font-sans text-xs font-medium text-muted">Time left</span> {formatClock(seconds)}
    </div>
  );
}
