import { describe, expect, it } from 'vitest';
import { lttb } from './lttb.ts';

describe('lttb', () => {
  const series = Array.from({ length: 1000 }, (_, x) => ({ x, y: x === 500 ? 100 : Math.sin(x / 50) }));

  it('keeps the first and last points and returns exactly the threshold', () => {
    const out = lttb(series, 100);
    expect(out).toHaveLength(100);
    expect(out[0]).toBe(series[0]);
    expect(out[99]).toBe(series[999]);
  });

  it('keeps a single spike that a plain every-nth sample would drop', () => {
    expect(lttb(series, 100).some((p) => p.y === 100)).toBe(true);
    expect(series.filter((_, i) => i % 10 === 3).some((p) => p.y === 100)).toBe(false);
  });

  it('keeps time order and returns short series as they are', () => {
    const out = lttb(series, 50);
    expect(out.every((p, i) => i === 0 || p.x > out[i - 1]!.x)).toBe(true);
    expect(lttb(series.slice(0, 10), 50)).toEqual(series.slice(0, 10));
  });
});
