// Arranging Arca nutrient and crop-protection data as real users: library rows through REST,
// entries through arca_log_entry (as the app saves them).
import { randomUUID } from 'node:crypto';
import { analysisFromSalt } from '../../src/modules/arca/nutrients/fertilizer.ts';
import type { SaltId } from '../../src/modules/arca/salts.ts';
import type { Client } from './helpers.ts';
import { mustLog, type EntryInput, type Grower } from './arca-records-helpers.ts';

type Owner = Pick<Grower, 'client' | 'facilityId' | 'rooms'>;

async function insertOne<T>(client: Client, table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await client
    .from(table as 'arca_tanks')
    .insert(row as never)
    .select()
    .single();
  if (error) throw new Error(`${table}: ${error.code} ${error.message}`);
  return data as T;
}

export async function newFertilizer(
  g: Owner,
  salt: SaltId = 'calcium-nitrate-tetrahydrate',
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  return insertOne(g.client, 'arca_fertilizers', {
    facility_id: g.facilityId,
    name: `${salt} ${randomUUID().slice(0, 6)}`,
    salt_id: salt,
    ...analysisFromSalt(salt),
    ...overrides,
  });
}

export async function newFilter(g: Owner, overrides: Record<string, unknown> = {}): Promise<{ id: string }> {
  return insertOne(g.client, 'arca_filters', {
    facility_id: g.facilityId,
    name: `RO ${randomUUID().slice(0, 6)}`,
    change_interval_days: 730,
    ...overrides,
  });
}

export async function newTank(
  g: Owner,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; dilution_ratio: number }> {
  return insertOne(g.client, 'arca_tanks', {
    facility_id: g.facilityId,
    name: `Tank ${randomUUID().slice(0, 6)}`,
    capacity_l: 200,
    dilution_ratio: 100,
    part: 'A',
    ...overrides,
  });
}

export async function newProtectionProduct(
  g: Owner,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  return insertOne(g.client, 'arca_protection_products', {
    facility_id: g.facilityId,
    name: `Product ${randomUUID().slice(0, 6)}`,
    registration_number: '100-898',
    active_ingredients: 'Abamectin 1.9 %',
    formulation: 'EC',
    rei_hours: 12,
    phi_days: 7,
    unit: 'mL',
    ...overrides,
  });
}

export async function newSideEffect(
  g: Owner,
  productId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  return insertOne(g.client, 'arca_side_effects', {
    facility_id: g.facilityId,
    product_id: productId,
    species: 'Phytoseiulus persimilis',
    iobc_class: 4,
    persistence_weeks: 2,
    ...overrides,
  });
}

export interface BatchItem {
  fertilizer_id: string;
  amount: number;
  unit: 'g' | 'kg' | 'mL' | 'L';
}

export function logBatch(
  client: Client,
  g: Owner,
  values: { tank_id: string; volume_l?: number; items: BatchItem[] } & Record<string, unknown>,
  entry: EntryInput = {},
) {
  return mustLog(client, g, {
    kind: 'batch',
    room_id: null,
    occurred_at: '2026-02-01T08:00:00Z',
    ...entry,
    values: { volume_l: 100, ...values },
  });
}

export function logFeed(
  client: Client,
  g: Owner,
  values: { batch_ids: string[]; volume_l: number } & Record<string, unknown>,
  entry: EntryInput = {},
) {
  return mustLog(client, g, {
    kind: 'fertigation',
    room_id: g.rooms[1],
    occurred_at: '2026-02-02T08:00:00Z',
    ...entry,
    values,
  });
}

export function applicationValues(
  products: { product_id: string; amount?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    items: products.map((p) => ({
      product_id: p.product_id,
      rate: 0.5,
      rate_unit: 'mL/L',
      amount: p.amount ?? 250,
    })),
    method: 'foliar_spray',
    applicator: 'Priya Natarajan',
    target: 'Two-spotted spider mite',
    ...extra,
  };
}

/** On-hand quantity of an item, as the stock pages read it. */
export async function onHand(
  client: Client,
  column: 'fertilizer_id' | 'tank_id' | 'protection_product_id',
  id: string,
) {
  const { data, error } = await client.from('arca_stock_on_hand').select('quantity').eq(column, id);
  if (error) throw error;
  return data.length ? Number(data[0]!.quantity) : 0;
}
