import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capture, type CaptureResult, type OutboxKindName, type OutboxMeta } from '@/lib/offline/outbox';
import { useSession } from './use-session';

export interface CaptureInput<V> {
  variables: V;
  /** The capture's own id (its idempotency key); the same id replaces a refused capture. */
  id: string;
  label: string;
  summary: string;
  editHref?: string;
}

/**
 * Saves a capture made away from a desk through the outbox (src/lib/offline/outbox.ts): sent now
 * when the server answers, kept on this device for the signed-in account when it does not. The
 * result says which ('sent' with the sender's answer, or 'kept'); a refusal rejects, so the form
 * keeps what was typed and shows why.
 */
export function useCapture<V>(kind: OutboxKindName) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    // The outbox decides what to do without a connection; this only reports.
    networkMode: 'always',
    mutationFn: ({ variables, ...meta }: CaptureInput<V>): Promise<CaptureResult> => {
      if (!user) throw new Error('Sign in to save this.');
      const full: Omit<OutboxMeta, 'createdAt'> = { ...meta, owner: user.id };
      return capture(client, { kind, variables, meta: full });
    },
  });
}

/** What the person is told after a capture: saved, or kept on this device until the connection returns. */
export const KEPT_TOAST = {
  title: 'Saved on this device',
  description: 'It will be sent as soon as you are back online.',
} as const;
