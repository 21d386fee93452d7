// Quick access (spec-1 §2, issue 4): the tools a user pins to their dashboard, by tool id from
// src/lib/modules.ts, in the user's order. Only tools the user may open (src/lib/access.ts: their
// own plan, or a facility's they work in) may be picked or shown.
import { accessTo, type Workplace } from '@/lib/access';
import { ALL_TOOLS, type Tool } from '@/lib/modules';
import type { Tier } from '@/lib/tiers';

/** The database allows at most this many (profiles.quick_access_items). */
export const QUICK_ACCESS_MAX = 24;

export function toolsForTier(tier: Tier, workplaces: readonly Workplace[] = []): Tool[] {
  return ALL_TOOLS.filter((t) => accessTo(t.requiredTier, t.scope, tier, workplaces).open);
}

/** The saved ids as tools, in order, dropping unknown ids, duplicates and tools the user may not open. */
export function quickAccessTools(
  items: readonly string[] | null | undefined,
  tier: Tier,
  workplaces: readonly Workplace[] = [],
): Tool[] {
  const allowed = new Map(toolsForTier(tier, workplaces).map((t) => [t.id, t]));
  const seen = new Set<string>();
  const tools: Tool[] = [];
  for (const id of items ?? []) {
    const tool = allowed.get(id);
    if (tool && !seen.has(id)) {
      seen.add(id);
      tools.push(tool);
    }
  }
  return tools;
}

/** Moves the item at `from` by `delta` places (clamped), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + delta));
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
