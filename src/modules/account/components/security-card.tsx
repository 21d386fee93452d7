import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useAuthenticators,
  useCancelAuthenticatorSetup,
  useRemoveAuthenticator,
  useStartAuthenticatorSetup,
  type AuthenticatorSetup,
} from '../api/authenticator';
import { useAuthenticatorCode } from './use-authenticator-code';

/**
 * Two-step sign-in with an authenticator app (TOTP): set one up by scanning the QR code (or typing
 * the key) and confirming a code, or remove it. With one set up, every sign-in asks for a code.
 */
export function SecurityCard({ userId }: { userId: string }) {
  const authenticators = useAuthenticators(userId);
  const start = useStartAuthenticatorSetup();
  const remove = useRemoveAuthenticator(userId);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast.error('Could not start the setup', { description: getErrorMessage(error) }),
    });

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        toast.success('Authenticator app removed', {
          description: 'Signing in needs only your password now.',
        });
      },
      onError: (error) =>
        toast.error('Could not remove the authenticator', { description: getErrorMessage(error) }),
    });

  const current = authenticators.data?.[0];

  return (
    <Card>
      <CardHeader
        title="Two-step sign-in"
        description="Ask for a code from an authenticator app (such as Google Authenticator, 1Password or Authy) each time you sign in."
      />
      {authenticators.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-11" />
        </div>
      ) : authenticators.isError ? (
        <LoadError error={authenticators.error} onRetry={() => void authenticators.refetch()}>
          Your sign-in settings could not be loaded.
        </LoadError>
      ) : current ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
          <div>
            <p className="text-sm font-semibold text-ink">Authenticator app is on</p>
            <p className="text-sm text-muted">Added {formatDate(current.createdAt)}</p>
          </div>
          <Button variant="secondary" onClick={() => setRemoving(current.id)}>
            Remove
          </Button>
        </div>
      ) : setup ? (
        <SetupPanel userId={userId} setup={setup} onDone={() => setSetup(null)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">Two-step sign-in is off. Your password alone signs you in.</p>
          <Button busy={start.isPending} onClick={begin}>
            Set up authenticator app
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove authenticator app"
        description="Signing in will no longer ask for a code, so anyone with your password can sign in. You can set it up again at any time."
        confirmLabel={remove.isPending ? 'Removing...' : 'Remove'}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

function SetupPanel({
  userId,
  setup,
  onDone,
}: {
  userId: string;
  setup: AuthenticatorSetup;
  onDone: () => void;
}) {
  const { submit, field, pending } = useAuthenticatorCode(userId, setup.factorId, () => {
    toast.success('Authenticator app added', { description: 'Sign-ins will now ask for a code.' });
    onDone();
  });
  const cancel = useCancelAuthenticatorSetup();

  // The unconfirmed factor is dropped; if that fails it lapses on the server within minutes anyway.
  const abandon = () => cancel.mutate(setup.factorId, { onSettled: onDone });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-ink">
        <li>Open your authenticator app and scan this QR code.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 self-center rounded-lg border border-line bg-white p-2 sm:self-start"
        />
        <div className="flex min-w-0 flex-col gap-3">
          <div>
            <p className="text-sm text-muted">Can&apos;t scan it? Enter this key instead:</p>
            <code
              aria-label="Setup key"
              className="mt-1 block rounded-md bg-brand-50 px-2 py-1 font-mono text-sm break-all text-ink"
            >
              {setup.secret}
            </code>
          </div>
          <TextField label="Code from the app" {...field} className="max-w-48" />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={pending}>
          Turn on two-step sign-in
        </Button>
        <Button variant="ghost" busy={cancel.isPending} disabled={pending} onClick={abandon}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
