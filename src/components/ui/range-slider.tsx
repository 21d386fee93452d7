import { useId } from 'react';
import { cn } from '@/lib/cn';

type RangeSliderProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. 'Minimum hourly rate'. */
  thumbLabels: readonly [string, string];
  formatValue?: (value: number) => string;
  className?: string;
};

// Two native range inputs stacked on one track: keyboard (arrows, Page Up/Down, Home/End), touch
// and screen readers work without a library; the thumbs cannot cross.
const THUMB =
  'pointer-events-none absolute inset-x-0 top-1/2 h-5 w-full -translate-y-1/2 appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer ' +
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 ' +
  '[&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-pointer ' +
  '[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-700 ' +
  '[&::-moz-range-thumb]:bg-white focus-visible:outline-none ' +
  '[&:focus-visible::-webkit-slider-thumb]:ring-4 [&:focus-visible::-webkit-slider-thumb]:ring-brand-600/30';

/** A two-thumb slider for a numeric range. */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  onChange,
  thumbLabels,
  formatValue = String,
  className,
}: RangeSliderProps) {
  const id = useId();
  const [low, high] = value;
  const pct = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </span>
        <output className="text-sm text-muted" aria-live="polite">
          {formatValue(low)} – {formatValue(high)}
        </output>
      </div>
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-100" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
          style={{ left: `${pct(low)}%`, right: `${100 - pct(high)}%` }}
        />
        <input
          type="range"
          aria-label={thumbLabels[0]}
          aria-valuetext={formatValue(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(e) => onChange([Math.min(Number(e.target.value), high), high])}
          className={cn(THUMB, low > max - (max - min) / 10 && 'z-10')}
        />
        <input
          type="range"
          aria-label={thumbLabels[1]}
          aria-valuetext={formatValue(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(e) => onChange([low, Math.max(Number(e.target.value), low)])}
          className={THUMB}
        />
      </div>
    </div>
  );
}
