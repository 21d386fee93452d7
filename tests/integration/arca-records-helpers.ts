// Arranging Arca records as real users: a grower with a facility and rooms, lots, and entries
// saved through the same RPC the app uses.
import { randomUUID } from 'node:crypto';
import type { Json } from '../../src/types/database.ts';
import { newUser, type Client, type Tier, type TestUser } from './helpers.ts';

export interface Grower extends TestUser {
  facilityId: string;
  rooms: [string, string, string];
}

/** A new user on `tier` with a facility of three rooms (veg, flower, dry). */
export async function newGrower(prefix: string, tier: Tier = 'Basic'): Promise<Grower> {
  const user = await newUser({ prefix, tier: tier === 'free' ? undefined : tier });
  const facility = await user.client
    .from('facilities')
    .insert({ name: `${prefix} facility` })
    .select('id')
    .single();
  if (facility.error) throw facility.error;
  const rooms = await user.client
    .from('rooms')
    .insert([
      { facility_id: facility.data.id, room_name: 'Veg', room_type: 'veg' },
      { facility_id: facility.data.id, room_name: 'Flower', room_type: 'flower' },
      { facility_id: facility.data.id, room_name: 'Dry', room_type: 'dry' },
    ])
    .select('id, room_name');
  if (rooms.error) throw rooms.error;
  const id = (name: string) => rooms.data.find((r) => r.room_name === name)!.id;
  return { ...user, facilityId: facility.data.id, rooms: [id('Veg'), id('Flower'), id('Dry')] };
}

export async function newLot(grower: Grower, overrides: Record<string, unknown> = {}) {
  const { data, error } = await grower.client
    .from('arca_lots')
    .insert({
      facility_id: grower.facilityId,
      name: `Lot ${randomUUID().slice(0, 6)}`,
      strain: 'Blue Dream',
      plant_count: 24,
      start_stage: 'veg',
      start_room_id: grower.rooms[0],
      started_at: '2026-01-05T09:00:00Z',
      ...overrides,
    } as never)
    .select()
    .single();
  if (error) throw error;
  return data;
}

export interface EntryInput {
  id?: string;
  kind?: string;
  facility_id?: string;
  room_id?: string | null;
  lot_id?: string | null;
  occurred_at?: string;
  status?: 'done' | 'planned';
  notes?: string | null;
  photos?: string[];
  /** Why a done entry breaks a running interval (REI, PHI, a beneficial's persistence). */
  override_reason?: string | null;
  values?: Record<string, unknown>;
}

/** Saves an entry through arca_log_entry as `client`; returns the result as supabase-js does. */
export function logEntry(
  client: Client,
  grower: Pick<Grower, 'facilityId' | 'rooms'>,
  entry: EntryInput = {},
) {
  return client.rpc('arca_log_entry', {
    p_entry: {
      kind: 'diary',
      facility_id: grower.facilityId,
      room_id: grower.rooms[0],
      occurred_at: '2026-02-01T10:00:00Z',
      values: { event: 'observation', title: 'Looking good' },
      ...entry,
    } as Json,
  });
}

/** Like logEntry, but throws on error and returns the id. */
export async function mustLog(
  client: Client,
  grower: Pick<Grower, 'facilityId' | 'rooms'>,
  entry: EntryInput = {},
): Promise<string> {
  const { data, error } = await logEntry(client, grower, entry);
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data as string;
}
