import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getDisplayNames } from './names';
import { agoraKeys } from '../../api/keys';

/** Spec-2 §7 "list admin notes by verification id", newest first, with the author's name. */
export async function getAdminNotes(verificationId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_admin_notes')
    .select('id, verification_id, admin_id, note, is_private, created_at')
    .eq('verification_id', verificationId)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const notes = data ?? [];
  const names = await getDisplayNames(
    notes.map((n) => n.admin_id),
    signal,
  );
  return notes.map((n) => ({ ...n, adminName: names.get(n.admin_id) ?? null }));
}

export const getAdminNotesQueryOptions = (verificationId: string) =>
  queryOptions({
    queryKey: agoraKeys.admin.notes(verificationId),
    queryFn: ({ signal }) => getAdminNotes(verificationId, signal),
  });

export function useAdminNotes(verificationId: string) {
  return useQuery(getAdminNotesQueryOptions(verificationId));
}
