import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminStats } from '../api/get-admin-stats';

const CARDS: { key: keyof AdminStats; label: string; hint: string }[] = [
  { key: 'pendingApplications', label: 'Pending Applications', hint: 'Awaiting review' },
  { key: 'totalConsultants', label: 'Active Consultants', hint: 'Live in the marketplace' },
  { key: 'totalConsultations', label: 'Total Consultations', hint: 'All time' },
  { key: 'recentReports', label: 'Reports', hint: 'Open reports' },
  { key: 'recentRegistrations', label: 'New Registrations', hint: 'Last 7 days' },
];

/** Spec-2 §2: the admin dashboard's five stat cards. */
export function StatCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map((card) => (
        <li
          key={card.key}
          className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 shadow-xs last:col-span-2 sm:last:col-span-1"
        >
          <span className="text-sm font-medium text-muted">{card.label}</span>
          {loading || !stats ? (
            <Skeleton className="h-8 w-12" />
          ) : (
            <span
              className="text-2xl font-semibold text-brand-950 tabular-nums"
              data-testid={`stat-${card.key}`}
            >
              {formatNumber(stats[card.key], 0)}
            </span>
          )}
          <span className="text-xs text-muted">{card.hint}</span>
        </li>
      ))}
    </ul>
  );
}
