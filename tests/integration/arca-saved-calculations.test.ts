// RLS matrix for public.saved_calculations: anon, the owner, another user, the demo consultant and
// the admin × select, insert, update, delete; plus the tier check by tool (a free user cannot save a
// Chemical Calculator recipe) and the SQL tool→tier map against src/modules/arca/paths.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { arcaModule } from '../../src/modules/arca/paths.ts';
import { SAVABLE_TOOLS } from '../../src/modules/arca/saved-calculation.ts';
import { anonClient, db, demoUser, newUser, setTier, type TestUser } from './helpers.ts';

let owner: TestUser;
let other: TestUser;
let free: TestUser;
let consultant: TestUser;
let admin: TestUser;
let ownerRow: string;
let ownerChemicalRow: string;

const recipe = {
  tool_id: 'arca-chemical',
  name: 'Flower week 3',
  inputs: {
    tankVolume: 100,
    tankVolumeUnit: 'L',
    lines: [{ product: { kind: 'salt', saltId: 'potassium-nitrate' }, amount: 50, amountUnit: 'g' }],
  },
  results: { ppm: { K: 193.4, N: 69.3 } },
};
const shot = {
  tool_id: 'arca-calculator',
  name: '2 gal coco',
  inputs: { containerVolume: 7.57, containerVolumeUnit: 'L', shotPct: 3 },
  results: { shotMlPerPlant: 227.1 },
};

async function nameOf(id: string): Promise<string | undefined> {
  const { rows } = await db().query<{ name: string }>(
    'select name from public.saved_calculations where id = $1',
    [id],
  );
  return rows[0]?.name;
}

beforeAll(async () => {
  [owner, other, free, consultant, admin] = await Promise.all([
    newUser({ prefix: 'arca-owner', tier: 'Basic' }),
    newUser({ prefix: 'arca-other', tier: 'Professional' }),
    newUser('arca-free'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  const a = await owner.client.from('saved_calculations').insert(shot).select('id').single();
  const b = await owner.client.from('saved_calculations').insert(recipe).select('id').single();
  if (a.error || b.error) throw a.error ?? b.error;
  ownerRow = a.data.id;
  ownerChemicalRow = b.data.id;
});

describe('saved_calculations: select', () => {
  it('anon reads nothing', async () => {
    const { data, error } = await anonClient().from('saved_calculations').select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('the owner reads their own, inputs and results included', async () => {
    const { data, error } = await owner.client
      .from('saved_calculations')
      .select('id, user_id, tool_id, name, inputs, results')
      .order('created_at');
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([ownerRow, ownerChemicalRow]);
    expect(data?.[1]).toMatchObject({ user_id: owner.id, name: 'Flower week 3', results: recipe.results });
  });

  it.each([
    ['another user', () => other],
    ['the consultant', () => consultant],
    ['the admin', () => admin],
  ])('%s cannot read them', async (_who, user) => {
    const { data, error } = await user()
      .client.from('saved_calculations')
      .select('id')
      .in('id', [ownerRow, ownerChemicalRow]);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('saved_calculations: insert', () => {
  it('anon cannot save', async () => {
    const { error } = await anonClient().from('saved_calculations').insert(shot);
    expect(error?.code).toBe('42501');
  });

  it('user_id defaults to the signed-in user', async () => {
    const { data, error } = await other.client
      .from('saved_calculations')
      .insert(shot)
      .select('user_id')
      .single();
    expect(error).toBeNull();
    expect(data?.user_id).toBe(other.id);
  });

  it.each([
    ['another user', () => other],
    ['the consultant', () => consultant],
    ['the admin', () => admin],
  ])('%s cannot save in the owner’s name', async (_who, user) => {
    const { error } = await user()
      .client.from('saved_calculations')
      .insert({ ...shot, user_id: owner.id });
    expect(error?.code).toBe('42501');
  });

  it('CHECK constraints refuse an empty or long name, an unknown tool and oversized results', async () => {
    const cases = [
      { ...shot, name: '   ' },
      { ...shot, name: 'x'.repeat(101) },
      { ...shot, tool_id: 'animus-library' },
      { ...shot, results: { blob: 'x'.repeat(40_000) } },
      { ...shot, inputs: [1, 2] },
    ];
    for (const row of cases) {
      const { error } = await owner.client.from('saved_calculations').insert(row as typeof shot);
      expect(error?.code, JSON.stringify(row).slice(0, 60)).toBe('23514');
    }
  });
});

describe('saved_calculations: tier by tool', () => {
  it('refuses a free user’s saved chemical calculation', async () => {
    const { error } = await free.client.from('saved_calculations').insert(recipe);
    expect(error?.code).toBe('42501');
    const { rows } = await db().query('select 1 from public.saved_calculations where user_id = $1', [
      free.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('accepts a free user’s Shot Size and Unit Converter calculations', async () => {
    for (const tool_id of ['arca-calculator', 'arca-converter']) {
      const { error } = await free.client.from('saved_calculations').insert({ ...shot, tool_id });
      expect(error).toBeNull();
    }
  });

  it.each(['arca-photothermal', 'arca-irrigation-forecaster'])(
    'refuses a free user’s %s calculation',
    async (tool_id) => {
      const { error } = await free.client.from('saved_calculations').insert({ ...shot, tool_id });
      expect(error?.code).toBe('42501');
    },
  );

  it('accepts a Basic user’s saved chemical calculation', async () => {
    const basic = await newUser('arca-basic');
    await setTier(basic, 'Basic');
    const { data, error } = await basic.client
      .from('saved_calculations')
      .insert(recipe)
      .select('tool_id')
      .single();
    expect(error).toBeNull();
    expect(data?.tool_id).toBe('arca-chemical');
  });

  it('puts a Basic tool’s calculations out of reach after a downgrade, and back after an upgrade', async () => {
    const user = await newUser('arca-downgrade');
    await setTier(user, 'Basic');
    const { data } = await user.client.from('saved_calculations').insert(recipe).select('id').single();
    const id = data!.id;
    await setTier(user, 'free');
    expect((await user.client.from('saved_calculations').select('id')).data).toEqual([]);
    const updated = await user.client
      .from('saved_calculations')
      .update({ name: 'x' })
      .eq('id', id)
      .select('id');
    expect(updated.data).toEqual([]);
    const deleted = await user.client.from('saved_calculations').delete().eq('id', id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect(await nameOf(id)).toBe('Flower week 3');
    await setTier(user, 'Advanced');
    expect((await user.client.from('saved_calculations').select('id')).data).toEqual([{ id }]);
  });
});

describe('saved_calculations: update', () => {
  it('the owner renames and changes their own; updated_at moves', async () => {
    const before = await db().query<{ updated_at: Date }>(
      'select updated_at from public.saved_calculations where id = $1',
      [ownerRow],
    );
    const { data, error } = await owner.client
      .from('saved_calculations')
      .update({ name: 'Renamed', results: { shotMlPerPlant: 250 } })
      .eq('id', ownerRow)
      .select('name, updated_at')
      .single();
    expect(error).toBeNull();
    expect(data?.name).toBe('Renamed');
    expect(new Date(data!.updated_at).getTime()).toBeGreaterThan(before.rows[0]!.updated_at.getTime());
  });

  it('the owner cannot move a row to another user or tool', async () => {
    const change = { user_id: other.id } as unknown as Record<string, never>;
    const { error } = await owner.client.from('saved_calculations').update(change).eq('id', ownerRow);
    expect(error?.code).toBe('42501');
    const tool = { tool_id: 'arca-converter' } as unknown as Record<string, never>;
    const second = await owner.client.from('saved_calculations').update(tool).eq('id', ownerRow);
    expect(second.error?.code).toBe('42501');
  });

  it.each([
    ['another user', () => other],
    ['the consultant', () => consultant],
    ['the admin', () => admin],
  ])('%s cannot change them', async (_who, user) => {
    const { data, error } = await user()
      .client.from('saved_calculations')
      .update({ name: 'Mallory' })
      .eq('id', ownerRow)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await nameOf(ownerRow)).not.toBe('Mallory');
  });

  it('anon cannot update', async () => {
    const { error } = await anonClient().from('saved_calculations').update({ name: 'x' }).eq('id', ownerRow);
    expect(error?.code).toBe('42501');
  });
});

describe('saved_calculations: delete', () => {
  it('anon cannot delete', async () => {
    const { error } = await anonClient().from('saved_calculations').delete().eq('id', ownerRow);
    expect(error?.code).toBe('42501');
  });

  it.each([
    ['another user', () => other],
    ['the consultant', () => consultant],
    ['the admin', () => admin],
  ])('%s cannot delete them', async (_who, user) => {
    const { data, error } = await user()
      .client.from('saved_calculations')
      .delete()
      .eq('id', ownerChemicalRow)
      .select('id');
    expect(error).toBeNull();
    expect(data ?? []).toEqual([]);
    expect(await nameOf(ownerChemicalRow)).toBe('Flower week 3');
  });

  it('the owner deletes their own', async () => {
    const { error } = await owner.client.from('saved_calculations').delete().eq('id', ownerChemicalRow);
    expect(error).toBeNull();
    expect(await nameOf(ownerChemicalRow)).toBeUndefined();
  });
});

describe('public.arca_tool_tier', () => {
  it('matches every Arca tool’s tier in src/modules/arca/paths.ts', async () => {
    const tools = arcaModule.tools;
    expect(tools.length).toBeGreaterThan(0);
    const { rows } = await db().query<{ id: string; tier: string | null }>(
      'select id, public.arca_tool_tier(id) as tier from unnest($1::text[]) as id',
      [tools.map((t) => t.id)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.tier]))).toEqual(
      Object.fromEntries(tools.map((t) => [t.id, t.requiredTier])),
    );
  });

  it('knows no tool that paths.ts does not list', async () => {
    const { rows } = await db().query<{ src: string }>(
      "select pg_get_functiondef('public.arca_tool_tier(text)'::regprocedure) as src",
    );
    const inSql = [...rows[0]!.src.matchAll(/when '([^']+)'/g)].map((m) => m[1]).sort();
    expect(inSql).toEqual(arcaModule.tools.map((t) => t.id).sort());
  });

  it('gates every savable tool at its tier in SQL too', async () => {
    const { rows } = await db().query<{ id: string; tier: string | null }>(
      'select id, public.arca_tool_tier(id) as tier from unnest($1::text[]) as id',
      [SAVABLE_TOOLS.map((t) => t.id)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.tier]))).toEqual(
      Object.fromEntries(SAVABLE_TOOLS.map((t) => [t.id, t.requiredTier])),
    );
  });
});
