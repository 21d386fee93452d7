import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { OrganizationResource, ResourceSection } from './get-organization-resources';
import { clientsKeys } from './keys';

export async function deleteOrganizationResource({ resource }: { resource: OrganizationResource }) {
  await supabase.from('organization_resources').delete().eq('id', resource.id).throwOnError();
  if (resource.storage_path)
    await supabase.storage.from('organization-files').remove([resource.storage_path]);
}

export function useDeleteOrganizationResource(orgId: string, section: ResourceSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizationResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.resources(orgId, section) }),
  });
}
