import { useId } from 'react';
import { WEEKDAYS } from '../schemas';

type DayCheckboxesProps = {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
  legend?: string;
};

/** The available-day checkboxes, Sunday first (0 = Sunday). */
export function DayCheckboxes({ value, onChange, error, legend = 'Available Days' }: DayCheckboxesProps) {
  const id = useId();
  const selected = new Set(value);
  const toggle = (day: number, on: boolean) =>
    onChange(
      on ? [...value.filter((d) => d !== day), day].sort((a, b) => a - b) : value.filter((d) => d !== day),
    );

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {WEEKDAYS.map((d) => (
          <label key={d.value} className="flex min-h-10 items-center gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              checked={selected.has(d.value)}
              onChange={(e) => toggle(d.value, e.target.checked)}
              className="size-4.5 shrink-0 rounded border-line accent-brand-700"
            />
            {d.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
