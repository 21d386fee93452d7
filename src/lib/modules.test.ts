import { describe, expect, it } from 'vitest';
import {
  ALL_TOOLS,
  BOTTOM_BAR_MODULES,
  getModule,
  moduleForPath,
  MODULES,
  pageInfoForPath,
  requiredTierForPath,
  SECTION_LINKS,
  shortName,
  toolForPath,
} from './modules.ts';

describe('module and tool table', () => {
  it('places the tools exactly as the spec-1 §6 tier table', () => {
    const tierOf = (name: string) => ALL_TOOLS.find((t) => t.name === name)?.requiredTier;
    expect(tierOf('Shot Size Calculator')).toBe('free');
    expect(tierOf('Unit Converter')).toBe('free');
    for (const n of [
      'Chemical Calculator',
      'Beneficial Insects',
      'Photothermal Ratio Calculator',
      'Cultivation Targets',
      'Tank Management',
      'Fertility Tracking',
    ])
      expect(tierOf(n), n).toBe('Basic');
    for (const n of ['Irrigation Guides', 'AgroChemLog']) expect(tierOf(n), n).toBe('Advanced');
    expect(tierOf('Irrigation Skeletons')).toBe('Professional');
  });

  it('gates the modules as the spec does, with both readings of Arca and Ancora', () => {
    const m = Object.fromEntries(MODULES.map((x) => [x.id, x]));
    expect(m.animus?.requiredTier).toBe('Advanced');
    expect(m.agora?.requiredTier).toBe('Advanced');
    expect(m.atlas?.requiredTier).toBe('Professional');
    expect(m.prometheus?.requiredTier).toBe('Professional');
    expect([m.arca?.requiredTier, m.arca?.linkTier]).toEqual(['Basic', 'free']);
    expect([m.ancora?.requiredTier, m.ancora?.linkTier]).toEqual(['Basic', 'free']);
    // The marketplace is public; Advanced is what booking needs (issue 14 §13).
    expect([m.agora?.requiredTier, m.agora?.linkTier]).toEqual(['Advanced', 'free']);
  });

  it('lists the eight section links in order with their gates', () => {
    expect(SECTION_LINKS.map((l) => l.label)).toEqual([
      'Arca',
      'Ancora',
      'Animus',
      'Agora',
      'Atlas',
      'Prometheus',
      'Prometheus 2.0',
      'Prometheus 4.0',
    ]);
    expect(SECTION_LINKS.filter((l) => l.requiredTier === 'free').map((l) => l.label)).toEqual([
      'Arca',
      'Ancora',
      'Agora',
    ]);
  });

  it('shows the bottom-bar modules by the name before the dash', () => {
    expect(BOTTOM_BAR_MODULES.map((id) => shortName(getModule(id)))).toEqual([
      'Arca',
      'Animus',
      'Atlas',
      'Agora',
      'Ancora',
    ]);
  });

  it('has unique tool ids and paths', () => {
    expect(new Set(ALL_TOOLS.map((t) => t.id)).size).toBe(ALL_TOOLS.length);
    expect(new Set(ALL_TOOLS.map((t) => t.path)).size).toBe(ALL_TOOLS.length);
  });

  it('finds the tool a nested path belongs to', () => {
    expect(toolForPath('/arca/irrigation-skeleton')?.id).toBe('arca-irrigation-skeleton');
    expect(toolForPath('/arca/irrigation')?.id).toBe('arca-irrigation');
    expect(toolForPath('/arca/yields/records')?.id).toBe('arca-yields');
    expect(toolForPath('/dashboard')).toBeUndefined();
  });
});

describe('route-to-tier table', () => {
  it.each([
    ['/arca', 'free'],
    ['/arca/calculator', 'free'],
    ['/arca/converter', 'free'],
    ['/arca/chemical', 'Basic'],
    ['/arca/tanks/batch/edit/7', 'Basic'],
    ['/arca/irrigation', 'Advanced'],
    ['/arca/irrigation-skeleton', 'Professional'],
    // Pages of a module that are no tool take the module's tier; only its index takes the link's.
    ['/arca/deleted', 'Basic'],
    ['/ancora/', 'free'],
    ['/ancora/test/quiz/l1', 'Basic'],
    ['/ancora', 'free'],
    ['/ancora/courses/1/lessons/2', 'Basic'],
    ['/ancora/certifications/1', 'Basic'],
    ['/ancora/pro', 'Professional'],
    ['/ancora/recruiting-tool', 'Professional'],
    ['/animus', 'Advanced'],
    ['/animus/origins/p1/selections', 'Advanced'],
    ['/atlas', 'Professional'],
    ['/prometheus', 'Professional'],
    ['/prometheus2', 'Professional'],
    ['/prometheus4', 'Professional'],
    ['/dashboard', undefined],
    ['/profile/facilities', undefined],
  ])('%s needs %s', (path, tier) => {
    expect(requiredTierForPath(path)).toBe(tier);
  });

  it('finds the module of a path, including the numbered Prometheus pages', () => {
    expect(moduleForPath('/prometheus3')?.id).toBe('prometheus');
    expect(moduleForPath('/arca/diary/logger')?.id).toBe('arca');
    expect(moduleForPath('/arcadia')).toBeUndefined();
  });

  it('names a screen after its tool, else its module', () => {
    expect(pageInfoForPath('/arca/yields/records')?.name).toBe('Yields');
    expect(pageInfoForPath('/prometheus2')?.name).toBe('Prometheus 2.0');
    expect(pageInfoForPath('/atlas')?.name).toBe('Atlas - ERP & Management');
    expect(pageInfoForPath('/nowhere')).toBeUndefined();
  });
});
