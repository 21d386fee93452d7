// Recruiting: the learner's consent to be found, and the employers' search (Professional).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys, type CandidateFilters } from './keys';

export async function getRecruitingProfile(signal?: AbortSignal) {
  let query = supabase
    .from('ancora_recruiting_profiles')
    .select('opted_in, headline, location, contact_email, opted_in_at, withdrawn_at');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export function useRecruitingProfile() {
  return useQuery({
    queryKey: ancoraKeys.recruitingProfile(),
    queryFn: ({ signal }) => getRecruitingProfile(signal),
  });
}

export interface RecruitingProfileInput {
  opted_in: boolean;
  headline: string;
  location: string;
  contact_email: string;
}

export async function saveRecruitingProfile(input: RecruitingProfileInput) {
  await supabase
    .from('ancora_recruiting_profiles')
    .upsert(
      {
        opted_in: input.opted_in,
        headline: input.headline.trim(),
        location: input.location.trim(),
        contact_email: input.contact_email.trim() || null,
      },
      { onConflict: 'user_id' },
    )
    .throwOnError();
}

export function useSaveRecruitingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecruitingProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ancoraKeys.recruitingProfile() }),
  });
}

export async function searchCandidates(filters: CandidateFilters, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_search_candidates', {
    ...(filters.courseId ? { p_course_id: filters.courseId } : {}),
    p_min_score: filters.minScore,
    p_max_score: filters.maxScore,
    p_validity: filters.validity,
    ...(filters.earnedWithinMonths ? { p_earned_within_months: filters.earnedWithinMonths } : {}),
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Candidate = Awaited<ReturnType<typeof searchCandidates>>[number];

export function useCandidates(filters: CandidateFilters) {
  return useQuery({
    queryKey: ancoraKeys.candidates(filters),
    queryFn: ({ signal }) => searchCandidates(filters, signal),
  });
}
