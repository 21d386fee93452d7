// Cultivation targets and irrigation plans, broken through REST and RPC: band limits and dryback
// with its definition, defaults shown with their source and replaced per room, each room's stage;
// guides (Advanced) and skeletons (Professional) gated by the facility owner's plan; applying a
// skeleton makes the dated plan the app previews, which can be adjusted without touching the
// template, one plan per room at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../src/modules/arca/irrigation/plan.ts';
import type { Steering } from '../../src/modules/arca/irrigation/steering.ts';
import type { Json } from '../../src/types/database.ts';
import { setTier } from './helpers.ts';
import { mustLog, newGrower, newLot, type Grower } from './arca-records-helpers.ts';

const code = (r: { error: { code?: string } | null }) => r.error?.code;

const steering: Steering = {
  p0_minutes: 60,
  p1_shots: 6,
  p1_shot_pct: 3,
  p1_interval_min: 15,
  p2_shots: 4,
  p2_shot_pct: 2,
  p2_interval_min: 60,
  p3_minutes: 180,
  dryback_min: 15,
  dryback_max: 25,
  dryback_basis: 'points',
  runoff_min: 5,
  runoff_max: 15,
};

const steeringJson = steering as unknown as { [key: string]: Json };

describe('cultivation targets', () => {
  let g: Grower;
  beforeAll(async () => {
    g = await newGrower('arca-targets');
  });

  const target = (row: Record<string, unknown>) =>
    g.client
      .from('arca_targets')
      .insert({
        facility_id: g.facilityId,
        room_id: g.rooms[1],
        stage: 'flower',
        period: 'day',
        ...row,
      } as never)
      .select()
      .single();

  it('shows the defaults with their source until the room gets its own band', async () => {
    const before = await g.client
      .from('arca_room_target_bands')
      .select('*')
      .match({ room_id: g.rooms[1], stage: 'flower', metric: 'vpd', period: 'day' })
      .single();
    expect(before.data).toMatchObject({ min_value: 1.2, max_value: 1.5, is_custom: false });
    expect(before.data!.default_source).toMatch(/paramountseedfarms\.com/);

    expect(
      (await target({ metric: 'vpd', min_value: 1.1, max_value: 1.4, note: 'Cultivar foxtails' })).error,
    ).toBeNull();
    const after = await g.client
      .from('arca_room_target_bands')
      .select('*')
      .match({ room_id: g.rooms[1], stage: 'flower', metric: 'vpd', period: 'day' })
      .single();
    expect(after.data).toMatchObject({
      min_value: 1.1,
      max_value: 1.4,
      is_custom: true,
      default_min: 1.2,
      note: 'Cultivar foxtails',
    });
    // Other rooms keep the default.
    const veg = await g.client
      .from('arca_room_target_bands')
      .select('min_value')
      .match({ room_id: g.rooms[0], stage: 'flower', metric: 'vpd', period: 'day' });
    expect(veg.data).toEqual([{ min_value: 1.2 }]);
    // A metric without a default appears once set.
    expect((await target({ metric: 'feed_n', min_value: 150, max_value: 200 })).error).toBeNull();
    const n = await g.client
      .from('arca_room_target_bands')
      .select('min_value, default_source')
      .match({ room_id: g.rooms[1], metric: 'feed_n' });
    expect(n.data).toEqual([{ min_value: 150, default_source: null }]);
  });

  it('keeps bands inside physical limits, min ≤ max, one per room, stage, metric and period', async () => {
    expect(code(await target({ metric: 'rh', min_value: 60, max_value: 110 }))).toBe('23514');
    expect(code(await target({ metric: 'rh', min_value: 60, max_value: 50 }))).toBe('23514');
    expect(code(await target({ metric: 'co2', min_value: -1, max_value: 800 }))).toBe('23514');
    expect(code(await target({ metric: 'sunshine', min_value: 1, max_value: 2 }))).toBe('23514');
    expect(code(await target({ metric: 'rh', min_value: 40, max_value: 50, period: 'dusk' }))).toBe('23514');
    expect(code(await target({ metric: 'rh', min_value: 40, max_value: 50 }))).toBeUndefined();
    expect(code(await target({ metric: 'rh', min_value: 40, max_value: 55 }))).toBe('23505');
  });

  it('stores a dryback only with its definition, and nothing else with one', async () => {
    expect(code(await target({ metric: 'dryback', min_value: 20, max_value: 30 }))).toBe('23514');
    expect(code(await target({ metric: 'dryback', min_value: 20, max_value: 30, basis: '%' }))).toBe('23514');
    expect(code(await target({ metric: 'vwc', min_value: 40, max_value: 60, basis: 'points' }))).toBe(
      '23514',
    );
    const { data } = await target({ metric: 'dryback', min_value: 30, max_value: 45, basis: 'relative' });
    expect(data).toMatchObject({ basis: 'relative' });
  });

  it('a room reads its stage from the lots in it, else from its type', async () => {
    const before = await g.client
      .from('arca_room_stages')
      .select('room_id, stage, stage_from')
      .in('room_id', g.rooms);
    expect(before.data).toEqual(
      expect.arrayContaining([
        { room_id: g.rooms[0], stage: 'veg', stage_from: 'room type' },
        { room_id: g.rooms[2], stage: 'drying', stage_from: 'room type' },
      ]),
    );
    const lot = await newLot(g, { start_stage: 'veg', start_room_id: g.rooms[1], plant_count: 12 });
    const flower = await g.client
      .from('arca_room_stages')
      .select('stage, stage_from, plants')
      .eq('room_id', g.rooms[1])
      .single();
    expect(flower.data).toEqual({ stage: 'veg', stage_from: 'lots', plants: 12 });
    await mustLog(g.client, g, {
      lot_id: lot.id,
      room_id: g.rooms[1],
      occurred_at: '2026-01-20T08:00:00Z',
      values: { event: 'flip', to_stage: 'flower' },
    });
    const flipped = await g.client
      .from('arca_room_stages')
      .select('stage')
      .eq('room_id', g.rooms[1])
      .single();
    expect(flipped.data).toEqual({ stage: 'flower' });
  });

  it('needs the Basic plan: a free facility owner reads no bands and sets none', async () => {
    const free = await newGrower('arca-targets-free', 'free');
    expect(
      (await free.client.from('arca_room_target_bands').select('room_id').eq('room_id', free.rooms[0])).data,
    ).toEqual([]);
    const set = await free.client.from('arca_targets').insert({
      facility_id: free.facilityId,
      room_id: free.rooms[0],
      stage: 'veg',
      metric: 'rh',
      period: 'day',
      min_value: 50,
      max_value: 60,
    });
    expect(code(set)).toBe('42501');
  });
});

describe('irrigation guides and skeletons', () => {
  it('guides need Advanced, skeletons Professional, and steering is checked whoever writes it', async () => {
    const g = await newGrower('arca-irrigation', 'Basic');
    const guide = {
      facility_id: g.facilityId,
      name: 'Flower generative',
      stage: 'flower',
      intent: 'generative',
      substrate: 'coco',
      container_volume_l: 11.4,
      photoperiod_h: 12,
      steering: steeringJson,
    };
    expect(code(await g.client.from('arca_irrigation_guides').insert(guide))).toBe('42501');
    await setTier(g, 'Advanced');
    expect(code(await g.client.from('arca_irrigation_guides').insert(guide))).toBeUndefined();
    const skeleton = {
      facility_id: g.facilityId,
      name: 'Coco 9-week',
      substrate: 'coco',
      container_volume_l: 11.4,
    };
    expect(code(await g.client.from('arca_irrigation_skeletons').insert(skeleton))).toBe('42501');
    await setTier(g, 'Professional');
    expect(code(await g.client.from('arca_irrigation_skeletons').insert(skeleton))).toBeUndefined();

    const bad: Array<Record<string, unknown>> = [
      { ...steering, dryback_basis: undefined },
      { ...steering, dryback_basis: '%' },
      { ...steering, dryback_min: 30, dryback_max: 20 },
      { ...steering, p1_shots: 2.5 },
      { ...steering, p1_shot_pct: 0 },
      { ...steering, p2_interval_min: '60' },
      { ...steering, runoff_max: 95 },
      { ...steering, watering_can: true },
    ];
    for (const s of bad) {
      const { error } = await g.client
        .from('arca_irrigation_guides')
        .insert({ ...guide, name: `Bad ${Math.random()}`, steering: s as never });
      expect(error?.code, JSON.stringify(s)).toBe('23514');
    }
    expect(
      code(
        await g.client
          .from('arca_irrigation_guides')
          .insert({ ...guide, name: 'Custom', substrate: 'custom' }),
      ),
    ).toBe('23514');
  });
});

describe('applying a skeleton to a room', () => {
  let g: Grower;
  let skeletonId: string;
  const phases = [
    {
      position: 1,
      name: 'Stretch',
      stage: 'flower',
      intent: 'generative',
      duration_days: 21,
      photoperiod_h: 12,
    },
    {
      position: 2,
      name: 'Bulking',
      stage: 'flower',
      intent: 'vegetative',
      duration_days: 28,
      photoperiod_h: 12,
    },
    {
      position: 3,
      name: 'Ripening',
      stage: 'flower',
      intent: 'generative',
      duration_days: 14,
      photoperiod_h: 12,
    },
  ];

  beforeAll(async () => {
    g = await newGrower('arca-skeleton', 'Professional');
    const { data, error } = await g.client
      .from('arca_irrigation_skeletons')
      .insert({
        facility_id: g.facilityId,
        name: 'Coco 9-week flower',
        substrate: 'coco',
        container_volume_l: 11.4,
      })
      .select('id')
      .single();
    if (error) throw error;
    skeletonId = data.id;
    const rows = phases.map((p) => ({
      ...p,
      facility_id: g.facilityId,
      skeleton_id: skeletonId,
      steering: steeringJson,
    }));
    const inserted = await g.client.from('arca_skeleton_phases').insert(rows);
    if (inserted.error) throw inserted.error;
  });

  it('makes the dated plan the app previews', async () => {
    const { data: planId, error } = await g.client.rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: g.rooms[1],
      p_starts_on: '2026-02-20',
    });
    if (error) throw error;
    const plan = await g.client
      .from('arca_room_plans')
      .select('*, phases:arca_room_plan_phases(*)')
      .eq('id', planId!)
      .single();
    expect(plan.data).toMatchObject({
      name: 'Coco 9-week flower – Flower',
      room_id: g.rooms[1],
      skeleton_id: skeletonId,
      starts_on: '2026-02-20',
      ends_on: '2026-04-24',
      substrate: 'coco',
    });
    const expected = generatePlan(
      phases.map((p) => ({ ...p, durationDays: p.duration_days })),
      '2026-02-20',
    );
    const got = [...plan.data!.phases].sort((a, b) => a.position - b.position);
    expect(got.map((p) => [p.position, p.name, p.starts_on, p.ends_on])).toEqual(
      expected.map((p) => [p.position, p.phase.name, p.startsOn, p.endsOn]),
    );
    expect(got[0]!.steering).toEqual(steering);
  });

  it('adjusting the room’s plan leaves the template alone, and the plan follows its phases', async () => {
    const { data: plan } = await g.client
      .from('arca_room_plans')
      .select('id, phases:arca_room_plan_phases(id, position)')
      .eq('room_id', g.rooms[1])
      .single();
    const last = plan!.phases.find((p) => p.position === 3)!;
    const changed = await g.client
      .from('arca_room_plan_phases')
      .update({ ends_on: '2026-05-01', steering: { ...steeringJson, p2_shots: 2 } })
      .eq('id', last.id)
      .select('ends_on');
    expect(changed.data).toEqual([{ ends_on: '2026-05-01' }]);
    const after = await g.client.from('arca_room_plans').select('ends_on').eq('id', plan!.id).single();
    expect(after.data!.ends_on).toBe('2026-05-01');
    const template = await g.client
      .from('arca_skeleton_phases')
      .select('duration_days, steering')
      .eq('skeleton_id', skeletonId)
      .eq('position', 3)
      .single();
    expect(template.data).toEqual({ duration_days: 14, steering });
    // Phases of one plan may not overlap.
    const overlap = await g.client
      .from('arca_room_plan_phases')
      .update({ starts_on: '2026-03-01' })
      .eq('id', last.id);
    expect(code(overlap)).toBe('23P01');
  });

  it('refuses a second plan for the same room and dates, a room of another facility, an empty skeleton', async () => {
    const again = await g.client.rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: g.rooms[1],
      p_starts_on: '2026-03-01',
    });
    expect(code(again)).toBe('23P01');
    // After the first plan ends, the room can be planned again.
    const next = await g.client.rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: g.rooms[1],
      p_starts_on: '2026-05-01',
    });
    expect(next.error).toBeNull();
    const other = await newGrower('arca-skeleton-other', 'Professional');
    const foreignRoom = await g.client.rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: other.rooms[1],
      p_starts_on: '2026-02-20',
    });
    expect(code(foreignRoom)).toBe('23503');
    const theirs = await other.client.rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: other.rooms[1],
      p_starts_on: '2026-02-20',
    });
    expect(code(theirs)).toBe('PT404');
    const empty = await g.client
      .from('arca_irrigation_skeletons')
      .insert({ facility_id: g.facilityId, name: 'Empty', substrate: 'coco', container_volume_l: 10 })
      .select('id')
      .single();
    expect(
      code(
        await g.client.rpc('arca_apply_skeleton', {
          p_skeleton_id: empty.data!.id,
          p_room_id: g.rooms[0],
          p_starts_on: '2026-02-20',
        }),
      ),
    ).toBe('AR108');
    // A plan is never inserted directly.
    const direct = await g.client.from('arca_room_plans').insert({
      facility_id: g.facilityId,
      room_id: g.rooms[0],
      name: 'x',
      substrate: 'coco',
      container_volume_l: 10,
      starts_on: '2027-01-01',
      ends_on: '2027-02-01',
    } as never);
    expect(code(direct)).toBe('42501');
  });

  it('an Advanced grower cannot apply skeletons or read room plans', async () => {
    await setTier(g, 'Advanced');
    try {
      const r = await g.client.rpc('arca_apply_skeleton', {
        p_skeleton_id: skeletonId,
        p_room_id: g.rooms[0],
        p_starts_on: '2027-01-01',
      });
      expect(code(r)).toBe('PT404');
      expect((await g.client.from('arca_room_plans').select('id').eq('room_id', g.rooms[1])).data).toEqual(
        [],
      );
    } finally {
      await setTier(g, 'Professional');
    }
  });
});
