// Builders for the strain library's integration tests: growers of each kind, cultivars, lab
// results, projects, plants and traits, made through the API as the users themselves.
import { randomUUID } from 'node:crypto';
import { db, newUser, type Client, type Role, type TestUser, type Tier } from './helpers.ts';

export async function grower(prefix: string, tier: Tier = 'Advanced', role?: Role): Promise<TestUser> {
  return newUser({ prefix, tier, ...(role ? { role } : {}) });
}

export interface CultivarOptions {
  name?: string;
  breeder?: string;
  shared?: boolean;
  published?: boolean;
  published_fields?: string[];
  declared_chemotype?: 'I' | 'II' | 'III' | 'IV' | 'V' | null;
  synonyms?: string[];
}

export async function cultivar(client: Client, options: CultivarOptions = {}) {
  const { data, error } = await client
    .from('animus_cultivars')
    .insert({
      name: options.name ?? `Cultivar ${randomUUID().slice(0, 8)}`,
      breeder: options.breeder ?? '',
      shared: options.shared ?? false,
      published: options.published ?? false,
      published_fields: options.published_fields ?? [],
      declared_chemotype: options.declared_chemotype ?? null,
      synonyms: options.synonyms ?? [],
    })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export interface Lab {
  thc?: number;
  thca?: number;
  cbd?: number;
  cbda?: number;
  cbg?: number;
  cbga?: number;
  tested_on?: string;
  terpenes?: Record<string, number>;
}

export async function labResult(client: Client, cultivarId: string, lab: Lab) {
  const { data, error } = await client
    .from('animus_lab_results')
    .insert({ cultivar_id: cultivarId, lab_name: 'Test Lab', ...lab })
    .select()
    .single();
  if (error) throw error;
  return data;
}

/** A cultivar whose lab result makes it the given chemotype. */
export async function cultivarOfType(
  client: Client,
  type: 'I' | 'II' | 'III' | 'IV' | 'V',
  options: CultivarOptions = {},
) {
  const c = await cultivar(client, options);
  const labs: Record<typeof type, Lab> = {
    I: { thca: 20 },
    II: { thca: 8, cbda: 9 },
    III: { thca: 0.5, cbda: 12 },
    IV: { cbga: 2, thca: 0.05 },
    V: { thca: 0.1, cbda: 0.2 },
  };
  await labResult(client, c.id, labs[type]);
  return c;
}

export async function project(client: Client, name = 'Library test') {
  const { data, error } = await client.from('breeding_projects').insert({ name }).select().single();
  if (error) throw error;
  return data;
}

let plantSeq = 0;
export async function plant(
  client: Client,
  projectId: string,
  extra: { cross_id?: string | null; chemotype?: 'I' | 'II' | 'III' | 'IV' | 'V' | null } = {},
) {
  const { data, error } = await client
    .from('phenos')
    .insert({ project_id: projectId, plant_id: `#${++plantSeq}`, ...extra })
    .select()
    .single();
  if (error) throw error;
  return data;
}

/** The id of version `version` of a default trait. */
export async function defaultVersion(systemKey: string, version = 1): Promise<string> {
  const { rows } = await db().query<{ id: string }>(
    `select v.id from public.animus_trait_versions v join public.animus_traits t on t.id = v.trait_id
     where t.system_key = $1 and v.version = $2`,
    [systemKey, version],
  );
  return rows[0]!.id;
}

export async function ownTrait(
  client: Client,
  userId: string,
  scale: {
    scale_type: string;
    categories?: unknown;
    min_value?: number | null;
    max_value?: number | null;
    step?: number | null;
    unit?: string;
  },
  name = `Trait ${randomUUID().slice(0, 8)}`,
) {
  const t = await client.from('animus_traits').insert({ name, category: 'other' }).select().single();
  if (t.error) throw t.error;
  const v = await client
    .from('animus_trait_versions')
    .insert({ trait_id: t.data.id, created_by: userId, ...scale } as never)
    .select()
    .single();
  if (v.error) throw v.error;
  return { trait: t.data, version: v.data };
}

export const ordinal = (labels: string[]) => labels.map((label, i) => ({ value: i + 1, label }));
