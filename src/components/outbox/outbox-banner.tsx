// The app's word on its connection and its outbox, under the top bar on every page of a signed-in
// person: offline since when (the last answer from the server, so the person knows how old what
// they see is), how many captures wait on this phone, and those the server refused. "Review" opens
// the outbox, one line per capture with its state.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOfflineStatus, useOutbox } from '@/hooks/use-offline';
import { cn } from '@/lib/cn';
import { shortTime } from '@/lib/format';
import { sendWaiting } from '@/lib/offline/outbox';
import { loadSonner } from '@/lib/toast';
import { OutboxDialog } from './outbox-dialog';

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

export function OutboxBanner() {
  const client = useQueryClient();
  const { online, syncedAt } = useOfflineStatus();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  // Toasts load on first use; a signed-in page fetches them while it has a connection, or the
  // first "Saved on this device" in a room with no signal could not show.
  useEffect(() => void loadSonner(), []);
  const waiting = outbox.filter((e) => e.state === 'waiting' || e.state === 'sending');
  const refused = outbox.filter((e) => e.state === 'refused' || e.state === 'conflict');
  const sending = waiting.some((e) => e.state === 'sending');
  // Online, a capture on its first way out is the form's business (it says "Saved"); the banner
  // speaks when something waits or was refused.
  const held = outbox.some((e) => e.state !== 'sending');
  if (online && !held) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3 sm:px-6">
      <section
        aria-live="polite"
        aria-label="Connection and outbox"
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border px-4 py-2.5 text-sm',
          refused.length > 0
            ? 'text-danger-800 border-danger-200 bg-danger-50'
            : 'border-amber-200 bg-amber-50 text-amber-900',
        )}
      >
        <div className="flex min-w-0 flex-col gap-0.5">
          {!online ? (
            <p>
              <strong className="font-semibold">
                {syncedAt > 0 ? `Offline since ${shortTime(syncedAt)}.` : 'Offline.'}
              </strong>{' '}
              You see what this phone kept from then; what you record is kept here until you are back online.
            </p>
          ) : null}
          {waiting.length > 0 ? (
            <p>
              <strong className="font-semibold">
                {waiting.length === 1 ? '1 entry is' : `${entries(waiting.length)} are`} waiting to be sent.
              </strong>{' '}
              {online ? (sending ? 'Sending…' : 'They go out one after another.') : null}
            </p>
          ) : null}
          {refused.length > 0 ? (
            <p>
              <strong className="font-semibold">
                {refused.length === 1 ? '1 entry was' : `${entries(refused.length)} were`} refused.
              </strong>{' '}
              Review to correct, resend or discard.
            </p>
          ) : null}
        </div>
        {outbox.length > 0 ? (
          <div className="flex shrink-0 gap-2">
            {online && waiting.length > 0 && !sending ? (
              <Button variant="secondary" onClick={() => void sendWaiting(client)}>
                Send now
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Review ({outbox.length})
            </Button>
          </div>
        ) : null}
      </section>
      <OutboxDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
