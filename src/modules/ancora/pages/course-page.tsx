// /ancora/courses/{courseId}: what the course teaches, its outline with the learner's progress,
// where to continue, its prerequisites, the final quiz and the certificate.
import { Link, useParams } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { hasTier } from '@/lib/tiers';
import { useCertificates } from '../api/certificates';
import { courseImageUrl } from '../api/course-images';
import { useCourse } from '../api/get-course';
import { useProgress } from '../api/get-progress';
import { usePlacements } from '../api/placements';
import { formatMinutes, levelLabel, topicLabel } from '../catalogue';
import { LessonMarkdown } from '../components/lesson-markdown';
import { CertificateStatusBadge } from '../components/status-badge';
import { learnerState } from '../learner-state';
import { ancoraPaths } from '../paths';
import { completedIds, continueLesson, courseProgress } from '../progress';

export function CoursePage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const progress = useProgress();
  const certificates = useCertificates();
  const placements = usePlacements();
  const viewer = useViewer();
  const promptUpgrade = useUpgradePrompt();

  if (course.isPending) return <PageSkeleton label="Loading the course" variant="detail" />;
  if (course.isError)
    return (
      <LoadError error={course.error} onRetry={() => void course.refetch()}>
        This course could not be loaded.
      </LoadError>
    );

  const c = course.data;
  const rows = (progress.data ?? []).filter((p) => p.course_id === c.id);
  const tally = courseProgress(c.modules, rows);
  const next = continueLesson(c.modules, rows);
  const done = completedIds(rows);
  const state = learnerState(progress.data, certificates.data, placements.data);
  const certificate = certificates.data?.find((x) => x.course_id === c.id);
  const locked = c.is_pro && !hasTier({ membership_tier: viewer.tier }, 'Professional');
  const missing = c.prerequisites.filter((p) => !state.certified.has(p.id) && !state.placed.has(p.id));
  const lessons = c.modules.reduce((n, m) => n + m.lessons.length, 0);

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={ancoraPaths.courses.href()} className="text-brand-800 hover:underline">
          Courses
        </Link>
      </nav>
      {c.cover_path ? (
        <img
          src={courseImageUrl(c.cover_path)}
          alt=""
          className="aspect-[16/7] w-full rounded-2xl border border-line object-cover"
        />
      ) : null}
      <PageHeader
        back={
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="brand">{topicLabel(c.topic)}</Badge>
            <Badge>{levelLabel(c.level)}</Badge>
            {c.is_pro ? <Badge tone="warning">Pro track</Badge> : null}
            {state.placed.has(c.id) && !certificate ? (
              <Badge tone="info">Placed by your skill assessment</Badge>
            ) : null}
          </div>
        }
        title={c.title}
        description={
          <>
            <p>{c.summary}</p>
            {!locked ? (
              <p className="mt-1 text-sm">
                {lessons} lessons ·{' '}
                {formatMinutes(
                  c.modules.flatMap((m) => m.lessons).reduce((s, l) => s + l.estimated_minutes, 0),
                )}
                {c.certificate_validity_months
                  ? ` · certificate valid ${c.certificate_validity_months} months`
                  : ''}
              </p>
            ) : null}
          </>
        }
      />

      {locked ? (
        <Card className="flex flex-col items-start gap-3">
          <p className="flex items-center gap-2 font-semibold text-brand-950">
            <LockIcon className="size-4" /> Part of the Pro track
          </p>
          <p className="text-sm text-muted">This course is open to Professional members.</p>
          <Button onClick={() => promptUpgrade('Professional')}>Upgrade to open it</Button>
        </Card>
      ) : (
        <>
          <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-brand-950">
                {tally.completed} of {tally.total} lessons completed
              </p>
              <ProgressBar value={tally.percent} label="Course progress" className="mt-2 max-w-md" />
              {tally.minutesLeft > 0 && tally.completed > 0 ? (
                <p className="mt-1 text-xs text-muted">About {formatMinutes(tally.minutesLeft)} to go</p>
              ) : null}
            </div>
            {next.lesson ? (
              <LinkButton
                to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: next.lesson.id })}
                className="shrink-0 px-5"
              >
                {next.reason === 'start' ? 'Start course' : 'Continue'}
              </LinkButton>
            ) : null}
          </Card>

          {missing.length > 0 ? (
            <Card>
              <h2 className="text-base font-semibold text-brand-950">Before the final quiz</h2>
              <p className="mt-1 text-sm text-muted">
                This course builds on {missing.length === 1 ? 'another course' : 'other courses'}. Earn its
                certificate, or be placed past it by the skill assessment, to take the final quiz here.
              </p>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {missing.map((p) => (
                  <li key={p.id}>
                    <Link
                      to={ancoraPaths.course.href({ courseId: p.id })}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}

          {c.description ? (
            <Card>
              <LessonMarkdown>{c.description}</LessonMarkdown>
            </Card>
          ) : null}

          <section aria-labelledby="outline-heading" className="flex flex-col gap-3">
            <h2 id="outline-heading" className="text-lg font-semibold text-brand-950">
              Course outline
            </h2>
            {c.modules.map((m, mi) => (
              <Card key={m.id} className="p-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-4">
                  <h3 className="font-semibold text-brand-950">
                    <Link
                      to={ancoraPaths.courseModule.href({ courseId: c.id, moduleId: m.id })}
                      className="hover:underline"
                    >
                      Module {mi + 1}: {m.title}
                    </Link>
                  </h3>
                  <span className="text-xs text-muted">
                    {tally.modules[m.id]?.completed ?? 0} of {m.lessons.length} done
                  </span>
                </div>
                <ol className="mt-2 divide-y divide-line border-t border-line">
                  {m.lessons.map((l) => (
                    <li key={l.id}>
                      <Link
                        to={ancoraPaths.lesson.href({ courseId: c.id, lessonId: l.id })}
                        className="flex items-center gap-3 px-5 py-3 text-sm hover:bg-brand-50/60"
                      >
                        <span
                          aria-hidden="true"
                          className={
                            done.has(l.id)
                              ? 'grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-[10px] text-white'
                              : 'size-5 shrink-0 rounded-full border-2 border-line'
                          }
                        >
                          {done.has(l.id) ? '✓' : ''}
                        </span>
                        <span className="min-w-0 flex-1">
                          {l.title}
                          {done.has(l.id) ? <span className="sr-only"> (completed)</span> : null}
                        </span>
                        {l.quiz ? (
                          <Badge tone={l.quiz.purpose === 'lesson' ? 'neutral' : 'brand'}>
                            {l.quiz.purpose === 'lesson'
                              ? 'Check'
                              : l.quiz.purpose === 'final'
                                ? 'Final quiz'
                                : 'Recertification'}
                          </Badge>
                        ) : null}
                        <span className="shrink-0 text-xs text-muted">{l.estimated_minutes} min</span>
                      </Link>
                    </li>
                  ))}
                </ol>
              </Card>
            ))}
          </section>

          {c.finalQuiz ? (
            <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="text-base font-semibold text-brand-950">Certificate</h2>
                {certificate ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    Your certificate <CertificateStatusBadge status={certificate.status} />
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-muted">
                    Pass the final quiz ({c.finalQuiz.pass_percent} % or more) to earn a certificate anyone
                    can verify.
                  </p>
                )}
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                {certificate ? (
                  <LinkButton variant="secondary" to={ancoraPaths.certification.href({ courseId: c.id })}>
                    View certificate
                  </LinkButton>
                ) : null}
                <LinkButton to={ancoraPaths.courseQuiz.href({ courseId: c.id, quizId: c.finalQuiz.id })}>
                  Take the final quiz
                </LinkButton>
              </div>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}
