import { describe, expect, it } from 'vitest';
import { hasTier, nextTier, normalizeRole, normalizeTier, tierRank } from './tiers.ts';

describe('tiers', () => {
  it('orders the tiers free < Basic < Advanced < Professional', () => {
    expect(['free', 'Basic', 'Advanced', 'Professional'].map(tierRank)).toEqual([0, 1, 2, 3]);
  });

  it.each([null, undefined, '', 'basic', 'PRO', 'Gold', 3, {}])('normalises %p to free', (v) => {
    expect(normalizeTier(v)).toBe('free');
  });

  it('keeps the four known tiers', () => {
    expect(normalizeTier('Advanced')).toBe('Advanced');
  });

  it.each([null, 'owner', 'Admin'])('normalises role %p to user', (v) => {
    expect(normalizeRole(v)).toBe('user');
  });

  it('grants a tier at or above the requirement', () => {
    expect(hasTier({ membership_tier: 'Advanced' }, 'Advanced')).toBe(true);
    expect(hasTier({ membership_tier: 'Professional' }, 'Basic')).toBe(true);
    expect(hasTier({ membership_tier: 'Basic' }, 'Advanced')).toBe(false);
  });

  it('treats a missing user or tier as free', () => {
    expect(hasTier(null, 'free')).toBe(true);
    expect(hasTier(undefined, 'Basic')).toBe(false);
    expect(hasTier({ membership_tier: 'nonsense' }, 'Basic')).toBe(false);
  });

  it('walks the upgrade path', () => {
    expect(nextTier('free')).toBe('Basic');
    expect(nextTier('Advanced')).toBe('Professional');
    expect(nextTier('Professional')).toBeNull();
  });
});
