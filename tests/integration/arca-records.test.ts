// The rules of the Arca records framework, broken through REST and RPC as a real grower: physical
// ranges (the domains equal the app's rule objects), edit history, soft delete with undo,
// optimistic concurrency, idempotent offline saves, lots derived from their diary events, and
// CSV imports that are all-or-nothing with duplicates detected.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageForCode } from '../../src/lib/errors.ts';
import { MEASURES_BY_DOMAIN } from '../../src/modules/arca/records/measures.ts';
import {
  CONSTRAINT_MESSAGES,
  rangeMessage,
  recordErrorMessage,
} from '../../src/modules/arca/records/errors.ts';
import type { Json } from '../../src/types/database.ts';
import { db } from './helpers.ts';
import { logEntry, mustLog, newGrower, newLot, type Grower } from './arca-records-helpers.ts';

let grower: Grower;

beforeAll(async () => {
  grower = await newGrower('arca-rules');
});

async function entryRow(id: string) {
  const { data, error } = await grower.client
    .from('arca_entries')
    .select('*, diary:arca_diary_values(*)')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

async function history(id: string) {
  const { data, error } = await grower.client
    .from('arca_entry_versions')
    .select('version, action, changed_by, snapshot')
    .eq('entry_id', id)
    .order('id');
  if (error) throw error;
  return data;
}

describe('physical ranges', () => {
  it('every measure domain in the database has exactly the limits of the app’s rule object', async () => {
    const { rows } = await db().query<{ domain: string; def: string }>(`
      select t.typname as domain, pg_get_constraintdef(c.oid) as def
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      join pg_constraint c on c.contypid = t.oid
      where n.nspname = 'public' and t.typtype = 'd' and t.typname like 'arca\\_%'`);
    const found = Object.fromEntries(
      rows.map((r) => {
        const [, min, max] = /VALUE >= \(*'?(-?[\d.]+).*VALUE <= \(*'?(-?[\d.]+)/.exec(r.def) ?? [];
        return [r.domain, { min: Number(min), max: Number(max) }];
      }),
    );
    const expected = Object.fromEntries(
      Object.entries(MEASURES_BY_DOMAIN).map(([domain, m]) => [domain, { min: m.rule.min, max: m.rule.max }]),
    );
    expect(found).toEqual(expected);
  });

  it('a plant count outside its range is refused with the domain named (23514)', async () => {
    const lot = await newLot(grower);
    const { error } = await logEntry(grower.client, grower, {
      lot_id: lot.id,
      values: { event: 'cull', plant_count: -1 },
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/arca_plant_count/);
    const big = await grower.client
      .from('arca_lots')
      .insert({ facility_id: grower.facilityId, name: 'Huge', strain: 'x', plant_count: 100_001 });
    expect(big.error?.code).toBe('23514');
  });

  it('event rules: a move needs a room, a flip goes to flower, a cull needs a count, lot events need a lot', async () => {
    const lot = await newLot(grower);
    const cases: Array<[Record<string, unknown>, string | null, string]> = [
      [{ event: 'move' }, lot.id, '23514'],
      [{ event: 'flip', to_stage: 'veg' }, lot.id, '23514'],
      [{ event: 'harvest', to_stage: 'curing' }, lot.id, '23514'],
      [{ event: 'cull' }, lot.id, '23514'],
      [{ event: 'stage' }, lot.id, '23514'],
      [{ event: 'flip', to_stage: 'flower' }, null, 'AR005'],
      [{ event: 'teleport' }, null, '23514'],
    ];
    for (const [values, lotId, code] of cases) {
      const { error } = await logEntry(grower.client, grower, { lot_id: lotId, values });
      expect(error?.code, JSON.stringify(values)).toBe(code);
    }
  });

  it('a finished entry cannot be in the future (AR001); a planned one can', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await logEntry(grower.client, grower, { occurred_at: future })).error?.code).toBe('AR001');
    const planned = await logEntry(grower.client, grower, { occurred_at: future, status: 'planned' });
    expect(planned.error).toBeNull();
    // Marking it done before its time is refused the same way.
    const { error } = await grower.client.rpc('arca_update_entry', {
      p_id: planned.data as string,
      p_version: 1,
      p_changes: { status: 'done' },
    });
    expect(error?.code).toBe('AR001');
  });

  it('refuses with the very words the form shows for the same mistake', async () => {
    const lotless = await logEntry(grower.client, grower, { values: { event: 'flip', to_stage: 'flower' } });
    const future = await logEntry(grower.client, grower, {
      occurred_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const nowhere = await logEntry(grower.client, grower, {
      kind: 'ppm',
      room_id: null,
      values: { ec: 1.5 },
    });
    for (const { error } of [lotless, future, nowhere]) {
      expect(error?.message).toBe(messageForCode(error!.code));
    }
  });

  it('unknown value fields and unknown kinds are refused', async () => {
    expect((await logEntry(grower.client, grower, { values: { event: 'topping', ph: 6 } })).error?.code).toBe(
      '42703',
    );
    expect((await logEntry(grower.client, grower, { kind: 'nope' })).error?.code).toBe('22023');
  });
});

describe('the records view of a kind', () => {
  it('reads envelope and values in one row with room and lot names, hides deleted entries and other facilities', async () => {
    const g = await newGrower('arca-view');
    const lot = await newLot(g, { name: 'L-42' });
    const kept = await mustLog(g.client, g, {
      lot_id: lot.id,
      values: { event: 'defoliation', title: 'Lollipopped' },
    });
    const gone = await mustLog(g.client, g, { values: { event: 'observation' } });
    await g.client.rpc('arca_delete_entries', { p_ids: [gone] }).throwOnError();
    const { data, error } = await g.client
      .from('arca_diary_records')
      .select(
        'id, event, title, room:rooms!arca_entries_facility_id_room_id_fkey(room_name), lot:arca_lots(name)',
      )
      .eq('facility_id', g.facilityId);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: kept,
        event: 'defoliation',
        title: 'Lollipopped',
        room: { room_name: 'Veg' },
        lot: { name: 'L-42' },
      },
    ]);
    const stranger = await grower.client.from('arca_diary_records').select('id').eq('id', kept);
    expect(stranger.data).toEqual([]);
  });
});

describe('runoff and PPM values', () => {
  const runoff = {
    input_volume_l: 2,
    runoff_volume_l: 0.36,
    input_ec: 2.2,
    runoff_ec: 3.05,
    input_ph: 5.9,
    runoff_ph: 6.25,
  };

  it('derives runoff %, EC and pH differences in the database', async () => {
    const id = await mustLog(grower.client, grower, { kind: 'runoff', values: runoff });
    const { data } = await grower.client
      .from('arca_runoff_records')
      .select('runoff_pct, ec_diff, ph_diff')
      .eq('id', id)
      .single();
    expect(data).toEqual({ runoff_pct: 18, ec_diff: 0.85, ph_diff: 0.35 });
  });

  it.each([
    [{ ...runoff, input_ec: 25 }, /arca_ec/],
    [{ ...runoff, runoff_ph: 14.5 }, /arca_ph/],
    [{ ...runoff, runoff_volume_l: -1 }, /arca_volume_l/],
    [{ ...runoff, input_volume_l: 0 }, /arca_runoff_input_volume_positive/],
  ])('refuses out-of-range runoff values %o (23514)', async (values, message) => {
    const { error } = await logEntry(grower.client, grower, { kind: 'runoff', values });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(message);
  });

  it('needs both volumes', async () => {
    const { error } = await logEntry(grower.client, grower, {
      kind: 'runoff',
      values: { input_volume_l: 1 },
    });
    expect(error?.code).toBe('23502');
  });

  it('refuses an out-of-range solution temperature or EC, and a reading with neither room nor tank', async () => {
    const base = { ec: 1.6, entered_unit: 'mS/cm', solution_temp_c: 20 };
    expect(
      (await logEntry(grower.client, grower, { kind: 'ppm', values: { ...base, solution_temp_c: 61 } })).error
        ?.message,
    ).toMatch(/arca_temperature_c/);
    expect(
      (await logEntry(grower.client, grower, { kind: 'ppm', values: { ...base, ec: 20.5 } })).error?.code,
    ).toBe('23514');
    expect(
      (await logEntry(grower.client, grower, { kind: 'ppm', values: { ...base, entered_unit: 'ppm900' } }))
        .error?.code,
    ).toBe('23514');
    expect(
      (await logEntry(grower.client, grower, { kind: 'ppm', room_id: null, values: base })).error?.code,
    ).toBe('AR008');
    expect(
      (
        await logEntry(grower.client, grower, {
          kind: 'ppm',
          room_id: null,
          values: { ...base, tank: 'Tank B' },
        })
      ).error,
    ).toBeNull();
  });

  it('an edit of runoff values keeps the previous numbers in the history', async () => {
    const id = await mustLog(grower.client, grower, { kind: 'runoff', values: runoff });
    await grower.client
      .rpc('arca_update_entry', { p_id: id, p_version: 1, p_changes: { values: { runoff_volume_l: 0.5 } } })
      .throwOnError();
    const h = await history(id);
    expect(h).toHaveLength(1);
    expect((h[0]!.snapshot as { values: Record<string, number> }).values).toEqual(runoff);
  });
});

describe('yield values', () => {
  const weights = { wet_g: 4200, trim_g: 500, waste_g: 1100, dry_g: 945 };

  it('derives dry ÷ wet in the database, and keeps a dry weight added later in the history', async () => {
    const lot = await newLot(grower);
    const id = await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: lot.id,
      values: { ...weights, dry_g: null },
    });
    await grower.client
      .rpc('arca_update_entry', { p_id: id, p_version: 1, p_changes: { values: { dry_g: 945 } } })
      .throwOnError();
    const { data } = await grower.client
      .from('arca_yield_records')
      .select('dry_g, dry_wet_pct, version')
      .eq('id', id)
      .single();
    expect(data).toEqual({ dry_g: 945, dry_wet_pct: 22.5, version: 2 });
    expect(((await history(id))[0]!.snapshot as { values: Record<string, unknown> }).values.dry_g).toBeNull();
  });

  it.each([
    [{ wet_g: 0 }, 'arca_yield_wet_positive'],
    [{ ...weights, dry_g: 4300 }, 'arca_yield_dry_within_wet'],
    [{ ...weights, trim_g: 2000, waste_g: 2300 }, 'arca_yield_trim_within_wet'],
    [{ ...weights, waste_g: -1 }, 'arca_mass_g'],
  ])('refuses impossible weights %o (23514, %s)', async (values, name) => {
    const lot = await newLot(grower);
    const { error } = await logEntry(grower.client, grower, { kind: 'yield', lot_id: lot.id, values });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(name);
  });

  it('a room’s canopy area and lighting power, for yields per m² and per watt, are real figures or none', async () => {
    const room = grower.rooms[0]!;
    await grower.client
      .from('rooms')
      .update({ canopy_area_m2: 2.97, lighting_w: 645 })
      .eq('id', room)
      .throwOnError();
    for (const [changes, name] of [
      [{ canopy_area_m2: 0 }, 'rooms_canopy_area_range'],
      [{ lighting_w: -1 }, 'rooms_lighting_w_range'],
    ] as const) {
      const { error } = await grower.client.from('rooms').update(changes).eq('id', room);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(name);
    }
    await grower.client
      .from('rooms')
      .update({ canopy_area_m2: null, lighting_w: null })
      .eq('id', room)
      .throwOnError();
  });

  it('a yield names its lot, when logged and when edited (AR009, the form’s words)', async () => {
    const lotless = await logEntry(grower.client, grower, { kind: 'yield', values: weights });
    expect(lotless.error?.code).toBe('AR009');
    expect(lotless.error?.message).toBe(messageForCode('AR009'));
    const lot = await newLot(grower);
    const id = await mustLog(grower.client, grower, { kind: 'yield', lot_id: lot.id, values: weights });
    const dropped = await grower.client.rpc('arca_update_entry', {
      p_id: id,
      p_version: 1,
      p_changes: { lot_id: null },
    });
    expect(dropped.error?.code).toBe('AR009');
    const rest = await grower.client.from('arca_entries').update({ lot_id: null }).eq('id', id);
    expect(rest.error?.code).toBe('AR009');
  });
});

describe('yield grades, prices and analytics', () => {
  const weights = { wet_g: 4200, dry_g: 945 };

  it('a yield names the grade of its dry weight; a grade is 1–40 characters (the form’s words)', async () => {
    const lot = await newLot(grower);
    const id = await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: lot.id,
      values: { ...weights, grade: 'A' },
    });
    const { data } = await grower.client.from('arca_yield_records').select('grade').eq('id', id).single();
    expect(data).toEqual({ grade: 'A' });
    const { error } = await logEntry(grower.client, grower, {
      kind: 'yield',
      lot_id: lot.id,
      values: { ...weights, grade: 'x'.repeat(41) },
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('arca_yield_grade_length');
    expect(recordErrorMessage(error)).toBe('Grade must be at most 40 characters');
  });

  const price = { grade: 'A', price: 1200, per_unit: 'lb', currency: 'USD', effective_on: '2026-03-01' };

  it.each([
    [{ price: 0 }, 'arca_yield_price_range'],
    [{ price: 1_000_001 }, 'arca_yield_price_range'],
    [{ grade: '' }, 'arca_yield_price_grade_length'],
    [{ grade: ' A' }, 'arca_yield_price_grade_length'],
    [{ strain: '' }, 'arca_yield_price_strain_length'],
    [{ per_unit: 'ton' }, 'arca_yield_price_unit'],
    [{ currency: 'XBT' }, 'arca_yield_price_currency'],
    [{ effective_on: '1999-12-31' }, 'arca_yield_price_date_range'],
  ])('refuses the price %o (23514, %s), in the form’s words where the form has them', async (bad, name) => {
    const { error } = await grower.client
      .from('arca_yield_prices')
      .insert({ facility_id: grower.facilityId, ...price, ...bad } as never);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(name);
    const words = CONSTRAINT_MESSAGES[name];
    if (words) expect(recordErrorMessage(error)).toBe(words);
  });

  it('one price per strain (or every strain), grade and day, whatever the case (23505)', async () => {
    const day = { ...price, effective_on: '2026-04-01', facility_id: grower.facilityId };
    await grower.client.from('arca_yield_prices').insert(day).throwOnError();
    const again = await grower.client.from('arca_yield_prices').insert({ ...day, grade: 'a', price: 999 });
    expect(again.error?.code).toBe('23505');
    await grower.client
      .from('arca_yield_prices')
      .insert({ ...day, strain: 'Blue Dream' })
      .throwOnError();
    const strainAgain = await grower.client
      .from('arca_yield_prices')
      .insert({ ...day, strain: 'blue dream' });
    expect(strainAgain.error?.code).toBe('23505');
  });

  it('analytics divide a harvest by the room its lot was harvested from, not the dry room it was weighed in', async () => {
    const [, flower, dry] = grower.rooms;
    await grower.client
      .from('rooms')
      .update({ canopy_area_m2: 3, lighting_w: 600 })
      .eq('id', flower)
      .throwOnError();
    const harvested = await newLot(grower, {
      strain: 'Wedding Cake',
      start_stage: 'flower',
      start_room_id: flower,
    });
    await mustLog(grower.client, grower, {
      lot_id: harvested.id,
      room_id: flower,
      occurred_at: '2026-05-01T08:00:00Z',
      values: { event: 'harvest', to_room_id: dry, to_stage: 'drying' },
    });
    const weighed = await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: harvested.id,
      room_id: dry,
      occurred_at: '2026-05-15T08:00:00Z',
      values: { ...weights, grade: 'A' },
    });
    // Weighed in the dry room it was started in: an entry about a lot is made in the lot's room.
    const loose = await newLot(grower, { start_stage: 'drying', start_room_id: dry });
    const noEvent = await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: loose.id,
      room_id: dry,
      values: weights,
    });
    const planned = await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: loose.id,
      room_id: dry,
      status: 'planned',
      values: weights,
    });
    const { data } = await grower.client
      .from('arca_yield_analytics')
      .select('id, strain, lot_name, room_id, canopy_area_m2, lighting_w, grade, dry_g')
      .in('id', [weighed, noEvent, planned]);
    const byId = new Map(data!.map((r) => [r.id, r]));
    expect(byId.get(weighed)).toMatchObject({
      strain: 'Wedding Cake',
      lot_name: harvested.name,
      room_id: flower,
      canopy_area_m2: 3,
      lighting_w: 600,
      grade: 'A',
      dry_g: 945,
    });
    expect(byId.get(noEvent)).toMatchObject({ room_id: dry, canopy_area_m2: null });
    expect(byId.has(planned)).toBe(false);
  });
});

describe('quality values', () => {
  const batch = (values: Record<string, unknown> = {}) => ({
    kind: 'quality',
    room_id: null,
    values: {
      batch_code: `Q-${randomUUID().slice(0, 6)}`,
      appearance: 'pass',
      aroma: 'pass',
      moisture_pct: 11.5,
      water_activity: 0.6,
      thc_pct: 0.8,
      thca_pct: 24.1,
      cbd_pct: 0.05,
      cbda_pct: 0.1,
      terpenes_pct: 2.4,
      ...values,
    },
  });
  const verdicts = async (id: string) =>
    (
      await grower.client
        .from('arca_quality_records')
        .select(
          'total_thc_pct, total_cbd_pct, moisture_max_pct, aw_max, moisture_result, water_activity_result, result, room_id',
        )
        .eq('id', id)
        .single()
        .throwOnError()
    ).data;

  it('derives total THC and CBD (Δ9 + 0.877 × acid) and passes a dry batch on the default thresholds, without a room', async () => {
    const id = await mustLog(grower.client, grower, batch());
    expect(await verdicts(id)).toEqual({
      total_thc_pct: 21.94,
      total_cbd_pct: 0.14,
      moisture_max_pct: 15,
      aw_max: 0.65,
      moisture_result: 'pass',
      water_activity_result: 'pass',
      result: 'pass',
      room_id: null,
    });
  });

  it('fails above 0.65 aw or 15 % moisture, passes at them, and follows an edited threshold', async () => {
    const wet = await mustLog(grower.client, grower, batch({ water_activity: 0.66, moisture_pct: 15 }));
    expect(await verdicts(wet)).toMatchObject({
      moisture_result: 'pass',
      water_activity_result: 'fail',
      result: 'fail',
    });
    await grower.client
      .rpc('arca_update_entry', { p_id: wet, p_version: 1, p_changes: { values: { aw_max: 0.7 } } })
      .throwOnError();
    expect(await verdicts(wet)).toMatchObject({ water_activity_result: 'pass', result: 'pass' });
    const damp = await mustLog(grower.client, grower, batch({ moisture_pct: 15.5 }));
    expect(await verdicts(damp)).toMatchObject({ moisture_result: 'fail', result: 'fail' });
    const smelly = await mustLog(grower.client, grower, batch({ aroma: 'fail' }));
    expect(await verdicts(smelly)).toMatchObject({ result: 'fail' });
  });

  it.each([
    [{ water_activity: 1.2 }, 'arca_water_activity'],
    [{ moisture_pct: 101 }, 'arca_percent'],
    [{ aw_max: 0 }, 'arca_quality_aw_max_positive'],
    [{ moisture_max_pct: 0 }, 'arca_quality_moisture_max_positive'],
    [{ thca_pct: 80, terpenes_pct: 25 }, 'arca_quality_potency_within_sample'],
    [{ appearance: 'fine' }, 'arca_quality_values_appearance_check'],
  ])('refuses %o (23514, %s) with the form’s words', async (values, name) => {
    const { error } = await logEntry(grower.client, grower, batch(values));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(name);
    const measure = MEASURES_BY_DOMAIN[name];
    const words = measure ? rangeMessage(measure) : CONSTRAINT_MESSAGES[name];
    if (words) expect(recordErrorMessage(error)).toBe(words);
  });
});

describe('filter values', () => {
  async function newFilter(owner: Grower, name = `RO ${randomUUID().slice(0, 6)}`) {
    const { data, error } = await owner.client
      .from('arca_filters')
      .insert({ facility_id: owner.facilityId, name, change_interval_days: 730 })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }
  const reading = (filterId: string, values: Record<string, unknown> = {}) => ({
    kind: 'filter',
    room_id: null,
    values: {
      filter_id: filterId,
      action: 'reading',
      feed_tds: 0.7,
      permeate_tds: 0.021,
      pressure_in_bar: 4.1,
      pressure_out_bar: 3.6,
      permeate_flow_lpm: 1.2,
      water_temp_c: 17,
      ...values,
    },
  });

  it('derives rejection % and the pressure drop in the database, without a room', async () => {
    const filterId = await newFilter(grower);
    const id = await mustLog(grower.client, grower, reading(filterId));
    const { data } = await grower.client
      .from('arca_filter_records')
      .select('rejection_pct, pressure_drop_bar, room_id, filter:arca_filters(name)')
      .eq('id', id)
      .single()
      .throwOnError();
    expect(data.rejection_pct).toBe(97);
    expect(data.pressure_drop_bar).toBe(0.5);
    expect(data.room_id).toBeNull();
  });

  it('a maintenance action needs no figures; a reading needs at least one', async () => {
    const filterId = await newFilter(grower);
    await mustLog(grower.client, grower, {
      kind: 'filter',
      room_id: null,
      values: { filter_id: filterId, action: 'replaced' },
    });
    const empty = await logEntry(grower.client, grower, {
      kind: 'filter',
      room_id: null,
      values: { filter_id: filterId, action: 'reading' },
    });
    expect(empty.error?.code).toBe('23514');
    expect(recordErrorMessage(empty.error)).toBe(
      'Enter at least one reading, or choose the maintenance done.',
    );
  });

  it.each([
    [
      { permeate_tds: 0.9 },
      'arca_filter_permeate_within_feed',
      'The permeate TDS cannot be more than the feed TDS.',
    ],
    [
      { pressure_out_bar: 4.5 },
      'arca_filter_outlet_within_inlet',
      'The outlet pressure cannot be more than the inlet pressure.',
    ],
    [{ pressure_in_bar: 120 }, 'arca_pressure_bar', 'Enter a pressure between 0 and 100 bar'],
    [{ permeate_flow_lpm: -1 }, 'arca_flow_lpm', 'Enter a flow between 0 and 100,000 L/min'],
  ])('refuses %o (23514, %s) with the form’s words', async (values, name, message) => {
    const filterId = await newFilter(grower);
    const { error } = await logEntry(grower.client, grower, reading(filterId, values));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(name);
    expect(recordErrorMessage(error), error?.message).toBe(message);
  });

  it('a filter of another facility cannot be named, and filter names are unique per facility', async () => {
    const other = await newGrower('arca-filter-other');
    const theirs = await newFilter(other);
    const { error } = await logEntry(grower.client, grower, reading(theirs));
    expect(error).not.toBeNull();
    const name = `Sediment ${randomUUID().slice(0, 6)}`;
    await newFilter(grower, name);
    const twice = await grower.client
      .from('arca_filters')
      .insert({ facility_id: grower.facilityId, name: name.toUpperCase(), change_interval_days: 90 });
    expect(twice.error?.code).toBe('23505');
    const interval = await grower.client
      .from('arca_filters')
      .insert({ facility_id: grower.facilityId, name: 'Zero', change_interval_days: 0 });
    expect(interval.error?.code).toBe('23514');
    expect(recordErrorMessage(interval.error)).toBe('Enter a change interval between 1 and 3,650 days');
  });

  it('an edited reading keeps its previous figures in the history', async () => {
    const filterId = await newFilter(grower);
    const id = await mustLog(grower.client, grower, reading(filterId));
    await grower.client
      .rpc('arca_update_entry', { p_id: id, p_version: 1, p_changes: { values: { permeate_flow_lpm: 1.1 } } })
      .throwOnError();
    const [previous] = await history(id);
    expect((previous!.snapshot as { values: Record<string, unknown> }).values.permeate_flow_lpm).toBe(1.2);
  });
});

describe('saving is idempotent by the device’s id', () => {
  it('saving the same id twice keeps one entry and returns the id', async () => {
    const id = randomUUID();
    const first = await logEntry(grower.client, grower, { id, notes: 'offline' });
    const retry = await logEntry(grower.client, grower, { id, notes: 'offline' });
    expect(first.data).toBe(id);
    expect(retry.data).toBe(id);
    const { rows } = await db().query('select count(*)::int as n from public.arca_entries where id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('an id taken by an entry the caller cannot see is refused (23505)', async () => {
    const other = await newGrower('arca-other');
    const id = await mustLog(other.client, other);
    expect((await logEntry(grower.client, grower, { id })).error?.code).toBe('23505');
  });
});

describe('edit history', () => {
  it('one save that changes the envelope and the values keeps one previous version', async () => {
    const id = await mustLog(grower.client, grower, {
      notes: 'first',
      values: { event: 'observation', title: 'A' },
    });
    const { data: version, error } = await grower.client.rpc('arca_update_entry', {
      p_id: id,
      p_version: 1,
      p_changes: { notes: 'second', room_id: grower.rooms[1], values: { title: 'B' } },
    });
    expect(error).toBeNull();
    expect(version).toBe(2);
    const row = await entryRow(id);
    expect(row).toMatchObject({
      notes: 'second',
      room_id: grower.rooms[1],
      version: 2,
      updated_by: grower.id,
    });
    expect(row.diary).toMatchObject({ title: 'B' });
    const h = await history(id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ version: 1, action: 'edit', changed_by: grower.id });
    expect(h[0]!.snapshot).toMatchObject({
      notes: 'first',
      room_id: grower.rooms[0],
      values: { event: 'observation', title: 'A' },
    });
  });

  it('a values-only change through REST is versioned too', async () => {
    const id = await mustLog(grower.client, grower, { values: { event: 'observation', title: 'A' } });
    await grower.client.from('arca_diary_values').update({ title: 'Z' }).eq('entry_id', id).throwOnError();
    const h = await history(id);
    expect(h.map((v) => [v.version, (v.snapshot as { values: { title: string } }).values.title])).toEqual([
      [1, 'A'],
    ]);
    expect((await entryRow(id)).version).toBe(2);
  });

  it('a save that changes nothing adds no version', async () => {
    const id = await mustLog(grower.client, grower, { notes: 'same' });
    await grower.client
      .rpc('arca_update_entry', { p_id: id, p_version: 1, p_changes: { notes: 'same' } })
      .throwOnError();
    expect(await history(id)).toEqual([]);
    expect((await entryRow(id)).version).toBe(1);
  });

  it('a save based on an old version is refused (AR002) and changes nothing', async () => {
    const id = await mustLog(grower.client, grower);
    await grower.client
      .rpc('arca_update_entry', { p_id: id, p_version: 1, p_changes: { notes: 'mine' } })
      .throwOnError();
    const { error } = await grower.client.rpc('arca_update_entry', {
      p_id: id,
      p_version: 1,
      p_changes: { notes: 'stale' },
    });
    expect(error?.code).toBe('AR002');
    expect((await entryRow(id)).notes).toBe('mine');
  });
});

describe('soft delete with undo', () => {
  it('deleting hides nothing from the trash, refuses edits, and restoring brings the entry back', async () => {
    const id = await mustLog(grower.client, grower, { notes: 'to delete' });
    const del = await grower.client.rpc('arca_delete_entries', { p_ids: [id] });
    expect(del.data).toBe(1);
    const deleted = await entryRow(id);
    expect(deleted.deleted_at).not.toBeNull();
    expect(deleted.deleted_by).toBe(grower.id);

    const edit = await grower.client.from('arca_entries').update({ notes: 'x' }).eq('id', id).select('id');
    expect(edit.data).toEqual([]);
    const rpcEdit = await grower.client.rpc('arca_update_entry', {
      p_id: id,
      p_version: 2,
      p_changes: { notes: 'x' },
    });
    expect(rpcEdit.error?.code).toBe('PT404');
    const values = await grower.client
      .from('arca_diary_values')
      .update({ title: 'x' })
      .eq('entry_id', id)
      .select('entry_id');
    expect(values.data).toEqual([]);

    expect((await grower.client.rpc('arca_restore_entries', { p_ids: [id] })).data).toBe(1);
    const restored = await entryRow(id);
    expect(restored.deleted_at).toBeNull();
    expect((await history(id)).map((v) => v.action)).toEqual(['delete', 'restore']);
  });

  it('deleting twice changes nothing the second time', async () => {
    const id = await mustLog(grower.client, grower);
    expect((await grower.client.rpc('arca_delete_entries', { p_ids: [id] })).data).toBe(1);
    expect((await grower.client.rpc('arca_delete_entries', { p_ids: [id] })).data).toBe(0);
  });

  it('an entry deleted more than 30 days ago cannot be restored (AR003)', async () => {
    const id = await mustLog(grower.client, grower);
    await grower.client.rpc('arca_delete_entries', { p_ids: [id] }).throwOnError();
    await db().query(`update public.arca_entries set deleted_at = now() - interval '31 days' where id = $1`, [
      id,
    ]);
    expect((await grower.client.rpc('arca_restore_entries', { p_ids: [id] })).error?.code).toBe('AR003');
  });
});

describe('a lot’s room, stage and plant count come from its diary events', () => {
  async function lotState(id: string) {
    const { data, error } = await grower.client
      .from('arca_lots')
      .select('current_room_id, current_stage, stage_started_at, current_plant_count')
      .eq('id', id)
      .single();
    if (error) throw error;
    return { ...data, stage_started_at: new Date(data.stage_started_at).toISOString() };
  }

  it('follows flips, moves, culls and harvests in time order, ignoring planned and deleted events', async () => {
    const [veg, flower, dry] = grower.rooms;
    const lot = await newLot(grower, { start_room_id: veg, start_stage: 'veg', plant_count: 24 });
    expect(await lotState(lot.id)).toEqual({
      current_room_id: veg,
      current_stage: 'veg',
      stage_started_at: '2026-01-05T09:00:00.000Z',
      current_plant_count: 24,
    });

    const flip = await mustLog(grower.client, grower, {
      lot_id: lot.id,
      occurred_at: '2026-02-01T08:00:00Z',
      values: { event: 'flip', to_stage: 'flower', to_room_id: flower },
    });
    await mustLog(grower.client, grower, {
      lot_id: lot.id,
      room_id: flower,
      occurred_at: '2026-02-10T08:00:00Z',
      values: { event: 'cull', plant_count: 22 },
    });
    // Logged later, but it happened before the flip: the order is by occurred_at.
    await mustLog(grower.client, grower, {
      lot_id: lot.id,
      occurred_at: '2026-01-20T08:00:00Z',
      values: { event: 'topping' },
    });
    // Planned harvest: not yet part of the lot's state.
    const harvest = await mustLog(grower.client, grower, {
      lot_id: lot.id,
      room_id: flower,
      status: 'planned',
      occurred_at: '2026-04-05T08:00:00Z',
      values: { event: 'harvest', to_stage: 'drying', to_room_id: dry },
    });
    expect(await lotState(lot.id)).toEqual({
      current_room_id: flower,
      current_stage: 'flower',
      stage_started_at: '2026-02-01T08:00:00.000Z',
      current_plant_count: 22,
    });

    // The harvest happens (status done): the lot is drying in the dry room.
    await grower.client
      .rpc('arca_update_entry', {
        p_id: harvest,
        p_version: 1,
        p_changes: { status: 'done', occurred_at: '2026-04-03T08:00:00Z' },
      })
      .throwOnError();
    expect(await lotState(lot.id)).toMatchObject({
      current_room_id: dry,
      current_stage: 'drying',
      stage_started_at: '2026-04-03T08:00:00.000Z',
    });

    // Deleting the flip takes the lot's history back through the events that remain.
    await grower.client.rpc('arca_delete_entries', { p_ids: [flip, harvest] }).throwOnError();
    expect(await lotState(lot.id)).toEqual({
      current_room_id: veg,
      current_stage: 'veg',
      stage_started_at: '2026-01-05T09:00:00.000Z',
      current_plant_count: 22,
    });
    await grower.client.rpc('arca_restore_entries', { p_ids: [flip] }).throwOnError();
    expect((await lotState(lot.id)).current_stage).toBe('flower');

    // Moving an event to another lot re-derives both.
    const other = await newLot(grower, { start_room_id: veg, start_stage: 'veg' });
    await grower.client
      .rpc('arca_update_entry', { p_id: flip, p_version: 3, p_changes: { lot_id: other.id } })
      .throwOnError();
    expect((await lotState(lot.id)).current_stage).toBe('veg');
    expect(await lotState(other.id)).toMatchObject({ current_stage: 'flower', current_room_id: flower });
  });
});

describe('CSV import', () => {
  const row = (i: number, extra: Record<string, unknown> = {}) => ({
    occurred_at: `2026-03-${String(i).padStart(2, '0')}T09:00:00Z`,
    values: { event: 'observation', title: `Row ${i}` },
    ...extra,
  });
  const importRows = (rows: unknown[], dryRun: boolean, g: Grower = grower) =>
    g.client.rpc('arca_import_entries', {
      p_kind: 'diary',
      p_facility_id: g.facilityId,
      p_rows: rows as Json,
      p_dry_run: dryRun,
    });
  const count = async (g: Grower) => {
    const { rows } = await db().query(
      'select count(*)::int as n from public.arca_entries where facility_id = $1 and import_id is not null',
      [g.facilityId],
    );
    return rows[0].n as number;
  };

  it('a dry run reports per-row errors (database rules included) and saves nothing', async () => {
    const g = await newGrower('arca-import-dry');
    const { data, error } = await importRows(
      [
        row(1),
        row(2, { values: { event: 'cull', plant_count: 5 } }),
        row(3, { room_id: randomUUID() }),
        row(4),
      ],
      true,
      g,
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ saved: 2, duplicates: [], import_id: null });
    const errors = (data as { errors: Array<{ row: number; code: string }> }).errors;
    expect(errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'AR005'],
      [3, '23503'],
    ]);
    expect(await count(g)).toBe(0);
  });

  it('a bad row saves nothing at all (AR004, errors in the detail)', async () => {
    const g = await newGrower('arca-import-bad');
    const { error } = await importRows([row(1), row(2), row(3, { occurred_at: 'not a date' })], false, g);
    expect(error?.code).toBe('AR004');
    expect(JSON.parse(error!.details)).toEqual([expect.objectContaining({ row: 3, code: '22007' })]);
    expect(await count(g)).toBe(0);
  });

  it('saves every row in one go, and skips duplicates of existing entries and of earlier rows', async () => {
    const g = await newGrower('arca-import-good');
    await mustLog(g.client, g, {
      room_id: null,
      occurred_at: '2026-03-01T09:00:00Z',
      values: { event: 'observation', title: 'Row 1' },
    });
    const rows = [
      row(1),
      row(2),
      row(3),
      row(2),
      row(4, { values: { event: 'observation', title: 'Row 4', plant_count: null } }),
    ];
    const preview = await importRows(rows, true, g);
    expect(preview.data).toMatchObject({ saved: 3, duplicates: [1, 4], errors: [] });
    const { data, error } = await importRows(rows, false, g);
    expect(error).toBeNull();
    expect(data).toMatchObject({ saved: 3, duplicates: [1, 4], errors: [] });
    expect(await count(g)).toBe(3);
    // Importing the same file again saves nothing new.
    expect((await importRows(rows, false, g)).data).toMatchObject({ saved: 0, duplicates: [1, 2, 3, 4, 5] });
  });

  it('counts an entry in the same minute as a duplicate (exports write minutes, the app keeps seconds)', async () => {
    const g = await newGrower('arca-import-minute');
    await mustLog(g.client, g, {
      room_id: null,
      occurred_at: '2026-03-05T09:00:37.512Z',
      values: { event: 'observation', title: 'Row 5' },
    });
    const { data } = await importRows([row(5), row(5, { occurred_at: '2026-03-05T09:01:00Z' })], true, g);
    expect(data).toMatchObject({ saved: 1, duplicates: [1] });
  });

  it('counts values equal to three decimals as the same (units converted back and forth)', async () => {
    const g = await newGrower('arca-import-round');
    await mustLog(g.client, g, {
      kind: 'runoff',
      occurred_at: '2026-03-05T09:00:00Z',
      values: { input_volume_l: 1.8, runoff_volume_l: 0.36 },
    });
    const rows = [
      {
        occurred_at: '2026-03-05T09:00:00Z',
        room_id: g.rooms[0],
        values: { input_volume_l: 1.7999998, runoff_volume_l: 0.3600001 },
      },
      {
        occurred_at: '2026-03-05T09:00:00Z',
        room_id: g.rooms[0],
        values: { input_volume_l: 1.81, runoff_volume_l: 0.36 },
      },
    ];
    const { data } = await g.client.rpc('arca_import_entries', {
      p_kind: 'runoff',
      p_facility_id: g.facilityId,
      p_rows: rows as Json,
      p_dry_run: true,
    });
    expect(data).toMatchObject({ saved: 1, duplicates: [1] });
  });

  it('a reading is the same whatever lot it is filed under: a sheet without a Lot column finds it', async () => {
    const g = await newGrower('arca-import-lot');
    const lot = await newLot(g);
    const other = await newLot(g);
    await mustLog(g.client, g, {
      kind: 'runoff',
      room_id: g.rooms[0],
      lot_id: lot.id,
      occurred_at: '2026-03-06T09:00:00Z',
      values: { input_volume_l: 1.8, runoff_volume_l: 0.36 },
    });
    const reading = {
      occurred_at: '2026-03-06T09:00:00Z',
      room_id: g.rooms[0],
      values: { input_volume_l: 1.8, runoff_volume_l: 0.36 },
    };
    const check = async (rows: unknown[]) =>
      (
        await g.client.rpc('arca_import_entries', {
          p_kind: 'runoff',
          p_facility_id: g.facilityId,
          p_rows: rows as Json,
          p_dry_run: true,
        })
      ).data;
    // No lot in the file, or the same lot: the reading already logged.
    expect(await check([reading, { ...reading, lot_id: lot.id }])).toMatchObject({
      saved: 0,
      duplicates: [1, 2],
    });
    // Another lot, another room or another value is another reading.
    expect(
      await check([
        { ...reading, lot_id: other.id },
        { ...reading, room_id: g.rooms[1] },
        { ...reading, values: { input_volume_l: 1.9, runoff_volume_l: 0.36 } },
      ]),
    ).toMatchObject({ saved: 3, duplicates: [] });
  });

  it('refuses more than 5,000 rows', async () => {
    const { error } = await importRows(
      Array.from({ length: 5001 }, () => row(1)),
      true,
    );
    expect(error?.code).toBe('AR007');
  });
});
