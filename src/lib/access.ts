// Who may open what: the team model, stated once for every screen. The database states the same
// rule in SQL and decides (the screens only mirror it); tests/integration/tier-access.test.ts
// asks both for every demo persona, tier, action, module and facility and fails on a difference.
//
//   A user may open something that needs tier T by their own plan (public.has_tier(T)), or, when
//   its data lives in a facility, in each facility they work in whose plan reaches T — a
//   facility's plan is its owner's (public.tier_facilities(action, T), which Atlas's, Prometheus's
//   and Arca's policies read). So a Basic staff member opens a Professional owner's Atlas there,
//   and nowhere else; their own facility keeps their own plan.
//
//   In a facility, the owner may read, log, edit, delete and manage (the team, the public board,
//   settings); a manager reads, logs, edits and deletes; staff read and log
//   (public.facility_grants(action)).
import { normalizeTier, tierRank, type Tier } from './tiers.ts';
import type { Scope } from './paths.ts';

export type FacilityRole = 'owner' | 'manager' | 'staff';
export type FacilityAction = 'read' | 'log' | 'edit' | 'delete' | 'manage';

const GRANTS: Record<FacilityRole, readonly FacilityAction[]> = {
  owner: ['read', 'log', 'edit', 'delete', 'manage'],
  manager: ['read', 'log', 'edit', 'delete'],
  staff: ['read', 'log'],
};

/** What a role may do in a facility (public.facility_grants). */
export function can(role: FacilityRole | null | undefined, action: FacilityAction): boolean {
  return role ? GRANTS[role].includes(action) : false;
}

export function isFacilityRole(value: unknown): value is FacilityRole {
  return value === 'owner' || value === 'manager' || value === 'staff';
}

/** A facility the user works in, and the plan everyone works under there: its owner's. */
export interface Workplace {
  id: string;
  name: string;
  role: FacilityRole;
  plan: Tier;
  ownerName: string;
}

/** public.my_facilities' rows as the access rule reads them (unknown roles are left out). */
export function toWorkplaces(
  rows: ReadonlyArray<{ facility_id: string; name: string; role: string; plan: string; owner_name: string }>,
): Workplace[] {
  return rows
    .filter((f) => isFacilityRole(f.role))
    .map((f) => ({
      id: f.facility_id,
      name: f.name,
      role: f.role as FacilityRole,
      plan: normalizeTier(f.plan),
      ownerName: f.owner_name,
    }));
}

export interface Access {
  required: Tier;
  /** Their own plan reaches it: it opens everywhere they are (their own facilities included). */
  own: boolean;
  /** The facilities they work in whose plan reaches it, where a facility page works. */
  facilities: Workplace[];
  /** Whether it opens at all. */
  open: boolean;
  /** It opens only through a facility's plan, not their own: the screen says so. */
  throughFacility: boolean;
}

/**
 * The rule. `scope` says where the thing's data lives: a personal tool opens by the user's own
 * plan only; a facility's tool also opens in the facilities whose plan reaches it.
 */
export function accessTo(
  required: Tier,
  scope: Scope,
  ownTier: Tier,
  workplaces: readonly Workplace[],
): Access {
  const own = tierRank(ownTier) >= tierRank(required);
  const facilities = workplaces.filter((w) => tierRank(w.plan) >= tierRank(required));
  const reachable = scope === 'facility' && facilities.length > 0;
  return {
    required,
    own,
    facilities: scope === 'facility' ? facilities : [],
    open: own || reachable,
    throughFacility: !own && reachable,
  };
}

/**
 * Whether the answer needs the user's facilities: not when their own plan already opens it, nor
 * for a personal tool. Lets the bars and guards decide without waiting where they can.
 */
export function needsWorkplaces(required: Tier, scope: Scope, ownTier: Tier): boolean {
  return scope === 'facility' && tierRank(ownTier) < tierRank(required);
}

/** "North Campus", "North Campus and R&D", "A, B and C". */
export function facilityNames(workplaces: readonly Pick<Workplace, 'name'>[]): string {
  const names = workplaces.map((w) => w.name);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "AgroChemLog is open to you at North Campus, on Marcus Oyelaran's Professional plan." */
export function facilityAccessText(name: string, facilities: readonly Workplace[]): string {
  const where = facilityNames(facilities);
  const [only] = facilities;
  if (facilities.length === 1 && only)
    return `${name} is open to you at ${where}, on ${only.ownerName}'s ${only.plan} plan.`;
  return `${name} is open to you at ${where}, on their owners' plans.`;
}
