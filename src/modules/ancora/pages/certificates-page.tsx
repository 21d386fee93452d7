// /ancora/certifications ('Your Certifications'): the learner's certificates with their status, and
// their consent to be found by employers. /ancora/certifications/{courseId}: one certificate,
// printable on A4 or Letter, with its QR code, public verification link, Open Badges 3.0 download,
// "Add to LinkedIn" and, when it is due, the recertification quiz.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { PrintPage } from '@/components/print-page';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckboxField } from '@/components/ui/fields';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCertificates, type Certificate } from '../api/certificates';
import { useCourse } from '../api/get-course';
import { useRecruitingProfile, useSaveRecruitingProfile } from '../api/recruiting';
import { CertificateStatusBadge } from '../components/status-badge';
import { QrCode } from '../components/qr-code';
import {
  credentialFileName,
  ISSUER_NAME,
  linkedInAddToProfileUrl,
  openBadgeCredential,
  verificationPath,
  verificationUrl,
  CERTIFICATE_DATE,
} from '../credential';
import { ancoraPaths } from '../paths';

export function CertificatesPage() {
  const certificates = useCertificates();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Your Certifications"
        description="Every certificate has a public link and a QR code that anyone can check, signed out."
      />
      {certificates.isPending ? (
        <Skeleton className="h-40" />
      ) : certificates.isError ? (
        <LoadError error={certificates.error} onRetry={() => void certificates.refetch()}>
          Your certificates could not be loaded.
        </LoadError>
      ) : certificates.data.length === 0 ? (
        <EmptyState
          title="No certificates yet"
          description="Pass a course's final quiz to earn its certificate."
          action={<LinkButton to={ancoraPaths.courses.href()}>Browse courses</LinkButton>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {certificates.data.map((c) => (
            <li key={c.id}>
              <CertificateCard certificate={c} />
            </li>
          ))}
        </ul>
      )}
      <RecruitingConsent />
    </div>
  );
}

function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  return (
    <Card className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={ancoraPaths.certification.href({ courseId: c.course_id })}
          className="font-semibold text-brand-900 hover:underline"
        >
          {c.course_title}
        </Link>
        <CertificateStatusBadge status={c.status} />
      </div>
      <p className="text-sm text-muted">
        Issued {formatDate(c.issued_at, CERTIFICATE_DATE)} · score {c.score_percent} %
      </p>
      <p className="text-sm text-muted">
        {c.expires_at
          ? `${c.status === 'expired' ? 'Expired' : 'Valid until'} ${formatDate(c.expires_at, CERTIFICATE_DATE)}`
          : 'Does not expire'}
      </p>
    </Card>
  );
}

const consentSchema = z.object({
  opted_in: z.boolean(),
  headline: z.string().trim().max(120, 'Keep the headline under 120 characters'),
  location: z.string().trim().max(80, 'Keep the location under 80 characters'),
  contact_email: z.union([z.literal(''), z.email('Enter a valid email address')]),
});
type ConsentValues = z.infer<typeof consentSchema>;

/** The learner's consent to appear in employers' searches; withdrawing it hides them at once. */
function RecruitingConsent() {
  const profile = useRecruitingProfile();
  const save = useSaveRecruitingProfile();
  const form = useForm<ConsentValues>({
    resolver: zodResolver(consentSchema),
    values: {
      opted_in: profile.data?.opted_in ?? false,
      headline: profile.data?.headline ?? '',
      location: profile.data?.location ?? '',
      contact_email: profile.data?.contact_email ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast.success(
          values.opted_in ? 'Employers can now find your certificates' : 'You are hidden from employers',
        ),
      onError: (error) => toast.error('Could not save your choice', { description: getErrorMessage(error) }),
    }),
  );
  return (
    <Card>
      <h2 className="text-base font-semibold text-brand-950">Be found by employers</h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Professional members can search growers who opted in, by certificate, score and validity. They see
        your name, headline, location, contact email and valid certificates — never a failed quiz or your
        skill assessment. Withdraw at any time.
      </p>
      {profile.isPending ? (
        <Skeleton className="mt-3 h-24" />
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
          <CheckboxField
            label="Show my certificates to employers"
            className="sm:col-span-2"
            {...form.register('opted_in')}
          />
          <TextField
            label="Headline"
            placeholder="Head grower, 6 years in rockwool"
            error={errors.headline?.message}
            {...form.register('headline')}
          />
          <TextField
            label="Location"
            placeholder="Denver, CO"
            error={errors.location?.message}
            {...form.register('location')}
          />
          <TextField
            label="Contact email"
            type="email"
            autoComplete="email"
            error={errors.contact_email?.message}
            {...form.register('contact_email')}
          />
          <div className="flex items-end">
            <Button type="submit" busy={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

export function CertificatePage() {
  const { courseId = '' } = useParams();
  const certificates = useCertificates();
  const course = useCourse(courseId);
  if (certificates.isPending) return <PageSkeleton label="Loading the certificate" variant="detail" />;
  if (certificates.isError)
    return (
      <LoadError error={certificates.error} onRetry={() => void certificates.refetch()}>
        This certificate could not be loaded.
      </LoadError>
    );
  const cert = certificates.data.find((c) => c.course_id === courseId);
  const back = (
    <nav aria-label="Breadcrumb" className="text-sm print:hidden">
      <Link to={ancoraPaths.certifications.href()} className="text-brand-800 hover:underline">
        ← Your Certifications
      </Link>
    </nav>
  );
  if (!cert)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EmptyState
          title="No certificate for this course yet"
          description="Pass the course's final quiz to earn it."
          action={<LinkButton to={ancoraPaths.course.href({ courseId })}>Go to the course</LinkButton>}
        />
      </div>
    );

  const origin = window.location.origin;
  const url = verificationUrl(origin, cert.id);
  const recertOpen =
    cert.recert_quiz_id && (cert.status === 'expiring' || cert.status === 'expired')
      ? cert.recert_quiz_id
      : null;

  const download = () => {
    const credential = openBadgeCredential(cert, {
      origin,
      courseSummary: course.data?.summary ?? cert.course_title,
      passPercent: course.data?.finalQuiz?.pass_percent ?? 80,
    });
    const blob = new Blob([JSON.stringify(credential, null, 2)], { type: 'application/ld+json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = credentialFileName(cert);
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {/* Prints the certificate alone (the shell and the buttons do not print), on one page of A4 or
          Letter. */}
      <PrintPage />
      {back}
      <h1 className="sr-only">Certificate: {cert.course_title}</h1>
      <article
        id="ancora-certificate"
        aria-label="Certificate"
        className="flex flex-col items-center gap-4 rounded-2xl border-4 border-double border-brand-800 bg-white p-5 text-center sm:p-10"
      >
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-800 uppercase">{ISSUER_NAME}</p>
        <p className="text-sm text-muted">This certifies that</p>
        <p className="text-2xl font-semibold break-words text-brand-950 sm:text-3xl">{cert.holder_name}</p>
        <p className="text-sm text-muted">has completed the course and passed its final quiz</p>
        <p className="text-xl font-semibold break-words text-brand-900">{cert.course_title}</p>
        {cert.course_version ? (
          <p className="text-sm text-muted">Course version {cert.course_version}</p>
        ) : null}
        <dl className="grid w-full max-w-md grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">Issued</dt>
            <dd className="font-medium">{formatDate(cert.issued_at, CERTIFICATE_DATE)}</dd>
          </div>
          <div>
            <dt className="text-muted">{cert.status === 'expired' ? 'Expired' : 'Valid until'}</dt>
            <dd className="font-medium">
              {cert.expires_at ? formatDate(cert.expires_at, CERTIFICATE_DATE) : 'No expiry'}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Score</dt>
            <dd className="font-medium">{cert.score_percent} %</dd>
          </div>
          <div>
            <dt className="text-muted">Status</dt>
            <dd>
              <CertificateStatusBadge status={cert.status} />
            </dd>
          </div>
        </dl>
        <QrCode value={url} label={`QR code linking to ${url}`} className="size-32" />
        <p className="text-xs text-muted">
          Verify at{' '}
          <a href={verificationPath(cert.id)} className="break-all text-brand-800 underline">
            {url}
          </a>
        </p>
        <p className="font-mono text-[0.7rem] break-all text-muted">Credential id {cert.id}</p>
      </article>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap print:hidden">
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="secondary" onClick={download}>
          Download Open Badge
        </Button>
        <a
          href={linkedInAddToProfileUrl(cert, origin)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
        >
          Add to LinkedIn
        </a>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              .writeText(url)
              .then(() => toast.success('Verification link copied'))
              .catch(() => toast.error('Could not copy the link'))
          }
        >
          Copy verification link
        </Button>
        {recertOpen ? (
          <LinkButton to={ancoraPaths.courseQuiz.href({ courseId: cert.course_id, quizId: recertOpen })}>
            Renew: take the recertification quiz
          </LinkButton>
        ) : null}
      </div>
    </div>
  );
}
