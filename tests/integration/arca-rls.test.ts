// RLS matrix for the Arca records framework (arca_kinds, arca_lots, arca_entries,
// arca_diary_values, arca_entry_versions, the arca-photos bucket and the record RPCs): anon, the
// facility's owner, another grower with a facility of their own (the attacker, who tries every
// write into the owner's facility, including columns nobody may write), the demo admin (records
// are the facility's, an admin has no special access) and a free user. Records need the Basic
// tier of the facility owner's plan; a downgrade hides them and an upgrade brings them back.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/types/database.ts';
import { anonClient, db, demoUser, setTier, type Client, type TestUser } from './helpers.ts';
import { logEntry, mustLog, newGrower, newLot, type Grower } from './arca-records-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const RUNOFF = {
  input_volume_l: 2,
  runoff_volume_l: 0.4,
  input_ec: 2.2,
  runoff_ec: 3.1,
  input_ph: 5.9,
  runoff_ph: 6.2,
};
const PPM = { ec: 1.8, entered_unit: 'ppm500', ph: 5.8, solution_temp_c: 19.5, tank: 'Tank A' };
const YIELD = { wet_g: 4200, trim_g: 500, waste_g: 1100, dry_g: 950 };

let owner: Grower;
let attacker: Grower;
let admin: TestUser;
let lot: { id: string };
let entry: string;
let runoff: string;
let ppm: string;
let harvest: string;
let filter: string;
let filterReading: string;
let batch: string;
let price: string;

async function countRows(table: string, id: string, column = 'id'): Promise<number> {
  const { rows } = await db().query(`select count(*)::int as n from public.${table} where ${column} = $1`, [
    id,
  ]);
  return rows[0].n as number;
}

beforeAll(async () => {
  [owner, attacker, admin] = await Promise.all([
    newGrower('arca-owner'),
    newGrower('arca-attacker'),
    demoUser('admin@example.com'),
  ]);
  lot = await newLot(owner);
  entry = await mustLog(owner.client, owner, { lot_id: lot.id, values: { event: 'topping' } });
  runoff = await mustLog(owner.client, owner, { kind: 'runoff', values: RUNOFF });
  ppm = await mustLog(owner.client, owner, { kind: 'ppm', values: PPM });
  harvest = await mustLog(owner.client, owner, { kind: 'yield', lot_id: lot.id, values: YIELD });
  const added = await owner.client
    .from('arca_filters')
    .insert({ facility_id: owner.facilityId, name: 'RO', change_interval_days: 730 })
    .select('id')
    .single();
  if (added.error) throw added.error;
  filter = added.data.id;
  filterReading = await mustLog(owner.client, owner, {
    kind: 'filter',
    room_id: null,
    values: { filter_id: filter, action: 'reading', feed_tds: 0.7, permeate_tds: 0.02 },
  });
  const priced = await owner.client
    .from('arca_yield_prices')
    .insert({ facility_id: owner.facilityId, grade: 'A', price: 1200, effective_on: '2026-01-01' })
    .select('id')
    .single();
  if (priced.error) throw priced.error;
  price = priced.data.id;
  batch = await mustLog(owner.client, owner, {
    kind: 'quality',
    room_id: null,
    values: { batch_code: 'Q-1', moisture_pct: 11, water_activity: 0.6, moisture_max_pct: 15, aw_max: 0.65 },
  });
  // One edit, so the entry has a history row.
  const { error } = await owner.client.rpc('arca_update_entry', {
    p_id: entry,
    p_version: 1,
    p_changes: { notes: 'Topped above the 5th node' },
  });
  if (error) throw error;
});

const strangers = [
  ['another grower', () => attacker.client],
  ['the admin', () => admin.client],
] as const;

describe('arca_kinds (reference data)', () => {
  it('anon reads nothing; signed-in users read the kinds; nobody writes them', async () => {
    expect((await anonClient().from('arca_kinds').select('kind')).error?.code).toBe('42501');
    const { data } = await attacker.client.from('arca_kinds').select('kind, tool_id').eq('kind', 'diary');
    expect(data).toEqual([{ kind: 'diary', tool_id: 'arca-diary' }]);
    const ins = await attacker.client
      .from('arca_kinds')
      .insert({ kind: 'evil', tool_id: 'arca-diary', values_table: 'public.profiles' } as never);
    expect(ins.error?.code).toBe('42501');
    const upd = await attacker.client
      .from('arca_kinds')
      .update({ tool_id: 'arca-calculator' })
      .eq('kind', 'diary');
    expect(upd.error?.code).toBe('42501');
    const del = await attacker.client.from('arca_kinds').delete().eq('kind', 'diary');
    expect(del.error?.code).toBe('42501');
  });
});

describe('select', () => {
  const reads: Array<[string, () => string, string]> = [
    ['arca_lots', () => lot.id, 'id'],
    ['arca_entries', () => entry, 'id'],
    ['arca_diary_values', () => entry, 'entry_id'],
    ['arca_entry_versions', () => entry, 'entry_id'],
    ['arca_diary_records', () => entry, 'id'],
    ['arca_runoff_values', () => runoff, 'entry_id'],
    ['arca_runoff_records', () => runoff, 'id'],
    ['arca_ppm_values', () => ppm, 'entry_id'],
    ['arca_ppm_records', () => ppm, 'id'],
    ['arca_yield_values', () => harvest, 'entry_id'],
    ['arca_yield_records', () => harvest, 'id'],
    ['arca_filters', () => filter, 'id'],
    ['arca_filter_values', () => filterReading, 'entry_id'],
    ['arca_filter_records', () => filterReading, 'id'],
    ['arca_quality_values', () => batch, 'entry_id'],
    ['arca_quality_records', () => batch, 'id'],
    ['arca_yield_prices', () => price, 'id'],
    ['arca_yield_analytics', () => harvest, 'id'],
  ];

  it.each(reads)('anon is refused %s', async (table, _id, column) => {
    const { error } = await anonClient()
      .from(table as 'arca_lots')
      .select(column);
    expect(error?.code).toBe('42501');
  });

  it.each(reads)('the owner reads %s', async (table, id, column) => {
    const { data, error } = await owner.client
      .from(table as 'arca_lots')
      .select(column)
      .eq(column, id());
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(1);
  });

  it.each(strangers.flatMap(([who, client]) => reads.map(([t, id, c]) => [who, t, client, id, c] as const)))(
    '%s reads none of %s',
    async (_who, table, client, id, column) => {
      const { data, error } = await client()
        .from(table as 'arca_lots')
        .select(column)
        .eq(column, id());
      expect(error).toBeNull();
      expect(data).toEqual([]);
    },
  );
});

describe('insert', () => {
  it('anon cannot start a lot or log an entry', async () => {
    const anon = anonClient();
    const l = await anon
      .from('arca_lots')
      .insert({ facility_id: owner.facilityId, name: 'x', strain: 'x', plant_count: 1 });
    expect(l.error?.code).toBe('42501');
    expect((await logEntry(anon, owner)).error?.code).toBe('42501');
  });

  it('the owner starts a lot and logs an entry as themselves', async () => {
    const l = await newLot(owner);
    expect(l.created_by).toBe(owner.id);
    const id = await mustLog(owner.client, owner);
    const { data } = await owner.client
      .from('arca_entries')
      .select('created_by, updated_by, version')
      .eq('id', id);
    expect(data).toEqual([{ created_by: owner.id, updated_by: owner.id, version: 1 }]);
  });

  it.each(strangers)(
    "%s cannot start a lot or log an entry in the owner's facility",
    async (_who, client) => {
      const l = await client()
        .from('arca_lots')
        .insert({ facility_id: owner.facilityId, name: 'Planted', strain: 'x', plant_count: 1 });
      expect(l.error?.code).toBe('42501');
      expect((await logEntry(client(), owner)).error?.code).toBe('42501');
      // Nor with a direct insert into the table.
      const direct = await client()
        .from('arca_entries')
        .insert({ facility_id: owner.facilityId, kind: 'diary' });
      expect(direct.error?.code).toBe('42501');
    },
  );

  it("the attacker cannot point their own entry or lot at the owner's room or lot (23503)", async () => {
    const room = await logEntry(attacker.client, attacker, { room_id: owner.rooms[1] });
    expect(room.error?.code).toBe('23503');
    const lotRef = await logEntry(attacker.client, attacker, { lot_id: lot.id });
    expect(lotRef.error?.code).toBe('23503');
    const move = await logEntry(attacker.client, attacker, {
      lot_id: (await newLot(attacker)).id,
      values: { event: 'move', to_room_id: owner.rooms[2] },
    });
    expect(move.error?.code).toBe('23503');
    const lotRoom = await attacker.client.from('arca_lots').insert({
      facility_id: attacker.facilityId,
      name: 'x',
      strain: 'x',
      plant_count: 1,
      start_room_id: owner.rooms[0],
    });
    expect(lotRoom.error?.code).toBe('23503');
  });

  it('the attacker cannot forge who created an entry, its version, its deletion or derived lot state', async () => {
    const forged = [
      { created_by: owner.id },
      { updated_by: owner.id },
      { version: 7 },
      { deleted_at: new Date().toISOString() },
      { created_at: '2020-01-01T00:00:00Z' },
    ];
    for (const extra of forged) {
      const { error } = await attacker.client
        .from('arca_entries')
        .insert({ facility_id: attacker.facilityId, kind: 'diary', ...extra } as never);
      expect(error?.code, JSON.stringify(extra)).toBe('42501');
    }
    for (const extra of [{ current_stage: 'done' }, { created_by: owner.id }, { current_room_id: null }]) {
      const { error } = await attacker.client.from('arca_lots').insert({
        facility_id: attacker.facilityId,
        name: 'x',
        strain: 'x',
        plant_count: 1,
        ...extra,
      } as never);
      expect(error?.code, JSON.stringify(extra)).toBe('42501');
    }
  });

  it("the attacker cannot add values to the owner's entry, nor write history rows", async () => {
    const lonely = randomUUID();
    await db().query(
      `with e as (insert into public.arca_entries (id, facility_id, kind) values ($1, $2, 'diary') returning id)
       insert into public.arca_diary_values (entry_id, event) select id, 'observation' from e`,
      [lonely, owner.facilityId],
    );
    await db().query('delete from public.arca_diary_values where entry_id = $1', [lonely]);
    const values = await attacker.client
      .from('arca_diary_values')
      .insert({ entry_id: lonely, event: 'topping' });
    expect(values.error?.code).toBe('42501');
    const harvestValues = await attacker.client
      .from('arca_yield_values')
      .insert({ entry_id: lonely, wet_g: 1 });
    expect(harvestValues.error?.code).toBe('42501');
    const history = await attacker.client
      .from('arca_entry_versions')
      .insert({ entry_id: entry, version: 1, action: 'edit', snapshot: {} } as never);
    expect(history.error?.code).toBe('42501');
  });

  it('an entry saved without its values is refused at commit (23502)', async () => {
    const { error } = await owner.client
      .from('arca_entries')
      .insert({ facility_id: owner.facilityId, kind: 'diary' });
    expect(error?.code).toBe('23502');
  });

  it("the attacker cannot link a lot to someone else's Animus project", async () => {
    const breeder = await newGrower('arca-breeder', 'Advanced');
    const project = await breeder.client
      .from('breeding_projects')
      .insert({ name: 'Cross' })
      .select('id')
      .single();
    const { error } = await attacker.client.from('arca_lots').insert({
      facility_id: attacker.facilityId,
      name: 'x',
      strain: 'x',
      plant_count: 1,
      origin_project_id: project.data!.id,
    });
    expect(error?.code).toBe('42501');
    // The breeder links their own.
    const own = await newLot(breeder, { origin_project_id: project.data!.id });
    expect(own.origin_project_id).toBe(project.data!.id);
  });
});

describe('update', () => {
  it('anon is refused', async () => {
    expect((await anonClient().from('arca_entries').update({ notes: 'x' }).eq('id', entry)).error?.code).toBe(
      '42501',
    );
    expect((await anonClient().from('arca_lots').update({ notes: 'x' }).eq('id', lot.id)).error?.code).toBe(
      '42501',
    );
  });

  it('the owner edits an entry, its values and a lot', async () => {
    const e = await owner.client
      .from('arca_entries')
      .update({ notes: 'Direct edit' })
      .eq('id', entry)
      .select('id');
    expect(e.data).toEqual([{ id: entry }]);
    const v = await owner.client
      .from('arca_diary_values')
      .update({ title: 'Topped' })
      .eq('entry_id', entry)
      .select('entry_id');
    expect(v.data).toEqual([{ entry_id: entry }]);
    const l = await owner.client
      .from('arca_lots')
      .update({ notes: 'Mother #3' })
      .eq('id', lot.id)
      .select('id');
    expect(l.data).toEqual([{ id: lot.id }]);
  });

  it.each(strangers)('%s changes no runoff or PPM values of the owner’s', async (_who, client) => {
    const r = await client()
      .from('arca_runoff_values')
      .update({ runoff_ec: 9 })
      .eq('entry_id', runoff)
      .select('entry_id');
    expect(r.data).toEqual([]);
    const p = await client().from('arca_ppm_values').update({ ec: 9 }).eq('entry_id', ppm).select('entry_id');
    expect(p.data).toEqual([]);
    const { rows } = await db().query(
      'select r.runoff_ec, p.ec from public.arca_runoff_values r, public.arca_ppm_values p where r.entry_id = $1 and p.entry_id = $2',
      [runoff, ppm],
    );
    expect(rows[0]).toEqual({ runoff_ec: '3.1', ec: '1.8' });
  });

  it('nobody writes the generated runoff figures, nor puts runoff values on a diary entry', async () => {
    const gen = await owner.client
      .from('arca_runoff_values')
      .update({ runoff_pct: 1 } as never)
      .eq('entry_id', runoff);
    // Refused before privileges are even checked: a generated column can only be DEFAULT (428C9).
    expect(gen.error?.code).toBe('428C9');
    const wrongKind = await owner.client
      .from('arca_runoff_values')
      .insert({ entry_id: entry, input_volume_l: 1, runoff_volume_l: 0.1 });
    expect(wrongKind.error?.code).toBe('42501');
    const ratio = await owner.client
      .from('arca_yield_values')
      .update({ dry_wet_pct: 90 } as never)
      .eq('entry_id', harvest);
    expect(ratio.error?.code).toBe('428C9');
    const yieldOnDiary = await owner.client.from('arca_yield_values').insert({ entry_id: entry, wet_g: 100 });
    expect(yieldOnDiary.error?.code).toBe('42501');
  });

  it.each(strangers)('%s changes nothing of the owner’s', async (_who, client) => {
    const e = await client().from('arca_entries').update({ notes: 'pwned' }).eq('id', entry).select('id');
    expect(e.data).toEqual([]);
    const v = await client()
      .from('arca_diary_values')
      .update({ title: 'pwned' })
      .eq('entry_id', entry)
      .select('entry_id');
    expect(v.data).toEqual([]);
    const l = await client().from('arca_lots').update({ notes: 'pwned' }).eq('id', lot.id).select('id');
    expect(l.data).toEqual([]);
    const y = await client()
      .from('arca_yield_values')
      .update({ dry_g: 1 })
      .eq('entry_id', harvest)
      .select('entry_id');
    expect(y.data).toEqual([]);
    const rpc = await client().rpc('arca_update_entry', {
      p_id: entry,
      p_version: 1,
      p_changes: { notes: 'pwned' },
    });
    expect(rpc.error?.code).toBe('PT404');
    const { rows } = await db().query('select notes from public.arca_entries where id = $1', [entry]);
    expect(rows[0].notes).not.toBe('pwned');
  });

  it('nobody moves an entry or a lot to another facility, or writes audit and derived columns', async () => {
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['arca_entries', { facility_id: attacker.facilityId }],
      ['arca_entries', { kind: 'diary' }],
      ['arca_entries', { created_by: attacker.id }],
      ['arca_entries', { updated_by: attacker.id }],
      ['arca_entries', { version: 99 }],
      ['arca_entries', { deleted_at: new Date().toISOString() }],
      ['arca_entries', { import_id: randomUUID() }],
      ['arca_lots', { facility_id: attacker.facilityId }],
      ['arca_lots', { current_stage: 'done' }],
      ['arca_lots', { created_by: attacker.id }],
      ['arca_diary_values', { entry_id: randomUUID() }],
    ];
    for (const [table, change] of attempts) {
      const column = table === 'arca_diary_values' ? 'entry_id' : 'id';
      const id = table === 'arca_lots' ? lot.id : entry;
      const { error } = await owner.client
        .from(table as 'arca_entries')
        .update(change as never)
        .eq(column as 'id', id);
      expect(error?.code, `${table} ${JSON.stringify(change)}`).toBe('42501');
    }
  });

  it('nobody edits history rows', async () => {
    const { error } = await owner.client
      .from('arca_entry_versions')
      .update({ action: 'delete' })
      .eq('entry_id', entry);
    expect(error?.code).toBe('42501');
  });
});

describe('delete', () => {
  it('entries are never hard-deleted through the API, not even by their owner', async () => {
    for (const client of [anonClient(), owner.client, attacker.client]) {
      const { error } = await client.from('arca_entries').delete().eq('id', entry);
      expect(error?.code).toBe('42501');
      expect((await client.from('arca_diary_values').delete().eq('entry_id', entry)).error?.code).toBe(
        '42501',
      );
      expect((await client.from('arca_entry_versions').delete().eq('entry_id', entry)).error?.code).toBe(
        '42501',
      );
    }
    expect(await countRows('arca_entries', entry)).toBe(1);
    expect(await countRows('arca_runoff_values', runoff, 'entry_id')).toBe(1);
  });

  it.each(strangers)('%s cannot soft-delete or restore the owner’s entries', async (_who, client) => {
    expect((await client().rpc('arca_delete_entries', { p_ids: [entry] })).error?.code).toBe('PT404');
    expect((await client().rpc('arca_restore_entries', { p_ids: [entry] })).error?.code).toBe('PT404');
    const { rows } = await db().query('select deleted_at from public.arca_entries where id = $1', [entry]);
    expect(rows[0].deleted_at).toBeNull();
  });

  it('anon cannot call the record RPCs', async () => {
    expect((await anonClient().rpc('arca_delete_entries', { p_ids: [entry] })).error?.code).toBe('42501');
    expect(
      (
        await anonClient().rpc('arca_import_entries', {
          p_kind: 'diary',
          p_facility_id: owner.facilityId,
          p_rows: [],
        })
      ).error?.code,
    ).toBe('42501');
  });

  it.each(strangers)('%s cannot delete the owner’s lot', async (_who, client) => {
    const spare = await newLot(owner);
    const { data } = await client().from('arca_lots').delete().eq('id', spare.id).select('id');
    expect(data).toEqual([]);
    expect(await countRows('arca_lots', spare.id)).toBe(1);
  });

  it('the owner deletes a lot without entries; a lot with entries is kept (23503)', async () => {
    const spare = await newLot(owner);
    expect((await owner.client.from('arca_lots').delete().eq('id', spare.id).select('id')).data).toEqual([
      { id: spare.id },
    ]);
    const { error } = await owner.client.from('arca_lots').delete().eq('id', lot.id);
    expect(error?.code).toBe('23503');
  });
});

describe('filters', () => {
  it.each(strangers)(
    '%s can neither add a filter to, edit nor delete the owner’s filters',
    async (_who, client) => {
      const add = await client().from('arca_filters').insert({
        facility_id: owner.facilityId,
        name: 'Evil',
        change_interval_days: 1,
      });
      expect(add.error?.code).toBe('42501');
      const edit = await client().from('arca_filters').update({ name: 'Mine' }).eq('id', filter).select('id');
      expect(edit.data ?? []).toEqual([]);
      const del = await client().from('arca_filters').delete().eq('id', filter).select('id');
      expect(del.data ?? []).toEqual([]);
      expect(await countRows('arca_filters', filter)).toBe(1);
    },
  );

  it("the attacker cannot log on the owner's filter from their own facility, nor write the owner's filter values", async () => {
    const theirs = await logEntry(attacker.client, attacker, {
      kind: 'filter',
      room_id: null,
      values: { filter_id: filter, action: 'cleaned' },
    });
    expect(theirs.error).not.toBeNull();
    const values = await attacker.client
      .from('arca_filter_values')
      .update({ action: 'replaced' })
      .eq('entry_id', filterReading)
      .select('entry_id');
    expect(values.data ?? []).toEqual([]);
    const generated = await owner.client
      .from('arca_filter_values')
      .update({ rejection_pct: 10 } as never)
      .eq('entry_id', filterReading);
    // A generated column can only be DEFAULT (428C9).
    expect(generated.error?.code).toBe('428C9');
  });

  it('the owner edits and archives a filter; one with entries is kept (23503)', async () => {
    const { error } = await owner.client.from('arca_filters').update({ archived: true }).eq('id', filter);
    expect(error).toBeNull();
    await owner.client.from('arca_filters').update({ archived: false }).eq('id', filter).throwOnError();
    expect((await owner.client.from('arca_filters').delete().eq('id', filter)).error?.code).toBe('23503');
  });
});

describe('yield prices', () => {
  it.each(strangers)('%s can neither add, edit nor delete the owner’s prices', async (_who, client) => {
    const add = await client()
      .from('arca_yield_prices')
      .insert({ facility_id: owner.facilityId, grade: 'B', price: 1 });
    expect(add.error?.code).toBe('42501');
    const edit = await client().from('arca_yield_prices').update({ price: 1 }).eq('id', price).select('id');
    expect(edit.data ?? []).toEqual([]);
    const del = await client().from('arca_yield_prices').delete().eq('id', price).select('id');
    expect(del.data ?? []).toEqual([]);
    expect(await countRows('arca_yield_prices', price)).toBe(1);
  });

  it('the owner edits and deletes a price', async () => {
    const spare = await owner.client
      .from('arca_yield_prices')
      .insert({ facility_id: owner.facilityId, grade: 'Trim', price: 150, effective_on: '2026-02-01' })
      .select('id')
      .single()
      .throwOnError();
    await owner.client
      .from('arca_yield_prices')
      .update({ price: 175 })
      .eq('id', spare.data.id)
      .throwOnError();
    const del = await owner.client.from('arca_yield_prices').delete().eq('id', spare.data.id).select('id');
    expect(del.data).toEqual([{ id: spare.data.id }]);
  });
});

describe('imports', () => {
  it("the attacker cannot import into the owner's facility", async () => {
    const { error } = await attacker.client.rpc('arca_import_entries', {
      p_kind: 'diary',
      p_facility_id: owner.facilityId,
      p_rows: [{ occurred_at: '2026-02-01T10:00:00Z', values: { event: 'observation' } }] as Json,
      p_dry_run: false,
    });
    expect(error?.code).toBe('42501');
  });
});

describe('the arca-photos bucket', () => {
  const BUCKET = 'arca-photos';
  const path = (g: Grower, entryId: string = randomUUID(), owner_ = g.id) =>
    `${owner_}/${g.facilityId}/${entryId}/${randomUUID()}.png`;
  const upload = (client: Client, key: string) =>
    client.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
  let key: string;

  beforeAll(async () => {
    key = path(owner, entry);
    const { error } = await upload(owner.client, key);
    if (error) throw error;
  });

  it('the owner uploads, reads and removes photos in their facility folder', async () => {
    const mine = path(owner);
    expect((await upload(owner.client, mine)).error).toBeNull();
    expect((await owner.client.storage.from(BUCKET).download(mine)).error).toBeNull();
    const removed = await owner.client.storage.from(BUCKET).remove([mine]);
    expect(removed.data?.map((o) => o.name)).toEqual([mine]);
  });

  it.each(strangers)('%s can neither read nor remove the owner’s photos', async (_who, client) => {
    expect((await client().storage.from(BUCKET).download(key)).error).not.toBeNull();
    expect((await client().storage.from(BUCKET).remove([key])).data).toEqual([]);
    const { rowCount } = await db().query(
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, key],
    );
    expect(rowCount).toBe(1);
  });

  it("the attacker cannot upload into the owner's folder, even naming themselves as owner", async () => {
    expect((await upload(attacker.client, path(owner))).error).not.toBeNull();
    expect((await upload(attacker.client, path(owner, randomUUID(), attacker.id))).error).not.toBeNull();
    // Their own facility but someone else's name on the folder, or a path of the wrong shape.
    expect((await upload(attacker.client, path(attacker, randomUUID(), owner.id))).error).not.toBeNull();
    expect(
      (await upload(attacker.client, `${attacker.id}/${attacker.facilityId}/x.png`)).error,
    ).not.toBeNull();
  });

  it('anon is refused', async () => {
    expect((await upload(anonClient(), path(owner))).error).not.toBeNull();
    expect((await anonClient().storage.from(BUCKET).download(key)).error).not.toBeNull();
  });

  it("an entry's photos must be in its own folder", async () => {
    const id = randomUUID();
    const elsewhere = await logEntry(owner.client, owner, { id, photos: [path(owner, randomUUID())] });
    expect(elsewhere.error?.code).toBe('23514');
    const here = await logEntry(owner.client, owner, { id, photos: [path(owner, id)] });
    expect(here.error).toBeNull();
  });
});

describe('the Basic tier of the facility owner is enforced in the database', () => {
  let lapsed: Grower;
  let lapsedEntry: string;
  let lapsedLot: string;

  beforeAll(async () => {
    lapsed = await newGrower('arca-lapsed');
    lapsedLot = (await newLot(lapsed)).id;
    lapsedEntry = await mustLog(lapsed.client, lapsed, { lot_id: lapsedLot });
  });

  it('a free user with a facility of their own can keep no records', async () => {
    const free = await newGrower('arca-free', 'free');
    expect((await logEntry(free.client, free)).error?.code).toBe('42501');
    const l = await free.client
      .from('arca_lots')
      .insert({ facility_id: free.facilityId, name: 'x', strain: 'x', plant_count: 1 });
    expect(l.error?.code).toBe('42501');
  });

  it('after a downgrade the records are out of reach; an upgrade brings them back', async () => {
    await setTier(lapsed, 'free');
    try {
      expect((await lapsed.client.from('arca_entries').select('id').eq('id', lapsedEntry)).data).toEqual([]);
      expect((await lapsed.client.from('arca_lots').select('id').eq('id', lapsedLot)).data).toEqual([]);
      expect(
        (await lapsed.client.from('arca_diary_values').select('entry_id').eq('entry_id', lapsedEntry)).data,
      ).toEqual([]);
      expect((await logEntry(lapsed.client, lapsed)).error?.code).toBe('42501');
      expect((await lapsed.client.rpc('arca_delete_entries', { p_ids: [lapsedEntry] })).error?.code).toBe(
        'PT404',
      );
      const upd = await lapsed.client
        .from('arca_entries')
        .update({ notes: 'x' })
        .eq('id', lapsedEntry)
        .select('id');
      expect(upd.data).toEqual([]);
    } finally {
      await setTier(lapsed, 'Basic');
    }
    expect((await lapsed.client.from('arca_entries').select('id').eq('id', lapsedEntry)).data).toEqual([
      { id: lapsedEntry },
    ]);
  });
});
