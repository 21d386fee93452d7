// Crop-protection compliance in the database, broken through REST and RPC: while a room's re-entry
// interval runs, a diary entry there is refused unless it states an override reason; a harvest
// before the pre-harvest interval ends likewise; an application with several products takes the
// largest REI and PHI; a release into a room inside a class ≥ 3 product's persistence window is
// refused with the reason (or saved with an override); stock of tracked products goes down with
// each application; AgroChemLog's compliance record needs the Advanced plan.
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationWindow } from '../../src/modules/arca/protection/windows.ts';
import { setTier } from './helpers.ts';
import { logEntry, mustLog, newGrower, newLot, type Grower } from './arca-records-helpers.ts';
import { applicationValues, newProtectionProduct, newSideEffect, onHand } from './arca-nutrients-helpers.ts';

let grower: Grower;
const code = (r: { error: { code?: string } | null }) => r.error?.code;
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  grower = await newGrower('arca-protection');
});

function spray(
  g: Grower,
  products: { product_id: string; amount?: number }[],
  at: string,
  extra: Record<string, unknown> = {},
  room = g.rooms[1],
) {
  return logEntry(g.client, g, {
    kind: 'application',
    room_id: room,
    occurred_at: at,
    values: applicationValues(products, extra),
  });
}

function diary(
  g: Grower,
  at: string,
  values: Record<string, unknown> = {},
  entry: Record<string, unknown> = {},
) {
  return logEntry(g.client, g, {
    kind: 'diary',
    room_id: g.rooms[1],
    occurred_at: at,
    values: { event: 'observation', title: 'Walked the room', ...values },
    ...entry,
  });
}

describe('an application', () => {
  it('takes the largest REI and PHI of its products, counted from its end, as the app computes', async () => {
    const short = await newProtectionProduct(grower, { rei_hours: 4, phi_days: 14 });
    const long = await newProtectionProduct(grower, { rei_hours: 24, phi_days: 0 });
    const start = '2026-01-10T08:00:00Z';
    const end = '2026-01-10T09:30:00Z';
    const { data: id, error } = await spray(
      grower,
      [{ product_id: short.id }, { product_id: long.id }],
      start,
      { ended_at: end },
    );
    if (error) throw error;
    const { data } = await grower.client.from('arca_application_records').select('*').eq('id', id!).single();
    const app = applicationWindow(
      [
        { reiHours: 4, phiDays: 14 },
        { reiHours: 24, phiDays: 0 },
      ],
      new Date(start),
      new Date(end),
    )!;
    expect(Number(data!.rei_hours)).toBe(app.reiHours);
    expect(Number(data!.phi_days)).toBe(app.phiDays);
    expect(new Date(data!.rei_ends_at!).toISOString()).toBe(app.reiEndsAt.toISOString());
    expect(new Date(data!.phi_ends_at!).toISOString()).toBe(app.phiEndsAt.toISOString());
    // The label values of the day stay on the record when the product's label changes later.
    await grower.client.from('arca_protection_products').update({ rei_hours: 48 }).eq('id', long.id);
    const again = await grower.client
      .from('arca_application_records')
      .select('rei_hours')
      .eq('id', id!)
      .single();
    expect(Number(again.data!.rei_hours)).toBe(24);
  });

  it('needs a room, products of the facility named once, a rate and a total amount, and an end after its start', async () => {
    const p = await newProtectionProduct(grower);
    const other = await newGrower('arca-protection-other');
    const theirs = await newProtectionProduct(other);
    const at = '2026-01-05T08:00:00Z';
    expect(code(await spray(grower, [{ product_id: p.id }], at, {}, null as never))).toBe('AR107');
    expect(code(await spray(grower, [{ product_id: theirs.id }], at))).toBe('AR106');
    expect(code(await spray(grower, [{ product_id: p.id }, { product_id: p.id }], at))).toBe('AR106');
    expect(code(await spray(grower, [{ product_id: p.id, amount: 0 }], at))).toBe('AR106');
    expect(code(await spray(grower, [], at))).toBe('23514');
    expect(code(await spray(grower, [{ product_id: p.id }], at, { ended_at: '2026-01-05T07:00:00Z' }))).toBe(
      '23514',
    );
    const noRate = await logEntry(grower.client, grower, {
      kind: 'application',
      room_id: grower.rooms[1],
      occurred_at: at,
      values: {
        ...applicationValues([{ product_id: p.id }]),
        items: [{ product_id: p.id, rate_unit: 'mL/L', amount: 5 }],
      },
    });
    expect(code(noRate)).toBe('AR106');
    expect(code(await spray(grower, [{ product_id: p.id }], at, { method: 'crop_dusting_by_plane' }))).toBe(
      '23514',
    );
    expect(code(await spray(grower, [{ product_id: p.id }], at, { applicator: '' }))).toBe('23514');
  });

  it('withdraws tracked products from stock and is refused when the shelf is short', async () => {
    const g = await newGrower('arca-protection-stock', 'Advanced');
    const p = await newProtectionProduct(g, { track_stock: true, rei_hours: 0, phi_days: 0 });
    await g.client.from('arca_stock_movements').insert({
      facility_id: g.facilityId,
      protection_product_id: p.id,
      kind: 'purchase',
      quantity: 1000,
      occurred_at: '2026-01-01T08:00:00Z',
    });
    expect(code(await spray(g, [{ product_id: p.id, amount: 400 }], '2026-01-02T08:00:00Z'))).toBeUndefined();
    expect(await onHand(g.client, 'protection_product_id', p.id)).toBe(600);
    expect(code(await spray(g, [{ product_id: p.id, amount: 700 }], '2026-01-03T08:00:00Z'))).toBe('AR104');
    expect(await onHand(g.client, 'protection_product_id', p.id)).toBe(600);
  });
});

describe('re-entry and pre-harvest intervals', () => {
  let g: Grower;
  let sprayId: string;

  beforeAll(async () => {
    g = await newGrower('arca-rei');
    const p = await newProtectionProduct(g, { name: 'Pyrethrin EC', rei_hours: 12, phi_days: 3 });
    const { data, error } = await spray(g, [{ product_id: p.id }], hoursFromNow(-2));
    if (error) throw error;
    sprayId = data!;
  });

  it('refuses a diary entry in the room while the REI runs, naming the product and the end', async () => {
    const { error } = await diary(g, hoursFromNow(-1));
    expect(error?.code).toBe('AR101');
    expect(error?.message).toMatch(
      /^Re-entry interval: nobody may enter Flower until \d{4}-\d\d-\d\d \d\d:\d\d UTC \(REI, Pyrethrin EC\)\. State an override reason to save this entry\.$/,
    );
    expect(JSON.parse(error!.details!).holds).toMatchObject([
      { hold: 'rei', room_id: g.rooms[1], application_id: sprayId, products: 'Pyrethrin EC' },
    ]);
    // Nothing was saved.
    const { data } = await g.client.from('arca_diary_records').select('id').eq('room_id', g.rooms[1]);
    expect(data).toEqual([]);
  });

  it('saves it with an override reason, which stays on the record', async () => {
    const { data: id, error } = await diary(g, hoursFromNow(-1), {
      override_reason: 'Early entry with full PPE to fix a burst drip line',
    });
    expect(error).toBeNull();
    const { data } = await g.client
      .from('arca_diary_records')
      .select('override_reason')
      .eq('id', id!)
      .single();
    expect(data!.override_reason).toBe('Early entry with full PPE to fix a burst drip line');
    // Too short: refused by a named constraint, which the app words as the form does.
    const short = await diary(g, hoursFromNow(-1), { override_reason: 'ok' });
    expect(code(short)).toBe('23514');
    expect(short.error?.message).toMatch(/"arca_entries_override_reason_length"/);
  });

  it('lets entries through in another room, before the spray, after the REI, and planned ones', async () => {
    expect(code(await diary(g, hoursFromNow(-1), {}, { room_id: g.rooms[0] }))).toBeUndefined();
    expect(code(await diary(g, hoursFromNow(-3)))).toBeUndefined();
    expect(code(await diary(g, hoursFromNow(11), {}, { status: 'planned' }))).toBeUndefined();
    const after = new Date(Date.now() + 10.5 * 3_600_000);
    expect(code(await diary(g, after.toISOString(), {}, { status: 'planned' }))).toBeUndefined();
  });

  it('re-checks an entry moved into the room or the window, or marked done', async () => {
    const { data: elsewhere } = await diary(g, hoursFromNow(-1), {}, { room_id: g.rooms[0] });
    const moved = await g.client.rpc('arca_update_entry', {
      p_id: elsewhere!,
      p_version: 1,
      p_changes: { room_id: g.rooms[1] },
    });
    expect(code(moved)).toBe('AR101');
    const { data: early } = await diary(g, hoursFromNow(-3));
    const shifted = await g.client.rpc('arca_update_entry', {
      p_id: early!,
      p_version: 1,
      p_changes: { occurred_at: hoursFromNow(-1) },
    });
    expect(code(shifted)).toBe('AR101');
    // A direct REST update of the envelope is held to the same rule.
    const direct = await g.client
      .from('arca_entries')
      .update({ occurred_at: hoursFromNow(-1) })
      .eq('id', early!);
    expect(code(direct)).toBe('AR101');
    // Editing the notes of an entry that is already fine passes.
    expect(
      code(
        await g.client.rpc('arca_update_entry', { p_id: early!, p_version: 1, p_changes: { notes: 'ok' } }),
      ),
    ).toBeUndefined();
  });

  it('refuses a harvest before the PHI ends, after the REI is over, unless it states why', async () => {
    const lot = await newLot(g, { start_stage: 'flower', start_room_id: g.rooms[1] });
    const harvest = (values: Record<string, unknown> = {}) =>
      logEntry(g.client, g, {
        kind: 'diary',
        room_id: g.rooms[1],
        lot_id: lot.id,
        occurred_at: hoursFromNow(-1.5),
        values: { event: 'harvest', to_stage: 'drying', to_room_id: g.rooms[2], ...values },
      });
    // Inside the REI too: the REI speaks first.
    expect(code(await harvest())).toBe('AR101');
    const { error } = await harvest({ override_reason: 'Harvest crew in PPE; buyer pickup cannot move' });
    expect(error).toBeNull();

    // In a room whose REI is over but whose PHI runs.
    const g2 = await newGrower('arca-phi');
    const p = await newProtectionProduct(g2, { name: 'Spinosad SC', rei_hours: 4, phi_days: 2 });
    await spray(g2, [{ product_id: p.id }], hoursFromNow(-10));
    const lot2 = await newLot(g2, { start_stage: 'flower', start_room_id: g2.rooms[1] });
    const early = await logEntry(g2.client, g2, {
      kind: 'diary',
      room_id: g2.rooms[1],
      lot_id: lot2.id,
      occurred_at: hoursFromNow(-1),
      values: { event: 'harvest', to_stage: 'drying' },
    });
    expect(early.error?.code).toBe('AR102');
    expect(early.error?.message).toMatch(
      new RegExp(
        `^Pre-harvest interval: ${lot2.name} may not be harvested until .+ UTC \\(PHI, Spinosad SC, applied in Flower\\)\\.`,
      ),
    );
    // Any other entry in the room is fine now the REI is over.
    expect(code(await diary(g2, hoursFromNow(-1)))).toBeUndefined();
    // A planned harvest after the PHI is fine; marking it done early is refused.
    const { data: planned } = await logEntry(g2.client, g2, {
      kind: 'diary',
      room_id: g2.rooms[1],
      lot_id: lot2.id,
      occurred_at: hoursFromNow(48),
      status: 'planned',
      values: { event: 'harvest', to_stage: 'drying' },
    });
    const doneEarly = await g2.client.rpc('arca_update_entry', {
      p_id: planned!,
      p_version: 1,
      p_changes: { status: 'done', occurred_at: hoursFromNow(-0.5) },
    });
    expect(code(doneEarly)).toBe('AR102');
  });

  it('shows every room on hold with the end of each interval, and forgets deleted sprays', async () => {
    const { data } = await g.client.from('arca_room_holds').select('*').eq('room_id', g.rooms[1]).single();
    expect(data!.rei_entry_id).toBe(sprayId);
    expect(data!.rei_products).toBe('Pyrethrin EC');
    const reiLeft = new Date(data!.rei_ends_at!).getTime() - Date.now();
    expect(reiLeft).toBeGreaterThan(9.5 * 3_600_000);
    expect(reiLeft).toBeLessThan(10.5 * 3_600_000);
    expect(new Date(data!.phi_ends_at!).getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const stranger = await newGrower('arca-rei-stranger');
    expect(
      (await stranger.client.from('arca_room_holds').select('room_id').eq('room_id', g.rooms[1])).data,
    ).toEqual([]);

    await g.client.rpc('arca_delete_entries', { p_ids: [sprayId] });
    expect((await g.client.from('arca_room_holds').select('room_id').eq('room_id', g.rooms[1])).data).toEqual(
      [],
    );
    expect(code(await diary(g, hoursFromNow(-1)))).toBeUndefined();
  });
});

describe('beneficial releases after a spray (IOBC)', () => {
  let g: Grower;
  let product: { id: string; name: string };

  beforeAll(async () => {
    g = await newGrower('arca-iobc');
    product = await newProtectionProduct(g, { name: 'Abamectin 1.9 EC', rei_hours: 12, phi_days: 28 });
    await newSideEffect(g, product.id, {
      species: 'Phytoseiulus persimilis',
      iobc_class: 4,
      persistence_weeks: 2,
    });
    await newSideEffect(g, product.id, { species: 'Orius insidiosus', iobc_class: 2, persistence_weeks: 1 });
    const { error } = await spray(g, [{ product_id: product.id }], '2026-03-01T08:00:00Z', {
      ended_at: '2026-03-01T09:00:00Z',
    });
    if (error) throw error;
  });

  const release = (species: string, at: string, extra: Record<string, unknown> = {}, room?: string | null) =>
    logEntry(g.client, g, {
      kind: 'release',
      room_id: room === undefined ? g.rooms[1] : room,
      occurred_at: at,
      values: { species, quantity: 2000, quantity_unit: 'individuals', supplier: 'Koppert', ...extra },
    });

  it('refuses a release of a harmed species inside the persistence window, saying why and until when', async () => {
    const { error } = await release('phytoseiulus  persimilis', '2026-03-10T08:00:00Z');
    expect(error?.code).toBe('AR103');
    expect(error?.message).toBe(
      'Abamectin 1.9 EC was applied in Flower on 2026-03-01: IOBC class 4 (over 75 % harm) for phytoseiulus  persimilis, persistent 2 week(s), so a release is safe from 2026-03-15 09:00 UTC. State an override reason to save this entry.',
    );
    expect(JSON.parse(error!.details!).holds).toMatchObject([
      { hold: 'iobc', products: 'Abamectin 1.9 EC', iobc_class: 4 },
    ]);
  });

  it('saves it with an explicit override, and lets through other species, other rooms and later dates', async () => {
    expect(
      code(
        await release('Phytoseiulus persimilis', '2026-03-10T08:00:00Z', {
          override_reason: 'Hot spot; supplier advised a booster',
        }),
      ),
    ).toBeUndefined();
    expect(code(await release('Orius insidiosus', '2026-03-02T08:00:00Z'))).toBeUndefined();
    expect(
      code(await release('Phytoseiulus persimilis', '2026-03-10T08:00:00Z', {}, g.rooms[0])),
    ).toBeUndefined();
    expect(code(await release('Phytoseiulus persimilis', '2026-03-15T09:00:00Z'))).toBeUndefined();
    expect(code(await release('Phytoseiulus persimilis', '2026-02-28T08:00:00Z'))).toBeUndefined();
    const short = await release('Phytoseiulus persimilis', '2026-03-10T08:00:00Z', { override_reason: 'ok' });
    expect(short.error?.message).toMatch(/"arca_entries_override_reason_length"/);
  });

  it('re-checks a release moved into the window, and needs a room and a positive quantity', async () => {
    const { data: ok } = await release('Phytoseiulus persimilis', '2026-03-10T08:00:00Z', {}, g.rooms[0]);
    const moved = await g.client.rpc('arca_update_entry', {
      p_id: ok!,
      p_version: 1,
      p_changes: { room_id: g.rooms[1] },
    });
    expect(code(moved)).toBe('AR103');
    expect(code(await release('Phytoseiulus persimilis', '2026-04-10T08:00:00Z', {}, null))).toBe('AR107');
    expect(code(await release('Phytoseiulus persimilis', '2026-04-10T08:00:00Z', { quantity: 0 }))).toBe(
      '23514',
    );
  });

  it('a later side-effect entry counts for releases logged after it', async () => {
    await newSideEffect(g, product.id, {
      species: 'Amblyseius swirskii',
      iobc_class: 3,
      persistence_weeks: 1,
    });
    expect(code(await release('Amblyseius swirskii', '2026-03-05T08:00:00Z'))).toBe('AR103');
  });

  it('scouting counts belong to a room', async () => {
    const count = (room: string | null, values: Record<string, unknown>) =>
      logEntry(g.client, g, { kind: 'scouting', room_id: room, occurred_at: '2026-03-03T08:00:00Z', values });
    expect(
      code(await count(g.rooms[1], { organism: 'Two-spotted spider mite', count: 14, basis: 'per_leaf' })),
    ).toBeUndefined();
    expect(code(await count(null, { organism: 'Thrips', count: 3 }))).toBe('AR107');
    expect(code(await count(g.rooms[1], { organism: 'Thrips', count: -3 }))).toBe('23514');
  });
});

describe('AgroChemLog (Advanced)', () => {
  it('shows the compliance record and crop-protection stock only on a plan that covers it', async () => {
    const g = await newGrower('arca-agrochem', 'Basic');
    const p = await newProtectionProduct(g, {
      name: 'Neem oil',
      registration_number: '70051-2',
      active_ingredients: 'Azadirachtin 0.09 %',
    });
    const id = await mustLog(g.client, g, {
      kind: 'application',
      room_id: g.rooms[0],
      occurred_at: '2026-01-05T08:00:00Z',
      values: applicationValues([{ product_id: p.id }], {
        area_m2: 40,
        crop: 'Cannabis',
        ended_at: '2026-01-05T08:45:00Z',
      }),
    });
    // The application log is Basic; AgroChemLog's compliance view and stock are not.
    expect((await g.client.from('arca_application_records').select('id').eq('id', id)).data).toEqual([
      { id },
    ]);
    expect(
      (await g.client.from('arca_compliance_records').select('application_id').eq('application_id', id)).data,
    ).toEqual([]);
    const stock = await g.client
      .from('arca_stock_movements')
      .insert({ facility_id: g.facilityId, protection_product_id: p.id, kind: 'purchase', quantity: 1000 });
    expect(code(stock)).toBe('42501');

    await setTier(g, 'Advanced');
    const { data } = await g.client.from('arca_compliance_records').select('*').eq('application_id', id);
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      product: 'Neem oil',
      registration_number: '70051-2',
      active_ingredients: 'Azadirachtin 0.09 %',
      room_name: 'Veg',
      crop: 'Cannabis',
      applicator: 'Priya Natarajan',
      method: 'foliar_spray',
      rate_unit: 'mL/L',
      amount_unit: 'mL',
    });
    expect(Number(data![0]!.rei_hours)).toBe(12);
    const allowed = await g.client
      .from('arca_stock_movements')
      .insert({ facility_id: g.facilityId, protection_product_id: p.id, kind: 'purchase', quantity: 1000 });
    expect(allowed.error).toBeNull();
  });
});
