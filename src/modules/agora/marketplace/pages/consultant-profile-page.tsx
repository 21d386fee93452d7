import { formatDate } from '@/lib/format';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Alert } from '@/components/ui/alert';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { fullName } from '../../components/names';
import { formatDays, formatHour, formatRate, parseAvailableHours } from '../../components/format';
import { LinkButton } from '@/components/ui/link-button';
import { SpecialtyBadges } from '../../components/specialty-badges';
import { StarRating } from '../../components/star-rating';
import { useBookingGate } from '../../components/use-booking-gate';
import { useConsultant, type ConsultantProfile } from '../api/get-consultant';
import { useConsultantReviews } from '../api/get-consultant-reviews';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

function BackLink() {
  return (
    <Link
      to={agoraPaths.marketplace.href()}
      className="self-start text-sm font-semibold text-brand-700 hover:underline"
    >
      ← Back to marketplace
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** /agora/consultants/{id}: an active consultant's full public profile. */
export function ConsultantProfilePage() {
  const { id = '' } = useParams();
  const consultant = useConsultant(id);

  if (consultant.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <BackLink />
        <p role="status" className="sr-only">
          Loading...
        </p>
        <Card className="flex gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </Card>
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (consultant.isError) {
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <Alert>We could not load this consultant. Please try again later.</Alert>
      </div>
    );
  }
  if (!consultant.data) {
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <EmptyState
          title="Consultant not found"
          description="This consultant is not available in the marketplace."
          action={<LinkButton to={agoraPaths.marketplace.href()}>Browse consultants</LinkButton>}
        />
      </div>
    );
  }
  return <Profile consultant={consultant.data} />;
}

function Profile({ consultant: c }: { consultant: ConsultantProfile }) {
  const { guard } = useBookingGate();
  const reviews = useConsultantReviews(c.id);
  const hours = parseAvailableHours(c.available_hours);
  const certifications = c.certifications.filter((cert) => cert.verified);
  const name = fullName(c.profile);
  const book = (
    <LinkButton to={agoraPaths.book.href({ id: c.id })} onClick={guard} className="w-full sm:w-auto">
      Book Consultation
    </LinkButton>
  );

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <Card>
        <PageHeader
          leading={<ConsultantAvatar person={c.profile} size="lg" />}
          title={name}
          description={
            <div className="flex flex-col gap-2">
              <p className="text-base">{c.title}</p>
              <StarRating rating={c.rating} reviewCount={c.total_reviews} size="lg" />
              <p className="text-sm text-ink">{c.short_description}</p>
            </div>
          }
          actions={
            <div className="flex flex-col gap-3 sm:items-end">
              <p className="text-2xl font-semibold text-brand-950">
                {formatRate(c.hourly_rate)}
                <span className="text-base font-normal text-muted">/hr</span>
              </p>
              {book}
            </div>
          }
        />
      </Card>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader title="About" />
            <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{c.bio}</p>
          </Card>

          <Card>
            <CardHeader title="Specialties" />
            {c.specialties.length > 0 ? (
              <SpecialtyBadges specialties={c.specialties} />
            ) : (
              <p className="text-sm text-muted">No specialties listed.</p>
            )}
          </Card>

          <Card>
            <CardHeader title="Certifications" description="Certifications verified by the Canopy team." />
            {certifications.length === 0 ? (
              <p className="text-sm text-muted">No verified certifications yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line">
                {certifications.map((cert) => (
                  <li
                    key={cert.id}
                    className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{cert.name}</p>
                      <p className="text-sm text-muted">{cert.issuing_organization}</p>
                      <p className="text-xs text-muted">
                        {[
                          cert.issue_date && `Issued ${formatDate(cert.issue_date)}`,
                          cert.expiration_date && `Expires ${formatDate(cert.expiration_date)}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <Badge tone="success">Verified</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card>
            <CardHeader
              title="Reviews"
              description={`${c.total_reviews} ${c.total_reviews === 1 ? 'review' : 'reviews'}`}
            />
            {reviews.isPending ? (
              <div className="flex flex-col gap-3">
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            ) : reviews.isError ? (
              <p className="text-sm text-muted">Reviews could not be loaded. Please try again later.</p>
            ) : reviews.data.length === 0 ? (
              <p className="text-sm text-muted">No reviews yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line">
                {reviews.data.map((r, i) => (
                  <li key={`${r.reviewed_at}-${i}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <StarRating rating={r.rating} />
                      <span className="text-xs text-muted">{formatDate(r.reviewed_at)}</span>
                    </div>
                    {r.review ? <p className="text-sm text-ink">{r.review}</p> : null}
                    <p className="text-xs font-medium text-muted">{r.reviewer_name ?? 'A client'}</p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <aside className="flex flex-col gap-6">
          <Card>
            <CardHeader title="Details" />
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1">
              <Fact label="Hourly rate">{formatRate(c.hourly_rate)}/hr</Fact>
              <Fact label="Experience">
                {c.years_experience} {c.years_experience === 1 ? 'year' : 'years'}
              </Fact>
              <Fact label="Consultations">{c.total_consultations} completed</Fact>
              <Fact label="Video">
                {c.has_video_conferencing ? 'Video consultations available' : 'No video consultations'}
              </Fact>
            </dl>
          </Card>
          <Card>
            <CardHeader title="Availability" />
            <dl className="flex flex-col gap-4">
              <Fact label="Days">{formatDays(c.available_days)}</Fact>
              <Fact label="Hours">
                {formatHour(hours.start)} – {formatHour(hours.end)}
              </Fact>
              <Fact label="Time zone">{c.time_zone.replaceAll('_', ' ')}</Fact>
            </dl>
            <div className="mt-5">{book}</div>
          </Card>
        </aside>
      </div>
    </div>
  );
}
