import { describe, expect, it } from 'vitest';
import { certificationStatus, historyActionLabel, historyComments, reviewProgress } from './review';

describe('certificationStatus', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is Pending until verified, Verified after, Expired once the expiration date has passed', () => {
    expect(certificationStatus({ verified: false, expiration_date: null }, now)).toBe('Pending');
    expect(certificationStatus({ verified: true, expiration_date: '2027-01-01' }, now)).toBe('Verified');
    expect(certificationStatus({ verified: false, expiration_date: '2026-11-21' }, now)).toBe('Expired');
    expect(certificationStatus({ verified: true, expiration_date: '2020-01-01' }, now)).toBe('Expired');
    // Valid through the whole expiration day.
    expect(certificationStatus({ verified: true, expiration_date: '2026-11-22' }, now)).toBe('Verified');
  });
});

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
