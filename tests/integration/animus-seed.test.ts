// The Animus demo data (supabase/seeds/30_animus.sql) as the demo growers see it, read with the
// PostgREST calls the Origins and Selections screens make, and checked against the client's rules:
// stored badges are exactly what src/modules/animus/badges.ts computes, and every stored selection
// passes the form's zod schemas.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../supabase/local/config.ts';
import { db, demoUser, type TestUser } from './helpers.ts';

// The client's own rules, loaded at run time: src/ is built with bundler resolution (extensionless
// imports), which this NodeNext test program cannot type-check, so only the shapes used are declared.
type GrowthMetrics = { structure: number; vigor: number; yield: number; frost: number; overall: number };
type SensoryData = Record<string, unknown>;
type SelectionTag = { id: string; name: string; category: string };
type Schema = { safeParse: (value: unknown) => { success: boolean } };
const badgesPath = '../../src/modules/animus/badges.ts';
const formRulesPath = '../../src/modules/animus/form-rules.ts';
const { applyGrowthTags, computeBadges } = (await import(badgesPath)) as {
  applyGrowthTags: (tags: SelectionTag[], metrics: GrowthMetrics) => SelectionTag[];
  computeBadges: (input: { growthMetrics: GrowthMetrics; sensoryData: SensoryData | null }) => unknown[];
};
const { selectionTagSchema, sensoryDataSchema } = (await import(formRulesPath)) as {
  selectionTagSchema: Schema;
  sensoryDataSchema: Schema;
};

let advanced: TestUser;
let pro: TestUser;

beforeAll(async () => {
  [advanced, pro] = await Promise.all([demoUser('advanced@example.com'), demoUser('pro@example.com')]);
});

describe.each([
  ['advanced@', () => advanced, 'b1000000-0000-4000-8000-000000000001'],
  ['pro@', () => pro, 'b1000000-0000-4000-8000-000000000002'],
])('the %s demo grower', (_who, user, seededProject) => {
  let projectId: string;

  beforeAll(async () => {
    const { data, error } = await user()
      .client.from('breeding_projects')
      .select('id, name, mother_strain, father_strain, target_traits, project_notes(count)')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const seeded = data!.find((p) => p.id === seededProject);
    expect(seeded).toBeDefined();
    projectId = seededProject;
    expect(seeded!.project_notes[0]!.count).toBeGreaterThanOrEqual(2);
    expect(seeded!.mother_strain).not.toBe('');
    expect(seeded!.father_strain).not.toBe('');
    expect(seeded!.target_traits.length).toBeGreaterThan(0);
  });

  it('owns at least 12 plants over F1, F2, BX1 and S1, each with its sensory record (embedded one-to-one)', async () => {
    const { data, error } = await user()
      .client.from('phenos')
      .select('*, sensory:phenos_sensory(*)')
      .eq('project_id', projectId)
      .order('created_at');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data!.map((p) => p.generation))).toEqual(new Set(['F1', 'F2', 'BX1', 'S1']));
    expect(new Set(data!.map((p) => p.growth_stage)).size).toBeGreaterThanOrEqual(4);
    expect(data!.map((p) => p.plant_id).slice(0, 3)).toEqual(['#1', '#2', '#3']);
    for (const p of data!) {
      expect(p.sensory, p.plant_id).not.toBeNull();
      expect(Array.isArray(p.sensory)).toBe(false);
    }
  });

  it('has at least 8 varied selections, newest first, with badges exactly as badges.ts awards them', async () => {
    const { data, error } = await user()
      .client.from('selections')
      .select('*, pheno:phenos(id, plant_id, status)')
      .eq('project_id', projectId)
      .order('selection_date', { ascending: false })
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const rows = data!;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const dates = rows.map((r) => r.selection_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(rows.map((r) => r.generation)).size).toBeGreaterThanOrEqual(3);

    const categories = new Set<string>();
    const badgeIds = new Set<string>();
    for (const r of rows) {
      const metrics = r.growth_metrics as unknown as GrowthMetrics;
      const sensory = r.sensory_data as unknown as SensoryData | null;
      const tags = r.tags as unknown as SelectionTag[];
      expect(r.pheno?.plant_id).toBe(r.plant_id);
      expect(r.badges, r.plant_id).toEqual(computeBadges({ growthMetrics: metrics, sensoryData: sensory }));
      // The automatic growth tags are already applied.
      expect(applyGrowthTags(tags, metrics)).toEqual(tags);
      for (const t of tags) expect(selectionTagSchema.safeParse(t).success, t.name).toBe(true);
      if (sensory) expect(sensoryDataSchema.safeParse(sensory).success, r.plant_id).toBe(true);
      expect(r.selection_highlights.length).toBeGreaterThan(0);
      expect(r.selection_rationale).not.toBe('');
      tags.forEach((t) => categories.add(t.category));
      (r.badges as { id: string }[]).forEach((b) => badgeIds.add(b.id));
    }
    expect(categories.size).toBeGreaterThanOrEqual(5);
    expect(badgeIds.size).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => r.sensory_data === null)).toBe(true);
    expect(rows.some((r) => (r.badges as unknown[]).length === 0)).toBe(true);
  });

  it('lists its projects with plant and selection counts in one request', async () => {
    const { data, error } = await user()
      .client.from('breeding_projects')
      .select('id, name, phenos(count), selections(count)')
      .eq('id', projectId)
      .single();
    expect(error).toBeNull();
    expect(data!.phenos[0]!.count).toBeGreaterThanOrEqual(12);
    expect(data!.selections[0]!.count).toBeGreaterThanOrEqual(8);
  });

  it('filters selections by tag in the database', async () => {
    const { data, error } = await user()
      .client.from('selections')
      .select('plant_id, tags')
      .eq('project_id', projectId)
      .contains('tags', JSON.stringify([{ name: 'frosty' }]));
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    for (const r of data!) expect((r.tags as { name: string }[]).map((t) => t.name)).toContain('frosty');
  });
});

it('the two demo growers see only their own project', async () => {
  const a = await advanced.client.from('selections').select('user_id');
  const p = await pro.client.from('selections').select('user_id');
  expect(new Set(a.data!.map((r) => r.user_id))).toEqual(new Set([advanced.id]));
  expect(new Set(p.data!.map((r) => r.user_id))).toEqual(new Set([pro.id]));
});

it('running the seed again (outside a transaction, as psql would) changes nothing', async () => {
  const snapshot = async () =>
    (
      await db().query<{ t: string }>(`
        select md5(string_agg(x, '|' order by x)) as t from (
          select s::text as x from public.selections s where s.id::text like 'd1000000-%'
          union all select p::text from public.phenos p where p.id::text like 'c1000000-%'
          union all select ps::text from public.phenos_sensory ps where ps.id::text like 'c2000000-%'
          union all select b::text from public.breeding_projects b where b.id::text like 'b1000000-%'
          union all select n::text from public.project_notes n where n.id::text like 'b2000000-%') rows`)
    ).rows[0]!.t;
  const before = await snapshot();
  const sql = await readFile(path.join(PROJECT_ROOT, 'supabase', 'seeds', '30_animus.sql'), 'utf8');
  const client = await db().connect();
  try {
    await client.query(sql);
  } finally {
    client.release();
  }
  expect(await snapshot()).toBe(before);
});
