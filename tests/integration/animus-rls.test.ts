// RLS matrix for the Animus tables (breeding_projects, project_notes, phenos, phenos_sensory,
// selections): anon, the owner, another Advanced grower, the demo consultant and the admin, for
// select, insert, update and delete. Animus needs the Advanced tier in the database too: a Basic or
// free user gets nothing, even for rows they created while on Advanced. A row's project (and a
// sensory record's plant) must be the caller's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, setTier, type Client, type TestUser } from './helpers.ts';

const advancedUser = (prefix: string) => newUser({ prefix, tier: 'Advanced' });

async function createProject(client: Client, name = 'Test cross') {
  const { data, error } = await client
    .from('breeding_projects')
    .insert({ name, mother_strain: 'Tangie', father_strain: 'GSC', target_traits: ['frost'] })
    .select()
    .single();
  if (error) throw error;
  return data;
}

let plantSeq = 0;
async function createPlant(client: Client, projectId: string) {
  const { data, error } = await client
    .from('phenos')
    .insert({ project_id: projectId, plant_id: `#${++plantSeq}`, generation: 'F2', structure: 7 })
    .select()
    .single();
  if (error) throw error;
  return data;
}

async function createSelection(client: Client, projectId: string, phenoId: string | null = null) {
  const { data, error } = await client
    .from('selections')
    .insert({ project_id: projectId, pheno_id: phenoId, plant_id: '#1', generation: 'F2' })
    .select()
    .single();
  if (error) throw error;
  return data;
}

async function rowExists(table: string, id: string): Promise<boolean> {
  const { rowCount } = await db().query(`select 1 from public.${table} where id = $1`, [id]);
  return rowCount === 1;
}

let owner: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;
let project: { id: string };
let otherProject: { id: string };
let plant: { id: string };
let spare: { id: string }; // a plant of the owner's without a sensory record
let note: { id: string };
let sensory: { id: string };
let selection: { id: string };

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    advancedUser('animus-owner'),
    advancedUser('animus-other'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  project = await createProject(owner.client);
  otherProject = await createProject(other.client, 'Other cross');
  plant = await createPlant(owner.client, project.id);
  spare = await createPlant(owner.client, project.id);
  const n = await owner.client
    .from('project_notes')
    .insert({ project_id: project.id, body: 'F1s popped' })
    .select()
    .single();
  if (n.error) throw n.error;
  note = n.data;
  const s = await owner.client
    .from('phenos_sensory')
    .insert({ plant_id: plant.id, aroma_quality: 8, ash_color: 'white' })
    .select()
    .single();
  if (s.error) throw s.error;
  sensory = s.data;
  selection = await createSelection(owner.client, project.id, plant.id);
});

// What each table needs for one new row by `as`, and a harmless change for updates.
const tables = {
  breeding_projects: {
    row: () => ({ name: 'Another cross' }),
    forged: () => ({ name: 'Forged', user_id: owner.id }),
    change: { description: 'changed' },
    id: () => project.id,
  },
  project_notes: {
    row: () => ({ project_id: project.id, body: 'another note' }),
    forged: () => ({ project_id: project.id, body: 'forged', user_id: owner.id }),
    change: { body: 'changed' },
    id: () => note.id,
  },
  phenos: {
    row: () => ({ project_id: project.id, plant_id: `#${++plantSeq}` }),
    forged: () => ({ project_id: project.id, plant_id: `#${++plantSeq}`, user_id: owner.id }),
    change: { notes: 'changed' },
    id: () => plant.id,
  },
  phenos_sensory: {
    row: () => ({ plant_id: spare.id, aroma_quality: 6 }),
    forged: () => ({ plant_id: spare.id, aroma_quality: 6, user_id: owner.id }),
    change: { notes: 'changed' },
    id: () => sensory.id,
  },
  selections: {
    row: () => ({ project_id: project.id, plant_id: '#2' }),
    forged: () => ({ project_id: project.id, plant_id: '#2', user_id: owner.id }),
    change: { selection_notes: 'changed' },
    id: () => selection.id,
  },
} as const;

type Table = keyof typeof tables;
const TABLES = Object.keys(tables) as Table[];
// The generated types are precise per table; the matrix walks them generically.
const from = (client: Client, table: Table) => client.from(table as 'selections');
type AnyRow = Parameters<ReturnType<typeof from>['insert']>[0];
const asRow = (v: object) => v as AnyRow;

const strangers = [
  ['another Advanced grower', () => other],
  ['the demo consultant', () => consultant],
  ['the admin', () => admin],
] as const;

describe.each(TABLES)('%s', (table) => {
  const t = tables[table];

  describe('select', () => {
    it('anon is refused', async () => {
      const { data, error } = await from(anonClient(), table).select('id');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    });

    it('the owner reads their row', async () => {
      const { data, error } = await from(owner.client, table).select('id').eq('id', t.id());
      expect(error).toBeNull();
      expect(data).toEqual([{ id: t.id() }]);
    });

    it.each(strangers)('%s reads nothing of it', async (_who, user) => {
      const { data, error } = await from(user().client, table).select('id').eq('id', t.id());
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });
  });

  describe('insert', () => {
    it('anon is refused', async () => {
      const { error } = await from(anonClient(), table).insert(asRow(t.row()));
      expect(error?.code).toBe('42501');
    });

    it('the owner inserts', async () => {
      const { data, error } = await from(owner.client, table)
        .insert(asRow(t.row()))
        .select('id, user_id')
        .single();
      expect(error).toBeNull();
      expect(data?.user_id).toBe(owner.id);
      // Keep the matrix re-runnable: the sensory insert used the spare plant's one slot.
      await from(owner.client, table).delete().eq('id', data!.id);
    });

    it.each(strangers)("%s cannot add to the owner's project or plant", async (_who, user) => {
      if (table === 'breeding_projects') return; // a project has no parent; see the forged case
      const { error } = await from(user().client, table).insert(asRow(t.row()));
      expect(error?.code).toBe('42501');
    });

    it.each(strangers)('%s cannot insert a row in the owner’s name', async (_who, user) => {
      const { error } = await from(user().client, table).insert(asRow(t.forged()));
      expect(error?.code).toBe('42501');
    });
  });

  describe('update', () => {
    it('anon is refused', async () => {
      const { error } = await from(anonClient(), table).update(asRow(t.change)).eq('id', t.id());
      expect(error?.code).toBe('42501');
    });

    it('the owner updates their row', async () => {
      const { data, error } = await from(owner.client, table)
        .update(asRow(t.change))
        .eq('id', t.id())
        .select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: t.id() }]);
    });

    it.each(strangers)('%s changes nothing', async (_who, user) => {
      const { data, error } = await from(user().client, table)
        .update(asRow(t.change))
        .eq('id', t.id())
        .select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('the owner cannot give the row to someone else (user_id is not updatable)', async () => {
      const { error } = await from(owner.client, table)
        .update(asRow({ user_id: other.id }))
        .eq('id', t.id());
      expect(error?.code).toBe('42501');
    });
  });

  describe('delete', () => {
    it('anon is refused', async () => {
      const { error } = await from(anonClient(), table).delete().eq('id', t.id());
      expect(error?.code).toBe('42501');
      expect(await rowExists(table, t.id())).toBe(true);
    });

    it.each(strangers)('%s deletes nothing', async (_who, user) => {
      const { data, error } = await from(user().client, table).delete().eq('id', t.id()).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await rowExists(table, t.id())).toBe(true);
    });
  });
});

describe('owners delete', () => {
  it('the owner deletes a selection, a note, a sensory record, a plant and a project (cascading)', async () => {
    const p = await createProject(owner.client, 'Short-lived');
    const pl = await createPlant(owner.client, p.id);
    const sel = await createSelection(owner.client, p.id, pl.id);
    const n = await owner.client
      .from('project_notes')
      .insert({ project_id: p.id, body: 'x' })
      .select()
      .single();
    const s = await owner.client.from('phenos_sensory').insert({ plant_id: pl.id }).select().single();

    for (const [table, id] of [
      ['selections', sel.id],
      ['project_notes', n.data!.id],
      ['phenos_sensory', s.data!.id],
    ] as const) {
      const { data, error } = await from(owner.client, table).delete().eq('id', id).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id }]);
    }

    const sel2 = await createSelection(owner.client, p.id, pl.id);
    // Deleting the plant keeps its selection, unlinked.
    expect((await owner.client.from('phenos').delete().eq('id', pl.id).select('id')).data).toEqual([
      { id: pl.id },
    ]);
    const kept = await owner.client
      .from('selections')
      .select('pheno_id, project_id')
      .eq('id', sel2.id)
      .single();
    expect(kept.data).toEqual({ pheno_id: null, project_id: p.id });

    // Deleting the project takes its selections with it.
    expect((await owner.client.from('breeding_projects').delete().eq('id', p.id).select('id')).data).toEqual([
      { id: p.id },
    ]);
    expect(await rowExists('selections', sel2.id)).toBe(false);
  });
});

describe('a row’s project must be the caller’s', () => {
  it('another Advanced grower cannot move their selection into the owner’s project', async () => {
    const own = await createSelection(other.client, otherProject.id);
    const { error } = await other.client
      .from('selections')
      .update({ project_id: project.id })
      .eq('id', own.id);
    expect(error?.code).toBe('42501');
  });

  it('a selection cannot point at another user’s plant (23503)', async () => {
    const { error } = await other.client
      .from('selections')
      .insert({ project_id: otherProject.id, pheno_id: plant.id, plant_id: '#1' });
    expect(error?.code).toBe('23503');
  });

  it('a selection cannot point at a plant of another of the caller’s projects (23503)', async () => {
    const second = await createProject(owner.client, 'Second cross');
    const { error } = await owner.client
      .from('selections')
      .insert({ project_id: second.id, pheno_id: plant.id, plant_id: '#1' });
    expect(error?.code).toBe('23503');
  });

  it('the owner upserts a plant’s sensory record by plant_id', async () => {
    const pl = await createPlant(owner.client, project.id);
    for (const aroma_quality of [6, 9]) {
      const { data, error } = await owner.client
        .from('phenos_sensory')
        .upsert({ plant_id: pl.id, aroma_quality }, { onConflict: 'plant_id' })
        .select('aroma_quality')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ aroma_quality });
    }
  });

  it('a sensory record cannot be moved to another user’s plant', async () => {
    const theirs = await createPlant(other.client, otherProject.id);
    const { error } = await owner.client
      .from('phenos_sensory')
      .update({ plant_id: theirs.id })
      .eq('id', sensory.id);
    expect(error?.code).toBe('42501');
  });

  it('a sensory record cannot be added to another user’s plant', async () => {
    const { error } = await other.client.from('phenos_sensory').insert({ plant_id: spare.id });
    expect(error?.code).toBe('42501');
  });

  it('a plant id is unique within a project, in any case (23505), and free across projects', async () => {
    const a = await owner.client.from('phenos').insert({ project_id: project.id, plant_id: 'GMO-A' });
    expect(a.error).toBeNull();
    const b = await owner.client.from('phenos').insert({ project_id: project.id, plant_id: 'gmo-a' });
    expect(b.error?.code).toBe('23505');
    const c = await other.client.from('phenos').insert({ project_id: otherProject.id, plant_id: 'GMO-A' });
    expect(c.error).toBeNull();
  });

  it('a plant cannot move to another project (project_id is not updatable)', async () => {
    const { error } = await owner.client
      .from('phenos')
      .update({ project_id: otherProject.id })
      .eq('id', plant.id);
    expect(error?.code).toBe('42501');
  });
});

describe('the Advanced tier is enforced in the database', () => {
  let lapsed: TestUser;
  const ids: Partial<Record<Table, string>> = {};
  let lapsedProject: string;
  let lapsedPlant: string;

  beforeAll(async () => {
    lapsed = await advancedUser('animus-lapsed');
    const p = await createProject(lapsed.client, 'Before the downgrade');
    const pl = await createPlant(lapsed.client, p.id);
    lapsedProject = p.id;
    lapsedPlant = (await createPlant(lapsed.client, p.id)).id;
    ids.breeding_projects = p.id;
    ids.phenos = pl.id;
    ids.selections = (await createSelection(lapsed.client, p.id, pl.id)).id;
    ids.project_notes = (
      await lapsed.client.from('project_notes').insert({ project_id: p.id, body: 'mine' }).select().single()
    ).data!.id;
    ids.phenos_sensory = (
      await lapsed.client.from('phenos_sensory').insert({ plant_id: pl.id }).select().single()
    ).data!.id;
  });

  describe.each(['Basic', 'free'] as const)('a %s user', (tier) => {
    beforeAll(async () => {
      await setTier(lapsed, tier);
      return () => setTier(lapsed, 'Advanced');
    });

    it.each(TABLES)('reads none of their own %s', async (table) => {
      const { data, error } = await from(lapsed.client, table).select('id').eq('id', ids[table]!);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it.each(TABLES)('cannot insert into %s', async (table) => {
      const row = {
        breeding_projects: { name: 'Not allowed' },
        project_notes: { project_id: lapsedProject, body: 'no' },
        phenos: { project_id: lapsedProject, plant_id: '#99' },
        phenos_sensory: { plant_id: lapsedPlant },
        selections: { project_id: lapsedProject, plant_id: '#99' },
      }[table];
      const { error } = await from(lapsed.client, table).insert(asRow(row));
      expect(error?.code).toBe('42501');
    });

    it.each(TABLES)('cannot update or delete their own %s', async (table) => {
      const upd = await from(lapsed.client, table)
        .update(asRow(tables[table].change))
        .eq('id', ids[table]!)
        .select('id');
      expect(upd.error).toBeNull();
      expect(upd.data).toEqual([]);
      const del = await from(lapsed.client, table).delete().eq('id', ids[table]!).select('id');
      expect(del.data).toEqual([]);
      expect(await rowExists(table, ids[table]!)).toBe(true);
    });
  });

  it('the demo Basic grower reads no Animus data at all', async () => {
    const basic = await demoUser('basic@example.com');
    for (const table of TABLES) {
      const { data, error } = await from(basic.client, table).select('id').limit(5);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('back on Advanced, the data is there again', async () => {
    const { data } = await lapsed.client.from('selections').select('id').eq('id', ids.selections!);
    expect(data).toEqual([{ id: ids.selections }]);
  });
});

describe('the start-up check (spec-2 §7)', () => {
  it('check_table_exists finds project_notes for an Advanced user', async () => {
    const { data, error } = await owner.client.rpc('check_table_exists', { table_name: 'project_notes' });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('answers only for tables in public', async () => {
    for (const [name, expected] of [
      ['selections', true],
      ['no_such_table', false],
      ['objects', false], // storage.objects
      ['pg_class', false],
      ['users', false], // auth.users
    ] as const) {
      const { data } = await owner.client.rpc('check_table_exists', { table_name: name });
      expect(data, name).toBe(expected);
    }
  });

  it('the fallback count query on project_notes works', async () => {
    const { error, count } = await owner.client
      .from('project_notes')
      .select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(1);
  });

  it('anon may not call it, and no table-creating function exists', async () => {
    const anon = await anonClient().rpc('check_table_exists', { table_name: 'project_notes' });
    expect(anon.error).not.toBeNull();
    // Not in the generated types on purpose; the spec's client would try it.
    const create = await (owner.client.rpc as (fn: string) => ReturnType<Client['rpc']>)(
      'create_project_notes_table',
    );
    expect(create.error?.code).toBe('PGRST202');
  });
});
