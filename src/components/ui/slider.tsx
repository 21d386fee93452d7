import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value' | 'onChange'> & {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** The value as shown beside the label; defaults to the number itself. */
  format?: (value: number) => string;
};

/** A labelled native range input (arrow keys, Home/End, Page Up/Down) with its value shown. */
export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  format = String,
  className,
  ...props
}: SliderProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="min-w-8 text-right text-sm font-semibold text-brand-900 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onValueChange(Number(e.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-700"
        {...props}
      />
    </div>
  );
}
