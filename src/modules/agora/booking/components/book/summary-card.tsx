// The booking form's Summary: who, when, how long, how, what it costs, and the Book button.
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { formatPrice, formatRate } from '../../../components/format';
import { durationLabel, priceFor } from '../../slots';

export function SummaryCard({
  name,
  hourlyRate,
  video,
  start,
  minutes,
  busy,
  disabled,
}: {
  name: string;
  hourlyRate: number;
  video: boolean;
  /** The chosen start, '' until one is chosen (or when it was taken meanwhile). */
  start: string;
  minutes: number;
  busy: boolean;
  disabled: boolean;
}) {
  return (
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
            {start ? formatDateTime(start, { weekday: true, withoutYear: true }) : 'Choose a time'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Duration</dt>
          <dd className="text-right font-medium text-ink">{durationLabel(minutes)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Format</dt>
          <dd className="text-right font-medium text-ink">
            {video ? 'Video call (Zoom)' : 'Arranged with the consultant'}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-line pt-3">
          <dt className="font-semibold text-ink">Price</dt>
          <dd className="text-right text-lg font-semibold text-brand-950">
            {formatPrice(priceFor(hourlyRate, minutes))}
          </dd>
        </div>
      </dl>
      <Button type="submit" busy={busy} disabled={disabled} className="w-full">
        {busy ? 'Booking...' : 'Book Consultation'}
      </Button>
      <p className="text-xs text-muted">
        {formatRate(hourlyRate)}/hr × {durationLabel(minutes)}. You can cancel a scheduled consultation with a
        reason from its page.
      </p>
    </Card>
  );
}
