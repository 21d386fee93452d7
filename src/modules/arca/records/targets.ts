// Where Cultivation Targets (issue 16) meet the loggers and records: a kind names which of its
// values a target metric judges (runoff: runoff % against 'runoff', input EC against 'feed_ec',
// runoff EC against 'substrate_ec' …), and a room's targets are the bands in force for the stage it
// is in now. Values are judged with targets/metrics.ts bandStatus, one way for the logger's live
// figures and the records list alike (components/records/target-mark.tsx shows the verdict).
import { bandFor, bandStatus, type Band, type BandStatus } from '../targets/metrics.ts';

/** A kind's values judged by a target metric: values-table column → metric key. */
export type TargetedValues = Readonly<Record<string, string>>;

/** The bands a room's values are judged against, by value column, in stored units. */
export type RecordTargets = Readonly<Record<string, Pick<Band, 'min' | 'max'>>>;

/** The bands in force for `stage` for each targeted value; undefined when none applies. */
export function recordTargetsFor(
  targeted: TargetedValues | undefined,
  bands: readonly Band[],
  stage: string | null | undefined,
): RecordTargets | undefined {
  if (!targeted || !stage) return undefined;
  const found = Object.entries(targeted).flatMap(([key, metric]) => {
    const band = bandFor(bands, stage, metric);
    return band ? [[key, { min: band.min, max: band.max }] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** How a stored value reads against its band (null: no band, or no value). */
export function targetStatus(
  targets: RecordTargets | undefined,
  key: string,
  value: unknown,
): BandStatus | null {
  const band = targets?.[key];
  return typeof value === 'number' ? bandStatus(value, band) : null;
}
