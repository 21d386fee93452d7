export interface Row {
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}

export function printTable(rows: Row[]): void {
  const head = ['Metric', 'Value', 'Budget', ''];
  const cells = rows.map((r) => [r.metric, r.value, r.budget, r.budget ? (r.ok ? 'ok' : 'OVER') : '']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
}
