import { describe, expect, it } from 'vitest';
import { parseChange } from './capture.ts';
import { typedValue } from './delivery.ts';

describe('parseChange', () => {
  it('reads what the capture trigger notifies', () => {
    const payload = JSON.stringify({
      schema: 'app',
      table: 'notes',
      type: 'UPDATE',
      commit_timestamp: '2026-01-02T03:04:05.678Z',
      pk: { id: '9007199254740993' },
      old_pk: { id: '1' },
    });
    expect(parseChange(payload)).toEqual({
      schema: 'app',
      table: 'notes',
      type: 'UPDATE',
      commitTimestamp: '2026-01-02T03:04:05.678Z',
      pk: { id: '9007199254740993' },
      oldPk: { id: '1' },
      oversize: false,
    });
  });

  it('keeps keyless and oversize changes, without a key', () => {
    const base = { schema: 'a', table: 't', type: 'INSERT', commit_timestamp: 'x' };
    expect(parseChange(JSON.stringify({ ...base, pk: null }))).toMatchObject({ pk: null, oversize: false });
    expect(parseChange(JSON.stringify({ ...base, oversize: true }))).toMatchObject({
      pk: null,
      oversize: true,
    });
  });

  it('ignores anything else', () => {
    expect(parseChange(undefined)).toBeNull();
    expect(parseChange('not json')).toBeNull();
    expect(
      parseChange(JSON.stringify({ schema: 'a', table: 't', type: 'TRUNCATE', commit_timestamp: 'x' })),
    ).toBeNull();
  });
});

describe('typedValue', () => {
  it('turns key text back into JSON of the column type, as hosted sends it', () => {
    expect(typedValue('int8', '42')).toBe(42);
    expect(typedValue('numeric', '1.50')).toBe(1.5);
    expect(typedValue('bool', 'true')).toBe(true);
    expect(typedValue('uuid', '7d1c0f5e-0000-4000-8000-000000000000')).toBe(
      '7d1c0f5e-0000-4000-8000-000000000000',
    );
    expect(typedValue('jsonb', '{"a":1}')).toEqual({ a: 1 });
    expect(typedValue('float8', 'NaN')).toBe('NaN');
  });
});
