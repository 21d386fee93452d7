// How the library writes its figures: percentages with at most two decimals ("7.02 %", "0.5 %").
export function formatPercent(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? `${Number(n.toFixed(2))} %` : '—';
}
