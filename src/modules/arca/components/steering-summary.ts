// One line per phase of a guide, skeleton or room plan, as a grower reads a steering plan.
import { DRYBACK_BASIS_LABELS, type DrybackBasis } from '../targets/metrics';
import { describeShots, type Steering } from '../irrigation/steering';

export function shotsLine(s: Steering): string {
  return `P0 ${s.p0_minutes} min · P1 ${describeShots(s.p1_shots, s.p1_shot_pct, s.p1_interval_min)} · P2 ${describeShots(s.p2_shots, s.p2_shot_pct, s.p2_interval_min)} · P3 ${s.p3_minutes} min`;
}

export function drybackLine(s: Steering): string {
  const basis = DRYBACK_BASIS_LABELS[s.dryback_basis as DrybackBasis] ?? s.dryback_basis;
  return `Dryback ${s.dryback_min}–${s.dryback_max} ${basis}; runoff ${s.runoff_min}–${s.runoff_max} %`;
}
