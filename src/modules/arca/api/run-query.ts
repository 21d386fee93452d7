// Sends a records QuerySpec (records/queries.ts) through supabase-js: the same request the bench
// measures.
import { supabase } from '@/lib/supabase';
import type { RecordRow } from '../records/kinds/types.ts';
import type { QuerySpec } from '../records/queries.ts';

export async function runQuery<T = RecordRow>(spec: QuerySpec, signal?: AbortSignal) {
  // Table names come from the kinds registry, so supabase-js cannot type the rows here.
  let query = supabase
    .from(spec.table as 'arca_entries')
    .select(spec.select, spec.count ? { count: 'exact' } : undefined);
  for (const [column, op, value] of spec.filters) {
    query = op === 'is' ? query.is(column as 'id', null) : query.filter(column, op, value);
  }
  for (const o of spec.order) query = query.order(o.column as 'id', { ascending: o.ascending });
  if (spec.range) query = query.range(spec.range[0], spec.range[1]);
  if (signal) query = query.abortSignal(signal);
  const { data, count } = await query.throwOnError();
  return { rows: (data ?? []) as unknown as T[], count: count ?? null };
}
