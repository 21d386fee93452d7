// The climate lens's period: a preset ending now, or whole local days chosen by the grower.

export const RANGE_PRESETS = [
  { value: '1d', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom dates' },
] as const;

export type RangeChoice =
  { preset: '1d' | '7d' | '30d' | '90d' } | { preset: 'custom'; from: string; to: string };

const DAY = 86_400_000;
const FIVE_MINUTES = 300_000;
/** The daily figures cover at most 400 days; a longer custom period starts later. */
export const MAX_DAYS = 400;

/**
 * The period as ISO instants. A preset ends at the next 5-minute mark after `now` (so the same
 * minute asks the same question twice, and the cache answers); a custom period runs from local
 * midnight of its first day to local midnight after its last.
 */
export function climateRange(choice: RangeChoice, now: number): { from: string; to: string } {
  if (choice.preset === 'custom') {
    const [fy, fm, fd] = choice.from.split('-').map(Number);
    const [ty, tm, td] = choice.to.split('-').map(Number);
    const to = new Date(ty!, tm! - 1, td! + 1).getTime();
    const from = Math.max(new Date(fy!, fm! - 1, fd!).getTime(), to - MAX_DAYS * DAY);
    return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  }
  const to = Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES;
  const days = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 }[choice.preset];
  return { from: new Date(to - days * DAY).toISOString(), to: new Date(to).toISOString() };
}
