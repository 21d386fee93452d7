import type { RecordTargets } from '../../records/targets';

/**
 * The targets of a room (and its lot's stage) for the figures of the records. Issue 16 (Cultivation
 * Targets) implements this with its table; until then there are none, and nothing is coloured.
 */
export function useRecordTargets(
  _facilityId: string | null,
  _roomId: string | null,
): RecordTargets | undefined {
  return undefined;
}
