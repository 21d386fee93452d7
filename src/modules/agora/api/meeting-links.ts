import { supabase } from '@/lib/supabase';

export interface MeetingLinks {
  calendly_url: string | null;
  zoom_link: string | null;
}

/**
 * A consultant's Calendly and Zoom links, which only the consultant and admins may read (the
 * agora_consultant_meeting_links function; the profile columns are always null).
 */
export async function getMeetingLinks(consultantId: string, signal?: AbortSignal): Promise<MeetingLinks> {
  let query = supabase.rpc('agora_consultant_meeting_links', { p_consultant_id: consultantId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  return { calendly_url: data?.calendly_url ?? null, zoom_link: data?.zoom_link ?? null };
}
