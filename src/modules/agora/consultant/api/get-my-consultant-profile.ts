import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import { getMeetingLinks } from '../../api/meeting-links';

// One literal, so supabase-js infers the row type.
const COLUMNS =
  'id, user_id, status, title, short_description, bio, years_experience, hourly_rate, has_video_conferencing, available_days, available_hours, time_zone, rating, total_reviews, total_consultations, created_at, updated_at, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name)';

/**
 * The user's latest consultant profile in any status (pending, active, rejected, suspended), with
 * their name and specialties, or null when they never applied. A rejected user may have reapplied,
 * so the newest row wins. The private Calendly and Zoom links come from their own function.
 */
export async function getMyConsultantProfile(userId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_consultant_profiles')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const profile = data?.[0];
  if (!profile) return null;
  return { ...profile, ...(await getMeetingLinks(profile.id, signal)) };
}

export type MyConsultantProfile = NonNullable<Awaited<ReturnType<typeof getMyConsultantProfile>>>;

export const getMyConsultantProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agoraKeys.consultantArea.myProfile(userId),
    queryFn: ({ signal }) => getMyConsultantProfile(userId, signal),
  });

export function useMyConsultantProfile(userId: string | null) {
  return useQuery({ ...getMyConsultantProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** available_hours is jsonb {start, end}; older data may hold it as JSON text (spec-2 §3). */
export function readHours(value: unknown): { start: string; end: string } {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = null;
    }
  }
  const o = (v ?? {}) as { start?: unknown; end?: unknown };
  return {
    start: typeof o.start === 'string' ? o.start : '09:00',
    end: typeof o.end === 'string' ? o.end : '17:00',
  };
}
