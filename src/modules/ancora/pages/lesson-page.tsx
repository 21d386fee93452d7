// /ancora/courses/{courseId}/lessons/{lessonId}: the lesson text, its quiz, "Mark as complete" and
// the way on. Opening a lesson records it as viewed (for "continue where you left off").
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCourse } from '../api/get-course';
import { useLesson } from '../api/get-lesson';
import { useProgress } from '../api/get-progress';
import { useSaveProgress } from '../api/save-progress';
import { useLessonTimer } from '../api/track-lesson-time';
import { LessonMarkdown } from '../components/lesson-markdown';
import { isVideoUrl } from '../media';
import { ancoraPaths } from '../paths';
import { moduleOf, neighbours } from '../progress';

export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const course = useCourse(courseId);
  const lesson = useLesson(lessonId);
  const progress = useProgress();
  const save = useSaveProgress();
  const { mutate: markViewed } = save;

  useEffect(() => {
    if (lesson.data) markViewed({ lessonId: lesson.data.id, courseId: lesson.data.course_id });
  }, [lesson.data, markViewed]);
  useLessonTimer(lesson.data?.id);

  if (course.isPending || lesson.isPending)
    return <PageSkeleton label="Loading the lesson" variant="detail" />;
  if (course.isError || lesson.isError)
    return (
      <LoadError
        error={course.error ?? lesson.error}
        onRetry={() => void Promise.all([course.refetch(), lesson.refetch()])}
      >
        This lesson could not be loaded.
      </LoadError>
    );

  const l = lesson.data;
  const c = course.data;
  const mod = moduleOf(c.modules, l.id);
  const outline = mod?.lessons.find((x) => x.id === l.id);
  const { previous, next } = neighbours(c.modules, l.id);
  const completed = Boolean(progress.data?.find((p) => p.lesson_id === l.id)?.completed_at);
  const quiz = outline?.quiz ?? null;

  const toggle = () =>
    save.mutate(
      { lessonId: l.id, courseId: c.id, completed: !completed },
      {
        onError: (error) =>
          toast.error('Your progress was not saved', { description: getErrorMessage(error) }),
      },
    );

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <nav aria-label="Breadcrumb" className="flex flex-wrap gap-1 text-sm text-muted">
        <Link to={ancoraPaths.course.href({ courseId: c.id })} className="text-brand-800 hover:underline">
          {c.title}
        </Link>
        {mod ? (
          <>
            <span aria-hidden="true">/</span>
            <Link
              to={ancoraPaths.courseModule.href({ courseId: c.id, moduleId: mod.id })}
              className="text-brand-800 hover:underline"
            >
              {mod.title}
            </Link>
          </>
        ) : null}
      </nav>
      <PageHeader title={l.title} description={`About ${l.estimated_minutes} minutes`} />

      <LessonMarkdown>{l.body}</LessonMarkdown>

      {l.video_url ? (
        <a
          href={l.video_url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-3 rounded-xl border border-line bg-brand-50/60 p-3 font-medium text-brand-900 hover:bg-brand-50"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-brand-700 text-white"
          >
            ▶
          </span>
          {isVideoUrl(l.video_url) ? 'Watch the lesson video' : 'Open the lesson resource'}
        </a>
      ) : null}

      {quiz ? (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-base font-semibold text-brand-950">{quiz.title}</h2>
            <p className="text-sm text-muted">
              {quiz.purpose === 'lesson'
                ? 'Check what you learned. The practice run records nothing.'
                : quiz.purpose === 'final'
                  ? 'The final quiz issues your certificate.'
                  : 'Renews your certificate in its last 90 days.'}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {quiz.purpose === 'lesson' ? (
              <>
                <LinkButton variant="secondary" to={ancoraPaths.testQuiz.href({ lessonId: l.id })}>
                  Practice run
                </LinkButton>
                <LinkButton to={ancoraPaths.lessonQuiz.href({ courseId: c.id, lessonId: l.id })}>
                  Take the lesson check
                </LinkButton>
              </>
            ) : (
              <LinkButton to={ancoraPaths.courseQuiz.href({ courseId: c.id, quizId: quiz.id })}>
                {quiz.purpose === 'final' ? 'Take the final quiz' : 'Take the recertification quiz'}
              </LinkButton>
            )}
          </div>
        </Card>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant={completed ? 'secondary' : 'primary'}
          aria-pressed={completed}
          busy={save.isPending && save.variables?.completed !== undefined}
          onClick={toggle}
        >
          {completed ? '✓ Completed' : 'Mark as complete'}
        </Button>
        <div className="flex gap-2">
          {previous ? (
            <LinkButton
              variant="secondary"
              to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: previous.id })}
              className="flex-1 sm:flex-none"
            >
              ← Previous lesson
            </LinkButton>
          ) : null}
          {next ? (
            <LinkButton
              variant="secondary"
              to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: next.id })}
              className="flex-1 sm:flex-none"
            >
              Next lesson →
            </LinkButton>
          ) : (
            <LinkButton
              variant="secondary"
              to={ancoraPaths.course.href({ courseId: c.id })}
              className="flex-1 sm:flex-none"
            >
              Back to the course
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
