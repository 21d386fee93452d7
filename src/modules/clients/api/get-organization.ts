import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

/**
 * The organisation with this slug, or null. RLS shows an organisation to its members only, so null
 * also means "not a member": the portal shows not-authorized either way.
 */
export async function getOrganization(slug: string, signal?: AbortSignal) {
  let query = supabase.from('organizations').select('id, name, slug, description').eq('slug', slug);
  if (signal) query = query.abortSignal(signal);
  const { data: organization } = await query.maybeSingle().throwOnError();
  if (!organization) return null;
  const { data: role } = await supabase
    .rpc('org_role', { p_organization_id: organization.id })
    .throwOnError();
  return { ...organization, role: role as string | null };
}

export type Organization = NonNullable<Awaited<ReturnType<typeof getOrganization>>>;

export const getOrganizationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: clientsKeys.organization(slug),
    queryFn: ({ signal }) => getOrganization(slug, signal),
  });

export function useOrganization(slug: string) {
  return useQuery(getOrganizationQueryOptions(slug));
}
