import { LOWER_IS_BETTER, METRIC_SCALE_MAX } from '../selection';
import { percentileLabel } from '../percentiles';
import { ProgressBar } from '@/components/ui/progress-bar';

export interface MetricBar {
  key: string;
  label: string;
  value: number;
  /** Shown as '{label} · {n}th percentile' when given. */
  percentile?: number | null;
}

/**
 * A list of 0-10 bars, each a labelled meter, with an optional percentile label. A lower-is-better
 * metric (smoke harshness) says so and draws how smooth it is, so a longer bar is better on every row.
 */
export function MetricBars({ title, bars }: { title: string; bars: readonly MetricBar[] }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {bars.map((bar) => {
          const lower = LOWER_IS_BETTER.has(bar.key);
          return (
            <li key={bar.key}>
              <div className="flex items-baseline justify-between gap-2 text-xs">
                <span className="font-medium text-ink">
                  {bar.label}
                  {lower ? <span className="font-normal text-muted"> (lower is smoother)</span> : null}
                </span>
                <span className="text-muted tabular-nums">
                  {bar.value}/{METRIC_SCALE_MAX}
                  {bar.percentile !== undefined && bar.percentile !== null ? (
                    <>
                      {' · '}
                      <span className="font-medium text-brand-800">{percentileLabel(bar.percentile)}</span>
                      {` (P${bar.percentile})`}
                    </>
                  ) : null}
                </span>
              </div>
              <ProgressBar
                role="meter"
                value={bar.value}
                max={METRIC_SCALE_MAX}
                label={bar.label}
                valueText={lower ? `${bar.value} of ${METRIC_SCALE_MAX}, lower is smoother` : undefined}
                fill={lower && bar.value > 0 ? METRIC_SCALE_MAX + 1 - bar.value : undefined}
                className="mt-1"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
