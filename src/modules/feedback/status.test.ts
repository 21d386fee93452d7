import { describe, expect, it } from 'vitest';
import { nextStatuses } from './status';

describe('feedback status transitions', () => {
  it('moves open → in_progress → resolved, with closed available before resolution', () => {
    expect(nextStatuses('open')).toEqual(['in_progress', 'closed']);
    expect(nextStatuses('in_progress')).toEqual(['resolved', 'closed']);
    expect(nextStatuses('resolved')).toEqual(['open']);
    expect(nextStatuses('closed')).toEqual(['open']);
    expect(nextStatuses('weird')).toEqual([]);
  });
});
