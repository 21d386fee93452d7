import { describe, expect, it } from 'vitest';
import { clockOffset, formatClock, formatDuration, formatWait, secondsLeft } from './quiz-time';

describe('the countdown follows the server clock', () => {
  it('corrects a browser clock that runs 90 s fast', () => {
    const client = Date.parse('2026-11-23T10:01:30Z');
    const offset = clockOffset('2026-11-23T10:00:00Z', client);
    expect(secondsLeft('2026-11-23T10:20:00Z', offset, client)).toBe(1200);
    expect(secondsLeft('2026-11-23T10:20:00Z', offset, client + 1_199_500)).toBe(1);
    expect(secondsLeft('2026-11-23T10:20:00Z', offset, client + 1_300_000)).toBe(0);
  });
});

describe('formatting', () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [1200, '20:00'],
    [3723, '1:02:03'],
  ])('clock %i → %s', (s, out) => expect(formatClock(s)).toBe(out));

  it.each([
    [1, '1 second'],
    [8, '8 seconds'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [5400, '1 hour 30 minutes'],
    [7_776_000, '90 days'],
  ])('wait %i → %s', (s, out) => expect(formatWait(s)).toBe(out));

  it.each([
    [1200, '20 minutes'],
    [3600, '1 hour'],
    [86400, '1 day'],
    [90, '90 seconds'],
  ])('duration %i → %s', (s, out) => expect(formatDuration(s)).toBe(out));
});
