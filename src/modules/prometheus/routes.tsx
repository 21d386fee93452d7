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
  {
    path: p.v3.pattern,
    handle: { module: prometheusModule, page: t.v3 },
    lazy: () => import('./pages/yield-page').then((m) => ({ Component: m.YieldPage })),
  },
  {
    path: p.v4.pattern,
    handle: { module: prometheusModule, page: t.v4 },
    lazy: () => import('./pages/benchmark-page').then((m) => ({ Component: m.BenchmarkPage })),
  },
];
