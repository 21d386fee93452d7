// Re-entry (REI) and pre-harvest (PHI) intervals of a crop-protection application: the largest of
// its products', counted from the end of the application (US WPS: the REI starts when the
// application ends). The database enforces them (arca_room_hold_at); the application form shows
// them before saving and every room shows the countdown.

export interface ProductIntervals {
  readonly reiHours: number;
  readonly phiDays: number;
}

export interface ApplicationWindow {
  readonly reiHours: number;
  readonly phiDays: number;
  readonly reiEndsAt: Date;
  readonly phiEndsAt: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The application's intervals and when they end; null without products. */
export function applicationWindow(
  products: readonly ProductIntervals[],
  startedAt: Date,
  endedAt?: Date | null,
): ApplicationWindow | null {
  if (products.length === 0) return null;
  const reiHours = Math.max(...products.map((p) => p.reiHours));
  const phiDays = Math.max(...products.map((p) => p.phiDays));
  const from = (endedAt ?? startedAt).getTime();
  return {
    reiHours,
    phiDays,
    reiEndsAt: new Date(from + reiHours * HOUR),
    phiEndsAt: new Date(from + phiDays * DAY),
  };
}

export interface LoggedApplication extends ApplicationWindow {
  readonly startedAt: Date;
  readonly products: string;
}

/** The application holding a room at `at` (REI: nobody enters; PHI: nothing is harvested), if any. */
export function holdAt(
  applications: readonly LoggedApplication[],
  at: Date,
  hold: 'rei' | 'phi',
): LoggedApplication | null {
  const ends = (a: LoggedApplication) => (hold === 'rei' ? a.reiEndsAt : a.phiEndsAt).getTime();
  const holding = applications.filter((a) => a.startedAt.getTime() <= at.getTime() && at.getTime() < ends(a));
  return holding.sort((a, b) => ends(b) - ends(a))[0] ?? null;
}

/** "2 d 4 h", "3 h 20 min", "12 min", "less than a minute" — time left until `endsAt`. */
export function countdown(endsAt: Date, now: Date): string {
  const ms = endsAt.getTime() - now.getTime();
  if (ms <= 0) return 'ended';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}

// --- Tank-mix order for crop-protection products -----------------------------------------------

/**
 * W-A-L-E-S (Purdue PPP-122): wettable powders and water-dispersible granules, agitate, liquid
 * flowables and suspensions, emulsifiable concentrates, then solutions and surfactants. Jar-test
 * first and watch 15 minutes.
 */
const WALES_RANK: Readonly<Record<string, number>> = {
  WP: 1,
  WG: 1,
  DF: 1,
  SC: 2,
  CS: 2,
  OD: 2,
  EC: 3,
  EW: 3,
  SL: 4,
  SP: 4,
};

export const FORMULATIONS = [
  'WP',
  'WG',
  'DF',
  'SC',
  'CS',
  'OD',
  'EC',
  'EW',
  'SL',
  'SP',
  'DP',
  'GR',
  'other',
] as const;
export type Formulation = (typeof FORMULATIONS)[number];

export const FORMULATION_LABELS: Readonly<Record<Formulation, string>> = {
  WP: 'WP – wettable powder',
  WG: 'WG – water-dispersible granules',
  DF: 'DF – dry flowable',
  SC: 'SC – suspension concentrate',
  CS: 'CS – capsule suspension',
  OD: 'OD – oil dispersion',
  EC: 'EC – emulsifiable concentrate',
  EW: 'EW – emulsion, oil in water',
  SL: 'SL – soluble concentrate',
  SP: 'SP – soluble powder',
  DP: 'DP – dustable powder',
  GR: 'GR – granules',
  other: 'Other',
};

/** Products in the order they go into the spray tank; those that are not mixed in water go last. */
export function tankMixOrder<T extends { readonly formulation: string | null }>(products: readonly T[]): T[] {
  const rank = (p: T) => (p.formulation ? (WALES_RANK[p.formulation] ?? 5) : 5);
  return products
    .map((p, index) => ({ p, index }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.index - b.index)
    .map(({ p }) => p);
}
