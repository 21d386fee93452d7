// The Animus CHECK constraints repeat the form's limits (src/modules/animus/form-rules.ts): what the
// zod schema accepts is stored, what it refuses is refused with 23514 through REST as well. The JSON
// validators are also exercised directly, case by case.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json, TablesInsert } from '../../src/types/database.ts';
import { db, newUser, type TestUser } from './helpers.ts';

// The client's own rules, loaded at run time: src/ is built with bundler resolution (extensionless
// imports), which this NodeNext test program cannot type-check, so only the shapes used are declared.
type Metrics = { structure: number; vigor: number; yield: number; frost: number; overall: number };
type Sensory = Record<string, unknown> & {
  aroma_quality: number;
  flavor_quality: number;
  smoke_harshness: number;
};
const badgesPath = '../../src/modules/animus/badges.ts';
const formRulesPath = '../../src/modules/animus/form-rules.ts';
const { computeBadges } = (await import(badgesPath)) as {
  computeBadges: (input: { growthMetrics: Metrics; sensoryData: Sensory | null }) => { id: string }[];
};
const { SELECTION_LIMITS, defaultSensoryData } = (await import(formRulesPath)) as {
  SELECTION_LIMITS: { rationaleMax: number; notesMax: number; highlightsMax: number };
  defaultSensoryData: () => Sensory;
};

let owner: TestUser;
let projectId: string;
let plantId: string;

beforeAll(async () => {
  owner = await newUser('animus-checks');
  await db().query(`update public.profiles set membership_tier = 'Advanced' where id = $1`, [owner.id]);
  const p = await owner.client.from('breeding_projects').insert({ name: 'Checks' }).select('id').single();
  if (p.error) throw p.error;
  projectId = p.data.id;
  const pl = await owner.client
    .from('phenos')
    .insert({ project_id: projectId, plant_id: '#1' })
    .select('id')
    .single();
  if (pl.error) throw pl.error;
  plantId = pl.data.id;
});

const metrics = { structure: 8, vigor: 7, yield: 9, frost: 6, overall: 8.5 };
const sensory = {
  ...defaultSensoryData(),
  aroma_quality: 9,
  aroma_profiles: ['citrus', 'pine'],
  flavor_profiles: ['sweet'],
  smoke_harshness: 2,
  ash_color: 'light-gray',
};

function validSelection(): TablesInsert<'selections'> {
  return {
    project_id: projectId,
    pheno_id: plantId,
    plant_id: '#1',
    generation: 'BX1',
    selection_date: '2026-05-02',
    selection_rationale: 'r'.repeat(SELECTION_LIMITS.rationaleMax),
    selection_notes: 'n'.repeat(SELECTION_LIMITS.notesMax),
    selection_highlights: Array.from({ length: SELECTION_LIMITS.highlightsMax }, (_, i) =>
      `h${i}`.padEnd(200, '.'),
    ),
    growth_metrics: metrics,
    tags: [
      { id: 'tag-citrus', name: 'citrus', category: 'aroma' },
      { id: 'tag-sweet', name: 'Sweet', category: 'flavor' },
      { id: 'auto-growth-yield', name: 'high yield', category: 'growth' },
    ],
    sensory_data: sensory as unknown as Json,
    badges: computeBadges({ growthMetrics: metrics, sensoryData: sensory }) as unknown as NonNullable<Json>,
    images: [`${owner.id}/${'p'.repeat(36)}/a.png`, 'https://example.com/x.jpg'],
  };
}

async function insertSelection(change: Partial<TablesInsert<'selections'>>) {
  return owner.client
    .from('selections')
    .insert({ ...validSelection(), ...change })
    .select()
    .single();
}

describe('selections: what the form accepts is stored as sent', () => {
  it('a selection at every limit round-trips unchanged', async () => {
    const row = validSelection();
    const { data, error } = await insertSelection({});
    expect(error).toBeNull();
    expect(data).toMatchObject({
      ...row,
      growth_metrics: metrics,
      sensory_data: sensory,
      user_id: owner.id,
    });
    expect((data!.badges as { id: string }[]).map((b) => b.id)).toEqual([
      'top-producer',
      'structure-champion',
      'aroma-star',
      'smooth-smoke',
      'breeding-potential',
    ]);
  });

  it('fills the spec defaults: generation F1, today, metrics 5, empty lists, no sensory data', async () => {
    const { data, error } = await owner.client
      .from('selections')
      .insert({ project_id: projectId, plant_id: '#2' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      generation: 'F1',
      growth_metrics: { structure: 5, vigor: 5, yield: 5, frost: 5, overall: 5 },
      tags: [],
      badges: [],
      images: [],
      selection_highlights: [],
      selection_rationale: '',
      selection_notes: '',
      sensory_data: null,
      pheno_id: null,
    });
    expect(data!.selection_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes unrated sensory values (0 or null), 40 tags, a 64-character plant id and a 16-character generation', async () => {
    const unrated = { ...sensory, aroma_intensity: 0, flavor_intensity: null, smoke_harshness: 0 };
    expect((await insertSelection({ sensory_data: unrated })).error).toBeNull();
    expect(
      (await insertSelection({ plant_id: 'x'.repeat(64), generation: 'F2-#4.1'.padEnd(16, '0') })).error,
    ).toBeNull();
    const tags = Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, name: `tag ${i}`, category: 'other' }));
    expect((await insertSelection({ tags })).error).toBeNull();
  });

  it('updates with the same fields, as the spec’s update call does', async () => {
    const created = await insertSelection({});
    const { data, error } = await owner.client
      .from('selections')
      .update({ ...validSelection(), growth_metrics: { ...metrics, overall: 10 } })
      .eq('id', created.data!.id)
      .select('growth_metrics')
      .single();
    expect(error).toBeNull();
    expect(data?.growth_metrics).toMatchObject({ overall: 10 });
  });
});

describe('selections: CHECK constraints refuse what the form refuses (23514)', () => {
  const cases: [string, Partial<TablesInsert<'selections'>>][] = [
    ['a blank plant id', { plant_id: '' }],
    ['an untrimmed plant id', { plant_id: ' #1' }],
    ['a plant id over 64 characters', { plant_id: 'x'.repeat(65) }],
    ['a generation with spaces', { generation: 'F 1' }],
    ['a generation over 16 characters', { generation: 'F'.repeat(17) }],
    ['an empty generation', { generation: '' }],
    ['a rationale over 2000 characters', { selection_rationale: 'r'.repeat(2001) }],
    ['notes over 2000 characters', { selection_notes: 'n'.repeat(2001) }],
    ['21 highlights', { selection_highlights: Array.from({ length: 21 }, (_, i) => `h${i}`) }],
    ['a highlight over 200 characters', { selection_highlights: ['h'.repeat(201)] }],
    ['a blank highlight', { selection_highlights: ['  '] }],
    ['an untrimmed highlight', { selection_highlights: [' dense'] }],
    ['a metric above 10', { growth_metrics: { ...metrics, yield: 11 } }],
    ['a metric below 1', { growth_metrics: { ...metrics, frost: 0 } }],
    ['a fractional metric', { growth_metrics: { ...metrics, vigor: 7.5 } }],
    ['overall not in steps of 0.5', { growth_metrics: { ...metrics, overall: 8.25 } }],
    ['overall above 10', { growth_metrics: { ...metrics, overall: 10.5 } }],
    ['a metric as text', { growth_metrics: { ...metrics, structure: '8' } }],
    ['a missing metric', { growth_metrics: { structure: 5, vigor: 5, yield: 5, frost: 5 } }],
    ['an extra metric', { growth_metrics: { ...metrics, potency: 5 } }],
    ['metrics as an array', { growth_metrics: [5, 5, 5, 5, 5] }],
    ['tags as an object', { tags: { id: 'a', name: 'a', category: 'aroma' } }],
    [
      '41 tags',
      { tags: Array.from({ length: 41 }, (_, i) => ({ id: `t${i}`, name: `t${i}`, category: 'other' })) },
    ],
    ['a tag in an unknown category', { tags: [{ id: 'a', name: 'a', category: 'sensory' }] }],
    ['a tag name over 50 characters', { tags: [{ id: 'a', name: 'n'.repeat(51), category: 'other' }] }],
    ['a blank tag name', { tags: [{ id: 'a', name: ' ', category: 'other' }] }],
    ['an untrimmed tag name', { tags: [{ id: 'a', name: 'citrus ', category: 'aroma' }] }],
    ['a tag id over 100 characters', { tags: [{ id: 'i'.repeat(101), name: 'a', category: 'other' }] }],
    ['an empty tag id', { tags: [{ id: '', name: 'a', category: 'other' }] }],
    ['a tag without a category', { tags: [{ id: 'a', name: 'a' }] }],
    ['a tag with an extra key', { tags: [{ id: 'a', name: 'a', category: 'other', color: 'red' }] }],
    ['a tag that is a string', { tags: ['citrus'] }],
    [
      'duplicate tag names in another case',
      {
        tags: [
          { id: 'a', name: 'Citrus', category: 'aroma' },
          { id: 'b', name: 'citrus', category: 'flavor' },
        ],
      },
    ],
    ['a bad ash colour', { sensory_data: { ...sensory, ash_color: 'grey' } }],
    ['a sensory rating above 10', { sensory_data: { ...sensory, aroma_quality: 11 } }],
    ['a negative sensory rating', { sensory_data: { ...sensory, smoke_harshness: -1 } }],
    ['a fractional sensory rating', { sensory_data: { ...sensory, flavor_quality: 7.5 } }],
    ['a missing sensory key', { sensory_data: { ...sensory, ash_color: undefined } }],
    ['an extra sensory key', { sensory_data: { ...sensory, burn: 5 } }],
    [
      '21 aroma profiles',
      { sensory_data: { ...sensory, aroma_profiles: Array.from({ length: 21 }, (_, i) => `p${i}`) } },
    ],
    [
      'an aroma profile over 50 characters',
      { sensory_data: { ...sensory, aroma_profiles: ['p'.repeat(51)] } },
    ],
    ['duplicate flavor profiles', { sensory_data: { ...sensory, flavor_profiles: ['Sweet', 'sweet'] } }],
    ['a profile that is a number', { sensory_data: { ...sensory, flavor_profiles: [5] } }],
    ['sensory data as an array', { sensory_data: [] }],
    ['a badge without an id', { badges: [{ name: 'Top Producer' }] }],
    ['a badge with an unknown key', { badges: [{ id: 'x', name: 'x', icon: 'star' }] }],
    [
      'the same badge twice',
      {
        badges: [
          { id: 'x', name: 'x' },
          { id: 'x', name: 'x' },
        ],
      },
    ],
    ['21 badges', { badges: Array.from({ length: 21 }, (_, i) => ({ id: `b${i}`, name: 'b' })) }],
    ['21 images', { images: Array.from({ length: 21 }, (_, i) => `img${i}.png`) }],
    ['an image path over 2048 characters', { images: ['i'.repeat(2049)] }],
    ['an empty image path', { images: [''] }],
  ];

  it.each(cases)('refuses %s', async (_what, change) => {
    const { error } = await insertSelection(change as Partial<TablesInsert<'selections'>>);
    expect(error?.code).toBe('23514');
  });

  it('refuses a null growth_metrics (23502)', async () => {
    const { error } = await insertSelection({ growth_metrics: null as unknown as NonNullable<Json> });
    expect(error?.code).toBe('23502');
  });
});

describe('plants, sensory records and projects: CHECK constraints (23514)', () => {
  it.each([
    ['a rating above 10', { structure: 11 }],
    ['a rating of 0', { yield_estimate: 0 }],
    ['an unknown status', { status: 'Dead' }],
    ['an unknown growth stage', { growth_stage: 'Veg' }],
    ['a bad generation', { generation: 'F1 x' }],
    ['a negative height', { height: -5 }],
    ['flowering over a year', { flowering_time: 400 }],
    ['duplicate aroma profiles', { aroma_profile: ['pine', 'Pine'] }],
    ['21 images', { images: Array.from({ length: 21 }, (_, i) => `i${i}`) }],
    ['notes over 2000 characters', { notes: 'n'.repeat(2001) }],
  ])('a plant with %s', async (_what, change) => {
    const { error } = await owner.client
      .from('phenos')
      .insert({ project_id: projectId, plant_id: `#c${Math.random()}`, ...change });
    expect(error?.code).toBe('23514');
  });

  it('a plant with every field of the spec’s row is stored', async () => {
    const { data, error } = await owner.client
      .from('phenos')
      .insert({
        project_id: projectId,
        plant_id: '#14',
        phenotype_id: 'TC-S1-14',
        generation: 'S1',
        status: 'Selected',
        notes: 'keeper',
        images: [],
        growth_stage: 'Flowering',
        growth_rate: 7,
        structure: 8,
        aroma_intensity: 9,
        frost_production: 9,
        yield_estimate: 7,
        potency_estimate: 8,
        bud_density: 8,
        height: 112.5,
        internodal: 4.5,
        flowering_time: 63,
        branching_density: 7,
        leaf_size: 5,
        leaf_width: 6,
        selected_for_final: true,
        selection_notes: 'best nose',
        aroma_profile: ['citrus', 'sweet'],
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'Selected', height: 112.5, selected_for_final: true });
  });

  it.each([
    ['a rating above 10', { aroma_quality: 11 }],
    ['a negative rating', { smoke_harshness: -1 }],
    ['a bad ash colour', { ash_color: 'grey' }],
    ['a profile over 50 characters', { flavor_profile: ['f'.repeat(51)] }],
    ['21 profiles', { aroma_profile: Array.from({ length: 21 }, (_, i) => `a${i}`) }],
    ['duplicate profiles', { flavor_profile: ['Berry', 'berry '] }],
  ])('a sensory record with %s', async (_what, change) => {
    const pl = await owner.client
      .from('phenos')
      .insert({ project_id: projectId, plant_id: `#s${Math.random()}` })
      .select('id')
      .single();
    const { error } = await owner.client.from('phenos_sensory').insert({ plant_id: pl.data!.id, ...change });
    expect(error?.code).toBe('23514');
  });

  it('a sensory record takes 0 and null as "not rated"', async () => {
    const pl = await owner.client
      .from('phenos')
      .insert({ project_id: projectId, plant_id: '#s0' })
      .select('id')
      .single();
    const { error } = await owner.client
      .from('phenos_sensory')
      .insert({ plant_id: pl.data!.id, aroma_intensity: 0, flavor_quality: null, ash_color: null });
    expect(error).toBeNull();
    const again = await owner.client.from('phenos_sensory').insert({ plant_id: pl.data!.id });
    expect(again.error?.code).toBe('23505'); // one record per plant
  });

  it.each([
    ['a blank name', { name: '' }],
    ['a name over 120 characters', { name: 'n'.repeat(121) }],
    ['21 target traits', { name: 'x', target_traits: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
    ['duplicate target traits', { name: 'x', target_traits: ['Frost', 'frost'] }],
  ])('a project with %s', async (_what, change) => {
    const { error } = await owner.client.from('breeding_projects').insert(change);
    expect(error?.code).toBe('23514');
  });

  it('a blank project note', async () => {
    const { error } = await owner.client.from('project_notes').insert({ project_id: projectId, body: '   ' });
    expect(error?.code).toBe('23514');
  });
});

describe('the validation functions, directly', () => {
  async function check(fn: string, value: unknown): Promise<boolean> {
    const { rows } = await db().query<{ ok: boolean }>(`select public.${fn}($1::jsonb) as ok`, [
      JSON.stringify(value),
    ]);
    return rows[0]!.ok;
  }

  it('growth metrics: whole steps 1-10, overall in steps of 0.5, exactly five keys', async () => {
    for (const overall of [1, 1.5, 5, 9.5, 10]) {
      expect(await check('animus_growth_metrics_ok', { ...metrics, overall }), `overall ${overall}`).toBe(
        true,
      );
    }
    for (const overall of [0, 0.5, 10.5, 7.3, 7.25, -1, null, '8']) {
      expect(await check('animus_growth_metrics_ok', { ...metrics, overall }), `overall ${overall}`).toBe(
        false,
      );
    }
    for (const v of [1, 10])
      expect(await check('animus_growth_metrics_ok', { ...metrics, frost: v })).toBe(true);
    for (const v of [0, 11, 1.5, null, true]) {
      expect(await check('animus_growth_metrics_ok', { ...metrics, frost: v }), `frost ${v}`).toBe(false);
    }
    expect(await check('animus_growth_metrics_ok', 'x')).toBe(false);
    expect(await check('animus_growth_metrics_ok', null)).toBe(false);
  });

  it('sensory data: 0 and null are "not rated", otherwise whole 1-10', async () => {
    for (const v of [0, null, 1, 10]) {
      expect(await check('animus_sensory_data_ok', { ...sensory, aroma_intensity: v }), `${v}`).toBe(true);
    }
    for (const v of [0.5, 11, -1, '5', false]) {
      expect(await check('animus_sensory_data_ok', { ...sensory, aroma_intensity: v }), `${v}`).toBe(false);
    }
    for (const ash of ['white', 'light-gray', 'medium-gray', 'dark-gray', 'black']) {
      expect(await check('animus_sensory_data_ok', { ...sensory, ash_color: ash })).toBe(true);
    }
    for (const ash of ['White', 'gray', null, 1]) {
      expect(await check('animus_sensory_data_ok', { ...sensory, ash_color: ash })).toBe(false);
    }
    expect(await check('animus_sensory_data_ok', { ...sensory, aroma_profiles: 'citrus' })).toBe(false);
    expect(await check('animus_sensory_data_ok', { ...sensory, aroma_profiles: [null] })).toBe(false);
  });

  it('tags: 0-40, names unique in any case, the seven categories', async () => {
    expect(await check('animus_tags_ok', [])).toBe(true);
    for (const category of ['aroma', 'flavor', 'appearance', 'growth', 'effects', 'terpenes', 'other']) {
      expect(await check('animus_tags_ok', [{ id: 'a', name: 'a', category }])).toBe(true);
    }
    expect(await check('animus_tags_ok', [{ id: 'a', name: 'n'.repeat(50), category: 'other' }])).toBe(true);
    expect(
      await check('animus_tags_ok', [
        { id: 'a', name: 'ÄPFEL', category: 'other' },
        { id: 'b', name: 'äpfel', category: 'other' },
      ]),
    ).toBe(false);
    expect(await check('animus_tags_ok', [{ id: 1, name: 'a', category: 'other' }])).toBe(false);
    expect(await check('animus_tags_ok', [null])).toBe(false);
  });

  it('badges: the seven computed badges pass; description and colour are optional', async () => {
    const all = computeBadges({
      growthMetrics: { structure: 10, vigor: 10, yield: 10, frost: 10, overall: 10 },
      sensoryData: { ...defaultSensoryData(), aroma_quality: 10, flavor_quality: 10, smoke_harshness: 1 },
    });
    expect(all).toHaveLength(7);
    expect(await check('animus_badges_ok', all)).toBe(true);
    expect(await check('animus_badges_ok', [{ id: 'x', name: 'X' }])).toBe(true);
    expect(await check('animus_badges_ok', [{ id: 'x', name: 'X', color: 5 }])).toBe(false);
    expect(await check('animus_badges_ok', {})).toBe(false);
  });

  it('text lists: limits, blanks, nulls and case-insensitive repeats', async () => {
    const q = async (items: (string | null)[], trimmed: boolean, distinct: boolean) =>
      (
        await db().query<{ ok: boolean }>(
          'select public.animus_text_list_ok($1::text[], 3, 5, $2, $3) as ok',
          [items, trimmed, distinct],
        )
      ).rows[0]!.ok;
    expect(await q([], true, true)).toBe(true);
    expect(await q(['a', 'b', 'c'], true, true)).toBe(true);
    expect(await q(['a', 'b', 'c', 'd'], true, true)).toBe(false);
    expect(await q(['abcdef'], false, false)).toBe(false);
    expect(await q(['a', null], false, false)).toBe(false);
    expect(await q([' a'], true, false)).toBe(false);
    expect(await q([' a'], false, false)).toBe(true);
    expect(await q(['A', 'a'], true, true)).toBe(false);
    expect(await q(['A', 'a'], true, false)).toBe(true);
  });
});
