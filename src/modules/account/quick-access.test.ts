import { describe, expect, it } from 'vitest';
import { moveItem, quickAccessTools, toolsForTier } from './quick-access';

describe('quick access', () => {
  it('offers a free user only the free tools', () => {
    expect(toolsForTier('free').map((t) => t.id)).toEqual(['arca-calculator', 'arca-converter']);
  });

  it('keeps the saved order and drops unknown, duplicate and locked tools', () => {
    const tools = quickAccessTools(
      ['arca-converter', 'nope', 'animus-library', 'arca-calculator', 'arca-converter'],
      'Basic',
    );
    expect(tools.map((t) => t.id)).toEqual(['arca-converter', 'arca-calculator']);
    expect(quickAccessTools(null, 'Professional')).toEqual([]);
  });

  it("adds a facility's tools the user opens under the plan of a facility they work in", () => {
    const northCampus = {
      id: 'f',
      name: 'North Campus',
      role: 'staff',
      plan: 'Professional',
      ownerName: 'M',
    } as const;
    const ids = toolsForTier('Basic', [northCampus]).map((t) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining(['arca-agrochemlog', 'arca-irrigation-skeleton', 'atlas-sops']),
    );
    // The breeding library is the user's own: their plan decides.
    expect(ids).not.toContain('animus-library');
    expect(quickAccessTools(['arca-agrochemlog'], 'Basic', [northCampus]).map((t) => t.id)).toEqual([
      'arca-agrochemlog',
    ]);
  });

  it('moves items up and down within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
