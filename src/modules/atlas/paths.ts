// Atlas's pages and tools: paths, names and tiers written once (routes, links and the shell read them).
import { path, tool, type ModuleInfo } from '../../lib/paths.ts';

export const atlasPaths = {
  index: path('/atlas'),
  today: path('/atlas/today'),
  sops: path('/atlas/sops'),
  sop: path('/atlas/sops/:sopId'),
  sopDraft: path('/atlas/sops/:sopId/draft'),
  sopPrint: path('/atlas/sops/:sopId/print'),
  resources: path('/atlas/resources'),
  equipment: path('/atlas/resources/equipment/:equipmentId'),
  consumable: path('/atlas/resources/consumables/:consumableId'),
  cycles: path('/atlas/cycles'),
  cycle: path('/atlas/cycles/:cycleId'),
  template: path('/atlas/cycles/templates/:templateId'),
  calendar: path('/atlas/calendar'),
  team: path('/atlas/team'),
  production: path('/atlas/production'),
};

export const atlasTools = {
  today: tool(
    'atlas-today',
    'Today',
    atlasPaths.today,
    'Professional',
    'Your tasks for today and what is overdue.',
    'facility',
  ),
  sops: tool(
    'atlas-sops',
    'SOPs',
    atlasPaths.sops,
    'Professional',
    'Standard operating procedures with versions, approvals and training records.',
    'facility',
  ),
  resources: tool(
    'atlas-resources',
    'Resources',
    atlasPaths.resources,
    'Professional',
    'Equipment, maintenance and consumables.',
    'facility',
  ),
  // The id stays 'atlas-production' (people's quick-access lists hold it); the board took the path.
  production: tool(
    'atlas-production',
    'Production Cycles',
    atlasPaths.cycles,
    'Professional',
    'Plan and follow production cycles.',
    'facility',
  ),
  calendar: tool(
    'atlas-calendar',
    'Calendar',
    atlasPaths.calendar,
    'Professional',
    'Tasks and phases by week or month, per room or person.',
    'facility',
  ),
  team: tool(
    'atlas-team',
    'Team',
    atlasPaths.team,
    'Professional',
    'People, roles, invitations and the public board.',
    'facility',
  ),
};

export const atlasModule: ModuleInfo = {
  id: 'atlas',
  name: 'Atlas - ERP & Management',
  description: 'SOPs, resources and production cycles.',
  path: atlasPaths.index.pattern,
  requiredTier: 'Professional',
  linkTier: 'Professional',
  scope: 'facility',
  tools: Object.values(atlasTools),
};

export const productionBoardPage = {
  name: 'Production board',
  description: 'What licensed growers are running right now, in their own words.',
};
