import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

/** The database stamps the author from the session (`author_id` defaults to `auth.uid()`, and the
 * API role may not send it), so a member can never post in someone else's name. */
export async function postOrganizationMessage({ orgId, body }: { orgId: string; body: string }) {
  await supabase
    .from('organization_messages')
    .insert({ organization_id: orgId, body: body.trim() })
    .throwOnError();
}

export function usePostOrganizationMessage(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrganizationMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.messages(orgId) }),
  });
}
