// The outbox, one line per capture in the order they are sent: what it is, where, when it was made,
// and its state — waiting, sending, refused with the server's reason, or a conflict (the row
// changed meanwhile) in words. A refused capture can be corrected in the form that made it (when
// that form can take it back), sent again as it is, or discarded after a confirmation.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useOutbox } from '@/hooks/use-offline';
import { shortTime } from '@/lib/format';
import { discard, resend, type OutboxEntry, type OutboxState } from '@/lib/offline/outbox';

const STATES: Record<OutboxState, { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  refused: { label: 'Refused', tone: 'danger' },
  conflict: { label: 'Conflict', tone: 'danger' },
};

export function OutboxDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const outbox = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const client = useQueryClient();
  return (
    <>
      <Dialog
        open={open && discarding === null}
        onOpenChange={onOpenChange}
        title="Kept on this device"
        description="Entries made without a connection, sent in this order as soon as the server can be reached. Only your account sees or sends them."
        size="lg"
      >
        {outbox.length === 0 ? (
          <p className="text-sm text-muted">Nothing is waiting: everything you recorded has been sent.</p>
        ) : (
          <ol aria-label="Outbox" className="flex flex-col divide-y divide-line">
            {outbox.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{entry.label}</p>
                    <p className="text-sm break-words text-muted">{entry.summary}</p>
                    <p className="text-xs text-muted">Made {shortTime(entry.createdAt)}</p>
                  </div>
                  <Badge tone={STATES[entry.state].tone}>{STATES[entry.state].label}</Badge>
                </div>
                {entry.reason && (entry.state === 'refused' || entry.state === 'conflict') ? (
                  <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
                    {entry.state === 'conflict' ? 'Changed meanwhile: ' : 'The server said: '}
                    {entry.reason}
                  </p>
                ) : entry.reason ? (
                  <p className="text-xs text-muted">Last try: {entry.reason}</p>
                ) : null}
                {entry.state === 'refused' || entry.state === 'conflict' ? (
                  <div className="flex flex-wrap gap-2">
                    {entry.editHref ? (
                      <Link
                        to={entry.editHref}
                        onClick={() => onOpenChange(false)}
                        className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 active:bg-brand-900"
                      >
                        Correct
                      </Link>
                    ) : null}
                    <Button variant="secondary" onClick={() => resend(client, entry.id)}>
                      Send again
                    </Button>
                    <Button variant="ghost" onClick={() => setDiscarding(entry)}>
                      Discard
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(next) => !next && setDiscarding(null)}
        title="Discard this entry?"
        description={
          discarding ? `${discarding.label}: ${discarding.summary}. It will not be sent.` : undefined
        }
        confirmLabel="Discard entry"
        destructive
        onConfirm={() => {
          if (discarding) discard(client, discarding.id);
          setDiscarding(null);
        }}
      />
    </>
  );
}
