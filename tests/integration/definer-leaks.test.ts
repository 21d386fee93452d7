// Five SECURITY DEFINER functions and triggers that told callers about rows they may not read, each
// reproduced as the attacker would try it and compared with what the same attempt answers about a
// row that does not exist. db-definer-sweep.test.ts tries every such function the same way; these
// keep the concrete cases the sweep's generic arguments would not think of (a guessed synonym, a
// guessed breeder, a chemotype in an error hint).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cultivar, cultivarOfType, grower } from './animus-library-fixtures.ts';
import { newGrower } from './arca-records-helpers.ts';
import { anonClient, db, type TestUser } from './helpers.ts';

/** What an attempt told the caller: the data, or the error's words. */
function answer(res: {
  data: unknown;
  error: { code?: string; message?: string; details?: string | null; hint?: string | null } | null;
}) {
  return res.error
    ? {
        error: {
          code: res.error.code,
          message: res.error.message,
          details: res.error.details,
          hint: res.error.hint,
        },
      }
    : { data: res.data };
}

describe('definer functions and triggers reveal nothing about rows the caller may not read', () => {
  let owner: TestUser;
  let stranger: TestUser;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([grower(`leak-owner-${tag}`), grower(`leak-stranger-${tag}`)]);
  });

  it('the archive search does not match synonyms the owner did not publish', async () => {
    const secret = `qxsecret${randomUUID().slice(0, 8)}`;
    await cultivar(owner.client, {
      name: `Zz Quiet ${randomUUID().slice(0, 8)}`,
      synonyms: [secret],
      published: true,
      published_fields: ['breeder'],
    });
    const open = await cultivar(owner.client, {
      name: `Zz Open ${randomUUID().slice(0, 8)}`,
      synonyms: [`qxopen${tag}`],
      published: true,
      published_fields: ['synonyms'],
    });
    const anon = anonClient();
    for (const query of [secret, secret.slice(0, 9), `${secret.slice(0, 12)}`]) {
      const res = await anon.rpc('animus_archive_search', { p_query: query });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([]);
    }
    // A published synonym is found, so the search itself works.
    const found = await anon.rpc('animus_archive_search', { p_query: `qxopen${tag}` });
    expect((found.data as Array<{ id: string }>).map((c) => c.id)).toContain(open.id);
  });

  it('the same-name warning neither shows nor answers guesses about an unpublished breeder', async () => {
    const name = `Zz Twin ${tag}`;
    const hidden = await cultivar(owner.client, {
      name,
      breeder: 'Secret Seeds',
      published: true,
      published_fields: [],
    });
    const shared = await cultivar(owner.client, { name: `${name}s`, breeder: 'Open Seeds', shared: true });
    const ask = (breeder: string) =>
      stranger.client.rpc('animus_similar_cultivars', { p_name: name, p_breeder: breeder });
    const rows = (await ask('')).data as Array<{ id: string; breeder: string | null }>;
    expect(rows.find((r) => r.id === hidden.id)).toMatchObject({ breeder: null });
    expect(rows.find((r) => r.id === shared.id)).toMatchObject({ breeder: 'Open Seeds' });
    const right = ((await ask('Secret Seeds')).data as Array<{ id: string }>).map((r) => r.id);
    const wrong = ((await ask('Other Seeds')).data as Array<{ id: string }>).map((r) => r.id);
    expect(right).toContain(hidden.id);
    expect(right).toEqual(wrong);
  });

  it('the lineage check prints no chemotype of a cultivar the caller cannot read', async () => {
    const privateParent = await cultivarOfType(owner.client, 'III');
    const child = await cultivarOfType(stranger.client, 'I');
    const claim = (motherId: string) =>
      stranger.client
        .from('animus_lineage_claims')
        .insert({ child_id: child.id, mother_id: motherId, evidence: 'chemotype_consistent' });
    const hidden = answer(await claim(privateParent.id));
    const absent = answer(await claim(randomUUID()));
    expect(JSON.stringify(hidden)).not.toContain('III');
    expect(hidden).toEqual(absent);
  });

  describe('who works at another facility', () => {
    let facilityId: string;
    let staffId: string;
    let stranger: Awaited<ReturnType<typeof newGrower>>;

    beforeAll(async () => {
      stranger = await newGrower(`leak-facility-${tag}`, 'Professional');
      const { rows } = await db().query<{ facility_id: string; user_id: string }>(`
        select m.facility_id, m.user_id from public.facility_members m
        join public.facilities f on f.id = m.facility_id
        join auth.users u on u.id = m.user_id
        where f.name = 'North Campus' and u.email = 'basic@example.com'`);
      ({ facility_id: facilityId, user_id: staffId } = rows[0]!);
    });

    it('an invitation to someone else’s facility is refused the same for its staff and for nobody', async () => {
      const invite = (email: string) =>
        stranger.client
          .from('facility_invitations')
          .insert({ facility_id: facilityId, email, role: 'staff' });
      const member = answer(await invite('basic@example.com'));
      const nobody = answer(await invite(`nobody-${tag}@test.example.com`));
      expect(member).toEqual(nobody);
      expect(member).toMatchObject({ error: { code: '42501' } });
    });

    it('facility_role answers only about the caller or a facility the caller works in', async () => {
      const res = await stranger.client.rpc('facility_role', {
        p_facility_id: facilityId,
        p_user_id: staffId,
      });
      expect(answer(res)).toEqual({ data: null });
      // The caller's own facility still answers.
      const own = await stranger.client.rpc('facility_role', { p_facility_id: stranger.facilityId });
      expect(own.data).toBe('owner');
    });

    it("an SOP's version in force is found only by those who may read the SOP", async () => {
      const { rows } = await db().query<{ id: string }>(
        `select s.id from public.atlas_sops s
         where s.facility_id = $1 and exists (select 1 from public.atlas_sop_versions v
                                              where v.sop_id = s.id and v.status = 'effective') limit 1`,
        [facilityId],
      );
      const at = new Date().toISOString();
      const res = await stranger.client.rpc('atlas_sop_version_at', { p_sop_id: rows[0]!.id, p_at: at });
      expect(answer(res)).toEqual({ data: null });
    });
  });
});
