// The public production board: signed-out visitors see the current cycles of published facilities
// with only the fields each allowed (public name, room alias, phase, day, strain or hidden) and
// nothing else about a facility, through the one function; every Atlas table is closed to anon.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTemplate, expectCode, isoDay, newTeam, newTemplate, ok, type Team } from './atlas-helpers.ts';
import { anonClient, setTier } from './helpers.ts';

let team: Team;
let publicName: string;

beforeAll(async () => {
  team = await newTeam('board');
  publicName = `Board ${team.facilityId.slice(0, 8)}`;
  const template = await newTemplate(team, { veg: 20, flower: 56 }, []);
  // Flower (room 1) is day 6 of veg today; the veg phase sits in room 0.
  ok(
    await applyTemplate(team.manager.client, template, team.rooms[1], isoDay(-5), {
      p_phase_rooms: { veg: team.rooms[0] },
      p_name: 'Secret batch name',
    }),
  );
  // A cycle in the dry room, not published: never shown.
  ok(await applyTemplate(team.manager.client, template, team.rooms[2], isoDay(-30)));
});

async function board() {
  const rows = ok(await anonClient().rpc('atlas_production_board'));
  return rows.filter((r) => r.board_name === publicName);
}

describe('publishing', () => {
  it('shows nothing until the owner publishes, and only published rooms', async () => {
    expect(await board()).toEqual([]);
    // Only the owner publishes: managers, staff and outsiders cannot.
    for (const client of [team.manager.client, team.staff.client]) {
      expectCode(
        await client
          .from('atlas_board_settings')
          .insert({ facility_id: team.facilityId, public_name: 'x', published: true }),
        '42501',
      );
      expectCode(
        await client.from('atlas_board_rooms').insert({ room_id: team.rooms[0], alias: 'x' } as never),
        '42501',
      );
    }
    ok(
      await team.owner.client
        .from('atlas_board_settings')
        .insert({ facility_id: team.facilityId, public_name: publicName, published: true }),
    );
    expect(await board()).toEqual([]); // no room published yet
    ok(
      await team.owner.client
        .from('atlas_board_rooms')
        .insert({ room_id: team.rooms[0], alias: 'Veg A' } as never),
    );
    const rows = await board();
    expect(rows).toEqual([
      {
        board_name: publicName,
        room_alias: 'Veg A',
        phase: 'veg',
        day_in_phase: 6,
        phase_days: 20,
        strain: null,
      },
    ]);
    // Exactly these columns: no ids, no real names, no dates, no facility details.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['board_name', 'day_in_phase', 'phase', 'phase_days', 'room_alias', 'strain'].sort(),
    );
    const text = JSON.stringify(rows);
    for (const secret of [
      'Secret batch name',
      'board-owner facility',
      team.facilityId,
      team.rooms[0],
      team.owner.id,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows the strain and hides the day only when the owner says so', async () => {
    ok(
      await team.owner.client
        .from('atlas_board_settings')
        .update({ show_strain: true, show_day: false })
        .eq('facility_id', team.facilityId),
    );
    expect(await board()).toEqual([
      {
        board_name: publicName,
        room_alias: 'Veg A',
        phase: 'veg',
        day_in_phase: null,
        phase_days: null,
        strain: 'Blue Dream',
      },
    ]);
  });

  it('disappears when unpublished, when the owner leaves Professional, or when the room is unpublished', async () => {
    await setTier(team.owner, 'Advanced');
    try {
      expect(await board()).toEqual([]);
    } finally {
      await setTier(team.owner, 'Professional');
    }
    expect(await board()).toHaveLength(1);
    ok(
      await team.owner.client
        .from('atlas_board_settings')
        .update({ published: false })
        .eq('facility_id', team.facilityId),
    );
    expect(await board()).toEqual([]);
    ok(
      await team.owner.client
        .from('atlas_board_settings')
        .update({ published: true })
        .eq('facility_id', team.facilityId),
    );
    ok(await team.owner.client.from('atlas_board_rooms').delete().eq('room_id', team.rooms[0]));
    expect(await board()).toEqual([]);
  });
});

describe('nothing else is readable signed out', () => {
  const tables = [
    'facilities',
    'rooms',
    'facility_members',
    'facility_invitations',
    'atlas_sops',
    'atlas_sop_versions',
    'atlas_sop_steps',
    'atlas_sop_acknowledgements',
    'atlas_sop_review_notices',
    'atlas_sop_register',
    'atlas_entry_sops',
    'atlas_equipment',
    'atlas_equipment_stats',
    'atlas_maintenance_plans',
    'atlas_maintenance_schedule',
    'atlas_maintenance_requests',
    'atlas_consumables',
    'atlas_consumable_stock',
    'atlas_consumable_lots',
    'atlas_stock_moves',
    'atlas_cycle_templates',
    'atlas_template_phases',
    'atlas_template_tasks',
    'atlas_cycles',
    'atlas_cycle_phases',
    'atlas_phase_variance',
    'atlas_tasks',
    'atlas_milestone_moves',
    'atlas_board_settings',
    'atlas_board_rooms',
  ] as const;

  it.each(tables)('anon cannot read %s', async (table) => {
    const res = await anonClient()
      .from(table as 'atlas_sops')
      .select('*')
      .limit(1);
    expectCode(res, '42501');
  });

  it('anon can call no other Atlas function', async () => {
    const anon = anonClient();
    for (const [fn, args] of [
      ['my_facilities', {}],
      ['facility_team', { p_facility_id: team.facilityId }],
      ['atlas_send_review_reminders', { p_facility_id: team.facilityId }],
      [
        'atlas_apply_template',
        {
          p_template_id: team.facilityId,
          p_room_id: team.rooms[0],
          p_starts_on: isoDay(0),
          p_strain_name: 'x',
          p_name: 'x',
        },
      ],
    ] as const) {
      expectCode(await anon.rpc(fn as 'my_facilities', args as never), '42501');
    }
    // The photos bucket is private.
    const listed = await anon.storage.from('atlas-photos').list(team.facilityId);
    expect(listed.data ?? []).toEqual([]);
  });
});
