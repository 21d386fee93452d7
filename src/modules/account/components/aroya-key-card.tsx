import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { maskApiKey } from '../aroya';
import { useDeleteAroyaKey } from '../api/delete-aroya-key';
import { useAroyaKey } from '../api/get-aroya-key';
import { useSaveAroyaKey } from '../api/save-aroya-key';
import { useTestAroyaConnection } from '../api/test-aroya-connection';

type TestState =
  { status: 'idle' } | { status: 'testing' } | { status: 'success' } | { status: 'error'; reason: string };

/** The AROYA API key: enter, test against AROYA, save (stored, owner-only), clear. */
export function AroyaKeyCard({ userId }: { userId: string }) {
  const stored = useAroyaKey(userId);
  const save = useSaveAroyaKey(userId);
  const remove = useDeleteAroyaKey(userId);
  const connection = useTestAroyaConnection();
  const [draft, setDraft] = useState('');
  const [test, setTest] = useState<TestState>({ status: 'idle' });
  const [confirmClear, setConfirmClear] = useState(false);
  const storedKey = stored.data?.api_key ?? null;
  const trimmed = draft.trim();

  const runTest = () => {
    const key = trimmed || storedKey;
    if (!key) {
      setTest({ status: 'error', reason: 'API key cannot be empty' });
      toast.error('Connection Failed', { description: 'API key cannot be empty' });
      return;
    }
    setTest({ status: 'testing' });
    connection.mutate(key, {
      onSuccess: (result) => {
        if (result.ok) {
          setTest({ status: 'success' });
          toast.success('Connection Successful', { description: 'AROYA accepted your API key.' });
        } else {
          setTest({ status: 'error', reason: result.reason });
          toast.error('Connection Failed', { description: result.reason });
        }
      },
      onError: (error) => {
        const reason = getErrorMessage(error);
        setTest({ status: 'error', reason });
        toast.error('Connection Failed', { description: reason });
      },
    });
  };

  const saveKey = () =>
    save.mutate(trimmed, {
      onSuccess: () => {
        setDraft('');
        toast.success('API Key Saved', { description: 'Your AROYA API key is stored.' });
      },
      onError: (error) => toast.error('Failed to save API key', { description: getErrorMessage(error) }),
    });

  const clear = () => {
    setDraft('');
    setTest({ status: 'idle' });
    if (storedKey) setConfirmClear(true);
  };

  return (
    <Card>
      <CardHeader
        title="Aroya API Key"
        description="Find your key in AROYA under Settings → API. It is stored for your account only."
      />
      {stored.isPending ? (
        <Skeleton className="mb-4 h-5 w-48" />
      ) : stored.isError ? (
        <p role="alert" className="mb-4 text-sm text-danger-700">
          Your saved key could not be loaded.
        </p>
      ) : (
        <p className="mb-4 text-sm text-muted" data-testid="saved-key">
          {storedKey ? (
            <>
              Saved key: <span className="font-mono text-ink">{maskApiKey(storedKey)}</span>
            </>
          ) : (
            'No API key saved yet.'
          )}
        </p>
      )}
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) saveKey();
        }}
      >
        <TextField
          label="API Key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={storedKey ? 'Enter a new key to replace the saved one' : 'Paste your AROYA API key'}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (test.status !== 'testing') setTest({ status: 'idle' });
          }}
          hint={trimmed.length > 8 ? `Entered: ${maskApiKey(trimmed)}` : undefined}
        />
        <TestStatus state={test} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" busy={test.status === 'testing'} onClick={runTest}>
            {test.status === 'testing' ? 'Testing...' : 'Test Connection'}
          </Button>
          <Button variant="ghost" onClick={clear} disabled={!draft && !storedKey}>
            Clear
          </Button>
          <Button type="submit" busy={save.isPending} disabled={!trimmed} className="sm:ml-auto">
            Save API Key
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Remove the saved API key?"
        description="Canopy will no longer be linked to your AROYA account until you save a key again."
        confirmLabel="Remove key"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmClear(false);
              toast.success('API key removed');
            },
            onError: (error) =>
              toast.error('Failed to remove API key', { description: getErrorMessage(error) }),
          })
        }
      />
    </Card>
  );
}

function TestStatus({ state }: { state: TestState }) {
  return (
    <div role="status" aria-live="polite" className="min-h-6 text-sm">
      {state.status === 'testing' && <span className="text-muted">Testing connection...</span>}
      {state.status === 'success' && <Badge tone="success">Connection Successful</Badge>}
      {state.status === 'error' && (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="danger">Connection Failed</Badge>
          <span className="text-danger-700">{state.reason}</span>
        </span>
      )}
    </div>
  );
}
