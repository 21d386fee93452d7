// A facility's training record (owners and managers): people × required trainings, read in one
// call (facility_training_record decides every cell); the courses the facility requires, and the
// published courses an owner or manager may add to them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingMatrix } from '../training/record';
import { atlasKeys } from './keys';

export async function getTrainingRecord(facilityId: string, signal?: AbortSignal) {
  let query = supabase.rpc('facility_training_record', { p_facility_id: facilityId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return trainingMatrix(data ?? []);
}

export const getTrainingRecordQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.training(facilityId),
    queryFn: ({ signal }) => getTrainingRecord(facilityId, signal),
  });

export function useTrainingRecord(facilityId: string, enabled = true) {
  return useQuery({ ...getTrainingRecordQueryOptions(facilityId), enabled });
}

/** Published courses, by title (for the pickers of required courses). */
export async function getCourseChoices(signal?: AbortSignal) {
  let query = supabase.rpc('atlas_course_choices');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useCourseChoices(enabled = true) {
  return useQuery({
    queryKey: atlasKeys.courseChoices(),
    queryFn: ({ signal }) => getCourseChoices(signal),
    enabled,
  });
}

export async function getRequiredCourses(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('atlas_required_courses')
    .select('course_id, added_at')
    .eq('facility_id', facilityId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useRequiredCourses(facilityId: string, enabled = true) {
  return useQuery({
    queryKey: atlasKeys.requiredCourses(facilityId),
    queryFn: ({ signal }) => getRequiredCourses(facilityId, signal),
    enabled,
  });
}

async function requireCourse({ facilityId, courseId }: { facilityId: string; courseId: string }) {
  await supabase
    .from('atlas_required_courses')
    .insert({ facility_id: facilityId, course_id: courseId })
    .throwOnError();
}

async function stopRequiringCourse({ facilityId, courseId }: { facilityId: string; courseId: string }) {
  await supabase
    .from('atlas_required_courses')
    .delete()
    .eq('facility_id', facilityId)
    .eq('course_id', courseId)
    .throwOnError();
}

function useRequirementMutation(
  facilityId: string,
  fn: (a: { facilityId: string; courseId: string }) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => fn({ facilityId, courseId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: atlasKeys.requiredCourses(facilityId) }),
        queryClient.invalidateQueries({ queryKey: atlasKeys.training(facilityId) }),
      ]),
  });
}

export const useRequireCourse = (facilityId: string) => useRequirementMutation(facilityId, requireCourse);
export const useStopRequiringCourse = (facilityId: string) =>
  useRequirementMutation(facilityId, stopRequiringCourse);

/** The course an SOP requires, and the caller's own certificate for it (null: none required). */
export async function getSopCourseRequirement(sopId: string, signal?: AbortSignal) {
  let query = supabase.rpc('atlas_sop_course_requirement', { p_sop_id: sopId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data?.[0] ?? null;
}

export type SopCourseRequirement = NonNullable<Awaited<ReturnType<typeof getSopCourseRequirement>>>;

export function useSopCourseRequirement(facilityId: string, sopId: string) {
  return useQuery({
    queryKey: atlasKeys.sopRequirement(facilityId, sopId),
    queryFn: ({ signal }) => getSopCourseRequirement(sopId, signal),
  });
}
