// The "Insights" panel: plain-English sentences from deterministic rules over the room's readings,
// each with its severity and a "Show the figures" expansion (rule, window, readings, values,
// threshold). Any lens can show it for a room and window; `metrics` narrows it to the lens's own.
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useInsights } from '../api/get-insights';
import type { CrossLogInsight } from '../insights/cross-log.ts';
import type { InsightMetric } from '../insights/figures.ts';
import type { Insight } from '../insights/insights.ts';

/** What an insight's card shows: the hourly rules' insights and the cross-log ones alike. */
type ShownInsight = Pick<Insight, 'id' | 'severity' | 'sentence' | 'evidence'> & {
  kind: Insight['kind'] | CrossLogInsight['kind'];
};

const KIND_LABEL: Record<ShownInsight['kind'], string> = {
  quality: 'Data quality',
  out_of_band: 'Out of band',
  drift: 'Drift',
  cross_log: 'Across the logs',
};

export function InsightPanel({
  roomId,
  roomName,
  from,
  to,
  metrics,
}: {
  roomId: string;
  roomName: string;
  from: string;
  to: string;
  metrics?: readonly InsightMetric[];
}) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const insights = useInsights({ roomId, roomName, from, to, timeZone });
  const shown = (insights.data ?? []).filter((i) => !metrics || metrics.includes(i.metric));

  return (
    <section aria-labelledby="prometheus-insights" className="flex flex-col gap-3">
      <div>
        <h2 id="prometheus-insights" className="text-lg font-semibold text-brand-950">
          Insights
        </h2>
        <p className="text-sm text-muted">
          Rules over {roomName}’s readings for this period: data quality first, then time out of band and
          drift against the room’s own last 14 days.
        </p>
      </div>
      {insights.isError ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()}>
          The insights could not be worked out.
        </LoadError>
      ) : insights.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm text-muted">
          Nothing stands out for {roomName} in this period: no sensor problems, no long spells out of band and
          no drift.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((insight) => (
            <InsightItem key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InsightItem({ insight }: { insight: ShownInsight }) {
  const [open, setOpen] = useState(false);
  const figuresId = useId();
  const e = insight.evidence;
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={insight.severity === 'warning' ? 'warning' : 'info'}>
          {insight.severity === 'warning' ? 'Warning' : 'Notice'}
        </Badge>
        <Badge tone={insight.kind === 'quality' ? 'danger' : 'neutral'}>{KIND_LABEL[insight.kind]}</Badge>
      </div>
      <p className="mt-2 text-sm break-words text-ink">{insight.sentence}</p>
      <button
        type="button"
        className="mt-2 min-h-11 rounded-md text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={figuresId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide the figures' : 'Show the figures'}
      </button>
      <div id={figuresId} hidden={!open}>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl bg-brand-50 p-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">Rule</dt>
          <dd className="break-words text-ink">
            {e.ruleName} <span className="text-muted">({e.rule})</span>
          </dd>
          <dt className="text-muted">Window</dt>
          <dd className="text-ink">
            {formatDateTime(e.window.from)} – {formatDateTime(e.window.to)}
          </dd>
          <dt className="text-muted">Readings (n)</dt>
          <dd className="text-ink">{formatNumber(e.n, 0)}</dd>
          {e.values.map((v) => (
            <div key={v.label} className="contents">
              <dt className="text-muted">{v.label}</dt>
              <dd className="break-words text-ink">{v.value}</dd>
            </div>
          ))}
          <dt className="text-muted">Threshold</dt>
          <dd className="text-ink">{e.threshold}</dd>
        </dl>
      </div>
    </li>
  );
}
