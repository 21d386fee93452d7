// Irrigation skeletons applied to a room: each phase starts the day the previous one ends, from the
// plan's start date (public.arca_apply_skeleton does the same in the database; an integration test
// holds the two equal). Dates are calendar days (YYYY-MM-DD); a phase's `endsOn` is the day after its
// last day, as the database stores it.
import type { IrrigationForecastInput } from '../irrigation-forecast.ts';
import { meanShotPct } from '../shot-size.ts';
import { steeringShots, type Steering } from './steering.ts';

export interface TemplatePhase {
  readonly position: number;
  readonly name: string;
  readonly durationDays: number;
}

export interface DatedPhase<P extends TemplatePhase = TemplatePhase> {
  readonly phase: P;
  readonly position: number;
  readonly startsOn: string;
  readonly endsOn: string;
}

const DAY_MS = 86_400_000;

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(day: string, days: number): string {
  return new Date(parseDay(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** The dated phases of a skeleton started on `startsOn`, in the skeleton's order (renumbered 1…n). */
export function generatePlan<P extends TemplatePhase>(
  phases: readonly P[],
  startsOn: string,
): DatedPhase<P>[] {
  let day = startsOn;
  return [...phases]
    .sort((a, b) => a.position - b.position)
    .map((phase, index) => {
      const dated = { phase, position: index + 1, startsOn: day, endsOn: addDays(day, phase.durationDays) };
      day = dated.endsOn;
      return dated;
    });
}

export interface PlanPhaseLike {
  readonly starts_on: string;
  readonly ends_on: string;
}

/** The phase running on a day, and which day of it it is (1-based). */
export function phaseOn<P extends PlanPhaseLike>(
  phases: readonly P[],
  day: string,
): { phase: P; day: number } | null {
  const phase = phases.find((p) => p.starts_on <= day && day < p.ends_on);
  return phase ? { phase, day: daysBetween(phase.starts_on, day) + 1 } : null;
}

/**
 * The phase the forecaster opens a plan on: the one running on `day`, else the next to start, else
 * the last (a finished plan).
 */
export function phaseToForecast<P extends PlanPhaseLike>(phases: readonly P[], day: string): P | null {
  const sorted = [...phases].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return phaseOn(sorted, day)?.phase ?? sorted.find((p) => p.starts_on > day) ?? sorted.at(-1) ?? null;
}

export interface PlanForForecast {
  readonly substrate: string;
  readonly container_volume_l: number;
  readonly field_capacity_pct: number | null;
}

export interface PhaseForForecast {
  readonly photoperiod_h: number;
  readonly steering: Steering;
}

/**
 * What the Irrigation Forecaster can take from a room's plan on a day: container and substrate,
 * light hours, shots per day and their average size, and the middle of the phase's dryback and runoff bands. A relative
 * dryback is turned into points with the field capacity (points = relative % × FC ÷ 100) when the
 * plan knows it, else left for the grower.
 */
export function forecastFromPlan(
  plan: PlanForForecast,
  phase: PhaseForForecast,
  fieldCapacityPct: number | null,
): Partial<IrrigationForecastInput> {
  const s = phase.steering;
  const middle = (a: number, b: number) => Math.round(((a + b) / 2) * 10) / 10;
  const dryback = middle(s.dryback_min, s.dryback_max);
  const fc = plan.field_capacity_pct ?? fieldCapacityPct;
  const drybackPoints =
    s.dryback_basis === 'points'
      ? dryback
      : fc !== null
        ? Math.round(((dryback * fc) / 100) * 10) / 10
        : undefined;
  const shots = s.p1_shots + s.p2_shots;
  // The day's shots are the plan's water: the forecaster adds them up with the skeleton's formula
  // (shots × the average shot), so it says what the plan says rather than re-deriving it from the
  // dryback. Two decimals keep the field readable: at most 0.005 points a shot (0.5 mL for a 10 L slab).
  const mean = meanShotPct(steeringShots(s));
  return {
    containerVolume: plan.container_volume_l,
    containerVolumeUnit: 'L',
    substrate: plan.substrate as IrrigationForecastInput['substrate'],
    ...(plan.field_capacity_pct !== null ? { fieldCapacityPct: plan.field_capacity_pct } : {}),
    ...(drybackPoints !== undefined ? { targetDrybackPct: drybackPoints } : {}),
    lightHours: phase.photoperiod_h,
    ...(shots > 0 && mean !== null ? { shotsPerDay: shots, shotPct: Math.round(mean * 100) / 100 } : {}),
    runoffPct: middle(s.runoff_min, s.runoff_max),
  };
}
