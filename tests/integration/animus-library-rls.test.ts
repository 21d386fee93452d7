// RLS matrix for the strain library's tables: anon, the owner, another Advanced grower (who also
// plays the attacker), a Basic grower, a moderator and an admin, for select, insert, update and
// delete. The moderator is on Basic and the admin on free, so what they see comes from their role,
// not a plan: moderators and admins read shared cultivars and every tag and vote (they moderate
// them), nothing private. Every write a persona must not make is tried, including the columns
// only triggers and functions write (chemotypes, vote counts, moderation, mirrored ratings).
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, type Client, type TestUser } from './helpers.ts';
import {
  cultivar,
  defaultVersion,
  grower,
  labResult,
  ordinal,
  ownTrait,
  plant,
  project,
} from './animus-library-fixtures.ts';

type Persona = 'owner' | 'other' | 'basic' | 'moderator' | 'admin';
const PERSONAS: Persona[] = ['owner', 'other', 'basic', 'moderator', 'admin'];
const users = {} as Record<Persona, TestUser>;

// Fixture rows, made by the owner unless said otherwise.
const f = {} as Record<
  | 'cPrivate'
  | 'cShared'
  | 'labPrivate'
  | 'labShared'
  | 'seedLot'
  | 'germination'
  | 'project'
  | 'plant'
  | 'cross'
  | 'claimShared'
  | 'claimPrivate'
  | 'ownTrait'
  | 'ownVersion'
  | 'systemTrait'
  | 'systemVersion'
  | 'observation'
  | 'tag',
  string
>;

beforeAll(async () => {
  const [owner, other, basic, moderator, admin] = await Promise.all([
    grower('lib-owner'),
    grower('lib-other'),
    grower('lib-basic', 'Basic'),
    grower('lib-moderator', 'Basic', 'moderator'),
    grower('lib-admin', 'free', 'admin'),
  ]);
  Object.assign(users, { owner, other, basic, moderator, admin });
  const c = owner.client;
  f.cPrivate = (await cultivar(c, { name: 'Private Kush' })).id;
  f.cShared = (await cultivar(c, { name: 'Shared Haze', shared: true })).id;
  f.labPrivate = (await labResult(c, f.cPrivate, { thca: 20 })).id;
  f.labShared = (await labResult(c, f.cShared, { thca: 8, cbda: 9 })).id;
  const lot = await c
    .from('animus_seed_lots')
    .insert({ cultivar_id: f.cPrivate, lot_code: 'LOT-1', amount: 20 })
    .select()
    .single();
  f.seedLot = lot.data!.id;
  const g = await c
    .from('animus_germination_tests')
    .insert({ seed_lot_id: f.seedLot, seeds_sown: 10, seeds_germinated: 8 })
    .select()
    .single();
  f.germination = g.data!.id;
  f.project = (await project(c)).id;
  f.plant = (await plant(c, f.project)).id;
  const x = await c
    .from('animus_crosses')
    .insert({
      project_id: f.project,
      code: 'X-F1-01',
      cross_type: 'F1',
      generation: 'F1',
      mother_id: f.cShared,
      father_id: f.cPrivate,
    })
    .select()
    .single();
  if (x.error) throw x.error;
  f.cross = x.data.id;
  const parent = (await cultivar(c, { name: 'Parent A', shared: true })).id;
  const cs = await c
    .from('animus_lineage_claims')
    .insert({ child_id: f.cShared, mother_id: parent, evidence: 'breeder_statement' })
    .select()
    .single();
  f.claimShared = cs.data!.id;
  const cp = await c
    .from('animus_lineage_claims')
    .insert({ child_id: f.cPrivate, mother_id: parent, evidence: 'grower_claim' })
    .select()
    .single();
  f.claimPrivate = cp.data!.id;
  const t = await ownTrait(c, owner.id, { scale_type: 'ordinal', categories: ordinal(['Low', 'High']) });
  f.ownTrait = t.trait.id;
  f.ownVersion = t.version.id;
  f.systemVersion = await defaultVersion('structure');
  f.systemTrait = (
    await db().query<{ id: string }>(`select id from public.animus_traits where system_key = 'structure'`)
  ).rows[0]!.id;
  const pt = await c.from('animus_project_traits').insert({ project_id: f.project, trait_id: f.ownTrait });
  if (pt.error) throw pt.error;
  const o = await c
    .from('animus_observations')
    .insert({ project_id: f.project, pheno_id: f.plant, trait_version_id: f.ownVersion, value_number: 2 })
    .select()
    .single();
  if (o.error) throw o.error;
  f.observation = o.data.id;
  // The other grower proposes a tag on the shared cultivar; the owner votes on it.
  const tag = await other.client
    .from('animus_cultivar_tags')
    .insert({ cultivar_id: f.cShared, label: 'citrus', category: 'aroma' })
    .select()
    .single();
  if (tag.error) throw tag.error;
  f.tag = tag.data.id;
  const vote = await c.from('animus_tag_votes').insert({ tag_id: f.tag, agree: true });
  if (vote.error) throw vote.error;
});

// The generated types are precise per table; the matrix walks them generically.
type Table =
  | 'animus_cultivars'
  | 'animus_lab_results'
  | 'animus_seed_lots'
  | 'animus_germination_tests'
  | 'animus_crosses'
  | 'animus_lineage_claims'
  | 'animus_traits'
  | 'animus_trait_versions'
  | 'animus_project_traits'
  | 'animus_observations'
  | 'animus_cultivar_tags'
  | 'animus_tag_votes';
const from = (client: Client, table: Table) => client.from(table as 'animus_cultivars');
type AnyRow = Parameters<ReturnType<typeof from>['insert']>[0];
const asRow = (v: object) => v as AnyRow;

/** How a fixture row is found: by id, or by its key columns. */
type Locator = [column: string, value: () => string][];
const byId = (key: keyof typeof f): Locator => [['id', () => f[key]]];

const Y = true;
const N = false;
// Who reads which row: owner, other, basic, moderator, admin.
const READS: Array<[Table, string, Locator, [boolean, boolean, boolean, boolean, boolean]]> = [
  ['animus_cultivars', 'a private cultivar', byId('cPrivate'), [Y, N, N, N, N]],
  ['animus_cultivars', 'a shared cultivar', byId('cShared'), [Y, Y, N, Y, Y]],
  ['animus_lab_results', 'a private cultivar’s lab result', byId('labPrivate'), [Y, N, N, N, N]],
  ['animus_lab_results', 'a shared cultivar’s lab result', byId('labShared'), [Y, Y, N, Y, Y]],
  ['animus_seed_lots', 'a seed lot', byId('seedLot'), [Y, N, N, N, N]],
  ['animus_germination_tests', 'a germination test', byId('germination'), [Y, N, N, N, N]],
  ['animus_crosses', 'a cross', byId('cross'), [Y, N, N, N, N]],
  ['animus_lineage_claims', 'a claim about a shared cultivar', byId('claimShared'), [Y, Y, N, Y, Y]],
  ['animus_lineage_claims', 'a claim about a private cultivar', byId('claimPrivate'), [Y, N, N, N, N]],
  ['animus_traits', 'an own trait', byId('ownTrait'), [Y, N, N, N, N]],
  ['animus_traits', 'a default trait', byId('systemTrait'), [Y, Y, N, N, N]],
  ['animus_trait_versions', 'an own trait’s version', byId('ownVersion'), [Y, N, N, N, N]],
  ['animus_trait_versions', 'a default trait’s version', byId('systemVersion'), [Y, Y, N, N, N]],
  [
    'animus_project_traits',
    'a project’s trait pick',
    [
      ['project_id', () => f.project],
      ['trait_id', () => f.ownTrait],
    ],
    [Y, N, N, N, N],
  ],
  ['animus_observations', 'an observation', byId('observation'), [Y, N, N, N, N]],
  ['animus_cultivar_tags', 'a tag on a shared cultivar', byId('tag'), [Y, Y, N, Y, Y]],
  [
    'animus_tag_votes',
    'the owner’s vote',
    [
      ['tag_id', () => f.tag],
      ['user_id', () => users.owner.id],
    ],
    [Y, N, N, Y, Y],
  ],
];

function locate<Q extends { eq: (c: string, v: string) => Q }>(q: Q, loc: Locator): Q {
  return loc.reduce((acc, [col, val]) => acc.eq(col, val()), q);
}

describe('select', () => {
  it.each([...new Set(READS.map((r) => r[0]))])('anon cannot read %s at all', async (table) => {
    const { data, error } = await from(anonClient(), table).select('*').limit(1);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  describe.each(READS)('%s: %s', (table, _what, loc, who) => {
    it.each(PERSONAS.map((p, i) => [p, who[i]!] as const))('%s reads it: %s', async (persona, visible) => {
      const { data, error } = await locate(from(users[persona].client, table).select('*'), loc);
      expect(error).toBeNull();
      expect(data).toHaveLength(visible ? 1 : 0);
    });
  });
});

// A new row per table: what the owner may insert, and what the other grower tries against the
// owner's rows (a parent of the owner's, or the owner's name).
const INSERTS: Array<[Table, () => object, () => object]> = [
  [
    'animus_cultivars',
    () => ({ name: `New ${Math.random()}` }),
    () => ({ name: 'Forged', user_id: users.owner.id }),
  ],
  [
    'animus_lab_results',
    () => ({ cultivar_id: f.cPrivate, thca: 10 }),
    // Even a shared cultivar's lab results are its owner's to record.
    () => ({ cultivar_id: f.cShared, thca: 10 }),
  ],
  [
    'animus_seed_lots',
    () => ({ cultivar_id: f.cPrivate, lot_code: `L-${Math.random()}`, amount: 5 }),
    () => ({ cultivar_id: f.cShared, lot_code: 'FORGED', amount: 5 }),
  ],
  [
    'animus_germination_tests',
    () => ({ seed_lot_id: f.seedLot, seeds_sown: 5, seeds_germinated: 5 }),
    () => ({ seed_lot_id: f.seedLot, seeds_sown: 5, seeds_germinated: 5 }),
  ],
  [
    'animus_crosses',
    () => ({
      project_id: f.project,
      code: `X-${Math.random()}`.slice(0, 20),
      cross_type: 'S1',
      generation: 'S1',
      mother_id: f.cPrivate,
      father_id: f.cPrivate,
    }),
    () => ({
      project_id: f.project,
      code: 'FORGED',
      cross_type: 'open',
      generation: 'OP',
      mother_id: f.cShared,
    }),
  ],
  [
    'animus_lineage_claims',
    () => ({
      child_id: f.cPrivate,
      mother_id: f.cShared,
      evidence: 'lab_genotype',
      source: `${Math.random()}`,
    }),
    // A private cultivar is not the other grower's to claim parents for.
    () => ({ child_id: f.cPrivate, mother_id: f.cShared, evidence: 'grower_claim' }),
  ],
  [
    'animus_traits',
    () => ({ name: `Trait ${Math.random()}` }),
    () => ({ name: 'Forged', user_id: users.owner.id }),
  ],
  [
    'animus_trait_versions',
    () => ({ trait_id: f.ownTrait, scale_type: 'text', created_by: users.owner.id }),
    () => ({ trait_id: f.ownTrait, scale_type: 'text', created_by: users.other.id }),
  ],
  [
    'animus_project_traits',
    () => ({ project_id: f.project, trait_id: f.systemTrait }),
    () => ({ project_id: f.project, trait_id: f.systemTrait }),
  ],
  [
    'animus_observations',
    () => ({ project_id: f.project, pheno_id: f.plant, trait_version_id: f.systemVersion, value_number: 7 }),
    () => ({ project_id: f.project, pheno_id: f.plant, trait_version_id: f.systemVersion, value_number: 7 }),
  ],
  [
    'animus_cultivar_tags',
    () => ({ cultivar_id: f.cShared, label: `tag ${Math.round(Math.random() * 1e6)}` }),
    // Tags go on shared cultivars only.
    () => ({ cultivar_id: f.cPrivate, label: 'forged' }),
  ],
  [
    'animus_tag_votes',
    () => ({ tag_id: f.tag, agree: true, user_id: users.owner.id }),
    () => ({ tag_id: f.tag, agree: false, user_id: users.owner.id }),
  ],
];

describe('insert', () => {
  describe.each(INSERTS)('%s', (table, ownRow, attack) => {
    it('anon is refused', async () => {
      const { error } = await from(anonClient(), table).insert(asRow(ownRow()));
      expect(error?.code).toBe('42501');
    });

    it('the other grower (attacker) cannot write against the owner’s rows or in their name', async () => {
      const { error } = await from(users.other.client, table).insert(asRow(attack()));
      expect(error?.code).toBe('42501');
    });

    it.each(['basic', 'moderator', 'admin'] as const)(
      '%s (below Advanced) cannot insert',
      async (persona) => {
        const { error } = await from(users[persona].client, table).insert(asRow(ownRow()));
        expect(error?.code).toBe('42501');
      },
    );

    it('the owner inserts', async () => {
      if (table === 'animus_tag_votes') {
        // The owner already voted: a second vote is one row too many; change it instead.
        const { error } = await from(users.owner.client, table).insert(asRow(ownRow()));
        expect(error?.code).toBe('23505');
        return;
      }
      const { error } = await from(users.owner.client, table).insert(asRow(ownRow()));
      expect(error).toBeNull();
    });
  });

  it('another Advanced grower may claim parents of a shared cultivar and propose and vote on its tags', async () => {
    const claim = await users.other.client
      .from('animus_lineage_claims')
      .insert({ child_id: f.cShared, mother_id: f.cShared, evidence: 'grower_claim' });
    // A cultivar cannot be its own mother (the CHECK constraint), whoever asks.
    expect(claim.error?.code).toBe('23514');
    const parent = await cultivar(users.other.client, { name: 'Other parent', shared: true });
    const ok = await users.other.client
      .from('animus_lineage_claims')
      .insert({ child_id: f.cShared, mother_id: parent.id, evidence: 'grower_claim', source: 'forum' });
    expect(ok.error).toBeNull();
    const vote = await users.other.client
      .from('animus_tag_votes')
      .update({ agree: false })
      .eq('tag_id', f.tag);
    expect(vote.error).toBeNull();
  });
});

const SOMEONE = '00000000-0000-4000-8000-000000000000';

// Allowed changes for the owner, and columns nobody may write through the API.
const UPDATES: Array<[Table, Locator, object, object[]]> = [
  [
    'animus_cultivars',
    byId('cPrivate'),
    { notes: 'changed' },
    [{ user_id: SOMEONE }, { lab_chemotype: 'III' }, { terpenes: ['x'] }, { published_at: '2020-01-01' }],
  ],
  [
    'animus_lab_results',
    byId('labPrivate'),
    { lab_name: 'Renamed' },
    [{ cultivar_id: SOMEONE }, { user_id: SOMEONE }],
  ],
  ['animus_seed_lots', byId('seedLot'), { amount: 12 }, [{ cultivar_id: SOMEONE }, { user_id: SOMEONE }]],
  ['animus_germination_tests', byId('germination'), { notes: 'ok' }, [{ seed_lot_id: SOMEONE }]],
  ['animus_crosses', byId('cross'), { notes: 'ok' }, [{ project_id: SOMEONE }, { user_id: SOMEONE }]],
  [
    'animus_lineage_claims',
    byId('claimPrivate'),
    { source: 'a book' },
    [{ child_id: SOMEONE }, { mother_id: SOMEONE }, { user_id: SOMEONE }],
  ],
  ['animus_traits', byId('ownTrait'), { description: 'ok' }, [{ user_id: SOMEONE }, { system_key: 'hack' }]],
  [
    'animus_trait_versions',
    byId('ownVersion'),
    {},
    [{ scale_type: 'text' }, { categories: [] }, { version: 9 }],
  ],
  [
    'animus_observations',
    byId('observation'),
    { notes: 'ok' },
    [{ source: 'selection' }, { user_id: SOMEONE }],
  ],
  [
    'animus_cultivar_tags',
    byId('tag'),
    {},
    [{ agree_count: 99 }, { moderation: 'upheld' }, { label: 'x' }, { moderated_by: SOMEONE }],
  ],
  [
    'animus_tag_votes',
    [
      ['tag_id', () => f.tag],
      ['user_id', () => users.owner.id],
    ],
    { agree: true },
    [{ user_id: SOMEONE }, { tag_id: SOMEONE }],
  ],
];

describe('update', () => {
  describe.each(UPDATES)('%s', (table, loc, change, forbidden) => {
    it('anon is refused', async () => {
      const payload = Object.keys(change).length > 0 ? change : forbidden[0]!;
      const { error } = await locate(from(anonClient(), table).update(asRow(payload)), loc);
      expect(error?.code).toBe('42501');
    });

    it.each(forbidden.map((c) => [Object.keys(c)[0]!, c] as const))(
      'nobody writes %s through the API, not even the owner',
      async (_col, c) => {
        const { error } = await locate(from(users.owner.client, table).update(asRow(c)), loc);
        expect(error?.code).toBe('42501');
      },
    );

    if (Object.keys(change).length > 0) {
      it('the owner updates', async () => {
        const { data, error } = await locate(
          from(users.owner.client, table).update(asRow(change)),
          loc,
        ).select();
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
      });

      it.each(['other', 'basic', 'moderator', 'admin'] as const)('%s changes nothing', async (persona) => {
        const { data, error } = await locate(
          from(users[persona].client, table).update(asRow(change)),
          loc,
        ).select();
        expect(error).toBeNull();
        expect(data).toEqual([]);
      });
    }
  });
});

describe('delete', () => {
  const DELETES: Array<[Table, Locator]> = [
    ['animus_cultivars', byId('cShared')],
    ['animus_lab_results', byId('labShared')],
    ['animus_seed_lots', byId('seedLot')],
    ['animus_germination_tests', byId('germination')],
    ['animus_crosses', byId('cross')],
    ['animus_lineage_claims', byId('claimPrivate')],
    ['animus_traits', byId('ownTrait')],
    ['animus_observations', byId('observation')],
    [
      'animus_tag_votes',
      [
        ['tag_id', () => f.tag],
        ['user_id', () => users.owner.id],
      ],
    ],
  ];

  describe.each(DELETES)('%s', (table, loc) => {
    it('anon is refused', async () => {
      const { error } = await locate(from(anonClient(), table).delete(), loc);
      expect(error?.code).toBe('42501');
    });

    it.each(['other', 'basic', 'moderator', 'admin'] as const)('%s deletes nothing', async (persona) => {
      const { data, error } = await locate(from(users[persona].client, table).delete(), loc).select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const still = await locate(from(users.owner.client, table).select('*'), loc);
      expect(still.data).toHaveLength(1);
    });
  });

  it('trait versions cannot be deleted through the API', async () => {
    const { error } = await users.owner.client.from('animus_trait_versions').delete().eq('id', f.ownVersion);
    expect(error?.code).toBe('42501');
  });

  it('the owner deletes a lab result, a seed lot, a cross and a claim', async () => {
    const c = await cultivar(users.owner.client);
    const lab = await labResult(users.owner.client, c.id, { thca: 5 });
    const lot = await users.owner.client
      .from('animus_seed_lots')
      .insert({ cultivar_id: c.id, lot_code: 'DEL-1', amount: 1 })
      .select()
      .single();
    for (const [table, id] of [
      ['animus_lab_results', lab.id],
      ['animus_seed_lots', lot.data!.id],
      ['animus_lineage_claims', f.claimPrivate],
    ] as const) {
      const { data, error } = await from(users.owner.client, table).delete().eq('id', id).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id }]);
    }
  });

  it('a parent in a recorded cross cannot be deleted (23503)', async () => {
    const { error } = await users.owner.client.from('animus_cultivars').delete().eq('id', f.cPrivate);
    expect(error?.code).toBe('23503');
  });

  it('the proposer cannot withdraw a tag others voted on; a moderator can delete it', async () => {
    const own = await users.other.client.from('animus_cultivar_tags').delete().eq('id', f.tag).select('id');
    expect(own.data).toEqual([]);
    const mod = await users.moderator.client
      .from('animus_cultivar_tags')
      .delete()
      .eq('id', f.tag)
      .select('id');
    expect(mod.data).toEqual([{ id: f.tag }]);
  });

  it('a moderator deletes a lineage claim; its author is not needed', async () => {
    const { data, error } = await users.moderator.client
      .from('animus_lineage_claims')
      .delete()
      .eq('id', f.claimShared)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: f.claimShared }]);
  });
});
