import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export interface NoteInput {
  title: string;
  body: string;
}

/** Creates a note (no id) or edits one; the database stamps who created it (`created_by` defaults to
 * `auth.uid()` and is not the API role's to send) and who edited it last. */
export async function saveOrganizationNote({
  id,
  orgId,
  title,
  body,
}: NoteInput & { id?: string; orgId: string }) {
  const values = { title: title.trim(), body };
  if (id) await supabase.from('organization_notes').update(values).eq('id', id).throwOnError();
  else
    await supabase
      .from('organization_notes')
      .insert({ ...values, organization_id: orgId })
      .throwOnError();
}

export function useSaveOrganizationNote(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganizationNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.notes(orgId) }),
  });
}
