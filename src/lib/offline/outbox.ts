// The outbox: every capture made away from a desk (an Arca log or entry, an Animus trait value, an
// Atlas task completion or SOP acknowledgement, a Prometheus reading typed in by hand) is a
// TanStack Query mutation under the key ['outbox', kind]. TanStack does the machinery: a mutation
// made offline is paused and resumed when the connection returns (onlineManager), retried with
// backoff after a network failure, and all of them run one after another in the order they were
// made (one `scope`). What this file adds is what an outbox needs beyond that:
// - ownership: each capture carries its owner in `meta`, and runs only while its owner is the
//   account in use (persist.ts keeps one cache per account; a capture left from another account
//   refuses to run rather than being sent under someone else's session);
// - a refusal (a rule the database enforces) is kept with the server's words, to be corrected and
//   sent again or discarded, never retried blindly; a conflict (the row changed meanwhile) is a
//   refusal that says so;
// - no duplicates after a lost answer: the same capture is sent again with the same id, and every
//   sender is idempotent on that id (an upsert, or a check of what is already there).
// The senders live with their modules and are loaded on first use (src/app/offline/outbox-kinds.ts);
// nothing here knows a payload's fields, so a form may add one (an override reason) freely.
import type { Mutation, MutationState, QueryClient, QueryKey } from '@tanstack/react-query';
import { getErrorCode, getErrorMessage, isNetworkError, isRetryableError } from '../errors.ts';

export const OUTBOX = 'outbox';
/** A mutation as the cache holds it. */
export type CachedMutation = Mutation<unknown, Error, unknown, unknown>;
/** One scope: captures are sent one after another, oldest first. */
const SCOPE = { id: OUTBOX };
/** Retries for a server that answers but fails (5xx); a network failure is retried until it passes. */
const SERVER_RETRIES = 6;

/** What the outbox shows of a capture, stored with it (no module code is needed to list it). */
export interface OutboxMeta {
  /** The capture's own id: also the idempotency key its sender uses. */
  id: string;
  /** The account that made it; only ever sent under that account. */
  owner: string;
  /** "PPM reading", "Task completed", … */
  label: string;
  /** One line: where and what ("Flower Room · EC 1.9"). */
  summary: string;
  createdAt: number;
  /** The form that made it, opened on this capture to correct a refused one. */
  editHref?: string;
}

export type OutboxState = 'waiting' | 'sending' | 'refused' | 'conflict';

export interface OutboxEntry<V = unknown> extends OutboxMeta {
  kind: string;
  state: OutboxState;
  /** The server's reason for a refusal or conflict; the last network failure while waiting. */
  reason: string | null;
  variables: V;
}

/** A refusal the server will repeat: kept in the outbox with its reason, never retried by itself. */
export class OutboxRefusal extends Error {
  readonly code: string | null;
  readonly conflict: boolean;
  constructor(message: string, options: { code?: string | null; conflict?: boolean } = {}) {
    super(message);
    this.name = 'OutboxRefusal';
    this.code = options.code ?? null;
    this.conflict = options.conflict ?? false;
  }
}

/**
 * Thrown instead of sending a capture whose owner is not the account in use. `transient`: its owner
 * is the active account but the session is momentarily another (a sign-in or refresh under way), so
 * it is tried again; otherwise it is a capture left running from an account that has gone, and it
 * stops (its copy in that account's outbox waits for its owner).
 */
export class OwnerAway extends Error {
  readonly transient: boolean;
  constructor(transient: boolean) {
    super('Waiting for the account that made it.');
    this.name = 'OwnerAway';
    this.transient = transient;
  }
}

/** A module's sender for one kind of capture. */
export interface OutboxKind<V = never> {
  /** Sends it; must be idempotent on the capture's id (a lost answer means it is sent again). */
  send: (variables: V) => Promise<unknown>;
  /** The refusal in the person's words; the default is the app's error wording (errors.ts). */
  reason?: (error: unknown) => string;
  /** Whether a refusal means the row changed meanwhile (it is then shown as a conflict). */
  conflict?: (error: unknown) => boolean;
  /** Once it has arrived: refresh what shows it. */
  arrived?: (client: QueryClient, variables: V) => unknown;
}

/**
 * Every kind of capture the app makes. Data only, so shared code can name them; each module's
 * sender is registered under its name in src/app/offline/outbox-kinds.ts (the compiler checks that
 * none is missing).
 */
export const OUTBOX_KINDS = [
  'arca-entry',
  'arca-plain-entry',
  'animus-observation',
  'animus-photo',
  'atlas-task-done',
  'atlas-sop-ack',
  'prometheus-reading',
] as const;
export type OutboxKindName = (typeof OUTBOX_KINDS)[number];

export type OutboxKinds = Record<OutboxKindName, () => Promise<OutboxKind<never>>>;

let activeOwner: string | null = null;

/** The account whose captures may be sent now (persist.ts sets it when the account changes). */
export function setOutboxOwner(userId: string | null): void {
  activeOwner = userId;
}

export function outboxKey(kind: string): QueryKey {
  return [OUTBOX, kind];
}

function metaOf(mutation: CachedMutation): OutboxMeta {
  return mutation.meta as unknown as OutboxMeta;
}

export function isOutboxMutation(mutation: CachedMutation): boolean {
  return mutation.options.mutationKey?.[0] === OUTBOX;
}

/**
 * Teaches the client each kind's sender (TanStack's mutation defaults), so a capture restored
 * after a reload knows how to send itself. `sessionUser` is the account the next request would go
 * out as; a capture runs only when it and the active owner are its owner.
 */
export function registerOutbox(
  client: QueryClient,
  kinds: OutboxKinds,
  sessionUser: () => Promise<string | null>,
): void {
  for (const [kind, load] of Object.entries(kinds)) {
    client.setMutationDefaults(outboxKey(kind), {
      scope: SCOPE,
      networkMode: 'online',
      // Kept until sent or discarded, however long that takes.
      gcTime: Infinity,
      retry: (failures, error) =>
        !(error instanceof OutboxRefusal) &&
        (error instanceof OwnerAway ? error.transient : isNetworkError(error) || failures < SERVER_RETRIES),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      mutationFn: async (variables: unknown, context) => {
        const meta = context.meta as unknown as OutboxMeta;
        if (meta.owner !== activeOwner) throw new OwnerAway(false);
        if ((await sessionUser()) !== meta.owner) throw new OwnerAway(meta.owner === activeOwner);
        const sender = await load();
        try {
          const result = await sender.send(variables as never);
          void sender.arrived?.(client, variables as never);
          return result;
        } catch (error) {
          if (error instanceof OutboxRefusal || isRetryableError(error)) throw error;
          throw new OutboxRefusal(sender.reason?.(error) ?? getErrorMessage(error), {
            code: getErrorCode(error) ?? null,
            conflict: sender.conflict?.(error) ?? false,
          });
        }
      },
    });
  }
  // Sent captures leave the outbox.
  client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isOutboxMutation(event.mutation)) return;
    if (event.mutation.state.status === 'success') client.getMutationCache().remove(event.mutation);
  });
}

function outboxMutations(client: QueryClient): CachedMutation[] {
  return client.getMutationCache().findAll({ mutationKey: [OUTBOX] });
}

function findCapture(client: QueryClient, id: string) {
  // The newest, when a capture being sent has a successor waiting behind it.
  return outboxMutations(client).findLast((m) => metaOf(m).id === id);
}

export interface Capture<V> {
  kind: OutboxKindName;
  variables: V;
  meta: Omit<OutboxMeta, 'createdAt'> & { createdAt?: number };
}

/**
 * Puts a capture in the outbox and starts sending it. Resolves 'sent' (with the sender's answer)
 * when the server has it, or 'kept' as soon as it waits on this device (offline, a failed send, behind an earlier capture);
 * rejects with the refusal when the server refuses it straight away (the capture then leaves the
 * outbox: the form that made it still holds what was typed). A capture with the id of one already
 * in the outbox replaces it (a refused one, corrected).
 */
export type CaptureResult = { status: 'sent'; data: unknown } | { status: 'kept' };

export function capture<V>(
  client: QueryClient,
  { kind, variables, meta }: Capture<V>,
): Promise<CaptureResult> {
  const cache = client.getMutationCache();
  // A capture being sent right now is left to finish (this one follows it, in the same scope, so
  // the newer value arrives last); one that waits or was refused is replaced.
  const previous = findCapture(client, meta.id);
  const inFlight = previous?.state.status === 'pending' && !previous.state.isPaused;
  if (previous && !inFlight) cache.remove(previous);
  const mutation = cache.build(client, {
    mutationKey: outboxKey(kind),
    meta: { ...meta, createdAt: meta.createdAt ?? Date.now() } as unknown as Record<string, unknown>,
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    const answer = (fn: () => void) => {
      if (answered) return;
      answered = true;
      unsubscribe();
      fn();
    };
    const waits = (s: MutationState<unknown, unknown, unknown, unknown>) =>
      s.status === 'pending' && (s.isPaused || s.failureCount > 0);
    const unsubscribe = cache.subscribe((event) => {
      if (event.mutation === mutation && waits(mutation.state)) answer(() => resolve({ status: 'kept' }));
    });
    mutation.execute(variables).then(
      (data) => answer(() => resolve({ status: 'sent', data })),
      (error: unknown) =>
        answer(() => {
          cache.remove(mutation);
          reject(error);
        }),
    );
    if (waits(mutation.state)) answer(() => resolve({ status: 'kept' }));
  });
}

/** Sends a refused capture again, as it is (after the reason has gone, or once corrected). */
export function resend(client: QueryClient, id: string): void {
  const mutation = findCapture(client, id);
  if (!mutation || mutation.state.status !== 'error') return;
  const kind = mutation.options.mutationKey?.[1] as OutboxKindName;
  capture(client, { kind, variables: mutation.state.variables, meta: metaOf(mutation) }).catch(() => {
    // Refused again: it is back in the outbox with the new reason (see below).
  });
}

/** Takes a capture out of the outbox without sending it. */
export function discard(client: QueryClient, id: string): void {
  const mutation = findCapture(client, id);
  if (mutation) client.getMutationCache().remove(mutation);
}

/** Sends every waiting capture now (the "Send now" button; TanStack does it on reconnecting too). */
export function sendWaiting(client: QueryClient): Promise<unknown> {
  return client.resumePausedMutations();
}

/** The refusal's reason and whether it is a conflict, from a live error or one restored from storage. */
function refusalOf(error: unknown): { reason: string; conflict: boolean } {
  const e = (error ?? {}) as { message?: unknown; conflict?: unknown };
  return {
    reason: typeof e.message === 'string' && e.message ? e.message : getErrorMessage(error),
    conflict: e.conflict === true,
  };
}

/** A capture as the outbox shows it. */
export function toOutboxEntry(mutation: CachedMutation): OutboxEntry {
  const meta = metaOf(mutation);
  const { state } = mutation;
  const base = { ...meta, kind: String(mutation.options.mutationKey?.[1]), variables: state.variables };
  if (state.status === 'error') {
    const { reason, conflict } = refusalOf(state.error);
    return { ...base, state: conflict ? 'conflict' : 'refused', reason };
  }
  const failed = state.failureReason !== null && state.failureCount > 0;
  return {
    ...base,
    state: state.isPaused || failed ? 'waiting' : 'sending',
    reason:
      failed && !(state.failureReason instanceof OwnerAway) ? getErrorMessage(state.failureReason) : null,
  };
}

/** One capture, for a form that corrects it. */
export function outboxEntry(client: QueryClient, id: string): OutboxEntry | undefined {
  const mutation = findCapture(client, id);
  return mutation ? toOutboxEntry(mutation) : undefined;
}
