// /ancora/pro (Professional): the Pro track, advanced courses for commercial growers.
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue } from '../api/get-catalogue';
import { useCertificates } from '../api/certificates';
import { useProgress } from '../api/get-progress';
import { CourseCard } from '../components/course-card';
import { learnerState } from '../learner-state';

const NO_FILTERS = { search: '', topic: null, level: null, length: null };

export function ProPage() {
  const catalogue = useCatalogue(NO_FILTERS);
  const progress = useProgress();
  const certificates = useCertificates();
  const state = learnerState(progress.data, certificates.data);
  const pro = (catalogue.data ?? []).filter((c) => c.is_pro);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Ancora Pro"
        description="Advanced courses for growers who run commercial rooms: planning a room through flower, reading sensors against a water balance, leading a team. Each builds on a fundamentals course and ends in a certificate."
      />
      <Card className="grid gap-3 text-sm sm:grid-cols-3">
        <p>
          <span className="block font-semibold text-brand-950">Builds on the basics</span>
          Each Pro course names its prerequisite; a certificate or a placement by the skill assessment opens
          it.
        </p>
        <p>
          <span className="block font-semibold text-brand-950">Harder final quizzes</span>
          80 % to pass, questions drawn from the course bank, timed by the server.
        </p>
        <p>
          <span className="block font-semibold text-brand-950">Found by employers</span>
          Opt in on Your Certifications and Professional members can find your Pro certificates.
        </p>
      </Card>
      {catalogue.isPending ? (
        <Skeleton className="h-52" />
      ) : catalogue.isError ? (
        <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()}>
          The Pro courses could not be loaded.
        </LoadError>
      ) : pro.length === 0 ? (
        <EmptyState title="No Pro courses yet" description="The first Pro courses are being written." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pro.map((c) => (
            <li key={c.id}>
              <CourseCard
                course={c}
                completed={state.completedByCourse.get(c.id) ?? 0}
                certified={state.certified.has(c.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
