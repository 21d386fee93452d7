import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { fullName } from '../../components/names';
import { formatPrice } from '../../components/format';
import { LinkButton } from '../../components/link-button';
import { StarRating } from '../../components/star-rating';
import { useCancelConsultation } from '../api/cancel-consultation';
import { useFinishConsultation, type FinishOutcome } from '../api/finish-consultation';
import { useConsultation, type Consultation } from '../api/get-consultation';
import { useRateConsultation } from '../api/rate-consultation';
import { StarInput } from '../components/star-input';
import {
  cancelSchema,
  MAX_CANCEL_REASON,
  MAX_REVIEW,
  ratingSchema,
  type CancelValues,
  type RatingValues,
} from '../schemas';
import { durationLabel, localTimeZone, tzLabel } from '../slots';
import { STATUS_TONES, statusLabel } from '../status';
import { agoraPaths } from '../../paths';

const LONG_DATE = "EEEE, MMM d, yyyy 'at' h:mm a";

/** The current time, refreshed every 30 s (completing and no-show unlock at the start time). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /agora/consultations/{id}: what both sides see of one consultation, and what each may do. */
export function ConsultationPage() {
  const { id = '' } = useParams();
  const consultation = useConsultation(id);

  if (consultation.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (consultation.isError)
    return <Alert>We could not load this consultation. Please try again later.</Alert>;
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

function ConsultationDetails({ consultation: k }: { consultation: Consultation }) {
  const viewer = useViewer();
  const side =
    viewer.userId === k.client_id
      ? 'client'
      : viewer.userId === k.consultant?.user_id
        ? 'consultant'
        : 'other';
  const start = new Date(k.start_time);
  const end = new Date(k.end_time);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60000);
  const consultantName = fullName(k.consultant?.profile);
  const clientName = fullName(k.client, 'Client');
  const open = k.status === 'scheduled' || k.status === 'in_progress';
  const zoom = k.consultant?.has_video_conferencing ? k.consultant.zoom_link : null;
  const cancelledBy =
    k.cancelled_by === viewer.userId
      ? 'you'
      : k.cancelled_by === k.client_id
        ? 'the client'
        : k.cancelled_by === k.consultant?.user_id
          ? 'the consultant'
          : null;

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={side === 'consultant' ? agoraPaths.consultantDashboard.href() : agoraPaths.marketplace.href()}
        className="self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {side === 'consultant' ? '← Back to dashboard' : '← Back to marketplace'}
      </Link>

      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-brand-950">{k.title}</h1>
          <Badge tone={STATUS_TONES[k.status]}>{statusLabel(k.status)}</Badge>
        </div>
        <p className="text-sm text-muted">
          {format(start, LONG_DATE)} – {format(end, 'h:mm a')} ({tzLabel(localTimeZone())})
        </p>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          {k.status === 'cancelled' ? (
            <div role="status" className="rounded-2xl border border-line bg-white p-5 text-sm">
              <p className="font-semibold text-ink">
                Cancelled{cancelledBy ? ` by ${cancelledBy}` : ''}
                {k.cancelled_at ? ` on ${format(new Date(k.cancelled_at), 'MMM d, yyyy')}` : ''}
              </p>
              {k.cancel_reason ? <p className="mt-1 text-muted">Reason: {k.cancel_reason}</p> : null}
            </div>
          ) : null}

          <Card>
            <CardHeader title="Details" />
            <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:gap-8">
              <Person
                label="Consultant"
                person={k.consultant?.profile}
                name={consultantName}
                sub={k.consultant?.title}
              />
              <Person label="Client" person={k.client} name={clientName} />
            </div>
            <dl className="flex flex-col gap-3 border-t border-line pt-4">
              <Row label="Date">{format(start, 'MMM d, yyyy')}</Row>
              <Row label="Time">
                {format(start, 'h:mm a')} – {format(end, 'h:mm a')}
              </Row>
              <Row label="Duration">{durationLabel(minutes)}</Row>
              <Row label="Price">{formatPrice(Number(k.price))}</Row>
              {side === 'consultant' && k.consultant_payout !== null ? (
                <Row label="Your payout">{formatPrice(Number(k.consultant_payout))}</Row>
              ) : null}
              {k.consultant?.time_zone && side === 'client' ? (
                <Row label="Consultant's time">
                  {new Intl.DateTimeFormat('en-US', {
                    timeZone: k.consultant.time_zone,
                    hour: 'numeric',
                    minute: '2-digit',
                  }).format(start)}{' '}
                  ({tzLabel(k.consultant.time_zone)})
                </Row>
              ) : null}
            </dl>
            {k.notes ? (
              <div className="mt-4 border-t border-line pt-4">
                <h3 className="text-sm font-semibold text-ink">Notes</h3>
                <p className="mt-1 text-sm whitespace-pre-line text-ink">{k.notes}</p>
              </div>
            ) : null}
          </Card>

          {k.status === 'completed' ? <RatingSection consultation={k} side={side} /> : null}
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          {open && k.consultant?.has_video_conferencing ? (
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
          {side !== 'other' && k.status === 'scheduled' ? <Actions consultation={k} side={side} /> : null}
          {side === 'consultant' && k.status === 'in_progress' ? (
            <Actions consultation={k} side={side} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Person({
  label,
  person,
  name,
  sub,
}: {
  label: string;
  person: Parameters<typeof ConsultantAvatar>[0]['person'];
  name: string;
  sub?: string | null;
}) {
  return (
    <div className="flex items-center gap-3">
      <ConsultantAvatar person={person} size="sm" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
        <p className="truncate text-sm font-semibold text-ink">{name}</p>
        {sub ? <p className="truncate text-xs text-muted">{sub}</p> : null}
      </div>
    </div>
  );
}

function Actions({ consultation: k, side }: { consultation: Consultation; side: 'client' | 'consultant' }) {
  const [dialog, setDialog] = useState<'cancel' | FinishOutcome | null>(null);
  const cancel = useCancelConsultation(k.consultant_id);
  const finish = useFinishConsultation(k.consultant_id);
  const now = useNow();
  const started = new Date(k.start_time).getTime() <= now;
  const form = useForm<CancelValues>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });

  const submitCancel = form.handleSubmit((values) =>
    cancel.mutate(
      { id: k.id, reason: values.reason },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success('Consultation cancelled', {
            description:
              side === 'client' ? 'The consultant has been notified.' : 'The client has been notified.',
          });
        },
        onError: (error) =>
          toast.error('Could not cancel the consultation', { description: getErrorMessage(error) }),
      },
    ),
  );

  const submitFinish = (outcome: FinishOutcome) =>
    finish.mutate(
      { id: k.id, outcome },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(outcome === 'completed' ? 'Consultation completed' : 'Marked as no-show', {
            description: 'The client has been notified.',
          });
        },
        onError: (error) =>
          toast.error('Could not update the consultation', { description: getErrorMessage(error) }),
      },
    );

  return (
    <Card className="flex flex-col gap-3">
      <CardHeader title="Manage" />
      {side === 'consultant' ? (
        <>
          <Button disabled={!started} onClick={() => setDialog('completed')}>
            Mark as completed
          </Button>
          <Button variant="secondary" disabled={!started} onClick={() => setDialog('no_show')}>
            Mark as no-show
          </Button>
          {!started ? (
            <p className="text-xs text-muted">
              Once the start time has passed you can mark the consultation completed or record a no-show.
            </p>
          ) : null}
        </>
      ) : null}
      {k.status === 'scheduled' ? (
        <Button
          variant="secondary"
          className="text-danger-700"
          onClick={() => {
            form.reset({ reason: '' });
            setDialog('cancel');
          }}
        >
          Cancel consultation
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Cancel this consultation?"
        description={`${side === 'client' ? 'The consultant' : 'The client'} will be notified with your reason. This cannot be undone.`}
        confirmLabel="Cancel consultation"
        cancelLabel="Keep consultation"
        destructive
        busy={cancel.isPending}
        onConfirm={() => void submitCancel()}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submitCancel();
          }}
        >
          <TextAreaField
            label="Reason"
            rows={3}
            maxLength={MAX_CANCEL_REASON}
            placeholder="e.g. The issue was resolved; no longer needed."
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
        </form>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'completed' || dialog === 'no_show'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={dialog === 'no_show' ? 'Mark as no-show?' : 'Mark as completed?'}
        description={
          dialog === 'no_show'
            ? 'Record that the client did not attend. Your payout is recorded and the client is notified.'
            : 'Confirm the consultation took place. Your payout is recorded and the client is asked for a rating.'
        }
        confirmLabel={dialog === 'no_show' ? 'Mark as no-show' : 'Mark as completed'}
        busy={finish.isPending}
        onConfirm={() => submitFinish(dialog === 'no_show' ? 'no_show' : 'completed')}
      />
    </Card>
  );
}

function RatingSection({ consultation: k, side }: { consultation: Consultation; side: string }) {
  const rate = useRateConsultation();
  const form = useForm<RatingValues>({
    resolver: zodResolver(ratingSchema),
    defaultValues: { rating: 0, review: '' },
  });

  if (k.rating !== null) {
    return (
      <Card>
        <CardHeader title={side === 'client' ? 'Your rating' : 'Client rating'} />
        <StarRating rating={k.rating} />
        {k.review ? <p className="mt-2 text-sm whitespace-pre-line text-ink">{k.review}</p> : null}
      </Card>
    );
  }
  if (side !== 'client') {
    return (
      <Card>
        <CardHeader title="Client rating" />
        <p className="text-sm text-muted">The client has not rated this consultation yet.</p>
      </Card>
    );
  }

  const submit = form.handleSubmit((values) =>
    rate.mutate(
      { id: k.id, rating: values.rating, review: values.review },
      {
        onSuccess: () =>
          toast.success('Thank you for your rating', { description: 'Your review helps other growers.' }),
        onError: (error) =>
          toast.error('Could not save your rating', { description: getErrorMessage(error) }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader
        title="Rate this consultation"
        description="How helpful was it? Your rating is shown on the consultant's profile."
      />
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <TextAreaField
          label="Review (optional)"
          rows={4}
          maxLength={MAX_REVIEW}
          placeholder="What went well? What could be better?"
          error={form.formState.errors.review?.message}
          {...form.register('review')}
        />
        <Button type="submit" busy={rate.isPending} className="self-start">
          Submit Rating
        </Button>
      </form>
    </Card>
  );
}
