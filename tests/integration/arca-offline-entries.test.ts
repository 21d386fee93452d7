// A grower in a grow room with no signal logs a feed, a spray, a release and a scouting count: the
// Arca offline queue keeps them (its PLAIN_ENTRY_WRITE sender, the one the app registers) and sends
// them when the connection returns — once each, even when a send is repeated — while an entry the
// database refuses for good is set aside with the reason instead of being retried.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineQueue, memoryStore } from '../../src/lib/offline-queue.ts';
import {
  PLAIN_ENTRY_WRITE,
  savePlainEntryWith,
  type PlainEntry,
} from '../../src/modules/arca/api/plain-entry.ts';
import type { Database } from '../../src/types/database.ts';
import { stack, type Client } from './helpers.ts';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import {
  applicationValues,
  logBatch,
  newFertilizer,
  newProtectionProduct,
  newTank,
} from './arca-nutrients-helpers.ts';

let g: Grower;
let phone: Client;
let offline = false;

beforeAll(async () => {
  g = await newGrower('arca-offline');
  // The grower's phone: the same account, its requests failing as a browser's do without signal.
  phone = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: (input, init) =>
        offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    },
  });
  const { error } = await phone.auth.signInWithPassword({ email: g.email, password: g.password });
  if (error) throw error;
});

// The spray goes into the flower room; the releases and counts into the veg room, since nobody may
// walk into the sprayed room until its re-entry interval ends.
const entry = (kind: PlainEntry['kind'], values: Record<string, unknown>, room = g.rooms[1]): PlainEntry => ({
  kind,
  id: crypto.randomUUID(),
  facility_id: g.facilityId,
  room_id: room,
  occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  notes: 'Logged with no signal',
  values,
});

describe('feeds, sprays, releases and scouting counts logged offline', () => {
  it('wait on the device, then reach the records once each when the connection returns', async () => {
    const fertilizer = await newFertilizer(g);
    const tank = await newTank(g);
    const batchId = await logBatch(
      g.client,
      g,
      { tank_id: tank.id, items: [{ fertilizer_id: fertilizer.id, amount: 1000, unit: 'g' }] },
      { occurred_at: new Date(Date.now() - 7_200_000).toISOString() },
    );
    const product = await newProtectionProduct(g, { rei_hours: 12, phi_days: 0 });
    const sent: PlainEntry[] = [
      entry('fertigation', { batch_ids: [batchId], volume_l: 40 }),
      entry('application', applicationValues([{ product_id: product.id }])),
      entry('release', { species: 'Orius insidiosus', quantity: 500 }, g.rooms[0]),
      entry('scouting', { organism: 'Western flower thrips', count: 7, basis: 'per_trap' }, g.rooms[0]),
    ];
    const queue = createOfflineQueue(memoryStore(), {
      [PLAIN_ENTRY_WRITE]: (p) => savePlainEntryWith(phone, p as PlainEntry),
    });
    await queue.ready;

    offline = true;
    for (const e of sent) await queue.enqueue(PLAIN_ENTRY_WRITE, e.id, e);
    expect(queue.state()).toMatchObject({ waiting: 4, failed: [] });
    const ids = sent.map((e) => e.id);
    const { data: none } = await g.client.from('arca_entries').select('id').in('id', ids);
    expect(none).toEqual([]);

    offline = false;
    await queue.flush();
    expect(queue.state()).toMatchObject({ waiting: 0, failed: [] });
    const views = [
      'arca_fertigation_records',
      'arca_application_records',
      'arca_release_records',
      'arca_scouting_records',
    ] as const;
    for (const [i, view] of views.entries()) {
      const { data } = await g.client.from(view).select('id, notes').eq('id', ids[i]!);
      expect(data).toEqual([{ id: ids[i], notes: 'Logged with no signal' }]);
    }
    // The spray's re-entry interval now holds the room.
    const { data: holds } = await g.client
      .from('arca_room_holds')
      .select('room_id')
      .eq('room_id', g.rooms[1]);
    expect(holds).toHaveLength(1);

    // A send whose answer was lost is sent again: still one entry each.
    for (const e of sent) await queue.enqueue(PLAIN_ENTRY_WRITE, e.id, e);
    await queue.flush();
    const { data: once } = await g.client.from('arca_entries').select('id').in('id', ids);
    expect(once).toHaveLength(4);
  });

  it('sets aside an entry the database refuses, with its reason, and sends the rest', async () => {
    const bad = entry('scouting', { organism: 'Thrips', count: -3 }, g.rooms[0]);
    const good = entry('scouting', { organism: 'Fungus gnats', count: 2, basis: 'per_trap' }, g.rooms[0]);
    const queue = createOfflineQueue(memoryStore(), {
      [PLAIN_ENTRY_WRITE]: (p) => savePlainEntryWith(phone, p as PlainEntry),
    });
    await queue.ready;
    offline = true;
    await queue.enqueue(PLAIN_ENTRY_WRITE, bad.id, bad);
    await queue.enqueue(PLAIN_ENTRY_WRITE, good.id, good);
    offline = false;
    await queue.flush();
    const state = queue.state();
    expect(state.waiting).toBe(0);
    expect(state.failed.map((f) => f.id)).toEqual([bad.id]);
    expect(state.failed[0]!.error).toBeTruthy();
    const { data } = await g.client.from('arca_entries').select('id').in('id', [bad.id, good.id]);
    expect(data).toEqual([{ id: good.id }]);
  });
});
