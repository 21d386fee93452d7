import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { toast } from '@/lib/toast';
import { useMyConsultantProfile } from '../api/get-my-consultant-profile';
import { useSpecialties } from '../../api/get-specialties';
import { applicationErrorMessage, useSubmitApplication } from '../api/submit-application';
import { ApplicationForm } from '../components/application-form';
import { textLink } from '../components/link-styles';
import type { ApplicationValues } from '../schemas';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

const STEPS = [
  {
    title: 'Submit your application',
    text: 'Tell growers about your experience, specialties and availability.',
  },
  { title: 'Current consultants review it', text: 'Our verified consultants review your application.' },
  {
    title: 'Your profile goes live',
    text: 'Upon approval, your profile becomes visible in the Expert Marketplace.',
  },
];

/** /agora/consultants/new: apply to become a consultant (spec-2 §2). */
export function ApplicationPage() {
  const { userId } = useViewer();
  const uid = userId ?? '';
  const profile = useMyConsultantProfile(userId);
  const specialties = useSpecialties();
  const submit = useSubmitApplication(uid);
  const navigate = useNavigate();

  const onSubmit = (values: ApplicationValues) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast.success('Application submitted', {
          description: 'Your application is pending review. We will notify you once it has been reviewed.',
        });
        navigate(agoraPaths.pending.href());
      },
      onError: (error) =>
        toast.error('Error submitting application', { description: applicationErrorMessage(error) }),
    });

  // Someone who already applied (or is a consultant) has nothing to fill in here.
  const status = profile.data?.status;
  if (!submit.isPending && !submit.isSuccess) {
    if (status === 'pending') return <Navigate to={agoraPaths.pending.href()} replace />;
    if (status === 'active') return <Navigate to={agoraPaths.consultantDashboard.href()} replace />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Become a Consultant"
        description="Share your cultivation expertise with growers and offer paid consultations in the Expert Marketplace."
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <Card>
          {profile.isPending ? (
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-11 w-1/2" />
            </div>
          ) : status === 'suspended' ? (
            <Alert>
              Your consultant profile is suspended. An administrator must reactivate it before you can use the
              consultant area; you cannot submit a new application meanwhile.
            </Alert>
          ) : (
            <>
              {status === 'rejected' && (
                <Alert className="mb-5">
                  Your previous application was not approved. You may update your details and apply again.
                </Alert>
              )}
              <ApplicationForm
                specialties={specialties.data ?? []}
                specialtiesLoading={specialties.isPending}
                submitting={submit.isPending}
                onSubmit={onSubmit}
              />
            </>
          )}
        </Card>

        <aside
          aria-labelledby="process-heading"
          className="h-fit rounded-2xl border border-line bg-brand-50 p-5"
        >
          <h2 id="process-heading" className="text-base font-semibold text-brand-950">
            How it works
          </h2>
          <ol className="mt-4 space-y-4">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-ink">{s.title}</p>
                  <p className="text-sm text-muted">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-xs text-muted">
            Reviews usually take 1-3 business days.{' '}
            <Link to={agoraPaths.marketplace.href()} className={textLink}>
              Browse the marketplace
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
