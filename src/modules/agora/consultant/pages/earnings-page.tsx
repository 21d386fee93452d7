import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate } from '@/lib/format';
import { clientName, useMyConsultations, type MyConsultation } from '../api/get-my-consultations';
import { BackToDashboard } from '../components/page-states';
import { useMyActiveProfile } from '../components/use-my-active-profile';
import {
  completedEarningsCents,
  earningsLedger,
  formatMoneyCents,
  statusLabel,
  statusTone,
  type LedgerEntry,
} from '../consultations';

const col = tableColumns<LedgerEntry<MyConsultation>>();
const LEDGER_COLUMNS = [
  col.accessor((e) => e.row.start_time, {
    id: 'date',
    header: 'Date',
    meta: {
      className: 'whitespace-nowrap text-muted',
      csv: (e: LedgerEntry<MyConsultation>) => formatDate(e.row.start_time),
    },
    cell: ({ getValue }) => formatDate(getValue(), { withoutYear: true }),
  }),
  col.accessor((e) => e.row.title, {
    id: 'consultation',
    header: 'Consultation',
    meta: { csv: (e: LedgerEntry<MyConsultation>) => `${e.row.title} (${clientName(e.row)})` },
    cell: ({ row: { original: e } }) => (
      <>
        <span className="font-medium text-ink">{e.row.title}</span>
        <span className="block text-xs text-muted">{clientName(e.row)}</span>
      </>
    ),
  }),
  col.accessor((e) => statusLabel(e.row.status), {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: e } }) => (
      <Badge tone={statusTone(e.row.status)}>{statusLabel(e.row.status)}</Badge>
    ),
  }),
  col.accessor('priceCents', {
    header: 'Price',
    meta: {
      align: 'end',
      className: 'whitespace-nowrap text-muted',
      csv: (e: LedgerEntry<MyConsultation>) => formatMoneyCents(e.priceCents),
    },
    cell: ({ getValue }) => formatMoneyCents(getValue()),
  }),
  col.accessor('payoutCents', {
    header: 'Payout',
    meta: {
      align: 'end',
      className: 'font-semibold whitespace-nowrap text-ink',
      csv: (e: LedgerEntry<MyConsultation>) => formatMoneyCents(e.payoutCents),
    },
    cell: ({ getValue }) => formatMoneyCents(getValue()),
  }),
];

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
      <PageHeader
        back={<BackToDashboard />}
        title="Earnings"
        description="Your payout is the consultation price less the 15% platform fee, recorded when a consultation is completed or marked as a no-show."
      />

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
              <section key={m.key} aria-labelledby={`month-${m.key}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`month-${m.key}`} className="text-base font-semibold text-brand-950">
                    {m.label}
                  </h2>
                  <p className="text-sm text-muted">
                    {m.entries.length} {m.entries.length === 1 ? 'consultation' : 'consultations'} ·{' '}
                    <span className="font-semibold text-brand-900">{formatMoneyCents(m.totalCents)}</span>
                  </p>
                </div>
                <Table
                  caption={`Payouts in ${m.label}`}
                  data={m.entries}
                  columns={LEDGER_COLUMNS}
                  getRowId={(e) => e.row.id}
                  maxHeight="none"
                  exportCsv={{ fileName: `earnings-${m.key}` }}
                />
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
