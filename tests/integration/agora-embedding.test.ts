// Deep embedding through the specialty links fanned out to every consultant of every specialty at
// each level (seven levels ran into anon's statement timeout). The marketplace embeds a consultant's
// specialties from specialty_ids instead, and the link table is closed to anon and to strangers.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newConsultant, newUser, type TestConsultant, type TestUser } from './helpers.ts';

const DEMO_CONSULTANT_PROFILE = 'c0000000-0000-4000-8000-000000000005';

/** `agora_specialties(id, agora_consultant_profiles(id, agora_specialties(id, …)))`, `levels` deep. */
function deepEmbed(levels: number): string {
  let inner = 'id';
  for (let i = levels - 1; i >= 0; i -= 1) {
    inner = `id,${i % 2 === 0 ? 'agora_consultant_profiles' : 'agora_specialties'}(${inner})`;
  }
  return inner;
}

describe('embedding through the specialty links', () => {
  let owner: TestConsultant;
  let stranger: TestUser;

  beforeAll(async () => {
    owner = await newConsultant({ application: { p_specialty_ids: [4, 9] } });
    stranger = await newUser({ prefix: 'stranger' });
  });

  it('refuses anon a seven-level embed at once instead of running it', async () => {
    const { data, error } = await anonClient().from('agora_specialties').select(deepEmbed(7)).limit(5);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/agora_consultant_specialties/);
  });

  it('closes the link table to anon and shows a signed-in user only their own links', async () => {
    const anon = await anonClient()
      .from('agora_consultant_specialties')
      .select('specialty_id')
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
    expect(anon.error?.code).toBe('42501');

    const other = await stranger.client
      .from('agora_consultant_specialties')
      .select('specialty_id')
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);

    const own = await owner.client
      .from('agora_consultant_specialties')
      .select('specialty_id')
      .eq('consultant_id', owner.consultantId)
      .order('specialty_id');
    expect(own.data).toEqual([{ specialty_id: 4 }, { specialty_id: 9 }]);
  });

  it('a signed-in deep embed from the specialty list reaches only the caller’s own profile', async () => {
    const { data, error } = await stranger.client
      .from('agora_specialties')
      .select('id, agora_consultant_profiles(id)')
      .eq('id', 4);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, agora_consultant_profiles: [] }]);
  });

  it('still embeds every specialty of each consultant for anon, by name', async () => {
    const { data, error } = await anonClient()
      .from('agora_consultant_profiles')
      .select('id, specialty_ids, specialties:agora_specialties(id, name)')
      .eq('id', owner.consultantId)
      .single();
    expect(error).toBeNull();
    expect(data!.specialties).toEqual([
      { id: 4, name: 'Hydroponics' },
      { id: 9, name: 'Irrigation & Fertigation' },
    ]);
  });
});
