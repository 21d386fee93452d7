import { queryOptions, useQuery } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/**
 * The SOP register of a facility, with the versions the signed-in user acknowledged. Loading it
 * also sends the review reminders that are due (atlas_send_review_reminders is idempotent and
 * cheap): with no scheduler on the local stack, reminders are computed when the team reads SOPs.
 */
export async function getSopRegister(facilityId: string, userId: string, signal?: AbortSignal) {
  const reminders = await supabase.rpc('atlas_send_review_reminders', { p_facility_id: facilityId });
  if (reminders.error) logger.warn('Sending SOP review reminders failed', reminders.error);
  let register = supabase.from('atlas_sop_register').select('*').eq('facility_id', facilityId).order('code');
  let acks = supabase
    .from('atlas_sop_acknowledgements')
    .select('version_id, acknowledged_at')
    .eq('facility_id', facilityId)
    .eq('user_id', userId);
  if (signal) {
    register = register.abortSignal(signal);
    acks = acks.abortSignal(signal);
  }
  const [r, a] = await Promise.all([register.throwOnError(), acks.throwOnError()]);
  const mine = new Set((a.data ?? []).map((x) => x.version_id));
  return (r.data ?? []).map((sop) => ({
    ...sop,
    id: sop.id!,
    code: sop.code!,
    title: sop.title!,
    status: sop.status as 'draft' | 'effective' | 'retired',
    acknowledgedByMe: sop.effective_version_id ? mine.has(sop.effective_version_id) : null,
  }));
}

export type RegisterSop = Awaited<ReturnType<typeof getSopRegister>>[number];

export const getSopRegisterQueryOptions = (facilityId: string, userId: string) =>
  queryOptions({
    queryKey: atlasKeys.sopRegister(facilityId, userId),
    queryFn: ({ signal }) => getSopRegister(facilityId, userId, signal),
  });

export function useSopRegister(facilityId: string, userId: string) {
  return useQuery(getSopRegisterQueryOptions(facilityId, userId));
}
