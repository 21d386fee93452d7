import { describe, expect, it } from 'vitest';
import { PresenceRoom } from './presence.ts';

describe('PresenceRoom', () => {
  it('tracks one meta per channel and reports joins', () => {
    const room = new PresenceRoom();
    const diff = room.track(1, 'alice', { mood: 'happy' });
    expect(diff.leaves).toEqual({});
    expect(diff.joins.alice!.metas[0]).toMatchObject({ mood: 'happy', phx_ref: expect.any(String) });
    room.track(2, 'alice', { mood: 'busy' });
    expect(room.state().alice!.metas.map((m) => m.mood)).toEqual(['happy', 'busy']);
  });

  it('replaces a re-tracked meta, reporting the old one as a leave', () => {
    const room = new PresenceRoom();
    const first = room.track(1, 'bob', { n: 1 }).joins.bob!.metas[0]!;
    const diff = room.track(1, 'bob', { n: 2 });
    expect(diff.leaves.bob!.metas).toEqual([first]);
    expect(diff.joins.bob!.metas[0]).toMatchObject({ n: 2, phx_ref_prev: first.phx_ref });
    expect(room.state().bob!.metas).toHaveLength(1);
  });

  it('untracks, and reports nothing for a channel that tracked nothing', () => {
    const room = new PresenceRoom();
    room.track(1, 'carol', {});
    expect(room.untrack(2)).toBeNull();
    expect(Object.keys(room.untrack(1)!.leaves)).toEqual(['carol']);
    expect(room.empty).toBe(true);
  });
});
