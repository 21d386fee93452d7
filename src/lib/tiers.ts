// Membership tiers (spec-1 §3, §5, §9): free 0, Basic 1, Advanced 2, Professional 3.
// The database mirrors this in public.tier_rank() / public.has_tier().

export const TIERS = ['free', 'Basic', 'Advanced', 'Professional'] as const;
export type Tier = (typeof TIERS)[number];

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Anything that is not one of the four tiers (null, typos, other casing) counts as free. */
export function normalizeTier(value: unknown): Tier {
  return (TIERS as readonly unknown[]).includes(value) ? (value as Tier) : 'free';
}

/** Anything that is not admin, moderator or user counts as user. */
export function normalizeRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'user';
}

export function tierRank(tier: unknown): number {
  return TIERS.indexOf(normalizeTier(tier));
}

/** Whether a user (or a bare tier) reaches the required tier; a missing user has the free tier. */
export function hasTier(user: { membership_tier?: unknown } | null | undefined, required: Tier): boolean {
  return tierRank(user?.membership_tier) >= tierRank(required);
}

/** The next tier up the upgrade path, or null at the top. */
export function nextTier(tier: unknown): Tier | null {
  return TIERS[tierRank(tier) + 1] ?? null;
}
