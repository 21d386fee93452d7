// /verify/{certificateId}: public. Anyone with a certificate's link or QR code sees, signed out,
// whether it is valid, expiring, expired or revoked, from the certificate's row; a forged id
// verifies as not found.
import { useParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { CertificateStanding } from '../components/certificate-standing';
import { useVerification } from '../api/verify-certificate';
import { STATUS_EXPLANATION, STATUS_LABEL, type CertificateStatus, CERTIFICATE_DATE } from '../credential';

const TONE: Record<CertificateStatus, string> = {
  valid: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  expiring: 'border-amber-300 bg-amber-50 text-amber-900',
  expired: 'border-danger-200 bg-danger-50 text-danger-700',
  revoked: 'border-danger-200 bg-danger-50 text-danger-700',
  not_found: 'border-line bg-white text-ink',
};

export function VerifyPage() {
  const { certificateId = '' } = useParams();
  const check = useVerification(certificateId);
  const viewer = useViewer();

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 py-4">
      <header className="flex flex-col items-center gap-2 text-center">
        <Logo className="h-9" />
        <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Certificate verification</h1>
      </header>
      {check.isPending ? (
        <Skeleton className="h-56" />
      ) : check.isError ? (
        <LoadError error={check.error} onRetry={() => void check.refetch()}>
          The certificate could not be checked.
        </LoadError>
      ) : (
        <section
          className={cn('flex flex-col gap-4 rounded-2xl border-2 p-5', TONE[check.data.status])}
          aria-live="polite"
        >
          <p className="text-center">
            <span data-testid="verification-status" className="text-3xl font-bold">
              {STATUS_LABEL[check.data.status]}
            </span>
          </p>
          <p className="text-center text-sm">{STATUS_EXPLANATION[check.data.status]}</p>
          {check.data.status !== 'not_found' ? (
            <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-white/70 p-4 text-sm text-ink sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">Holder</dt>
              <dd className="font-semibold">{check.data.holder_name}</dd>
              <dt className="text-muted">Course</dt>
              <dd className="font-semibold">
                {check.data.course_title}
                {check.data.course_version ? (
                  <span className="font-normal text-muted"> (version {check.data.course_version})</span>
                ) : null}
              </dd>
              <dt className="text-muted">Issued</dt>
              <dd>{formatDate(check.data.issued_at, CERTIFICATE_DATE)}</dd>
              {check.data.first_issued_at && check.data.first_issued_at !== check.data.issued_at ? (
                <>
                  <dt className="text-muted">First earned</dt>
                  <dd>{formatDate(check.data.first_issued_at, CERTIFICATE_DATE)}</dd>
                </>
              ) : null}
              <dt className="text-muted">{check.data.status === 'expired' ? 'Expired' : 'Valid until'}</dt>
              <dd>
                {check.data.expires_at
                  ? formatDate(check.data.expires_at, CERTIFICATE_DATE)
                  : 'Does not expire'}
              </dd>
              {check.data.revoked_at ? (
                <>
                  <dt className="text-muted">Revoked</dt>
                  <dd>{formatDate(check.data.revoked_at, CERTIFICATE_DATE)}</dd>
                </>
              ) : null}
              <dt className="text-muted">Issuer</dt>
              <dd>{check.data.issuer}</dd>
              <dt className="text-muted">Credential id</dt>
              <dd className="font-mono text-xs break-all">{certificateId}</dd>
            </dl>
          ) : (
            <p className="text-center font-mono text-xs break-all text-muted">{certificateId}</p>
          )}
        </section>
      )}
      {viewer.isAdmin && check.data ? (
        <CertificateStanding id={certificateId} status={check.data.status} />
      ) : null}
      <p className="text-center text-xs text-muted">
        Checked just now against Canopy Academy’s records. This page is public and shows only what the
        certificate itself shows.
      </p>
    </div>
  );
}
