import { describe, expect, it } from 'vitest';
import type { EntryPayload } from './entry-rules.ts';
import { flushQueue, memoryQueueStore, queuedEntry, retryLater } from './offline-queue.ts';

const payload: EntryPayload = {
  facility_id: 'f1',
  room_id: 'r1',
  lot_id: null,
  occurred_at: '2026-03-01T09:00:00.000Z',
  status: 'done',
  notes: null,
  values: { input_volume_l: 2, runoff_volume_l: 0.4 },
};
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
const networkDown = Object.assign(new TypeError('Failed to fetch'), {});
const refused = {
  code: '23514',
  message: 'value for domain arca_ph violates check constraint "arca_ph_range"',
};

async function storeWith(...ids: string[]) {
  const store = memoryQueueStore();
  for (const [i, id] of ids.entries()) await store.put(queuedEntry('u1', 'runoff', id, payload, at(i)));
  return store;
}

describe('flushQueue', () => {
  it('sends oldest first and forgets what the server saved', async () => {
    const store = await storeWith('a', 'b', 'c');
    const sent: string[] = [];
    const result = await flushQueue(store, 'u1', async (e) => void sent.push(e.id));
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ sent: ['a', 'b', 'c'], failed: [], waiting: 0 });
    expect(store.items.size).toBe(0);
  });

  it('stops at a network failure and keeps the rest pending, counting the attempt', async () => {
    const store = await storeWith('a', 'b', 'c');
    const result = await flushQueue(store, 'u1', async (e) => {
      if (e.id === 'b') throw networkDown;
    });
    expect(result).toEqual({ sent: ['a'], failed: [], waiting: 2 });
    expect([...store.items.values()].map((e) => [e.id, e.state, e.attempts])).toEqual([
      ['b', 'pending', 1],
      ['c', 'pending', 0],
    ]);
  });

  it('marks a refused entry failed with the reason, keeps it, and goes on with the others', async () => {
    const store = await storeWith('a', 'b');
    const result = await flushQueue(store, 'u1', async (e) => {
      if (e.id === 'a') throw refused;
    });
    expect(result).toEqual({ sent: ['b'], failed: ['a'], waiting: 0 });
    expect(store.items.get('a')).toMatchObject({ state: 'failed', error: 'Enter a pH between 0 and 14' });
    // A failed entry is not sent again until the grower asks.
    const again = await flushQueue(store, 'u1', async () => {
      throw new Error('must not be called');
    });
    expect(again).toEqual({ sent: [], failed: [], waiting: 0 });
    await store.put(retryLater(store.items.get('a')!));
    expect((await flushQueue(store, 'u1', async () => undefined)).sent).toEqual(['a']);
  });

  it('only sends the signed-in user’s entries', async () => {
    const store = await storeWith('a');
    await store.put(queuedEntry('u2', 'ppm', 'z', payload, at(9)));
    const sent: string[] = [];
    await flushQueue(store, 'u1', async (e) => void sent.push(e.id));
    expect(sent).toEqual(['a']);
    expect(store.items.has('z')).toBe(true);
  });
});
