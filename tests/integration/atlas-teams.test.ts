// Facility teams: invitations accepted by the invitee, roles, and the extended facility access
// that turns Arca's records into team records (staff log; managers log, edit and delete; people of
// other facilities do nothing), all under the facility owner's plan.
import { beforeAll, describe, expect, it } from 'vitest';
import { logEntry, mustLog, newGrower, type Grower } from './arca-records-helpers.ts';
import { acknowledge, expectCode, join, newSop, newTeam, ok, type Team } from './atlas-helpers.ts';
import { anonClient, db, newUser, proveEmail, serviceClient, setTier, type TestUser } from './helpers.ts';

let team: Team;
let outsider: Grower;

beforeAll(async () => {
  // The owner on Basic: Arca's records need Basic, which the owner's plan covers for everyone.
  [team, outsider] = await Promise.all([
    newTeam('team', 'Basic'),
    newGrower('team-outsider', 'Professional'),
  ]);
});

describe('invitations', () => {
  it('the invitee sees and accepts; the owner is told; the member reads the facility and its rooms', async () => {
    const owner = await newGrower('inv-owner', 'Professional');
    const invitee = await newUser({ prefix: 'inv-invitee' });
    const inv = ok(
      await owner.client
        .from('facility_invitations')
        .insert({ facility_id: owner.facilityId, email: ` ${invitee.email.toUpperCase()} `, role: 'staff' })
        .select('id, email, status')
        .single(),
    );
    expect(inv).toMatchObject({ email: invitee.email, status: 'pending' });

    // Before the address is proved the invitee learns that an invitation waits and its role, not
    // which facility or who sent it, in the list and in the notice alike.
    const mine = ok(await invitee.client.rpc('my_facility_invitations'));
    expect(mine).toEqual([
      {
        id: inv.id,
        facility_id: null,
        facility_name: null,
        invited_by_name: null,
        role: 'staff',
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    expect(ok(await invitee.client.from('facilities').select('id').eq('id', owner.facilityId))).toEqual([]);
    const note = ok(
      await invitee.client
        .from('notifications')
        .select('title, message, action_url')
        .eq('type', 'facility_invitation'),
    );
    expect(note).toEqual([
      {
        title: 'Invitation to a facility team',
        message:
          "You are invited to join a facility's team as staff. Confirm your address in Atlas to see which facility, then accept or decline.",
        action_url: '/atlas/team',
      },
    ]);

    // A password session does not prove the address; a code mailed to it does.
    const unproven = await invitee.client.rpc('respond_to_facility_invitation', {
      p_invitation_id: inv.id,
      p_accept: true,
    });
    expect(unproven.error).toMatchObject({ code: '42501', details: 'email_unproven' });
    await proveEmail(invitee);
    expect(ok(await invitee.client.rpc('my_facility_invitations'))).toEqual([
      expect.objectContaining({
        id: inv.id,
        facility_id: owner.facilityId,
        facility_name: 'inv-owner facility',
        invited_by_name: expect.any(String),
      }),
    ]);
    ok(
      await invitee.client.rpc('respond_to_facility_invitation', { p_invitation_id: inv.id, p_accept: true }),
    );
    expect(ok(await invitee.client.from('facilities').select('id').eq('id', owner.facilityId))).toHaveLength(
      1,
    );
    expect(
      ok(await invitee.client.from('rooms').select('id').eq('facility_id', owner.facilityId)),
    ).toHaveLength(3);
    expect(ok(await invitee.client.rpc('my_facilities'))).toEqual([
      expect.objectContaining({ facility_id: owner.facilityId, role: 'staff', plan: 'Professional' }),
    ]);
    const told = ok(
      await owner.client.from('notifications').select('title').eq('type', 'facility_invitation'),
    );
    expect(told[0]!.title).toContain('joined inv-owner facility');
    // Answered once: a second answer finds no open invitation.
    expectCode(
      await invitee.client.rpc('respond_to_facility_invitation', { p_invitation_id: inv.id, p_accept: true }),
      'PT404',
    );
  });

  it('declining leaves the invitee outside; expired invitations cannot be accepted', async () => {
    const owner = await newGrower('dec-owner', 'Professional');
    const a = await newUser({ prefix: 'dec-a' });
    const b = await newUser({ prefix: 'dec-b' });
    const [ia, ib] = await Promise.all(
      [a, b].map(async (u) =>
        ok(
          await owner.client
            .from('facility_invitations')
            .insert({ facility_id: owner.facilityId, email: u.email, role: 'manager' })
            .select('id')
            .single(),
        ),
      ),
    );
    await proveEmail(a);
    ok(await a.client.rpc('respond_to_facility_invitation', { p_invitation_id: ia!.id, p_accept: false }));
    expect(ok(await a.client.rpc('my_facilities'))).toEqual([]);
    await db().query(
      `update public.facility_invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [ib!.id],
    );
    expectCode(
      await b.client.rpc('respond_to_facility_invitation', { p_invitation_id: ib!.id, p_accept: true }),
      'PT404',
    );
    expect(ok(await b.client.rpc('my_facility_invitations'))).toEqual([]);
  });

  it('whoever signs up with an invited address cannot answer without proving it, even by an email change', async () => {
    const owner = await newGrower('claim-owner', 'Professional');
    const address = `claim-${Date.now()}@test.example.com`;
    const inv = ok(
      await owner.client
        .from('facility_invitations')
        .insert({ facility_id: owner.facilityId, email: address, role: 'staff' })
        .select('id')
        .single(),
    );
    // A project with "Confirm email" off gives a sign-up a session at once, without any mail being
    // opened; this project confirms, so the same session (signed in by password, nothing mailed
    // opened) comes from an account an admin made unconfirmed-in-fact.
    const created = await serviceClient().auth.admin.createUser({
      email: address,
      password: 'password-123',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const squatter = anonClient();
    const signIn = await squatter.auth.signInWithPassword({ email: address, password: 'password-123' });
    expect(signIn.data.session).not.toBeNull();
    for (const accept of [true, false]) {
      const res = await squatter.rpc('respond_to_facility_invitation', {
        p_invitation_id: inv.id,
        p_accept: accept,
      });
      expect(res.error).toMatchObject({ code: '42501', details: 'email_unproven' });
    }
    expect(ok(await squatter.from('facilities').select('id').eq('id', owner.facilityId))).toEqual([]);
    expect(ok(await squatter.from('rooms').select('id').eq('facility_id', owner.facilityId))).toEqual([]);

    // A proof older than the account's last email-change request proves nothing about the new address.
    const user = { client: squatter, email: address };
    await proveEmail(user);
    await db().query(
      `update auth.users set email_change_sent_at = now() + interval '1 second' where email = $1`,
      [address],
    );
    const stale = await squatter.rpc('respond_to_facility_invitation', {
      p_invitation_id: inv.id,
      p_accept: true,
    });
    expect(stale.error).toMatchObject({ code: '42501', details: 'email_unproven' });
    await db().query(
      `update auth.users set email_change_sent_at = now() - interval '1 hour' where email = $1`,
      [address],
    );
    await proveEmail(user);
    ok(await squatter.rpc('respond_to_facility_invitation', { p_invitation_id: inv.id, p_accept: true }));
  });

  it('only the owner invites; nobody accepts an invitation sent to someone else', async () => {
    const invitee = await newUser({ prefix: 'inv-x' });
    for (const client of [team.manager.client, team.staff.client, outsider.client]) {
      const res = await client
        .from('facility_invitations')
        .insert({ facility_id: team.facilityId, email: invitee.email, role: 'manager' });
      expectCode(res, '42501');
    }
    const inv = ok(
      await team.owner.client
        .from('facility_invitations')
        .insert({ facility_id: team.facilityId, email: invitee.email, role: 'staff' })
        .select('id')
        .single(),
    );
    // The outsider cannot see it, answer it, or withdraw it.
    expect(ok(await outsider.client.from('facility_invitations').select('id').eq('id', inv.id))).toEqual([]);
    expectCode(
      await outsider.client.rpc('respond_to_facility_invitation', {
        p_invitation_id: inv.id,
        p_accept: true,
      }),
      'PT404',
    );
    const del = await outsider.client.from('facility_invitations').delete().eq('id', inv.id).select('id');
    expect(del.data).toEqual([]);
    // A second open invitation to the same address is refused; inviting a member is refused.
    expectCode(
      await team.owner.client
        .from('facility_invitations')
        .insert({ facility_id: team.facilityId, email: invitee.email, role: 'manager' }),
      '23505',
    );
    expectCode(
      await team.owner.client
        .from('facility_invitations')
        .insert({ facility_id: team.facilityId, email: team.staff.email, role: 'manager' }),
      '23505',
    );
    // The invitee cannot forge their own membership.
    const forged = await invitee.client
      .from('facility_members')
      .insert({ facility_id: team.facilityId, user_id: invitee.id, role: 'manager' } as never);
    expectCode(forged, '42501');
  });

  it('the owner changes roles and removes members; members leave; nobody else touches the list', async () => {
    const t = await newTeam('roles', 'Professional');
    const extra = await newUser({ prefix: 'roles-extra' });
    await join(t.owner, extra, 'staff');
    // Staff cannot promote themselves; a manager cannot change roles either.
    for (const [client, who] of [
      [t.staff.client, t.staff.id],
      [t.manager.client, t.staff.id],
      [outsider.client, t.staff.id],
    ] as const) {
      const res = await client
        .from('facility_members')
        .update({ role: 'manager' })
        .eq('facility_id', t.facilityId)
        .eq('user_id', who)
        .select('role');
      expect(res.data ?? []).toEqual([]);
    }
    ok(
      await t.owner.client
        .from('facility_members')
        .update({ role: 'manager' })
        .eq('facility_id', t.facilityId)
        .eq('user_id', t.staff.id),
    );
    expect(ok(await t.staff.client.rpc('my_facilities'))[0]!.role).toBe('manager');
    // A member leaves; the owner removes another.
    ok(
      await extra.client
        .from('facility_members')
        .delete()
        .eq('facility_id', t.facilityId)
        .eq('user_id', extra.id),
    );
    expect(ok(await extra.client.rpc('my_facilities'))).toEqual([]);
    const staffCannotRemove = await t.manager.client
      .from('facility_members')
      .delete()
      .eq('facility_id', t.facilityId)
      .eq('user_id', t.staff.id)
      .select('user_id');
    expect(staffCannotRemove.data).toEqual([]);
    ok(
      await t.owner.client
        .from('facility_members')
        .delete()
        .eq('facility_id', t.facilityId)
        .eq('user_id', t.staff.id),
    );
    expect(ok(await t.staff.client.from('facilities').select('id').eq('id', t.facilityId))).toEqual([]);
  });

  it('the team reads its member list with names, and teammates see each other’s public profile', async () => {
    const people = ok(await team.staff.client.rpc('facility_team', { p_facility_id: team.facilityId }));
    expect(people.map((p) => p.role)).toEqual(['owner', 'manager', 'staff']);
    expect(ok(await outsider.client.rpc('facility_team', { p_facility_id: team.facilityId }))).toEqual([]);
    const names = ok(await team.staff.client.from('public_profiles').select('id').eq('id', team.owner.id));
    expect(names).toHaveLength(1);
    expect(ok(await outsider.client.from('public_profiles').select('id').eq('id', team.staff.id))).toEqual(
      [],
    );
    expectCode(await anonClient().rpc('facility_team', { p_facility_id: team.facilityId }), '42501');
  });
});

describe('Arca records are team records (facility_access extended)', () => {
  let entry: string;

  beforeAll(async () => {
    entry = await mustLog(team.owner.client, team, { notes: 'Owner logged this' });
  });

  it('staff log an Arca entry (on a free plan, under the owner’s Basic plan) but cannot edit or delete', async () => {
    const id = await mustLog(team.staff.client, team, { notes: 'Staff logged this' });
    const { data } = await team.owner.client.from('arca_entries').select('created_by').eq('id', id).single();
    expect(data?.created_by).toBe(team.staff.id);
    // Staff read the facility's records, the owner's included.
    expect(ok(await team.staff.client.from('arca_entries').select('id').eq('id', entry))).toHaveLength(1);

    expectCode(
      await team.staff.client.rpc('arca_update_entry', {
        p_id: entry,
        p_version: 1,
        p_changes: { notes: 'x' },
      }),
      '42501',
    );
    const direct = await team.staff.client
      .from('arca_entries')
      .update({ notes: 'x' })
      .eq('id', entry)
      .select('id');
    expect(direct.data).toEqual([]);
    expectCode(await team.staff.client.rpc('arca_delete_entries', { p_ids: [entry] }), '42501');
  });

  it('a manager logs, edits, deletes and restores', async () => {
    const id = await mustLog(team.manager.client, team);
    ok(
      await team.manager.client.rpc('arca_update_entry', {
        p_id: entry,
        p_version: 1,
        p_changes: { notes: 'Edited' },
      }),
    );
    expect(ok(await team.manager.client.rpc('arca_delete_entries', { p_ids: [id] }))).toBe(1);
    expect(ok(await team.manager.client.rpc('arca_restore_entries', { p_ids: [id] }))).toBe(1);
  });

  it('people of another facility can do none of it', async () => {
    expectCode(await logEntry(outsider.client, team), '42501');
    expect(ok(await outsider.client.from('arca_entries').select('id').eq('id', entry))).toEqual([]);
    const upd = await outsider.client.rpc('arca_update_entry', {
      p_id: entry,
      p_version: 2,
      p_changes: { notes: 'x' },
    });
    expect(upd.error?.code).toMatch(/PT404|42501/);
    expectCode(await outsider.client.rpc('arca_delete_entries', { p_ids: [entry] }), 'PT404');
    // Nor do the team's members in the outsider's facility.
    expectCode(await logEntry(team.staff.client, outsider), '42501');
  });

  it('members follow the owner’s plan: a free owner locks the team out, an upgrade lets it back in', async () => {
    await setTier(team.owner, 'free');
    try {
      expectCode(await logEntry(team.staff.client, team), '42501');
      expect(ok(await team.manager.client.from('arca_entries').select('id').eq('id', entry))).toEqual([]);
    } finally {
      await setTier(team.owner, 'Basic');
    }
    expect(ok(await team.manager.client.from('arca_entries').select('id').eq('id', entry))).toHaveLength(1);
  });

  it('a member’s own facility follows their own plan', async () => {
    // The staff member (free) makes a facility of their own: Arca needs Basic there.
    const own = ok(
      await team.staff.client.from('facilities').insert({ name: 'My own room' }).select('id').single(),
    );
    const room = ok(
      await team.staff.client
        .from('rooms')
        .insert({ facility_id: own.id, room_name: 'Tent' })
        .select('id')
        .single(),
    );
    expectCode(
      await logEntry(team.staff.client, { facilityId: own.id, rooms: [room.id, room.id, room.id] }),
      '42501',
    );
  });
});

describe('Atlas under the owner’s plan', () => {
  it('a free-plan member works in a Professional owner’s Atlas; a Basic owner’s team has no Atlas', async () => {
    const pro = await newTeam('plan-pro', 'Professional');
    const sop = await newSop(pro);
    expect(ok(await pro.staff.client.from('atlas_sops').select('id').eq('id', sop.id))).toHaveLength(1);
    await acknowledge(pro.staff.client, sop.versionId);

    const insert = await team.manager.client.from('atlas_sops').insert({
      facility_id: team.facilityId,
      code: 'X-1',
      title: 'x',
      owner_id: team.manager.id,
      approver_id: team.owner.id,
    });
    expectCode(insert, '42501');
  });

  it('a deleted member loses access at once', async () => {
    const t = await newTeam('deleted', 'Professional');
    const other: TestUser = t.staff;
    await db().query('update public.profiles set is_deleted = true where id = $1', [other.id]);
    // Every request of a deleted account is refused before any policy runs.
    const read = await other.client.from('facilities').select('id').eq('id', t.facilityId);
    expect(read.error?.code).toBe('account_deleted');
    expect(read.data).toBeNull();
  });
});
