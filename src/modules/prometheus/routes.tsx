// Prometheus's routes. Replace a placeholder with a lazy page to build a screen.
import type { RouteObject } from 'react-router-dom';
import { placeholder } from '@/components/lazy-routes';
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
  placeholder(p.v3, t.v3),
  placeholder(p.v4, t.v4),
];

// Prometheus runs under the facility owner's plan (as Atlas does): PrometheusLayout decides who may
// be here instead of the app's tier guard, so the router puts these behind sign-in only.
export const prometheusSignedInRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/prometheus-layout').then((m) => ({ Component: m.PrometheusLayout })),
    children: prometheusRoutes,
  },
];
