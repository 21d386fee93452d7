import { Button } from '@/components/ui/button';
import { useViewer } from '@/hooks/use-viewer';
import { useArcaQueue } from '../../api/offline-queue';

/**
 * Entries kept on this device: how many wait for a connection, and each one the server refused
 * (with the reason), to be dismissed once read. Nothing shows when the queue is empty.
 */
export function QueueBanner() {
  const { userId } = useViewer();
  const { waiting, failed, syncing, queue } = useArcaQueue(userId);
  if (waiting === 0 && failed.length === 0) return null;
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2">
      {waiting > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p>
            <strong className="font-semibold">
              {waiting === 1 ? '1 entry is' : `${waiting} entries are`} waiting to be sent.
            </strong>{' '}
            {syncing ? 'Sending…' : 'Kept on this device; they go out as soon as you are back online.'}
          </p>
          <Button variant="secondary" className="h-9" disabled={syncing} onClick={() => void queue?.flush()}>
            Send now
          </Button>
        </div>
      )}
      {failed.map((w) => (
        <div
          key={w.id}
          className="text-danger-800 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm"
        >
          <p>
            <strong className="font-semibold">An entry saved offline was refused:</strong> {w.error}
          </p>
          <Button variant="secondary" className="h-9" onClick={() => void queue?.dismiss(w.id)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
