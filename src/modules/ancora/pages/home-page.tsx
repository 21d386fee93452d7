// /ancora: the academy's home. Below Basic it shows what the module holds, locked (the top-bar link
// is free, the module is Basic). From Basic: continue where you left off, the skill assessment
// (taken here, in ?view=assessment, since it belongs to no course), courses in progress and
// certificates that need attention.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ModuleIndexPage } from '@/components/module-index-page';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { hasTier } from '@/lib/tiers';
import { useReview } from '../api/attempts';
import { useCertificates } from '../api/certificates';
import { useCatalogue } from '../api/get-catalogue';
import { useProgress } from '../api/get-progress';
import { useAssessmentQuiz } from '../api/get-quiz';
import { useQuizStatus } from '../api/quiz-status';
import { syncReminders } from '../api/sync-reminders';
import { CourseCard } from '../components/course-card';
import { QuizPanel } from '../components/quiz/quiz-panel';
import { CertificateStatusBadge } from '../components/status-badge';
import { lastCourse, learnerState } from '../learner-state';
import { ancoraPaths } from '../paths';
import { formatWait } from '../quiz-time';

const NO_FILTERS = { search: '', topic: null, level: null, length: null };

export function AncoraHomePage() {
  const viewer = useViewer();
  if (!hasTier({ membership_tier: viewer.tier }, 'Basic')) return <ModuleIndexPage />;
  return <AcademyHome />;
}

function AcademyHome() {
  const [params, setParams] = useSearchParams();
  const assessment = useAssessmentQuiz();
  const catalogue = useCatalogue(NO_FILTERS);
  const progress = useProgress();
  const certificates = useCertificates();

  useEffect(() => {
    void syncReminders().catch(() => undefined);
  }, []);

  if (params.get('view') === 'assessment' && assessment.data) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to={ancoraPaths.index.href()} className="text-brand-800 hover:underline">
            ← Academy
          </Link>
        </nav>
        <PageHeader title={assessment.data.title} description="Skill assessment · private to you" />
        <QuizPanel quizId={assessment.data.id} />
      </div>
    );
  }

  const state = learnerState(progress.data, certificates.data);
  const courses = catalogue.data ?? [];
  const resume = progress.data
    ? lastCourse(progress.data, (id) => {
        const course = courses.find((c) => c.id === id);
        return !course || (state.completedByCourse.get(id) ?? 0) >= course.lesson_count;
      })
    : null;
  const resumeCourse = resume ? courses.find((c) => c.id === resume.courseId) : undefined;
  const inProgress = courses.filter(
    (c) => (state.completedByCourse.get(c.id) ?? 0) > 0 && c.id !== resume?.courseId,
  );
  const attention = (certificates.data ?? []).filter(
    (c) => c.status === 'expiring' || c.status === 'expired',
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Ancora - Academy"
        description="Courses for growers, quizzes graded fairly, and certificates anyone can verify."
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col gap-3">
          <h2 className="text-base font-semibold text-brand-950">Continue where you left off</h2>
          {progress.isPending || catalogue.isPending ? (
            <Skeleton className="h-16" />
          ) : resume && resumeCourse ? (
            <>
              <p className="font-medium text-brand-950">{resumeCourse.title}</p>
              <ProgressBar
                value={Math.round(
                  (100 * (state.completedByCourse.get(resumeCourse.id) ?? 0)) /
                    Math.max(1, resumeCourse.lesson_count),
                )}
                label={`${resumeCourse.title} progress`}
              />
              <p className="text-sm text-muted">
                {state.completedByCourse.get(resumeCourse.id) ?? 0} of {resumeCourse.lesson_count} lessons
                completed
              </p>
              <LinkButton
                to={ancoraPaths.lesson.href({ courseId: resumeCourse.id, lessonId: resume.lessonId })}
                className="self-start"
              >
                Continue
              </LinkButton>
            </>
          ) : (
            <>
              <p className="text-sm text-muted">You have not started a course yet.</p>
              <LinkButton to={ancoraPaths.courses.href()} className="self-start">
                Browse courses
              </LinkButton>
            </>
          )}
        </Card>
        {assessment.data ? (
          <AssessmentCard quizId={assessment.data.id} onTake={() => setParams({ view: 'assessment' })} />
        ) : null}
      </div>

      {attention.length > 0 ? (
        <Card>
          <h2 className="text-base font-semibold text-brand-950">Certificates to renew</h2>
          <ul className="mt-2 divide-y divide-line">
            {attention.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <Link
                  to={ancoraPaths.certification.href({ courseId: c.course_id })}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {c.course_title}
                </Link>
                <CertificateStatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {inProgress.length > 0 ? (
        <section aria-labelledby="in-progress" className="flex flex-col gap-3">
          <h2 id="in-progress" className="text-lg font-semibold text-brand-950">
            Your other courses
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {inProgress.map((c) => (
              <li key={c.id}>
                <CourseCard
                  course={c}
                  completed={state.completedByCourse.get(c.id) ?? 0}
                  certified={state.certified.has(c.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <nav aria-label="Academy" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[
          { to: ancoraPaths.courses.href(), label: 'Courses', text: 'Search the catalogue' },
          { to: ancoraPaths.pro.href(), label: 'Ancora Pro', text: 'The Pro track (Professional)' },
          {
            to: ancoraPaths.certifications.href(),
            label: 'Your Certifications',
            text: 'Share, print, renew',
          },
          {
            to: ancoraPaths.recruiting.href(),
            label: 'Recruiting Tool',
            text: 'Find certified growers (Professional)',
          },
        ].map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="rounded-xl border border-line bg-white p-4 hover:border-brand-300"
          >
            <span className="block font-semibold text-brand-950">{l.label}</span>
            <span className="text-sm text-muted">{l.text}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** The skill assessment: take it, or the last result with its recommendations and the next retake. */
function AssessmentCard({ quizId, onTake }: { quizId: string; onTake: () => void }) {
  const status = useQuizStatus(quizId);
  const last = status.data?.attempts.filter((a) => a.state === 'finished').at(-1) ?? null;
  const review = useReview(last?.id ?? null);
  const wait = status.data?.next_start_at
    ? Math.max(0, (Date.parse(status.data.next_start_at) - Date.parse(status.data.server_now)) / 1000)
    : 0;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">Skill assessment</h2>
      {status.isPending ? (
        <Skeleton className="h-16" />
      ) : !last ? (
        <>
          <p className="text-sm text-muted">
            15 questions across the courses, 20 minutes. We recommend courses from your result and place you
            past the ones you already know. Only you see the result.
          </p>
          <Button onClick={onTake} className="self-start">
            Take the skill assessment
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm">
            Your last result: <span className="font-semibold">{last.percent} %</span>{' '}
            <span className="text-muted">(only you can see it)</span>
          </p>
          {review.data?.breakdown ? (
            <ul className="flex flex-col gap-1.5 text-sm">
              {review.data.breakdown.map((b) => (
                <li key={b.course_id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={ancoraPaths.course.href({ courseId: b.course_id })}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {b.course_title}
                  </Link>
                  {b.placed ? <Badge tone="success">Placed</Badge> : <Badge tone="brand">Recommended</Badge>}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={onTake}>
              {status.data?.can_start ? 'Take the skill assessment' : 'See your result'}
            </Button>
            {wait > 0 ? <span className="text-sm text-muted">Retake in {formatWait(wait)}</span> : null}
          </div>
        </>
      )}
    </Card>
  );
}
