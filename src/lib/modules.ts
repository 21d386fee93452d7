// The product's modules and tools with the tier each needs (spec-1 §1, §2, §6): the one table the
// top bar, the bottom bar, the module index pages, quick access and route guards read.
import type { Tier } from './tiers.ts';

export interface Tool {
  id: string;
  name: string;
  description: string;
  path: string;
  requiredTier: Tier;
}

export interface Module {
  id: ModuleId;
  name: string;
  description: string;
  path: string;
  /** What the module's pages need. */
  requiredTier: Tier;
  /** What its top-bar link needs; the spec gates Arca's and Ancora's links at free (spec-1 §6). */
  linkTier: Tier;
  tools: Tool[];
}

export type ModuleId = 'arca' | 'animus' | 'agora' | 'atlas' | 'ancora' | 'prometheus';

const tool = (id: string, name: string, path: string, requiredTier: Tier, description: string): Tool => ({
  id,
  name,
  description,
  path,
  requiredTier,
});

export const MODULES: readonly Module[] = [
  {
    id: 'arca',
    name: 'Arca - Cultivation Toolbox',
    description: 'Calculators, trackers and loggers for daily cultivation work.',
    path: '/arca',
    requiredTier: 'Basic',
    linkTier: 'free',
    tools: [
      tool(
        'arca-calculator',
        'Shot Size Calculator',
        '/arca/calculator',
        'free',
        'Irrigation shot volume and duration from substrate, container and target VWC.',
      ),
      tool(
        'arca-converter',
        'Unit Converter',
        '/arca/converter',
        'free',
        'EC, ppm scales, temperature, volume, mass, light and area.',
      ),
      tool(
        'arca-chemical',
        'Chemical Calculator',
        '/arca/chemical',
        'Basic',
        'Nutrient recipes from salts: ppm per element, EC estimate, grams per tank.',
      ),
      tool(
        'arca-photothermal',
        'Photothermal Ratio Calculator',
        '/arca/photothermal',
        'Basic',
        'Light integral against temperature, with a plain-English reading.',
      ),
      tool(
        'arca-ipm',
        'Beneficial Insects',
        '/arca/ipm',
        'Basic',
        'Plan beneficial releases and check pesticide side effects.',
      ),
      tool(
        'arca-targets',
        'Cultivation Targets',
        '/arca/targets',
        'Basic',
        'Climate and substrate targets per growth stage.',
      ),
      tool('arca-tanks', 'Tank Management', '/arca/tanks', 'Basic', 'Stock tanks, batches and refills.'),
      tool(
        'arca-fertility',
        'Fertility Tracking',
        '/arca/fertility',
        'Basic',
        'Track EC, pH and nutrient applications.',
      ),
      tool('arca-diary', 'Cultivation Diary', '/arca/diary', 'Basic', 'Daily logs, records and lots.'),
      tool('arca-runoff', 'Runoff Logger', '/arca/runofflogger', 'Basic', 'Log runoff volume, EC and pH.'),
      tool(
        'arca-application-log',
        'Application Log',
        '/arca/application-log',
        'Basic',
        'Record every crop-protection application.',
      ),
      tool(
        'arca-fertilizers',
        'Fertilizers',
        '/arca/fertilizers',
        'Basic',
        'Your fertiliser products and their analyses.',
      ),
      tool(
        'arca-fertility-application-log',
        'Fertility Application Log',
        '/arca/fertility-application-log',
        'Basic',
        'Record nutrient applications.',
      ),
      tool('arca-yields', 'Yields', '/arca/yields', 'Basic', 'Log harvests, prices and yield analytics.'),
      tool('arca-quality', 'Quality', '/arca/quality', 'Basic', 'Quality checks per batch.'),
      tool(
        'arca-irrigation-forecaster',
        'Irrigation Forecaster',
        '/arca/irrigation-forecaster',
        'Basic',
        'Forecast daily water and nutrient use and tank refills.',
      ),
      tool('arca-ppms', 'PPM Logger', '/arca/ppms', 'Basic', 'Log and review ppm readings.'),
      tool(
        'arca-filters',
        'Filter Maintenance',
        '/arca/filters',
        'Basic',
        'Log filter changes and plan them on a calendar.',
      ),
      tool(
        'arca-irrigation',
        'Irrigation Guides',
        '/arca/irrigation',
        'Advanced',
        'Crop-steering irrigation strategies by phase.',
      ),
      tool(
        'arca-agrochemlog',
        'AgroChemLog',
        '/arca/agrochemlog',
        'Advanced',
        'Agrochemical inventory and compliance log.',
      ),
      tool(
        'arca-irrigation-skeleton',
        'Irrigation Skeletons',
        '/arca/irrigation-skeleton',
        'Professional',
        'Reusable irrigation schedules for every room.',
      ),
    ],
  },
  {
    id: 'animus',
    name: 'Animus - Strain Library & Breeding',
    description: 'Upload and classify genetics, record plants, traits and selections.',
    path: '/animus',
    requiredTier: 'Advanced',
    linkTier: 'Advanced',
    tools: [
      tool(
        'animus-library',
        'Strain Library',
        '/animus/library',
        'Advanced',
        'Your genetics with structured data and community tags.',
      ),
      tool(
        'animus-origins',
        'Origins',
        '/animus/origins',
        'Advanced',
        'Breeding projects, their plants and selections.',
      ),
      tool(
        'animus-traits',
        'Traits',
        '/animus/traits',
        'Advanced',
        'Trait observations per breeding project.',
      ),
    ],
  },
  {
    id: 'agora',
    name: 'Agora - Expert Marketplace',
    description: 'Find, verify and book cultivation consultants and educators.',
    path: '/agora',
    requiredTier: 'Advanced',
    linkTier: 'Advanced',
    tools: [],
  },
  {
    id: 'atlas',
    name: 'Atlas - ERP & Management',
    description: 'SOPs, resources and production cycles.',
    path: '/atlas',
    requiredTier: 'Professional',
    linkTier: 'Professional',
    tools: [
      tool(
        'atlas-sops',
        'SOPs',
        '/atlas/sops',
        'Professional',
        'Standard operating procedures with versions.',
      ),
      tool(
        'atlas-resources',
        'Resources',
        '/atlas/resources',
        'Professional',
        'People, rooms and equipment.',
      ),
      tool(
        'atlas-production',
        'Production Cycles',
        '/atlas/production',
        'Professional',
        'Plan and follow production cycles.',
      ),
    ],
  },
  {
    id: 'ancora',
    name: 'Ancora - Academy',
    description: 'Skill assessment, courses, quizzes and shareable certifications.',
    path: '/ancora',
    requiredTier: 'Basic',
    linkTier: 'free',
    tools: [
      tool('ancora-courses', 'Courses', '/ancora/courses', 'Basic', 'Courses with lessons and quizzes.'),
      tool('ancora-pro', 'Ancora Pro', '/ancora/pro', 'Basic', 'Advanced programmes for professionals.'),
      tool(
        'ancora-certifications',
        'Your Certifications',
        '/ancora/certifications',
        'Basic',
        'Certificates you earned, shareable by link.',
      ),
      tool(
        'ancora-recruiting',
        'Recruiting Tool',
        '/ancora/recruiting-tool',
        'Basic',
        'Find certified candidates.',
      ),
    ],
  },
  {
    id: 'prometheus',
    name: 'Prometheus - AI Analytics',
    description: 'Climate, substrate and yield analytics with plain-English insights.',
    path: '/prometheus',
    requiredTier: 'Professional',
    linkTier: 'Professional',
    tools: [
      tool('prometheus', 'Prometheus', '/prometheus', 'Professional', 'Climate and substrate analytics.'),
      tool('prometheus2', 'Prometheus 2.0', '/prometheus2', 'Professional', 'Yield analytics and forecasts.'),
      tool('prometheus3', 'Prometheus 3.0', '/prometheus3', 'Professional', 'Room comparisons.'),
      tool('prometheus4', 'Prometheus 4.0', '/prometheus4', 'Professional', 'Insights in plain English.'),
    ],
  },
];

/** The eight top-bar section links, in the spec's order (spec-1 §2). */
export const SECTION_LINKS: ReadonlyArray<{
  label: string;
  path: string;
  moduleId: ModuleId;
  requiredTier: Tier;
}> = [
  { label: 'Arca', path: '/arca', moduleId: 'arca', requiredTier: 'free' },
  { label: 'Ancora', path: '/ancora', moduleId: 'ancora', requiredTier: 'free' },
  { label: 'Animus', path: '/animus', moduleId: 'animus', requiredTier: 'Advanced' },
  { label: 'Agora', path: '/agora', moduleId: 'agora', requiredTier: 'Advanced' },
  { label: 'Atlas', path: '/atlas', moduleId: 'atlas', requiredTier: 'Professional' },
  { label: 'Prometheus', path: '/prometheus', moduleId: 'prometheus', requiredTier: 'Professional' },
  { label: 'Prometheus 2.0', path: '/prometheus2', moduleId: 'prometheus', requiredTier: 'Professional' },
  { label: 'Prometheus 4.0', path: '/prometheus4', moduleId: 'prometheus', requiredTier: 'Professional' },
];

/** The five modules of the mobile bottom bar (spec-1 §2). */
export const BOTTOM_BAR_MODULES: readonly ModuleId[] = ['arca', 'animus', 'atlas', 'agora', 'ancora'];

/** A module's name before the dash ("Arca - Cultivation Toolbox" → "Arca"). */
export function shortName(module: Pick<Module, 'name'>): string {
  return module.name.split(' - ')[0]!.trim();
}

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
