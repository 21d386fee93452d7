// The public Animus archive and the library's buckets. The archive functions are the only way in
// for anonymous visitors: every persona (anon, a Basic grower, another Advanced grower, the owner,
// a moderator, an admin) gets the same answer, built from published cultivars and only the fields
// each owner chose. Photos of published cultivars are public; COAs never are; the base tables stay
// closed to anon. The library's buckets: who uploads and reads photos and COAs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, type Client, type TestUser } from './helpers.ts';
import { cultivar, grower, labResult } from './animus-library-fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%test\n');

let owner: TestUser;
let other: TestUser;
let basic: TestUser;
let moderator: TestUser;
let admin: TestUser;
let published: { id: string };
let hidden: { id: string };
let photo: string;
let coa: string;
const name = `Archive ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  [owner, other, basic, moderator, admin] = await Promise.all([
    grower('arch-owner'),
    grower('arch-other'),
    grower('arch-basic', 'Basic'),
    grower('arch-mod', 'Basic', 'moderator'),
    grower('arch-admin', 'free', 'admin'),
  ]);
  const ownParent = await cultivar(owner.client, { name: 'Own private parent' });
  const othersPrivate = await cultivar(other.client, { name: 'Other secret parent', shared: true });
  const othersPublished = await cultivar(other.client, {
    name: 'Other public parent',
    shared: true,
    published: true,
    published_fields: [],
  });
  published = await cultivar(owner.client, { name, breeder: 'Archive Seeds', shared: true });
  hidden = await cultivar(owner.client, { name: `${name} unpublished`, shared: true });
  await labResult(owner.client, published.id, { thca: 8, cbda: 10, terpenes: { myrcene: 0.7 } });
  await owner.client
    .from('animus_cultivars')
    .update({ notes: 'Private notes', origin: 'Secret valley' })
    .eq('id', published.id);
  for (const [m, f] of [
    [ownParent.id, othersPrivate.id],
    [othersPublished.id, null],
  ] as const) {
    const { error } = await owner.client
      .from('animus_lineage_claims')
      .insert({ child_id: published.id, mother_id: m, father_id: f, evidence: 'breeder_statement' });
    if (error) throw error;
  }
  // A confirmed tag and a merely proposed one.
  const tag = await other.client
    .from('animus_cultivar_tags')
    .insert({ cultivar_id: published.id, label: 'earthy', category: 'aroma' })
    .select()
    .single();
  await owner.client.from('animus_tag_votes').insert({ tag_id: tag.data!.id, agree: true });
  await other.client.from('animus_cultivar_tags').insert({ cultivar_id: published.id, label: 'grassy' });
  for (const v of await Promise.all([grower('arch-v1'), grower('arch-v2')]))
    await v.client.from('animus_tag_votes').insert({ tag_id: tag.data!.id, agree: true });

  photo = `${owner.id}/${published.id}/${randomUUID()}.png`;
  coa = `${owner.id}/${published.id}/${randomUUID()}.pdf`;
  expect(
    (await owner.client.storage.from('animus-photos').upload(photo, PNG, { contentType: 'image/png' })).error,
  ).toBeNull();
  expect(
    (await owner.client.storage.from('animus-coas').upload(coa, PDF, { contentType: 'application/pdf' }))
      .error,
  ).toBeNull();
  await owner.client.from('animus_lab_results').update({ coa_path: coa }).eq('cultivar_id', published.id);
  const pub = await owner.client
    .from('animus_cultivars')
    .update({
      photos: [photo],
      published: true,
      published_fields: ['breeder', 'chemotype', 'lineage', 'photos', 'tags', 'lab_results'],
    })
    .eq('id', published.id);
  if (pub.error) throw pub.error;
});

const personas = (): Array<[string, Client]> => [
  ['anon', anonClient()],
  ['a Basic grower', basic.client],
  ['another Advanced grower', other.client],
  ['the owner', owner.client],
  ['a moderator', moderator.client],
  ['an admin', admin.client],
];

describe('the archive', () => {
  it.each([0, 1, 2, 3, 4, 5])('gives persona %# only the chosen fields of published cultivars', async (i) => {
    const [, client] = personas()[i]!;
    const { data, error } = await client.rpc('animus_archive_search', { p_query: name });
    expect(error).toBeNull();
    const entries = data as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.name)).toEqual([name]);
    const e = entries[0]!;
    expect(Object.keys(e).sort()).toEqual(
      [
        'breeder',
        'chemotype',
        'chemotype_source',
        'fields',
        'id',
        'lab_results',
        'lineage',
        'name',
        'photos',
        'published_at',
        'tags',
      ].sort(),
    );
    expect(e).toMatchObject({
      breeder: 'Archive Seeds',
      chemotype: 'II',
      chemotype_source: 'lab',
      photos: [photo],
    });
    expect(JSON.stringify(e)).not.toContain('Secret valley');
    expect(JSON.stringify(e)).not.toContain('Private notes');
    expect(JSON.stringify(e)).not.toContain(coa);
    // Only the community-confirmed tag.
    expect(e.tags).toEqual([{ label: 'earthy', category: 'aroma', moderated: false }]);
  });

  it('names a parent only when it is the owner’s or itself published, and links only published ones', async () => {
    const { data } = await anonClient().rpc('animus_archive_cultivar', { p_id: published.id });
    const lineage = (data as { lineage: Array<{ mother: unknown; father: unknown }> }).lineage;
    expect(lineage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mother: { name: 'Own private parent', id: null },
          father: { name: null, id: null },
        }),
        expect.objectContaining({
          mother: { name: 'Other public parent', id: expect.any(String) },
          father: null,
        }),
      ]),
    );
  });

  it('shows lab values when chosen, and nothing at all of unpublished cultivars', async () => {
    const { data } = await anonClient().rpc('animus_archive_cultivar', { p_id: published.id });
    expect((data as { lab_results: Array<{ total_cbd: number }> }).lab_results).toEqual([
      expect.objectContaining({ total_thc: 7.016, total_cbd: 8.77, chemotype: 'II' }),
    ]);
    for (const [, client] of personas()) {
      const one = await client.rpc('animus_archive_cultivar', { p_id: hidden.id });
      expect(one.error).toBeNull();
      expect(one.data).toBeNull();
    }
  });

  it('filters by a published chemotype only', async () => {
    const ii = await anonClient().rpc('animus_archive_search', { p_query: name, p_chemotype: 'II' });
    expect((ii.data as unknown[]).length).toBe(1);
    await owner.client
      .from('animus_cultivars')
      .update({ published_fields: ['breeder'] })
      .eq('id', published.id);
    const none = await anonClient().rpc('animus_archive_search', { p_query: name, p_chemotype: 'II' });
    expect(none.data).toEqual([]);
    await owner.client
      .from('animus_cultivars')
      .update({ published_fields: ['breeder', 'chemotype', 'lineage', 'photos', 'tags', 'lab_results'] })
      .eq('id', published.id);
  });

  it('keeps the library’s tables and functions closed to anon', async () => {
    const anon = anonClient();
    expect((await anon.from('animus_cultivars').select('id')).error?.code).toBe('42501');
    expect((await anon.from('animus_lab_results').select('id')).error?.code).toBe('42501');
    expect((await anon.from('animus_lineage').select('id')).error?.code).toBe('42501');
    for (const [fn, args] of [
      ['search_cultivars', {}],
      ['animus_similar_cultivars', { p_name: 'x' }],
      ['animus_pedigree', { p_roots: [published.id] }],
      ['animus_unpublish_cultivar', { p_id: published.id }],
    ] as const) {
      const { error } = await anon.rpc(fn as 'search_cultivars', args as never);
      expect(error?.code, fn).toBe('42501');
    }
  });

  it('hides the cultivars of a deleted account', async () => {
    const gone = await grower('arch-gone');
    const c = await cultivar(gone.client, {
      name: `${name} gone`,
      published: true,
      published_fields: ['breeder'],
    });
    expect(
      ((await anonClient().rpc('animus_archive_cultivar', { p_id: c.id })).data as { name: string }).name,
    ).toBe(`${name} gone`);
    await db().query('update public.profiles set is_deleted = true where id = $1', [gone.id]);
    expect((await anonClient().rpc('animus_archive_cultivar', { p_id: c.id })).data).toBeNull();
  });

  it('lets an owner unpublish on any plan, and nobody else', async () => {
    const c = await cultivar(owner.client, { name: `${name} lapsed`, published: true, published_fields: [] });
    expect((await other.client.rpc('animus_unpublish_cultivar', { p_id: c.id })).error?.code).toBe('PT404');
    await db().query(`update public.profiles set membership_tier = 'Basic' where id = $1`, [owner.id]);
    try {
      expect((await owner.client.rpc('animus_unpublish_cultivar', { p_id: c.id })).error).toBeNull();
    } finally {
      await db().query(`update public.profiles set membership_tier = 'Advanced' where id = $1`, [owner.id]);
    }
    expect((await anonClient().rpc('animus_archive_cultivar', { p_id: c.id })).data).toBeNull();
  });
});

describe('photos and COAs', () => {
  it('serves a published photo to anyone, and stops when the photos are no longer chosen', async () => {
    expect((await anonClient().storage.from('animus-photos').download(photo)).error).toBeNull();
    expect((await basic.client.storage.from('animus-photos').download(photo)).error).toBeNull();
    await owner.client
      .from('animus_cultivars')
      .update({ published_fields: ['breeder'] })
      .eq('id', published.id);
    expect((await anonClient().storage.from('animus-photos').download(photo)).error).not.toBeNull();
    // Still readable by those who can read the shared cultivar.
    expect((await other.client.storage.from('animus-photos').download(photo)).error).toBeNull();
    await owner.client
      .from('animus_cultivars')
      .update({ published_fields: ['breeder', 'chemotype', 'lineage', 'photos', 'tags', 'lab_results'] })
      .eq('id', published.id);
  });

  it('never serves a COA publicly, even with lab values published', async () => {
    expect((await anonClient().storage.from('animus-coas').download(coa)).error).not.toBeNull();
    expect((await basic.client.storage.from('animus-coas').download(coa)).error).not.toBeNull();
    expect((await owner.client.storage.from('animus-coas').download(coa)).error).toBeNull();
    // Readers of the shared cultivar's lab results, and moderators, may open it.
    expect((await other.client.storage.from('animus-coas').download(coa)).error).toBeNull();
    expect((await moderator.client.storage.from('animus-coas').download(coa)).error).toBeNull();
  });

  it('takes uploads only into the uploader’s own cultivars, of the right kinds', async () => {
    const theirs = `${owner.id}/${published.id}/${randomUUID()}.png`;
    expect(
      (await other.client.storage.from('animus-photos').upload(theirs, PNG, { contentType: 'image/png' }))
        .error,
    ).not.toBeNull();
    const mine = await cultivar(other.client);
    const intoOwners = `${other.id}/${published.id}/${randomUUID()}.png`;
    expect(
      (await other.client.storage.from('animus-photos').upload(intoOwners, PNG, { contentType: 'image/png' }))
        .error,
    ).not.toBeNull();
    const ok = `${other.id}/${mine.id}/${randomUUID()}.png`;
    expect(
      (await other.client.storage.from('animus-photos').upload(ok, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const pdfAsPhoto = `${other.id}/${mine.id}/${randomUUID()}.pdf`;
    expect(
      (
        await other.client.storage
          .from('animus-photos')
          .upload(pdfAsPhoto, PDF, { contentType: 'application/pdf' })
      ).error,
    ).not.toBeNull();
    const basicCoa = `${basic.id}/tags/${randomUUID()}.pdf`;
    expect(
      (
        await basic.client.storage
          .from('animus-coas')
          .upload(basicCoa, PDF, { contentType: 'application/pdf' })
      ).error,
    ).not.toBeNull();
  });

  it('refuses listing someone else’s file as a photo (it could then be published)', async () => {
    const mine = await cultivar(other.client);
    const { error } = await other.client
      .from('animus_cultivars')
      .update({ photos: [photo] })
      .eq('id', mine.id);
    expect(error?.code).toBe('23514');
  });
});
