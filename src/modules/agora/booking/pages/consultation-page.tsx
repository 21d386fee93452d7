import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { LinkButton } from '@/components/ui/link-button';
import { agoraPaths } from '../../paths';
import { useConsultation, type Consultation } from '../api/get-consultation';
import { ConsultationActions } from '../components/consultation/consultation-actions';
import { ConsultationDetailsCard } from '../components/consultation/consultation-details-card';
import { ConsultationRating } from '../components/consultation/consultation-rating';
import { canManage, cancelledByLabel, isOpen, viewerSide } from '../consultation-view';
import { localTimeZone, tzLabel } from '../slots';
import { STATUS_TONES, statusLabel } from '../status';

/** /agora/consultations/{id}: what both sides see of one consultation, and what each may do. */
export function ConsultationPage() {
  const { id = '' } = useParams();
  const consultation = useConsultation(id);

  if (consultation.isPending) return <PageSkeleton variant="detail" />;
  if (consultation.isError)
    return (
      <LoadError error={consultation.error} onRetry={() => void consultation.refetch()}>
        We could not load this consultation. Please try again later.
      </LoadError>
    );
  if (!consultation.data) {
    return (
      <EmptyState
        title="Consultation not found"
        description="It does not exist, or you are neither its client nor its consultant."
        action={<LinkButton to={agoraPaths.marketplace.href()}>Go to the marketplace</LinkButton>}
      />
    );
  }
  return <ConsultationDetails consultation={consultation.data} />;
}

function ConsultationDetails({ consultation: k }: { consultation: Consultation }) {
  const viewer = useViewer();
  const side = viewerSide(k, viewer.userId);
  const start = new Date(k.start_time);
  const end = new Date(k.end_time);
  const zoom = k.consultant?.has_video_conferencing ? k.consultant.zoom_link : null;
  const cancelledBy = cancelledByLabel(k, viewer.userId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={
          <Link
            to={side === 'consultant' ? agoraPaths.consultantDashboard.href() : agoraPaths.marketplace.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {side === 'consultant' ? '← Back to dashboard' : '← Back to marketplace'}
          </Link>
        }
        title={k.title}
        badge={<Badge tone={STATUS_TONES[k.status]}>{statusLabel(k.status)}</Badge>}
        description={`${formatDateTime(start, { weekday: 'long' })} – ${formatTime(end)} (${tzLabel(localTimeZone())})`}
      />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          {k.status === 'cancelled' ? (
            <div role="status" className="rounded-2xl border border-line bg-white p-5 text-sm">
              <p className="font-semibold text-ink">
                Cancelled{cancelledBy ? ` by ${cancelledBy}` : ''}
                {k.cancelled_at ? ` on ${formatDate(k.cancelled_at)}` : ''}
              </p>
              {k.cancel_reason ? <p className="mt-1 text-muted">Reason: {k.cancel_reason}</p> : null}
            </div>
          ) : null}
          <ConsultationDetailsCard consultation={k} side={side} />
          {k.status === 'completed' ? <ConsultationRating consultation={k} side={side} /> : null}
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          {isOpen(k.status) && k.consultant?.has_video_conferencing ? (
            <Card>
              <CardHeader title="Video call" />
              {zoom ? (
                <a
                  href={zoom}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
                >
                  Join Zoom meeting
                </a>
              ) : (
                <p className="text-sm text-muted">
                  The consultant will share the meeting link before the call.
                </p>
              )}
            </Card>
          ) : null}
          {side !== 'other' && canManage(side, k.status) ? (
            <ConsultationActions consultation={k} side={side} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
