// RLS matrix for every Atlas table and the team tables: the facility's owner, a manager, a staff
// member (both on the free plan: they work under the owner's Professional plan), the owner of
// another facility (the attacker, on Professional with a team of their own, who tries every read
// and write into this facility, including columns nobody may write) and anon, × select, insert,
// update and delete. Each cell is one real request through PostgREST.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { mustLog } from './arca-records-helpers.ts';
import {
  acknowledge,
  applyTemplate,
  isoDay,
  join,
  newSop,
  newTeam,
  newTemplate,
  ok,
  type Sop,
  type Team,
} from './atlas-helpers.ts';
import { makeCourse } from './ancora-fixtures.ts';
import { anonClient, newUser, type Client } from './helpers.ts';

type Who = 'owner' | 'manager' | 'staff' | 'attacker' | 'anon';
const PEOPLE: Who[] = ['owner', 'manager', 'staff', 'attacker', 'anon'];

let team: Team;
let other: Team;
let sop: Sop;
let draftId: string;
let templateId: string;
let cycleId: string;
let flowerPhaseId: string;
let equipmentId: string;
let consumableId: string;
// Published courses a cell may require (each requirement is a distinct course).
const courses: string[] = [];
const nextCourse = () => courses.pop()!;

function client(who: Who): Client {
  switch (who) {
    case 'owner':
      return team.owner.client;
    case 'manager':
      return team.manager.client;
    case 'staff':
      return team.staff.client;
    case 'attacker':
      return other.owner.client;
    default:
      return anonClient();
  }
}

const unique = () => randomUUID().slice(0, 8);
let stepPosition = 10;
let cycleWindow = 100;

beforeAll(async () => {
  [team, other] = await Promise.all([newTeam('rls'), newTeam('rls-attacker')]);
  sop = await newSop(team);
  await acknowledge(team.staff.client, sop.versionId);
  for (let i = 0; i < 24; i++) courses.push((await makeCourse({ title: `Required ${unique()}` })).id);
  draftId = ok(
    await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id }),
  ) as unknown as string;
  templateId = await newTemplate(team);
  cycleId = ok(
    await applyTemplate(team.manager.client, templateId, team.rooms[1], isoDay(-3)),
  ) as unknown as string;
  flowerPhaseId = ok(
    await team.manager.client
      .from('atlas_cycle_phases')
      .select('id')
      .eq('cycle_id', cycleId)
      .eq('phase', 'flower')
      .single(),
  ).id;
  equipmentId = ok(
    await team.manager.client
      .from('atlas_equipment')
      .insert({ facility_id: team.facilityId, name: 'Dehumidifier', category: 'dehumidifier' })
      .select('id')
      .single(),
  ).id;
  consumableId = ok(
    await team.manager.client
      .from('atlas_consumables')
      .insert({
        facility_id: team.facilityId,
        name: 'Pro Bloom',
        category: 'nutrient',
        unit: 'kg',
        reorder_point: 1,
      })
      .select('id')
      .single(),
  ).id;
  ok(
    await team.staff.client.from('atlas_stock_moves').insert({
      facility_id: team.facilityId,
      consumable_id: consumableId,
      kind: 'addition',
      quantity: 1000,
    }),
  );
  ok(
    await team.owner.client
      .from('atlas_board_settings')
      .insert({ facility_id: team.facilityId, public_name: 'RLS board', published: true }),
  );
});

interface Spec {
  table: string;
  key: string;
  /** A row of the facility to read, update and delete; returns its key. */
  fixture: () => Promise<string>;
  /** A row to delete, when deleting the shared fixture would take other fixtures with it. */
  deleteFixture?: () => Promise<string>;
  /** A valid new row of the facility, or null when rows are only made by functions. */
  insert: (() => Record<string, unknown>) | null;
  update: Record<string, unknown> | null;
  can: { select: Who[]; insert: Who[]; update: Who[]; delete: Who[] };
}

const TEAM: Who[] = ['owner', 'manager', 'staff'];
const MANAGERS: Who[] = ['owner', 'manager'];
const OWNER: Who[] = ['owner'];

async function insertAs(
  c: Client,
  table: string,
  row: Record<string, unknown>,
  key: string,
): Promise<string> {
  const created = ok(
    await c
      .from(table as 'atlas_sops')
      .insert(row as never)
      .select(key)
      .single(),
  ) as unknown as Record<string, string>;
  return created[key]!;
}

const SPECS: Spec[] = [
  {
    table: 'atlas_sops',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_sops',
        {
          facility_id: team.facilityId,
          code: `F-${unique()}`,
          title: 'Fixture',
          owner_id: team.manager.id,
          approver_id: team.owner.id,
        },
        'id',
      ),
    insert: () => ({
      facility_id: team.facilityId,
      code: `N-${unique()}`,
      title: 'New',
      owner_id: team.manager.id,
      approver_id: team.owner.id,
    }),
    update: { title: 'Renamed' },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    // The version in force: readable by the team, locked for everyone.
    table: 'atlas_sop_versions',
    key: 'id',
    fixture: async () => sop.versionId,
    insert: () => ({ sop_id: sop.id, version: 99 }),
    update: { scope: 'Changed' },
    can: { select: TEAM, insert: [], update: [], delete: [] },
  },
  {
    // A draft: the managers' working copy, invisible to staff; deleted while never in force.
    table: 'atlas_sop_versions',
    key: 'id',
    fixture: async () => draftId,
    deleteFixture: async () => {
      const fresh = await insertAs(
        team.manager.client,
        'atlas_sops',
        {
          facility_id: team.facilityId,
          code: `D-${unique()}`,
          title: 'Draft only',
          owner_id: team.manager.id,
          approver_id: team.owner.id,
        },
        'id',
      );
      return ok(
        await team.manager.client.from('atlas_sop_versions').select('id').eq('sop_id', fresh).single(),
      ).id;
    },
    insert: null,
    update: { scope: 'Draft scope' },
    can: { select: MANAGERS, insert: [], update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_sop_steps',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_sop_steps',
        { version_id: draftId, position: ++stepPosition, kind: 'instruction', body: 'Fixture step' },
        'id',
      ),
    insert: () => ({ version_id: draftId, position: ++stepPosition, kind: 'check', body: 'New step' }),
    update: { body: 'Changed step' },
    can: { select: MANAGERS, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_sop_acknowledgements',
    key: 'version_id',
    fixture: async () => sop.versionId,
    // Inserting is acknowledging as oneself: tested below per person.
    insert: null,
    update: { acknowledged_at: '2020-01-01T00:00:00Z' },
    can: { select: TEAM, insert: [], update: [], delete: [] },
  },
  {
    table: 'atlas_equipment',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_equipment',
        { facility_id: team.facilityId, name: `Pump ${unique()}`, category: 'irrigation' },
        'id',
      ),
    insert: () => ({ facility_id: team.facilityId, name: `Fan ${unique()}`, category: 'hvac' }),
    update: { vendor: 'AC Infinity' },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_maintenance_plans',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_maintenance_plans',
        { facility_id: team.facilityId, equipment_id: equipmentId, title: 'Clean', interval_days: 30 },
        'id',
      ),
    insert: () => ({
      facility_id: team.facilityId,
      equipment_id: equipmentId,
      title: 'Inspect',
      interval_days: 7,
    }),
    update: { interval_days: 14 },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_maintenance_requests',
    key: 'id',
    fixture: () =>
      insertAs(
        team.staff.client,
        'atlas_maintenance_requests',
        { facility_id: team.facilityId, equipment_id: equipmentId, kind: 'corrective', title: 'Leak' },
        'id',
      ),
    insert: () => ({
      facility_id: team.facilityId,
      equipment_id: equipmentId,
      kind: 'corrective',
      title: 'Noise',
    }),
    update: { status: 'in_progress' },
    can: { select: TEAM, insert: TEAM, update: TEAM, delete: MANAGERS },
  },
  {
    table: 'atlas_consumables',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_consumables',
        { facility_id: team.facilityId, name: `Item ${unique()}`, category: 'media', unit: 'bags' },
        'id',
      ),
    insert: () => ({
      facility_id: team.facilityId,
      name: `New ${unique()}`,
      category: 'packaging',
      unit: 'boxes',
    }),
    update: { reorder_point: 5 },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_stock_moves',
    key: 'id',
    fixture: () =>
      insertAs(
        team.staff.client,
        'atlas_stock_moves',
        { facility_id: team.facilityId, consumable_id: consumableId, kind: 'withdrawal', quantity: 1 },
        'id',
      ),
    insert: () => ({
      facility_id: team.facilityId,
      consumable_id: consumableId,
      kind: 'withdrawal',
      quantity: 1,
    }),
    update: { quantity: 2 },
    can: { select: TEAM, insert: TEAM, update: [], delete: [] },
  },
  {
    table: 'atlas_cycle_templates',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_cycle_templates',
        { facility_id: team.facilityId, name: `T ${unique()}` },
        'id',
      ),
    insert: () => ({ facility_id: team.facilityId, name: `New T ${unique()}` }),
    update: { description: 'Changed' },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_template_tasks',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_template_tasks',
        { template_id: templateId, phase: 'veg', offset_days: 3, title: 'Fixture' },
        'id',
      ),
    insert: () => ({ template_id: templateId, phase: 'flower', offset_days: 5, title: 'New' }),
    update: { offset_days: 4 },
    can: { select: TEAM, insert: MANAGERS, update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_cycles',
    key: 'id',
    fixture: async () => cycleId,
    // A cycle of its own, far ahead in a free room (deleting the fixture would take the tasks with it).
    deleteFixture: async () => {
      cycleWindow += 100;
      return ok(
        await applyTemplate(team.manager.client, templateId, team.rooms[0], isoDay(cycleWindow)),
      ) as unknown as string;
    },
    insert: () => ({
      facility_id: team.facilityId,
      room_id: team.rooms[0],
      name: 'x',
      strain_name: 'x',
      starts_on: isoDay(900),
      ends_on: isoDay(901),
    }),
    update: { notes: 'Changed' },
    can: { select: TEAM, insert: [], update: MANAGERS, delete: MANAGERS },
  },
  {
    table: 'atlas_cycle_phases',
    key: 'id',
    fixture: async () => flowerPhaseId,
    insert: () => ({
      cycle_id: cycleId,
      phase: 'cure',
      start_on: isoDay(900),
      end_on: isoDay(901),
      baseline_start: isoDay(900),
      baseline_end: isoDay(901),
    }),
    // A shared space: the phase holds no room.
    update: { room_id: null },
    can: { select: TEAM, insert: [], update: MANAGERS, delete: [] },
  },
  {
    table: 'atlas_tasks',
    key: 'id',
    fixture: () =>
      insertAs(
        team.manager.client,
        'atlas_tasks',
        { cycle_phase_id: flowerPhaseId, offset_days: 2, title: 'Fixture' },
        'id',
      ),
    insert: () => ({ cycle_phase_id: flowerPhaseId, offset_days: 1, title: 'New' }),
    update: { note: 'Looked fine' },
    can: { select: TEAM, insert: MANAGERS, update: TEAM, delete: MANAGERS },
  },
  {
    table: 'atlas_board_rooms',
    key: 'room_id',
    fixture: async () => {
      const { data } = await team.owner.client
        .from('atlas_board_rooms')
        .select('room_id')
        .eq('room_id', team.rooms[2]);
      if (!data?.length)
        ok(
          await team.owner.client
            .from('atlas_board_rooms')
            .insert({ room_id: team.rooms[2], alias: 'Dry' } as never),
        );
      return team.rooms[2];
    },
    insert: () => ({ room_id: team.rooms[0], alias: `Veg ${unique()}` }),
    update: { alias: 'Drying' },
    can: { select: TEAM, insert: OWNER, update: OWNER, delete: OWNER },
  },
  {
    table: 'atlas_board_settings',
    key: 'facility_id',
    fixture: async () => team.facilityId,
    insert: null,
    update: { show_strain: true },
    can: { select: TEAM, insert: [], update: OWNER, delete: OWNER },
  },
  {
    table: 'atlas_required_courses',
    key: 'course_id',
    fixture: async () => {
      const id = nextCourse();
      ok(
        await team.manager.client
          .from('atlas_required_courses')
          .insert({ facility_id: team.facilityId, course_id: id }),
      );
      return id;
    },
    insert: () => ({ facility_id: team.facilityId, course_id: nextCourse() }),
    update: { added_at: '2020-01-01T00:00:00Z' },
    can: { select: TEAM, insert: MANAGERS, update: [], delete: MANAGERS },
  },
  {
    table: 'facility_members',
    key: 'user_id',
    // A member who joined for this cell (the owner removes them in the delete cells).
    fixture: async () => {
      const member = await newUser({ prefix: 'rls-member' });
      await join(team.owner, member, 'staff');
      return member.id;
    },
    insert: () => ({ facility_id: team.facilityId, user_id: other.staff.id, role: 'manager' }),
    update: { role: 'staff' },
    can: { select: TEAM, insert: [], update: OWNER, delete: OWNER },
  },
];

const cells = (op: keyof Spec['can']) =>
  SPECS.flatMap((spec, i) =>
    PEOPLE.map((who) => [`${spec.table}#${i}`, who, spec, spec.can[op].includes(who)] as const),
  );

describe('select', () => {
  it.each(cells('select'))('%s: %s may read: %s', async (_name, who, spec, allowed) => {
    const id = await spec.fixture();
    const res = await client(who)
      .from(spec.table as 'atlas_sops')
      .select(spec.key)
      .eq(spec.key, id);
    if (who === 'anon') {
      expect(res.error?.code).toBe('42501');
    } else {
      expect(res.error).toBeNull();
      if (allowed) expect(res.data!.length).toBeGreaterThan(0);
      else expect(res.data).toEqual([]);
    }
  });
});

describe('insert', () => {
  it.each(cells('insert').filter(([, , spec]) => spec.insert))(
    '%s: %s may insert: %s',
    async (_name, who, spec, allowed) => {
      const res = await client(who)
        .from(spec.table as 'atlas_sops')
        .insert(spec.insert!() as never);
      if (allowed) expect(res.error).toBeNull();
      else expect(res.error?.code).toMatch(/^(42501|AT012)$/);
    },
  );
});

describe('update', () => {
  it.each(cells('update').filter(([, , spec]) => spec.update))(
    '%s: %s may update: %s',
    async (_name, who, spec, allowed) => {
      const id = await spec.fixture();
      const res = await client(who)
        .from(spec.table as 'atlas_sops')
        .update(spec.update as never)
        .eq(spec.key, id)
        .select(spec.key);
      if (allowed) {
        expect(res.error).toBeNull();
        expect(res.data?.length).toBeGreaterThan(0);
      } else {
        // Refused outright (no privilege, or a rule) or nothing visible to change.
        expect(res.error ? res.error.code : String(res.data?.length)).toMatch(/^(42501|AT004|AT012|0)$/);
      }
    },
  );
});

describe('delete', () => {
  it.each(cells('delete'))('%s: %s may delete: %s', async (_name, who, spec, allowed) => {
    const id = await (spec.deleteFixture ?? spec.fixture)();
    const res = await client(who)
      .from(spec.table as 'atlas_sops')
      .delete()
      .eq(spec.key, id)
      .select(spec.key);
    if (allowed) {
      expect(res.error).toBeNull();
      expect(res.data?.length).toBe(1);
    } else {
      expect(res.error ? res.error.code : String(res.data?.length)).toMatch(/^(42501|AT004|0)$/);
    }
  });
});

describe('the attacker (another facility’s owner) and columns nobody writes', () => {
  it('cannot move rows into their facility or plant rows of theirs in this one', async () => {
    const attacker = other.owner.client;
    // Their template with this facility's SOP, their task in this facility's cycle.
    const theirTemplate = await newTemplate(other, { veg: 7 }, []);
    const res = await attacker.from('atlas_template_tasks').insert({
      template_id: theirTemplate,
      phase: 'veg',
      offset_days: 0,
      title: 'x',
      sop_id: sop.id,
    } as never);
    expect(res.error?.code).toBe('23503');
    expect(
      (
        await attacker
          .from('atlas_tasks')
          .insert({ cycle_phase_id: flowerPhaseId, offset_days: 0, title: 'x' } as never)
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await attacker
          .from('atlas_template_phases')
          .insert({ template_id: templateId, phase: 'cure', duration_days: 5 } as never)
      ).error?.code,
    ).toBe('42501');
    expect(
      (await attacker.from('atlas_board_rooms').insert({ room_id: team.rooms[0], alias: 'Mine' } as never))
        .error?.code,
    ).toBe('42501');
    expect(
      (await attacker.from('atlas_sop_acknowledgements').insert({ version_id: sop.versionId } as never)).error
        ?.code,
    ).toBe('42501');
    const entry = await mustLog(team.staff.client, team);
    expect(
      (await attacker.from('atlas_entry_sops').insert({ entry_id: entry, sop_id: sop.id } as never)).error
        ?.code,
    ).toBe('42501');
    // Not through the functions either.
    for (const [fn, args] of [
      ['atlas_new_sop_version', { p_sop_id: sop.id }],
      ['atlas_approve_sop_version', { p_version_id: draftId }],
      ['atlas_make_sop_version_effective', { p_version_id: draftId }],
      ['atlas_retire_sop', { p_sop_id: sop.id }],
      ['atlas_save_sop_draft', { p_version_id: draftId, p_steps: [] }],
      [
        'atlas_apply_template',
        {
          p_template_id: templateId,
          p_room_id: team.rooms[0],
          p_starts_on: isoDay(500),
          p_strain_name: 'x',
          p_name: 'x',
        },
      ],
      ['atlas_move_milestone', { p_cycle_phase_id: flowerPhaseId, p_to: isoDay(40) }],
      ['atlas_set_cycle_status', { p_cycle_id: cycleId, p_status: 'cancelled' }],
    ] as const) {
      const r = await attacker.rpc(fn as 'atlas_retire_sop', args as never);
      expect(r.error?.code, fn).toMatch(/^(PT404|42501|AT004)$/);
    }
    // Nothing they asked for happened.
    const phase = ok(
      await team.owner.client.from('atlas_cycle_phases').select('start_on').eq('id', flowerPhaseId).single(),
    );
    expect(phase.start_on).toBe(isoDay(-3 + 21));
    const cycle = ok(
      await team.owner.client.from('atlas_cycles').select('status').eq('id', cycleId).single(),
    );
    expect(cycle.status).toBe('active');
  });

  it('nobody writes the columns the database keeps: facility, authors, stamps, statuses', async () => {
    const forged: Array<[string, string, string, Record<string, unknown>]> = [
      ['atlas_sops', 'id', sop.id, { facility_id: other.facilityId }],
      ['atlas_sops', 'id', sop.id, { retired_at: '2020-01-01T00:00:00Z' }],
      ['atlas_sops', 'id', sop.id, { created_by: team.staff.id }],
      ['atlas_sop_versions', 'id', draftId, { status: 'effective' }],
      ['atlas_sop_versions', 'id', draftId, { approved_by: team.owner.id }],
      ['atlas_equipment', 'id', equipmentId, { facility_id: other.facilityId }],
      ['atlas_cycles', 'id', cycleId, { status: 'completed' }],
      ['atlas_cycles', 'id', cycleId, { starts_on: isoDay(0) }],
      ['atlas_cycle_phases', 'id', flowerPhaseId, { start_on: isoDay(0) }],
      ['atlas_cycle_phases', 'id', flowerPhaseId, { baseline_start: isoDay(0) }],
      ['facility_members', 'user_id', team.staff.id, { facility_id: other.facilityId }],
      ['atlas_board_settings', 'facility_id', team.facilityId, { facility_id: other.facilityId }],
    ];
    for (const who of ['owner', 'manager'] as Who[]) {
      for (const [table, key, id, change] of forged) {
        const res = await client(who)
          .from(table as 'atlas_sops')
          .update(change as never)
          .eq(key, id);
        expect(res.error?.code, `${who} ${table} ${JSON.stringify(change)}`).toBe('42501');
      }
    }
  });

  it('each person acknowledges only as themselves, and only in their own facilities', async () => {
    const outsider = await newUser({ prefix: 'rls-nobody' });
    expect(
      (
        await outsider.client
          .from('atlas_sop_acknowledgements')
          .insert({ version_id: sop.versionId } as never)
      ).error?.code,
    ).toBe('42501');
    await acknowledge(team.manager.client, sop.versionId);
    const rows = ok(
      await team.owner.client
        .from('atlas_sop_acknowledgements')
        .select('user_id')
        .eq('version_id', sop.versionId),
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([team.manager.id, team.staff.id].sort());
  });

  it('only managers delete a cycle, and it takes its phases and tasks with it', async () => {
    const doomed = ok(
      await applyTemplate(team.manager.client, templateId, team.rooms[2], isoDay(30)),
    ) as unknown as string;
    for (const who of ['staff', 'attacker'] as Who[]) {
      const res = await client(who).from('atlas_cycles').delete().eq('id', doomed).select('id');
      expect(res.data ?? []).toEqual([]);
    }
    expect(
      ok(await team.manager.client.from('atlas_cycles').delete().eq('id', doomed).select('id')),
    ).toHaveLength(1);
    expect(ok(await team.owner.client.from('atlas_tasks').select('id').eq('cycle_id', doomed))).toEqual([]);
  });
});
