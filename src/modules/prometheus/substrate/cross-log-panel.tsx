// "Across the logs" on the Substrate lens: the cross-log insights (runoff EC against shots and
// runoff %) over the irrigation days the lens already loaded, each with "Show the figures".
import { useMemo } from 'react';
import type { SubstrateDay } from '../api/get-substrate';
import { InsightItem } from '../components/insight-panel';
import { crossLogInsights } from '../insights/cross-log.ts';

export function CrossLogPanel({ days, roomName }: { days: readonly SubstrateDay[]; roomName: string }) {
  const insights = useMemo(() => crossLogInsights(roomName, days), [days, roomName]);
  return (
    <section aria-labelledby="prometheus-cross-log" className="flex flex-col gap-3">
      <div>
        <h2 id="prometheus-cross-log" className="text-lg font-semibold text-brand-950">
          Across the logs
        </h2>
        <p className="text-sm text-muted">
          Runoff EC from the runoff log read against the shots detected in the VWC and against runoff %: a
          rise of salts with its likely cause.
        </p>
      </div>
      {insights.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm text-muted">
          Nothing stands out for {roomName} in this period: runoff EC did not climb while shots or runoff
          fell.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {insights.map((insight) => (
            <InsightItem key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
    </section>
  );
}
