// Arca's routes (spec-1 §2). To build a screen, replace its placeholder with a lazy page:
//   { path: 'arca/calculator', lazy: () => import('./pages/shot-size-page').then((m) => ({ Component: m.ShotSizePage })) }
// The router places these behind the auth and tier guards; any other /arca/* redirects to /arca.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

const PATHS = [
  'arca/diary',
  'arca/diary/records',
  'arca/diary/lots/:lotId',
  'arca/runofflogger',
  'arca/runofflogger/records',
  'arca/agrochemlog',
  'arca/application-log',
  'arca/ipm',
  'arca/targets',
  'arca/tanks',
  'arca/tanks/stock',
  'arca/tanks/batch',
  'arca/tanks/batch/add',
  'arca/tanks/batch/edit/:id',
  'arca/fertilizers',
  'arca/fertility',
  'arca/fertility-application-log',
  'arca/yields',
  'arca/yields/logger',
  'arca/yields/records',
  'arca/yields/prices',
  'arca/yields/analytics',
  'arca/quality',
  'arca/quality/:batchId',
  'arca/irrigation',
  'arca/irrigation-skeleton',
  'arca/ppms',
  'arca/ppms/records',
  'arca/filters',
  'arca/filters/logger',
  'arca/filters/records',
  'arca/filters/calendar',
];

export const arcaRoutes: RouteObject[] = [
  moduleIndex('arca'),
  {
    path: 'arca/calculator',
    lazy: () => import('./pages/shot-size-page').then((m) => ({ Component: m.ShotSizePage })),
  },
  {
    path: 'arca/converter',
    lazy: () => import('./pages/unit-converter-page').then((m) => ({ Component: m.UnitConverterPage })),
  },
  {
    path: 'arca/chemical',
    lazy: () => import('./pages/chemical-page').then((m) => ({ Component: m.ChemicalPage })),
  },
  {
    path: 'arca/photothermal',
    lazy: () => import('./pages/photothermal-page').then((m) => ({ Component: m.PhotothermalPage })),
  },
  {
    path: 'arca/irrigation-forecaster',
    lazy: () =>
      import('./pages/irrigation-forecaster-page').then((m) => ({ Component: m.IrrigationForecasterPage })),
  },
  ...(
    [
      ['arca/diary/logger', 'diary'],
      ['arca/runofflogger/logger', 'runoff'],
      ['arca/ppms/logger', 'ppm'],
    ] as const
  ).map(([path, kind]) => ({
    path,
    lazy: () =>
      import('./pages/logger-page').then((m) => ({ Component: () => <m.LoggerPage kindName={kind} /> })),
  })),
  ...PATHS.map(placeholder),
  { path: 'arca/*', element: <Navigate to="/arca" replace /> },
];
