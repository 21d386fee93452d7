import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export async function deleteOrganizationMessage(id: string) {
  await supabase.from('organization_messages').delete().eq('id', id).throwOnError();
}

export function useDeleteOrganizationMessage(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizationMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.messages(orgId) }),
  });
}
