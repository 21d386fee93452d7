// The Atlas demo data works as the README says: North Campus's team (pro@ owner, advanced@ manager,
// basic@ staff, free@ invited), read through the API as those people.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCode, ok } from './atlas-helpers.ts';
import { anonClient, demoUser, proveEmail, type TestUser } from './helpers.ts';

const NORTH_CAMPUS = 'f0000000-0000-4000-8000-000000000401';
let pro: TestUser;
let advanced: TestUser;
let basic: TestUser;
let free: TestUser;

beforeAll(async () => {
  [pro, advanced, basic, free] = (await Promise.all(
    ['pro', 'advanced', 'basic', 'free'].map((p) => demoUser(`${p}@example.com`)),
  )) as [TestUser, TestUser, TestUser, TestUser];
});

describe('the North Campus team', () => {
  it('has its owner, manager and staff, all working under the owner’s Professional plan', async () => {
    for (const [user, role] of [
      [pro, 'owner'],
      [advanced, 'manager'],
      [basic, 'staff'],
    ] as const) {
      const mine = ok(await user.client.rpc('my_facilities'));
      expect(mine.find((f) => f.facility_id === NORTH_CAMPUS)).toMatchObject({ role, plan: 'Professional' });
    }
    // free@ is invited; a password session sees the invitation unnamed until the address is proved.
    const unproved = ok(await free.client.rpc('my_facility_invitations'));
    expect(unproved).toEqual([expect.objectContaining({ facility_name: null, role: 'staff' })]);
    await proveEmail(free);
    const invitations = ok(await free.client.rpc('my_facility_invitations'));
    expect(invitations).toEqual([expect.objectContaining({ facility_name: 'North Campus', role: 'staff' })]);
  });

  it('has three SOPs; basic@ is not current on the sanitation SOP and cannot complete its task yet', async () => {
    const register = ok(
      await basic.client
        .from('atlas_sop_register')
        .select('code, status, effective_version, effective_version_id')
        .eq('facility_id', NORTH_CAMPUS)
        .order('code'),
    );
    expect(register.map((r) => [r.code, r.status, r.effective_version])).toEqual([
      ['SOP-CUL-001', 'effective', 2],
      ['SOP-IPM-002', 'effective', 1],
      ['SOP-SAN-003', 'effective', 3],
    ]);
    const acks = ok(
      await basic.client.from('atlas_sop_acknowledgements').select('version_id').eq('user_id', basic.id),
    );
    const current = register
      .filter((r) => acks.some((a) => a.version_id === r.effective_version_id))
      .map((r) => r.code);
    expect(current).toEqual(['SOP-CUL-001', 'SOP-IPM-002']);
    const task = ok(
      await basic.client
        .from('atlas_tasks')
        .select('id')
        .eq('title', 'Sanitize the drying racks')
        .eq('status', 'open')
        .single(),
    );
    expectCode(await basic.client.from('atlas_tasks').update({ status: 'done' }).eq('id', task.id), 'AT006');
  });

  it('has equipment with history, consumables at their reorder points and a running cycle with tasks', async () => {
    const stats = ok(
      await advanced.client
        .from('atlas_equipment_stats')
        .select('failures, mtbf_days')
        .eq('facility_id', NORTH_CAMPUS),
    );
    expect(stats.some((s) => (s.failures ?? 0) >= 3 && Number(s.mtbf_days) > 0)).toBe(true);
    const low = ok(
      await basic.client
        .from('atlas_consumable_stock')
        .select('name')
        .eq('facility_id', NORTH_CAMPUS)
        .eq('below_reorder_point', true),
    );
    expect(low.map((l) => l.name).sort()).toEqual(['Athena Pro Bloom', 'CO₂ cylinder 50 lb']);
    const templates = ok(
      await basic.client.from('atlas_cycle_templates').select('id').eq('facility_id', NORTH_CAMPUS),
    );
    expect(templates).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const mine = ok(
      await basic.client
        .from('atlas_tasks')
        .select('title, due_on')
        .eq('assignee_id', basic.id)
        .neq('status', 'done')
        .lte('due_on', today),
    );
    expect(mine.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Check the dehumidifier drain lines', 'IPM scouting, week 4']),
    );
    // pro@ was told about the two consumables below their reorder points.
    const notes = ok(await pro.client.from('notifications').select('title').eq('type', 'reorder'));
    expect(notes.map((n) => n.title).sort()).toEqual([
      'Reorder Athena Pro Bloom',
      'Reorder CO₂ cylinder 50 lb',
    ]);
  });

  it('publishes two current cycles on the public board', async () => {
    const board = ok(await anonClient().rpc('atlas_production_board'));
    const north = board.filter((r) => r.board_name === 'North Campus, Denver');
    expect(north.map((r) => [r.room_alias, r.phase, r.strain])).toEqual([
      ['Flower A', 'flower', 'Wedding Cake'],
      ['Veg', 'veg', 'Tangie Cookies F2 #7'],
    ]);
  });
});
