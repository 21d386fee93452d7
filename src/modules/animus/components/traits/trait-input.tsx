import { formatIsoDate } from '@/lib/format';
import { useId, useLayoutEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDecimalReading } from '@/hooks/use-decimal-reading';
import { cn } from '@/lib/cn';
import { numberInput } from '../../capture';
import { describeScale, EMPTY_VALUE, type ObservationValue, type TraitScale } from '../../trait-scale';
import { ChoiceGroup } from './choice-group';

export interface TraitInputProps {
  name: string;
  scale: TraitScale;
  value: ObservationValue;
  /** Every change, as typed or tapped. */
  onChange: (value: ObservationValue) => void;
  /** A finished value: a tap on a level, leaving a field, a count step. */
  onCommit: (value: ObservationValue) => void;
  error?: string | null;
  /** The photo field hands the file over; the capture screen uploads it (or queues it offline). */
  onPhoto?: (file: File) => void;
  photoUrl?: string | null;
}

const today = () => formatIsoDate(new Date());

/** The control a trait's scale needs, large enough for a phone in a grow room. */
export function TraitInput({
  name,
  scale,
  value,
  onChange,
  onCommit,
  error: checkError,
  onPhoto,
  photoUrl,
}: TraitInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const readId = `${id}-read`;
  const label = scale.unit && scale.scale_type === 'numeric' ? `${name} (${scale.unit})` : name;
  const [text, setText] = useState(value.value_number === null ? '' : String(value.value_number));
  const [shown, setShown] = useState(value.value_number);
  // A value from outside (a step, another plant) replaces the text; the value this text was just
  // read as (typing "112,5" gives 112.5) leaves the text as typed. Object.is: NaN is NaN here.
  if (!Object.is(shown, value.value_number)) {
    setShown(value.value_number);
    if (!Object.is(numberInput(text).value_number, value.value_number))
      setText(value.value_number === null ? '' : String(value.value_number));
  }
  // A number field says how it read the text ("Read as 1,234.5"), or why it cannot, as the shared
  // decimal field does; a stepped or loaded value is read again after the render that shows it.
  const numeric = scale.scale_type === 'numeric' || scale.scale_type === 'counter';
  const reading = useDecimalReading<HTMLInputElement>();
  useLayoutEffect(() => {
    if (numeric) reading.sync(text);
  });
  const error = (numeric && reading.error) || checkError;
  const readAs = numeric && !error ? reading.readAs : undefined;
  const set = (v: ObservationValue, commit: boolean) => {
    onChange(v);
    if (commit) onCommit(v);
  };
  const messages = (
    <>
      <p id={hintId} className="text-xs text-muted">
        {describeScale(scale)}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {readAs ? (
        <p id={readId} className="text-xs text-brand-800" aria-live="polite">
          {readAs}
        </p>
      ) : null}
    </>
  );

  switch (scale.scale_type) {
    case 'ordinal':
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-base font-semibold text-brand-950">{name}</legend>
          <ChoiceGroup
            label={name}
            columns={scale.levels.length > 6 ? 2 : scale.levels.length <= 3 ? 3 : 2}
            choices={scale.levels.map((l) => ({ value: l.value, label: `${l.value} ${l.label}` }))}
            value={value.value_number}
            onChange={(n) => set({ ...EMPTY_VALUE, value_number: n }, true)}
          />
          {messages}
        </fieldset>
      );
    case 'nominal':
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-base font-semibold text-brand-950">{name}</legend>
          <ChoiceGroup
            label={name}
            choices={scale.classes.map((c) => ({ value: c, label: c }))}
            value={value.value_text}
            onChange={(t) => set({ ...EMPTY_VALUE, value_text: t }, true)}
          />
          {messages}
        </fieldset>
      );
    case 'numeric':
    case 'counter': {
      const step = scale.step ?? 1;
      const bump = (dir: 1 | -1) => {
        // Unreadable text (NaN) steps from the scale's start, as an empty field does.
        const current = value.value_number;
        const base = current !== null && Number.isFinite(current) ? current : (scale.min_value ?? 0);
        let next = Math.round((base + dir * step) * 1e6) / 1e6;
        if (scale.min_value !== null) next = Math.max(scale.min_value, next);
        if (scale.max_value !== null) next = Math.min(scale.max_value, next);
        set({ ...EMPTY_VALUE, value_number: next }, true);
      };
      return (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-base font-semibold text-brand-950">
            {label}
          </label>
          <div className="flex items-stretch gap-2">
            <Button
              variant="secondary"
              className="h-14 w-14 shrink-0 text-2xl"
              aria-label={`Less ${name}`}
              onClick={() => bump(-1)}
            >
              −
            </Button>
            <input
              id={id}
              inputMode={scale.scale_type === 'counter' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : readAs ? readId : null].filter(Boolean).join(' ')}
              onChange={(e) => {
                reading.onChange(e);
                setText(e.target.value);
                onChange(numberInput(e.target.value));
              }}
              onBlur={() => onCommit(numberInput(text))}
              className={cn(
                'h-14 min-w-0 flex-1 rounded-xl border bg-white px-4 text-center text-xl font-semibold text-ink',
                'focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none',
                error ? 'border-danger-600' : 'border-line',
              )}
            />
            <Button
              variant="secondary"
              className="h-14 w-14 shrink-0 text-2xl"
              aria-label={`More ${name}`}
              onClick={() => bump(1)}
            >
              +
            </Button>
          </div>
          {messages}
        </div>
      );
    }
    case 'date':
      return (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-base font-semibold text-brand-950">
            {name}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              type="date"
              value={value.value_date ?? ''}
              aria-describedby={hintId}
              onChange={(e) => set({ ...EMPTY_VALUE, value_date: e.target.value || null }, true)}
              className="h-14 min-w-0 flex-1 rounded-xl border border-line bg-white px-4 text-lg text-ink"
            />
            <Button
              variant="secondary"
              className="h-14"
              onClick={() => set({ ...EMPTY_VALUE, value_date: today() }, true)}
            >
              Today
            </Button>
          </div>
          {messages}
        </div>
      );
    case 'text':
      return (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-base font-semibold text-brand-950">
            {name}
          </label>
          <textarea
            id={id}
            rows={3}
            value={value.value_text ?? ''}
            aria-describedby={hintId}
            onChange={(e) => onChange({ ...EMPTY_VALUE, value_text: e.target.value })}
            onBlur={(e) => onCommit({ ...EMPTY_VALUE, value_text: e.target.value.trim() || null })}
            className="rounded-xl border border-line bg-white px-4 py-3 text-base text-ink"
          />
          {messages}
        </div>
      );
    case 'photo':
      return (
        <div className="flex flex-col gap-2">
          <span className="text-base font-semibold text-brand-950">{name}</span>
          {photoUrl ? (
            <img src={photoUrl} alt={`${name}`} className="max-h-48 w-fit rounded-xl object-cover" />
          ) : null}
          <label
            htmlFor={id}
            className="flex h-14 cursor-pointer items-center justify-center rounded-xl border border-dashed border-brand-300 bg-white text-base font-semibold text-brand-800"
          >
            {value.photo_path || photoUrl ? 'Retake photo' : 'Take a photo'}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            capture="environment"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file && onPhoto) onPhoto(file);
              e.target.value = '';
            }}
          />
          {messages}
        </div>
      );
  }
}
