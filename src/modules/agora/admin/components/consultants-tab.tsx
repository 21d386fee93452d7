import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { CONSULTANTS_PAGE_SIZE, useAdminConsultants, type AdminConsultant } from '../api/get-consultants';
import type { ConsultantStatusFilter } from '../../api/keys';
import { useSetConsultantStatus } from '../api/set-consultant-status';
import { formatDate, personName } from '../format';
import { capitalise } from '../review';
import { STATUS_TONES } from './status-tones';

const STATUS_FILTERS: { value: ConsultantStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'rejected', label: 'Rejected' },
];

/** Beyond the spec (issue 6): every consultant profile, filtered by status; suspend or reactivate. */
export function ConsultantsTab() {
  const [status, setStatus] = useState<ConsultantStatusFilter>('all');
  const [page, setPage] = useState(0);
  const [suspending, setSuspending] = useState<AdminConsultant | null>(null);
  const list = useAdminConsultants(status, page);
  const change = useSetConsultantStatus();

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / CONSULTANTS_PAGE_SIZE));

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

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label="Status"
          className="w-full sm:w-56"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ConsultantStatusFilter);
            setPage(0);
          }}
        >
          {STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        {list.data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {list.data.total.toLocaleString('en-US')} {list.data.total === 1 ? 'consultant' : 'consultants'}
          </p>
        ) : null}
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading consultants" className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()}>
          Error loading consultants.
        </LoadError>
      ) : list.data.rows.length === 0 ? (
        <EmptyState title="No consultants" description="No consultant profiles have this status." />
      ) : (
        <div className="relative -mx-4 overflow-x-auto sm:mx-0 sm:rounded-2xl sm:border sm:border-line">
          <table className="w-full bg-white text-left text-sm sm:min-w-[44rem]">
            <caption className="sr-only">Consultant profiles</caption>
            <thead className="border-b border-line bg-brand-50/60 text-xs font-semibold text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-2 pl-4">
                  Consultant
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                  Years
                </th>
                <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                  Rate
                </th>
                <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                  Rating
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                  Joined
                </th>
                <th scope="col" className="py-2 pr-4 pl-2 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.data.rows.map((c) => {
                const name = personName(c.profile);
                return (
                  <tr key={c.id}>
                    <td className="py-3 pr-2 pl-4 sm:max-w-72">
                      <p className="font-medium text-ink">{name}</p>
                      <p className="text-muted sm:truncate">{c.title}</p>
                      <Badge tone={STATUS_TONES[c.status] ?? 'neutral'} className="mt-1 sm:hidden">
                        {capitalise(c.status)}
                      </Badge>
                      <p className="mt-0.5 text-xs text-muted sm:hidden">
                        {c.years_experience} yrs · ${c.hourly_rate}/h · joined {formatDate(c.created_at)}
                      </p>
                    </td>
                    <td className="hidden px-2 py-3 sm:table-cell">
                      <Badge tone={STATUS_TONES[c.status] ?? 'neutral'}>{capitalise(c.status)}</Badge>
                    </td>
                    <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">
                      {c.years_experience}
                    </td>
                    <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">
                      ${c.hourly_rate}/h
                    </td>
                    <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">
                      {c.total_reviews > 0 ? `${Number(c.rating).toFixed(1)} (${c.total_reviews})` : '—'}
                    </td>
                    <td className="hidden px-2 py-3 whitespace-nowrap text-muted sm:table-cell">
                      {formatDate(c.created_at)}
                    </td>
                    <td className="py-3 pr-4 pl-2 text-right">
                      {c.status === 'active' ? (
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
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {page + 1} of {pages}
          </span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}

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
