import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPause } from './after-pause';

describe('afterPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once the pause has passed on the same address', () => {
    const write = vi.fn();
    afterPause(write, 250, () => '/animus/archive');
    vi.advanceTimersByTime(249);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledOnce();
  });

  it('leaves a navigation made during the pause alone', () => {
    const write = vi.fn();
    let at = '/animus/archive';
    afterPause(write, 250, () => at);
    at = '/animus/archive?cultivar=abc';
    vi.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
  });

  it('is cancelled by its cleanup', () => {
    const write = vi.fn();
    const cancel = afterPause(write, 250, () => '/x');
    cancel();
    vi.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
  });
});
