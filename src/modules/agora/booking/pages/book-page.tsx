import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/load-error';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { fullName } from '../../components/names';
import {
  formatDays,
  formatHour,
  formatPrice,
  formatRate,
  parseAvailableHours,
} from '../../components/format';
import { LinkButton } from '../../components/link-button';
import { BOOKING_TIER, useBookingGate } from '../../components/use-booking-gate';
import { useConsultant, type ConsultantProfile } from '../../marketplace/api/get-consultant';
import { useAvailableSlots } from '../api/get-available-slots';
import { useBookConsultation } from '../api/book-consultation';
import { useUpcomingCount } from '../api/get-upcoming-count';
import { bookingSchema, MAX_NOTES, type BookingValues } from '../schemas';
import {
  addDaysIso,
  BOOKING_HORIZON_DAYS,
  DEFAULT_DURATION,
  DURATIONS,
  durationLabel,
  groupSlotsByDay,
  localTimeZone,
  MAX_DAYS_AHEAD,
  MAX_UPCOMING_PER_CONSULTANT,
  MIN_NOTICE_HOURS,
  priceFor,
  todayIn,
  tzLabel,
  WINDOW_DAYS,
} from '../slots';
import { agoraPaths } from '../../paths';

const option = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors',
    'focus-visible:ring-4 focus-visible:ring-brand-600/30 focus-visible:outline-none',
    active
      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
  );

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
  const days = useMemo(() => groupSlotsByDay(slots.data ?? []), [slots.data]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const selectedStillFree = (slots.data ?? []).some(
    (s) => new Date(s).getTime() === new Date(start).getTime(),
  );
  const price = priceFor(c.hourly_rate, minutes);

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
            description: `${values.title.trim()} with ${name} on ${format(new Date(values.start), "MMM d, yyyy 'at' h:mm a")}.`,
          });
          navigate(agoraPaths.consultation.href({ id: consultationId }));
        },
        onError: (error) => {
          const code = getErrorCode(error);
          if (code === 'AG001') return upgradePrompt(BOOKING_TIER);
          if (code === '23P01' || code === 'AG002' || code === 'AG003' || code === 'AG006') {
            setValue('start', '');
          }
          toast.error('Booking failed', { description: getErrorMessage(error) });
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={agoraPaths.consultant.href({ id: c.id })}
        className="self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to profile
      </Link>
      <header className="flex items-center gap-4">
        <ConsultantAvatar person={c.profile} />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Book a consultation</h1>
          <p className="truncate text-sm text-muted">
            with {name} · {c.title} · {formatRate(c.hourly_rate)}/hr
          </p>
        </div>
      </header>

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
          <Card>
            <CardHeader title="Duration" as="h2" />
            <div role="radiogroup" aria-label="Duration" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {DURATIONS.map((d) => (
                <button
                  key={d}
                  type="button"
                  role="radio"
                  aria-checked={minutes === d}
                  onClick={() => choose({ minutes: d })}
                  className={cn(option(minutes === d), 'flex-col py-2')}
                >
                  <span>{durationLabel(d)}</span>
                  <span className={cn('text-xs', minutes === d ? 'text-white/80' : 'text-muted')}>
                    {formatPrice(priceFor(c.hourly_rate, d))}
                  </span>
                </button>
              ))}
            </div>
          </Card>

          <Card>
            <CardHeader
              title="Date and time"
              as="h2"
              description={
                <>
                  Times are shown in your time zone ({tzLabel(clientZone)}). {name} works{' '}
                  {formatDays(c.available_days)}, {formatHour(hours.start)} – {formatHour(hours.end)} (
                  {tzLabel(c.time_zone)}). Book at least {MIN_NOTICE_HOURS} hours and at most{' '}
                  {BOOKING_HORIZON_DAYS} days ahead.
                </>
              }
            />
            <div className="mb-4 flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                className="px-3 whitespace-nowrap"
                disabled={offset === 0}
                onClick={() => {
                  setOffset((o) => Math.max(0, o - WINDOW_DAYS));
                  setDayKey(null);
                }}
              >
                ‹ Earlier
              </Button>
              <p className="text-center text-sm font-medium whitespace-nowrap text-ink" aria-live="polite">
                {format(new Date(`${from}T12:00:00`), 'MMM d')} –{' '}
                {format(new Date(`${addDaysIso(from, WINDOW_DAYS - 1)}T12:00:00`), 'MMM d')}
              </p>
              <Button
                variant="secondary"
                className="px-3 whitespace-nowrap"
                disabled={offset + WINDOW_DAYS >= MAX_DAYS_AHEAD}
                onClick={() => {
                  setOffset((o) => o + WINDOW_DAYS);
                  setDayKey(null);
                }}
              >
                Later ›
              </Button>
            </div>

            {slots.isPending ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                <Skeleton className="h-11" />
                <Skeleton className="h-32" />
              </div>
            ) : slots.isError ? (
              <LoadError onRetry={() => void slots.refetch()}>
                We could not load the free times. Please try again later.
              </LoadError>
            ) : days.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
                No free times in these two weeks. Try later dates or a shorter duration.
              </p>
            ) : (
              <div
                className={cn('flex flex-col gap-4', slots.isFetching && !slots.isPending && 'opacity-70')}
              >
                <div
                  role="radiogroup"
                  aria-label="Day"
                  className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
                >
                  {days.map((d) => (
                    <button
                      key={d.key}
                      type="button"
                      role="radio"
                      aria-checked={day?.key === d.key}
                      onClick={() => setDayKey(d.key)}
                      className={cn(option(day?.key === d.key), 'shrink-0 flex-col px-4 py-2')}
                    >
                      <span>{d.label}</span>
                      <span className={cn('text-xs', day?.key === d.key ? 'text-white/80' : 'text-muted')}>
                        {d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}
                      </span>
                    </button>
                  ))}
                </div>
                {day ? (
                  <div
                    role="radiogroup"
                    aria-label={`Times on ${day.label}`}
                    className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5"
                  >
                    {day.slots.map((s) => {
                      const active =
                        selectedStillFree && new Date(start).getTime() === new Date(s.start).getTime();
                      return (
                        <button
                          key={s.start}
                          type="button"
                          role="radio"
                          aria-checked={active}
                          onClick={() => choose({ start: s.start })}
                          className={option(active)}
                        >
                          {s.label}
                        </button>
                      );
                    })}
                  </div>
                ) : null}
              </div>
            )}
            {formState.errors.start ? (
              <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
                {formState.errors.start.message}
              </p>
            ) : null}
          </Card>

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

        <Card className="flex flex-col gap-4 lg:sticky lg:top-4">
          <CardHeader title="Summary" as="h2" />
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Consultant</dt>
              <dd className="text-right font-medium text-ink">{name}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">When</dt>
              <dd className="text-right font-medium text-ink">
                {start && selectedStillFree
                  ? format(new Date(start), "EEE, MMM d 'at' h:mm a")
                  : 'Choose a time'}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Duration</dt>
              <dd className="text-right font-medium text-ink">{durationLabel(minutes)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Format</dt>
              <dd className="text-right font-medium text-ink">
                {c.has_video_conferencing ? 'Video call (Zoom)' : 'Arranged with the consultant'}
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-line pt-3">
              <dt className="font-semibold text-ink">Price</dt>
              <dd className="text-right text-lg font-semibold text-brand-950">{formatPrice(price)}</dd>
            </div>
          </dl>
          <Button type="submit" busy={book.isPending} disabled={ownProfile || atLimit} className="w-full">
            {book.isPending ? 'Booking...' : 'Book Consultation'}
          </Button>
          <p className="text-xs text-muted">
            {formatRate(c.hourly_rate)}/hr × {durationLabel(minutes)}. You can cancel a scheduled consultation
            with a reason from its page.
          </p>
        </Card>
      </form>
    </div>
  );
}
