// Production cycles through the RPCs the app calls: a template applied to a room and a date gives
// the same dated plan as the app's preview; a room never holds two cycles at once (exclusion
// constraint, also when a phase changes room or a milestone moves into another cycle), and the
// refusal names the cycle holding the room and its dates; moving a
// milestone shifts the open tasks of the later phases and records planned vs actual; staff work
// tasks but never plan them.
import { beforeAll, describe, expect, it } from 'vitest';
import { moveMilestone, planCycle, type Phase } from '../../src/modules/atlas/cycles/plan.ts';
import { applyTemplate, expectCode, isoDay, newTeam, newTemplate, ok, type Team } from './atlas-helpers.ts';

const PHASES = { propagation: 14, veg: 21, flower: 63, dry: 10, cure: 21 };
const TASKS = [
  { phase: 'propagation' as Phase, offset_days: 0, title: 'Take cuttings' },
  { phase: 'veg' as Phase, offset_days: 14, title: 'Top and train' },
  { phase: 'flower' as Phase, offset_days: 0, title: 'Flip to 12/12' },
  { phase: 'flower' as Phase, offset_days: 21, title: 'Defoliate' },
  { phase: 'flower' as Phase, offset_days: -2, title: 'Clean the flower room' },
  { phase: 'dry' as Phase, offset_days: 0, title: 'Harvest' },
  { phase: 'cure' as Phase, offset_days: 7, title: 'Burp jars' },
];

let team: Team;
let template: string;

beforeAll(async () => {
  team = await newTeam('cycles');
  template = await newTemplate(team, PHASES, TASKS);
});

async function roomNameOf(t: Team, roomId: string) {
  return ok(await t.manager.client.from('rooms').select('room_name').eq('id', roomId).single()).room_name;
}

/** isoDay(n) as the refusal words it: "Dec 1, 2026". */
function shortDay(n: number) {
  return new Date(`${isoDay(n)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function phasesOf(cycleId: string, t: Team = team) {
  return ok(
    await t.staff.client
      .from('atlas_phase_variance')
      .select('*')
      .eq('cycle_id', cycleId)
      .order('baseline_start'),
  );
}

describe('applying a template', () => {
  it('produces the dated plan the app previews', async () => {
    const start = isoDay(30);
    const cycle = ok(
      await applyTemplate(team.manager.client, template, team.rooms[1], start),
    ) as unknown as string;
    const expected = planCycle(
      Object.entries(PHASES).map(([phase, duration_days]) => ({ phase: phase as Phase, duration_days })),
      TASKS,
      start,
    );
    const phases = await phasesOf(cycle);
    expect(phases.map((p) => ({ phase: p.phase, start_on: p.start_on, end_on: p.end_on }))).toEqual(
      expected.phases,
    );
    expect(phases.every((p) => p.room_id === team.rooms[1])).toBe(true);
    const tasks = ok(
      await team.staff.client
        .from('atlas_tasks')
        .select('title, due_on, offset_days, status')
        .eq('cycle_id', cycle)
        .order('due_on')
        .order('title'),
    );
    expect(tasks.map((t) => [t.title, t.due_on])).toEqual(
      [...expected.tasks]
        .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.title.localeCompare(b.title))
        .map((t) => [t.title, t.due_on]),
    );
    expect(tasks.every((t) => t.status === 'open')).toBe(true);
    const row = ok(
      await team.staff.client.from('atlas_cycles').select('starts_on, ends_on').eq('id', cycle).single(),
    );
    expect(row).toEqual({ starts_on: expected.starts_on, ends_on: expected.ends_on });
  });

  it('staff and other facilities cannot plan cycles; bad input is refused with a reason', async () => {
    expectCode(await applyTemplate(team.staff.client, template, team.rooms[0], isoDay(400)), '42501');
    const other = await newTeam('cycles-other');
    expectCode(await applyTemplate(other.manager.client, template, other.rooms[0], isoDay(400)), 'PT404');
    // Another facility's room, a start far away, a phase room of another facility.
    expectCode(await applyTemplate(team.manager.client, template, other.rooms[0], isoDay(400)), '22023');
    expectCode(await applyTemplate(team.manager.client, template, team.rooms[0], isoDay(2000)), '22023');
    expectCode(
      await applyTemplate(team.manager.client, template, team.rooms[0], isoDay(400), {
        p_phase_rooms: { dry: other.rooms[2] },
      }),
      '22023',
    );
  });
});

describe('a room holds one cycle at a time', () => {
  it('refuses a second cycle overlapping in the same room, allows it back to back or elsewhere', async () => {
    const t = await newTeam('overlap');
    const tpl = await newTemplate(t, { veg: 14, flower: 56 }, []);
    const first = ok(
      await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(0), { p_name: 'Run 1' }),
    ) as unknown as string;
    // Overlapping (starts inside the first): refused naming the room, the cycle holding it, its
    // phase and the days it holds the room; nothing saved.
    const clash = await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(30));
    expectCode(clash, 'AT016');
    expect(clash.error?.message).toBe(
      `${await roomNameOf(t, t.rooms[1])} is held by Run 1 (flower) from ${shortDay(14)} to ${shortDay(69)}. Choose another room or start date.`,
    );
    expect(
      ok(await t.manager.client.from('atlas_cycles').select('id').eq('facility_id', t.facilityId)),
    ).toHaveLength(1);
    // Back to back (the day the first ends) is fine; so is another room at the same time.
    ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(70)));
    ok(await applyTemplate(t.manager.client, tpl, t.rooms[0], isoDay(30)));
    // A phase may sit in no room (a shared bench): it never blocks.
    ok(
      await applyTemplate(t.manager.client, tpl, t.rooms[2], isoDay(30), {
        p_phase_rooms: { veg: null, flower: t.rooms[2] },
      }),
    );
    ok(await applyTemplate(t.manager.client, tpl, t.rooms[2], isoDay(100), { p_phase_rooms: { veg: null } }));

    // Moving a phase of the first cycle into a busy room is refused too.
    const phase = ok(
      await t.manager.client
        .from('atlas_cycle_phases')
        .select('id')
        .eq('cycle_id', first)
        .eq('phase', 'flower')
        .single(),
    );
    expectCode(
      await t.manager.client.from('atlas_cycle_phases').update({ room_id: t.rooms[0] }).eq('id', phase.id),
      'AT016',
    );
    // Cancelling frees the room.
    expectCode(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(-5)), 'AT016');
    ok(await t.manager.client.rpc('atlas_set_cycle_status', { p_cycle_id: first, p_status: 'cancelled' }));
    ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(-5)));
  });

  it('refuses a milestone move that would run into the next cycle in the room', async () => {
    const t = await newTeam('overlap-move');
    const tpl = await newTemplate(t, { veg: 14, flower: 56 }, []);
    const first = ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(0))) as unknown as string;
    ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(70), { p_name: 'Run 2' }));
    const flower = ok(
      await t.manager.client
        .from('atlas_cycle_phases')
        .select('id')
        .eq('cycle_id', first)
        .eq('phase', 'flower')
        .single(),
    );
    const move = await t.manager.client.rpc('atlas_move_milestone', {
      p_cycle_phase_id: flower.id,
      p_to: isoDay(17),
    });
    expectCode(move, 'AT016');
    expect(move.error?.message).toBe(
      `${await roomNameOf(t, t.rooms[1])} is held by Run 2 (veg) from ${shortDay(70)} to ${shortDay(83)}. Choose another room or start date.`,
    );
    // Nothing moved.
    const after = ok(
      await t.manager.client.from('atlas_cycle_phases').select('start_on').eq('id', flower.id).single(),
    );
    expect(after.start_on).toBe(isoDay(14));
  });
});

describe('moving a milestone', () => {
  it('shifts the later phases and their open tasks, keeps done ones, and records planned vs actual', async () => {
    const t = await newTeam('move');
    const tpl = await newTemplate(t);
    const cycle = ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(-2))) as unknown as string;
    const tasks = ok(
      await t.staff.client.from('atlas_tasks').select('id, title, due_on, status').eq('cycle_id', cycle),
    );
    const byTitle = (title: string) => tasks.find((x) => x.title === title)!;
    // The transplant (veg day 0) is done; the flip and later ones are open.
    ok(
      await t.staff.client.from('atlas_tasks').update({ status: 'done' }).eq('id', byTitle('Transplant').id),
    );

    const phases = ok(
      await t.staff.client
        .from('atlas_cycle_phases')
        .select('id, phase, start_on, end_on')
        .eq('cycle_id', cycle),
    );
    const flower = phases.find((p) => p.phase === 'flower')!;
    const to = isoDay(-2 + 21 + 3); // flip three days later
    const preview = moveMilestone(
      phases.map((p) => ({ phase: p.phase as Phase, start_on: p.start_on, end_on: p.end_on })),
      tasks.map((x) => ({
        id: x.id,
        phase: phaseOfTitle(x.title),
        due_on: x.due_on,
        status: x.title === 'Transplant' ? 'done' : 'open',
      })),
      'flower',
      to,
    );
    expect(preview.ok).toBe(true);

    // Staff cannot move milestones.
    expectCode(
      await t.staff.client.rpc('atlas_move_milestone', { p_cycle_phase_id: flower.id, p_to: to }),
      '42501',
    );
    const moved = ok(
      await t.manager.client.rpc('atlas_move_milestone', {
        p_cycle_phase_id: flower.id,
        p_to: to,
        p_reason: 'Canopy not filled in',
      }),
    );
    expect(moved).toBe(preview.ok ? preview.movedTaskIds.length : -1);
    expect(moved).toBe(3); // flip, defoliate, harvest

    const after = ok(
      await t.staff.client
        .from('atlas_tasks')
        .select('id, title, due_on, baseline_due_on')
        .eq('cycle_id', cycle),
    );
    const shift = (title: string) => {
      const x = after.find((a) => a.title === title)!;
      return (Date.parse(x.due_on) - Date.parse(x.baseline_due_on)) / 86_400_000;
    };
    expect([
      shift('Transplant'),
      shift('Top and train'),
      shift('Flip to 12/12'),
      shift('Defoliate'),
      shift('Harvest'),
    ]).toEqual([0, 0, 3, 3, 3]);

    const variance = await phasesOf(cycle, t);
    expect(variance.map((v) => [v.phase, v.start_shift_days, v.length_change_days])).toEqual([
      ['veg', 0, 3],
      ['flower', 3, 0],
      ['dry', 3, 0],
    ]);
    if (preview.ok) {
      expect(variance.map((v) => ({ phase: v.phase, start_on: v.start_on, end_on: v.end_on }))).toEqual(
        preview.phases,
      );
    }
    const log = ok(
      await t.staff.client
        .from('atlas_milestone_moves')
        .select('phase, from_on, to_on, reason, tasks_moved, moved_by'),
    );
    expect(log).toEqual([
      {
        phase: 'flower',
        from_on: flower.start_on,
        to_on: to,
        reason: 'Canopy not filled in',
        tasks_moved: 3,
        moved_by: t.manager.id,
      },
    ]);
    // A move that leaves veg without a day is refused.
    expectCode(
      await t.manager.client.rpc('atlas_move_milestone', { p_cycle_phase_id: flower.id, p_to: isoDay(-2) }),
      'AT013',
    );
  });
});

function phaseOfTitle(title: string): Phase {
  return title === 'Transplant' || title === 'Top and train' ? 'veg' : title === 'Harvest' ? 'dry' : 'flower';
}

describe('tasks', () => {
  it('staff start and finish tasks (who and when stamped) but never change the plan', async () => {
    const t = await newTeam('tasks');
    const tpl = await newTemplate(t);
    const cycle = ok(await applyTemplate(t.manager.client, tpl, t.rooms[1], isoDay(0))) as unknown as string;
    const task = ok(
      await t.staff.client
        .from('atlas_tasks')
        .select('id, due_on')
        .eq('cycle_id', cycle)
        .eq('title', 'Transplant')
        .single(),
    );

    for (const change of [
      { title: 'Renamed' },
      { due_on: isoDay(5) },
      { assignee_id: t.staff.id },
      { offset_days: 3 },
    ]) {
      expectCode(await t.staff.client.from('atlas_tasks').update(change).eq('id', task.id), 'AT012');
    }
    const started = ok(
      await t.staff.client
        .from('atlas_tasks')
        .update({ status: 'in_progress' })
        .eq('id', task.id)
        .select('started_by, started_at')
        .single(),
    );
    expect(started.started_by).toBe(t.staff.id);
    expect(Math.abs(Date.parse(started.started_at!) - Date.now())).toBeLessThan(60_000);
    expectCode(
      await t.staff.client.from('atlas_tasks').update({ status: 'open' }).eq('id', task.id),
      'AT009',
    );

    // Managers plan: assign to a teammate (not to a stranger), move a date (the offset follows).
    expectCode(
      await t.manager.client
        .from('atlas_tasks')
        .update({ assignee_id: (await newTeam('tasks-x')).staff.id })
        .eq('id', task.id),
      'AT014',
    );
    const moved = ok(
      await t.manager.client
        .from('atlas_tasks')
        .update({ assignee_id: t.staff.id, due_on: isoDay(2) })
        .eq('id', task.id)
        .select('offset_days, due_on, baseline_due_on')
        .single(),
    );
    expect(moved).toEqual({ offset_days: 2, due_on: isoDay(2), baseline_due_on: isoDay(0) });
    // A photo must sit in the task's own folder.
    expectCode(
      await t.staff.client
        .from('atlas_tasks')
        .update({ photo_path: `${t.facilityId}/other/photo.jpg` })
        .eq('id', task.id),
      '23514',
    );
    ok(
      await t.staff.client
        .from('atlas_tasks')
        .update({ photo_path: `${t.facilityId}/${task.id}/photo.jpg` })
        .eq('id', task.id),
    );
    // Managers add a task to a phase; staff cannot.
    const phase = ok(
      await t.manager.client
        .from('atlas_cycle_phases')
        .select('id')
        .eq('cycle_id', cycle)
        .eq('phase', 'flower')
        .single(),
    );
    expectCode(
      await t.staff.client
        .from('atlas_tasks')
        .insert({ cycle_phase_id: phase.id, offset_days: 3, title: 'Extra' } as never),
      '42501',
    );
    const extra = ok(
      await t.manager.client
        .from('atlas_tasks')
        .insert({ cycle_phase_id: phase.id, offset_days: 3, title: 'Extra' } as never)
        .select('facility_id, cycle_id, due_on')
        .single(),
    );
    expect(extra).toEqual({ facility_id: t.facilityId, cycle_id: cycle, due_on: isoDay(21 + 3) });
  });
});
