// An entry's History view, the one every Arca log shows: who changed it when and each field from
// what to what (records/history.ts), newest first, ending with who logged it.
import { useViewer } from '@/hooks/use-viewer';
import { formatDateTime } from '@/lib/format';
import { useEntryHistory } from '../../api/get-entry-history';
import { buildHistory, type HistoryContext, type Snapshot } from '../../records/history';

export function EntryHistory({
  entryId,
  current,
  createdBy,
  createdAt,
  context,
}: {
  entryId: string;
  /** The entry as it is now (the state after its newest change). */
  current: Snapshot;
  createdBy: string | null;
  createdAt: string | null;
  context: HistoryContext;
}) {
  const { userId } = useViewer();
  const history = useEntryHistory(entryId);
  const who = (id: string | null) => (id === null ? 'Someone' : id === userId ? 'You' : 'A team member');
  const items = buildHistory(history.data ?? [], current, context);
  return (
    <section aria-label="History" className="border-t border-line pt-4">
      <h3 className="text-sm font-semibold text-brand-950">History</h3>
      <ol className="mt-2 flex flex-col gap-3 text-sm">
        {items.map((item) => (
          <li key={item.version}>
            <p className="text-muted">
              <span className="font-medium text-ink">{who(item.by)}</span>{' '}
              {item.action === 'edit' ? 'changed' : item.action === 'delete' ? 'deleted' : 'restored'} it ·{' '}
              {formatDateTime(item.at)}
            </p>
            {item.changes.length > 0 && (
              <ul className="mt-1 flex flex-col gap-0.5">
                {item.changes.map((c) => (
                  <li key={c.label} className="break-words">
                    {c.label}: <span className="text-muted line-through">{c.from}</span> → <span>{c.to}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li>
          <p className="text-muted">
            <span className="font-medium text-ink">{who(createdBy)}</span> logged it ·{' '}
            {formatDateTime(createdAt)}
          </p>
        </li>
      </ol>
    </section>
  );
}
