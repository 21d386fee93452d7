// The booking form's Duration section: one radio per duration, each with its price.
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatPrice } from '../../../components/format';
import { DURATIONS, durationLabel, priceFor, type Duration } from '../../slots';
import { option } from './option-style';

export function DurationCard({
  minutes,
  hourlyRate,
  onChoose,
}: {
  minutes: number;
  hourlyRate: number;
  onChoose: (minutes: Duration) => void;
}) {
  return (
    <Card>
      <CardHeader title="Duration" as="h2" />
      <div role="radiogroup" aria-label="Duration" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {DURATIONS.map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={minutes === d}
            onClick={() => onChoose(d)}
            className={cn(option(minutes === d), 'flex-col py-2')}
          >
            <span>{durationLabel(d)}</span>
            <span className={cn('text-xs', minutes === d ? 'text-white/80' : 'text-muted')}>
              {formatPrice(priceFor(hourlyRate, d))}
            </span>
          </button>
        ))}
      </div>
    </Card>
  );
}
