import { queryOptions, useQuery } from '@tanstack/react-query';
import { KINDS, type KindName } from '../records/kinds/registry.ts';
import { chartQuery, type RecordFilters } from '../records/queries.ts';
import { arcaKeys } from './keys';
import { runQuery } from './run-query';

/** Points a trend chart draws at most; the newest are kept (and LTTB thins them for the screen). */
export const CHART_POINT_LIMIT = 2000;

export async function getRecordChart(name: KindName, filters: RecordFilters, signal?: AbortSignal) {
  const kind = KINDS[name];
  const { rows } = await runQuery<Record<string, number | string | null>>(
    chartQuery(kind, filters, CHART_POINT_LIMIT),
    signal,
  );
  return rows.reverse();
}

export function useRecordChart(name: KindName, filters: RecordFilters | null) {
  return useQuery({
    ...queryOptions({
      queryKey: arcaKeys.recordChart(name, filters ?? ({} as RecordFilters)),
      queryFn: ({ signal }) => getRecordChart(name, filters!, signal),
    }),
    enabled: filters !== null && KINDS[name].chart !== undefined,
  });
}
