import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.ts';
import {
  applySkeletonFormSchema,
  guideFormSchema,
  planPhaseFormSchema,
  skeletonFormSchema,
} from './plan-forms.ts';
import type { Steering } from './steering.ts';

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
const guide = {
  name: 'Flower',
  stage: 'flower',
  intent: 'generative',
  substrate: 'coco',
  containerVolumeL: 11,
  photoperiodH: 12,
  steering,
};

describe('irrigation forms', () => {
  it('a guide on a custom substrate needs its field capacity', () => {
    expect(parseWith(guideFormSchema, guide).ok).toBe(true);
    expect(parseWith(guideFormSchema, { ...guide, substrate: 'custom' })).toMatchObject({
      ok: false,
      field: 'fieldCapacityPct',
    });
    expect(parseWith(guideFormSchema, { ...guide, steering: { ...steering, p1_shot_pct: 0 } })).toMatchObject(
      {
        ok: false,
        field: 'steering.p1_shot_pct',
      },
    );
  });

  it('a skeleton has whole-day phases, at least one', () => {
    const phase = {
      name: 'Stretch',
      stage: 'flower',
      intent: 'generative',
      durationDays: 14,
      photoperiodH: 12,
      steering,
    };
    const skeleton = { name: '9 weeks', substrate: 'coco', containerVolumeL: 11, phases: [phase] };
    expect(parseWith(skeletonFormSchema, skeleton).ok).toBe(true);
    expect(parseWith(skeletonFormSchema, { ...skeleton, phases: [] })).toMatchObject({
      ok: false,
      message: 'Add at least one phase',
    });
    expect(
      parseWith(skeletonFormSchema, { ...skeleton, phases: [{ ...phase, durationDays: 2.5 }] }),
    ).toMatchObject({
      ok: false,
      field: 'phases.0.durationDays',
    });
  });

  it('applying needs a room and a day; a plan phase ends on or after it starts', () => {
    expect(parseWith(applySkeletonFormSchema, { roomId: '', startsOn: '2026-03-01' })).toMatchObject({
      ok: false,
      field: 'roomId',
    });
    expect(parseWith(applySkeletonFormSchema, { roomId: 'r', startsOn: '1 March' })).toMatchObject({
      ok: false,
      field: 'startsOn',
    });
    const phase = {
      name: 'Bulk',
      intent: 'vegetative',
      startsOn: '2026-03-10',
      lastDay: '2026-03-09',
      photoperiodH: 12,
      steering,
    };
    expect(parseWith(planPhaseFormSchema, phase)).toMatchObject({ ok: false, field: 'lastDay' });
    expect(parseWith(planPhaseFormSchema, { ...phase, lastDay: '2026-03-10' }).ok).toBe(true);
  });
});
