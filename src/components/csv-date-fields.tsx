// "Dates in this file", the part every CSV import shows once it has read a file: the zone a time
// without an offset is in, and — when the file writes the year last — whether it is month/day/year
// or day/month/year (the choice is offered only where the file leaves it open).
import { useMemo } from 'react';
import { SelectField } from '@/components/ui/fields';
import {
  DATE_ORDER_LABELS,
  timeZoneChoices,
  timeZoneLabel,
  type CsvDateSettings,
  type DateOrder,
} from '@/lib/csv-dates';

export function CsvDateFields({
  value,
  onChange,
  orders,
  withZone = true,
}: {
  value: CsvDateSettings;
  onChange: (next: CsvDateSettings) => void;
  /** The orders the file's dates can be read in (`guessDateOrder(…).possible`). */
  orders: readonly DateOrder[];
  /** Dates only (no times): no zone to choose. */
  withZone?: boolean;
}) {
  const zones = useMemo(() => {
    const now = new Date();
    return timeZoneChoices().map((z) => ({ value: z, label: timeZoneLabel(z, now) }));
  }, []);
  const open = orders.length > 1;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">Dates in this file</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {withZone ? (
          <SelectField
            label="Times without a zone are in"
            hint="Times that carry one (2026-11-14T08:00Z, +01:00) are read as written."
            value={value.timeZone}
            onChange={(e) => onChange({ ...value, timeZone: e.target.value })}
          >
            {zones.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {orders[0] !== 'ymd' || open ? (
          <SelectField
            label="Date format"
            hint={
              open
                ? 'Every date in the file could be read either way: choose how it was written.'
                : 'The file’s dates can only be read this way.'
            }
            value={value.order}
            disabled={!open}
            onChange={(e) => onChange({ ...value, order: e.target.value as DateOrder })}
          >
            {(open ? orders : [value.order]).map((o) => (
              <option key={o} value={o}>
                {DATE_ORDER_LABELS[o]}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    </fieldset>
  );
}
