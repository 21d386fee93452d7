import { describe, expect, it } from 'vitest';
import { organismsByCounts, scoutingSeries } from './scouting-chart.ts';

describe('scouting chart', () => {
  it('groups counts by room, oldest first, and skips unreadable times', () => {
    const series = scoutingSeries([
      { occurredAt: '2026-03-09T08:00:00Z', roomId: 'b', count: 4 },
      { occurredAt: '2026-03-02T08:00:00Z', roomId: 'b', count: 9 },
      { occurredAt: '2026-03-02T08:00:00Z', roomId: 'a', count: 1 },
      { occurredAt: 'not a date', roomId: 'a', count: 100 },
    ]);
    expect(series).toEqual([
      { roomId: 'a', points: [{ x: Date.parse('2026-03-02T08:00:00Z'), y: 1 }] },
      {
        roomId: 'b',
        points: [
          { x: Date.parse('2026-03-02T08:00:00Z'), y: 9 },
          { x: Date.parse('2026-03-09T08:00:00Z'), y: 4 },
        ],
      },
    ]);
  });

  it('offers the most counted organism first', () => {
    expect(
      organismsByCounts([
        { organism: 'Thrips' },
        { organism: 'Aphids' },
        { organism: 'Thrips' },
        { organism: null },
      ]),
    ).toEqual(['Thrips', 'Aphids']);
  });
});
