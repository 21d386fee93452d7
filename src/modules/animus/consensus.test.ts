import { describe, expect, it } from 'vitest';
import { agreeVotesToConfirm, needsCoa, normalizeTagLabel, tagState, tagStatus } from './consensus';

describe('tagStatus', () => {
  it.each([
    [1, 0, 'proposed'],
    [2, 0, 'proposed'],
    [1, 1, 'proposed'],
    [3, 0, 'confirmed'],
    // 2 of 3 is exactly 2/3: not more than 2/3.
    [2, 1, 'disputed'],
    [3, 1, 'confirmed'],
    [4, 2, 'disputed'],
    [5, 2, 'confirmed'],
    [1, 2, 'disputed'],
    [0, 3, 'disputed'],
  ] as const)('%i agree, %i disagree: %s', (agree, disagree, status) => {
    expect(tagStatus(agree, disagree)).toBe(status);
  });
});

describe('tagState', () => {
  it('lets a moderator’s ruling override the votes', () => {
    expect(tagState(1, 2, 'upheld')).toBe('upheld');
    expect(tagState(5, 0, 'removed')).toBe('removed');
    expect(tagState(1, 2, null)).toBe('disputed');
  });
});

describe('agreeVotesToConfirm', () => {
  it('counts the agreeing votes still needed', () => {
    expect(agreeVotesToConfirm(1, 0)).toBe(2);
    expect(agreeVotesToConfirm(2, 1)).toBe(1);
    expect(agreeVotesToConfirm(1, 2)).toBe(4);
    expect(agreeVotesToConfirm(3, 0)).toBe(0);
  });
});

describe('tags', () => {
  it('chemistry tags need a COA', () => {
    expect(needsCoa('chemistry')).toBe(true);
    expect(needsCoa('aroma')).toBe(false);
  });

  it('normalises labels as the database stores them', () => {
    expect(normalizeTagLabel('  High   Limonene ')).toBe('high limonene');
  });
});
