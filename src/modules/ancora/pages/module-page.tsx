// /ancora/courses/{courseId}/modules/{moduleId}: one module's lessons and the learner's progress in it.
import { Link, Navigate, useParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useCourse } from '../api/get-course';
import { useProgress } from '../api/get-progress';
import { formatMinutes } from '../catalogue';
import { ancoraPaths } from '../paths';
import { completedIds, continueLesson, courseProgress } from '../progress';

export function ModulePage() {
  const { courseId = '', moduleId = '' } = useParams();
  const course = useCourse(courseId);
  const progress = useProgress();

  if (course.isPending) return <PageSkeleton label="Loading the module" variant="detail" />;
  if (course.isError)
    return (
      <LoadError error={course.error} onRetry={() => void course.refetch()}>
        This module could not be loaded.
      </LoadError>
    );
  const c = course.data;
  const index = c.modules.findIndex((m) => m.id === moduleId);
  const m = c.modules[index];
  if (!m) return <Navigate to={ancoraPaths.course.href({ courseId })} replace />;
  const rows = (progress.data ?? []).filter((p) => p.course_id === c.id);
  const tally = courseProgress([m], rows);
  const done = completedIds(rows);
  const next = continueLesson([m], rows);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={ancoraPaths.course.href({ courseId: c.id })} className="text-brand-800 hover:underline">
          {c.title}
        </Link>
      </nav>
      <PageHeader
        title={m.title}
        description={m.summary ? `Module ${index + 1} · ${m.summary}` : `Module ${index + 1}`}
      />
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-brand-950">
            {tally.completed} of {tally.total} lessons completed · {formatMinutes(tally.minutesLeft)} left
          </p>
          <ProgressBar value={tally.percent} label="Module progress" className="mt-2 max-w-md" />
        </div>
        {next.lesson ? (
          <LinkButton to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: next.lesson.id })}>
            {next.reason === 'start' ? 'Start the module' : 'Continue'}
          </LinkButton>
        ) : null}
      </Card>
      <ol className="flex flex-col gap-2">
        {m.lessons.map((l, i) => (
          <li key={l.id}>
            <Link
              to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: l.id })}
              className="flex items-center gap-3 rounded-xl border border-line bg-white p-4 hover:border-brand-300"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-900">
                {done.has(l.id) ? '✓' : i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-brand-950">{l.title}</span>
                <span className="text-xs text-muted">
                  {l.estimated_minutes} min{done.has(l.id) ? ' · completed' : ''}
                  {l.quiz ? ` · ${l.quiz.purpose === 'lesson' ? 'lesson check' : 'quiz'}` : ''}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
