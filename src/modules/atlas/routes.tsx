// Atlas's routes. Atlas runs under the facility owner's plan, so its pages sit under AtlasLayout
// (which decides who may be here and which facility they see) instead of the app's tier guard;
// the router puts them behind sign-in only. /atlas/production is public.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { atlasPaths as p, atlasModule, productionBoardPage } from './paths';

const page = <K extends string>(
  path: { pattern: string },
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject => ({
  path: path.pattern,
  lazy: () => load().then((m) => ({ Component: m[name] })),
});

export const atlasRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/atlas-layout').then((m) => ({ Component: m.AtlasLayout })),
    handle: { module: atlasModule, page: atlasModule },
    children: [
      page(p.index, () => import('./pages/atlas-home-page'), 'AtlasHomePage'),
      page(p.today, () => import('./pages/today-page'), 'TodayPage'),
      page(p.sops, () => import('./pages/sops-page'), 'SopsPage'),
      page(p.sop, () => import('./pages/sop-page'), 'SopPage'),
      page(p.sopDraft, () => import('./pages/sop-draft-page'), 'SopDraftPage'),
      page(p.sopPrint, () => import('./pages/sop-print-page'), 'SopPrintPage'),
      page(p.resources, () => import('./pages/resources-page'), 'ResourcesPage'),
      page(p.equipment, () => import('./pages/equipment-page'), 'EquipmentPage'),
      page(p.consumable, () => import('./pages/consumable-page'), 'ConsumablePage'),
      page(p.cycles, () => import('./pages/cycles-page'), 'CyclesPage'),
      page(p.template, () => import('./pages/template-page'), 'TemplatePage'),
      page(p.cycle, () => import('./pages/cycle-page'), 'CyclePage'),
      page(p.calendar, () => import('./pages/calendar-page'), 'CalendarPage'),
      page(p.team, () => import('./pages/team-page'), 'TeamPage'),
    ],
  },
];

export const atlasPublicRoutes: RouteObject[] = [
  {
    path: p.production.pattern,
    handle: { page: productionBoardPage },
    lazy: () => import('./pages/production-board-page').then((m) => ({ Component: m.ProductionBoardPage })),
  },
];
