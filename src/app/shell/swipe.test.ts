import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './swipe';

describe('isSwipeBack', () => {
  it('goes back for a right swipe from the edge zone', () => {
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 120, y: 310 })).toBe(true);
    expect(isSwipeBack({ x: 40, y: 300 }, { x: 51, y: 300 })).toBe(true);
  });

  it('ignores swipes that start beyond 40 px', () => {
    expect(isSwipeBack({ x: 41, y: 300 }, { x: 200, y: 300 })).toBe(false);
  });

  it('needs more than 10 px of travel', () => {
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 20, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 21, y: 300 })).toBe(true);
  });

  it('ignores left swipes and mostly vertical moves', () => {
    expect(isSwipeBack({ x: 30, y: 300 }, { x: 5, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 40, y: 500 })).toBe(false);
  });
});
