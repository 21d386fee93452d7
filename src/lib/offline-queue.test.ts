import { describe, expect, it, vi } from 'vitest';
import { createOfflineQueue, memoryStore, type QueueStore } from './offline-queue';

const networkDown = () => Object.assign(new TypeError('Failed to fetch'), {});
const refused = () => ({ code: '23514', message: 'new row violates check constraint' });

function clock() {
  let t = 1000;
  return () => ++t;
}

describe('createOfflineQueue', () => {
  it('sends right away when the server answers, and keeps nothing', async () => {
    const sent: unknown[] = [];
    const q = createOfflineQueue(memoryStore(), { obs: async (p) => void sent.push(p) }, clock());
    await q.enqueue('obs', 'a', { v: 1 });
    expect(sent).toEqual([{ v: 1 }]);
    expect(q.state()).toEqual({ waiting: 0, failed: [], syncing: false });
  });

  it('keeps writes in order while offline and sends them all when back', async () => {
    let online = false;
    const sent: unknown[] = [];
    const store = memoryStore();
    const send = vi.fn(async (p: unknown) => {
      if (!online) throw networkDown();
      sent.push(p);
    });
    const q = createOfflineQueue(store, { obs: send }, clock());
    await q.enqueue('obs', 'a', 1);
    await q.enqueue('obs', 'b', 2);
    expect(q.state().waiting).toBe(2);
    expect((await store.all()).map((w) => w.id)).toEqual(['a', 'b']);
    online = true;
    await q.flush();
    expect(sent).toEqual([1, 2]);
    expect(q.state().waiting).toBe(0);
    expect(await store.all()).toEqual([]);
  });

  it('replaces a waiting write with the same id (a corrected value)', async () => {
    let online = false;
    const sent: unknown[] = [];
    const q = createOfflineQueue(
      memoryStore(),
      {
        obs: async (p) => {
          if (!online) throw networkDown();
          sent.push(p);
        },
      },
      clock(),
    );
    await q.enqueue('obs', 'a', 5);
    await q.enqueue('obs', 'a', 7);
    expect(q.state().waiting).toBe(1);
    online = true;
    await q.flush();
    expect(sent).toEqual([7]);
  });

  it('marks a refused write failed with a message, keeps going, and lets it be dismissed', async () => {
    const sent: unknown[] = [];
    const q = createOfflineQueue(
      memoryStore(),
      {
        obs: async (p) => {
          if (p === 'bad') throw refused();
          sent.push(p);
        },
      },
      clock(),
    );
    await q.enqueue('obs', 'a', 'bad');
    await q.enqueue('obs', 'b', 'good');
    expect(sent).toEqual(['good']);
    const { failed, waiting } = q.state();
    expect(waiting).toBe(0);
    expect(failed.map((f) => [f.id, f.error])).toEqual([['a', 'A value is outside the allowed range.']]);
    await q.dismiss('a');
    expect(q.state().failed).toEqual([]);
  });

  it('picks up what an earlier visit left waiting', async () => {
    const store: QueueStore = memoryStore();
    await store.put({ id: 'old', kind: 'obs', payload: 3, createdAt: 1, attempts: 1, error: null });
    const sent: unknown[] = [];
    const q = createOfflineQueue(store, { obs: async (p) => void sent.push(p) }, clock());
    await q.ready;
    expect(q.state().waiting).toBe(1);
    await q.flush();
    expect(sent).toEqual([3]);
  });

  it('hands out the same state object until something changes', async () => {
    const q = createOfflineQueue(memoryStore(), { obs: async () => {} }, clock());
    await q.ready;
    expect(q.state()).toBe(q.state());
    const before = q.state();
    await q.enqueue('obs', 'a', 1);
    expect(q.state()).not.toBe(before);
  });

  it('tells subscribers about every change', async () => {
    const q = createOfflineQueue(memoryStore(), { obs: async () => {} }, clock());
    const seen: number[] = [];
    q.subscribe((s) => seen.push(s.waiting));
    await q.enqueue('obs', 'a', 1);
    expect(seen).toContain(1);
    expect(seen.at(-1)).toBe(0);
  });
});
