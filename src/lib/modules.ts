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
      tool(
        'ancora-pro',
        'Ancora Pro',
        '/ancora/pro',
        'Professional',
        'The Pro track: advanced courses for commercial growers.',
      ),
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
        'Professional',
        'Find certified candidates who opted in.',
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

/** The module a path belongs to (`/prometheus2` belongs to Prometheus), if any. */
export function moduleForPath(pathname: string): Module | undefined {
  const tool = toolForPath(pathname);
  if (tool) return MODULES.find((m) => m.tools.includes(tool));
  return MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}

/**
 * The tier a signed-in route needs: a listed screen's own tier, else its tool's tier, else the
 * module's link tier (so a free user may open /arca and /ancora and see what is locked there), else
 * none. Public routes never ask.
 */
export function requiredTierForPath(pathname: string): Tier | undefined {
  return (
    PAGES.find((p) => p.requiredTier && matches(p.path, pathname))?.requiredTier ??
    toolForPath(pathname)?.requiredTier ??
    moduleForPath(pathname)?.linkTier
  );
}

export interface PageInfo {
  title: string;
  description: string;
  /** For a module screen outside every tool's path (e.g. Ancora's practice run). */
  requiredTier?: Tier;
}

// Screens outside the module tool list, for the placeholder shown until their issue builds them.
// Patterns use ':param' segments.
export const PAGES: ReadonlyArray<PageInfo & { path: string }> = [
  {
    path: '/solutions',
    title: 'Solutions',
    description: 'Subscription plans: upgrade from free to Basic, Advanced or Professional.',
  },
  {
    path: '/about',
    title: 'About',
    description: 'Who we are and why we build tools for growers and breeders.',
  },
  { path: '/contact', title: 'Contact', description: 'Get in touch with the Canopy team.' },
  { path: '/profile', title: 'Profile', description: 'Your details, preferences and quick access.' },
  { path: '/profile/facilities', title: 'Facilities', description: 'Your facilities and their rooms.' },
  {
    path: '/profile/integrations',
    title: 'Integrations',
    description: 'Connect a grow-monitoring service and map its rooms.',
  },
  {
    path: '/subscription/success',
    title: 'Subscription confirmed',
    description: 'Thank you for upgrading your plan.',
  },
  {
    path: '/clients',
    title: 'Clients Portal',
    description: 'Choose the organisation whose workspace you want to open.',
  },
  { path: '/clients/:orgSlug', title: 'Client workspace', description: "Your organisation's workspace." },
  {
    path: '/clients/:orgSlug/resources',
    title: 'Resources',
    description: 'Documents and resources shared with your organisation.',
  },
  {
    path: '/clients/:orgSlug/education',
    title: 'Education',
    description: 'Training material for your organisation.',
  },
  {
    path: '/clients/:orgSlug/communication',
    title: 'Communication',
    description: 'Messages between your organisation and its consultants.',
  },
  {
    path: '/clients/:orgSlug/workspace',
    title: 'Workspace',
    description: "Your organisation's shared workspace.",
  },
  {
    path: '/animus/archive',
    title: 'Animus Archive',
    description: 'The public archive of the strain library.',
  },
  {
    path: '/animus/origins/:projectId',
    title: 'Breeding project',
    description: 'A breeding project with its plants.',
  },
  {
    path: '/animus/origins/:projectId/selections',
    title: 'Selections',
    description: 'Selected phenotypes of a breeding project, with comparison and export.',
  },
  {
    path: '/animus/traits/:projectId',
    title: 'Traits',
    description: 'Trait observations of a breeding project.',
  },
  {
    path: '/atlas/production',
    title: 'Production Cycles',
    description: 'Plan and follow production cycles.',
  },
  {
    path: '/agora',
    title: 'Expert Marketplace',
    description: 'Connect with cultivation experts, educators and professionals.',
  },
  {
    path: '/agora/consultants/new',
    title: 'Become a consultant',
    description: 'Apply to offer consultations in the Expert Marketplace.',
  },
  {
    path: '/agora/consultants/pending',
    title: 'Application pending',
    description: 'Your application was submitted and is waiting for review.',
  },
  {
    path: '/agora/consultants/dashboard',
    title: 'Consultant Dashboard',
    description: 'Your consultations, reviews and earnings at a glance.',
  },
  {
    path: '/agora/consultants/profile',
    title: 'Consultant profile',
    description: 'Edit the profile clients see in the marketplace.',
  },
  {
    path: '/agora/consultants/certifications',
    title: 'Certifications',
    description: 'Your certifications and their verification.',
  },
  {
    path: '/agora/consultants/calendar',
    title: 'Calendar',
    description: 'Your availability and booked consultations.',
  },
  { path: '/agora/consultants/earnings', title: 'Earnings', description: 'What your consultations earned.' },
  {
    path: '/agora/consultants/:id',
    title: 'Consultant',
    description: "A consultant's profile, specialties and reviews.",
  },
  {
    path: '/agora/book/:id',
    title: 'Book a consultation',
    description: 'Choose a time and book a consultation.',
  },
  { path: '/agora/consultations/:id', title: 'Consultation', description: 'The details of a consultation.' },
  {
    path: '/agora/admin',
    title: 'Admin Dashboard',
    description: 'Consultant applications waiting for verification, and marketplace figures.',
  },
  {
    path: '/agora/admin/verification/:id',
    title: 'Verification review',
    description: 'Review a consultant application and decide on it.',
  },
  { path: '/admin/quizzes/new', title: 'New quiz', description: 'Create a quiz for a lesson.' },
  { path: '/admin/quizzes/edit/:lessonId', title: 'Edit quiz', description: "Edit a lesson's quiz." },
  {
    path: '/ancora/courses/:courseId',
    title: 'Course',
    description: 'A course with its modules and lessons.',
  },
  {
    path: '/ancora/courses/:courseId/lessons/:lessonId',
    title: 'Lesson',
    description: 'A lesson of a course.',
  },
  {
    path: '/ancora/courses/:courseId/modules/:moduleId',
    title: 'Course module',
    description: 'A module of a course.',
  },
  {
    path: '/ancora/courses/:courseId/lessons/:lessonId/quiz',
    title: 'Lesson quiz',
    description: 'Test what you learned in this lesson.',
  },
  {
    path: '/ancora/test/quiz/:lessonId',
    title: 'Practice quiz',
    description: 'A practice run of a lesson check; nothing is recorded.',
    requiredTier: 'Basic',
  },
  {
    path: '/ancora/courses/:courseId/quiz/:quizId',
    title: 'Course quiz',
    description: 'The final quiz of a course.',
  },
  {
    path: '/ancora/certifications/:courseId',
    title: 'Certification',
    description: 'Your certificate for a course, shareable by link.',
  },
];

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
}

/** Title and description of a screen, from the pages table, else its tool, else its module. */
export function pageInfoForPath(pathname: string): PageInfo | undefined {
  const page = PAGES.find((p) => matches(p.path, pathname));
  if (page) return page;
  const tool = toolForPath(pathname);
  if (tool) return { title: tool.name, description: tool.description };
  const module = moduleForPath(pathname);
  if (module) return { title: module.name, description: module.description };
  return undefined;
}
