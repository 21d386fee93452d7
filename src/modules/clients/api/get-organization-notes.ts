import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

/** The organisation's shared notes, most recently edited first. */
export async function getOrganizationNotes(orgId: string, signal?: AbortSignal) {
  let query = supabase
    .from('organization_notes')
    .select('id, title, body, created_by, updated_by, updated_at')
    .eq('organization_id', orgId)
    .order('updated_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type OrganizationNote = Awaited<ReturnType<typeof getOrganizationNotes>>[number];

export const getOrganizationNotesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: clientsKeys.notes(orgId),
    queryFn: ({ signal }) => getOrganizationNotes(orgId, signal),
  });

export function useOrganizationNotes(orgId: string) {
  return useQuery(getOrganizationNotesQueryOptions(orgId));
}
