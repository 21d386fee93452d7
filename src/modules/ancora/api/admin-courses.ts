// Course authoring (admins): the list, the editor's document and its writes, all through the
// database's functions (drafts, versions and the rows learners read are theirs to keep in step).
// Images go to the public ancora-media bucket under the course's folder.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { draftFromServer, draftPayload, type CourseDraft } from '../course-draft';
import { ancoraKeys } from './keys';

export async function getAdminCourses(signal?: AbortSignal) {
  let query = supabase.rpc('ancora_admin_courses');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type AdminCourse = Awaited<ReturnType<typeof getAdminCourses>>[number];

export function useAdminCourses() {
  return useQuery({
    queryKey: ancoraKeys.adminCourses(),
    queryFn: ({ signal }) => getAdminCourses(signal),
  });
}

export interface EditorQuiz {
  id: string;
  lesson_id: string;
  purpose: 'lesson' | 'final' | 'recert';
  title: string;
  pass_percent: number;
  max_attempts: number | null;
  questions: number;
}

export interface CourseEditor {
  id: string;
  slug: string;
  published: boolean;
  version: number;
  published_at: string | null;
  draft: CourseDraft;
  revision: number | null;
  saved_at: string | null;
  saved_by: string | null;
  unpublished_changes: boolean;
  versions: Array<{ version: number; note: string; published_at: string; published_by: string | null }>;
  quizzes: EditorQuiz[];
  learners: number;
}

export async function getCourseEditor(courseId: string, signal?: AbortSignal): Promise<CourseEditor> {
  let query = supabase.rpc('ancora_course_editor', { p_course_id: courseId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const raw = data as unknown as Omit<CourseEditor, 'draft'> & { draft: unknown };
  return { ...raw, draft: draftFromServer(raw.draft) };
}

export const getCourseEditorQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ancoraKeys.courseEditor(courseId),
    queryFn: ({ signal }) => getCourseEditor(courseId, signal),
    // The editor holds the draft in a form; a background refetch must not look like news.
    staleTime: Infinity,
  });

export function useCourseEditor(courseId: string) {
  return useQuery(getCourseEditorQueryOptions(courseId));
}

/** The published courses a course may require (any but itself; the database refuses drafts). */
export async function getPrerequisiteChoices(signal?: AbortSignal) {
  let query = supabase.from('ancora_courses').select('id, title, version').order('title');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function usePrerequisiteChoices() {
  return useQuery({
    queryKey: ancoraKeys.prerequisiteChoices(),
    queryFn: ({ signal }) => getPrerequisiteChoices(signal),
  });
}

export async function createCourse(draft: CourseDraft): Promise<string> {
  const { data } = await supabase
    .rpc('ancora_create_course', { p_content: draftPayload(draft) as unknown as Json })
    .throwOnError();
  return data as string;
}

export async function saveCourseDraft(args: {
  courseId: string;
  draft: CourseDraft;
  revision: number | null;
}) {
  const { data } = await supabase
    .rpc('ancora_save_course_draft', {
      p_course_id: args.courseId,
      p_content: draftPayload(args.draft) as unknown as Json,
      p_revision: args.revision as number,
    })
    .throwOnError();
  return data as unknown as { revision: number; saved_at: string };
}

export async function publishCourse(args: { courseId: string; note: string }) {
  const { data } = await supabase
    .rpc('ancora_publish_course', { p_course_id: args.courseId, p_note: args.note })
    .throwOnError();
  return data as unknown as { version: number; new_version: boolean };
}

export async function unpublishCourse(courseId: string) {
  await supabase.rpc('ancora_unpublish_course', { p_course_id: courseId }).throwOnError();
}

export async function discardCourseDraft(courseId: string) {
  await supabase.rpc('ancora_discard_course_draft', { p_course_id: courseId }).throwOnError();
}

/** Every write refreshes the editor, the list and what learners see of the course. */
function useCourseMutation<A, R>(courseId: string | null, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        courseId
          ? queryClient.invalidateQueries({ queryKey: ancoraKeys.courseEditor(courseId) })
          : Promise.resolve(),
        queryClient.invalidateQueries({ queryKey: ancoraKeys.adminCourses() }),
        queryClient.invalidateQueries({ queryKey: ancoraKeys.courses() }),
        queryClient.invalidateQueries({ queryKey: ancoraKeys.authoringOptions() }),
      ]),
  });
}

export const useCreateCourse = () => useCourseMutation(null, createCourse);
export const useSaveCourseDraft = (courseId: string) => useCourseMutation(courseId, saveCourseDraft);
export const usePublishCourse = (courseId: string) => useCourseMutation(courseId, publishCourse);
export const useUnpublishCourse = (courseId: string) => useCourseMutation(courseId, unpublishCourse);
export const useDiscardCourseDraft = (courseId: string) => useCourseMutation(courseId, discardCourseDraft);
