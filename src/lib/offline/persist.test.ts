import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capture, registerOutbox, toOutboxEntry, type OutboxKinds } from './outbox';
import { createOfflineCache, memoryOfflineStore, READS_MAX_AGE_MS, type OfflineStore } from './persist';

/** What reached the server, and under which session. */
const sent: Array<{ id: string; as: string | null }> = [];
let session: string | null = null;
let serverUp = true;

/** One tab of the app: a query client, its outbox and its offline cache over `store`. */
function openApp(store: OfflineStore) {
  // Unused data leaves memory after 5 minutes, as in the app (src/lib/query-client.ts).
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
  client.mount();
  const send = async (v: { id: string }) => {
    if (!serverUp) throw new TypeError('Failed to fetch');
    if (!sent.some((s) => s.id === v.id)) sent.push({ id: v.id, as: session });
  };
  registerOutbox(
    client,
    { 'arca-entry': async () => ({ send }) } as unknown as OutboxKinds,
    async () => session,
  );
  return { client, cache: createOfflineCache(client, store) };
}

const keep = (client: QueryClient, owner: string, id: string) =>
  capture(client, {
    kind: 'arca-entry',
    variables: { id, override_reason: 'a field only the form knows' },
    meta: { id, owner, label: 'PPM reading', summary: id },
  });

const outbox = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status !== 'success')
    .map((m) => toOutboxEntry(m).id);

const flush = () => vi.advanceTimersByTimeAsync(1_500);
const act = (fn: () => void) => fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sent.length = 0;
  session = null;
  serverUp = true;
  onlineManager.setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the offline cache', () => {
  it("opens after a reload with the account's reads and its waiting captures, and sends each once", async () => {
    const store = memoryOfflineStore();
    const first = openApp(store);
    session = 'ana';
    await first.cache.switchTo('ana');
    await first.client.fetchQuery({ queryKey: ['facilities'], queryFn: async () => ['North Campus'] });
    onlineManager.setOnline(false);
    serverUp = false;
    await keep(first.client, 'ana', 'e1');
    await keep(first.client, 'ana', 'e2');
    await flush();

    // A reload with no signal: a new app over the same device storage.
    const second = openApp(store);
    await second.cache.switchTo('ana');
    expect(second.client.getQueryData(['facilities'])).toEqual(['North Campus']);
    expect(second.cache.syncedAt()).toBeGreaterThan(0);
    expect(outbox(second.client)).toEqual(['e1', 'e2']);
    expect(second.client.getMutationCache().getAll()[0]!.state.variables).toEqual({
      id: 'e1',
      override_reason: 'a field only the form knows',
    });

    serverUp = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(outbox(second.client)).toEqual([]));
    expect(sent).toEqual([
      { id: 'e1', as: 'ana' },
      { id: 'e2', as: 'ana' },
    ]);
  });

  it("keeps each account's data apart: another account neither sees nor sends the first's, which wait for it", async () => {
    const store = memoryOfflineStore();
    const app = openApp(store);
    session = 'ana';
    await app.cache.switchTo('ana');
    await app.client.fetchQuery({ queryKey: ['facilities'], queryFn: async () => ["Ana's farm"] });
    onlineManager.setOnline(false);
    await keep(app.client, 'ana', 'ana-1');
    await keep(app.client, 'ana', 'ana-2');
    await keep(app.client, 'ana', 'ana-3');

    // Ben signs in on the phone (in another tab, so nothing of Ana's was forgotten): he neither
    // sees her captures nor, even without a connection, her kept reads.
    await flush();
    session = 'ben';
    onlineManager.setOnline(true);
    await app.cache.switchTo('ben');
    expect(outbox(app.client)).toEqual([]);
    act(() => onlineManager.setOnline(false));
    expect(app.client.getQueryData(['facilities'])).toBeUndefined();
    expect(Object.keys(store.dump().reads as object)).toContain('ana');
    act(() => onlineManager.setOnline(true));
    await keep(app.client, 'ben', 'ben-1');
    await flush();
    expect(sent).toEqual([{ id: 'ben-1', as: 'ben' }]);

    // Ben signs out: his reads are forgotten on this phone, not Ana's.
    session = null;
    await app.cache.switchTo(null, { dropReads: true });
    expect(Object.keys(store.dump().reads as object)).toEqual(['ana']);

    // Ana is back: her captures arrive, once each, under her session.
    session = 'ana';
    await app.cache.switchTo('ana');
    await vi.waitFor(() => expect(outbox(app.client)).toEqual([]));
    expect(sent).toEqual([
      { id: 'ben-1', as: 'ben' },
      { id: 'ana-1', as: 'ana' },
      { id: 'ana-2', as: 'ana' },
      { id: 'ana-3', as: 'ana' },
    ]);
  });

  it('restores a capture that was being sent when the page closed, and sends it again (senders are idempotent)', async () => {
    const store = memoryOfflineStore();
    const first = openApp(store);
    session = 'ana';
    await first.cache.switchTo('ana');
    // The request never answers: the tab is closed meanwhile.
    first.client.setMutationDefaults(['outbox', 'arca-entry'], { mutationFn: () => new Promise(() => {}) });
    void keep(first.client, 'ana', 'in-flight');
    await flush();
    expect(first.client.getMutationCache().getAll()[0]!.state).toMatchObject({
      status: 'pending',
      isPaused: false,
    });

    const second = openApp(store);
    await second.cache.switchTo('ana');
    await vi.waitFor(() => expect(sent).toEqual([{ id: 'in-flight', as: 'ana' }]));
  });

  it('gives a query memory has dropped its kept copy when it is asked for again, offline', async () => {
    const app = openApp(memoryOfflineStore());
    session = 'ana';
    await app.cache.switchTo('ana');
    const rooms = { queryKey: ['rooms'], queryFn: async () => ['Flower 1'] };
    const seen = new QueryObserver(app.client, rooms);
    const stop = seen.subscribe(() => {});
    await vi.waitFor(() => expect(seen.getCurrentResult().data).toEqual(['Flower 1']));
    stop();
    await flush();
    // Six minutes on another page: memory lets it go.
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(app.client.getQueryCache().find({ queryKey: ['rooms'] })).toBeUndefined();

    onlineManager.setOnline(false);
    const again = new QueryObserver(app.client, {
      ...rooms,
      queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    again.subscribe(() => {});
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual(['Flower 1']));
  });

  it('keeps reads written as they change, offers them only offline, leaves out those marked offline: false and forgets old ones', async () => {
    const store = memoryOfflineStore();
    const app = openApp(store);
    session = 'ana';
    await app.cache.switchTo('ana');
    await app.client.fetchQuery({ queryKey: ['rooms'], queryFn: async () => ['Flower 1'] });
    await app.client.fetchQuery({
      queryKey: ['sensor-series'],
      queryFn: async () => [1, 2, 3],
      meta: { offline: false },
    });
    await flush();
    const kept = (store.dump().reads as Record<string, { queries: Array<{ queryKey: unknown }> }>).ana!;
    expect(kept.queries.map((q) => q.queryKey)).toEqual([['rooms']]);

    // Online, a new page reads the server: the kept copy is not shown first.
    const online = openApp(store);
    await online.cache.switchTo('ana');
    expect(online.client.getQueryData(['rooms'])).toBeUndefined();
    // Offline it is.
    onlineManager.setOnline(false);
    const offline = openApp(store);
    await offline.cache.switchTo('ana');
    expect(offline.client.getQueryData(['rooms'])).toEqual(['Flower 1']);

    // Back after more than the limit: the reads are dropped, not shown as if current.
    vi.setSystemTime(Date.now() + READS_MAX_AGE_MS + 1);
    const later = openApp(store);
    await later.cache.switchTo('ana');
    expect(later.client.getQueryData(['rooms'])).toBeUndefined();
  });
});
