import { formatNumber } from '../format';
import { lightResult, toInputText, type LightState } from '../converter';
import { ResultCard } from './results';
import { cn } from '@/lib/cn';
import { useId } from 'react';

const CONTROL =
  'h-11 w-full min-w-0 rounded-lg border bg-white px-3 pr-24 text-base text-ink shadow-xs sm:text-sm focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

function Box({
  label,
  value,
  suffix,
  error,
  onChange,
}: {
  label: string;
  value: string;
  suffix: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={cn(CONTROL, error ? 'border-danger-600' : 'border-line')}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted"
        >
          {suffix}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** PPFD ↔ DLI for a photoperiod: typing in either box recomputes the other. */
export function LightCard({ state, onChange }: { state: LightState; onChange: (state: LightState) => void }) {
  const result = lightResult(state);
  const errorAt = (field: string) => {
    if (result.ok) return undefined;
    const at = result.field === 'photoperiodHours' ? 'photoperiod' : (result.field ?? state.source);
    return at === field ? result.message : undefined;
  };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <div className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5">
        <h2 className="mb-4 text-base font-semibold text-brand-950">PPFD ↔ DLI</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Box
            label="PPFD"
            suffix="µmol/m²/s"
            value={state.source === 'ppfd' ? state.ppfd : result.ok ? toInputText(result.ppfd) : ''}
            error={errorAt('ppfd')}
            onChange={(ppfd) => onChange({ ...state, source: 'ppfd', ppfd })}
          />
          <Box
            label="DLI"
            suffix="mol/m²/d"
            value={state.source === 'dli' ? state.dli : result.ok ? toInputText(result.dli) : ''}
            error={errorAt('dli')}
            onChange={(dli) => onChange({ ...state, source: 'dli', dli })}
          />
          <Box
            label="Photoperiod"
            suffix="h"
            value={state.photoperiod}
            error={errorAt('photoperiod')}
            onChange={(photoperiod) => onChange({ ...state, photoperiod })}
          />
        </div>
        <p className="mt-3 text-xs text-muted">
          DLI = PPFD × hours × 0.0036, for a constant PPFD over the photoperiod.
        </p>
      </div>
      <ResultCard
        title="Light"
        error={result.ok ? null : result.message}
        items={
          result.ok
            ? [
                {
                  label: 'Daily light integral',
                  value: formatNumber(result.dli, 1),
                  unit: 'mol m⁻² d⁻¹',
                  primary: true,
                },
                { label: 'PPFD', value: formatNumber(result.ppfd, 0), unit: 'µmol m⁻² s⁻¹' },
              ]
            : []
        }
      />
    </div>
  );
}
