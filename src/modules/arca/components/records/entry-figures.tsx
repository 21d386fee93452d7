// Live figures under a logger's values, computed by the same pure functions the records use.
import { runoffFigures } from '../../records/runoff';
import { dryWetPct } from '../../records/yields';
import { qualityResult, totalCannabinoid } from '../../records/quality';
import { rejectionPct } from '../../records/water';
import { formatValue, formatWithUnit, toCanonical, type RecordUnits } from '../../records/units';
import { targetStatus, type RecordTargets } from '../../records/targets';
import type { BandStatus } from '../../targets/metrics';
import { TargetMark } from './target-mark';
import { cn } from '@/lib/cn';

function Figure({ label, value, band }: { label: string; value: string; band?: BandStatus | null }) {
  return (
    <div className="min-w-0 rounded-lg bg-brand-50/60 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold text-brand-950 tabular-nums',
          band === 'low' || band === 'high' ? 'text-amber-800' : undefined,
        )}
      >
        {value || '—'}
        <TargetMark status={band} />
      </dd>
    </div>
  );
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Runoff %, EC and pH differences as the grower types (values in the grower's units). */
export function RunoffFiguresPanel({
  values,
  units,
  targets,
}: {
  values: Record<string, unknown>;
  units: RecordUnits;
  targets?: RecordTargets;
}) {
  const canon = (key: string, measure: 'volume' | 'ec') => {
    const v = num(values[key]);
    return v === undefined ? undefined : toCanonical(v, measure, units[measure]);
  };
  const f = runoffFigures({
    inputVolume: canon('input_volume_l', 'volume'),
    runoffVolume: canon('runoff_volume_l', 'volume'),
    inputEc: canon('input_ec', 'ec'),
    runoffEc: canon('runoff_ec', 'ec'),
    inputPh: num(values.input_ph),
    runoffPh: num(values.runoff_ph),
  });
  return (
    <dl role="status" aria-label="Runoff figures" className="grid grid-cols-3 gap-2">
      <Figure
        label="Runoff"
        value={f.runoffPct === null ? '' : formatWithUnit(f.runoffPct, 'percent', units)}
        band={targetStatus(targets, 'runoff_pct', f.runoffPct)}
      />
      <Figure
        label="EC Δ"
        value={f.ecDiff === null ? '' : formatWithUnit(f.ecDiff, 'ec', units, { signed: true })}
      />
      <Figure
        label="pH Δ"
        value={f.phDiff === null ? '' : formatValue(f.phDiff, 'ph', units, { signed: true })}
      />
    </dl>
  );
}

/** A PPM reading on every scale at once, so a grower with a 700-scale meter can read 500. */
export function PpmFiguresPanel({
  values,
  units,
  targets,
}: {
  values: Record<string, unknown>;
  units: RecordUnits;
  targets?: RecordTargets;
}) {
  const v = num(values.ec);
  const ec = v === undefined ? undefined : toCanonical(v, 'ec', units.ec);
  const on = (scale: RecordUnits['ec']) =>
    ec === undefined ? '' : formatWithUnit(ec, 'ec', { ...units, ec: scale });
  return (
    <dl
      role="status"
      aria-label="The reading on every scale"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      <Figure label="EC" value={on('mS/cm')} band={targetStatus(targets, 'ec', ec)} />
      <Figure label="500 scale" value={on('ppm500')} />
      <Figure label="640 scale" value={on('ppm640')} />
      <Figure label="700 scale" value={on('ppm700')} />
    </dl>
  );
}

export function YieldFiguresPanel({
  values,
  units,
}: {
  values: Record<string, unknown>;
  units: RecordUnits;
}) {
  const grams = (key: string) => {
    const v = num(values[key]);
    return v === undefined ? undefined : toCanonical(v, 'mass', units.mass);
  };
  const pct = dryWetPct({ wet: grams('wet_g'), dry: grams('dry_g') });
  const wet = grams('wet_g');
  const kept = wet === undefined ? undefined : wet - (grams('trim_g') ?? 0) - (grams('waste_g') ?? 0);
  return (
    <dl role="status" aria-label="Yield figures" className="grid grid-cols-2 gap-2">
      <Figure label="Dry ÷ wet" value={pct === null ? '' : formatWithUnit(pct, 'percent', units)} />
      <Figure
        label="Wet less trim and waste"
        value={kept === undefined ? '' : formatWithUnit(kept, 'mass', units)}
      />
    </dl>
  );
}

/** Rejection % and the pressure drop of a filter reading as the grower types. */
export function FilterFiguresPanel({
  values,
  units,
}: {
  values: Record<string, unknown>;
  units: RecordUnits;
}) {
  if (values.action !== 'reading') return null;
  const canon = (key: string, measure: 'ec' | 'pressure') => {
    const v = num(values[key]);
    return v === undefined ? undefined : toCanonical(v, measure, units[measure]);
  };
  const rejection = rejectionPct(canon('feed_tds', 'ec'), canon('permeate_tds', 'ec'));
  const pIn = canon('pressure_in_bar', 'pressure');
  const pOut = canon('pressure_out_bar', 'pressure');
  const drop = pIn !== undefined && pOut !== undefined ? pIn - pOut : null;
  return (
    <dl role="status" aria-label="Filter figures" className="grid grid-cols-2 gap-2">
      <Figure
        label="Rejection"
        value={rejection === null ? '' : formatWithUnit(rejection, 'percent', units)}
      />
      <Figure
        label="Pressure drop"
        value={drop === null ? '' : formatWithUnit(drop, 'pressure', units, { signed: false })}
      />
    </dl>
  );
}

/** Total THC and CBD (neutral + 0.877 × acid) and the batch's verdict so far, as the grower types. */
export function QualityFiguresPanel({
  values,
  units,
}: {
  values: Record<string, unknown>;
  units: RecordUnits;
}) {
  const v = (key: string) => num(values[key]);
  const thc = totalCannabinoid(v('thc_pct'), v('thca_pct'));
  const cbd = totalCannabinoid(v('cbd_pct'), v('cbda_pct'));
  const result = qualityResult({
    appearance: typeof values.appearance === 'string' ? values.appearance : null,
    aroma: typeof values.aroma === 'string' ? values.aroma : null,
    moisture_pct: v('moisture_pct'),
    water_activity: v('water_activity'),
    moisture_max_pct: v('moisture_max_pct'),
    aw_max: v('aw_max'),
  });
  return (
    <dl role="status" aria-label="Quality figures" className="grid grid-cols-3 gap-2">
      <Figure
        label="Total THC"
        value={thc === null ? '' : formatWithUnit(thc, 'percent', units, { decimals: 2 })}
      />
      <Figure
        label="Total CBD"
        value={cbd === null ? '' : formatWithUnit(cbd, 'percent', units, { decimals: 2 })}
      />
      <Figure label="Result" value={result === null ? '' : result === 'pass' ? 'Pass' : 'Fail'} />
    </dl>
  );
}
