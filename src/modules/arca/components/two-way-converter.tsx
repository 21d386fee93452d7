import { useId } from 'react';
import { cn } from '@/lib/cn';
import { convertState, toInputText, type ConverterState } from '../converter';
import { formatConverted } from '../display';
import type { ConverterKind } from '../units';
import { CopyButton } from './copy-button';
import { ResultCard } from './results';

const CONTROL =
  'h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink shadow-xs sm:text-sm focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

type Props = {
  kind: ConverterKind;
  /** Label of the quantity: 'Volume'. */
  name: string;
  units: readonly string[];
  unitLabel: (unit: string) => string;
  /** How a unit reads in the all-units list (defaults to unitLabel). */
  allLabel?: (unit: string) => { label: string; unit: string };
  state: ConverterState;
  onChange: (state: ConverterState) => void;
};

/** Two linked boxes: typing in either one recomputes the other; every unit listed below. */
export function TwoWayConverter({ kind, name, units, unitLabel, allLabel, state, onChange }: Props) {
  const id = useId();
  const result = convertState(kind, state);
  const sides = ['a', 'b'] as const;
  const text = (side: 'a' | 'b') =>
    side === state.source ? state.text : result.ok ? toInputText(result.converted) : '';
  const unitOf = (side: 'a' | 'b') => (side === 'a' ? state.aUnit : state.bUnit);

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5">
        <h2 className="mb-4 text-base font-semibold text-brand-950">{name}</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
          {sides.map((side, index) => {
            const inputId = `${id}-${side}`;
            const error = side === state.source && !result.ok ? result.message : undefined;
            return (
              <div
                key={side}
                className={cn('flex min-w-0 flex-col gap-1.5', index === 1 && 'sm:col-start-3')}
              >
                <label htmlFor={inputId} className="text-sm font-medium text-ink">
                  {`${name} ${side === 'a' ? 'from' : 'to'}`}
                </label>
                <div className="flex gap-2">
                  <input
                    id={inputId}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={text(side)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(e) => onChange({ ...state, source: side, text: e.target.value })}
                    className={cn(CONTROL, 'flex-1', error ? 'border-danger-600' : 'border-line')}
                  />
                  <select
                    aria-label={`${name} ${side === 'a' ? 'from' : 'to'} unit`}
                    value={unitOf(side)}
                    onChange={(e) =>
                      onChange({ ...state, [side === 'a' ? 'aUnit' : 'bUnit']: e.target.value })
                    }
                    className={cn(CONTROL.replace('w-full', ''), 'w-40 shrink-0 border-line sm:w-44')}
                  >
                    {units.map((unit) => (
                      <option key={unit} value={unit}>
                        {unitLabel(unit)}
                      </option>
                    ))}
                  </select>
                </div>
                {error && (
                  <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-danger-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <span
            aria-hidden="true"
            className="hidden pt-9 text-center text-lg text-muted sm:col-start-2 sm:row-start-1 sm:block"
          >
            ⇄
          </span>
        </div>
        {result.ok && (
          <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <span className="min-w-0">
              {formatConverted(state.source === 'a' ? result.value : result.converted)}{' '}
              {unitLabel(state.aUnit)} ={' '}
              <strong>
                {formatConverted(state.source === 'a' ? result.converted : result.value)}{' '}
                {unitLabel(state.bUnit)}
              </strong>
            </span>
            <CopyButton
              label={`${name.toLowerCase()} conversion`}
              text={`${formatConverted(state.source === 'a' ? result.value : result.converted)} ${unitLabel(state.aUnit)} = ${formatConverted(state.source === 'a' ? result.converted : result.value)} ${unitLabel(state.bUnit)}`}
            />
          </div>
        )}
      </div>
      <ResultCard
        title={`${name} in every unit`}
        error={result.ok ? null : result.message}
        items={
          result.ok
            ? units.map((unit) => {
                const shown = allLabel ? allLabel(unit) : { label: unitLabel(unit), unit: unitLabel(unit) };
                return {
                  label: shown.label,
                  value: formatConverted(result.all[unit] ?? 0),
                  unit: shown.unit,
                };
              })
            : []
        }
      />
    </div>
  );
}
