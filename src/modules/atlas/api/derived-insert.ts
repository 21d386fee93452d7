import type { TablesInsert } from '../../../types/database.ts';

type DerivedTable =
  | 'atlas_sop_acknowledgements'
  | 'atlas_template_phases'
  | 'atlas_template_tasks'
  | 'atlas_board_rooms'
  | 'atlas_tasks';

/**
 * A row for a table whose facility (and, for tasks, cycle and dates) the database derives from the
 * parent row in a BEFORE trigger: the generated Insert type lists those NOT NULL columns as
 * required, but the API role may not even send them. The other columns stay type-checked.
 */
export function derivedInsert<T extends DerivedTable, K extends keyof TablesInsert<T>>(
  _table: T,
  _derived: readonly K[],
  row: Omit<TablesInsert<T>, K>,
): TablesInsert<T> {
  return row as TablesInsert<T>;
}
