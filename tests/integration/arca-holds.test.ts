// Re-entry (REI) and pre-harvest (PHI) intervals on every path into the records, broken through
// REST and RPC as staff would try to get round them:
// - the room comes from the lot: naming a clean room for work on a lot in a sprayed room is
//   refused, no room at all takes the lot's room, and a move is checked at its destination;
// - every harvest is a harvest: a Yields entry, a move to drying or into the dry room, a lot moved
//   out of the sprayed room first: each inside the PHI needs a reason, as the diary's harvest did;
// - every kind that means walking into the room needs the reason during the REI, decided by one
//   function (public.arca_entry_holds) that the forms ask too, which sees only what the caller may;
// - a release against a harmful product's persistence follows the same lot/room rule;
// - the refusal names every interval it breaks, in words the app repeats in the grower's zone.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdRefusal, UTC_CLOCK, type Hold } from '../../src/modules/arca/protection/holds.ts';
import { logEntry, newGrower, newLot, type Grower } from './arca-records-helpers.ts';
import {
  applicationValues,
  newFilter,
  newProtectionProduct,
  newSideEffect,
} from './arca-nutrients-helpers.ts';

const code = (r: { error: { code?: string } | null }) => r.error?.code;
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const REASON = 'Burst drip line; entered in full PPE';

/** A grower whose Flower room was sprayed `ago` hours ago, with a lot in flower there. */
async function sprayedGrower(
  prefix: string,
  product: { rei_hours: number; phi_days: number; name?: string },
  ago = 1,
) {
  const g = await newGrower(prefix);
  const p = await newProtectionProduct(g, { name: `${prefix} product`, ...product });
  const spray = await logEntry(g.client, g, {
    kind: 'application',
    room_id: g.rooms[1],
    occurred_at: hoursFromNow(-ago),
    values: applicationValues([{ product_id: p.id }]),
  });
  if (spray.error) throw spray.error;
  const lot = await newLot(g, {
    start_stage: 'flower',
    start_room_id: g.rooms[1],
    started_at: hoursFromNow(-24 * 60),
  });
  return { g, lot, product: p, sprayId: spray.data as string };
}

const yieldOf = (g: Grower, lotId: string, extra: Record<string, unknown> = {}) =>
  logEntry(g.client, g, {
    kind: 'yield',
    room_id: null,
    lot_id: lotId,
    occurred_at: hoursFromNow(-0.5),
    values: { wet_g: 5200 },
    ...extra,
  });

describe('the room comes from the lot', () => {
  let g: Grower;
  let lot: { id: string; name: string };

  beforeAll(async () => {
    ({ g, lot } = await sprayedGrower('holds-lot-room', {
      rei_hours: 12,
      phi_days: 3,
      name: 'Pyrethrins 5 EC',
    }));
  });

  const runoff = (entry: Record<string, unknown>) =>
    logEntry(g.client, g, {
      kind: 'runoff',
      occurred_at: hoursFromNow(-0.5),
      values: { input_volume_l: 2, runoff_volume_l: 0.4 },
      ...entry,
    });

  it('refuses work on a lot in a sprayed room logged under a clean room, naming the lot’s room', async () => {
    const { error } = await runoff({ lot_id: lot.id, room_id: g.rooms[0] });
    expect(error?.code).toBe('AR109');
    expect(error?.message).toBe(
      `${lot.name} was in Flower at that time, not in Veg: an entry about a lot is made in the lot's room. Choose Flower, or log the lot's move first.`,
    );
  });

  it('takes the lot’s room when none is named, so the interval holds there', async () => {
    expect(code(await runoff({ lot_id: lot.id, room_id: null }))).toBe('AR101');
    const { data: id, error } = await runoff({ lot_id: lot.id, room_id: null, override_reason: REASON });
    expect(error).toBeNull();
    const { data } = await g.client
      .from('arca_runoff_records')
      .select('room_id, override_reason')
      .eq('id', id as string)
      .single();
    expect(data).toEqual({ room_id: g.rooms[1], override_reason: REASON });
  });

  it('follows the lot’s moves: before a move it was in the old room, after it in the new one', async () => {
    const moving = await newLot(g, {
      start_stage: 'veg',
      start_room_id: g.rooms[0],
      started_at: hoursFromNow(-500),
    });
    const { error: moved } = await logEntry(g.client, g, {
      lot_id: moving.id,
      room_id: g.rooms[0],
      occurred_at: hoursFromNow(-100),
      values: { event: 'flip', to_room_id: g.rooms[1], to_stage: 'flower' },
    });
    expect(moved).toBeNull();
    // Before the flip, the veg room; after it (and long before the spray), the flower room.
    expect(
      code(await runoff({ lot_id: moving.id, room_id: g.rooms[0], occurred_at: hoursFromNow(-200) })),
    ).toBeUndefined();
    expect(
      code(await runoff({ lot_id: moving.id, room_id: g.rooms[0], occurred_at: hoursFromNow(-50) })),
    ).toBe('AR109');
    expect(
      code(await runoff({ lot_id: moving.id, room_id: g.rooms[1], occurred_at: hoursFromNow(-50) })),
    ).toBeUndefined();
  });

  it('holds an edit to the same rule, through the RPC and through a direct REST update', async () => {
    const { data: id } = await runoff({ lot_id: lot.id, room_id: null, override_reason: REASON });
    const rpc = await g.client.rpc('arca_update_entry', {
      p_id: id as string,
      p_version: 1,
      p_changes: { room_id: g.rooms[0] },
    });
    expect(code(rpc)).toBe('AR109');
    const rest = await g.client
      .from('arca_entries')
      .update({ room_id: g.rooms[0] })
      .eq('id', id as string);
    expect(code(rest)).toBe('AR109');
  });

  it('checks a move at its destination: moving a lot into the sprayed room walks into it', async () => {
    const clean = await newLot(g, {
      start_stage: 'veg',
      start_room_id: g.rooms[0],
      started_at: hoursFromNow(-500),
    });
    const move = (extra: Record<string, unknown> = {}) =>
      logEntry(g.client, g, {
        lot_id: clean.id,
        room_id: g.rooms[0],
        occurred_at: hoursFromNow(-0.5),
        values: { event: 'move', to_room_id: g.rooms[1] },
        ...extra,
      });
    const { error } = await move();
    expect(error?.code).toBe('AR101');
    expect(error?.message).toMatch(/^Re-entry interval: nobody may enter Flower until /);
    expect(code(await move({ override_reason: REASON }))).toBeUndefined();
  });

  it('tells a stranger nothing about another facility’s lot', async () => {
    const stranger = await newGrower('holds-lot-stranger');
    const { error } = await logEntry(stranger.client, stranger, {
      kind: 'runoff',
      lot_id: lot.id,
      room_id: stranger.rooms[0],
      occurred_at: hoursFromNow(-0.5),
      values: { input_volume_l: 2, runoff_volume_l: 0.4 },
    });
    expect(error).not.toBeNull();
    expect(error?.code).not.toBe('AR109');
    expect(`${error?.message} ${error?.details ?? ''}`).not.toMatch(/Flower|Pyrethrins/);
  });
});

describe('every harvest is a harvest', () => {
  // The REI (4 h) is over; the PHI (7 days) runs.
  let g: Grower;
  let lot: { id: string; name: string };

  beforeAll(async () => {
    ({ g, lot } = await sprayedGrower(
      'holds-harvest',
      { rei_hours: 4, phi_days: 7, name: 'Spinosad SC' },
      10,
    ));
  });

  it('refuses a Yields entry (wet weight) inside the PHI without a reason, and keeps the reason given', async () => {
    const { error } = await yieldOf(g, lot.id);
    expect(error?.code).toBe('AR102');
    expect(error?.message).toMatch(
      new RegExp(
        `^Pre-harvest interval: ${lot.name} may not be harvested until .+ UTC \\(PHI, Spinosad SC, applied in Flower\\)\\. `,
      ),
    );
    const { data: id, error: saved } = await yieldOf(g, lot.id, {
      override_reason: 'Buyer pickup; PHI waived by label',
    });
    expect(saved).toBeNull();
    const { data } = await g.client
      .from('arca_yield_records')
      .select('override_reason')
      .eq('id', id as string)
      .single();
    expect(data!.override_reason).toBe('Buyer pickup; PHI waived by label');
  });

  it('refuses a lot moved to drying or into the dry room, as the diary’s harvest', async () => {
    const other = await newLot(g, {
      start_stage: 'flower',
      start_room_id: g.rooms[1],
      started_at: hoursFromNow(-900),
    });
    const event = (values: Record<string, unknown>) =>
      logEntry(g.client, g, {
        lot_id: other.id,
        room_id: g.rooms[1],
        occurred_at: hoursFromNow(-0.5),
        values,
      });
    expect(code(await event({ event: 'stage', to_stage: 'drying' }))).toBe('AR102');
    expect(code(await event({ event: 'move', to_room_id: g.rooms[2] }))).toBe('AR102');
    expect(code(await event({ event: 'harvest', to_stage: 'drying', to_room_id: g.rooms[2] }))).toBe('AR102');
    // Anything else in the room is fine now the REI is over.
    expect(code(await event({ event: 'observation', title: 'Looked at the trichomes' }))).toBeUndefined();
  });

  it('follows the lot out of the sprayed room: its harvest elsewhere is still inside the PHI', async () => {
    const moved = await newLot(g, {
      start_stage: 'flower',
      start_room_id: g.rooms[1],
      started_at: hoursFromNow(-900),
    });
    const { error: moveError } = await logEntry(g.client, g, {
      lot_id: moved.id,
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-2),
      values: { event: 'move', to_room_id: g.rooms[0] },
    });
    expect(moveError).toBeNull();
    const { error } = await yieldOf(g, moved.id);
    expect(error?.code).toBe('AR102');
    expect(error?.message).toContain(`${moved.name} may not be harvested until`);
    expect(error?.message).toContain('applied in Flower');
  });

  it('counts a harvest once: the weight logged after a harvest that gave its reason is not another harvest', async () => {
    const cut = await newLot(g, {
      start_stage: 'flower',
      start_room_id: g.rooms[1],
      started_at: hoursFromNow(-900),
    });
    const { error } = await logEntry(g.client, g, {
      lot_id: cut.id,
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-2),
      override_reason: 'Botrytis spreading; harvest now',
      values: { event: 'harvest', to_stage: 'drying', to_room_id: g.rooms[2] },
    });
    expect(error).toBeNull();
    expect(code(await yieldOf(g, cut.id))).toBeUndefined();
  });
});

describe('every entry that means walking into the room', () => {
  let g: Grower;
  let filterId: string;

  beforeAll(async () => {
    ({ g } = await sprayedGrower('holds-walk-in', { rei_hours: 12, phi_days: 0, name: 'Pyrethrins 5 EC' }));
    filterId = (await newFilter(g)).id;
  });

  const kinds: Array<[string, Record<string, unknown>]> = [
    ['diary', { event: 'observation', title: 'Walked the room' }],
    ['runoff', { input_volume_l: 2, runoff_volume_l: 0.3 }],
    ['ppm', { ec: 2.1 }],
    ['quality', { batch_code: 'Q-1', appearance: 'pass' }],
    ['release', { species: 'Orius insidiosus', quantity: 500 }],
    ['scouting', { organism: 'Western flower thrips', count: 4 }],
  ];

  it.each(kinds)(
    'refuses a %s during the REI without a reason, and saves it with one',
    async (kind, values) => {
      const entry = (extra: Record<string, unknown> = {}) =>
        logEntry(g.client, g, {
          kind,
          room_id: g.rooms[1],
          occurred_at: hoursFromNow(-0.5),
          values,
          ...extra,
        });
      const { error } = await entry();
      expect(error?.code).toBe('AR101');
      expect(error?.message).toMatch(
        /^Re-entry interval: nobody may enter Flower until .+ \(REI, Pyrethrins 5 EC\)\. /,
      );
      expect(code(await entry({ override_reason: REASON }))).toBeUndefined();
      // The same entry elsewhere, or planned for later, is not held.
      expect(code(await entry({ room_id: g.rooms[0] }))).toBeUndefined();
      expect(code(await entry({ status: 'planned', occurred_at: hoursFromNow(3) }))).toBeUndefined();
    },
  );

  it('refuses a filter log made in the room, not one with no room', async () => {
    const values = { filter_id: filterId, action: 'backwash' };
    const inRoom = await logEntry(g.client, g, {
      kind: 'filter',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-0.5),
      values,
    });
    expect(code(inRoom)).toBe('AR101');
    expect(
      code(
        await logEntry(g.client, g, {
          kind: 'filter',
          room_id: null,
          occurred_at: hoursFromNow(-0.5),
          values,
        }),
      ),
    ).toBeUndefined();
    // A PPM reading of a tank, not of the room, likewise.
    expect(
      code(
        await logEntry(g.client, g, {
          kind: 'ppm',
          room_id: null,
          occurred_at: hoursFromNow(-0.5),
          values: { ec: 2.1, tank: 'Tank A' },
        }),
      ),
    ).toBeUndefined();
  });

  it('does not hold the handler’s own work: another application in the room saves', async () => {
    const p = await newProtectionProduct(g, { rei_hours: 4, phi_days: 0 });
    const again = await logEntry(g.client, g, {
      kind: 'application',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-0.25),
      values: applicationValues([{ product_id: p.id }]),
    });
    expect(again.error).toBeNull();
  });

  it('re-checks when the reason is taken away or a planned entry is marked done', async () => {
    const { data: id } = await logEntry(g.client, g, {
      kind: 'runoff',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-0.5),
      override_reason: REASON,
      values: { input_volume_l: 2, runoff_volume_l: 0.3 },
    });
    const cleared = await g.client.rpc('arca_update_entry', {
      p_id: id as string,
      p_version: 1,
      p_changes: { override_reason: null },
    });
    expect(code(cleared)).toBe('AR101');
    const { data: planned } = await logEntry(g.client, g, {
      kind: 'scouting',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(2),
      status: 'planned',
      values: { organism: 'Thrips', count: 0 },
    });
    const done = await g.client
      .from('arca_entries')
      .update({ status: 'done', occurred_at: hoursFromNow(-0.2) })
      .eq('id', planned as string);
    expect(code(done)).toBe('AR101');
  });

  it('keeps a reason sent among the values (an entry queued on a device before) as the entry’s', async () => {
    const { data: id, error } = await logEntry(g.client, g, {
      kind: 'diary',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-0.5),
      values: { event: 'observation', override_reason: REASON },
    });
    expect(error).toBeNull();
    const { data } = await g.client
      .from('arca_entries')
      .select('override_reason')
      .eq('id', id as string)
      .single();
    expect(data!.override_reason).toBe(REASON);
  });

  it('refuses a reason that says nothing, by its named rule, through the RPC and REST', async () => {
    const { data: id } = await logEntry(g.client, g, {
      kind: 'runoff',
      room_id: g.rooms[0],
      occurred_at: hoursFromNow(-0.5),
      values: { input_volume_l: 2, runoff_volume_l: 0.3 },
    });
    for (const reason of ['ok', ' padded reason ', 'x'.repeat(501)]) {
      const { error } = await g.client
        .from('arca_entries')
        .update({ override_reason: reason })
        .eq('id', id as string);
      expect(error?.code).toBe('23514');
      expect(error?.message).toMatch(/"arca_entries_override_reason_length"/);
    }
    const short = await logEntry(g.client, g, {
      kind: 'runoff',
      room_id: g.rooms[1],
      occurred_at: hoursFromNow(-0.5),
      override_reason: 'ok',
      values: { input_volume_l: 2, runoff_volume_l: 0.3 },
    });
    expect(short.error?.message).toMatch(/"arca_entries_override_reason_length"/);
  });
});

describe('one decision, asked by the forms too', () => {
  let g: Grower;
  let lot: { id: string; name: string };

  beforeAll(async () => {
    ({ g, lot } = await sprayedGrower('holds-decide', { rei_hours: 12, phi_days: 5, name: 'Neem EC' }));
  });

  it('answers what would refuse an entry before it is saved, and a stranger learns nothing', async () => {
    const ask = (client: typeof g.client) =>
      client.rpc('arca_entry_holds', {
        p_kind: 'yield',
        p_room_id: null as unknown as string,
        p_lot_id: lot.id,
        p_at: new Date().toISOString(),
        p_values: {},
      });
    const { data, error } = await ask(g.client);
    expect(error).toBeNull();
    expect(data!.map((h) => [h.hold, h.room_name, h.products])).toEqual([
      ['rei', 'Flower', 'Neem EC'],
      ['phi', 'Flower', 'Neem EC'],
    ]);
    const stranger = await newGrower('holds-decide-stranger');
    expect((await ask(stranger.client)).data).toEqual([]);
  });

  it('refuses with every interval it breaks, which the app words the same from the detail', async () => {
    const { error } = await yieldOf(g, lot.id);
    expect(error?.code).toBe('AR101');
    const holds = JSON.parse(error!.details!).holds as Hold[];
    expect(holds.map((h) => h.hold)).toEqual(['rei', 'phi']);
    expect(error!.message).toBe(holdRefusal(holds, UTC_CLOCK));
  });

  it('counts each growing lot down, and shows a stranger none', async () => {
    const { data } = await g.client
      .from('arca_lot_holds')
      .select('hold, products, ends_at')
      .eq('lot_id', lot.id);
    expect(data!.map((h) => [h.hold, h.products]).sort()).toEqual([
      ['phi', 'Neem EC'],
      ['rei', 'Neem EC'],
    ]);
    const rei = data!.find((h) => h.hold === 'rei')!;
    const left = new Date(rei.ends_at!).getTime() - Date.now();
    expect(left).toBeGreaterThan(10.5 * 3_600_000);
    expect(left).toBeLessThan(11.5 * 3_600_000);
    const stranger = await newGrower('holds-lots-stranger');
    expect((await stranger.client.from('arca_lot_holds').select('lot_id').eq('lot_id', lot.id)).data).toEqual(
      [],
    );
  });
});

describe('beneficial releases follow the lot’s room too', () => {
  it('refuses a release about a lot in a room sprayed with a product harmful to the species', async () => {
    const { g, lot, product } = await sprayedGrower(
      'holds-iobc',
      { rei_hours: 1, phi_days: 0, name: 'Abamectin' },
      3,
    );
    await newSideEffect(g, product.id, {
      species: 'Phytoseiulus persimilis',
      iobc_class: 4,
      persistence_weeks: 2,
    });
    const release = (extra: Record<string, unknown> = {}) =>
      logEntry(g.client, g, {
        kind: 'release',
        room_id: null,
        lot_id: lot.id,
        occurred_at: hoursFromNow(-0.5),
        values: {
          species: 'Phytoseiulus persimilis',
          quantity: 2000,
          supplier: `Koppert ${randomUUID().slice(0, 4)}`,
        },
        ...extra,
      });
    const { error } = await release();
    expect(error?.code).toBe('AR103');
    expect(error?.message).toMatch(
      /^Abamectin was applied in Flower on .+ so a release is safe from .+ UTC\. /,
    );
    expect(code(await release({ room_id: g.rooms[0] }))).toBe('AR109');
    expect(code(await release({ override_reason: 'Hot spot; supplier advised a booster' }))).toBeUndefined();
  });
});
