// /arca/quality/{batchId}: one post-harvest batch — its result, pass or fail per criterion against
// the batch's thresholds, and its lab potency (total THC = Δ9-THC + 0.877 × THCA, the same for
// CBD) and terpenes. Editing, the edit history and deletion are the records dialog's.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { arcaPaths } from '@/modules/arca/paths';
import { useEntry } from '../api/get-entry';
import { useRecordPlaces } from '../api/get-record-places';
import { EntryDialog } from '../components/records/entry-dialog';
import { useRecordUnits } from '../components/records/use-record-units';
import { KINDS } from '../records/kinds/registry';
import { qualityCriteria, qualityResult, type Verdict } from '../records/quality';
import { formatWithUnit } from '../records/units';

function VerdictBadge({ verdict }: { verdict: Verdict | null }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-sm font-semibold',
        verdict === 'pass' && 'bg-brand-50 text-brand-800',
        verdict === 'fail' && 'bg-red-50 text-red-800',
        verdict === null && 'bg-surface-2 text-muted',
      )}
    >
      {verdict === 'pass' ? 'Pass' : verdict === 'fail' ? 'Fail' : 'Not checked'}
    </span>
  );
}

export function QualityBatchPage() {
  const { batchId = '' } = useParams();
  const kind = KINDS.quality;
  const entry = useEntry('quality', batchId);
  const places = useRecordPlaces();
  const [units] = useRecordUnits();
  const [editing, setEditing] = useState(false);
  const back = (
    <Link to={arcaPaths.quality.href()} className="text-sm text-muted hover:underline">
      Quality batches
    </Link>
  );

  if (entry.isPending || places.isPending) return <PageSkeleton variant="detail" />;
  if ((entry.isError && !entry.data) || (places.isError && !places.data))
    return (
      <LoadError
        error={entry.error ?? places.error}
        onRetry={() => void Promise.all([entry.refetch(), places.refetch()])}
      >
        The batch could not be loaded.
      </LoadError>
    );
  if (!entry.data)
    return (
      <div className="flex flex-col gap-5">
        <PageHeader title="Batch not found" back={back} />
        <EmptyState
          title="This batch is not there"
          description="It may have been deleted, or it is not yours."
        />
      </div>
    );

  const row = entry.data;
  const v = row as Record<string, unknown>;
  const pct = (value: unknown, decimals = 1) => formatWithUnit(value, 'percent', units, { decimals }) || '—';
  const aw = (value: unknown) => formatWithUnit(value, 'waterActivity', units) || '—';
  const measured: Record<string, { value: string; limit?: string }> = {
    appearance: {
      value: v.appearance ? (String(v.appearance) === 'pass' ? 'Looks right' : 'Rejected') : '—',
    },
    aroma: { value: v.aroma ? (String(v.aroma) === 'pass' ? 'Smells right' : 'Rejected') : '—' },
    moisture: { value: pct(v.moisture_pct), limit: `at most ${pct(v.moisture_max_pct)}` },
    water_activity: { value: aw(v.water_activity), limit: `at most ${aw(v.aw_max)}` },
  };
  const lot = row.lot as { name?: string; strain?: string } | null;
  const room = row.room as { room_name?: string } | null;
  const canEdit = places.data.some((p) => p.id === row.facility_id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Batch ${String(v.batch_code ?? '')}`}
        back={back}
        description={[formatDate(row.occurred_at), lot?.name, room?.room_name].filter(Boolean).join(' · ')}
        badge={<VerdictBadge verdict={qualityResult(v)} />}
        actions={
          canEdit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit batch
            </Button>
          ) : null
        }
      />

      <section aria-labelledby="criteria-heading" className="flex flex-col gap-3">
        <h2 id="criteria-heading" className="text-lg font-semibold text-ink">
          Criteria
        </h2>
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {qualityCriteria(v).map((c) => (
            <li key={c.key} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{c.label}</p>
                <p className="text-sm text-muted">
                  {measured[c.key]!.value}
                  {measured[c.key]!.limit ? ` · ${measured[c.key]!.limit}` : ''}
                </p>
              </div>
              <VerdictBadge verdict={c.verdict} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="potency-heading" className="flex flex-col gap-3">
        <h2 id="potency-heading" className="text-lg font-semibold text-ink">
          Lab potency
        </h2>
        <DetailList
          columns={3}
          items={[
            { term: 'Total THC', value: pct(v.total_thc_pct, 2) },
            { term: 'Δ9-THC', value: pct(v.thc_pct, 2) },
            { term: 'THCA', value: pct(v.thca_pct, 2) },
            { term: 'Total CBD', value: pct(v.total_cbd_pct, 2) },
            { term: 'CBD', value: pct(v.cbd_pct, 2) },
            { term: 'CBDA', value: pct(v.cbda_pct, 2) },
            { term: 'Total terpenes', value: pct(v.terpenes_pct, 2) },
          ]}
        />
        <p className="text-sm text-muted">Total = neutral form + 0.877 × acid form (decarboxylation).</p>
      </section>

      {row.notes ? (
        <section aria-labelledby="notes-heading" className="flex flex-col gap-2">
          <h2 id="notes-heading" className="text-lg font-semibold text-ink">
            Notes
          </h2>
          <p className="whitespace-pre-wrap text-ink">{row.notes}</p>
        </section>
      ) : null}

      {editing ? (
        <EntryDialog
          kind={kind}
          row={row}
          places={places.data}
          units={units}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
