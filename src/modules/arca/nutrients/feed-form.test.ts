import { describe, expect, it } from 'vitest';
import { batchChoiceProblem, feedEntryValues, feedFormFromRow, feedFormSchema } from './feed-form.ts';

describe('the feed form', () => {
  const valid = {
    roomId: 'r1',
    occurredAt: '2026-03-02T09:00',
    batchIds: ['b1', 'b2'],
    volumeL: 40,
    plantCount: Number.NaN,
    measuredEc: 2.1,
    measuredPh: Number.NaN,
    notes: '  ',
  };

  it('takes a complete feed and leaves blank optional fields out', () => {
    const parsed = feedFormSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(feedEntryValues(parsed.data!)).toEqual({
      batch_ids: ['b1', 'b2'],
      volume_l: 40,
      plant_count: null,
      measured_ec: 2.1,
      measured_ph: null,
    });
  });

  it('refuses a feed without a room, a batch or a volume, in the database words', () => {
    const parsed = feedFormSchema.safeParse({
      ...valid,
      roomId: '',
      batchIds: [],
      volumeL: 0,
      plantCount: 2.5,
    });
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain('Choose the room this feed went to.');
    expect(messages).toContain('Choose the batch (or batches) the feed was drawn from.');
    expect(messages).toContain('Enter a volume greater than 0');
    expect(messages).toContain('Enter a plant count as a whole number');
  });

  it('refuses two batches of one tank and a batch mixed after the feed', () => {
    const fedAt = new Date('2026-03-02T09:00:00Z');
    expect(
      batchChoiceProblem(
        [
          { tankId: 'a', mixedAt: '2026-03-01T09:00:00Z' },
          { tankId: 'a', mixedAt: '2026-03-01T10:00:00Z' },
        ],
        fedAt,
      ),
    ).toBe('Choose one batch per tank.');
    expect(batchChoiceProblem([{ tankId: 'a', mixedAt: '2026-03-02T10:00:00Z' }], fedAt)).toBe(
      'A batch cannot feed a room before it was mixed.',
    );
    expect(
      batchChoiceProblem(
        [
          { tankId: 'a', mixedAt: '2026-03-01T09:00:00Z' },
          { tankId: 'b', mixedAt: '2026-03-02T09:00:00Z' },
        ],
        fedAt,
      ),
    ).toBeNull();
  });
});

describe('editing a saved feed', () => {
  it('opens the form on what was saved, and saves the same values back', () => {
    const row = {
      room_id: 'r1',
      occurred_at: new Date(2026, 2, 2, 9, 30).toISOString(),
      batch_ids: ['b1'],
      volume_l: 40,
      plant_count: null,
      measured_ec: 2.1,
      measured_ph: 5.9,
      notes: 'Morning feed',
    };
    const form = feedFormFromRow(row);
    expect(form).toMatchObject({ roomId: 'r1', occurredAt: '2026-03-02T09:30', plantCount: undefined });
    const parsed = feedFormSchema.safeParse(form);
    expect(parsed.success).toBe(true);
    expect(feedEntryValues(parsed.data!)).toEqual({
      batch_ids: ['b1'],
      volume_l: 40,
      plant_count: null,
      measured_ec: 2.1,
      measured_ph: 5.9,
    });
    expect(parsed.data!.notes).toBe('Morning feed');
  });
});
