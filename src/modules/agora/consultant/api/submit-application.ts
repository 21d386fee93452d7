import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { browserTimeZone, DEFAULT_HOURS, type ApplicationValues } from '../schemas';
import { agoraKeys } from '../../api/keys';

/**
 * One SECURITY DEFINER call: the pending profile, its specialty links and a verification request
 * for a random admin, all or nothing (20261122001100_agora_applications). Returns the profile id.
 */
export async function submitApplication(values: ApplicationValues): Promise<string> {
  const { data } = await supabase
    .rpc('submit_consultant_application', {
      p_title: values.title.trim(),
      p_short_description: values.shortDescription.trim(),
      p_bio: values.bio.trim(),
      p_years_experience: values.yearsExperience,
      p_hourly_rate: values.hourlyRate,
      p_specialty_ids: values.specialtyIds,
      p_available_days: [...values.availableDays].sort((a, b) => a - b),
      p_has_video_conferencing: values.hasVideoConferencing,
      // Calendly and Zoom are optional, and only asked for with video (the toggle reveals them).
      p_calendly_url: values.hasVideoConferencing ? values.calendlyUrl.trim() : '',
      p_zoom_link: values.hasVideoConferencing ? values.zoomLink.trim() : '',
      p_available_hours: { ...DEFAULT_HOURS },
      p_time_zone: browserTimeZone(),
    })
    .throwOnError();
  return data;
}

/** spec-2 §8: the server's message, or the generic one. */
export function applicationErrorMessage(error: unknown): string {
  const code = getErrorCode(error);
  // The function raises readable messages for these (see its header).
  if ((code === '22023' || code === 'AG004' || code === '42501') && error instanceof Object) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return getErrorMessage(error);
}

export function useSubmitApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agoraKeys.consultantArea.myProfile(userId) }),
  });
}
