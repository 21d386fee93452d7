// The strain library's demo data (supabase/seeds/35_animus_library.sql) as the demo personas see it,
// read with the calls the screens make and checked against the client's rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { chemotypeOf } from '../../src/modules/animus/chemotype.ts';
import { tagStatus } from '../../src/modules/animus/consensus.ts';
import { anonClient, demoUser, type TestUser } from './helpers.ts';

let lena: TestUser;
let marcus: TestUser;
let morgan: TestUser;

beforeAll(async () => {
  [lena, marcus, morgan] = await Promise.all([
    demoUser('advanced@example.com'),
    demoUser('pro@example.com'),
    demoUser('moderator@example.com'),
  ]);
});

describe('the demo library', () => {
  it('holds at least 30 cultivars with every chemotype, each agreeing with its latest lab result', async () => {
    const { data, error } = await lena.client
      .from('animus_cultivars')
      .select(
        'name, chemotype, chemotype_source, labs:animus_lab_results(thc, thca, cbd, cbda, cbg, cbga, tested_on, created_at, chemotype)',
      )
      .gte('id', 'a1000000-0000-4000-8000-000000000000')
      .lte('id', 'a1000000-0000-4000-8000-ffffffffffff');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data!.map((c) => c.chemotype))).toEqual(new Set(['I', 'II', 'III', 'IV', 'V', null]));
    for (const c of data!.filter((x) => x.chemotype_source === 'lab')) {
      const latest = [...c.labs].sort((a, b) => (b.tested_on ?? '').localeCompare(a.tested_on ?? ''))[0]!;
      const values = {
        thc: Number(latest.thc),
        thca: Number(latest.thca),
        cbd: Number(latest.cbd),
        cbda: Number(latest.cbda),
        cbg: Number(latest.cbg),
        cbga: Number(latest.cbga),
      };
      expect(c.chemotype, c.name).toBe(chemotypeOf(values));
    }
  });

  it('has contested lineages and one the chemotypes contradict', async () => {
    // Seeded claims only: other test files share this stack and add claims of their own.
    const { data } = await lena.client
      .from('animus_lineage')
      .select('child_name, mother_name, father_name, evidence, chemotype_consistent, contested')
      .gte('id', 'a6000000-0000-4000-8000-000000000000')
      .lte('id', 'a6000000-0000-4000-8000-ffffffffffff');
    expect(data!.filter((c) => c.contested).map((c) => c.child_name)).toEqual(
      expect.arrayContaining(['Girl Scout Cookies', 'Sour Diesel', 'Harlequin']),
    );
    expect(data!.filter((c) => c.chemotype_consistent === false)).toEqual([
      expect.objectContaining({
        child_name: 'Harlequin',
        mother_name: 'Colombian Gold',
        father_name: 'Thai',
      }),
    ]);
  });

  it('has tags in every state, with counts that follow the consensus rule', async () => {
    const { data } = await lena.client
      .from('animus_cultivar_tags')
      .select('label, agree_count, disagree_count, status, moderation')
      .gte('id', 'a9000000-0000-4000-8000-000000000000')
      .lte('id', 'a9000000-0000-4000-8000-ffffffffffff');
    for (const t of data!) expect(t.status, t.label).toBe(tagStatus(t.agree_count, t.disagree_count));
    expect(new Set(data!.map((t) => t.status))).toEqual(new Set(['proposed', 'confirmed', 'disputed']));
    // The removed tag is not shown to growers.
    expect(data!.map((t) => t.label)).not.toContain('best strain ever');
  });

  it('gives the moderator a queue of disputed tags and a notification for each', async () => {
    const { data } = await morgan.client
      .from('animus_cultivar_tags')
      .select('label, cultivar:animus_cultivars(name)')
      .eq('status', 'disputed')
      .is('moderation', null)
      .gte('id', 'a9000000-0000-4000-8000-000000000000')
      .lte('id', 'a9000000-0000-4000-8000-ffffffffffff')
      .order('label');
    expect(data).toEqual([
      { label: 'fast finisher', cultivar: { name: 'Girl Scout Cookies' } },
      { label: 'mold resistant', cultivar: { name: 'Blue Dream' } },
    ]);
    const notes = await morgan.client.from('notifications').select('title').eq('type', 'moderation');
    expect(notes.data!.length).toBeGreaterThanOrEqual(2);
  });

  it('publishes a handful to the archive', async () => {
    const { data } = await anonClient().rpc('animus_archive_search', { p_limit: 50 });
    const names = (data as Array<{ name: string }>).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Tangie', 'ACDC', "Charlotte's Web", 'Santhica 27']));
    expect(names).not.toContain('OG Kush');
  });
});

describe.each([
  ['advanced@ (Tangie Cookies)', () => lena, 'b1000000-0000-4000-8000-000000000001'],
  ['pro@ (Purple Diesel)', () => marcus, 'b1000000-0000-4000-8000-000000000002'],
])('the %s project', (_who, user, projectId) => {
  it('has crosses with their plants, and trait picks with observations', async () => {
    const crosses = await user()
      .client.from('animus_crosses')
      .select('code, cross_type, phenos(count)')
      .eq('project_id', projectId);
    expect(crosses.data!.map((c) => c.cross_type).sort()).toEqual(['BX1', 'F1', 'F2', 'S1']);
    expect(crosses.data!.every((c) => (c.phenos as unknown as Array<{ count: number }>)[0]!.count > 0)).toBe(
      true,
    );
    const picks = await user()
      .client.from('animus_project_traits')
      .select('trait_id')
      .eq('project_id', projectId);
    expect(picks.data!.length).toBeGreaterThanOrEqual(8);
    const obs = await user()
      .client.from('animus_observations')
      .select('id', { count: 'exact', head: true })
      .eq('project_id', projectId)
      .eq('source', 'capture');
    expect(obs.count).toBeGreaterThan(50);
  });
});

describe('Lena’s Tangie CBD project', () => {
  it('reads an impossible F1 plant and an F2 close to 1 : 2 : 1', async () => {
    const { data } = await lena.client.rpc('animus_chemotype_segregation', {
      p_project_id: 'b1000000-0000-4000-8000-000000000003',
    });
    const byCode = Object.fromEntries(data!.map((r) => [r.code, r]));
    expect(byCode['TCBD-F1']).toMatchObject({ observed_i: 1, observed_ii: 9, impossible: 1 });
    expect(byCode['TCBD-F2']).toMatchObject({
      observed_i: 5,
      observed_ii: 13,
      observed_iii: 6,
      impossible: 0,
      df: 2,
    });
    expect(Number(byCode['TCBD-F2']!.chi_square)).toBe(0.25);
  });

  it('keeps Jar appeal data on both of its scales', async () => {
    const { data } = await lena.client
      .from('animus_observations')
      .select('value_number, version:animus_trait_versions!inner(version, trait_id)')
      .eq('version.trait_id', 'a7000000-0000-4000-8000-000000000001');
    const byVersion = new Map<number, number[]>();
    for (const o of data!) {
      const v = (o.version as unknown as { version: number }).version;
      byVersion.set(v, [...(byVersion.get(v) ?? []), Number(o.value_number)]);
    }
    expect(Math.max(...byVersion.get(1)!)).toBeLessThanOrEqual(5);
    expect(Math.max(...byVersion.get(2)!)).toBe(9);
  });
});
