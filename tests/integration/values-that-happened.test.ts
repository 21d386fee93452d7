// Values that cannot have happened, sent straight to the API as a careless import or a tampered
// request would: more runoff drained than was applied in one irrigation, and the dates of things
// that already happened set ahead of now (a stock purchase in 2090, a fertilizer bought next year,
// a cultivar acquired and a cross pollinated a year ahead, lab and germination tests and a seed
// lot's production in the future, sensor readings hours ahead, by insert and by an import's
// upsert). Each is refused by its named CHECK (the app words it as the form does); 15 minutes of
// clock skew and "today" anywhere on earth are allowed; planned entries may lie ahead.
import { beforeAll, describe, expect, it } from 'vitest';
import { HAPPENED_MESSAGES } from '../../src/lib/happened.ts';
import { CONSTRAINT_MESSAGES } from '../../src/modules/arca/records/errors.ts';
import { logEntry, newGrower, type Grower } from './arca-records-helpers.ts';
import { newFertilizer, newProtectionProduct } from './arca-nutrients-helpers.ts';
import { cultivar, grower, project } from './animus-library-fixtures.ts';
import { newUser, type TestUser } from './helpers.ts';

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
/** Today where a day starts first (UTC+14), then the day after: the earliest day no grower has reached. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const refusedBy = (r: { error: { code?: string; message?: string } | null }, constraint: string) => {
  expect(r.error?.code).toBe('23514');
  expect(r.error?.message).toContain(`"${constraint}"`);
  // Every constraint named here has the form's words in the app.
  expect(HAPPENED_MESSAGES[constraint] ?? CONSTRAINT_MESSAGES[constraint]).toBeTruthy();
};

describe('runoff', () => {
  let g: Grower;
  beforeAll(async () => {
    g = await newGrower('happened-runoff');
  });
  const runoff = (input: number, drained: number) =>
    logEntry(g.client, g, {
      kind: 'runoff',
      occurred_at: minutesFromNow(-30),
      values: { input_volume_l: input, runoff_volume_l: drained },
    });

  it('refuses more drained than applied in one irrigation, by the RPC and by a REST edit', async () => {
    refusedBy(await runoff(1.0, 2.0), 'arca_runoff_within_input');
    const { data: id, error } = await runoff(2.0, 2.0);
    expect(error).toBeNull();
    refusedBy(
      await g.client
        .from('arca_runoff_values')
        .update({ runoff_volume_l: 4 })
        .eq('entry_id', id as string),
      'arca_runoff_within_input',
    );
  });
});

describe('dates of things that happened', () => {
  let g: Grower;
  let breeder: TestUser;
  beforeAll(async () => {
    [g, breeder] = await Promise.all([newGrower('happened-arca', 'Advanced'), grower('happened-animus')]);
  });

  it('refuses a stock purchase in 2090, and allows one a few minutes ahead of this clock', async () => {
    const p = await newProtectionProduct(g, { track_stock: true });
    const buy = (at: string) =>
      g.client.from('arca_stock_movements').insert({
        facility_id: g.facilityId,
        protection_product_id: p.id,
        kind: 'purchase',
        quantity: 1000,
        occurred_at: at,
      });
    refusedBy(await buy('2090-01-01T10:00:00Z'), 'arca_stock_not_in_future');
    refusedBy(await buy(minutesFromNow(60)), 'arca_stock_not_in_future');
    expect((await buy(minutesFromNow(10))).error).toBeNull();
  });

  it('refuses a fertilizer bought after today anywhere on earth, and takes that today', async () => {
    refusedBy(
      await g.client
        .from('arca_fertilizers')
        .insert({ facility_id: g.facilityId, name: 'Future salt', purchase_date: dayAfter(latestToday()) }),
      'arca_fertilizers_purchase_not_in_future',
    );
    const f = await newFertilizer(g, 'calcium-nitrate-tetrahydrate', { purchase_date: latestToday() });
    refusedBy(
      await g.client.from('arca_fertilizers').update({ purchase_date: '2090-05-01' }).eq('id', f.id),
      'arca_fertilizers_purchase_not_in_future',
    );
  });

  it('refuses a cultivar acquired a year ahead, by insert, edit and CSV import', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-03-01`;
    refusedBy(
      await breeder.client
        .from('animus_cultivars')
        .insert({ name: 'Tomorrow Kush', acquisition_date: nextYear }),
      'animus_cultivars_acquired_not_in_future',
    );
    const c = await cultivar(breeder.client);
    refusedBy(
      await breeder.client.from('animus_cultivars').update({ acquisition_date: nextYear }).eq('id', c.id),
      'animus_cultivars_acquired_not_in_future',
    );
    const imported = await breeder.client.rpc('animus_import_cultivars', {
      p_rows: [{ name: 'Imported Haze', acquisition_date: nextYear }],
    });
    expect(imported.error?.code).toBe('22023');
    expect(JSON.parse(imported.error!.details!)).toMatchObject([
      { row: 1, code: '23514', constraint: 'animus_cultivars_acquired_not_in_future' },
    ]);
  });

  it('refuses a cross pollinated, a lab test, a seed lot produced and a germination test ahead of today', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    const mother = await cultivar(breeder.client);
    const p = await project(breeder.client);
    const cross = await breeder.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'X-FUT-01',
      p_cross_type: 'S1',
      p_generation: 'S1',
      p_mother_id: mother.id,
      p_pollination_date: nextYear,
    });
    refusedBy(cross, 'animus_crosses_pollinated_not_in_future');
    refusedBy(
      await breeder.client
        .from('animus_lab_results')
        .insert({ cultivar_id: mother.id, lab_name: 'Lab', thca: 20, tested_on: nextYear }),
      'animus_lab_results_tested_not_in_future',
    );
    refusedBy(
      await breeder.client
        .from('animus_seed_lots')
        .insert({ cultivar_id: mother.id, lot_code: 'FUT-1', amount: 10, produced_on: nextYear }),
      'animus_seed_lots_produced_not_in_future',
    );
    const { data: lot } = await breeder.client
      .from('animus_seed_lots')
      .insert({ cultivar_id: mother.id, lot_code: 'NOW-1', amount: 10, produced_on: latestToday() })
      .select('id')
      .single();
    refusedBy(
      await breeder.client
        .from('animus_germination_tests')
        .insert({ seed_lot_id: lot!.id, seeds_sown: 10, seeds_germinated: 8, tested_on: nextYear }),
      'animus_germination_tested_not_in_future',
    );
  });

  it('holds a finished Arca entry to the same 15 minutes; a planned one may lie ahead', async () => {
    const at = (m: number, status: 'done' | 'planned' = 'done') =>
      logEntry(g.client, g, { occurred_at: minutesFromNow(m), status });
    expect((await at(10)).error).toBeNull();
    expect((await at(45)).error?.code).toBe('AR001');
    expect((await at(60 * 24 * 7, 'planned')).error).toBeNull();
  });
});

describe('sensor readings', () => {
  let pro: TestUser;
  let facilityId: string;
  let roomId: string;
  beforeAll(async () => {
    pro = await newUser({ prefix: 'happened-readings', tier: 'Professional' });
    const f = await pro.client.from('facilities').insert({ name: 'Readings' }).select('id').single();
    facilityId = f.data!.id;
    const r = await pro.client
      .from('rooms')
      .insert({ facility_id: facilityId, room_name: 'Flower', room_type: 'flower' })
      .select('id')
      .single();
    roomId = r.data!.id;
  });
  const reading = (at: string, value = 24) => ({
    facility_id: facilityId,
    room_id: roomId,
    metric: 'air_temp',
    at,
    value,
    source: 'csv',
  });

  it('refuses a reading hours ahead of now, typed or imported, and takes one within the clock skew', async () => {
    refusedBy(
      await pro.client.from('prometheus_readings').insert(reading(minutesFromNow(180))),
      'prometheus_readings_not_in_future',
    );
    // An import sends batches as upserts: one reading ahead refuses the batch.
    const batch = await pro.client
      .from('prometheus_readings')
      .upsert([reading(minutesFromNow(-10)), reading(minutesFromNow(300))], {
        onConflict: 'room_id,metric,at',
        ignoreDuplicates: true,
      });
    refusedBy(batch, 'prometheus_readings_not_in_future');
    expect(
      (await pro.client.from('prometheus_readings').insert(reading(minutesFromNow(10)))).error,
    ).toBeNull();
    expect(
      (await pro.client.from('prometheus_readings').insert(reading('1999-12-31T12:00:00Z'))).error?.message,
    ).toContain('"prometheus_readings_at_range"');
  });
});
