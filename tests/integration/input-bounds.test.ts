// Bad input refused by the database through the public API, whatever the UI would have sent:
// quick-access items are bounded tool ids, URLs are https (or the project's own storage), and
// plant and selection images are bucket paths or such URLs.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser, newUser, stack, type TestUser } from './helpers.ts';

let user: TestUser;
let grower: TestUser;
let owner: TestUser;
let projectId: string;
const GREEN_VALLEY = 'c0000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  [user, grower, owner] = await Promise.all([
    newUser('bounds'),
    newUser({ prefix: 'bounds-grower', tier: 'Advanced' }),
    demoUser('pro@example.com'),
  ]);
  const project = await grower.client
    .from('breeding_projects')
    .insert({ name: 'Bounds' })
    .select('id')
    .single();
  if (project.error) throw project.error;
  projectId = project.data.id;
});

const setQuickAccess = (items: string[]) =>
  user.client
    .from('profiles')
    .update({ quick_access_items: items })
    .eq('id', user.id)
    .select('quick_access_items');
const setAvatar = (url: string) =>
  user.client.from('profiles').update({ avatar_url: url }).eq('id', user.id).select('avatar_url');

describe('profiles.quick_access_items', () => {
  it('keeps a list of known-shaped tool ids', async () => {
    const { data, error } = await setQuickAccess(['arca-calculator', 'prometheus2']);
    expect(error).toBeNull();
    expect(data).toEqual([{ quick_access_items: ['arca-calculator', 'prometheus2'] }]);
  });

  it.each<[string, string[]]>([
    ['a 1 MB item', ['a'.repeat(1024 * 1024)]],
    ['an item of 65 characters', ['a'.repeat(65)]],
    ['markup', ['<img src=x onerror=alert(1)>']],
    ['upper case and spaces', ['Arca Calculator']],
    ['an empty item', ['']],
    ['a repeated item', ['arca-calculator', 'arca-calculator']],
    ['25 items', Array.from({ length: 25 }, (_, i) => `tool-${i}`)],
  ])('refuses %s', async (_label, items) => {
    const { error } = await setQuickAccess(items);
    expect(error?.code).toBe('23514');
  });
});

describe('URL columns', () => {
  it('accept https and the local stack’s own storage URLs', async () => {
    for (const url of [
      'https://images.example.com/people/sam.png',
      `${stack.apiUrl}/storage/v1/object/public/avatars/${user.id}/avatar.png`,
    ]) {
      const { data, error } = await setAvatar(url);
      expect(error).toBeNull();
      expect(data).toEqual([{ avatar_url: url }]);
    }
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://tracker.example.com/pixel.png',
    'http://127.0.0.1:8080/admin/delete-everything',
    '//evil.example.com/a.png',
    'https://exa mple.com/a.png',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuse %s as an avatar', async (url) => {
    const { error } = await setAvatar(url);
    expect(error?.code).toBe('23514');
  });

  it('refuse a plain-http link in the clients portal', async () => {
    const insert = (url: string) =>
      owner.client
        .from('organization_resources')
        .insert({ organization_id: GREEN_VALLEY, kind: 'link', title: 'Bounds test', url })
        .select('id');
    expect((await insert('http://example.com/sop.pdf')).error?.code).toBe('23514');
    const ok = await insert('https://example.com/sop.pdf');
    expect(ok.error).toBeNull();
    await owner.client.from('organization_resources').delete().eq('id', ok.data![0]!.id);
  });
});

describe('plant and selection images', () => {
  const plant = (images: string[]) =>
    grower.client
      .from('phenos')
      .insert({ project_id: projectId, plant_id: `P-${Math.random().toString(36).slice(2, 8)}`, images })
      .select('images');

  it('are bucket paths or safe URLs', async () => {
    const path = `${grower.id}/${projectId}/3b8f0d6e-1c1a-4c1e-9a53-0f8b1c2d3e4f.jpg`;
    const { data, error } = await plant([path, 'https://images.example.com/pheno.jpg']);
    expect(error).toBeNull();
    expect(data![0]!.images).toEqual([path, 'https://images.example.com/pheno.jpg']);
  });

  it.each([
    ['javascript:alert(1)'],
    ['../../etc/passwd'],
    ['http://tracker.example.com/p.gif'],
    ['/abs/path.png'],
  ])('refuse %s', async (image) => {
    const { error } = await plant([image]);
    expect(error?.code).toBe('23514');
  });

  it('refuse an unsafe image on a selection too', async () => {
    const { error } = await grower.client
      .from('selections')
      .insert({ project_id: projectId, plant_id: 'S-1', images: ['javascript:alert(1)'] });
    expect(error?.code).toBe('23514');
  });
});
