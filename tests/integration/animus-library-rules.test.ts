// The strain library's database rules, broken through REST and RPC as real users: chemotypes
// derived from lab results (the same rule as src/modules/animus/chemotype.ts), pedigrees checked
// against B_T/B_D inheritance (as inheritance.ts), the community tags' consensus and moderation
// (as consensus.ts), versioned trait scales and the Selections mirror, the all-or-nothing CSV
// import, crosses recorded in one transaction, and the library search with its same-name warning.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chemotypeOf, type Cannabinoids } from '../../src/modules/animus/chemotype.ts';
import { tagStatus } from '../../src/modules/animus/consensus.ts';
import { anonClient, db, type TestUser } from './helpers.ts';
import {
  cultivar,
  cultivarOfType,
  defaultVersion,
  grower,
  labResult,
  ordinal,
  ownTrait,
  plant,
  project,
} from './animus-library-fixtures.ts';

// inheritance.ts imports without extensions (bundler resolution), which this NodeNext program
// cannot type-check, so it is loaded at run time with the shapes used declared here.
type T = 'I' | 'II' | 'III';
const inheritancePath = '../../src/modules/animus/inheritance.ts';
const { chiSquare, expectedProportions, isPossibleChild } = (await import(inheritancePath)) as {
  chiSquare: (
    o: readonly [number, number, number],
    p: readonly [number, number, number],
  ) => { statistic: number } | null;
  expectedProportions: (m: T, f: T | null) => readonly [number, number, number] | null;
  isPossibleChild: (m: T, f: T | null, c: T) => boolean | null;
};

let lena: TestUser;
let marcus: TestUser;
let dana: TestUser;
let basic: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  [lena, marcus, dana, basic, moderator] = await Promise.all([
    grower('rules-lena'),
    grower('rules-marcus'),
    grower('rules-dana'),
    grower('rules-basic', 'Basic'),
    grower('rules-mod', 'Basic', 'moderator'),
  ]);
});

const zero: Cannabinoids = { thc: 0, thca: 0, cbd: 0, cbda: 0, cbg: 0, cbga: 0 };

describe('chemotype from lab results', () => {
  const cases: Array<[string, Partial<Cannabinoids>]> = [
    ['THC-dominant', { thc: 0.62, thca: 21.4, cbda: 0.05, cbga: 0.92 }],
    ['balanced at 0.5', { thca: 10, cbda: 5 }],
    ['balanced at 3', { thca: 3, cbda: 9 }],
    ['just over 3', { thca: 3, cbda: 9.02 }],
    ['CBD without THC', { cbda: 8 }],
    ['CBG-dominant', { thc: 0.01, thca: 0.02, cbd: 0.02, cbda: 0.05, cbg: 0.21, cbga: 1.9 }],
    ['cannabinoid-free', { thc: 0.02, thca: 0.03, cbd: 0.05, cbda: 0.3 }],
    ['type V at 0.499 %', { thc: 0.499 }],
  ];

  it.each(cases)('the database and the forms agree: %s', async (_what, values) => {
    const c = await cultivar(lena.client);
    const lab = await labResult(lena.client, c.id, values);
    expect(lab.chemotype).toBe(chemotypeOf({ ...zero, ...values }));
    const { data } = await lena.client
      .from('animus_cultivars')
      .select('chemotype, chemotype_source')
      .eq('id', c.id);
    expect(data).toEqual([{ chemotype: lab.chemotype, chemotype_source: 'lab' }]);
  });

  it('computes totals with 0.877 and 0.878, which nobody can type', async () => {
    const c = await cultivar(lena.client);
    const lab = await labResult(lena.client, c.id, {
      thc: 0.62,
      thca: 21.4,
      cbd: 0.84,
      cbda: 14.9,
      cbg: 0.21,
      cbga: 1.9,
    });
    expect([Number(lab.total_thc), Number(lab.total_cbd), Number(lab.total_cbg)]).toEqual([
      19.388, 13.907, 1.878,
    ]);
    const forged = await lena.client
      .from('animus_lab_results')
      .update({ total_thc: 1 } as never)
      .eq('id', lab.id);
    expect(forged.error).not.toBeNull();
  });

  it('follows the latest test, falls back to the declared type, and clears with the last result', async () => {
    const c = await cultivar(lena.client, { declared_chemotype: 'II' });
    const read = async () =>
      (
        await lena.client
          .from('animus_cultivars')
          .select('chemotype, chemotype_source, terpenes')
          .eq('id', c.id)
          .single()
      ).data;
    expect(await read()).toEqual({ chemotype: 'II', chemotype_source: 'declared', terpenes: [] });
    const old = await labResult(lena.client, c.id, {
      thca: 20,
      tested_on: '2024-01-01',
      terpenes: { myrcene: 0.9 },
    });
    await labResult(lena.client, c.id, {
      cbda: 12,
      thca: 0.4,
      tested_on: '2025-01-01',
      terpenes: { pinene: 0.3, limonene: 0.8, linalool: 0.04, humulene: 0.2, myrcene: 0.1 },
    });
    // The leading three at 0.05 % or more, largest first.
    expect(await read()).toEqual({
      chemotype: 'III',
      chemotype_source: 'lab',
      terpenes: ['limonene', 'pinene', 'humulene'],
    });
    await lena.client.from('animus_lab_results').update({ tested_on: '2026-01-01' }).eq('id', old.id);
    expect((await read())!.chemotype).toBe('I');
    await lena.client.from('animus_lab_results').delete().eq('cultivar_id', c.id);
    expect(await read()).toEqual({ chemotype: 'II', chemotype_source: 'declared', terpenes: [] });
  });

  it.each([
    ['a percentage over 100', { thca: 101 }, '23514'],
    ['cannabinoids adding up over 100', { thca: 60, cbda: 50 }, '23514'],
    ['a negative value', { thc: -1 }, '23514'],
    ['a terpene name with capitals', { terpenes: { Limonene: 1 } }, '23514'],
    ['a terpene over 10 %', { terpenes: { limonene: 11 } }, '23514'],
  ])('refuses %s', async (_what, values, code) => {
    const c = await cultivar(lena.client);
    const { error } = await lena.client.from('animus_lab_results').insert({ cultivar_id: c.id, ...values });
    expect(error?.code).toBe(code);
  });

  it('keeps a COA path inside the owner’s folder for that cultivar', async () => {
    const c = await cultivar(lena.client);
    const other = await cultivar(lena.client);
    const bad = await lena.client
      .from('animus_lab_results')
      .insert({ cultivar_id: c.id, coa_path: `${lena.id}/${other.id}/x.pdf` });
    expect(bad.error?.code).toBe('23514');
    const good = await lena.client
      .from('animus_lab_results')
      .insert({ cultivar_id: c.id, coa_path: `${lena.id}/${c.id}/x.pdf` });
    expect(good.error).toBeNull();
  });
});

describe('pedigrees and chemotype inheritance', () => {
  const TYPES = ['I', 'II', 'III'] as const;

  it('the database’s expectations and possibilities are the forms’ for every pair', async () => {
    const { rows } = await db().query<{
      m: string;
      f: string;
      e: string[];
      p: Record<string, boolean | null>;
    }>(`
      select m, f, public.animus_chemotype_expectation(m, f)::text[] as e,
        jsonb_build_object('I', public.animus_chemotype_possible(m, f, 'I'),
                           'II', public.animus_chemotype_possible(m, f, 'II'),
                           'III', public.animus_chemotype_possible(m, f, 'III')) as p
      from unnest(array['I','II','III']) m, unnest(array['I','II','III', null]) f`);
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      const expected = expectedProportions(r.m as T, r.f as T | null);
      expect(r.e === null ? null : r.e.map(Number)).toEqual(expected === null ? null : [...expected]);
      for (const child of TYPES) expect(r.p[child]).toBe(isPossibleChild(r.m as T, r.f as T | null, child));
    }
  });

  it('flags a claim the chemotypes contradict and lets it coexist with another claim', async () => {
    const iii = await cultivarOfType(lena.client, 'III', { shared: true });
    const iii2 = await cultivarOfType(lena.client, 'III', { shared: true });
    const i = await cultivarOfType(lena.client, 'I', { shared: true });
    const child = await cultivarOfType(lena.client, 'I', { shared: true });
    // III × III cannot give a type I: a grower may still say so, and the check shows it.
    const wrong = await marcus.client
      .from('animus_lineage_claims')
      .insert({ child_id: child.id, mother_id: iii.id, father_id: iii2.id, evidence: 'grower_claim' });
    expect(wrong.error).toBeNull();
    const right = await lena.client
      .from('animus_lineage_claims')
      .insert({ child_id: child.id, mother_id: i.id, father_id: i.id, evidence: 'breeder_statement' });
    expect(right.error).toBeNull();
    const { data } = await lena.client
      .from('animus_lineage')
      .select('mother_id, chemotype_consistent, contested')
      .eq('child_id', child.id)
      .order('created_at');
    expect(data).toEqual([
      { mother_id: iii.id, chemotype_consistent: false, contested: true },
      { mother_id: i.id, chemotype_consistent: true, contested: true },
    ]);
  });

  it('refuses "chemotype consistent" as evidence when the chemotypes say otherwise', async () => {
    const iii = await cultivarOfType(lena.client, 'III');
    const i = await cultivarOfType(lena.client, 'I');
    const ii = await cultivarOfType(lena.client, 'II');
    const asI = await cultivarOfType(lena.client, 'I');
    // I × III gives II, never I.
    const bad = await lena.client
      .from('animus_lineage_claims')
      .insert({ child_id: asI.id, mother_id: i.id, father_id: iii.id, evidence: 'chemotype_consistent' });
    expect(bad.error?.code).toBe('23514');
    expect(bad.error?.message).toBe('The chemotypes do not support this parentage');
    const good = await lena.client
      .from('animus_lineage_claims')
      .insert({ child_id: ii.id, mother_id: i.id, father_id: iii.id, evidence: 'chemotype_consistent' });
    expect(good.error).toBeNull();
    // Unknown chemotypes cannot be called consistent either.
    const unknown = await cultivar(lena.client);
    const none = await lena.client
      .from('animus_lineage_claims')
      .insert({ child_id: unknown.id, mother_id: i.id, evidence: 'chemotype_consistent' });
    expect(none.error?.code).toBe('23514');
  });

  it('refuses a claim that would make a cultivar its own ancestor, through anyone’s claims', async () => {
    const a = await cultivar(lena.client, { shared: true });
    const b = await cultivar(lena.client, { shared: true });
    const c = await cultivar(marcus.client, { shared: true });
    expect(
      (
        await lena.client
          .from('animus_lineage_claims')
          .insert({ child_id: b.id, mother_id: a.id, evidence: 'grower_claim' })
      ).error,
    ).toBeNull();
    expect(
      (
        await marcus.client
          .from('animus_lineage_claims')
          .insert({ child_id: c.id, mother_id: b.id, evidence: 'grower_claim' })
      ).error,
    ).toBeNull();
    const loop = await lena.client
      .from('animus_lineage_claims')
      .insert({ child_id: a.id, mother_id: c.id, evidence: 'grower_claim' });
    expect(loop.error?.code).toBe('23514');
    expect(loop.error?.message).toBe('A cultivar cannot be its own ancestor');
  });

  it('counts observed against expected per cross, with a chi-square the forms can read', async () => {
    const p = await project(lena.client, 'Segregation');
    const ii1 = await cultivarOfType(lena.client, 'II');
    const ii2 = await cultivarOfType(lena.client, 'II');
    const i = await cultivarOfType(lena.client, 'I');
    const iii = await cultivarOfType(lena.client, 'III');
    const f2 = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'SEG-F2',
      p_cross_type: 'F2',
      p_generation: 'F2',
      p_mother_id: ii1.id,
      p_father_id: ii2.id,
    });
    const f1 = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'SEG-F1',
      p_cross_type: 'F1',
      p_generation: 'F1',
      p_mother_id: i.id,
      p_father_id: iii.id,
    });
    const op = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'SEG-OP',
      p_cross_type: 'open',
      p_generation: 'OP',
      p_mother_id: iii.id,
    });
    const ids = [f2, f1, op].map((r) => (r.data as { cross_id: string }).cross_id);
    const plants: Array<[number, string, number]> = [
      [0, 'I', 3],
      [0, 'II', 10],
      [0, 'III', 7],
      [0, 'IV', 1],
      [1, 'II', 6],
      [1, 'I', 1],
      [2, 'II', 2],
      [2, 'III', 2],
      [2, 'I', 1],
    ];
    for (const [k, type, n] of plants)
      for (let j = 0; j < n; j++)
        await plant(lena.client, p.id, { cross_id: ids[k]!, chemotype: type as 'I' });
    // A plant of the project with no cross is not counted anywhere.
    await plant(lena.client, p.id, { chemotype: 'III' });

    const { data, error } = await lena.client.rpc('animus_chemotype_segregation', { p_project_id: p.id });
    expect(error).toBeNull();
    const byCode = Object.fromEntries(data!.map((r) => [r.code, r]));
    expect(byCode['SEG-F2']).toMatchObject({
      expected_i: 0.25,
      expected_ii: 0.5,
      expected_iii: 0.25,
      observed_i: 3,
      observed_ii: 10,
      observed_iii: 7,
      observed_other: 1,
      plants: 20,
      df: 2,
      impossible: 0,
    });
    const local = chiSquare([3, 10, 7], [0.25, 0.5, 0.25])!;
    expect(Number(byCode['SEG-F2']!.chi_square)).toBeCloseTo(local.statistic, 3);
    // I × III: all II, so the one type I is impossible and there is no statistic.
    expect(byCode['SEG-F1']).toMatchObject({
      observed_ii: 6,
      observed_i: 1,
      impossible: 1,
      chi_square: null,
      df: null,
    });
    // Open pollination of a type III mother: only type I offspring are impossible.
    expect(byCode['SEG-OP']).toMatchObject({ expected_i: null, impossible: 1, plants: 5, chi_square: null });
    // Nobody else reads a project's segregation.
    const other = await marcus.client.rpc('animus_chemotype_segregation', { p_project_id: p.id });
    expect(other.data).toEqual([]);
  });

  it('a plant’s cross belongs to its project', async () => {
    const p1 = await project(lena.client, 'One');
    const p2 = await project(lena.client, 'Two');
    const m = await cultivar(lena.client);
    const x = await lena.client.rpc('animus_record_cross', {
      p_project_id: p1.id,
      p_code: 'ONE-S1',
      p_cross_type: 'S1',
      p_generation: 'S1',
      p_mother_id: m.id,
    });
    const { error } = await lena.client
      .from('phenos')
      .insert({ project_id: p2.id, plant_id: '#1', cross_id: (x.data as { cross_id: string }).cross_id });
    expect(error?.code).toBe('23503');
  });
});

describe('recording a cross', () => {
  it('makes the cross, the offspring entry, its parentage and its seed lot in one go', async () => {
    const p = await project(lena.client, 'Cross test');
    const mother = await cultivar(lena.client, { name: 'Mother M' });
    const father = await cultivar(marcus.client, { name: 'Shared Father', shared: true });
    const { data, error } = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'CT-F1-01',
      p_cross_type: 'F1',
      p_generation: 'F1',
      p_mother_id: mother.id,
      p_father_id: father.id,
      p_pollination_date: '2026-05-01',
      p_made_by: 'Jonas',
      p_seeds_harvested: 42,
      p_offspring_name: 'Mother M × Shared Father F1',
      p_storage_location: 'Fridge A',
    });
    expect(error).toBeNull();
    const { cross_id, offspring_id } = data as { cross_id: string; offspring_id: string };
    const off = await lena.client
      .from('animus_cultivars')
      .select('name, accession_type, breeder')
      .eq('id', offspring_id)
      .single();
    expect(off.data).toEqual({
      name: 'Mother M × Shared Father F1',
      accession_type: 'seed_lot',
      breeder: 'Cross test',
    });
    const claim = await lena.client
      .from('animus_lineage')
      .select('mother_id, father_id, evidence, cross_id')
      .eq('child_id', offspring_id);
    expect(claim.data).toEqual([
      { mother_id: mother.id, father_id: father.id, evidence: 'breeder_statement', cross_id },
    ]);
    const lot = await lena.client
      .from('animus_seed_lots')
      .select('lot_code, amount, storage_location')
      .eq('cultivar_id', offspring_id);
    expect(lot.data).toEqual([{ lot_code: 'CT-F1-01', amount: 42, storage_location: 'Fridge A' }]);
  });

  it('leaves nothing behind when a part fails, and refuses parents the grower cannot read', async () => {
    const p = await project(lena.client, 'Atomic');
    const mother = await cultivar(lena.client);
    const hidden = await cultivar(marcus.client, { name: 'Marcus private' });
    const { error } = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'AT-F1',
      p_cross_type: 'F1',
      p_generation: 'F1',
      p_mother_id: mother.id,
      p_father_id: hidden.id,
      p_offspring_name: 'Should not exist',
    });
    expect(error?.code).toBe('42501');
    const left = await db().query(`select 1 from public.animus_cultivars where name = 'Should not exist'`);
    expect(left.rowCount).toBe(0);
    const same = await lena.client.rpc('animus_record_cross', {
      p_project_id: p.id,
      p_code: 'AT-F1',
      p_cross_type: 'F1',
      p_generation: 'F1',
      p_mother_id: mother.id,
      p_father_id: mother.id,
    });
    expect(same.error?.code).toBe('23514');
  });
});

describe('community tags: consensus and moderation', () => {
  let shared: { id: string };
  const voters: TestUser[] = [];

  beforeAll(async () => {
    shared = await cultivar(lena.client, { name: 'Tag target', shared: true });
    voters.push(...(await Promise.all([1, 2, 3, 4, 5].map((i) => grower(`rules-voter${i}`)))));
  });

  async function propose(label: string, by = lena) {
    const { data, error } = await by.client
      .from('animus_cultivar_tags')
      .insert({ cultivar_id: shared.id, label, category: 'aroma' })
      .select()
      .single();
    if (error) throw error;
    return data;
  }
  const read = async (id: string) =>
    (
      await lena.client
        .from('animus_cultivar_tags')
        .select('agree_count, disagree_count, status')
        .eq('id', id)
        .single()
    ).data!;

  it('counts the proposer’s own vote and confirms at 3 votes with more than 2/3 agreeing', async () => {
    const tag = await propose('lemon');
    expect(await read(tag.id)).toEqual({ agree_count: 1, disagree_count: 0, status: 'proposed' });
    await voters[0]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true });
    expect((await read(tag.id)).status).toBe('proposed');
    await voters[1]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: false });
    // 2 of 3 is not more than 2/3.
    expect(await read(tag.id)).toEqual({ agree_count: 2, disagree_count: 1, status: 'disputed' });
    await voters[2]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true });
    expect(await read(tag.id)).toEqual({ agree_count: 3, disagree_count: 1, status: 'confirmed' });
    // A change of mind counts once.
    await voters[2]!.client.from('animus_tag_votes').update({ agree: false }).eq('tag_id', tag.id);
    expect(await read(tag.id)).toEqual({ agree_count: 2, disagree_count: 2, status: 'disputed' });
    await voters[2]!.client.from('animus_tag_votes').delete().eq('tag_id', tag.id);
    expect(await read(tag.id)).toEqual({ agree_count: 2, disagree_count: 1, status: 'disputed' });
  });

  it('agrees with the forms’ rule for every small vote count', async () => {
    const { rows } = await db().query<{ a: number; d: number; s: string }>(
      `select a, d, public.animus_tag_status(a, d) as s from generate_series(0, 7) a, generate_series(0, 7) d`,
    );
    for (const r of rows) expect(r.s).toBe(tagStatus(r.a, r.d));
  });

  it('sends a disputed tag to the moderators’ queue and tells them', async () => {
    const tag = await propose('sandalwood', marcus);
    await voters[0]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: false });
    await voters[1]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: false });
    const queue = await moderator.client
      .from('animus_cultivar_tags')
      .select('id, label, cultivar:animus_cultivars(name)')
      .eq('status', 'disputed')
      .is('moderation', null)
      .eq('id', tag.id);
    expect(queue.data).toEqual([{ id: tag.id, label: 'sandalwood', cultivar: { name: 'Tag target' } }]);
    const note = await moderator.client
      .from('notifications')
      .select('title, message, action_url')
      .eq('type', 'moderation');
    expect(note.data).toContainEqual({
      title: 'Disputed tag',
      message: 'The tag "sandalwood" on Tag target is disputed and waits for a moderator.',
      action_url: '/animus/library?view=moderation',
    });
  });

  it('lets only moderators and admins rule; a removed tag disappears for everyone else', async () => {
    const tag = await propose('pine sol', dana);
    for (const v of [voters[0]!, voters[1]!])
      await v.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: false });
    const refused = await lena.client.rpc('animus_moderate_tag', { p_tag_id: tag.id, p_decision: 'removed' });
    expect(refused.error?.code).toBe('42501');
    const odd = await moderator.client.rpc('animus_moderate_tag', { p_tag_id: tag.id, p_decision: 'maybe' });
    expect(odd.error?.code).toBe('22023');
    const ruled = await moderator.client.rpc('animus_moderate_tag', {
      p_tag_id: tag.id,
      p_decision: 'removed',
      p_note: 'Not an aroma anyone else smells.',
    });
    expect(ruled.error).toBeNull();
    expect(ruled.data).toMatchObject({ moderation: 'removed', moderated_by: moderator.id });
    expect((await lena.client.from('animus_cultivar_tags').select('id').eq('id', tag.id)).data).toEqual([]);
    // The proposer still sees their own tag and the ruling; no new votes are taken.
    expect(
      (await dana.client.from('animus_cultivar_tags').select('moderation').eq('id', tag.id)).data,
    ).toEqual([{ moderation: 'removed' }]);
    const late = await voters[3]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true });
    expect(late.error?.code).toBe('42501');
    // Reopening hands the tag back to the votes.
    await moderator.client.rpc('animus_moderate_tag', { p_tag_id: tag.id, p_decision: 'reopen' });
    expect((await lena.client.from('animus_cultivar_tags').select('status').eq('id', tag.id)).data).toEqual([
      { status: 'disputed' },
    ]);
  });

  it('needs a COA for a chemistry tag, and the COA must exist in storage', async () => {
    const none = await lena.client
      .from('animus_cultivar_tags')
      .insert({ cultivar_id: shared.id, label: 'cbd-dominant', category: 'chemistry' });
    expect(none.error?.code).toBe('23514');
    const missing = await lena.client.from('animus_cultivar_tags').insert({
      cultivar_id: shared.id,
      label: 'cbd-dominant',
      category: 'chemistry',
      coa_path: `${lena.id}/tags/${randomUUID()}.pdf`,
    });
    expect(missing.error?.code).toBe('23514');
    expect(missing.error?.message).toBe('Attach the certificate of analysis before proposing this tag');
    const path = `${lena.id}/tags/${randomUUID()}.pdf`;
    const up = await lena.client.storage
      .from('animus-coas')
      .upload(path, Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const theirs = await marcus.client.from('animus_cultivar_tags').insert({
      cultivar_id: shared.id,
      label: 'high myrcene',
      category: 'chemistry',
      coa_path: path,
    });
    // A COA must be the proposer's own upload.
    expect(theirs.error?.code).toBe('23514');
    const ok = await lena.client
      .from('animus_cultivar_tags')
      .insert({ cultivar_id: shared.id, label: 'cbd-dominant', category: 'chemistry', coa_path: path });
    expect(ok.error).toBeNull();
    // Voters can open the evidence; a Basic grower cannot.
    expect((await voters[4]!.client.storage.from('animus-coas').download(path)).error).toBeNull();
    expect((await basic.client.storage.from('animus-coas').download(path)).error).not.toBeNull();
  });

  it('takes one vote per grower, and none from a Basic grower or on a private cultivar', async () => {
    const tag = await propose('resin');
    const twice = await lena.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true });
    expect(twice.error?.code).toBe('23505');
    expect(
      (await basic.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true })).error?.code,
    ).toBe('42501');
    await lena.client.from('animus_cultivars').update({ shared: false }).eq('id', shared.id);
    expect(
      (await voters[4]!.client.from('animus_tag_votes').insert({ tag_id: tag.id, agree: true })).error?.code,
    ).toBe('42501');
    await lena.client.from('animus_cultivars').update({ shared: true }).eq('id', shared.id);
  });
});

describe('trait versions', () => {
  it('never rescales old data when a 1–5 scale becomes 1–9', async () => {
    const p = await project(lena.client, 'Versions');
    const pl = await plant(lena.client, p.id);
    const { trait, version: v1 } = await ownTrait(lena.client, lena.id, {
      scale_type: 'ordinal',
      categories: ordinal(['Unsellable', 'Poor', 'Average', 'Good', 'Top shelf']),
    });
    expect(v1.version).toBe(1);
    const old = await lena.client
      .from('animus_observations')
      .insert({ project_id: p.id, pheno_id: pl.id, trait_version_id: v1.id, value_number: 3 })
      .select()
      .single();
    expect(old.error).toBeNull();
    const v2 = await lena.client
      .from('animus_trait_versions')
      .insert({
        trait_id: trait.id,
        created_by: lena.id,
        scale_type: 'ordinal',
        categories: ordinal(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
      })
      .select()
      .single();
    expect(v2.error).toBeNull();
    expect(v2.data!.version).toBe(2);

    // The old value stays 3 on version 1.
    const kept = await lena.client
      .from('animus_observations')
      .select('value_number, trait_version_id')
      .eq('id', old.data!.id);
    expect(kept.data).toEqual([{ value_number: 3, trait_version_id: v1.id }]);
    // A 7 fits version 2, not version 1.
    const onV1 = await lena.client
      .from('animus_observations')
      .insert({ project_id: p.id, pheno_id: pl.id, trait_version_id: v1.id, value_number: 7 });
    expect(onV1.error?.code).toBe('23514');
    expect(onV1.error?.message).toMatch(/\(version 1\) has the levels 1, 2, 3, 4, 5, not 7$/);
    const onV2 = await lena.client
      .from('animus_observations')
      .insert({ project_id: p.id, pheno_id: pl.id, trait_version_id: v2.data!.id, value_number: 7 });
    expect(onV2.error).toBeNull();
    // Versions are append-only.
    const edit = await lena.client
      .from('animus_trait_versions')
      .update({ categories: [] } as never)
      .eq('id', v1.id);
    expect(edit.error?.code).toBe('42501');
  });

  it.each([
    ['a numeric value out of range', 'height', { value_number: 501 }],
    ['a value off the step', 'overall', { value_number: 7.25 }],
    ['text for a number', 'height', { value_text: 'tall' }],
    ['an unknown class', 'ash_color', { value_text: 'grey' }],
    ['a fraction on a counter', 'node_count', { value_number: 2.5 }],
    ['a photo scale without a photo', 'plant_photo', { value_text: 'x' }],
  ])('refuses %s', async (_what, key, value) => {
    const p = await project(lena.client);
    const pl = await plant(lena.client, p.id);
    const { error } = await lena.client
      .from('animus_observations')
      .insert({ project_id: p.id, pheno_id: pl.id, trait_version_id: await defaultVersion(key), ...value });
    expect(error?.code).toBe('23514');
  });

  it('refuses malformed scales and versions of default traits', async () => {
    const { trait } = await ownTrait(lena.client, lena.id, { scale_type: 'text' });
    for (const scale of [
      { scale_type: 'numeric', min_value: 5, max_value: 1 },
      {
        scale_type: 'ordinal',
        categories: [
          { value: 2, label: 'b' },
          { value: 1, label: 'a' },
        ],
      },
      { scale_type: 'nominal', categories: ['one'] },
      { scale_type: 'counter', min_value: -1 },
      { scale_type: 'date', step: 1 },
    ]) {
      const { error } = await lena.client
        .from('animus_trait_versions')
        .insert({ trait_id: trait.id, created_by: lena.id, ...scale } as never);
      expect(error?.code, JSON.stringify(scale)).toBe('23514');
    }
    const { rows } = await db().query<{ id: string }>(
      `select id from public.animus_traits where system_key = 'yield'`,
    );
    const sys = await lena.client
      .from('animus_trait_versions')
      .insert({ trait_id: rows[0]!.id, created_by: lena.id, scale_type: 'text' });
    expect(sys.error?.code).toBe('42501');
  });

  it('replays an offline write as the same observation (client_id)', async () => {
    const p = await project(lena.client);
    const pl = await plant(lena.client, p.id);
    const client_id = randomUUID();
    const row = {
      project_id: p.id,
      pheno_id: pl.id,
      trait_version_id: await defaultVersion('vigor'),
      client_id,
    };
    for (const value_number of [6, 8]) {
      const { error } = await lena.client
        .from('animus_observations')
        .upsert({ ...row, value_number }, { onConflict: 'user_id,client_id' });
      expect(error).toBeNull();
    }
    const { data } = await lena.client
      .from('animus_observations')
      .select('value_number')
      .eq('client_id', client_id);
    expect(data).toEqual([{ value_number: 8 }]);
  });

  it('mirrors a selection’s growth and sensory ratings into the default traits, and only the mirror writes them', async () => {
    const p = await project(lena.client, 'Mirror');
    const sel = await lena.client
      .from('selections')
      .insert({
        project_id: p.id,
        plant_id: '#9',
        growth_metrics: { structure: 7, vigor: 6, yield: 8, frost: 9, overall: 8.5 },
        sensory_data: {
          aroma_intensity: 7,
          aroma_quality: 0,
          aroma_profiles: [],
          flavor_intensity: 6,
          flavor_quality: 8,
          flavor_profiles: [],
          smoke_harshness: 3,
          ash_color: 'white',
        },
      })
      .select()
      .single();
    expect(sel.error).toBeNull();
    const mirrored = async () => {
      const { data } = await lena.client
        .from('animus_observations')
        .select(
          'value_number, value_text, source, version:animus_trait_versions(trait:animus_traits(system_key))',
        )
        .eq('selection_id', sel.data!.id);
      return Object.fromEntries(
        data!.map((o) => [
          (o.version as unknown as { trait: { system_key: string } }).trait.system_key,
          o.value_number ?? o.value_text,
        ]),
      );
    };
    // Unrated aroma quality (0) is not an observation.
    expect(await mirrored()).toEqual({
      structure: 7,
      vigor: 6,
      yield: 8,
      frost: 9,
      overall: 8.5,
      aroma_intensity: 7,
      flavor_intensity: 6,
      flavor_quality: 8,
      smoke_harshness: 3,
      ash_color: 'white',
    });
    await lena.client
      .from('selections')
      .update({ growth_metrics: { structure: 4, vigor: 6, yield: 8, frost: 9, overall: 5 } })
      .eq('id', sel.data!.id);
    expect(await mirrored()).toMatchObject({ structure: 4, overall: 5 });
    const { data: one } = await lena.client
      .from('animus_observations')
      .select('id')
      .eq('selection_id', sel.data!.id)
      .limit(1);
    const edit = await lena.client
      .from('animus_observations')
      .update({ value_number: 10 })
      .eq('id', one![0]!.id)
      .select();
    expect(edit.data).toEqual([]);
    const forge = await lena.client.from('animus_observations').insert({
      project_id: p.id,
      selection_id: sel.data!.id,
      trait_version_id: await defaultVersion('frost'),
      value_number: 1,
      source: 'selection',
    });
    expect(forge.error?.code).toBe('42501');
    // The Selections screen's own columns are untouched.
    const back = await lena.client
      .from('selections')
      .select('growth_metrics')
      .eq('id', sel.data!.id)
      .single();
    expect(back.data!.growth_metrics).toEqual({ structure: 4, vigor: 6, yield: 8, frost: 9, overall: 5 });
  });
});

describe('CSV import', () => {
  it('imports passports, lab results and parentage by name in one go', async () => {
    const tag = randomUUID().slice(0, 6);
    const { data, error } = await lena.client.rpc('animus_import_cultivars', {
      p_rows: [
        { name: `Mom ${tag}`, breeder: 'Seed Co', accession_type: 'seed_lot', declared_chemotype: 'III' },
        { name: `Dad ${tag}`, lab: { thca: 20, terpenes: { limonene: 0.5 } } },
        {
          name: `Kid ${tag}`,
          synonyms: ['Kiddo'],
          mother: `mom ${tag}`,
          father: `Dad ${tag}`,
          lineage_evidence: 'breeder_statement',
        },
      ],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ imported: 3 });
    const kid = await lena.client
      .from('animus_lineage')
      .select('mother_name, father_name, evidence')
      .eq('child_name', `Kid ${tag}`);
    expect(kid.data).toEqual([
      { mother_name: `Mom ${tag}`, father_name: `Dad ${tag}`, evidence: 'breeder_statement' },
    ]);
    const dad = await lena.client
      .from('animus_cultivars')
      .select('chemotype, terpenes')
      .eq('name', `Dad ${tag}`)
      .single();
    expect(dad.data).toEqual({ chemotype: 'I', terpenes: ['limonene'] });
  });

  it('imports nothing when any row fails, and says which rows and why', async () => {
    const tag = randomUUID().slice(0, 6);
    const before = (await lena.client.from('animus_cultivars').select('id', { count: 'exact', head: true }))
      .count;
    const { data, error } = await lena.client.rpc('animus_import_cultivars', {
      p_rows: [
        { name: `Good ${tag}` },
        { name: `Bad type ${tag}`, accession_type: 'bulb' },
        { name: `Good ${tag}` },
        { name: `Orphan ${tag}`, mother: 'No Such Strain' },
        { name: `Bad lab ${tag}`, lab: { thca: 'lots' } },
      ],
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Nothing was imported: 4 of 5 rows have errors');
    const rows = JSON.parse(error!.details) as Array<{
      row: number;
      code: string;
      constraint: string | null;
      message: string;
    }>;
    expect(rows.map((r) => [r.row, r.code])).toEqual([
      [2, '23514'],
      [3, '23505'],
      [5, '22P02'],
      [4, '23503'],
    ]);
    expect(rows.find((r) => r.row === 3)!.constraint).toBe('animus_cultivars_owner_name_breeder_key');
    expect(rows.find((r) => r.row === 4)!.message).toBe(
      'No cultivar called "No Such Strain" in your library or the shared library',
    );
    const after = (await lena.client.from('animus_cultivars').select('id', { count: 'exact', head: true }))
      .count;
    expect(after).toBe(before);
  });

  it('takes a parent several cultivars are named after by its id, or as another row of the file', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await lena.client
      .from('animus_cultivars')
      .insert([
        { name: `Twin ${tag}`, breeder: 'North Seeds' },
        { name: `Twin ${tag}`, breeder: 'South Seeds' },
      ])
      .select('id, breeder')
      .throwOnError();
    const south = first.data!.find((c) => c.breeder === 'South Seeds')!.id;
    // By name alone the import cannot tell the two apart.
    const byName = await lena.client.rpc('animus_import_cultivars', {
      p_rows: [{ name: `Child ${tag}`, mother: `Twin ${tag}` }],
    });
    expect(byName.error?.code).toBe('22023');
    expect(JSON.parse(byName.error!.details)[0].message).toBe(
      `Several cultivars are called "Twin ${tag}"; add the parentage on the cultivar's page instead`,
    );
    const { error } = await lena.client.rpc('animus_import_cultivars', {
      p_rows: [
        { name: `Twin ${tag}`, breeder: 'West Seeds' },
        { name: `Child ${tag}`, mother: south, father_row: 1 },
      ],
    });
    expect(error).toBeNull();
    const child = await lena.client
      .from('animus_lineage')
      .select('mother_id, father_name')
      .eq('child_name', `Child ${tag}`)
      .single();
    expect(child.data).toEqual({ mother_id: south, father_name: `Twin ${tag}` });
    // An id the grower cannot read, or a row that is not there, is that row's error.
    const bad = await lena.client.rpc('animus_import_cultivars', {
      p_rows: [
        { name: `Lost ${tag}`, mother: randomUUID() },
        { name: `Lost too ${tag}`, mother: south, father_row: 9 },
      ],
    });
    expect(
      (JSON.parse(bad.error!.details) as Array<{ row: number; code: string }>).map((r) => [r.row, r.code]),
    ).toEqual([
      [1, '23503'],
      [2, '23503'],
    ]);
  });

  it('is for Advanced growers only, and at most 5,000 rows at a time', async () => {
    expect((await basic.client.rpc('animus_import_cultivars', { p_rows: [{ name: 'x' }] })).error?.code).toBe(
      '42501',
    );
    const many = Array.from({ length: 5001 }, (_, i) => ({ name: `Row ${i}` }));
    const big = await lena.client.rpc('animus_import_cultivars', { p_rows: many });
    expect(big.error?.message).toBe('At most 5,000 rows per import');
  });
});

describe('search and the same-name warning', () => {
  let mine: string;
  beforeAll(async () => {
    mine = (
      await cultivar(dana.client, { name: 'Zkittlez Cake', breeder: 'Dana Seeds', synonyms: ['Zk Cake'] })
    ).id;
    await cultivar(marcus.client, { name: 'Zkittlez Cake', breeder: 'Other Breeder', shared: true });
    await cultivar(marcus.client, { name: 'Zkittlez Hidden', breeder: 'Private' });
    await cultivarOfType(marcus.client, 'III', { name: 'Zkittlez CBD', breeder: 'Marcus', shared: true });
  });

  it('finds a misspelt name among the grower’s own and shared cultivars, never a private one of others', async () => {
    const { data, error } = await dana.client
      .rpc('search_cultivars', { p_query: 'zkitlez' }, { get: true })
      .select('name, breeder');
    expect(error).toBeNull();
    expect(data!.map((r) => `${r.name} / ${r.breeder}`).sort()).toEqual([
      'Zkittlez CBD / Marcus',
      'Zkittlez Cake / Dana Seeds',
      'Zkittlez Cake / Other Breeder',
    ]);
  });

  it('forgives two typos in a short name ("blu drem" for Blue Dream), in the list and its count', async () => {
    const blue = (await cultivar(dana.client, { name: 'Blue Dream', breeder: 'Dana Seeds' })).id;
    const found = await dana.client
      .rpc('search_cultivars', { p_query: 'blu drem', p_scope: 'mine' })
      .select('id');
    expect(found.error).toBeNull();
    expect(found.data!.map((r) => r.id)).toEqual([blue]);
    const count = await dana.client.rpc('count_cultivars', { p_query: 'blu drem', p_scope: 'mine' });
    expect(count.data).toBe(1);
  });

  it('matches synonyms and filters by chemotype, scope and breeder', async () => {
    const syn = await dana.client.rpc('search_cultivars', { p_query: 'zk cake' }).select('id');
    expect(syn.data!.map((r) => r.id)).toContain(mine);
    const iii = await dana.client
      .rpc('search_cultivars', { p_query: 'zkittlez', p_chemotypes: ['III'] })
      .select('name');
    expect(iii.data).toEqual([{ name: 'Zkittlez CBD' }]);
    const own = await dana.client
      .rpc('search_cultivars', { p_query: 'zkittlez', p_scope: 'mine' })
      .select('breeder');
    expect(own.data).toEqual([{ breeder: 'Dana Seeds' }]);
    const breeder = await dana.client
      .rpc('search_cultivars', { p_breeder: 'other breeder' })
      .select('breeder');
    expect(breeder.data!.every((r) => r.breeder === 'Other Breeder')).toBe(true);
  });

  it('filters by tags (all chosen present, removed ones not) and terpenes', async () => {
    const c = await cultivar(marcus.client, { name: 'Taggable Thing', shared: true });
    await labResult(marcus.client, c.id, { thca: 15, terpenes: { terpinolene: 0.9 } });
    await marcus.client.from('animus_cultivar_tags').insert([
      { cultivar_id: c.id, label: 'fruity' },
      { cultivar_id: c.id, label: 'tall' },
    ]);
    const both = await dana.client.rpc('search_cultivars', { p_tags: ['fruity', 'tall'] }).select('id');
    expect(both.data).toEqual([{ id: c.id }]);
    const missing = await dana.client.rpc('search_cultivars', { p_tags: ['fruity', 'short'] }).select('id');
    expect(missing.data).toEqual([]);
    const terp = await dana.client
      .rpc('search_cultivars', { p_terpenes: ['terpinolene'], p_query: 'taggable' })
      .select('id');
    expect(terp.data).toEqual([{ id: c.id }]);
  });

  it('counts what the search finds, with the same filters', async () => {
    for (const args of [
      { p_query: 'zkitlez' },
      { p_query: 'zkittlez', p_chemotypes: ['III'] },
      { p_scope: 'mine' },
    ]) {
      const found = await dana.client.rpc('search_cultivars', { ...args, p_limit: 200 }).select('id');
      const counted = await dana.client.rpc('count_cultivars', args);
      expect(counted.error).toBeNull();
      expect(counted.data).toBe(found.data!.length);
    }
  });

  it('offers the readable breeders, terpenes and tags as filter choices', async () => {
    const { data, error } = await dana.client.rpc('animus_library_facets');
    expect(error).toBeNull();
    const f = data as { breeders: string[]; terpenes: string[]; tags: string[] };
    expect(f.breeders).toEqual(expect.arrayContaining(['Dana Seeds', 'Other Breeder', 'Marcus']));
    expect(f.breeders).not.toContain('Private');
    const none = await basic.client.rpc('animus_library_facets');
    expect(none.data).toEqual({ breeders: [], terpenes: [], tags: [] });
  });

  it('refuses a Basic grower and anon', async () => {
    expect((await basic.client.rpc('search_cultivars', { p_query: 'z' })).error?.code).toBe('42501');
    expect((await basic.client.rpc('count_cultivars', { p_query: 'z' })).error?.code).toBe('42501');
    expect((await anonClient().rpc('search_cultivars', { p_query: 'z' })).error?.code).toBe('42501');
  });

  it('warns about the same name from another breeder, not the grower’s own entry of that breeder', async () => {
    const { data, error } = await dana.client.rpc('animus_similar_cultivars', {
      p_name: 'Zkittlez Cake',
      p_breeder: 'Dana Seeds',
    });
    expect(error).toBeNull();
    expect(data!.map((r) => [r.name, r.breeder, r.mine])).toEqual([
      ['Zkittlez Cake', 'Other Breeder', false],
    ]);
    const close = await dana.client.rpc('animus_similar_cultivars', {
      p_name: 'Zkittles Cake',
      p_breeder: 'Someone',
    });
    expect(close.data!.length).toBe(2);
    const far = await dana.client.rpc('animus_similar_cultivars', { p_name: 'Blue Dream', p_breeder: '' });
    expect(far.data!.filter((r) => r.name.startsWith('Zkittlez'))).toEqual([]);
  });
});
