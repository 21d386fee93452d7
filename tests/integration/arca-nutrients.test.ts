// The rules of Arca nutrients, broken through REST and RPC as a real grower: the fertilizer
// library's analysis limits, batches (product list, tank, figures equal to the app's own
// computation, the EC mismatch flag), the stock ledger (never below zero without a stated
// correction; batches, feeds and deletions keep it in step) and fertility per room and week.
import { beforeAll, describe, expect, it } from 'vitest';
import { batchFigures, feedElements } from '../../src/modules/arca/nutrients/batch.ts';
import { analysisFromSalt, compositionOf } from '../../src/modules/arca/nutrients/fertilizer.ts';
import type { SaltId } from '../../src/modules/arca/salts.ts';
import { db } from './helpers.ts';
import { logEntry, newGrower, type Grower } from './arca-records-helpers.ts';
import { logBatch, logFeed, newFertilizer, newTank, onHand } from './arca-nutrients-helpers.ts';

let grower: Grower;

beforeAll(async () => {
  grower = await newGrower('arca-nutrients');
});

function code(result: { error: { code?: string } | null }) {
  return result.error?.code;
}

describe('the fertilizer library', () => {
  it('refuses an analysis adding up to more than 100 % and a liquid without its density', async () => {
    const over = await grower.client
      .from('arca_fertilizers')
      .insert({ facility_id: grower.facilityId, name: 'Impossible', n_nitrate_pct: 60, k_pct: 50 });
    expect(code(over)).toBe('23514');
    const liquid = await grower.client
      .from('arca_fertilizers')
      .insert({ facility_id: grower.facilityId, name: 'Part A', form: 'liquid', n_nitrate_pct: 5 });
    expect(code(liquid)).toBe('23514');
    const negative = await grower.client
      .from('arca_fertilizers')
      .insert({ facility_id: grower.facilityId, name: 'Minus', ca_pct: -1 });
    expect(negative.error?.message).toMatch(/arca_percent/);
  });

  it('refuses two products of one name in a facility, and deleting a product a batch used (23503)', async () => {
    const f = await newFertilizer(grower);
    const again = await grower.client
      .from('arca_fertilizers')
      .insert({ facility_id: grower.facilityId, name: f.name.toUpperCase() });
    expect(code(again)).toBe('23505');
    const tank = await newTank(grower);
    await logBatch(grower.client, grower, {
      tank_id: tank.id,
      items: [{ fertilizer_id: f.id, amount: 100, unit: 'g' }],
    });
    expect(code(await grower.client.from('arca_fertilizers').delete().eq('id', f.id))).toBe('23503');
    // Archiving is the way out.
    const archived = await grower.client
      .from('arca_fertilizers')
      .update({ archived: true })
      .eq('id', f.id)
      .select('archived');
    expect(archived.data).toEqual([{ archived: true }]);
  });
});

describe('a batch', () => {
  it('computes what it delivers at working strength exactly as the app does', async () => {
    const salts: [SaltId, number][] = [
      ['calcium-nitrate-tetrahydrate', 9000],
      ['potassium-nitrate', 4000],
      ['iron-dtpa', 150],
    ];
    const products = await Promise.all(salts.map(([salt]) => newFertilizer(grower, salt)));
    const tank = await newTank(grower, { dilution_ratio: 100 });
    const id = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      volume_l: 90,
      source_water_ec: 0.15,
      measured_ec: 1.5,
      items: products.map((p, i) => ({
        fertilizer_id: p.id,
        amount: salts[i]![1] / 1000,
        unit: 'kg' as const,
      })),
    });
    const { data, error } = await grower.client.from('arca_batch_records').select('*').eq('id', id).single();
    if (error) throw error;
    const app = batchFigures({
      lines: salts.map(([salt, grams]) => ({
        name: salt,
        composition: compositionOf(analysisFromSalt(salt)),
        grams,
      })),
      volumeL: 90,
      dilutionRatio: 100,
      sourceWaterEc: 0.15,
      measuredEc: 1.5,
    });
    expect(Number(data.dilution_ratio)).toBe(100);
    expect(Number(data.working_volume_l)).toBe(9000);
    expect(Number(data.ca_mg_l)).toBeCloseTo(app.ppm.Ca, 6);
    expect(Number(data.n_mg_l)).toBeCloseTo(app.ppm.N, 6);
    expect(Number(data.k_mg_l)).toBeCloseTo(app.ppm.K, 6);
    expect(Number(data.fe_mg_l)).toBeCloseTo(app.ppm.Fe, 6);
    expect(Number(data.predicted_ec)).toBeCloseTo(app.ecEstimate.mSPerCm, 3);
    expect(data.ec_mismatch).toBe(app.ecMismatch);
    // 9 kg CaNit + 4 kg KNO3 in 9,000 L at 0.15 source: ~1.44 mS/cm predicted; 1.5 measured is within 15 %.
    expect(data.ec_mismatch).toBe(false);
    const items = await grower.client
      .from('arca_batch_items')
      .select('position, grams')
      .eq('entry_id', id)
      .order('position');
    expect(items.data?.map((i) => Number(i.grams))).toEqual([9000, 4000, 150]);
  });

  it('flags a measured EC far from the prediction, and recomputes when the label is corrected', async () => {
    const f = await newFertilizer(grower, 'potassium-nitrate');
    const tank = await newTank(grower, { dilution_ratio: 1, part: 'single' });
    const id = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      volume_l: 100,
      measured_ec: 3.5,
      items: [{ fertilizer_id: f.id, amount: 100, unit: 'g' }],
    });
    const before = await grower.client
      .from('arca_batch_records')
      .select('predicted_ec, ec_mismatch')
      .eq('id', id)
      .single();
    expect(before.data?.ec_mismatch).toBe(true);
    const { error } = await grower.client
      .from('arca_fertilizers')
      .update({ cation_meq_per_g: 30 })
      .eq('id', f.id);
    expect(error).toBeNull();
    const after = await grower.client.from('arca_batch_records').select('predicted_ec').eq('id', id).single();
    expect(Number(after.data?.predicted_ec)).toBeCloseTo(3.0, 6);
  });

  it('takes a liquid by volume through its density, and refuses a dry product by volume', async () => {
    const liquid = await newFertilizer(grower, 'potassium-nitrate', { form: 'liquid', density_g_ml: 1.25 });
    const dry = await newFertilizer(grower);
    const tank = await newTank(grower);
    const id = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      items: [{ fertilizer_id: liquid.id, amount: 2, unit: 'L' }],
    });
    const items = await grower.client.from('arca_batch_items').select('grams').eq('entry_id', id);
    expect(Number(items.data?.[0]?.grams)).toBe(2500);
    const byVolume = await logEntry(grower.client, grower, {
      kind: 'batch',
      room_id: null,
      values: { tank_id: tank.id, volume_l: 100, items: [{ fertilizer_id: dry.id, amount: 2, unit: 'L' }] },
    });
    expect(code(byVolume)).toBe('AR106');
    expect(byVolume.error?.message).toMatch(/weighed/);
  });

  it('refuses a broken product list, another facility’s product or tank, and a zero volume', async () => {
    const other = await newGrower('arca-nutrients-other');
    const theirs = await newFertilizer(other);
    const theirTank = await newTank(other);
    const mine = await newFertilizer(grower);
    const tank = await newTank(grower);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ tank_id: tank.id, volume_l: 100, items: [] }, '23514'],
      [
        { tank_id: tank.id, volume_l: 100, items: [{ fertilizer_id: mine.id, amount: 0, unit: 'g' }] },
        'AR106',
      ],
      [
        { tank_id: tank.id, volume_l: 100, items: [{ fertilizer_id: mine.id, amount: 5, unit: 'lb' }] },
        'AR106',
      ],
      [
        { tank_id: tank.id, volume_l: 100, items: [{ fertilizer_id: theirs.id, amount: 5, unit: 'g' }] },
        'AR106',
      ],
      [{ tank_id: tank.id, volume_l: 100, items: [{ amount: 5, unit: 'g' }] }, 'AR106'],
      [
        { tank_id: theirTank.id, volume_l: 100, items: [{ fertilizer_id: mine.id, amount: 5, unit: 'g' }] },
        '23503',
      ],
      [{ tank_id: tank.id, volume_l: 0, items: [{ fertilizer_id: mine.id, amount: 5, unit: 'g' }] }, '23514'],
    ];
    for (const [values, expected] of attempts) {
      const result = await logEntry(grower.client, grower, { kind: 'batch', room_id: null, values });
      expect(code(result), JSON.stringify(values)).toBe(expected);
    }
  });

  it('nobody writes the derived item rows or figures', async () => {
    const tank = await newTank(grower);
    const f = await newFertilizer(grower);
    const id = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      items: [{ fertilizer_id: f.id, amount: 1, unit: 'g' }],
    });
    const item = await grower.client
      .from('arca_batch_items')
      .insert({ entry_id: id, position: 9, fertilizer_id: f.id, amount: 1, unit: 'g', grams: 1 });
    expect(code(item)).toBe('42501');
    const figures = await grower.client
      .from('arca_batch_figures')
      .update({ predicted_ec: 0 })
      .eq('entry_id', id);
    expect(code(figures)).toBe('42501');
  });
});

describe('the stock ledger', () => {
  it('adds and withdraws, refuses going below zero, and takes a correction only with a reason', async () => {
    const f = await newFertilizer(grower, 'potassium-nitrate', { track_stock: true });
    const move = (row: Record<string, unknown>) =>
      grower.client
        .from('arca_stock_movements')
        .insert({ facility_id: grower.facilityId, fertilizer_id: f.id, ...row } as never);
    expect(
      code(await move({ kind: 'purchase', quantity: 25_000, occurred_at: '2026-01-10T09:00:00Z' })),
    ).toBeUndefined();
    expect(
      code(await move({ kind: 'use', quantity: -5_000, occurred_at: '2026-01-11T09:00:00Z' })),
    ).toBeUndefined();
    const tooMuch = await move({ kind: 'use', quantity: -30_000, occurred_at: '2026-01-12T09:00:00Z' });
    expect(code(tooMuch)).toBe('AR104');
    expect(tooMuch.error?.message).toMatch(/would leave -10000 g/);
    // A purchase recorded as negative, a use as positive, a silent correction: refused.
    expect(code(await move({ kind: 'purchase', quantity: -1 }))).toBe('23514');
    expect(code(await move({ kind: 'use', quantity: 1 }))).toBe('23514');
    expect(code(await move({ kind: 'correction', quantity: -1 }))).toBe('23514');
    expect(code(await move({ kind: 'correction', quantity: -1, note: '  ' }))).toBe('23514');
    // A back-dated withdrawal that would have left the shelf empty before the purchase is refused too.
    expect(code(await move({ kind: 'use', quantity: -1, occurred_at: '2026-01-09T09:00:00Z' }))).toBe(
      'AR104',
    );
    expect(
      code(await move({ kind: 'correction', quantity: 3_000, note: 'Found a second bag behind the shelf' })),
    ).toBeUndefined();
    expect(await onHand(grower.client, 'fertilizer_id', f.id)).toBe(23_000);
  });

  it('is append-only: no edits, no deletions, no entry-made kinds by hand', async () => {
    const f = await newFertilizer(grower, 'potassium-nitrate');
    const { data } = await grower.client
      .from('arca_stock_movements')
      .insert({ facility_id: grower.facilityId, fertilizer_id: f.id, kind: 'purchase', quantity: 1000 })
      .select('id')
      .single();
    expect(
      code(await grower.client.from('arca_stock_movements').update({ quantity: 9999 }).eq('id', data!.id)),
    ).toBe('42501');
    expect(code(await grower.client.from('arca_stock_movements').delete().eq('id', data!.id))).toBe('42501');
    const forged = await grower.client
      .from('arca_stock_movements')
      .insert({ facility_id: grower.facilityId, fertilizer_id: f.id, kind: 'batch', quantity: 1000 });
    expect(code(forged)).toBe('42501');
    const twoItems = await grower.client.from('arca_stock_movements').insert({
      facility_id: grower.facilityId,
      fertilizer_id: f.id,
      tank_id: (await newTank(grower)).id,
      kind: 'purchase',
      quantity: 1,
    });
    expect(code(twoItems)).toBe('23514');
  });

  it('batches add to their tank and take tracked products; feeds draw concentrate; deletion gives it back', async () => {
    const tracked = await newFertilizer(grower, 'calcium-nitrate-tetrahydrate', { track_stock: true });
    const untracked = await newFertilizer(grower, 'potassium-nitrate');
    const tank = await newTank(grower, { dilution_ratio: 100 });
    await grower.client.from('arca_stock_movements').insert({
      facility_id: grower.facilityId,
      fertilizer_id: tracked.id,
      kind: 'purchase',
      quantity: 25_000,
      occurred_at: '2026-01-01T09:00:00Z',
    });
    const batch = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      volume_l: 80,
      items: [
        { fertilizer_id: tracked.id, amount: 10, unit: 'kg' },
        { fertilizer_id: untracked.id, amount: 4, unit: 'kg' },
      ],
    });
    expect(await onHand(grower.client, 'fertilizer_id', tracked.id)).toBe(15_000);
    expect(await onHand(grower.client, 'fertilizer_id', untracked.id)).toBe(0);
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(80);

    const feed = await logFeed(grower.client, grower, { batch_ids: [batch], volume_l: 3_000 });
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(50);
    // 6,000 L more at 1:100 is 60 L of concentrate, with 50 L left: refused, nothing saved.
    const tooMuch = await logEntry(grower.client, grower, {
      kind: 'fertigation',
      room_id: grower.rooms[1],
      occurred_at: '2026-02-03T08:00:00Z',
      values: { batch_ids: [batch], volume_l: 6_000 },
    });
    expect(code(tooMuch)).toBe('AR104');
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(50);

    // An edit re-makes the movements; a soft delete takes them out, a restore puts them back.
    const { data: version } = await grower.client.rpc('arca_update_entry', {
      p_id: feed,
      p_version: 1,
      p_changes: { values: { volume_l: 1_000 } },
    });
    expect(version).toBe(2);
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(70);
    await grower.client.rpc('arca_delete_entries', { p_ids: [batch, feed] });
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(0);
    expect(await onHand(grower.client, 'fertilizer_id', tracked.id)).toBe(25_000);
    await grower.client.rpc('arca_restore_entries', { p_ids: [batch, feed] });
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(70);
    expect(await onHand(grower.client, 'fertilizer_id', tracked.id)).toBe(15_000);
  });

  it('a batch whose solution was already fed cannot be deleted or shrunk below what was drawn', async () => {
    const f = await newFertilizer(grower, 'potassium-nitrate');
    const tank = await newTank(grower, { dilution_ratio: 10 });
    const batch = await logBatch(grower.client, grower, {
      tank_id: tank.id,
      volume_l: 40,
      items: [{ fertilizer_id: f.id, amount: 1, unit: 'kg' }],
    });
    await logFeed(grower.client, grower, { batch_ids: [batch], volume_l: 300 });
    // 30 L of the 40 were drawn: the batch cannot go, nor drop to 20 L.
    const gone = await grower.client.rpc('arca_delete_entries', { p_ids: [batch] });
    expect(code(gone)).toBe('AR104');
    expect(gone.error?.message).toMatch(/without these 40 L it would be -30 L/);
    const shrunk = await grower.client.rpc('arca_update_entry', {
      p_id: batch,
      p_version: 1,
      p_changes: { values: { volume_l: 20 } },
    });
    expect(code(shrunk)).toBe('AR104');
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(10);
    // Growing it is fine.
    expect(
      code(
        await grower.client.rpc('arca_update_entry', {
          p_id: batch,
          p_version: 1,
          p_changes: { values: { volume_l: 50 } },
        }),
      ),
    ).toBeUndefined();
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(20);
  });

  it('a planned batch moves nothing until it is marked done', async () => {
    const tracked = await newFertilizer(grower, 'potassium-nitrate', { track_stock: true });
    const tank = await newTank(grower);
    const planned = await logBatch(
      grower.client,
      grower,
      { tank_id: tank.id, items: [{ fertilizer_id: tracked.id, amount: 500, unit: 'g' }] },
      { status: 'planned', occurred_at: '2026-02-10T08:00:00Z' },
    );
    expect(await onHand(grower.client, 'tank_id', tank.id)).toBe(0);
    // Marking it done needs the product on the shelf.
    const done = await grower.client.rpc('arca_update_entry', {
      p_id: planned,
      p_version: 1,
      p_changes: { status: 'done' },
    });
    expect(code(done)).toBe('AR104');
    await grower.client.from('arca_stock_movements').insert({
      facility_id: grower.facilityId,
      fertilizer_id: tracked.id,
      kind: 'purchase',
      quantity: 1000,
      occurred_at: '2026-02-01T08:00:00Z',
    });
    expect(
      code(
        await grower.client.rpc('arca_update_entry', {
          p_id: planned,
          p_version: 1,
          p_changes: { status: 'done' },
        }),
      ),
    ).toBeUndefined();
    expect(await onHand(grower.client, 'fertilizer_id', tracked.id)).toBe(500);
  });
});

describe('a feed', () => {
  it('needs a room, mixed batches of the facility, one per tank, mixed before the feed', async () => {
    const f = await newFertilizer(grower);
    const [tankA, tankB] = [await newTank(grower), await newTank(grower, { part: 'B' })];
    const a1 = await logBatch(grower.client, grower, {
      tank_id: tankA.id,
      items: [{ fertilizer_id: f.id, amount: 1, unit: 'kg' }],
    });
    const a2 = await logBatch(grower.client, grower, {
      tank_id: tankA.id,
      items: [{ fertilizer_id: f.id, amount: 1, unit: 'kg' }],
    });
    const b = await logBatch(grower.client, grower, {
      tank_id: tankB.id,
      items: [{ fertilizer_id: f.id, amount: 1, unit: 'kg' }],
    });
    const later = await logBatch(
      grower.client,
      grower,
      { tank_id: tankB.id, items: [{ fertilizer_id: f.id, amount: 1, unit: 'kg' }] },
      { occurred_at: '2026-03-01T08:00:00Z' },
    );
    const feed = (values: Record<string, unknown>, room: string | null = grower.rooms[1]) =>
      logEntry(grower.client, grower, {
        kind: 'fertigation',
        room_id: room,
        occurred_at: '2026-02-02T08:00:00Z',
        values,
      });
    expect(code(await feed({ batch_ids: [a1], volume_l: 10 }, null))).toBe('AR107');
    expect(code(await feed({ batch_ids: [a1, a2], volume_l: 10 }))).toBe('AR106');
    expect(code(await feed({ batch_ids: [a1, a1], volume_l: 10 }))).toBe('AR106');
    expect(code(await feed({ batch_ids: [a1, later], volume_l: 10 }))).toBe('AR106');
    expect(code(await feed({ batch_ids: [], volume_l: 10 }))).toBe('23514');
    expect(code(await feed({ batch_ids: [a1, b], volume_l: 0 }))).toBe('23514');
    expect(code(await feed({ batch_ids: [a1, b], volume_l: 10 }))).toBeUndefined();
  });
});

describe('fertility per room and week', () => {
  it('expands every feed into mg of each element, per room and per plant, as the app does', async () => {
    const g = await newGrower('arca-fertility');
    const salts: SaltId[] = [
      'calcium-nitrate-tetrahydrate',
      'monopotassium-phosphate',
      'magnesium-sulfate-heptahydrate',
    ];
    const [canit, mkp, epsom] = await Promise.all(salts.map((s) => newFertilizer(g, s)));
    const tankA = await newTank(g, { dilution_ratio: 100, part: 'A', capacity_l: 500 });
    const tankB = await newTank(g, { dilution_ratio: 100, part: 'B', capacity_l: 500 });
    const a = await logBatch(g.client, g, {
      tank_id: tankA.id,
      volume_l: 100,
      items: [{ fertilizer_id: canit!.id, amount: 10, unit: 'kg' }],
    });
    const b = await logBatch(g.client, g, {
      tank_id: tankB.id,
      volume_l: 100,
      items: [
        { fertilizer_id: mkp!.id, amount: 2.5, unit: 'kg' },
        { fertilizer_id: epsom!.id, amount: 5, unit: 'kg' },
      ],
    });
    // Week of Mon 2 Feb: two feeds (one without a plant count); week of Mon 9 Feb: one; another room: one.
    await logFeed(
      g.client,
      g,
      { batch_ids: [a, b], volume_l: 400, plant_count: 20 },
      { occurred_at: '2026-02-02T08:00:00Z' },
    );
    await logFeed(g.client, g, { batch_ids: [a, b], volume_l: 200 }, { occurred_at: '2026-02-05T08:00:00Z' });
    await logFeed(
      g.client,
      g,
      { batch_ids: [a], volume_l: 300, plant_count: 20, measured_ec: 1.1 },
      { occurred_at: '2026-02-09T08:00:00Z' },
    );
    await logFeed(
      g.client,
      g,
      { batch_ids: [a, b], volume_l: 999 },
      { occurred_at: '2026-02-03T08:00:00Z', room_id: g.rooms[0] },
    );

    const { data, error } = await g.client.rpc('arca_room_fertility', {
      p_room_id: g.rooms[1],
      p_from: '2026-01-26T00:00:00Z',
      p_to: '2026-02-16T00:00:00Z',
    });
    if (error) throw error;
    const figures = await g.client
      .from('arca_batch_records')
      .select('id, ca_mg_l, n_mg_l, p_mg_l, k_mg_l, mg_mg_l, s_mg_l')
      .in('id', [a, b]);
    const mgl = (id: string) => {
      const r = figures.data!.find((f) => f.id === id)!;
      return {
        Ca: Number(r.ca_mg_l),
        N: Number(r.n_mg_l),
        P: Number(r.p_mg_l),
        K: Number(r.k_mg_l),
        Mg: Number(r.mg_mg_l),
        S: Number(r.s_mg_l),
      };
    };
    const first = [feedElements(400, [mgl(a), mgl(b)]), feedElements(200, [mgl(a), mgl(b)])];
    const second = feedElements(300, [mgl(a)]);
    expect(data).toHaveLength(2);
    const [w1, w2] = data!;
    expect(w1).toMatchObject({ week_start: '2026-02-02', feeds: 2, feeds_without_plants: 1 });
    expect(Number(w1!.volume_l)).toBe(600);
    expect(Number(w1!.n_mg)).toBeCloseTo(first[0]!.N + first[1]!.N, -1);
    expect(Number(w1!.p_mg)).toBeCloseTo(first[0]!.P + first[1]!.P, -1);
    expect(Number(w1!.s_mg)).toBeCloseTo(first[0]!.S + first[1]!.S, -1);
    // Per plant counts only the feed with a plant count.
    expect(Number(w1!.n_mg_per_plant)).toBeCloseTo(first[0]!.N / 20, 0);
    expect(w2).toMatchObject({ week_start: '2026-02-09', feeds: 1 });
    expect(Number(w2!.ca_mg)).toBeCloseTo(second.Ca, -1);
    expect(Number(w2!.mg_mg)).toBe(0);
    expect(Number(w2!.mean_measured_ec)).toBe(1.1);

    // Weeks follow the time zone asked for: 23:30 UTC on Sunday 8 Feb is Monday in Berlin.
    await logFeed(g.client, g, { batch_ids: [a], volume_l: 10 }, { occurred_at: '2026-02-08T23:30:00Z' });
    const berlin = await g.client.rpc('arca_room_fertility', {
      p_room_id: g.rooms[1],
      p_from: '2026-02-08T00:00:00Z',
      p_to: '2026-02-16T00:00:00Z',
      p_time_zone: 'Europe/Berlin',
    });
    expect(berlin.data?.map((w) => [w.week_start, w.feeds])).toEqual([['2026-02-09', 2]]);

    // Another grower sees no fertility in this room.
    const stranger = await newGrower('arca-fertility-stranger');
    const theirs = await stranger.client.rpc('arca_room_fertility', {
      p_room_id: g.rooms[1],
      p_from: '2026-01-26T00:00:00Z',
      p_to: '2026-02-16T00:00:00Z',
    });
    expect(theirs.data).toEqual([]);
  });
});

describe('the database holds the rules whoever writes', () => {
  it('an entry-made movement cannot be slipped in even by the owner through a direct insert', async () => {
    const { rows } = await db().query(
      `select has_column_privilege('authenticated', 'public.arca_stock_movements', 'entry_id', 'INSERT') as entry,
              has_column_privilege('authenticated', 'public.arca_stock_movements', 'created_by', 'INSERT') as creator`,
    );
    expect(rows[0]).toEqual({ entry: false, creator: false });
  });
});
