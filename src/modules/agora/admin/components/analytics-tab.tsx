// Loaded only when the Analytics tab opens: recharts stays out of every other chunk.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import type { WeekCount } from '../analytics';

const BRAND = '#2f6b3f';
const DANGER = '#c2413b';
const PENDING = '#d4a72c';

function WeeklyTable({ data, label }: { data: WeekCount[]; label: string }) {
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Count</th>
        </tr>
      </thead>
      <tbody>
        {data.map((w) => (
          <tr key={w.week}>
            <td>{w.label}</td>
            <td>{w.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Beyond the spec (issue 6): applications over time, approval rate, consultations per week. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();

  if (analytics.isPending) {
    return (
      <div role="status" aria-label="Loading analytics" className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
        <Skeleton className="h-72 lg:col-span-2" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <LoadError error={analytics.error} onRetry={() => void analytics.refetch()}>
        Error loading analytics.
      </LoadError>
    );
  }

  const { applicationsPerWeek, consultationsPerWeek, approval } = analytics.data;
  const pie = [
    { name: 'Approved', value: approval.approved, color: BRAND },
    { name: 'Rejected', value: approval.rejected, color: DANGER },
    { name: 'Pending', value: approval.pending, color: PENDING },
  ];
  const anyDecision = approval.approved + approval.rejected + approval.pending > 0;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader title="Applications over time" description="New applications per week, last 12 weeks" />
        <div className="h-60" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={applicationsPerWeek} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Line type="monotone" dataKey="count" name="Applications" stroke={BRAND} strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <WeeklyTable data={applicationsPerWeek} label="Applications per week" />
      </Card>

      <Card>
        <CardHeader
          title="Approval rate"
          description={
            approval.rate === null
              ? 'No application has been decided yet'
              : `${approval.rate}% of decided applications approved`
          }
        />
        {anyDecision ? (
          <div className="flex flex-col items-center gap-4 sm:flex-row">
            <div className="h-48 w-full max-w-56" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie data={pie} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%">
                    {pie.map((p) => (
                      <Cell key={p.name} fill={p.color} />
                    ))}
                  </Pie>
                  <Tooltip />
                </PieChart>
              </ResponsiveContainer>
            </div>
            <dl className="grid grid-cols-3 gap-3 text-center sm:grid-cols-1 sm:text-left">
              {pie.map((p) => (
                <div key={p.name}>
                  <dt className="flex items-center gap-1.5 text-sm text-muted">
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ background: p.color }}
                    />
                    {p.name}
                  </dt>
                  <dd className="text-xl font-semibold text-brand-950 tabular-nums">{p.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="text-sm text-muted">No applications yet.</p>
        )}
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader
          title="Consultations per week"
          description="Consultations that took place (cancelled ones excluded), last 12 weeks"
        />
        <div className="h-60" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={consultationsPerWeek} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="count" name="Consultations" fill={BRAND} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <WeeklyTable data={consultationsPerWeek} label="Consultations per week" />
      </Card>
    </div>
  );
}
