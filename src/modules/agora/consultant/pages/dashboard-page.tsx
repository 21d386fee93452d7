import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { logger } from '@/lib/logger';
import { useMyConsultations, clientName, type MyConsultation } from '../api/get-my-consultations';
import {
  completedEarningsCents,
  formatConsultationDate,
  formatMoneyCents,
  pastConsultations,
  statusLabel,
  statusTone,
  upcomingConsultations,
} from '../consultations';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { StarRating } from '../../components/star-rating';
import { textLink } from '../components/link-styles';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useMyActiveProfile } from '../components/use-my-active-profile';
import { fullName } from '@/lib/names';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

/** /agora/consultants/dashboard (spec-2 §2). */
export function DashboardPage() {
  const { query: profile } = useMyActiveProfile();
  const p = profile.data;
  const consultations = useMyConsultations(p?.id);

  useEffect(() => {
    // spec-2 §8: consultation load failures are logged (and, here, also shown with a retry).
    if (consultations.isError) logger.error('Loading consultations failed', consultations.error);
  }, [consultations.isError, consultations.error]);

  if (profile.isPending) return <PageSkeleton label="Loading your dashboard" />;
  if (profile.isError || !p) {
    return (
      <LoadError error={profile.error} onRetry={() => void profile.refetch()}>
        Could not load this page.
      </LoadError>
    );
  }

  const rows = consultations.data ?? [];
  const upcoming = upcomingConsultations(rows);
  const past = pastConsultations(rows);
  const loading = consultations.isPending;
  const name = fullName(p.profile?.first_name, p.profile?.last_name, 'Consultant');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        title="Consultant Dashboard"
        description="Your profile, consultations and earnings at a glance."
      />

      <div className="grid gap-4 md:grid-cols-3">
        <Card aria-labelledby="profile-card-heading">
          <h2 id="profile-card-heading" className="sr-only">
            Profile
          </h2>
          <div className="flex items-center gap-3">
            <ConsultantAvatar person={p.profile} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-brand-950">{name}</p>
              <p className="truncate text-sm text-muted">{p.title}</p>
              <StarRating rating={Number(p.rating)} reviewCount={p.total_reviews} className="mt-1" />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-x-4">
            <Link to={agoraPaths.consultantProfile.href()} className={textLink}>
              Edit Profile
            </Link>
            <Link to={agoraPaths.consultantCertifications.href()} className={textLink}>
              Certifications
            </Link>
          </div>
        </Card>

        <Card>
          <CardHeader title="Consultations" />
          {loading ? (
            <Skeleton className="h-14 w-full" />
          ) : (
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-xs text-muted">Upcoming</dt>
                <dd className="text-2xl font-semibold text-brand-950">{upcoming.length}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Total</dt>
                <dd className="text-2xl font-semibold text-brand-950">{rows.length}</dd>
              </div>
            </dl>
          )}
          <Link to={agoraPaths.consultantCalendar.href()} className={`${textLink} mt-3`}>
            View Calendar
          </Link>
        </Card>

        <Card>
          <CardHeader title="Earnings" />
          {loading ? (
            <Skeleton className="h-14 w-full" />
          ) : (
            <>
              <p className="text-2xl font-semibold text-brand-950" data-testid="earnings-total">
                {formatMoneyCents(completedEarningsCents(rows))}
              </p>
              <p className="text-xs text-muted">From completed consultations</p>
            </>
          )}
          <Link to={agoraPaths.consultantEarnings.href()} className={`${textLink} mt-3`}>
            View Earnings
          </Link>
        </Card>
      </div>

      {consultations.isError && (
        <LoadError error={consultations.error} onRetry={() => void consultations.refetch()}>
          Could not load your consultations.
        </LoadError>
      )}

      <Tabs defaultValue="upcoming">
        <TabsList aria-label="Consultations">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <ConsultationList
            loading={loading}
            rows={upcoming}
            empty="No upcoming consultations"
            render={(c) => (
              <>
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{c.title}</p>
                  <p className="text-sm text-muted">
                    {formatConsultationDate(c.start_time)} · {clientName(c)}
                  </p>
                </div>
                <Link
                  to={agoraPaths.consultation.href({ id: c.id })}
                  className={textLink}
                  aria-label={`View ${c.title}`}
                >
                  View
                </Link>
              </>
            )}
          />
        </TabsContent>
        <TabsContent value="past">
          <ConsultationList
            loading={loading}
            rows={past}
            empty="No past consultations"
            render={(c) => (
              <>
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{c.title}</p>
                  <p className="text-sm text-muted">
                    {formatConsultationDate(c.start_time)} · {clientName(c)}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge>
                  <Link
                    to={agoraPaths.consultation.href({ id: c.id })}
                    className={textLink}
                    aria-label={`Details of ${c.title}`}
                  >
                    Details
                  </Link>
                </div>
              </>
            )}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ConsultationList({
  loading,
  rows,
  empty,
  render,
}: {
  loading: boolean;
  rows: MyConsultation[];
  empty: string;
  render: (c: MyConsultation) => ReactNode;
}) {
  if (loading) {
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
      {rows.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          {render(c)}
        </li>
      ))}
    </ul>
  );
}
