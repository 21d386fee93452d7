// The harvest period of the yield and benchmarking lenses: the last 3, 6 or 12 months, or whole
// local days chosen by the grower. Cycles count by their harvest day.

export const HARVEST_PERIODS = [
  { value: '90d', label: 'Last 3 months' },
  { value: '180d', label: 'Last 6 months' },
  { value: '365d', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom dates' },
] as const;

export type HarvestPeriod =
  { preset: '90d' | '180d' | '365d' } | { preset: 'custom'; from: string; to: string };

/**
 * The period as ISO instants, whole local days: a preset runs from local midnight that many days
 * ago to the midnight after today (so the query is the same all day long and the cache answers);
 * a custom period from the midnight of its first day to the midnight after its last.
 */
export function harvestRange(period: HarvestPeriod, now: Date): { from: string; to: string } {
  const day = (y: number, m: number, d: number) => new Date(y, m, d).toISOString();
  if (period.preset === 'custom') {
    const [fy, fm, fd] = period.from.split('-').map(Number);
    const [ty, tm, td] = period.to.split('-').map(Number);
    return { from: day(fy!, fm! - 1, fd!), to: day(ty!, tm! - 1, td! + 1) };
  }
  const days = { '90d': 90, '180d': 180, '365d': 365 }[period.preset];
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  return { from: day(y, m, d - days), to: day(y, m, d + 1) };
}
