import { describe, expect, it } from 'vitest';
import { isId, matchByName } from './name-match';

const yours = (name: string, id: string) => ({ name, id, rank: 0 });
const shared = (name: string, id: string) => ({ name, id, rank: 1 });

describe('matchByName', () => {
  it('finds one, none or several, without case or spaces', () => {
    const list = [yours('Skunk #1', 'a'), yours('Tangie', 'b'), yours('skunk #1 ', 'c')];
    expect(matchByName(' tangie', list)).toEqual({ status: 'one', match: list[1] });
    expect(matchByName('Haze', list)).toEqual({ status: 'none' });
    expect(matchByName('SKUNK #1', list)).toEqual({ status: 'several', matches: [list[0], list[2]] });
  });

  it('lets the best rank decide: your own before a shared one, several shared only without yours', () => {
    expect(matchByName('Haze', [shared('Haze', 's1'), yours('Haze', 'y1'), shared('Haze', 's2')])).toEqual({
      status: 'one',
      match: { name: 'Haze', id: 'y1', rank: 0 },
    });
    expect(matchByName('Haze', [shared('Haze', 's1'), shared('Haze', 's2')]).status).toBe('several');
  });
});

describe('isId', () => {
  it('tells an id from a name', () => {
    expect(isId('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(true);
    expect(isId('Skunk #1')).toBe(false);
  });
});
