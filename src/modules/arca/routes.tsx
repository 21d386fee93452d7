// Arca's routes. To build a screen, replace its placeholder with a lazy page:
//   { path: arcaPaths.diary.pattern, lazy: () => import('./pages/diary-page').then((m) => ({ Component: m.DiaryPage })) }
// The router places these behind the auth and tier guards; any other /arca/* redirects to /arca.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex } from '@/components/lazy-routes';
import { arcaModule, arcaPaths as p } from './paths';

export const arcaRoutes: RouteObject[] = [
  // The module index with today's entries and what is due (the tools' cards as every module has).
  {
    ...moduleIndex(arcaModule),
    lazy: () => import('./pages/arca-index-page').then((m) => ({ Component: m.ArcaIndexPage })),
  },
  {
    path: p.calculator.pattern,
    lazy: () => import('./pages/shot-size-page').then((m) => ({ Component: m.ShotSizePage })),
  },
  {
    path: p.converter.pattern,
    lazy: () => import('./pages/unit-converter-page').then((m) => ({ Component: m.UnitConverterPage })),
  },
  {
    path: p.chemical.pattern,
    lazy: () => import('./pages/chemical-page').then((m) => ({ Component: m.ChemicalPage })),
  },
  {
    path: p.photothermal.pattern,
    lazy: () => import('./pages/photothermal-page').then((m) => ({ Component: m.PhotothermalPage })),
  },
  {
    path: p.irrigationForecaster.pattern,
    lazy: () =>
      import('./pages/irrigation-forecaster-page').then((m) => ({ Component: m.IrrigationForecasterPage })),
  },
  // The records screens (issue 15): one logger and one records page per log, configured by kind.
  {
    path: p.diary.pattern,
    lazy: () => import('./pages/diary-page').then((m) => ({ Component: m.DiaryPage })),
  },
  {
    path: p.deleted.pattern,
    lazy: () => import('./pages/deleted-page').then((m) => ({ Component: m.DeletedPage })),
  },
  {
    path: p.diaryLot.pattern,
    lazy: () => import('./pages/lot-page').then((m) => ({ Component: m.LotPage })),
  },
  // A log without a home of its own opens on its records (the logger is one tap from there).
  { path: p.runoff.pattern, element: <Navigate to={p.runoffRecords.href()} replace /> },
  { path: p.ppms.pattern, element: <Navigate to={p.ppmsRecords.href()} replace /> },
  { path: p.yields.pattern, element: <Navigate to={p.yieldsRecords.href()} replace /> },
  ...(
    [
      [p.diaryLogger, p.diaryRecords, 'diary'],
      [p.runoffLogger, p.runoffRecords, 'runoff'],
      [p.ppmsLogger, p.ppmsRecords, 'ppm'],
      [p.yieldsLogger, p.yieldsRecords, 'yield'],
      [p.filtersLogger, p.filtersRecords, 'filter'],
      [p.qualityLogger, p.quality, 'quality'],
    ] as const
  ).flatMap(([logger, records, kind]) => [
    {
      path: logger.pattern,
      lazy: () =>
        import('./pages/logger-page').then(({ LoggerPage }) => ({
          Component: () => <LoggerPage kindName={kind} />,
        })),
    },
    {
      path: records.pattern,
      lazy: () =>
        import('./pages/records-page').then(({ RecordsPage }) => ({
          Component: () => <RecordsPage kindName={kind} />,
        })),
    },
  ]),
  {
    path: p.filters.pattern,
    lazy: () => import('./pages/filters-page').then((m) => ({ Component: m.FiltersPage })),
  },
  {
    path: p.filtersCalendar.pattern,
    lazy: () => import('./pages/filters-calendar-page').then((m) => ({ Component: m.FiltersCalendarPage })),
  },
  {
    path: p.fertilizers.pattern,
    lazy: () => import('./pages/fertilizers-page').then((m) => ({ Component: m.FertilizersPage })),
  },
  {
    path: p.tanks.pattern,
    lazy: () => import('./pages/tanks-page').then((m) => ({ Component: m.TanksPage })),
  },
  {
    path: p.tanksStock.pattern,
    lazy: () => import('./pages/stock-page').then((m) => ({ Component: m.StockPage })),
  },
  {
    path: p.targets.pattern,
    lazy: () => import('./pages/targets-page').then((m) => ({ Component: m.TargetsPage })),
  },
  {
    path: p.irrigationSkeleton.pattern,
    lazy: () => import('./pages/skeletons-page').then((m) => ({ Component: m.SkeletonsPage })),
  },
  {
    path: p.tanksBatch.pattern,
    lazy: () => import('./pages/batches-page').then((m) => ({ Component: m.BatchesPage })),
  },
  ...[p.tanksBatchAdd, p.tanksBatchEdit].map((route) => ({
    path: route.pattern,
    lazy: () => import('./pages/batch-editor-page').then((m) => ({ Component: m.BatchEditorPage })),
  })),
  {
    path: p.fertility.pattern,
    lazy: () => import('./pages/fertility-page').then((m) => ({ Component: m.FertilityPage })),
  },
  {
    path: p.fertilityApplicationLog.pattern,
    lazy: () =>
      import('./pages/fertility-application-log-page').then((m) => ({
        Component: m.FertilityApplicationLogPage,
      })),
  },
  {
    path: p.applicationLog.pattern,
    lazy: () => import('./pages/application-log-page').then((m) => ({ Component: m.ApplicationLogPage })),
  },
  {
    path: p.agrochemlog.pattern,
    lazy: () => import('./pages/agrochemlog-page').then((m) => ({ Component: m.AgroChemLogPage })),
  },
  {
    path: p.ipm.pattern,
    lazy: () => import('./pages/ipm-page').then((m) => ({ Component: m.IpmPage })),
  },
  {
    path: p.irrigation.pattern,
    lazy: () => import('./pages/irrigation-guides-page').then((m) => ({ Component: m.IrrigationGuidesPage })),
  },
  {
    path: p.qualityBatch.pattern,
    lazy: () => import('./pages/quality-batch-page').then((m) => ({ Component: m.QualityBatchPage })),
  },
  {
    path: p.yieldsPrices.pattern,
    lazy: () => import('./pages/yield-prices-page').then((m) => ({ Component: m.YieldPricesPage })),
  },
  {
    path: p.yieldsAnalytics.pattern,
    lazy: () => import('./pages/yield-analytics-page').then((m) => ({ Component: m.YieldAnalyticsPage })),
  },
  { path: `${p.index.pattern}/*`, element: <Navigate to={p.index.href()} replace /> },
];
