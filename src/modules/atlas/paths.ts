// Atlas's pages and tools: paths, names and tiers written once (routes, links and the shell read them).
import { path, tool, type ModuleInfo } from '../../lib/paths.ts';

export const atlasPaths = {
  index: path('/atlas'),
  sops: path('/atlas/sops'),
  resources: path('/atlas/resources'),
  production: path('/atlas/production'),
};

export const atlasTools = {
  sops: tool(
    'atlas-sops',
    'SOPs',
    atlasPaths.sops,
    'Professional',
    'Standard operating procedures with versions.',
  ),
  resources: tool(
    'atlas-resources',
    'Resources',
    atlasPaths.resources,
    'Professional',
    'People, rooms and equipment.',
  ),
  production: tool(
    'atlas-production',
    'Production Cycles',
    atlasPaths.production,
    'Professional',
    'Plan and follow production cycles.',
  ),
};

export const atlasModule: ModuleInfo = {
  id: 'atlas',
  name: 'Atlas - ERP & Management',
  description: 'SOPs, resources and production cycles.',
  path: atlasPaths.index.pattern,
  requiredTier: 'Professional',
  linkTier: 'Professional',
  tools: Object.values(atlasTools),
};
