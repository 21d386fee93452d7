import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyConsultations, clientName } from '../api/get-my-consultations';
import {
  completedEarningsCents,
  earningsLedger,
  formatMoneyCents,
  statusLabel,
  statusTone,
} from '../consultations';
import { BackToDashboard, PageSkeleton } from '../components/page-states';
import { LoadError } from '@/components/ui/load-error';
import { useMyActiveProfile } from '../components/use-my-active-profile';

/** /agora/consultants/earnings: the payout ledger by month (spec-2 lists it as a link target). */
export function EarningsPage() {
  const { query: profile } = useMyActiveProfile();
  const consultations = useMyConsultations(profile.data?.id);

  if (profile.isPending) return <PageSkeleton label="Loading your earnings" />;
  if (profile.isError)
    return (
      <LoadError error={profile.error} onRetry={() => void profile.refetch()}>
        Could not load this page.
      </LoadError>
    );

  const rows = consultations.data ?? [];
  const ledger = earningsLedger(rows);
  const noShowCents = ledger.reduce((s, m) => s + m.noShowCents, 0);
  const paidCount = ledger.reduce((s, m) => s + m.entries.length, 0);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5">
      <BackToDashboard />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Earnings</h1>
        <p className="mt-1 text-sm text-muted">
          Your payout is the consultation price less the 15% platform fee, recorded when a consultation is
          completed or marked as a no-show.
        </p>
      </div>

      {consultations.isError ? (
        <LoadError error={consultations.error} onRetry={() => void consultations.refetch()}>
          Could not load your earnings.
        </LoadError>
      ) : consultations.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Card>
              <dt className="text-xs text-muted">Completed consultations</dt>
              <dd className="mt-1 text-2xl font-semibold text-brand-950">
                {formatMoneyCents(completedEarningsCents(rows))}
              </dd>
            </Card>
            <Card>
              <dt className="text-xs text-muted">No-show fees</dt>
              <dd className="mt-1 text-2xl font-semibold text-brand-950">{formatMoneyCents(noShowCents)}</dd>
            </Card>
            <Card>
              <dt className="text-xs text-muted">Paid consultations</dt>
              <dd className="mt-1 text-2xl font-semibold text-brand-950">{paidCount}</dd>
            </Card>
          </dl>

          {ledger.length === 0 ? (
            <EmptyState
              title="No earnings yet"
              description="Payouts appear here once you complete consultations."
            />
          ) : (
            ledger.map((m) => (
              <section
                key={m.key}
                aria-labelledby={`month-${m.key}`}
                className="rounded-2xl border border-line bg-white"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3">
                  <h2 id={`month-${m.key}`} className="text-base font-semibold text-brand-950">
                    {m.label}
                  </h2>
                  <p className="text-sm text-muted">
                    {m.entries.length} {m.entries.length === 1 ? 'consultation' : 'consultations'} ·{' '}
                    <span className="font-semibold text-brand-900">{formatMoneyCents(m.totalCents)}</span>
                  </p>
                </div>
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[560px] text-left text-sm">
                    <thead className="text-xs text-muted uppercase">
                      <tr>
                        <th scope="col" className="px-4 py-2 font-semibold">
                          Date
                        </th>
                        <th scope="col" className="px-4 py-2 font-semibold">
                          Consultation
                        </th>
                        <th scope="col" className="px-4 py-2 font-semibold">
                          Status
                        </th>
                        <th scope="col" className="px-4 py-2 text-right font-semibold">
                          Price
                        </th>
                        <th scope="col" className="px-4 py-2 text-right font-semibold">
                          Payout
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {m.entries.map(({ row, priceCents, payoutCents }) => (
                        <tr key={row.id}>
                          <td className="px-4 py-2 whitespace-nowrap text-muted">
                            {format(new Date(row.start_time), 'MMM d')}
                          </td>
                          <td className="px-4 py-2">
                            <span className="font-medium text-ink">{row.title}</span>
                            <span className="block text-xs text-muted">{clientName(row)}</span>
                          </td>
                          <td className="px-4 py-2">
                            <Badge tone={statusTone(row.status)}>{statusLabel(row.status)}</Badge>
                          </td>
                          <td className="px-4 py-2 text-right whitespace-nowrap text-muted">
                            {formatMoneyCents(priceCents)}
                          </td>
                          <td className="px-4 py-2 text-right font-semibold whitespace-nowrap text-ink">
                            {formatMoneyCents(payoutCents)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
