// "Confirm your address": a facility invitation is answered only from a session that proved the
// invited address, so a person signed in with a password gets a code mailed to them first. The
// code is sent when the dialog opens; a wrong or expired code keeps the dialog (and what was typed).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { sendAddressCode, verifyAddressCode } from '../api/prove-address';

export function ConfirmAddressDialog({
  onConfirmed,
  onCancel,
  submitLabel = 'Confirm and answer',
}: {
  onConfirmed: () => void;
  onCancel: () => void;
  /** What confirming does next: answer the invitation, or show whose it is. */
  submitLabel?: string;
}) {
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(true);

  const send = () => {
    setSending(true);
    setError(null);
    sendAddressCode()
      .then(setEmail)
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setSending(false));
  };
  // The first code goes once, on opening (a second mail at once would be refused as too frequent).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from the email.');
      return;
    }
    if (!email) return;
    setBusy(true);
    setError(null);
    verifyAddressCode(email, code.trim())
      .then(onConfirmed)
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setBusy(false));
  };

  return (
    <FormDialog
      onOpenChange={(open) => !open && onCancel()}
      title="Confirm your address"
      description={
        email
          ? `Invitations are answered only by whoever reads ${email}. We emailed a 6-digit code there.`
          : 'Invitations are answered only by whoever reads the invited address. Sending a code…'
      }
      submitLabel={submitLabel}
      busy={busy}
      submitDisabled={sending || !email}
      onSubmit={submit}
      footerStart={
        <button type="button" className="text-sm text-brand-700 underline" onClick={send} disabled={sending}>
          Send a new code
        </button>
      }
    >
      <TextField
        label="Code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}
