// The pickers above every Prometheus lens (facility when there are several, room, period, custom
// dates, then the lens's own buttons) and the zoom bar below them. State: useLensState.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { RangeSlider } from '@/components/ui/range-slider';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { RANGE_PRESETS } from '../range.ts';
import type { Place } from '../api/get-places';
import type { LensState } from './lens-state';
import type { PeriodState } from './period-choice';

export function LensPickers({ lens, children }: { lens: LensState; children?: ReactNode }) {
  const { places, facility, room } = lens;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FacilityField places={places} value={facility.id} onChange={lens.pickFacility} />
      <SelectField
        label="Room"
        className="w-full sm:w-56"
        value={room.id}
        onChange={(e) => lens.pickRoom(e.target.value)}
      >
        {facility.rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.room_name}
          </option>
        ))}
      </SelectField>
      <PeriodFields
        label="Period"
        presets={RANGE_PRESETS}
        period={lens.period}
        shown={{ first: lens.start, last: lens.end }}
        onPick={() => lens.setZoom(null)}
      />
      {children ? <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div> : null}
    </div>
  );
}

export function ZoomBar({ lens }: { lens: LensState }) {
  const { start, end, zoom } = lens;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end sm:gap-4">
      <RangeSlider
        label="Zoom"
        className="w-full"
        min={start}
        max={end}
        step={Math.max(60_000, Math.round((end - start) / 500))}
        value={lens.window}
        onChange={(v) => lens.setZoom(v[0] === start && v[1] === end ? null : v)}
        thumbLabels={['Zoom start', 'Zoom end']}
        formatValue={(v) => formatDateTime(v)}
      />
      <Button
        variant="ghost"
        className="whitespace-nowrap"
        disabled={!zoom}
        onClick={() => lens.setZoom(null)}
      >
        Reset zoom
      </Button>
    </div>
  );
}

/** A period select (a lens's presets and 'Custom dates') and, for custom dates, From and To. */
export function PeriodFields<P extends string>({
  label,
  presets,
  period,
  shown,
  onPick,
}: {
  label: string;
  presets: readonly { value: P | 'custom'; label: string }[];
  period: PeriodState<P>;
  /** The period on screen (epoch ms of its first and last moment): where custom dates start. */
  shown: { first: number; last: number };
  /** Called when a preset or 'Custom dates' is picked. */
  onPick?: () => void;
}) {
  return (
    <>
      <SelectField
        label={label}
        className="w-full sm:w-44"
        value={period.choice.preset}
        onChange={(e) => {
          onPick?.();
          period.pick(e.target.value as P | 'custom', shown);
        }}
      >
        {presets.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </SelectField>
      {period.choice.preset === 'custom' ? (
        <>
          <TextField
            label="From"
            type="date"
            className="w-full sm:w-44"
            value={period.customFrom}
            max={period.customTo || undefined}
            onChange={(e) => period.pickCustomFrom(e.target.value)}
          />
          <TextField
            label="To"
            type="date"
            className="w-full sm:w-44"
            value={period.customTo}
            min={period.customFrom || undefined}
            onChange={(e) => period.pickCustomTo(e.target.value)}
          />
        </>
      ) : null}
    </>
  );
}

/** The facility select, shown only to someone with more than one facility. */
export function FacilityField({
  places,
  value,
  onChange,
}: {
  places: readonly Place[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (places.length < 2) return null;
  return (
    <SelectField
      label="Facility"
      className="w-full sm:w-56"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {places.map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </SelectField>
  );
}
