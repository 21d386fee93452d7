// Resources through REST: maintenance requests move open → in progress → done with who and when
// stamped, reliability figures as Odoo computes them, stock as the sum of moves with withdrawals
// capped by what is on hand (per lot), and the reorder notification once per crossing.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCode, newTeam, ok, type Team } from './atlas-helpers.ts';
import { db } from './helpers.ts';

let team: Team;

beforeAll(async () => {
  team = await newTeam('resources');
});

async function newEquipment(t: Team, inServiceOn = '2026-01-01') {
  return ok(
    await t.manager.client
      .from('atlas_equipment')
      .insert({
        facility_id: t.facilityId,
        room_id: t.rooms[1],
        name: `Dehumidifier ${Math.random().toString(36).slice(2, 6)}`,
        category: 'dehumidifier',
        serial_number: `SN-${Math.random().toString(36).slice(2, 10)}`,
        vendor: 'Quest',
        in_service_on: inServiceOn,
        warranty_until: '2029-01-01',
        cost: 4200,
      })
      .select('id')
      .single(),
  ).id;
}

describe('maintenance requests', () => {
  it('staff report and work a breakdown one step at a time; who and when are stamped', async () => {
    const equipment = await newEquipment(team);
    const base = {
      facility_id: team.facilityId,
      equipment_id: equipment,
      kind: 'corrective',
      title: 'Not pulling water',
    };
    // A request starts open: its status (and who worked it) cannot be sent.
    for (const forged of [{ status: 'done' }, { done_by: team.staff.id }, { reported_by: team.owner.id }]) {
      expectCode(
        await team.staff.client.from('atlas_maintenance_requests').insert({ ...base, ...forged } as never),
        '42501',
      );
    }
    expectCode(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .insert({ ...base, reported_at: new Date(Date.now() + 86_400_000).toISOString() } as never),
      '22023',
    );
    const req = ok(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .insert(base as never)
        .select('id, status, reported_by')
        .single(),
    );
    expect(req).toMatchObject({ status: 'open', reported_by: team.staff.id });
    expectCode(
      await team.staff.client.from('atlas_maintenance_requests').update({ status: 'done' }).eq('id', req.id),
      'AT011',
    );
    const started = ok(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .update({ status: 'in_progress' })
        .eq('id', req.id)
        .select('started_by')
        .single(),
    );
    expect(started.started_by).toBe(team.staff.id);
    // Staff cannot rewrite the request's details; a manager can.
    expectCode(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .update({ title: 'Something else' })
        .eq('id', req.id),
      'AT012',
    );
    ok(
      await team.manager.client
        .from('atlas_maintenance_requests')
        .update({ title: 'Compressor fault' })
        .eq('id', req.id),
    );
    const done = ok(
      await team.manager.client
        .from('atlas_maintenance_requests')
        .update({ status: 'done', resolution: 'Replaced the capacitor', cost: 85 })
        .eq('id', req.id)
        .select('status, done_by, done_at')
        .single(),
    );
    expect(done).toMatchObject({ status: 'done', done_by: team.manager.id });
    expectCode(
      await team.manager.client
        .from('atlas_maintenance_requests')
        .update({ status: 'open' })
        .eq('id', req.id),
      'AT011',
    );
    // Staff cannot delete requests; managers can.
    const del = await team.staff.client
      .from('atlas_maintenance_requests')
      .delete()
      .eq('id', req.id)
      .select('id');
    expect(del.data).toEqual([]);
  });

  it('computes MTTR, MTBF and the next estimated failure as Odoo does', async () => {
    const equipment = await newEquipment(team, '2026-01-01');
    // Three failures (as the service role would import history): reported day 30, 90 and 150
    // after going into service, repaired in 4, 8 and 12 hours.
    for (const [day, hours] of [
      [30, 4],
      [90, 8],
      [150, 12],
    ] as const) {
      await db().query(
        `insert into public.atlas_maintenance_requests (facility_id, equipment_id, kind, title, status,
           reported_at, started_at, done_at)
         values ($1, $2, 'corrective', 'Failure', 'done',
           date '2026-01-01' + $3::int + time '08:00', date '2026-01-01' + $3::int + time '08:00',
           date '2026-01-01' + $3::int + time '08:00' + make_interval(hours => $4::int))`,
        [team.facilityId, equipment, day, hours],
      );
    }
    // An open failure and a preventive job do not count.
    await db().query(
      `insert into public.atlas_maintenance_requests (facility_id, equipment_id, kind, title) values
         ($1, $2, 'corrective', 'Open'), ($1, $2, 'preventive', 'Clean coils')`,
      [team.facilityId, equipment],
    );
    const stats = ok(
      await team.staff.client
        .from('atlas_equipment_stats')
        .select('*')
        .eq('equipment_id', equipment)
        .single(),
    );
    // MTTR = (4 + 8 + 12) / 3 = 8 h; MTBF = (day 150 − day 0) / 3 = 50 days; next = day 150 + 50.
    expect(stats).toMatchObject({ failures: 3, mttr_hours: 8, mtbf_days: 50, open_requests: 2 });
    expect(stats.next_failure_on).toBe('2026-07-20');
  });

  it('a preventive schedule is due from its start, then from its last completion', async () => {
    const equipment = await newEquipment(team);
    const plan = ok(
      await team.manager.client
        .from('atlas_maintenance_plans')
        .insert({
          facility_id: team.facilityId,
          equipment_id: equipment,
          title: 'Clean coils',
          interval_days: 30,
          starts_on: '2026-03-01',
        })
        .select('id')
        .single(),
    );
    expectCode(
      await team.staff.client
        .from('atlas_maintenance_plans')
        .update({ interval_days: 90 })
        .eq('id', plan.id)
        .select('id')
        .single(),
      'PGRST116',
    );
    let row = ok(
      await team.staff.client.from('atlas_maintenance_schedule').select('*').eq('plan_id', plan.id).single(),
    );
    expect(row.next_due_on).toBe('2026-03-01');
    const req = ok(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .insert({
          facility_id: team.facilityId,
          equipment_id: equipment,
          plan_id: plan.id,
          kind: 'preventive',
          title: 'Clean coils',
        })
        .select('id')
        .single(),
    );
    row = ok(
      await team.staff.client.from('atlas_maintenance_schedule').select('*').eq('plan_id', plan.id).single(),
    );
    expect(row.open_request_id).toBe(req.id);
    ok(
      await team.staff.client
        .from('atlas_maintenance_requests')
        .update({ status: 'in_progress' })
        .eq('id', req.id),
    );
    ok(
      await team.staff.client.from('atlas_maintenance_requests').update({ status: 'done' }).eq('id', req.id),
    );
    row = ok(
      await team.staff.client.from('atlas_maintenance_schedule').select('*').eq('plan_id', plan.id).single(),
    );
    const today = new Date();
    today.setUTCDate(today.getUTCDate() + 30);
    expect(row).toMatchObject({ open_request_id: null, next_due_on: today.toISOString().slice(0, 10) });
    // A corrective request cannot belong to a preventive schedule.
    expectCode(
      await team.staff.client.from('atlas_maintenance_requests').insert({
        facility_id: team.facilityId,
        equipment_id: equipment,
        plan_id: plan.id,
        kind: 'corrective',
        title: 'x',
      }),
      '23514',
    );
  });
});

describe('consumables', () => {
  it('stock is the sum of moves, by lot; a withdrawal beyond what is on hand is refused', async () => {
    const item = ok(
      await team.manager.client
        .from('atlas_consumables')
        .insert({
          facility_id: team.facilityId,
          name: 'Athena Pro Bloom',
          category: 'nutrient',
          unit: 'kg',
          reorder_point: 10,
        })
        .select('id')
        .single(),
    );
    // Staff cannot define consumables, only move stock.
    expectCode(
      await team.staff.client
        .from('atlas_consumables')
        .insert({ facility_id: team.facilityId, name: 'x', category: 'other', unit: 'kg' }),
      '42501',
    );
    const move = (kind: 'addition' | 'withdrawal', quantity: number, lot?: string) =>
      team.staff.client.from('atlas_stock_moves').insert({
        facility_id: team.facilityId,
        consumable_id: item.id,
        kind,
        quantity,
        lot_code: lot ?? null,
        expires_on: kind === 'addition' ? '2027-06-30' : null,
      });
    ok(await move('addition', 12.5, 'LOT-A'));
    ok(await move('addition', 10, 'LOT-B'));
    ok(await move('withdrawal', 5, 'LOT-A'));
    const refused = await move('withdrawal', 8, 'LOT-A');
    expectCode(refused, 'AT010');
    expect(refused.error?.message).toContain('Only 7.5 kg of Athena Pro Bloom on hand in lot LOT-A');
    expectCode(await move('withdrawal', 18), 'AT010');
    expectCode(await move('withdrawal', 0), '23514');
    const stock = ok(
      await team.staff.client
        .from('atlas_consumable_stock')
        .select('on_hand, below_reorder_point')
        .eq('consumable_id', item.id)
        .single(),
    );
    expect(stock).toEqual({ on_hand: 17.5, below_reorder_point: false });
    const lots = ok(
      await team.staff.client
        .from('atlas_consumable_lots')
        .select('lot_code, on_hand')
        .eq('consumable_id', item.id)
        .order('lot_code'),
    );
    expect(lots).toEqual([
      { lot_code: 'LOT-A', on_hand: 7.5 },
      { lot_code: 'LOT-B', on_hand: 10 },
    ]);
    // The rows of one request count the rows before them: 10 + 1 from LOT-B's 10 is refused.
    const batch = {
      facility_id: team.facilityId,
      consumable_id: item.id,
      kind: 'withdrawal' as const,
      lot_code: 'LOT-B',
    };
    expectCode(
      await team.staff.client.from('atlas_stock_moves').insert([
        { ...batch, quantity: 10 },
        { ...batch, quantity: 1 },
      ]),
      'AT010',
    );
    // Moves are a ledger: nobody edits or deletes them.
    const moves = ok(
      await team.manager.client.from('atlas_stock_moves').select('id').eq('consumable_id', item.id),
    );
    expectCode(
      await team.manager.client
        .from('atlas_stock_moves')
        .update({ quantity: 1 } as never)
        .eq('id', moves[0]!.id),
      '42501',
    );
    expectCode(await team.owner.client.from('atlas_stock_moves').delete().eq('id', moves[0]!.id), '42501');
  });

  it('tells the owner and managers once when stock falls below the reorder point', async () => {
    const t = await newTeam('reorder');
    const item = ok(
      await t.manager.client
        .from('atlas_consumables')
        .insert({
          facility_id: t.facilityId,
          name: 'CO2 cylinder',
          category: 'co2',
          unit: 'cylinders',
          reorder_point: 4,
          reorder_quantity: 6,
          vendor: 'Airgas',
        })
        .select('id')
        .single(),
    );
    const move = (kind: 'addition' | 'withdrawal', quantity: number) =>
      t.staff.client
        .from('atlas_stock_moves')
        .insert({ facility_id: t.facilityId, consumable_id: item.id, kind, quantity });
    const reorderNotes = async (client: Team['staff']['client']) =>
      ok(await client.from('notifications').select('title, message').eq('type', 'reorder'));
    ok(await move('addition', 6));
    ok(await move('withdrawal', 2)); // 4 left: at the point, not below
    expect(await reorderNotes(t.owner.client)).toEqual([]);
    ok(await move('withdrawal', 1)); // 3 left: crossed
    ok(await move('withdrawal', 1)); // 2 left: still below, no second notice
    const owner = await reorderNotes(t.owner.client);
    expect(owner).toEqual([
      {
        title: 'Reorder CO2 cylinder',
        message:
          '3 cylinders left, below the reorder point of 4 cylinders. Usual order: 6 cylinders from Airgas.',
      },
    ]);
    expect(await reorderNotes(t.manager.client)).toHaveLength(1);
    expect(await reorderNotes(t.staff.client)).toEqual([]);
    // Restocked above, then below again: a new crossing, a new notice.
    ok(await move('addition', 6));
    ok(await move('withdrawal', 5));
    expect(await reorderNotes(t.owner.client)).toHaveLength(2);
    // Several moves in one request: one notice, where the stock crossed.
    ok(await move('addition', 10)); // 13
    const w = { facility_id: t.facilityId, consumable_id: item.id, kind: 'withdrawal' as const };
    ok(
      await t.staff.client.from('atlas_stock_moves').insert([
        { ...w, quantity: 6 },
        { ...w, quantity: 3 },
        { ...w, quantity: 2 },
      ]),
    );
    const notes = await reorderNotes(t.owner.client);
    expect(notes).toHaveLength(3);
    expect(notes.filter((n) => n.message.startsWith('2 cylinders left'))).toHaveLength(1); // 13 → 7 → 4 → 2
  });
});
