// Animus's pages and tools: paths, names and tiers written once (routes, links and the shell read them).
import { path, tool, type ModuleInfo } from '../../lib/paths.ts';

export const animusPaths = {
  index: path('/animus'),
  library: path('/animus/library'),
  archive: path('/animus/archive'),
  origins: path('/animus/origins'),
  project: path('/animus/origins/:projectId'),
  selections: path('/animus/origins/:projectId/selections'),
  traits: path('/animus/traits'),
  projectTraits: path('/animus/traits/:projectId'),
};

export const animusTools = {
  library: tool(
    'animus-library',
    'Strain Library',
    animusPaths.library,
    'Advanced',
    'Your genetics with structured data and community tags.',
    'personal',
  ),
  origins: tool(
    'animus-origins',
    'Origins',
    animusPaths.origins,
    'Advanced',
    'Breeding projects, their plants and selections.',
    'personal',
  ),
  traits: tool(
    'animus-traits',
    'Traits',
    animusPaths.traits,
    'Advanced',
    'Trait observations per breeding project.',
    'personal',
  ),
};

export const animusModule: ModuleInfo = {
  id: 'animus',
  name: 'Animus - Strain Library & Breeding',
  description: 'Upload and classify genetics, record plants, traits and selections.',
  path: animusPaths.index.pattern,
  requiredTier: 'Advanced',
  linkTier: 'Advanced',
  scope: 'personal',
  tools: Object.values(animusTools),
};
