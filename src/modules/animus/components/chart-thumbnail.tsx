import type { GrowthMetrics } from '../selection';
import { GROWTH_METRIC_KEYS, GROWTH_METRIC_LABELS, METRIC_SCALE_MAX, THUMBNAIL_SIZE } from '../selection';

/** The card's stand-in when a selection has no image: a 128×128 bar chart of its growth metrics (plain SVG). */
export function ChartThumbnail({ metrics, plantId }: { metrics: GrowthMetrics; plantId: string }) {
  const size = THUMBNAIL_SIZE;
  const pad = 12;
  const slot = (size - pad * 2) / GROWTH_METRIC_KEYS.length;
  const summary = GROWTH_METRIC_KEYS.map((k) => `${GROWTH_METRIC_LABELS[k]} ${metrics[k]}`).join(', ');
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`Growth metrics chart for ${plantId}: ${summary}`}
      className="shrink-0 rounded-lg border border-line bg-brand-50"
    >
      {[0.25, 0.5, 0.75].map((f) => (
        <line
          key={f}
          x1={pad}
          x2={size - pad}
          y1={pad + (size - pad * 2) * f}
          y2={pad + (size - pad * 2) * f}
          className="stroke-brand-100"
        />
      ))}
      {GROWTH_METRIC_KEYS.map((k, i) => {
        const h = ((size - pad * 2) * Math.max(0, Math.min(metrics[k], METRIC_SCALE_MAX))) / METRIC_SCALE_MAX;
        return (
          <g key={k}>
            <rect
              x={pad + i * slot + slot * 0.18}
              y={size - pad - h}
              width={slot * 0.64}
              height={h}
              rx={2}
              className={k === 'overall' ? 'fill-brand-800' : 'fill-brand-500'}
            />
            <text
              x={pad + i * slot + slot / 2}
              y={size - 2}
              textAnchor="middle"
              className="fill-muted text-[8px]"
            >
              {GROWTH_METRIC_LABELS[k].charAt(0)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
