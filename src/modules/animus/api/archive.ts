import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/** What the archive functions return: only the fields the owner published are present. */
export interface ArchiveEntry {
  id: string;
  name: string;
  published_at: string;
  fields: string[];
  synonyms?: string[];
  breeder?: string;
  origin?: string;
  accession_type?: string;
  sex?: string;
  acquisition_date?: string | null;
  notes?: string;
  photos?: string[];
  chemotype?: string | null;
  chemotype_source?: string | null;
  terpenes?: Record<string, number>;
  leading_terpenes?: string[];
  lab_results?: Array<{
    lab_name: string;
    tested_on: string | null;
    thc: number;
    thca: number;
    cbd: number;
    cbda: number;
    cbg: number;
    cbga: number;
    total_thc: number;
    total_cbd: number;
    total_cbg: number;
    chemotype: string;
  }>;
  lineage?: Array<{
    evidence: string;
    source: string;
    mother: { name: string | null; id: string | null } | null;
    father: { name: string | null; id: string | null } | null;
  }>;
  tags?: Array<{ label: string; category: string; moderated: boolean }>;
}

export const ARCHIVE_PAGE_SIZE = 24;

/** Published cultivars, newest first (animus_archive_search; works signed out). */
export async function searchArchive(query: string, chemotype: string, page: number, signal?: AbortSignal) {
  let request = supabase.rpc('animus_archive_search', {
    ...(query.trim() ? { p_query: query.trim() } : {}),
    ...(chemotype ? { p_chemotype: chemotype } : {}),
    p_limit: ARCHIVE_PAGE_SIZE + 1,
    p_offset: page * ARCHIVE_PAGE_SIZE,
  });
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  const rows = (data ?? []) as unknown as ArchiveEntry[];
  return { rows: rows.slice(0, ARCHIVE_PAGE_SIZE), hasMore: rows.length > ARCHIVE_PAGE_SIZE };
}

export const searchArchiveQueryOptions = (query: string, chemotype: string, page: number) =>
  queryOptions({
    queryKey: [...animusKeys.archive(query.trim().toLowerCase(), chemotype), page],
    queryFn: ({ signal }) => searchArchive(query, chemotype, page, signal),
  });

export function useArchiveSearch(query: string, chemotype: string, page: number) {
  return useQuery(searchArchiveQueryOptions(query, chemotype, page));
}

export async function getArchiveEntry(id: string, signal?: AbortSignal) {
  let request = supabase.rpc('animus_archive_cultivar', { p_id: id });
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  return (data ?? null) as unknown as ArchiveEntry | null;
}

export const getArchiveEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: animusKeys.archiveEntry(id),
    queryFn: ({ signal }) => getArchiveEntry(id, signal),
  });

export function useArchiveEntry(id: string) {
  return useQuery(getArchiveEntryQueryOptions(id));
}

/** Public URLs for published photos (signed; the bucket's policy lets anyone sign them). */
export async function getArchivePhotoUrls(paths: readonly string[]) {
  if (paths.length === 0) return {};
  const { data, error } = await supabase.storage.from('animus-photos').createSignedUrls([...paths], 3600);
  if (error) throw error;
  return Object.fromEntries(
    (data ?? []).flatMap((d) => (d.path && d.signedUrl ? [[d.path, d.signedUrl]] : [])),
  );
}
