import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export type ResourceSection = 'resources' | 'education';

export async function getOrganizationResources(
  orgId: string,
  section: ResourceSection,
  signal?: AbortSignal,
) {
  let query = supabase
    .from('organization_resources')
    .select('id, kind, title, description, url, storage_path, created_at')
    .eq('organization_id', orgId)
    .eq('section', section)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type OrganizationResource = Awaited<ReturnType<typeof getOrganizationResources>>[number];

export const getOrganizationResourcesQueryOptions = (orgId: string, section: ResourceSection) =>
  queryOptions({
    queryKey: clientsKeys.resources(orgId, section),
    queryFn: ({ signal }) => getOrganizationResources(orgId, section, signal),
  });

export function useOrganizationResources(orgId: string, section: ResourceSection) {
  return useQuery(getOrganizationResourcesQueryOptions(orgId, section));
}

/** A short-lived link to a file in the private organisation bucket (members only). */
export async function getResourceFileUrl(storagePath: string) {
  const { data, error } = await supabase.storage.from('organization-files').createSignedUrl(storagePath, 60);
  if (error) throw error;
  return data.signedUrl;
}
