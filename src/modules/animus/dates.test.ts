import { describe, expect, it } from 'vitest';
import { formatLocalDate, parseSelectionDate, selectionDay } from './dates';

describe('parseSelectionDate', () => {
  it('reads a bare date as local midnight', () => {
    expect(parseSelectionDate('2024-03-05')).toBe(new Date(2024, 2, 5).getTime());
  });
  it('reads full ISO timestamps as given', () => {
    expect(parseSelectionDate('2024-03-05T10:00:00Z')).toBe(Date.UTC(2024, 2, 5, 10));
  });
  it('returns NaN for text that is not a date', () => {
    expect(parseSelectionDate('soon')).toBeNaN();
  });
});

describe('formatLocalDate / selectionDay', () => {
  it('pads month and day', () => {
    expect(formatLocalDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });
  it('keeps bare dates and converts timestamps to the local day', () => {
    expect(selectionDay('2024-03-05')).toBe('2024-03-05');
    const ts = new Date(2024, 2, 5, 12).toISOString();
    expect(selectionDay(ts)).toBe('2024-03-05');
    expect(selectionDay('n/a')).toBe('n/a');
  });
});
