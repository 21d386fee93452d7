// The room's alerts in Grafana's states (normal, pending, firing, no data): a rule must hold for its
// "for" duration before pending becomes firing. A schedule evaluates them every minute, with or
// without a page open; the list only reads what it found (see room-alerts.ts).
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useRoomAlerts, type AlertState } from '../api/room-alerts';

const STATES: Record<AlertState, { label: string; tone: BadgeTone }> = {
  firing: { label: 'Firing', tone: 'danger' },
  pending: { label: 'Pending', tone: 'warning' },
  no_data: { label: 'No data', tone: 'info' },
  normal: { label: 'Normal', tone: 'success' },
};

/** The rules of public.prometheus_alert_rules(), in words. */
const RULES: Record<string, { label: string; unit: string; hold: string }> = {
  rh_above_band: { label: 'RH above its band', unit: '%', hold: '30 min' },
  temp_above_band: { label: 'Air temperature above its band', unit: '°C', hold: '30 min' },
  temp_below_band: { label: 'Air temperature below its band', unit: '°C', hold: '30 min' },
  co2_above_limit: { label: 'CO₂ above 2,000 ppm', unit: 'ppm', hold: '15 min' },
  vwc_below_limit: { label: 'Substrate VWC below 35 %', unit: '%', hold: '60 min' },
};

const ORDER: AlertState[] = ['firing', 'pending', 'no_data', 'normal'];

export function InsightAlerts({ roomId, roomName }: { roomId: string; roomName: string }) {
  const alerts = useRoomAlerts(roomId);
  const rows = [...(alerts.data ?? [])].sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state));
  return (
    <section aria-labelledby="prometheus-alerts" className="flex flex-col gap-3">
      <div>
        <h2 id="prometheus-alerts" className="text-lg font-semibold text-brand-950">
          Alerts
        </h2>
        <p className="text-sm text-muted">
          Checked every minute, whether or not anyone is looking. A rule fires only after it has held for its
          whole “for” time; no reading in the last hour is “No data”. Firing alerts and their recovery arrive
          in the bell.
        </p>
      </div>
      {alerts.isError ? (
        <LoadError error={alerts.error} onRetry={() => void alerts.refetch()}>
          The alerts could not be checked.
        </LoadError>
      ) : alerts.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-3 text-sm text-muted">
          Not checked yet: the alerts of {roomName} are evaluated within a minute of its first readings.
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-white"
          aria-label={`Alerts for ${roomName}`}
        >
          {rows.map((a) => {
            const rule = RULES[a.rule] ?? { label: a.rule, unit: '', hold: '' };
            return (
              <li key={a.rule} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                <Badge tone={STATES[a.state].tone}>{STATES[a.state].label}</Badge>
                <span className="font-medium text-ink">{rule.label}</span>
                <span className="text-muted">
                  {roomName} · for {rule.hold}
                  {a.value !== null
                    ? ` · latest ${formatNumber(a.value, 1)} ${rule.unit}${a.threshold !== null ? ` (limit ${formatNumber(a.threshold, 1)} ${rule.unit})` : ''}`
                    : ''}
                </span>
                <span className="text-muted sm:ml-auto" title={`Checked ${formatDateTime(a.evaluatedAt)}`}>
                  since {formatDateTime(a.since)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
