// Quiz authoring (admins): the lessons a quiz can go on, a quiz with its question pool and score
// bands, and the writes. RLS lets only admins through; the screens sit behind the admin guard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { BandsValues, quizSettingsRow, saveQuestionArgs } from '../authoring-schemas';
import { sortOutline } from '../progress';
import { ancoraKeys } from './keys';

/** Every course with its lessons and which already carry a quiz. */
export async function getAuthoringOptions(signal?: AbortSignal) {
  let query = supabase
    .from('ancora_courses')
    .select(
      'id, title, published, modules:ancora_modules(id, position, title, retired_at, lessons:ancora_lessons(id, position, title, estimated_minutes, retired_at, quiz:ancora_quizzes(id)))',
    )
    .order('position')
    .order('title');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  // Lessons a version dropped (retired) take no new quiz.
  return (data ?? []).map((c) => ({
    ...c,
    modules: sortOutline(
      c.modules
        .filter((m) => m.retired_at === null)
        .map((m) => ({ ...m, lessons: m.lessons.filter((l) => l.retired_at === null) })),
    ),
  }));
}

export function useAuthoringOptions() {
  return useQuery({
    queryKey: ancoraKeys.authoringOptions(),
    queryFn: ({ signal }) => getAuthoringOptions(signal),
  });
}

const QUIZ_COLUMNS =
  'id, course_id, lesson_id, purpose, title, intro, draw_count, shuffle_answers, pass_percent, max_attempts, delay_first_seconds, delay_later_seconds, time_limit_seconds, grade_method, review_correctness, review_right_answer, review_feedback';

const QUESTION_COLUMNS = `id, lesson_id, in_assessment, current_version, archived_at, updated_at,
  versions:ancora_question_versions(id, version, type, prompt, points, numeric_answer, numeric_tolerance,
    numeric_unit, general_feedback, created_at,
    choices:ancora_question_choices(id, position, label, is_correct, feedback))`;

/** A lesson's quiz (or null), the lesson and course it belongs to, its pool and score bands. */
export async function getAdminQuiz(lessonId: string, signal?: AbortSignal) {
  const lessonQuery = supabase
    .from('ancora_lessons')
    .select(`id, title, course_id, course:ancora_courses(id, title), quiz:ancora_quizzes(${QUIZ_COLUMNS})`)
    .eq('id', lessonId);
  const { data: lesson } = await (signal ? lessonQuery.abortSignal(signal) : lessonQuery)
    .single()
    .throwOnError();
  const quiz = (lesson as unknown as { quiz: AdminQuizRow | null }).quiz;
  if (!quiz) return { lesson, quiz: null, questions: [], bands: [] };

  // A lesson check's pool is its lesson's questions; a final or recertification quiz draws from
  // the course's exam bank (questions without a lesson).
  let questions = supabase
    .from('ancora_questions')
    .select(QUESTION_COLUMNS)
    .eq('course_id', lesson.course_id)
    .order('created_at');
  questions =
    quiz.purpose === 'lesson' ? questions.eq('lesson_id', lessonId) : questions.is('lesson_id', null);
  const bands = supabase
    .from('ancora_quiz_feedback')
    .select('min_percent, max_percent, message')
    .eq('quiz_id', quiz.id)
    .order('min_percent');
  const [{ data: qs }, { data: bs }] = await Promise.all([questions.throwOnError(), bands.throwOnError()]);
  return {
    lesson,
    quiz,
    questions: (qs ?? []).map((q) => {
      const versions = [...q.versions].sort((a, b) => b.version - a.version);
      const current = versions.find((v) => v.version === q.current_version) ?? versions[0]!;
      return {
        ...q,
        current: { ...current, choices: [...current.choices].sort((a, b) => a.position - b.position) },
        versions,
      };
    }),
    bands: bs ?? [],
  };
}

export interface AdminQuizRow extends ReturnType<typeof quizSettingsRow> {
  id: string;
  course_id: string;
  lesson_id: string;
  purpose: 'lesson' | 'final' | 'recert';
}

export type AdminQuiz = Awaited<ReturnType<typeof getAdminQuiz>>;
export type AdminQuestion = AdminQuiz['questions'][number];

export const getAdminQuizQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ancoraKeys.adminQuiz(lessonId),
    queryFn: ({ signal }) => getAdminQuiz(lessonId, signal),
  });

export function useAdminQuiz(lessonId: string) {
  return useQuery(getAdminQuizQueryOptions(lessonId));
}

export interface CreateQuizInput extends ReturnType<typeof quizSettingsRow> {
  lesson_id: string;
  purpose: 'lesson' | 'final' | 'recert';
}

export async function createQuiz(input: CreateQuizInput) {
  const { data } = await supabase
    .from('ancora_quizzes')
    .insert(input)
    .select('id, lesson_id')
    .single()
    .throwOnError();
  return data;
}

export async function updateQuiz({ id, ...row }: ReturnType<typeof quizSettingsRow> & { id: string }) {
  await supabase.from('ancora_quizzes').update(row).eq('id', id).throwOnError();
}

export async function saveQuestion(
  target: { questionId: string | null; courseId: string; lessonId: string | null },
  args: ReturnType<typeof saveQuestionArgs>,
) {
  const { data } = await supabase
    .rpc('ancora_save_question', {
      p_question_id: target.questionId as string,
      p_course_id: target.courseId,
      p_lesson_id: target.lessonId as string,
      ...args,
      p_numeric_answer: args.p_numeric_answer as number,
      p_numeric_tolerance: args.p_numeric_tolerance as number,
      p_numeric_unit: args.p_numeric_unit as string,
    })
    .throwOnError();
  return data as unknown as { id: string; version: number; new_version: boolean };
}

export async function setQuestionArchived(questionId: string, archived: boolean) {
  await supabase
    .from('ancora_questions')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', questionId)
    .throwOnError();
}

export async function saveBands(quizId: string, bands: BandsValues['bands']) {
  await supabase.rpc('ancora_save_feedback_bands', { p_quiz_id: quizId, p_bands: bands }).throwOnError();
}

/** Every write on the edit page refreshes that page's quiz and its statistics. */
function useAdminMutation<A, R>(lessonId: string, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ancoraKeys.adminQuiz(lessonId) }),
        queryClient.invalidateQueries({ queryKey: [...ancoraKeys.admin(), 'item-statistics'] }),
      ]),
  });
}

export const useUpdateQuiz = (lessonId: string) => useAdminMutation(lessonId, updateQuiz);
export const useSaveQuestion = (lessonId: string) =>
  useAdminMutation(
    lessonId,
    (a: { target: Parameters<typeof saveQuestion>[0]; args: Parameters<typeof saveQuestion>[1] }) =>
      saveQuestion(a.target, a.args),
  );
export const useSetQuestionArchived = (lessonId: string) =>
  useAdminMutation(lessonId, (a: { questionId: string; archived: boolean }) =>
    setQuestionArchived(a.questionId, a.archived),
  );
export const useSaveBands = (lessonId: string) =>
  useAdminMutation(lessonId, (a: { quizId: string; bands: BandsValues['bands'] }) =>
    saveBands(a.quizId, a.bands),
  );

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ancoraKeys.admin() }),
  });
}

export async function getItemStatistics(courseId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_item_statistics', { p_course_id: courseId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type ItemStatistic = Awaited<ReturnType<typeof getItemStatistics>>[number];

export function useItemStatistics(courseId: string | undefined) {
  return useQuery({
    queryKey: ancoraKeys.itemStatistics(courseId ?? ''),
    queryFn: ({ signal }) => getItemStatistics(courseId!, signal),
    enabled: Boolean(courseId),
  });
}
