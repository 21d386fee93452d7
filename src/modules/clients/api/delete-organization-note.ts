import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export async function deleteOrganizationNote(id: string) {
  await supabase.from('organization_notes').delete().eq('id', id).throwOnError();
}

export function useDeleteOrganizationNote(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizationNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.notes(orgId) }),
  });
}
