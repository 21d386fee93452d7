// Prometheus's pages: paths, names and tiers written once (routes, links and the shell read them).
// The numbered pages sit at the root ('/prometheus2') but belong to this module.
import { path, tool, type ModuleInfo } from '../../lib/paths.ts';

export const prometheusPaths = {
  index: path('/prometheus'),
  v2: path('/prometheus2'),
  v3: path('/prometheus3'),
  v4: path('/prometheus4'),
};

/**
 * Prometheus's own navigation among its lenses, in order: every lens one click from every other
 * (the top bar links only three of them). A list, so a new page (an overview home) is one entry.
 */
export const PROMETHEUS_LENSES = [
  { path: prometheusPaths.index, label: 'Climate' },
  { path: prometheusPaths.v2, label: 'Substrate' },
  { path: prometheusPaths.v3, label: 'Yield and quality' },
  { path: prometheusPaths.v4, label: 'Benchmarking' },
] as const;

export const prometheusTools = {
  v1: tool(
    'prometheus',
    'Prometheus',
    prometheusPaths.index,
    'Professional',
    'Climate and substrate analytics.',
    'facility',
  ),
  v2: tool(
    'prometheus2',
    'Prometheus 2.0',
    prometheusPaths.v2,
    'Professional',
    'Yield analytics and forecasts.',
    'facility',
  ),
  v3: tool(
    'prometheus3',
    'Prometheus 3.0',
    prometheusPaths.v3,
    'Professional',
    'Room comparisons.',
    'facility',
  ),
  v4: tool(
    'prometheus4',
    'Prometheus 4.0',
    prometheusPaths.v4,
    'Professional',
    'Insights in plain English.',
    'facility',
  ),
};

export const prometheusModule: ModuleInfo = {
  id: 'prometheus',
  name: 'Prometheus - AI Analytics',
  description: 'Climate, substrate and yield analytics with plain-English insights.',
  path: prometheusPaths.index.pattern,
  requiredTier: 'Professional',
  linkTier: 'Professional',
  scope: 'facility',
  tools: Object.values(prometheusTools),
};

/** Where "Add a sensor reading in Prometheus" goes: the Substrate lens with the form open. */
export const manualReadingHref = (roomId?: string) =>
  `${prometheusPaths.v2.href()}?${new URLSearchParams({ reading: 'new', ...(roomId ? { room: roomId } : {}) }).toString()}`;
