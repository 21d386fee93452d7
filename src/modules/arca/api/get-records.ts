import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { KINDS, type KindName } from '../records/kinds/registry.ts';
import {
  recordsBatchQuery,
  recordsListQuery,
  type PageParams,
  type RecordFilters,
  type RecordSort,
} from '../records/queries.ts';
import { arcaKeys } from './keys';
import { runQuery } from './run-query';

export type RecordsParams = RecordFilters & PageParams & { sort: RecordSort };

/** One page of a log's records with the number of rows matching the filters. */
export function getRecords(name: KindName, params: RecordsParams, signal?: AbortSignal) {
  const kind = KINDS[name];
  return runQuery(recordsListQuery(kind, params), signal);
}

export const getRecordsQueryOptions = (name: KindName, params: RecordsParams) =>
  queryOptions({
    queryKey: arcaKeys.recordList(name, params),
    queryFn: ({ signal }) => getRecords(name, params, signal),
    // The next page or sort keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useRecords(name: KindName, params: RecordsParams | null) {
  return useQuery({
    ...getRecordsQueryOptions(name, params ?? ({} as RecordsParams)),
    enabled: params !== null,
  });
}

/** Rows the CSV export reads per request. */
export const EXPORT_PAGE_SIZE = 1000;

/** Every row matching the filters, page after page, oldest first (the CSV export). */
export async function* getAllRecords(name: KindName, filters: RecordFilters) {
  const kind = KINDS[name];
  for (let page = 0; ; page++) {
    const { rows } = await runQuery(recordsBatchQuery(kind, filters, page, EXPORT_PAGE_SIZE));
    yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}
