// Crop-steering parameters of a guide, a skeleton phase or a room's plan phase: the one shape the
// database checks in public.arca_steering_ok(). P0 is the time from lights-on to the first shot,
// P1 the ramp back to field capacity, P2 the maintenance shots, P3 the time from the last shot to
// lights-off (the overnight dryback starts there). Shot sizes are % of the substrate volume, turned
// into mL with the Shot Size Calculator's formula.
import { z } from 'zod/mini';
import { dailyShotsMl, vwcChangeMl, type ShotGroup } from '../shot-size.ts';
import { choiceField, numberField, type NumberRule } from '../validation.ts';
import { DRYBACK_BASES } from '../targets/metrics.ts';

export const STEERING_RULES = {
  p0_minutes: { subject: 'a P0 time', min: 0, max: 720, unit: 'min' },
  p1_shots: { subject: 'a number of P1 shots', min: 0, max: 50, integer: true },
  p1_shot_pct: { subject: 'a P1 shot size', min: 0, max: 20, minExclusive: true, unit: '%' },
  p1_interval_min: { subject: 'a P1 interval', min: 1, max: 240, unit: 'min' },
  p2_shots: { subject: 'a number of P2 shots', min: 0, max: 100, integer: true },
  p2_shot_pct: { subject: 'a P2 shot size', min: 0, max: 20, minExclusive: true, unit: '%' },
  p2_interval_min: { subject: 'a P2 interval', min: 1, max: 720, unit: 'min' },
  p3_minutes: { subject: 'a P3 time', min: 0, max: 720, unit: 'min' },
  dryback_min: { subject: 'a dryback', min: 0, max: 100 },
  dryback_max: { subject: 'a dryback', min: 0, max: 100 },
  runoff_min: { subject: 'a runoff', min: 0, max: 90, unit: '%' },
  runoff_max: { subject: 'a runoff', min: 0, max: 90, unit: '%' },
} as const satisfies Record<string, NumberRule>;

export const steeringSchema = z
  .object({
    p0_minutes: numberField(STEERING_RULES.p0_minutes),
    p1_shots: numberField(STEERING_RULES.p1_shots),
    p1_shot_pct: numberField(STEERING_RULES.p1_shot_pct),
    p1_interval_min: numberField(STEERING_RULES.p1_interval_min),
    p2_shots: numberField(STEERING_RULES.p2_shots),
    p2_shot_pct: numberField(STEERING_RULES.p2_shot_pct),
    p2_interval_min: numberField(STEERING_RULES.p2_interval_min),
    p3_minutes: numberField(STEERING_RULES.p3_minutes),
    dryback_min: numberField(STEERING_RULES.dryback_min),
    dryback_max: numberField(STEERING_RULES.dryback_max),
    dryback_basis: choiceField(DRYBACK_BASES, 'Choose how the dryback is measured'),
    runoff_min: numberField(STEERING_RULES.runoff_min),
    runoff_max: numberField(STEERING_RULES.runoff_max),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.dryback_max < s.dryback_min) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a dryback maximum no smaller than the minimum',
          path: ['dryback_max'],
        });
      }
      if (s.runoff_max < s.runoff_min) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a runoff maximum no smaller than the minimum',
          path: ['runoff_max'],
        });
      }
    }),
  );
export type Steering = z.infer<typeof steeringSchema>;

/** Where a new guide or skeleton phase starts: a common vegetative day (AROYA / Growlink steering). */
export const NEW_STEERING: Steering = {
  p0_minutes: 60,
  p1_shots: 6,
  p1_shot_pct: 3,
  p1_interval_min: 15,
  p2_shots: 4,
  p2_shot_pct: 2,
  p2_interval_min: 60,
  p3_minutes: 180,
  dryback_min: 10,
  dryback_max: 20,
  dryback_basis: 'points',
  runoff_min: 5,
  runoff_max: 15,
};

export const INTENTS = ['vegetative', 'generative'] as const;
export type Intent = (typeof INTENTS)[number];

export const INTENT_LABELS: Readonly<Record<Intent, string>> = {
  vegetative: 'Vegetative (bulk growth)',
  generative: 'Generative (flower set, tighter nodes)',
};

export interface ShotPlan {
  /** mL per plant of one P1 and one P2 shot. */
  readonly p1ShotMl: number;
  readonly p2ShotMl: number;
  /** mL per plant over the day (all P1 and P2 shots). */
  readonly dailyMl: number;
  readonly shotsPerDay: number;
  /** Minutes after lights-on of each shot. */
  readonly shotTimes: readonly number[];
  /** Minutes after lights-on of the last shot, and whether it respects P3 before lights-off. */
  readonly lastShotMinute: number | null;
  readonly fits: boolean;
}

/** A phase's P1 ramp and P2 maintenance shots as shot groups. */
export function steeringShots(s: Steering): ShotGroup[] {
  return [
    { shots: s.p1_shots, shotPct: s.p1_shot_pct },
    { shots: s.p2_shots, shotPct: s.p2_shot_pct },
  ];
}

/**
 * The day's shots: P1 from lights-on + P0, every P1 interval; P2 from one P2 interval after the
 * last P1 shot, every P2 interval. `fits` says whether the last shot leaves P3 before lights-off.
 */
export function shotPlan(steering: Steering, containerLitres: number, photoperiodH: number): ShotPlan {
  const times: number[] = [];
  for (let i = 0; i < steering.p1_shots; i++) times.push(steering.p0_minutes + i * steering.p1_interval_min);
  const p2Start =
    times.length > 0 ? times[times.length - 1]! + steering.p2_interval_min : steering.p0_minutes;
  for (let i = 0; i < steering.p2_shots; i++) times.push(p2Start + i * steering.p2_interval_min);
  const last = times.length > 0 ? times[times.length - 1]! : null;
  const p1ShotMl = vwcChangeMl(containerLitres, steering.p1_shot_pct);
  const p2ShotMl = vwcChangeMl(containerLitres, steering.p2_shot_pct);
  return {
    p1ShotMl,
    p2ShotMl,
    dailyMl: dailyShotsMl(containerLitres, steeringShots(steering)),
    shotsPerDay: steering.p1_shots + steering.p2_shots,
    shotTimes: times,
    lastShotMinute: last,
    fits: last === null || last <= photoperiodH * 60 - steering.p3_minutes,
  };
}

/** "6 × 3 % every 15 min" */
export function describeShots(shots: number, pct: number, intervalMin: number): string {
  if (shots === 0) return 'none';
  return `${shots} × ${pct} % every ${intervalMin} min`;
}
