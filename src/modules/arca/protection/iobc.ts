// Side effects of crop-protection products on beneficials, in IOBC classes (Koppert and Biobest
// side-effect databases): 1 harmless (< 25 % reduction), 2 slightly (25–50 %), 3 moderately
// (50–75 %), 4 harmful (> 75 %), each with a persistence in weeks before a release is safe. The
// database refuses a release inside a class ≥ 3 window (arca_harmful_application_at); the
// application form warns before spraying a room with active releases.

export const IOBC_CLASSES = {
  1: { label: 'Harmless', harm: '< 25 %' },
  2: { label: 'Slightly harmful', harm: '25–50 %' },
  3: { label: 'Moderately harmful', harm: '50–75 %' },
  4: { label: 'Harmful', harm: '> 75 %' },
} as const;
export type IobcClass = keyof typeof IOBC_CLASSES;

/** From class 3 a release is refused inside the persistence window. */
export const HARMFUL_FROM_CLASS = 3;

/**
 * A release counts as active for the spray warning for this many weeks: long enough for predatory
 * mites and parasitoids to establish (two or three generations), after which a new release is usual.
 */
export const ACTIVE_RELEASE_WEEKS = 8;

const WEEK = 7 * 24 * 3_600_000;

/** Species compare case-insensitively with runs of spaces made one, as the database compares them. */
export function sameSpecies(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

export interface SideEffect {
  readonly species: string;
  readonly iobcClass: IobcClass;
  readonly persistenceWeeks: number;
}

export interface AppliedProduct {
  readonly name: string;
  readonly sideEffects: readonly SideEffect[];
}

export interface AppliedInRoom {
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  readonly products: readonly AppliedProduct[];
}

export interface HarmfulHit {
  readonly product: string;
  readonly iobcClass: IobcClass;
  readonly persistenceWeeks: number;
  readonly appliedAt: Date;
  readonly safeFrom: Date;
}

/** The application whose class ≥ 3 side effect on `species` still persists at `at` (the latest-ending one). */
export function harmfulApplicationAt(
  species: string,
  at: Date,
  applications: readonly AppliedInRoom[],
): HarmfulHit | null {
  let worst: HarmfulHit | null = null;
  for (const application of applications) {
    if (application.startedAt.getTime() > at.getTime()) continue;
    const end = (application.endedAt ?? application.startedAt).getTime();
    for (const product of application.products) {
      for (const effect of product.sideEffects) {
        if (effect.iobcClass < HARMFUL_FROM_CLASS || !sameSpecies(effect.species, species)) continue;
        const safeFrom = new Date(end + effect.persistenceWeeks * WEEK);
        if (safeFrom.getTime() <= at.getTime()) continue;
        if (!worst || safeFrom.getTime() > worst.safeFrom.getTime()) {
          worst = {
            product: product.name,
            iobcClass: effect.iobcClass,
            persistenceWeeks: effect.persistenceWeeks,
            appliedAt: application.startedAt,
            safeFrom,
          };
        }
      }
    }
  }
  return worst;
}

export interface ReleaseInRoom {
  readonly species: string;
  readonly occurredAt: Date;
}

export interface SprayWarning {
  readonly product: string;
  readonly species: string;
  readonly iobcClass: IobcClass;
  readonly persistenceWeeks: number;
  /** Class ≥ 3: the spray would knock the released population back. */
  readonly harmful: boolean;
  readonly releasedAt: Date;
}

/**
 * What spraying these products would do to the beneficials released in the room within the last
 * ACTIVE_RELEASE_WEEKS: one warning per product and species with a class ≥ 2 side effect,
 * harmful ones first.
 */
export function sprayWarnings(
  products: readonly AppliedProduct[],
  releases: readonly ReleaseInRoom[],
  at: Date,
): SprayWarning[] {
  const active = releases.filter(
    (r) =>
      r.occurredAt.getTime() <= at.getTime() &&
      at.getTime() - r.occurredAt.getTime() < ACTIVE_RELEASE_WEEKS * WEEK,
  );
  const warnings: SprayWarning[] = [];
  for (const product of products) {
    for (const effect of product.sideEffects) {
      if (effect.iobcClass < 2) continue;
      const releasedOfSpecies = active.filter((r) => sameSpecies(r.species, effect.species));
      if (releasedOfSpecies.length === 0) continue;
      const latest = releasedOfSpecies.reduce((a, b) => (b.occurredAt > a.occurredAt ? b : a));
      warnings.push({
        product: product.name,
        species: latest.species,
        iobcClass: effect.iobcClass,
        persistenceWeeks: effect.persistenceWeeks,
        harmful: effect.iobcClass >= HARMFUL_FROM_CLASS,
        releasedAt: latest.occurredAt,
      });
    }
  }
  return warnings.sort((a, b) => b.iobcClass - a.iobcClass);
}

/** Beneficials growers commonly release, offered as suggestions (any species may be typed). */
export const COMMON_BENEFICIALS = [
  { species: 'Phytoseiulus persimilis', common: 'Spider mite predator' },
  { species: 'Neoseiulus californicus', common: 'Spider mite predator' },
  { species: 'Neoseiulus cucumeris', common: 'Thrips predatory mite' },
  { species: 'Amblyseius swirskii', common: 'Thrips and whitefly predatory mite' },
  { species: 'Amblyseius andersoni', common: 'Broad-spectrum predatory mite' },
  { species: 'Stratiolaelaps scimitus', common: 'Soil predatory mite (fungus gnats, thrips pupae)' },
  { species: 'Dalotia coriaria', common: 'Rove beetle' },
  { species: 'Orius insidiosus', common: 'Minute pirate bug' },
  { species: 'Aphidius colemani', common: 'Aphid parasitoid' },
  { species: 'Aphidoletes aphidimyza', common: 'Aphid midge' },
  { species: 'Chrysoperla carnea', common: 'Green lacewing' },
  { species: 'Encarsia formosa', common: 'Whitefly parasitoid' },
  { species: 'Feltiella acarisuga', common: 'Spider mite midge' },
  { species: 'Steinernema feltiae', common: 'Beneficial nematode' },
  { species: 'Cryptolaemus montrouzieri', common: 'Mealybug destroyer' },
  { species: 'Bombus terrestris', common: 'Bumblebee' },
] as const;
