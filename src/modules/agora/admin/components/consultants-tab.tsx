import { useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { ConsultantStatusFilter } from '../../api/keys';
import {
  CONSULTANT_SORT_COLUMNS,
  CONSULTANTS_PAGE_SIZE,
  getAllConsultants,
  useAdminConsultants,
  type AdminConsultant,
  type ConsultantListRequest,
} from '../api/get-consultants';
import { useSetConsultantStatus } from '../api/set-consultant-status';
import { personName } from '../format';
import { capitalise } from '../review';
import { STATUS_TONES } from './status-tones';

const STATUS_FILTERS: { value: ConsultantStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'rejected', label: 'Rejected' },
];

const rate = (c: AdminConsultant) => `${formatMoney(c.hourly_rate, { precision: 'whole' })}/h`;
const rating = (c: AdminConsultant) =>
  c.total_reviews > 0 ? `${formatNumber(Number(c.rating), 1, { minDecimals: 1 })} (${c.total_reviews})` : '—';

/** The server's sort for the table's: only columns the database sorts by; newest first otherwise. */
function toSort(sorting: SortingState): ConsultantListRequest['sort'] {
  const first = sorting[0];
  const column = CONSULTANT_SORT_COLUMNS.find((c) => c === first?.id);
  return first && column ? { column, desc: first.desc } : undefined;
}

// Phones see the name, a summary and the action; the other columns appear from 640 px.
const WIDE = 'hidden sm:table-cell';
const col = tableColumns<AdminConsultant>();

/** Beyond the spec: every consultant profile, filtered by status; suspend or reactivate. */
export function ConsultantsTab() {
  const [status, setStatus] = useState<ConsultantStatusFilter>('all');
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: CONSULTANTS_PAGE_SIZE,
  });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [suspending, setSuspending] = useState<AdminConsultant | null>(null);
  const sort = toSort(sorting);
  const list = useAdminConsultants({
    status,
    page: pagination.pageIndex,
    pageSize: pagination.pageSize,
    sort,
  });
  const change = useSetConsultantStatus();

  const apply = (c: AdminConsultant, next: 'active' | 'suspended') =>
    change.mutate(
      { profileId: c.id, status: next },
      {
        onSuccess: () => {
          setSuspending(null);
          toast.success(next === 'suspended' ? 'Consultant suspended' : 'Consultant reactivated', {
            description: `${personName(c.profile)} has been ${next === 'suspended' ? 'suspended' : 'reactivated'} and notified.`,
          });
        },
        onError: (error) => {
          setSuspending(null);
          toast.error('Error updating consultant status', { description: getErrorMessage(error) });
        },
      },
    );

  const columns = [
    col.accessor((c) => personName(c.profile), {
      id: 'name',
      header: 'Consultant',
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'sm:max-w-72' },
      cell: ({ row: { original: c } }) => (
        <>
          <p className="font-medium text-ink">{personName(c.profile)}</p>
          <p className="text-muted sm:truncate">{c.title}</p>
          <Badge tone={STATUS_TONES[c.status] ?? 'neutral'} className="mt-1 sm:hidden">
            {capitalise(c.status)}
          </Badge>
          <p className="mt-0.5 text-xs text-muted sm:hidden">
            {c.years_experience} yrs · {rate(c)} · joined {formatDate(c.created_at)}
          </p>
        </>
      ),
    }),
    col.accessor('status', {
      header: 'Status',
      enableSorting: false,
      meta: { className: WIDE, csv: (c: AdminConsultant) => capitalise(c.status) },
      cell: ({ getValue }) => (
        <Badge tone={STATUS_TONES[getValue()] ?? 'neutral'}>{capitalise(getValue())}</Badge>
      ),
    }),
    col.accessor('years_experience', {
      header: 'Years',
      meta: { align: 'end', className: `${WIDE} tabular-nums` },
    }),
    col.accessor('hourly_rate', {
      header: 'Rate',
      meta: { align: 'end', className: `${WIDE} tabular-nums`, csv: rate },
      cell: ({ row }) => rate(row.original),
    }),
    col.accessor('rating', {
      header: 'Rating',
      meta: { align: 'end', className: `${WIDE} tabular-nums`, csv: rating },
      cell: ({ row }) => rating(row.original),
    }),
    col.accessor('created_at', {
      id: 'created_at',
      header: 'Joined',
      sortDescFirst: true,
      meta: {
        className: `${WIDE} whitespace-nowrap text-muted`,
        csv: (c: AdminConsultant) => formatDate(c.created_at),
      },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { align: 'end', noExport: true, label: 'Actions' },
      cell: ({ row: { original: c } }) => {
        const name = personName(c.profile);
        return c.status === 'active' ? (
          <Button
            variant="secondary"
            className="h-9"
            aria-label={`Suspend ${name}`}
            onClick={() => setSuspending(c)}
          >
            Suspend
          </Button>
        ) : c.status === 'suspended' ? (
          <Button
            variant="secondary"
            className="h-9"
            aria-label={`Reactivate ${name}`}
            busy={change.isPending && change.variables.profileId === c.id}
            onClick={() => apply(c, 'active')}
          >
            Reactivate
          </Button>
        ) : null;
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-4">
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()}>
          Error loading consultants.
        </LoadError>
      ) : (
        <Table
          caption="Consultant profiles"
          data={list.data?.rows ?? []}
          columns={columns}
          getRowId={(c) => c.id}
          loading={list.isPending}
          empty="No consultant profiles have this status."
          server={{
            rowCount: list.data?.total ?? 0,
            pagination,
            onPaginationChange: setPagination,
            sorting,
            onSortingChange: (updater) => {
              setSorting(updater);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            },
          }}
          exportCsv={{ fileName: 'consultants', fetchAll: () => getAllConsultants({ status, sort }) }}
          toolbar={
            <SelectField
              label="Status"
              className="w-full sm:w-56"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as ConsultantStatusFilter);
                setPagination((p) => ({ ...p, pageIndex: 0 }));
              }}
            >
              {STATUS_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </SelectField>
          }
        />
      )}

      <ConfirmDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title="Suspend consultant"
        description={`${personName(suspending?.profile)} will be hidden from the marketplace until reactivated, and notified.`}
        confirmLabel="Suspend"
        destructive
        busy={change.isPending}
        onConfirm={() => suspending && apply(suspending, 'suspended')}
      />
    </div>
  );
}
