import { formatDateTime } from '@/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/fields';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { formatDays, formatHour, formatRate, parseAvailableHours } from '../../components/format';
import { fullName } from '../../components/names';
import { BOOKING_TIER, useBookingGate } from '../../components/use-booking-gate';
import { useConsultant, type ConsultantProfile } from '../../marketplace/api/get-consultant';
import { agoraPaths } from '../../paths';
import { useAvailableSlots } from '../api/get-available-slots';
import { useBookConsultation } from '../api/book-consultation';
import { useUpcomingCount } from '../api/get-upcoming-count';
import { clearsChosenSlot, isStillFree } from '../book-state';
import { DurationCard } from '../components/book/duration-card';
import { SummaryCard } from '../components/book/summary-card';
import { TimeCard } from '../components/book/time-card';
import { bookingSchema, MAX_NOTES, type BookingValues } from '../schemas';
import {
  addDaysIso,
  BOOKING_HORIZON_DAYS,
  DEFAULT_DURATION,
  localTimeZone,
  MAX_UPCOMING_PER_CONSULTANT,
  MIN_NOTICE_HOURS,
  todayIn,
  tzLabel,
  WINDOW_DAYS,
} from '../slots';
import { PageHeader } from '@/components/ui/page-header';

/** /agora/book/{id}: choose a duration and a free slot, give it a title, book. */
export function BookPage() {
  const { id = '' } = useParams();
  const consultant = useConsultant(id);

  if (consultant.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }
  if (consultant.isError) return <Alert>We could not load this consultant. Please try again later.</Alert>;
  if (!consultant.data) {
    return (
      <EmptyState
        title="Consultant not found"
        description="This consultant is not available for booking."
        action={<LinkButton to={agoraPaths.marketplace.href()}>Browse consultants</LinkButton>}
      />
    );
  }
  return <BookingForm consultant={consultant.data} />;
}

function BookingForm({ consultant: c }: { consultant: ConsultantProfile }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { guard } = useBookingGate();
  const upgradePrompt = useUpgradePrompt();
  const book = useBookConsultation();
  const name = fullName(c.profile);
  const hours = parseAvailableHours(c.available_hours);
  const clientZone = localTimeZone();
  const ownProfile = viewer.userId !== null && viewer.userId === c.user_id;
  const upcoming = useUpcomingCount(c.id, ownProfile ? null : viewer.userId);
  const atLimit = (upcoming.data ?? 0) >= MAX_UPCOMING_PER_CONSULTANT;

  const form = useForm<BookingValues>({
    resolver: zodResolver(bookingSchema),
    defaultValues: { start: '', minutes: DEFAULT_DURATION, title: '', notes: '' },
  });
  const { register, setValue, handleSubmit, formState } = form;
  const [start, minutes] = useWatch({ control: form.control, name: ['start', 'minutes'] });

  const [offset, setOffset] = useState(0);
  const from = addDaysIso(todayIn(c.time_zone), offset);
  const slots = useAvailableSlots(c.id, from, WINDOW_DAYS, minutes);
  const selectedStillFree = isStillFree(slots.data ?? [], start);

  const choose = (next: Partial<Pick<BookingValues, 'start' | 'minutes'>>) => {
    if (next.minutes !== undefined) {
      setValue('minutes', next.minutes);
      setValue('start', '');
    }
    if (next.start !== undefined) setValue('start', next.start, { shouldValidate: true });
  };

  const onValid = handleSubmit((values) =>
    book.mutate(
      {
        consultantId: c.id,
        start: values.start,
        minutes: values.minutes,
        title: values.title,
        notes: values.notes,
      },
      {
        onSuccess: (consultationId) => {
          toast.success('Consultation booked', {
            description: `${values.title.trim()} with ${name} on ${formatDateTime(values.start)}.`,
          });
          navigate(agoraPaths.consultation.href({ id: consultationId }));
        },
        onError: (error) => {
          const code = getErrorCode(error);
          if (code === 'AG001') return upgradePrompt(BOOKING_TIER);
          if (clearsChosenSlot(code)) setValue('start', '');
          toast.error('Booking failed', { description: getErrorMessage(error) });
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={
          <Link
            to={agoraPaths.consultant.href({ id: c.id })}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            ← Back to profile
          </Link>
        }
        leading={<ConsultantAvatar person={c.profile} />}
        title="Book a consultation"
        description={
          <>
            with {name} · {c.title} · {formatRate(c.hourly_rate)}/hr
          </>
        }
      />

      {ownProfile ? (
        <Alert>This is your own consultant profile: you cannot book a consultation with yourself.</Alert>
      ) : null}
      {atLimit ? (
        <Alert>
          You already have {MAX_UPCOMING_PER_CONSULTANT} upcoming consultations with {name}, the most one
          client can hold at a time. Attend or cancel one of them before booking another.
        </Alert>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          if (guard(event)) return;
          // A slot taken meanwhile (the list refreshes) must be chosen again.
          if (start && !selectedStillFree) setValue('start', '');
          void onValid(event);
        }}
        className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="flex flex-col gap-6">
          <DurationCard
            minutes={minutes}
            hourlyRate={c.hourly_rate}
            onChoose={(d) => choose({ minutes: d })}
          />
          <TimeCard
            slots={slots}
            from={from}
            offset={offset}
            onMove={(by) => setOffset((o) => Math.max(0, o + by))}
            description={
              <>
                Times are shown in your time zone ({tzLabel(clientZone)}). {name} works{' '}
                {formatDays(c.available_days)}, {formatHour(hours.start)} – {formatHour(hours.end)} (
                {tzLabel(c.time_zone)}). Book at least {MIN_NOTICE_HOURS} hours and at most{' '}
                {BOOKING_HORIZON_DAYS} days ahead.
              </>
            }
            chosen={selectedStillFree ? start : ''}
            onChoose={(slot) => choose({ start: slot })}
            error={formState.errors.start?.message}
          />
          <Card className="flex flex-col gap-4">
            <CardHeader
              title="Details"
              as="h2"
              description={`${name} reads these before the consultation.`}
            />
            <TextField
              label="Title"
              placeholder="e.g. Flower room dryback review"
              maxLength={200}
              error={formState.errors.title?.message}
              {...register('title')}
            />
            <TextAreaField
              label="Notes (optional)"
              rows={4}
              maxLength={MAX_NOTES}
              placeholder="What would you like to cover? Share context, goals or data."
              error={formState.errors.notes?.message}
              {...register('notes')}
            />
          </Card>
        </div>

        <SummaryCard
          name={name}
          hourlyRate={c.hourly_rate}
          video={c.has_video_conferencing}
          start={start && selectedStillFree ? start : ''}
          minutes={minutes}
          busy={book.isPending}
          disabled={ownProfile || atLimit}
        />
      </form>
    </div>
  );
}
