import { formatUnit } from '@/lib/format';

/** A terpene profile as bars, largest first: easier to compare at a glance than a list of numbers. */
export function TerpeneBars({ terpenes, caption }: { terpenes: Record<string, number>; caption: string }) {
  const rows = Object.entries(terpenes)
    .map(([name, v]) => [name, Number(v)] as const)
    .sort((a, b) => b[1] - a[1]);
  const max = Math.max(...rows.map(([, v]) => v), 0.0001);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-brand-950">{caption}</figcaption>
      <ul className="flex flex-col gap-1.5">
        {rows.map(([name, v]) => (
          <li key={name} className="grid grid-cols-[7.5rem_1fr_4.5rem] items-center gap-2 text-sm">
            <span className="truncate">{name}</span>
            <span className="h-2.5 rounded-full bg-brand-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${(v / max) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{formatUnit(v, '%', 2)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
