// SOP document control through REST: drafts only change while drafts, the designated approver
// approves (four eyes), one version in force at a time, acknowledgements of the version in force
// only, and the rule that a task requiring an SOP is completed only by someone who acknowledged
// its current version (and records it). Review reminders go out once. Arca entries that follow an
// SOP record the version in force when they happened.
import { beforeAll, describe, expect, it } from 'vitest';
import { mustLog } from './arca-records-helpers.ts';
import {
  acknowledge,
  applyTemplate,
  expectCode,
  isoDay,
  newSop,
  newTeam,
  newTemplate,
  newVersion,
  ok,
  STEPS,
  type Sop,
  type Team,
} from './atlas-helpers.ts';
import { db } from './helpers.ts';

let team: Team;

beforeAll(async () => {
  team = await newTeam('sops');
});

describe('versions', () => {
  it('a new SOP starts as a draft that staff cannot see', async () => {
    const sop = ok(
      await team.manager.client
        .from('atlas_sops')
        .insert({
          facility_id: team.facilityId,
          code: 'sop-new-1',
          title: 'Mixing a nutrient tank',
          owner_id: team.staff.id,
          approver_id: team.owner.id,
        })
        .select('id, code')
        .single(),
    );
    expect(sop.code).toBe('SOP-NEW-1');
    const register = ok(
      await team.manager.client.from('atlas_sop_register').select('status, pending_status').eq('id', sop.id),
    );
    expect(register).toEqual([{ status: 'draft', pending_status: 'draft' }]);
    expect(ok(await team.staff.client.from('atlas_sop_versions').select('id').eq('sop_id', sop.id))).toEqual(
      [],
    );
    expect(ok(await team.staff.client.from('atlas_sops').select('id').eq('id', sop.id))).toHaveLength(1);
  });

  it('refuses an owner who is not on the team and an approver who is staff', async () => {
    const base = {
      facility_id: team.facilityId,
      title: 'x',
      owner_id: team.manager.id,
      approver_id: team.owner.id,
    };
    const outsider = await newTeam('sops-out');
    expectCode(
      await team.manager.client
        .from('atlas_sops')
        .insert({ ...base, code: 'A-1', owner_id: outsider.owner.id }),
      'AT014',
    );
    expectCode(
      await team.manager.client
        .from('atlas_sops')
        .insert({ ...base, code: 'A-2', approver_id: team.staff.id }),
      'AT014',
    );
  });

  it('runs draft → approved → effective, archives the previous version and never edits it again', async () => {
    const sop = await newSop(team);
    const v2 = ok(
      await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id }),
    ) as unknown as string;
    // The draft copies v1's steps.
    const steps = ok(
      await team.manager.client.from('atlas_sop_steps').select('kind, body').eq('version_id', v2),
    );
    expect(steps).toHaveLength(STEPS.length);
    // v1 (in force) is locked: its steps and text cannot change, even through the editor's RPC.
    expectCode(
      await team.manager.client
        .from('atlas_sop_versions')
        .update({ scope: 'changed' })
        .eq('id', sop.versionId),
      'AT004',
    );
    expectCode(
      await team.manager.client
        .from('atlas_sop_steps')
        .update({ body: 'changed' })
        .eq('version_id', sop.versionId),
      'AT004',
    );
    expectCode(
      await team.manager.client.rpc('atlas_save_sop_draft', { p_version_id: sop.versionId, p_steps: [] }),
      'AT004',
    );
    // The draft changes freely; a second draft is refused.
    ok(
      await team.manager.client
        .from('atlas_sop_versions')
        .update({ scope: 'Flower rooms only' })
        .eq('id', v2),
    );
    expectCode(await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id }), 'AT001');
    // Going into force needs approval first.
    expectCode(
      await team.manager.client.rpc('atlas_make_sop_version_effective', { p_version_id: v2 }),
      'AT001',
    );
    // Only the designated approver approves (the manager is not this SOP's approver).
    expectCode(await team.manager.client.rpc('atlas_approve_sop_version', { p_version_id: v2 }), 'AT002');
    ok(await team.owner.client.rpc('atlas_approve_sop_version', { p_version_id: v2 }));
    // Approved content is locked too.
    expectCode(
      await team.manager.client.from('atlas_sop_versions').update({ scope: 'late change' }).eq('id', v2),
      'AT004',
    );
    ok(await team.manager.client.rpc('atlas_make_sop_version_effective', { p_version_id: v2 }));

    const versions = ok(
      await team.staff.client
        .from('atlas_sop_versions')
        .select('id, version, status, effective_at, archived_at, next_review_on')
        .eq('sop_id', sop.id)
        .order('version'),
    );
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'archived'],
      [2, 'effective'],
    ]);
    // v1's time in force ends exactly when v2's begins.
    expect(versions[0]!.archived_at).toBe(versions[1]!.effective_at);
    // Next review: 12 months (the SOP's default review period) after going into force.
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(versions[1]!.next_review_on).toBe(inAYear.toISOString().slice(0, 10));
    // The team was asked to acknowledge v2.
    const notes = ok(
      await team.staff.client.from('notifications').select('title').eq('type', 'sop_effective'),
    );
    expect(notes.map((n) => n.title)).toContain(`${sop.code} v2 is in force`);
    // Statuses and dates cannot be written directly.
    const forged = await team.manager.client
      .from('atlas_sop_versions')
      .update({ status: 'effective' } as never)
      .eq('id', sop.versionId);
    expectCode(forged, '42501');
  });

  it('keeps one version in force at a time, whoever writes the rows', async () => {
    const sop = await newSop(team);
    await newVersion(team, sop.id);
    // Even the database owner cannot stretch v1's time in force over v2's.
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query("set local atlas.sop_transition = 'on'");
      await expect(
        client.query(
          `update public.atlas_sop_versions set archived_at = archived_at + interval '1 day' where id = $1`,
          [sop.versionId],
        ),
      ).rejects.toMatchObject({ code: '23P01' });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('four eyes: the author cannot approve their own version while another manager could', async () => {
    const t = await newTeam('eyes');
    // The owner writes an SOP they approve themselves: refused (the manager could approve).
    const sop = ok(
      await t.owner.client
        .from('atlas_sops')
        .insert({
          facility_id: t.facilityId,
          code: 'E-1',
          title: 'x',
          owner_id: t.owner.id,
          approver_id: t.owner.id,
        })
        .select('id')
        .single(),
    );
    const draft = ok(
      await t.owner.client.from('atlas_sop_versions').select('id').eq('sop_id', sop.id).single(),
    );
    ok(await t.owner.client.rpc('atlas_save_sop_draft', { p_version_id: draft.id, p_steps: STEPS as never }));
    expectCode(await t.owner.client.rpc('atlas_approve_sop_version', { p_version_id: draft.id }), 'AT003');
    // An empty draft is never approved.
    const empty = ok(
      await t.manager.client
        .from('atlas_sops')
        .insert({
          facility_id: t.facilityId,
          code: 'E-2',
          title: 'x',
          owner_id: t.manager.id,
          approver_id: t.owner.id,
        })
        .select('id')
        .single(),
    );
    const emptyDraft = ok(
      await t.owner.client.from('atlas_sop_versions').select('id').eq('sop_id', empty.id).single(),
    );
    expectCode(
      await t.owner.client.rpc('atlas_approve_sop_version', { p_version_id: emptyDraft.id }),
      'AT008',
    );
  });

  it('retires an SOP (its version archived) and refuses to delete one that was in force', async () => {
    const sop = await newSop(team);
    const del = await team.manager.client.from('atlas_sops').delete().eq('id', sop.id);
    expectCode(del, 'AT015');
    expectCode(await team.staff.client.rpc('atlas_retire_sop', { p_sop_id: sop.id }), '42501');
    ok(await team.manager.client.rpc('atlas_retire_sop', { p_sop_id: sop.id }));
    const reg = ok(
      await team.staff.client.from('atlas_sop_register').select('status, effective_version').eq('id', sop.id),
    );
    expect(reg).toEqual([{ status: 'retired', effective_version: null }]);
  });

  it('validates steps: a measurement needs a target, a tolerance and a unit', async () => {
    const sop = await newSop(team);
    const draft = ok(
      await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id }),
    ) as unknown as string;
    expectCode(
      await team.manager.client.rpc('atlas_save_sop_draft', {
        p_version_id: draft,
        p_steps: [{ kind: 'measurement', body: 'pH', target: 6 }],
      }),
      '23514',
    );
    expectCode(
      await team.manager.client.rpc('atlas_save_sop_draft', {
        p_version_id: draft,
        p_steps: [{ kind: 'check', body: 'ok', target: 1, tolerance: 1, unit: 'x' }],
      }),
      '23514',
    );
    // A failed save changes nothing.
    expect(
      ok(await team.manager.client.from('atlas_sop_steps').select('id').eq('version_id', draft)),
    ).toHaveLength(STEPS.length);
  });
});

describe('acknowledgements', () => {
  let sop: Sop;

  beforeAll(async () => {
    sop = await newSop(team);
  });

  it('each person acknowledges the version in force as themselves, once; nobody edits the record', async () => {
    await acknowledge(team.staff.client, sop.versionId);
    const dup = await team.staff.client
      .from('atlas_sop_acknowledgements')
      .insert({ version_id: sop.versionId } as never);
    expectCode(dup, '23505');
    // Acknowledging for someone else is refused.
    const forged = await team.staff.client
      .from('atlas_sop_acknowledgements')
      .insert({ version_id: sop.versionId, user_id: team.manager.id } as never);
    expectCode(forged, '42501');
    const upd = await team.staff.client
      .from('atlas_sop_acknowledgements')
      .update({ acknowledged_at: '2020-01-01T00:00:00Z' } as never)
      .eq('version_id', sop.versionId);
    expectCode(upd, '42501');
    const del = await team.staff.client
      .from('atlas_sop_acknowledgements')
      .delete()
      .eq('version_id', sop.versionId);
    expectCode(del, '42501');
  });

  it('refuses acknowledging a draft or an archived version', async () => {
    const v2 = await newVersion(team, sop.id);
    expectCode(
      await team.manager.client
        .from('atlas_sop_acknowledgements')
        .insert({ version_id: sop.versionId } as never),
      'AT005',
    );
    const v3 = ok(
      await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id }),
    ) as unknown as string;
    expectCode(
      await team.manager.client.from('atlas_sop_acknowledgements').insert({ version_id: v3 } as never),
      'AT005',
    );
    await acknowledge(team.manager.client, v2);
  });
});

describe('a task that requires an SOP', () => {
  it('is completed only by someone who acknowledged the version in force, and records it', async () => {
    const t = await newTeam('ack-rule');
    const sop = await newSop(t);
    const template = await newTemplate(t, { flower: 56 }, [
      { phase: 'flower', offset_days: 0, title: 'Flip to 12/12', sop_id: sop.id },
    ]);
    const cycle = ok(
      await applyTemplate(t.manager.client, template, t.rooms[1], isoDay(-1)),
    ) as unknown as string;
    const task = ok(
      await t.staff.client.from('atlas_tasks').select('id, sop_id').eq('cycle_id', cycle).single(),
    );
    expect(task.sop_id).toBe(sop.id);

    // Not acknowledged: starting is fine, completing is refused with the SOP's code and version.
    ok(await t.staff.client.from('atlas_tasks').update({ status: 'in_progress' }).eq('id', task.id));
    const refused = await t.staff.client.from('atlas_tasks').update({ status: 'done' }).eq('id', task.id);
    expectCode(refused, 'AT006');
    expect(refused.error?.message).toContain(`${sop.code} v1`);

    // Acknowledged v1, then v2 goes into force: refused again until v2 is acknowledged.
    await acknowledge(t.staff.client, sop.versionId);
    const v2 = await newVersion(t, sop.id);
    expectCode(
      await t.staff.client.from('atlas_tasks').update({ status: 'done' }).eq('id', task.id),
      'AT006',
    );
    await acknowledge(t.staff.client, v2);
    const done = ok(
      await t.staff.client
        .from('atlas_tasks')
        .update({ status: 'done', note: 'Lights set, no leaks.' })
        .eq('id', task.id)
        .select('status, done_by, done_at, sop_version_id')
        .single(),
    );
    expect(done).toMatchObject({ status: 'done', done_by: t.staff.id, sop_version_id: v2 });
    // Who and when cannot be claimed.
    const forged = await t.staff.client
      .from('atlas_tasks')
      .update({ done_by: t.owner.id } as never)
      .eq('id', task.id);
    expectCode(forged, '42501');
    // A finished task stays finished.
    expectCode(
      await t.manager.client.from('atlas_tasks').update({ status: 'open' }).eq('id', task.id),
      'AT009',
    );
  });

  it('holds for the manager and the owner too, and for an SOP with no version in force', async () => {
    const t = await newTeam('ack-rule2');
    const sop = await newSop(t);
    const template = await newTemplate(t, { veg: 14 }, [
      { phase: 'veg', offset_days: 1, title: 'Clean', sop_id: sop.id },
      { phase: 'veg', offset_days: 2, title: 'Clean again', sop_id: sop.id },
    ]);
    const cycle = ok(
      await applyTemplate(t.manager.client, template, t.rooms[0], isoDay(0)),
    ) as unknown as string;
    const tasks = ok(
      await t.owner.client.from('atlas_tasks').select('id').eq('cycle_id', cycle).order('due_on'),
    );
    expectCode(
      await t.owner.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[0]!.id),
      'AT006',
    );
    expectCode(
      await t.manager.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[0]!.id),
      'AT006',
    );
    await acknowledge(t.owner.client, sop.versionId);
    ok(await t.owner.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[0]!.id));
    ok(await t.manager.client.rpc('atlas_retire_sop', { p_sop_id: sop.id }));
    expectCode(
      await t.owner.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[1]!.id),
      'AT007',
    );
  });
});

/** Moves a version's review date, as time passing would (past the draft-only rule, as the owner of the schema). */
async function setReviewDate(versionId: string, daysFromToday: number) {
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query("set local atlas.sop_transition = 'on'");
    await client.query(
      'update public.atlas_sop_versions set next_review_on = current_date + $2::int where id = $1',
      [versionId, daysFromToday],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('review reminders', () => {
  it('tell the SOP’s owner and approver once when the review is 30 days away, once when overdue', async () => {
    const t = await newTeam('review');
    const sop = await newSop(t);
    await setReviewDate(sop.versionId, 20);
    // Anyone on the team may trigger the check (the app does on load); it is idempotent.
    expect(ok(await t.staff.client.rpc('atlas_send_review_reminders', { p_facility_id: t.facilityId }))).toBe(
      1,
    );
    expect(ok(await t.staff.client.rpc('atlas_send_review_reminders', { p_facility_id: t.facilityId }))).toBe(
      0,
    );
    const ownerNotes = ok(
      await t.owner.client.from('notifications').select('title').eq('type', 'sop_review'),
    );
    const managerNotes = ok(
      await t.manager.client.from('notifications').select('title').eq('type', 'sop_review'),
    );
    expect(ownerNotes.map((n) => n.title)).toEqual([`${sop.code} is due for review`]);
    expect(managerNotes).toHaveLength(1);
    expect(ok(await t.staff.client.from('notifications').select('id').eq('type', 'sop_review'))).toEqual([]);

    await setReviewDate(sop.versionId, -1);
    expect(
      ok(await t.manager.client.rpc('atlas_send_review_reminders', { p_facility_id: t.facilityId })),
    ).toBe(1);
    const overdue = ok(await t.owner.client.from('notifications').select('title').eq('type', 'sop_review'));
    expect(overdue.map((n) => n.title)).toContain(`${sop.code} review is overdue`);
    // Another facility's people trigger nothing here.
    const other = await newTeam('review-other');
    expect(
      ok(await other.owner.client.rpc('atlas_send_review_reminders', { p_facility_id: t.facilityId })),
    ).toBe(0);
  });
});

describe('Arca entries that follow an SOP', () => {
  it('record the version in force when the entry happened; staff link them, outsiders cannot', async () => {
    const sop = await newSop(team);
    const v2 = await newVersion(team, sop.id);
    const { rows } = await db().query<{ effective_at: Date }>(
      'select effective_at from public.atlas_sop_versions where id = any($1) order by version',
      [[sop.versionId, v2]],
    );
    // A moment while v1 was in force.
    const [v1From, v2From] = rows.map((r) => r.effective_at.getTime());
    const before = new Date((v1From! + v2From!) / 2).toISOString();
    const oldEntry = await mustLog(team.staff.client, team, { occurred_at: before });
    const newEntry = await mustLog(team.staff.client, team, { occurred_at: new Date().toISOString() });
    const linked = ok(
      await team.staff.client
        .from('atlas_entry_sops')
        .insert([
          { entry_id: oldEntry, sop_id: sop.id } as never,
          { entry_id: newEntry, sop_id: sop.id } as never,
        ])
        .select('entry_id, sop_version_id'),
    );
    expect(Object.fromEntries(linked.map((l) => [l.entry_id, l.sop_version_id]))).toEqual({
      [oldEntry]: sop.versionId,
      [newEntry]: v2,
    });
    // Before v1 was in force there was no version to follow.
    const ancient = await mustLog(team.staff.client, team, { occurred_at: '2020-01-01T00:00:00Z' });
    expectCode(
      await team.staff.client.from('atlas_entry_sops').insert({ entry_id: ancient, sop_id: sop.id } as never),
      'AT007',
    );
    const outsider = await newTeam('entry-out');
    const theirs = await mustLog(outsider.staff.client, outsider);
    expectCode(
      await outsider.staff.client
        .from('atlas_entry_sops')
        .insert({ entry_id: theirs, sop_id: sop.id } as never),
      '23503',
    );
  });
});
