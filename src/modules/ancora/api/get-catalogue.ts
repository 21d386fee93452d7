import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ilikeTerm, lengthBand, type CatalogueFilters } from '../catalogue';
import { ancoraKeys } from './keys';

const COLUMNS =
  'id, slug, title, summary, topic, level, is_pro, certificate_validity_months, module_count, lesson_count, estimated_minutes';

/** Published courses (the Pro track's too) matching the filters, in catalogue order. */
export async function getCatalogue(filters: CatalogueFilters, signal?: AbortSignal) {
  let query = supabase
    .from('ancora_course_catalogue')
    .select(COLUMNS)
    .eq('published', true)
    .order('position')
    .order('title');
  const term = ilikeTerm(filters.search);
  if (term) query = query.or(`title.ilike.*${term}*,summary.ilike.*${term}*`);
  if (filters.topic) query = query.eq('topic', filters.topic);
  if (filters.level) query = query.eq('level', filters.level);
  if (filters.length) {
    const band = lengthBand(filters.length);
    query = query.gte('estimated_minutes', band.min);
    if (band.max !== null) query = query.lte('estimated_minutes', band.max);
  }
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((c) => ({
    ...c,
    id: c.id!,
    title: c.title!,
    summary: c.summary ?? '',
    topic: c.topic!,
    level: c.level!,
    is_pro: c.is_pro ?? false,
    lesson_count: c.lesson_count ?? 0,
    estimated_minutes: c.estimated_minutes ?? 0,
  }));
}

export const getCatalogueQueryOptions = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: ancoraKeys.catalogue(filters),
    queryFn: ({ signal }) => getCatalogue(filters, signal),
  });

export function useCatalogue(filters: CatalogueFilters) {
  return useQuery(getCatalogueQueryOptions(filters));
}
