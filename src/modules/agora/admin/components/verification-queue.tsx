import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useBulkDecideVerifications } from '../api/bulk-decide-verifications';
import type { VerificationRequest } from '../api/get-verification-requests';
import { formatDate } from '@/lib/format';
import {
  applicantName,
  DEFAULT_QUEUE_FILTERS,
  EXPERIENCE_BANDS,
  filterQueue,
  QUEUE_SORTS,
  selectAllState,
  type BulkDecision,
  type ExperienceBand,
  type QueueFilters,
  type QueueSort,
} from '../queue';
import { BulkDecisionDialog } from './bulk-decision-dialog';
import { agoraPaths } from '../../paths';

type Props = {
  requests: VerificationRequest[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

type Failure = { id: string; name: string; message: string };

const col = tableColumns<VerificationRequest>();

/** Spec-2 §2: the verification queue with search, experience filter, sort, selection and bulk actions. */
export function VerificationQueue({ requests, loading, error, onRetry }: Props) {
  const [filters, setFilters] = useState<QueueFilters>(DEFAULT_QUEUE_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [decision, setDecision] = useState<BulkDecision | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const bulk = useBulkDecideVerifications();

  const visible = useMemo(() => filterQueue(requests ?? [], filters), [requests, filters]);
  const visibleIds = useMemo(() => visible.map((r) => r.id), [visible]);
  const pendingIds = useMemo(() => new Set((requests ?? []).map((r) => r.id)), [requests]);
  // Only requests still in the queue count as selected (others were decided meanwhile).
  const selectedIds = useMemo(() => [...selected].filter((id) => pendingIds.has(id)), [selected, pendingIds]);
  const all = selectAllState(visibleIds, selected);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (all.checked) visibleIds.forEach((id) => next.delete(id));
      else visibleIds.forEach((id) => next.add(id));
      return next;
    });

  const nameOf = (id: string) => {
    const r = requests?.find((x) => x.id === id);
    return r ? applicantName(r) : id;
  };

  const runBulk = (comments: string) => {
    if (!decision || selectedIds.length === 0) return;
    const names = new Map(selectedIds.map((id) => [id, nameOf(id)]));
    bulk.mutate(
      { ids: selectedIds, status: decision, comments },
      {
        onSuccess: ({ succeeded, failed }) => {
          setDecision(null);
          setSelected(new Set(failed.map((f) => f.id)));
          setFailures(
            failed.map((f) => ({
              id: f.id,
              name: names.get(f.id) ?? f.id,
              message: getErrorMessage(f.error),
            })),
          );
          if (failed.length === 0) {
            toast.success('Bulk approve/reject completed', {
              description: `${succeeded.length} ${succeeded.length === 1 ? 'application' : 'applications'} ${decision}.`,
            });
          } else {
            toast.error('Error in bulk approve/reject', {
              description: 'Some verification requests may not have been processed.',
            });
          }
        },
        onError: () => {
          setDecision(null);
          toast.error('Error in bulk approve/reject', {
            description: 'Some verification requests may not have been processed.',
          });
        },
      },
    );
  };

  const filtered = filters.search.trim() !== '' || filters.experience !== 'all';

  const columns = [
    col.display({
      id: 'select',
      header: () => (
        <input
          // A ref callback: the header cell is rendered anew on each change, and `indeterminate`
          // is a property, not an attribute.
          ref={(el) => {
            if (el) el.indeterminate = all.indeterminate;
          }}
          type="checkbox"
          aria-label="Select all"
          className="size-4.5 accent-brand-700"
          checked={all.checked}
          onChange={toggleAll}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select ${applicantName(row.original)}`}
          className="size-4.5 accent-brand-700"
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
      meta: { label: 'Select', noExport: true, className: 'w-10 pr-2' },
    }),
    col.accessor(applicantName, {
      id: 'applicant',
      header: 'Applicant',
      enableSorting: false,
      cell: ({ row, getValue }) => (
        <>
          <p className="font-medium text-ink">{getValue()}</p>
          <p className="text-muted sm:truncate">{row.original.consultant.title}</p>
          <p className="mt-0.5 text-xs text-muted sm:hidden">
            {formatDate(row.original.created_at)} · {row.original.consultant.specialty_ids.length} specialties
            · {row.original.consultant.years_experience} yrs
          </p>
        </>
      ),
      meta: { className: 'px-2 sm:max-w-72' },
    }),
    col.accessor('created_at', {
      header: 'Submitted',
      enableSorting: false,
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { className: 'hidden px-2 whitespace-nowrap text-muted sm:table-cell' },
    }),
    col.accessor((r) => r.consultant.specialty_ids.length, {
      id: 'specialties',
      header: 'Specialties',
      enableSorting: false,
      meta: { align: 'end', className: 'hidden px-2 tabular-nums sm:table-cell' },
    }),
    col.accessor((r) => r.consultant.years_experience, {
      id: 'years',
      header: 'Years',
      enableSorting: false,
      meta: { align: 'end', className: 'hidden px-2 tabular-nums sm:table-cell' },
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Link
          to={agoraPaths.verification.href({ id: row.original.id })}
          aria-label={`Review ${applicantName(row.original)}`}
          className="inline-flex h-9 items-center rounded-lg border border-line px-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Review
        </Link>
      ),
      meta: { label: 'Actions', noExport: true, align: 'end', className: 'pl-2' },
    }),
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Search"
          type="search"
          placeholder="Search by name, title or bio"
          value={filters.search}
          onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
        />
        <SelectField
          label="Experience"
          value={filters.experience}
          onChange={(e) => setFilters((f) => ({ ...f, experience: e.target.value as ExperienceBand }))}
        >
          {EXPERIENCE_BANDS.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as QueueSort }))}
        >
          {QUEUE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>

      <div
        role="toolbar"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-brand-50/50 px-3 py-2"
      >
        <span className="mr-auto text-sm text-muted" aria-live="polite">
          {selectedIds.length === 0
            ? 'Select applications to approve or reject them together.'
            : `${selectedIds.length} selected`}
        </span>
        <Button
          className="h-9"
          disabled={selectedIds.length === 0 || bulk.isPending}
          onClick={() => setDecision('approved')}
        >
          Approve
        </Button>
        <Button
          className="h-9"
          variant="danger"
          disabled={selectedIds.length === 0 || bulk.isPending}
          onClick={() => setDecision('rejected')}
        >
          Reject
        </Button>
        <Button
          className="h-9"
          variant="ghost"
          disabled={selected.size === 0 || bulk.isPending}
          onClick={() => {
            setSelected(new Set());
            setFailures([]);
          }}
        >
          Clear selection
        </Button>
      </div>

      {failures.length > 0 ? (
        <Alert>
          <p className="font-medium">These applications were not processed and are still selected:</p>
          <ul className="mt-1 list-disc pl-5">
            {failures.map((f) => (
              <li key={f.id}>
                {f.name}: {f.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {error && !loading ? (
        <LoadError error={error} onRetry={onRetry}>
          Error loading verification requests.
        </LoadError>
      ) : !loading && visible.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No applications match your filters"
            description="Try another search or experience level."
            action={
              <Button variant="secondary" onClick={() => setFilters(DEFAULT_QUEUE_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No pending applications"
            description="New consultant applications appear here."
          />
        )
      ) : (
        <Table
          data={visible}
          columns={columns}
          caption="Pending verification requests"
          getRowId={(r) => r.id}
          loading={loading}
          rowClassName={(r) => (selected.has(r.id) ? 'bg-brand-50/60' : undefined)}
          maxHeight="none"
        />
      )}

      <BulkDecisionDialog
        decision={decision}
        count={selectedIds.length}
        busy={bulk.isPending}
        onOpenChange={(open) => !open && setDecision(null)}
        onConfirm={runBulk}
      />
    </div>
  );
}
