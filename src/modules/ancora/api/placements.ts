import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

/** Courses the skill assessment placed the learner past (private to them). */
export async function getPlacements(signal?: AbortSignal) {
  let query = supabase.from('ancora_course_placements').select('course_id, percent, placed_at');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function usePlacements() {
  return useQuery({ queryKey: ancoraKeys.placements(), queryFn: ({ signal }) => getPlacements(signal) });
}
