// The pickers above every Prometheus lens (facility when there are several, room, period, custom
// dates, then the lens's own buttons) and the zoom bar below them. State: useLensState.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { RangeSlider } from '@/components/ui/range-slider';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { RANGE_PRESETS } from '../range.ts';
import type { LensState } from './lens-state';

export function LensPickers({ lens, children }: { lens: LensState; children?: ReactNode }) {
  const { places, facility, room, choice } = lens;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {places.length > 1 ? (
        <SelectField
          label="Facility"
          className="w-full sm:w-56"
          value={facility.id}
          onChange={(e) => lens.pickFacility(e.target.value)}
        >
          {places.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </SelectField>
      ) : null}
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
      <SelectField
        label="Period"
        className="w-full sm:w-44"
        value={choice.preset}
        onChange={(e) => lens.pickRange(e.target.value)}
      >
        {RANGE_PRESETS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </SelectField>
      {choice.preset === 'custom' ? (
        <>
          <TextField
            label="From"
            type="date"
            className="w-full sm:w-44"
            value={lens.customFrom}
            max={lens.customTo || undefined}
            onChange={(e) => lens.pickCustomFrom(e.target.value)}
          />
          <TextField
            label="To"
            type="date"
            className="w-full sm:w-44"
            value={lens.customTo}
            min={lens.customFrom || undefined}
            onChange={(e) => lens.pickCustomTo(e.target.value)}
          />
        </>
      ) : null}
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
