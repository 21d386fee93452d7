import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ProfileValues } from '../schemas';
import { agoraKeys } from '../../api/keys';

export interface UpdateConsultantProfileVariables {
  id: string;
  values: ProfileValues;
}

/**
 * Saves the owner's details and specialties in one transaction (`update_consultant_profile`, a
 * SECURITY INVOKER function: RLS and column grants keep status, rating and counters out of reach).
 */
export async function updateConsultantProfile({ id, values }: UpdateConsultantProfileVariables) {
  const video = values.hasVideoConferencing;
  await supabase
    .rpc('update_consultant_profile', {
      p_id: id,
      p_title: values.title.trim(),
      p_short_description: values.shortDescription.trim(),
      p_bio: values.bio.trim(),
      p_years_experience: values.yearsExperience,
      p_hourly_rate: values.hourlyRate,
      p_has_video_conferencing: video,
      // Nullable text arguments: the generated type says string, PostgREST passes JSON null through.
      p_calendly_url: (values.calendlyUrl.trim() || null) as string,
      // The Zoom link belongs to video consultations; turning video off keeps no stale link.
      p_zoom_link: (video ? values.zoomLink.trim() || null : null) as string,
      p_available_days: [...values.availableDays].sort((a, b) => a - b),
      p_available_hours: { start: values.startTime, end: values.endTime },
      p_time_zone: values.timeZone,
      p_specialty_ids: values.specialtyIds,
    })
    .throwOnError();
}

export function useUpdateConsultantProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultantProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agoraKeys.consultantArea.myProfile(userId) }),
  });
}
