// RLS matrix for Arca nutrients, crop protection, targets and irrigation plans: anon, the facility's
// owner, another grower with a facility of their own (the attacker, who tries every write into the
// owner's facility and every column nobody may write), the demo admin (the records are the
// facility's; an admin has no special access), and the owner again on lower plans (each tool's
// tier: Basic for the library, tanks, logs and targets, Advanced for guides and AgroChemLog's
// stock, Professional for skeletons and room plans).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/types/database.ts';
import { anonClient, db, demoUser, setTier, type Client, type TestUser } from './helpers.ts';
import { mustLog, newGrower, type Grower } from './arca-records-helpers.ts';
import {
  applicationValues,
  logBatch,
  logFeed,
  newFertilizer,
  newProtectionProduct,
  newSideEffect,
  newTank,
} from './arca-nutrients-helpers.ts';

const steering = {
  p0_minutes: 60,
  p1_shots: 6,
  p1_shot_pct: 3,
  p1_interval_min: 15,
  p2_shots: 4,
  p2_shot_pct: 2,
  p2_interval_min: 60,
  p3_minutes: 180,
  dryback_min: 15,
  dryback_max: 25,
  dryback_basis: 'points',
  runoff_min: 5,
  runoff_max: 15,
} as unknown as { [key: string]: Json };

let owner: Grower;
let attacker: Grower;
let admin: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [owner, attacker, admin] = await Promise.all([
    newGrower('nutrients-owner', 'Professional'),
    newGrower('nutrients-attacker', 'Professional'),
    demoUser('admin@example.com'),
  ]);
  const fertilizer = await newFertilizer(owner, 'potassium-nitrate');
  const tank = await newTank(owner);
  const product = await newProtectionProduct(owner, { rei_hours: 0, phi_days: 0 });
  ids.fertilizer = fertilizer.id;
  ids.tank = tank.id;
  ids.product = product.id;
  ids.sideEffect = (
    await newSideEffect(owner, product.id, { species: 'Orius insidiosus', iobc_class: 2 })
  ).id;
  const stock = await owner.client
    .from('arca_stock_movements')
    .insert({ facility_id: owner.facilityId, fertilizer_id: fertilizer.id, kind: 'purchase', quantity: 5000 })
    .select('id')
    .single();
  if (stock.error) throw stock.error;
  ids.stock = stock.data.id;
  const protectionStock = await owner.client
    .from('arca_stock_movements')
    .insert({
      facility_id: owner.facilityId,
      protection_product_id: product.id,
      kind: 'purchase',
      quantity: 5000,
    })
    .select('id')
    .single();
  if (protectionStock.error) throw protectionStock.error;
  ids.protectionStock = protectionStock.data.id;
  ids.batch = await logBatch(owner.client, owner, {
    tank_id: tank.id,
    items: [{ fertilizer_id: fertilizer.id, amount: 500, unit: 'g' }],
  });
  ids.feed = await logFeed(owner.client, owner, { batch_ids: [ids.batch], volume_l: 100 });
  ids.application = await mustLog(owner.client, owner, {
    kind: 'application',
    room_id: owner.rooms[1],
    occurred_at: '2026-01-05T08:00:00Z',
    values: applicationValues([{ product_id: product.id }]),
  });
  ids.release = await mustLog(owner.client, owner, {
    kind: 'release',
    room_id: owner.rooms[1],
    occurred_at: '2026-01-06T08:00:00Z',
    values: { species: 'Orius insidiosus', quantity: 500 },
  });
  ids.scouting = await mustLog(owner.client, owner, {
    kind: 'scouting',
    room_id: owner.rooms[1],
    occurred_at: '2026-01-06T08:00:00Z',
    values: { organism: 'Western flower thrips', count: 4 },
  });
  const target = await owner.client
    .from('arca_targets')
    .insert({
      facility_id: owner.facilityId,
      room_id: owner.rooms[1],
      stage: 'flower',
      metric: 'rh',
      period: 'day',
      min_value: 45,
      max_value: 55,
    })
    .select('id')
    .single();
  if (target.error) throw target.error;
  ids.target = target.data.id;
  const guide = await owner.client
    .from('arca_irrigation_guides')
    .insert({
      facility_id: owner.facilityId,
      name: 'Veg',
      stage: 'veg',
      intent: 'vegetative',
      substrate: 'coco',
      container_volume_l: 11,
      photoperiod_h: 18,
      steering,
    })
    .select('id')
    .single();
  if (guide.error) throw guide.error;
  ids.guide = guide.data.id;
  const skeleton = await owner.client
    .from('arca_irrigation_skeletons')
    .insert({ facility_id: owner.facilityId, name: 'Skeleton', substrate: 'coco', container_volume_l: 11 })
    .select('id')
    .single();
  if (skeleton.error) throw skeleton.error;
  ids.skeleton = skeleton.data.id;
  const phase = await owner.client
    .from('arca_skeleton_phases')
    .insert({
      facility_id: owner.facilityId,
      skeleton_id: ids.skeleton,
      position: 1,
      name: 'Veg',
      stage: 'veg',
      intent: 'vegetative',
      duration_days: 21,
      photoperiod_h: 18,
      steering,
      guide_id: ids.guide,
    })
    .select('id')
    .single();
  if (phase.error) throw phase.error;
  ids.skeletonPhase = phase.data.id;
  const plan = await owner.client.rpc('arca_apply_skeleton', {
    p_skeleton_id: ids.skeleton,
    p_room_id: owner.rooms[0],
    p_starts_on: '2026-01-01',
  });
  if (plan.error) throw plan.error;
  ids.plan = plan.data;
  const planPhase = await owner.client
    .from('arca_room_plan_phases')
    .select('id')
    .eq('plan_id', ids.plan)
    .single();
  ids.planPhase = planPhase.data!.id;
});

// [table, id key, id column, the tool tier that hides it]
const TABLES: Array<[string, string, string, 'Basic' | 'Advanced' | 'Professional']> = [
  ['arca_fertilizers', 'fertilizer', 'id', 'Basic'],
  ['arca_tanks', 'tank', 'id', 'Basic'],
  ['arca_protection_products', 'product', 'id', 'Basic'],
  ['arca_side_effects', 'sideEffect', 'id', 'Basic'],
  ['arca_stock_movements', 'stock', 'id', 'Basic'],
  ['arca_stock_movements', 'protectionStock', 'id', 'Advanced'],
  ['arca_batch_values', 'batch', 'entry_id', 'Basic'],
  ['arca_batch_items', 'batch', 'entry_id', 'Basic'],
  ['arca_batch_figures', 'batch', 'entry_id', 'Basic'],
  ['arca_fertigation_values', 'feed', 'entry_id', 'Basic'],
  ['arca_fertigation_figures', 'feed', 'entry_id', 'Basic'],
  ['arca_application_values', 'application', 'entry_id', 'Basic'],
  ['arca_application_items', 'application', 'entry_id', 'Basic'],
  ['arca_release_values', 'release', 'entry_id', 'Basic'],
  ['arca_scouting_values', 'scouting', 'entry_id', 'Basic'],
  ['arca_targets', 'target', 'id', 'Basic'],
  ['arca_irrigation_guides', 'guide', 'id', 'Advanced'],
  ['arca_irrigation_skeletons', 'skeleton', 'id', 'Professional'],
  ['arca_skeleton_phases', 'skeletonPhase', 'id', 'Professional'],
  ['arca_room_plans', 'plan', 'id', 'Professional'],
  ['arca_room_plan_phases', 'planPhase', 'id', 'Professional'],
];

const VIEWS: Array<[string, string, string]> = [
  ['arca_batch_records', 'batch', 'id'],
  ['arca_fertigation_records', 'feed', 'id'],
  ['arca_application_records', 'application', 'id'],
  ['arca_release_records', 'release', 'id'],
  ['arca_scouting_records', 'scouting', 'id'],
  ['arca_application_windows', 'application', 'entry_id'],
  ['arca_compliance_records', 'application', 'application_id'],
  ['arca_stock_on_hand', 'fertilizer', 'fertilizer_id'],
  ['arca_stock_on_hand', 'tank', 'tank_id'],
];

const read = (client: Client, table: string, column: string, id: string) =>
  client
    .from(table as 'arca_tanks')
    .select(column)
    .eq(column as 'id', id);

const strangers = [
  ['another grower', () => attacker.client],
  ['the admin', () => admin.client],
] as const;

describe('select', () => {
  it.each(TABLES)('anon is refused %s', async (table, key, column) => {
    expect((await read(anonClient(), table, column, ids[key]!)).error?.code).toBe('42501');
  });

  it.each([...TABLES.map(([t, k, c]) => [t, k, c] as const), ...VIEWS])(
    'the owner reads %s (%s)',
    async (table, key, column) => {
      const { data, error } = await read(owner.client, table, column, ids[key]!);
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(
    strangers.flatMap(([who, c]) => [...TABLES, ...VIEWS].map(([t, k, col]) => [who, t, k, col, c] as const)),
  )('%s reads nothing of %s (%s)', async (_who, table, key, column, client) => {
    const { data, error } = await read(client(), table, column, ids[key]!);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('signed-in users read the default targets; anon does not', async () => {
    expect((await anonClient().from('arca_target_defaults').select('metric')).error?.code).toBe('42501');
    const { data } = await attacker.client
      .from('arca_target_defaults')
      .select('metric')
      .eq('stage', 'flower')
      .eq('metric', 'vpd');
    expect(data).toEqual([{ metric: 'vpd' }]);
  });
});

describe('the facility owner’s plan decides, table by table', () => {
  it.each(['free', 'Basic', 'Advanced'] as const)(
    'on %s the owner sees exactly the tools the plan covers',
    async (tier) => {
      const rank = { free: 0, Basic: 1, Advanced: 2, Professional: 3 };
      await setTier(owner, tier);
      try {
        for (const [table, key, column, needs] of TABLES) {
          const { data } = await read(owner.client, table, column, ids[key]!);
          expect(data!.length > 0, `${table} (${key}) on ${tier}`).toBe(rank[tier] >= rank[needs]);
        }
      } finally {
        await setTier(owner, 'Professional');
      }
    },
  );
});

describe('insert', () => {
  it('anon writes nothing', async () => {
    const anon = anonClient();
    const rows: Array<[string, Record<string, unknown>]> = [
      ['arca_fertilizers', { facility_id: owner.facilityId, name: 'x' }],
      ['arca_tanks', { facility_id: owner.facilityId, name: 'x', capacity_l: 1 }],
      [
        'arca_stock_movements',
        { facility_id: owner.facilityId, fertilizer_id: ids.fertilizer, kind: 'purchase', quantity: 1 },
      ],
      [
        'arca_targets',
        {
          facility_id: owner.facilityId,
          room_id: owner.rooms[0],
          stage: 'veg',
          metric: 'rh',
          period: 'day',
          min_value: 1,
          max_value: 2,
        },
      ],
    ];
    for (const [table, row] of rows) {
      expect((await anon.from(table as 'arca_tanks').insert(row as never)).error?.code, table).toBe('42501');
    }
    expect(
      (
        await anon.rpc('arca_apply_skeleton', {
          p_skeleton_id: ids.skeleton!,
          p_room_id: owner.rooms[1],
          p_starts_on: '2027-01-01',
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await anon.rpc('arca_room_fertility', {
          p_room_id: owner.rooms[1],
          p_from: '2020-01-01',
          p_to: '2030-01-01',
        })
      ).error?.code,
    ).toBe('42501');
  });

  it("the attacker cannot put rows into the owner's facility", async () => {
    const f = owner.facilityId;
    const rows: Array<[string, Record<string, unknown>]> = [
      ['arca_fertilizers', { facility_id: f, name: 'Planted' }],
      ['arca_tanks', { facility_id: f, name: 'Planted', capacity_l: 1 }],
      ['arca_protection_products', { facility_id: f, name: 'Planted', active_ingredients: 'x' }],
      [
        'arca_side_effects',
        { facility_id: f, product_id: ids.product, species: 'Aphidius colemani', iobc_class: 1 },
      ],
      [
        'arca_stock_movements',
        {
          facility_id: f,
          fertilizer_id: ids.fertilizer,
          kind: 'correction',
          quantity: -5000,
          note: 'emptied by someone else',
        },
      ],
      [
        'arca_stock_movements',
        { facility_id: f, protection_product_id: ids.product, kind: 'disposal', quantity: -1 },
      ],
      [
        'arca_targets',
        {
          facility_id: f,
          room_id: owner.rooms[0],
          stage: 'veg',
          metric: 'co2',
          period: 'day',
          min_value: 1,
          max_value: 2,
        },
      ],
      [
        'arca_irrigation_guides',
        {
          facility_id: f,
          name: 'x',
          stage: 'veg',
          intent: 'vegetative',
          substrate: 'coco',
          container_volume_l: 1,
          photoperiod_h: 18,
          steering,
        },
      ],
      ['arca_irrigation_skeletons', { facility_id: f, name: 'x', substrate: 'coco', container_volume_l: 1 }],
      [
        'arca_skeleton_phases',
        {
          facility_id: f,
          skeleton_id: ids.skeleton,
          position: 9,
          name: 'x',
          stage: 'veg',
          intent: 'vegetative',
          duration_days: 1,
          photoperiod_h: 18,
          steering,
        },
      ],
      [
        'arca_room_plan_phases',
        {
          facility_id: f,
          plan_id: ids.plan,
          position: 9,
          name: 'x',
          stage: 'veg',
          intent: 'vegetative',
          starts_on: '2030-01-01',
          ends_on: '2030-01-02',
          photoperiod_h: 18,
          steering,
        },
      ],
    ];
    for (const [table, row] of rows) {
      const { error } = await attacker.client.from(table as 'arca_tanks').insert(row as never);
      expect(error?.code, table).toBe('42501');
    }
  });

  it("the attacker cannot point their own rows at the owner's products, tanks, rooms or plans", async () => {
    const a = attacker.facilityId;
    const rows: Array<[string, Record<string, unknown>]> = [
      [
        'arca_side_effects',
        { facility_id: a, product_id: ids.product, species: 'Aphidius colemani', iobc_class: 1 },
      ],
      [
        'arca_stock_movements',
        { facility_id: a, fertilizer_id: ids.fertilizer, kind: 'purchase', quantity: 1 },
      ],
      ['arca_stock_movements', { facility_id: a, tank_id: ids.tank, kind: 'purchase', quantity: 1 }],
      [
        'arca_targets',
        {
          facility_id: a,
          room_id: owner.rooms[0],
          stage: 'veg',
          metric: 'co2',
          period: 'day',
          min_value: 1,
          max_value: 2,
        },
      ],
      ['arca_tanks', { facility_id: a, name: 'x', capacity_l: 1, room_id: owner.rooms[0] }],
      [
        'arca_skeleton_phases',
        {
          facility_id: a,
          skeleton_id: ids.skeleton,
          position: 9,
          name: 'x',
          stage: 'veg',
          intent: 'vegetative',
          duration_days: 1,
          photoperiod_h: 18,
          steering,
        },
      ],
      [
        'arca_room_plan_phases',
        {
          facility_id: a,
          plan_id: ids.plan,
          position: 9,
          name: 'x',
          stage: 'veg',
          intent: 'vegetative',
          starts_on: '2030-01-01',
          ends_on: '2030-01-02',
          photoperiod_h: 18,
          steering,
        },
      ],
    ];
    for (const [table, row] of rows) {
      const { error } = await attacker.client.from(table as 'arca_tanks').insert(row as never);
      expect(error?.code, table).toBe('23503');
    }
    // Their own batch, feed or application naming the owner's tank, batch or product.
    const ownFertilizer = await newFertilizer(attacker);
    const entries = [
      {
        kind: 'batch',
        room_id: null,
        values: {
          tank_id: ids.tank,
          volume_l: 10,
          items: [{ fertilizer_id: ownFertilizer.id, amount: 1, unit: 'g' }],
        },
      },
      { kind: 'fertigation', room_id: attacker.rooms[0], values: { batch_ids: [ids.batch], volume_l: 10 } },
      {
        kind: 'application',
        room_id: attacker.rooms[0],
        values: applicationValues([{ product_id: ids.product! }]),
      },
    ];
    for (const entry of entries) {
      const { error } = await attacker.client.rpc('arca_log_entry', {
        p_entry: { facility_id: attacker.facilityId, occurred_at: '2026-01-10T08:00:00Z', ...entry } as Json,
      });
      expect(['23503', 'AR106'], entry.kind).toContain(error?.code);
    }
  });

  it("the attacker cannot add values to the owner's entries", async () => {
    // An envelope of the owner's without values (arranged as superuser, then its values removed).
    const { rows } = await db().query<{ id: string }>(
      `with e as (insert into public.arca_entries (facility_id, kind, room_id) values ($1, 'scouting', $2) returning id)
       insert into public.arca_scouting_values (entry_id, organism, count) select id, 'Thrips', 1 from e returning entry_id as id`,
      [owner.facilityId, owner.rooms[0]],
    );
    const lonely = rows[0]!.id;
    await db().query('delete from public.arca_scouting_values where entry_id = $1', [lonely]);
    const { error } = await attacker.client
      .from('arca_scouting_values')
      .insert({ entry_id: lonely, organism: 'planted', count: 1 });
    expect(error?.code).toBe('42501');
  });

  it('nobody forges who made a row, derived columns or item rows', async () => {
    const forged: Array<[string, Record<string, unknown>]> = [
      ['arca_fertilizers', { facility_id: owner.facilityId, name: 'x', created_by: attacker.id }],
      ['arca_tanks', { facility_id: owner.facilityId, name: 'x', capacity_l: 1, created_at: '2020-01-01' }],
      [
        'arca_stock_movements',
        {
          facility_id: owner.facilityId,
          fertilizer_id: ids.fertilizer,
          kind: 'purchase',
          quantity: 1,
          created_by: attacker.id,
        },
      ],
      [
        'arca_stock_movements',
        {
          facility_id: owner.facilityId,
          fertilizer_id: ids.fertilizer,
          kind: 'purchase',
          quantity: 1,
          entry_id: ids.batch,
        },
      ],
      [
        'arca_application_items',
        {
          entry_id: ids.application,
          position: 5,
          product_id: ids.product,
          rate: 1,
          rate_unit: 'mL/L',
          amount: 1,
          rei_hours: 0,
          phi_days: 0,
        },
      ],
      ['arca_batch_figures', { entry_id: ids.feed, working_volume_l: 1, predicted_ec: 1 }],
      ['arca_fertigation_figures', { entry_id: ids.batch, volume_l: 1, predicted_ec: 1, n_mg: 1 }],
      [
        'arca_target_defaults',
        { stage: 'veg', metric: 'co2', period: 'night', min_value: 0, max_value: 1, source: 'me' },
      ],
      [
        'arca_room_plans',
        {
          facility_id: owner.facilityId,
          room_id: owner.rooms[2],
          name: 'x',
          substrate: 'coco',
          container_volume_l: 1,
          starts_on: '2030-01-01',
          ends_on: '2030-02-01',
        },
      ],
    ];
    for (const [table, row] of forged) {
      const { error } = await owner.client.from(table as 'arca_tanks').insert(row as never);
      expect(error?.code, `${table} ${JSON.stringify(row)}`).toBe('42501');
    }
    // Generated columns are refused by Postgres itself.
    const generated: Array<[string, Record<string, unknown>]> = [
      ['arca_fertilizers', { facility_id: owner.facilityId, name: 'x', n_pct: 10 }],
      [
        'arca_stock_movements',
        {
          facility_id: owner.facilityId,
          fertilizer_id: ids.fertilizer,
          kind: 'purchase',
          quantity: 1,
          tool_id: 'arca-calculator',
        },
      ],
    ];
    for (const [table, row] of generated) {
      const { error } = await owner.client.from(table as 'arca_tanks').insert(row as never);
      expect(error?.code, `${table} ${JSON.stringify(row)}`).toBe('428C9');
    }
  });
});

describe('update', () => {
  const changes: Array<[string, string, string, Record<string, unknown>]> = [
    ['arca_fertilizers', 'fertilizer', 'id', { notes: 'pwned' }],
    ['arca_tanks', 'tank', 'id', { notes: 'pwned' }],
    ['arca_protection_products', 'product', 'id', { rei_hours: 0 }],
    ['arca_side_effects', 'sideEffect', 'id', { iobc_class: 1 }],
    ['arca_targets', 'target', 'id', { max_value: 99 }],
    ['arca_irrigation_guides', 'guide', 'id', { name: 'pwned' }],
    ['arca_irrigation_skeletons', 'skeleton', 'id', { name: 'pwned' }],
    ['arca_skeleton_phases', 'skeletonPhase', 'id', { name: 'pwned' }],
    ['arca_room_plans', 'plan', 'id', { name: 'pwned' }],
    ['arca_room_plan_phases', 'planPhase', 'id', { name: 'pwned' }],
    ['arca_release_values', 'release', 'entry_id', { quantity: 1 }],
    ['arca_scouting_values', 'scouting', 'entry_id', { count: 999 }],
    ['arca_batch_values', 'batch', 'entry_id', { measured_ec: 9 }],
    ['arca_fertigation_values', 'feed', 'entry_id', { plant_count: 1 }],
    ['arca_application_values', 'application', 'entry_id', { applicator: 'pwned' }],
  ];

  it('anon is refused', async () => {
    for (const [table, key, column, change] of changes) {
      const { error } = await anonClient()
        .from(table as 'arca_tanks')
        .update(change as never)
        .eq(column as 'id', ids[key]!);
      expect(error?.code, table).toBe('42501');
    }
  });

  it.each(strangers)('%s changes nothing of the owner’s', async (_who, client) => {
    for (const [table, key, column, change] of changes) {
      const { data, error } = await client()
        .from(table as 'arca_tanks')
        .update(change as never)
        .eq(column as 'id', ids[key]!)
        .select(column);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    const { rows } = await db().query('select notes from public.arca_fertilizers where id = $1', [
      ids.fertilizer,
    ]);
    expect(rows[0].notes).toBeNull();
  });

  it('the owner edits, but never moves a row to another facility nor writes what is derived', async () => {
    const fine = await owner.client
      .from('arca_tanks')
      .update({ notes: 'Blue drum' })
      .eq('id', ids.tank!)
      .select('notes');
    expect(fine.data).toEqual([{ notes: 'Blue drum' }]);
    const attempts: Array<[string, string, string, Record<string, unknown>]> = [
      ['arca_fertilizers', 'fertilizer', 'id', { facility_id: attacker.facilityId }],
      ['arca_fertilizers', 'fertilizer', 'id', { created_by: attacker.id }],
      ['arca_tanks', 'tank', 'id', { facility_id: attacker.facilityId }],
      ['arca_protection_products', 'product', 'id', { updated_by: attacker.id }],
      ['arca_side_effects', 'sideEffect', 'id', { product_id: ids.product }],
      ['arca_stock_movements', 'stock', 'id', { quantity: 1 }],
      ['arca_targets', 'target', 'id', { room_id: owner.rooms[0] }],
      ['arca_targets', 'target', 'id', { metric: 'co2' }],
      ['arca_room_plans', 'plan', 'id', { starts_on: '2020-01-01' }],
      ['arca_room_plans', 'plan', 'id', { room_id: owner.rooms[2] }],
      ['arca_room_plan_phases', 'planPhase', 'id', { plan_id: ids.plan }],
      ['arca_batch_items', 'batch', 'entry_id', { grams: 1 }],
      ['arca_application_items', 'application', 'entry_id', { rei_hours: 0 }],
      ['arca_batch_values', 'batch', 'entry_id', { entry_id: ids.feed }],
    ];
    for (const [table, key, column, change] of attempts) {
      const { error } = await owner.client
        .from(table as 'arca_tanks')
        .update(change as never)
        .eq(column as 'id', ids[key]!);
      expect(error?.code, `${table} ${JSON.stringify(change)}`).toBe('42501');
    }
  });
});

describe('delete', () => {
  it('values, item rows, figures and stock movements are never deleted through the API', async () => {
    for (const [table, column] of [
      ['arca_batch_values', 'entry_id'],
      ['arca_batch_items', 'entry_id'],
      ['arca_batch_figures', 'entry_id'],
      ['arca_fertigation_values', 'entry_id'],
      ['arca_fertigation_figures', 'entry_id'],
      ['arca_application_values', 'entry_id'],
      ['arca_application_items', 'entry_id'],
      ['arca_release_values', 'entry_id'],
      ['arca_scouting_values', 'entry_id'],
      ['arca_stock_movements', 'id'],
      ['arca_target_defaults', 'stage'],
    ]) {
      const { error } = await owner.client
        .from(table as 'arca_tanks')
        .delete()
        .not(column as 'id', 'is', null);
      expect(error?.code, table).toBe('42501');
    }
  });

  it.each(strangers)('%s deletes nothing of the owner’s', async (_who, client) => {
    for (const [table, key] of [
      ['arca_fertilizers', 'fertilizer'],
      ['arca_tanks', 'tank'],
      ['arca_protection_products', 'product'],
      ['arca_side_effects', 'sideEffect'],
      ['arca_targets', 'target'],
      ['arca_irrigation_guides', 'guide'],
      ['arca_irrigation_skeletons', 'skeleton'],
      ['arca_skeleton_phases', 'skeletonPhase'],
      ['arca_room_plans', 'plan'],
      ['arca_room_plan_phases', 'planPhase'],
    ] as const) {
      const { data } = await client()
        .from(table as 'arca_tanks')
        .delete()
        .eq('id', ids[key]!)
        .select('id');
      expect(data, table).toEqual([]);
      const { rowCount } = await db().query(`select 1 from public.${table} where id = $1`, [ids[key]]);
      expect(rowCount, table).toBe(1);
    }
  });

  it('the owner removes a room band (the default comes back) and a plan; products in use stay', async () => {
    const removed = await owner.client.from('arca_targets').delete().eq('id', ids.target!).select('id');
    expect(removed.data).toEqual([{ id: ids.target }]);
    expect((await owner.client.from('arca_tanks').delete().eq('id', ids.tank!)).error?.code).toBe('23503');
    expect(
      (await owner.client.from('arca_protection_products').delete().eq('id', ids.product!)).error?.code,
    ).toBe('23503');
    const plan = await owner.client.from('arca_room_plans').delete().eq('id', ids.plan!).select('id');
    expect(plan.data).toEqual([{ id: ids.plan }]);
    const { rowCount } = await db().query('select 1 from public.arca_room_plan_phases where plan_id = $1', [
      ids.plan,
    ]);
    expect(rowCount).toBe(0);
  });
});
