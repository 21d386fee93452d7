import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export async function postOrganizationMessage({
  orgId,
  userId,
  body,
}: {
  orgId: string;
  userId: string;
  body: string;
}) {
  await supabase
    .from('organization_messages')
    .insert({ organization_id: orgId, author_id: userId, body: body.trim() })
    .throwOnError();
}

export function usePostOrganizationMessage(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrganizationMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.messages(orgId) }),
  });
}
