import { cn } from '@/lib/cn';
import type { RecordKind, UnitMeasureKey } from '../../records/kinds/types';
import { RECORD_UNIT_CHOICES, unitLabel, unitMeasuresOf, type RecordUnits } from '../../records/units';

const NAMES: Record<UnitMeasureKey, string> = {
  ec: 'EC unit',
  volume: 'Volume unit',
  mass: 'Weight unit',
  temperature: 'Temperature unit',
  pressure: 'Pressure unit',
  flow: 'Flow unit',
};

/** Unit pickers for a log's measures; the choice is remembered for every log and the CSV. */
export function UnitsBar({
  kind,
  units,
  onChange,
  className,
}: {
  kind: RecordKind;
  units: RecordUnits;
  onChange: (units: RecordUnits) => void;
  className?: string;
}) {
  const measures = unitMeasuresOf(kind);
  if (measures.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-xs font-medium text-muted">Units</span>
      {measures.map((m) => (
        <select
          key={m}
          aria-label={NAMES[m]}
          value={units[m]}
          onChange={(e) => onChange({ ...units, [m]: e.target.value })}
          className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink"
        >
          {RECORD_UNIT_CHOICES[m].map((u) => (
            <option key={u} value={u}>
              {unitLabel(m, { ...units, [m]: u })}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
