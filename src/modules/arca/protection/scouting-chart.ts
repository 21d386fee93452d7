// Scouting counts as the IPM chart draws them: one organism's counts over time, one series per
// room, oldest first.
export interface ScoutingPoint {
  readonly occurredAt: string;
  readonly roomId: string;
  readonly count: number;
}

export interface ScoutingSeries {
  readonly roomId: string;
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>;
}

export function scoutingSeries(rows: readonly ScoutingPoint[]): ScoutingSeries[] {
  const byRoom = new Map<string, { x: number; y: number }[]>();
  for (const row of rows) {
    const x = new Date(row.occurredAt).getTime();
    if (Number.isNaN(x)) continue;
    const list = byRoom.get(row.roomId) ?? [];
    list.push({ x, y: row.count });
    byRoom.set(row.roomId, list);
  }
  return [...byRoom.entries()]
    .map(([roomId, points]) => ({ roomId, points: points.sort((a, b) => a.x - b.x) }))
    .sort((a, b) => a.roomId.localeCompare(b.roomId));
}

/** The organisms counted, most counted first (the chart's choice). */
export function organismsByCounts(rows: readonly { organism: string | null }[]): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.organism) counts.set(r.organism, (counts.get(r.organism) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([o]) => o);
}
