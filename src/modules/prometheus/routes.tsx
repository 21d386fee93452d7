// Prometheus's routes. Replace a placeholder with a lazy page to build a screen.
import type { RouteObject } from 'react-router-dom';
import { placeholder } from '@/components/lazy-routes';
import { prometheusModule, prometheusPaths as p, prometheusTools as t } from './paths';

export const prometheusRoutes: RouteObject[] = [
  {
    path: p.index.pattern,
    handle: { module: prometheusModule, page: prometheusModule },
    lazy: () => import('./pages/climate-page').then((m) => ({ Component: m.ClimatePage })),
  },
  placeholder(p.v2, t.v2),
  placeholder(p.v3, t.v3),
  placeholder(p.v4, t.v4),
];
