// On a certificate's verification page, for admins only: revoke it for cause (a reason the holder
// is told, asked for in a confirmation) or reinstate a revoked one. The database allows only admins.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCertificateStanding } from '../api/revoke-certificate';
import { revocationSchema, type CertificateStatus } from '../credential';

export function CertificateStanding({ id, status }: { id: string; status: CertificateStatus }) {
  const { revoke, reinstate } = useCertificateStanding(id);
  const [open, setOpen] = useState<'revoke' | 'reinstate' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (status === 'not_found') return null;

  function onRevoke(event: React.FormEvent) {
    event.preventDefault();
    const parsed = revocationSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    revoke.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.success('Certificate revoked', {
          description: 'It now verifies as revoked; the holder was told.',
        });
        setOpen(null);
        setReason('');
      },
      // What was typed stays.
      onError: (e) => toast.error('The certificate was not revoked', { description: getErrorMessage(e) }),
    });
  }

  return (
    <section
      aria-label="Administration"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4"
    >
      <h2 className="text-sm font-semibold text-brand-950">Administration</h2>
      {status === 'revoked' ? (
        <>
          <p className="text-sm text-muted">
            Reinstating makes it verify as valid again; the holder is told.
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setOpen('reinstate')}>
            Reinstate certificate
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            Revoke it for cause (fraud, a mistake in grading). It will verify as revoked for anyone.
          </p>
          <Button variant="danger" className="self-start" onClick={() => setOpen('revoke')}>
            Revoke certificate
          </Button>
        </>
      )}
      {open === 'revoke' ? (
        <FormDialog
          onOpenChange={(next) => !next && setOpen(null)}
          title="Revoke this certificate?"
          description="Anyone who opens its link or QR code will see it as revoked. The holder is told with your reason."
          submitLabel="Revoke certificate"
          busy={revoke.isPending}
          onSubmit={onRevoke}
        >
          <TextAreaField
            label="Reason"
            rows={3}
            maxLength={500}
            value={reason}
            error={error}
            hint="3 to 500 characters; the holder reads it."
            onChange={(e) => setReason(e.target.value)}
          />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={open === 'reinstate'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Reinstate this certificate?"
        description="It will verify as valid again (or expired, if its date has passed)."
        confirmLabel="Reinstate"
        busy={reinstate.isPending}
        onConfirm={() =>
          reinstate.mutate(undefined, {
            onSuccess: () => {
              toast.success('Certificate reinstated');
              setOpen(null);
            },
            onError: (e) =>
              toast.error('The certificate was not reinstated', { description: getErrorMessage(e) }),
          })
        }
      />
    </section>
  );
}
