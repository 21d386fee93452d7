// /arca/deleted: a facility's entries of every log deleted in the last 30 days (the window
// `arca_restore_entries` accepts), each with what it was, where, when it was logged and who deleted
// it, and a Restore that puts it back in its records.
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { toast } from '@/lib/toast';
import { arcaPaths } from '@/modules/arca/paths';
import { useDeletedEntries, type DeletedEntry } from '../api/get-deleted-entries';
import { useRestoreEntries } from '../api/restore-entries';
import { formatWhen } from '../records/datetime';
import { RESTORE_DAYS, restoreWindowLabel } from '../records/deleted';
import { recordErrorMessage } from '../records/errors';
import { kindOf } from '../records/kinds/registry';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';

export function DeletedPage() {
  const { userId } = useViewer();
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Recently deleted"
        description={`Entries deleted from any log in the last ${RESTORE_DAYS} days. Restore one to put it back in its records and charts.`}
        back={
          <Link to={arcaPaths.index.href()} className="text-sm text-muted hover:underline">
            Arca
          </Link>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <DeletedList facilityId={facility.id} userId={userId} />}
      </FacilityScope>
    </div>
  );
}

function DeletedList({ facilityId, userId }: { facilityId: string; userId: string | null }) {
  const deleted = useDeletedEntries(facilityId);
  if (deleted.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading deleted entries">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  if (deleted.isError)
    return (
      <LoadError error={deleted.error} onRetry={() => void deleted.refetch()}>
        The deleted entries could not be loaded.
      </LoadError>
    );
  if (deleted.data.length === 0)
    return (
      <EmptyState
        title="Nothing deleted lately"
        description={`Entries you delete from a log stay here for ${RESTORE_DAYS} days, so you can restore them.`}
      />
    );
  return (
    <ul aria-label="Deleted entries" className="flex flex-col gap-3">
      {deleted.data.map((entry) => (
        <DeletedItem key={entry.id} entry={entry} userId={userId} />
      ))}
    </ul>
  );
}

/** Issue 16's own logs (not in the kinds registry): what each entry is and where its list is. */
const PLAIN_KINDS: Readonly<Record<string, { what: string; title: string; href: () => string }>> = {
  batch: { what: 'Batch', title: 'Batches', href: () => arcaPaths.tanksBatch.href() },
  fertigation: {
    what: 'Feed',
    title: 'Fertility Application Log',
    href: () => arcaPaths.fertilityApplicationLog.href(),
  },
  application: { what: 'Application', title: 'Application Log', href: () => arcaPaths.applicationLog.href() },
  release: { what: 'Release', title: 'Beneficial Insects', href: () => arcaPaths.ipm.href() },
  scouting: { what: 'Scouting count', title: 'Beneficial Insects', href: () => arcaPaths.ipm.href() },
};

function DeletedItem({ entry, userId }: { entry: DeletedEntry; userId: string | null }) {
  const restore = useRestoreEntries();
  const kind = kindOf(entry.kind);
  const plain = PLAIN_KINDS[entry.kind];
  const what = kind ? kind.noun.one[0]!.toUpperCase() + kind.noun.one.slice(1) : (plain?.what ?? 'Entry');
  const who = entry.deleted_by === null ? 'Someone' : entry.deleted_by === userId ? 'You' : 'A team member';

  function onRestore() {
    restore.mutate(
      { kind: entry.kind, ids: [entry.id] },
      {
        onSuccess: () =>
          toast.success('Entry restored', {
            description: `${what} of ${formatWhen(entry.occurred_at)} is back in its records.`,
          }),
        onError: (e) => toast.error('The entry was not restored', { description: recordErrorMessage(e) }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">
          {what}
          {entry.room ? ` · ${entry.room.room_name}` : ''}
        </p>
        <p className="text-sm text-muted">Logged {formatWhen(entry.occurred_at)}</p>
        {/* The note is often what tells two readings of the same room apart. */}
        {entry.notes ? <p className="line-clamp-2 text-sm break-words text-ink">{entry.notes}</p> : null}
        <p className="text-sm text-muted">
          {who} deleted it · {formatWhen(entry.deleted_at)} · {restoreWindowLabel(entry.deleted_at)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {kind ? (
          <Link
            to={kind.paths.records.href()}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {kind.recordsTitle}
          </Link>
        ) : plain ? (
          <Link to={plain.href()} className="text-sm font-semibold text-brand-800 hover:underline">
            {plain.title}
          </Link>
        ) : null}
        <Button
          variant="secondary"
          busy={restore.isPending}
          onClick={onRestore}
          aria-label={`Restore ${what.toLowerCase()} of ${formatWhen(entry.occurred_at)}`}
        >
          Restore
        </Button>
      </div>
    </li>
  );
}
