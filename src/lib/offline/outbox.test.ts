import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  capture,
  discard,
  outboxEntry,
  registerOutbox,
  resend,
  setOutboxOwner,
  toOutboxEntry,
  type OutboxKinds,
  type OutboxKindName,
} from './outbox';

const networkDown = () => new TypeError('Failed to fetch');
const checkViolation = (message = 'new row violates check constraint "count_ok"') => ({
  code: '23514',
  message,
});

/** A server that keeps rows by id (as the real senders' upserts do) and can drop its answers. */
function fakeServer() {
  const rows = new Map<string, unknown>();
  const state = { online: true, loseNextAnswer: false, refuse: null as null | ((v: Payload) => unknown) };
  const send = vi.fn(async (v: Payload) => {
    if (!state.online) throw networkDown();
    const refusal = state.refuse?.(v);
    if (refusal) throw refusal;
    rows.set(v.id, v);
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      throw networkDown();
    }
    return { saved: v.id };
  });
  return { rows, state, send };
}

interface Payload {
  id: string;
  value: number;
  [field: string]: unknown;
}

let client: QueryClient;
let server: ReturnType<typeof fakeServer>;
let sessionUser: string | null;

function setup(extra: Partial<{ conflict: (e: unknown) => boolean }> = {}) {
  client = new QueryClient();
  client.mount();
  server = fakeServer();
  sessionUser = 'grower-a';
  setOutboxOwner('grower-a');
  const kind = { send: server.send, reason: (e: unknown) => `Refused: ${(e as Error).message}`, ...extra };
  registerOutbox(
    client,
    { 'arca-entry': async () => kind } as unknown as OutboxKinds,
    async () => sessionUser,
  );
}

const keep = (value: number, extra: Record<string, unknown> = {}, kind: OutboxKindName = 'arca-entry') => {
  const id = `entry-${value}`;
  return capture(client, {
    kind,
    variables: { id, value, ...extra },
    meta: { id, owner: 'grower-a', label: 'PPM reading', summary: `EC ${value}` },
  });
};

const entries = () =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status !== 'success')
    .map(toOutboxEntry);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onlineManager.setOnline(true);
});
afterEach(() => {
  client.unmount();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the outbox', () => {
  it('sends a capture at once when the server answers, and keeps nothing', async () => {
    setup();
    await expect(keep(1)).resolves.toEqual({ status: 'sent', data: { saved: 'entry-1' } });
    expect([...server.rows.keys()]).toEqual(['entry-1']);
    expect(entries()).toEqual([]);
  });

  it('keeps captures made offline, waiting in order, and sends each once when back online', async () => {
    setup();
    onlineManager.setOnline(false);
    server.state.online = false;
    await expect(keep(1)).resolves.toEqual({ status: 'kept' });
    await expect(keep(2)).resolves.toEqual({ status: 'kept' });
    await expect(keep(3)).resolves.toEqual({ status: 'kept' });
    expect(entries().map((e) => [e.id, e.state])).toEqual([
      ['entry-1', 'waiting'],
      ['entry-2', 'waiting'],
      ['entry-3', 'waiting'],
    ]);
    expect(server.send).not.toHaveBeenCalled();

    server.state.online = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(entries()).toEqual([]));
    expect(server.send.mock.calls.map(([v]) => v.id)).toEqual(['entry-1', 'entry-2', 'entry-3']);
  });

  it('sends a capture again with the same id when its answer was lost: the server holds it once', async () => {
    setup();
    server.state.loseNextAnswer = true;
    // The answer is lost: the capture waits on the device instead of being reported saved.
    await expect(keep(7)).resolves.toEqual({ status: 'kept' });
    expect(entries()[0]).toMatchObject({ id: 'entry-7', state: 'waiting' });
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(entries()).toEqual([]));
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.send.mock.calls.map(([v]) => v)).toEqual([
      { id: 'entry-7', value: 7 },
      { id: 'entry-7', value: 7 },
    ]);
    expect(server.rows.size).toBe(1);
  });

  it('hands a refusal straight back to the form, and keeps nothing of it', async () => {
    setup();
    server.state.refuse = () => checkViolation();
    await expect(keep(-1)).rejects.toMatchObject({ name: 'OutboxRefusal', code: '23514' });
    expect(entries()).toEqual([]);
  });

  it("keeps a capture refused after it waited, with the server's reason in the kind's words, and sends the rest", async () => {
    setup();
    onlineManager.setOnline(false);
    await keep(-3);
    await keep(4);
    server.state.refuse = (v) => (v.value < 0 ? checkViolation('Enter a count of 0 or more') : null);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(server.rows.has('entry-4')).toBe(true));
    expect(entries()).toEqual([
      expect.objectContaining({
        id: 'entry--3',
        state: 'refused',
        reason: 'Refused: Enter a count of 0 or more',
      }),
    ]);
    // Never retried by itself.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send.mock.calls.filter(([v]) => v.id === 'entry--3')).toHaveLength(1);
  });

  it('explains a conflict when the kind says the row changed meanwhile', async () => {
    setup({ conflict: (e) => (e as { code?: string }).code === 'AR002' });
    onlineManager.setOnline(false);
    await keep(5);
    server.state.refuse = () => ({ code: 'AR002', message: 'changed since you opened it' });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(entries()[0]?.state).toBe('conflict'));
    expect(entries()[0]!.reason).toBe('Refused: changed since you opened it');
  });

  it('sends a refused capture again, or a corrected one in its place, or discards it', async () => {
    setup();
    onlineManager.setOnline(false);
    await keep(1);
    await keep(2);
    server.state.refuse = () => checkViolation();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(entries().map((e) => e.state)).toEqual(['refused', 'refused']));

    server.state.refuse = null;
    resend(client, 'entry-1');
    await vi.waitFor(() => expect(server.rows.has('entry-1')).toBe(true));

    // Corrected: the same id, other values (any field the form sends travels as it is).
    await expect(
      capture(client, {
        kind: 'arca-entry',
        variables: { id: 'entry-2', value: 20, override_reason: 'Washed off' },
        meta: { id: 'entry-2', owner: 'grower-a', label: 'PPM reading', summary: 'EC 20' },
      }),
    ).resolves.toMatchObject({ status: 'sent' });
    expect(server.rows.get('entry-2')).toEqual({ id: 'entry-2', value: 20, override_reason: 'Washed off' });
    expect(entries()).toEqual([]);

    onlineManager.setOnline(false);
    await keep(3);
    discard(client, 'entry-3');
    expect(outboxEntry(client, 'entry-3')).toBeUndefined();
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.rows.has('entry-3')).toBe(false);
  });

  it("never sends a capture under another account's session: it waits for its owner", async () => {
    setup();
    onlineManager.setOnline(false);
    await keep(9);
    // Another account's session is in use while the owner is still the active account (a sign-in
    // under way): the capture is not sent, and waits.
    sessionUser = 'grower-b';
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.send).not.toHaveBeenCalled();
    expect(entries()[0]).toMatchObject({ id: 'entry-9', state: 'waiting', reason: null });

    // Its owner is back: it goes.
    sessionUser = 'grower-a';
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(server.rows.has('entry-9')).toBe(true));
  });

  it('stops a capture left running when its owner is no longer the active account', async () => {
    setup();
    onlineManager.setOnline(false);
    const kept = keep(11);
    await kept;
    setOutboxOwner('grower-b');
    sessionUser = 'grower-b';
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send).not.toHaveBeenCalled();
  });
});
