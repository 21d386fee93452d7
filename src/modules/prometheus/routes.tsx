// Prometheus's routes: the four lenses, each a lazy page.
import type { RouteObject } from 'react-router-dom';
import { prometheusModule, prometheusPaths as p, prometheusTools as t } from './paths';

const prometheusRoutes: RouteObject[] = [
  {
    path: p.index.pattern,
    handle: { module: prometheusModule, page: prometheusModule },
    lazy: () => import('./pages/climate-page').then((m) => ({ Component: m.ClimatePage })),
  },
  {
    path: p.v2.pattern,
    handle: { module: prometheusModule, page: t.v2 },
    lazy: () => import('./pages/substrate-page').then((m) => ({ Component: m.SubstratePage })),
  },
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

// Prometheus runs under the facility owner's plan (as Atlas does): PrometheusLayout decides who may
// be here instead of the app's tier guard, so the router puts these behind sign-in only.
export const prometheusSignedInRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/prometheus-layout').then((m) => ({ Component: m.PrometheusLayout })),
    children: prometheusRoutes,
  },
];
