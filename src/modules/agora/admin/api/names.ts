import { supabase } from '@/lib/supabase';
import { fullName } from '@/lib/names';

/** Display names of admins/users by id in one request (admins may read every public profile). */
export async function getDisplayNames(ids: readonly (string | null)[], signal?: AbortSignal) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  const names = new Map<string, string>();
  if (unique.length === 0) return names;
  let query = supabase.from('public_profiles').select('id, first_name, last_name').in('id', unique);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  for (const p of data ?? []) {
    const name = fullName(p.first_name, p.last_name);
    if (name) names.set(p.id, name);
  }
  return names;
}
