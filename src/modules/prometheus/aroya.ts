// AROYA readings as Prometheus stores them: the stand-in's (and, as far as this project assumes,
// AROYA's) 5-minute rows of named channels mapped to metrics in canonical units, each checked by
// the same zod rule the database repeats; a value the rule refuses is dropped and counted.
import { readingSchema, type Metric, type ReadingInput } from './metrics.ts';

export interface AroyaRow {
  timestamp: string;
  [channel: string]: string | number | null;
}

/** AROYA's channel names → metrics (EC is pore EC in mS/cm, temperatures in °C). */
const CHANNELS: Record<string, Metric> = {
  air_temp: 'air_temp',
  rh: 'rh',
  co2: 'co2',
  ppfd: 'ppfd',
  vwc: 'vwc',
  pore_ec: 'substrate_ec',
  substrate_temp: 'substrate_temp',
};

export function aroyaToReadings(
  rows: readonly AroyaRow[],
  facilityId: string,
  roomId: string,
): { readings: ReadingInput[]; refused: number } {
  const readings: ReadingInput[] = [];
  let refused = 0;
  for (const row of rows) {
    const at = new Date(row.timestamp);
    if (Number.isNaN(at.getTime())) {
      refused++;
      continue;
    }
    for (const [channel, metric] of Object.entries(CHANNELS)) {
      const value = row[channel];
      if (value === null || value === undefined) continue;
      const parsed = readingSchema.safeParse({
        facility_id: facilityId,
        room_id: roomId,
        metric,
        at: at.toISOString(),
        value: Number(value),
        source: 'aroya',
      });
      if (parsed.success) readings.push(parsed.data);
      else refused++;
    }
  }
  return { readings, refused };
}
