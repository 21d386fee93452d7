// The product's modules in the spec's order, each declared by its own `src/modules/<m>/paths.ts`:
// the list the top bar, the bottom bar, the module index pages, quick access and the tier guard
// read. Only those paths files are imported from modules (ESLint allows nothing else).
import { ancoraModule } from '../modules/ancora/paths.ts';
import { agoraModule } from '../modules/agora/paths.ts';
import { animusModule } from '../modules/animus/paths.ts';
import { arcaModule } from '../modules/arca/paths.ts';
import { atlasModule } from '../modules/atlas/paths.ts';
import { prometheusModule, prometheusTools } from '../modules/prometheus/paths.ts';
import { type ModuleId, type ModuleInfo, type PageInfo, type Scope, type Tool } from './paths.ts';
import type { Tier } from './tiers.ts';

export type { ModuleId, PageInfo, Tool };
export type Module = ModuleInfo;

export const MODULES: readonly Module[] = [
  arcaModule,
  animusModule,
  agoraModule,
  atlasModule,
  ancoraModule,
  prometheusModule,
];

/** A module's name before the dash ("Arca - Cultivation Toolbox" → "Arca"). */
export function shortName(module: Pick<Module, 'name'>): string {
  return module.name.split(' - ')[0]!.trim();
}

export interface SectionLink {
  label: string;
  path: string;
  moduleId: ModuleId;
  requiredTier: Tier;
  scope: Scope;
}

const moduleLink = (m: Module): SectionLink => ({
  label: shortName(m),
  path: m.path,
  moduleId: m.id,
  requiredTier: m.linkTier,
  scope: m.scope,
});
const toolLink = (m: Module, t: Tool): SectionLink => ({
  label: t.name,
  path: t.path,
  moduleId: m.id,
  requiredTier: m.linkTier,
  scope: t.scope,
});

/** The eight top-bar section links in the spec's order, each gated by its module's link tier. */
export const SECTION_LINKS: readonly SectionLink[] = [
  moduleLink(arcaModule),
  moduleLink(ancoraModule),
  moduleLink(animusModule),
  moduleLink(agoraModule),
  moduleLink(atlasModule),
  moduleLink(prometheusModule),
  toolLink(prometheusModule, prometheusTools.v2),
  toolLink(prometheusModule, prometheusTools.v4),
];

/** The five modules of the mobile bottom bar. */
export const BOTTOM_BAR_MODULES: readonly ModuleId[] = ['arca', 'animus', 'atlas', 'agora', 'ancora'];

export function getModule(id: ModuleId): Module {
  return MODULES.find((m) => m.id === id)!;
}

export const ALL_TOOLS: readonly Tool[] = MODULES.flatMap((m) => m.tools);

/** The tool a path belongs to (the longest matching tool path), if any. */
export function toolForPath(pathname: string): Tool | undefined {
  return ALL_TOOLS.filter((t) => pathname === t.path || pathname.startsWith(`${t.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

/** The module a path belongs to (`/prometheus2` belongs to Prometheus), if any. */
export function moduleForPath(pathname: string): Module | undefined {
  const tool = toolForPath(pathname);
  if (tool) return MODULES.find((m) => m.tools.includes(tool));
  return MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}

/**
 * The tier a signed-in route needs: its tool's tier; else, on the module's index, the module's link
 * tier (so a free user may open /arca and /ancora and see what is locked there); else, on any other
 * page of the module (a practice quiz, recently deleted records), the module's tier (spec-1 §6: the
 * module table's reading applies to the module, the link gate's to the link). Public routes never ask.
 */
export function requiredTierForPath(pathname: string): Tier | undefined {
  return gateForPath(pathname)?.tier;
}

/** What opening a signed-in route needs (src/lib/access.ts): its tier, its scope and its name. */
export interface Gate {
  tier: Tier;
  scope: Scope;
  name: string;
}

/** The gate of a route (see requiredTierForPath); a module's index opens by its link tier. */
export function gateForPath(pathname: string): Gate | undefined {
  const tool = toolForPath(pathname);
  if (tool) return { tier: tool.requiredTier, scope: tool.scope, name: tool.name };
  const module = moduleForPath(pathname);
  if (!module) return undefined;
  const index = pathname === module.path || pathname === `${module.path}/`;
  return {
    tier: index ? module.linkTier : module.requiredTier,
    scope: module.scope,
    name: shortName(module),
  };
}

/** A screen's name and description when its route carries none: its tool's, else its module's. */
export function pageInfoForPath(pathname: string): PageInfo | undefined {
  return toolForPath(pathname) ?? moduleForPath(pathname);
}
