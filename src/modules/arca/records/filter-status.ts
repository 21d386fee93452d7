// A facility's filters with their entries, as the filters page, the calendar and the Arca index
// read them: when each is due and how it is doing (records/water.ts). Pure, so a test can run it
// on rows it reads itself.
import { filterDue, filterHealth, type FilterAction, type FilterReading } from './water.ts';

export interface FilterWithEntries {
  id: string;
  name: string;
  archived: boolean;
  installed_on: string;
  change_interval_days: number;
  entries: ReadonlyArray<{
    occurred_at: string | null;
    action: string | null;
    feed_tds: number | null;
    permeate_tds: number | null;
    pressure_in_bar: number | null;
    pressure_out_bar: number | null;
    permeate_flow_lpm: number | null;
    water_temp_c: number | null;
  }>;
}

/** A filter's entries as the pure filter figures read them (records/water.ts). */
export function readingsOf(filter: FilterWithEntries): FilterReading[] {
  return filter.entries.map((e) => ({
    occurredAt: e.occurred_at ?? '',
    action: e.action as FilterAction,
    feedTds: e.feed_tds,
    permeateTds: e.permeate_tds,
    pressureIn: e.pressure_in_bar,
    pressureOut: e.pressure_out_bar,
    permeateFlow: e.permeate_flow_lpm,
    waterTemp: e.water_temp_c,
  }));
}

/** Each filter in use with when it is next due, soonest first. */
export function dueList<F extends FilterWithEntries>(filters: readonly F[], today = new Date()) {
  return filters
    .filter((f) => !f.archived)
    .map((f) => {
      const readings = readingsOf(f);
      return {
        filter: f,
        due: filterDue(
          { installedOn: f.installed_on, intervalDays: f.change_interval_days },
          readings,
          today,
        ),
        health: filterHealth(readings),
      };
    })
    .sort((a, b) => a.due.due.localeCompare(b.due.due));
}

/** "in 12 days", "today", "3 days overdue". */
export function dueText(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  if (daysLeft < 0) return `${-daysLeft} day${daysLeft === -1 ? '' : 's'} overdue`;
  return `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
}
