import { describe, expect, it } from 'vitest';
import { historyActionLabel, historyComments, reviewProgress } from './review';

describe('reviewProgress', () => {
  it('is 50%, or 100% once a comment exists', () => {
    expect(reviewProgress('')).toBe(50);
    expect(reviewProgress('   ')).toBe(50);
    expect(reviewProgress('Looks good')).toBe(100);
  });
});

describe('history helpers', () => {
  it('labels actions and reads details.comments', () => {
    expect(historyActionLabel('draft_saved')).toBe('Draft saved');
    expect(historyActionLabel('verification_approved')).toBe('Approved');
    expect(historyActionLabel('verification_rejected')).toBe('Rejected');
    expect(historyActionLabel('assignment_taken_over')).toBe('Review taken over');
    expect(historyActionLabel('assignment_returned')).toBe('Reassigned: the reviewer is no longer an admin');
    expect(historyActionLabel('something_else')).toBe('Something else');
    expect(historyComments({ comments: 'ok' })).toBe('ok');
    expect(historyComments({ comments: ' ' })).toBeNull();
    expect(historyComments({ comments: null })).toBeNull();
    expect(historyComments(null)).toBeNull();
    expect(historyComments(['x'])).toBeNull();
  });
});
