import { useCallback } from 'react';
import { useRoomStages } from '../../api/get-room-stages';
import { useTargetBands } from '../../api/get-target-bands';
import type { RecordKind } from '../../records/kinds/types';
import { recordTargetsFor, type RecordTargets } from '../../records/targets';

/**
 * The targets of a facility's rooms for a kind's values: the bands in force for the stage each room
 * is in now (Cultivation Targets, with their defaults). A kind without targeted values reads none.
 */
export function useRoomTargets(
  facilityId: string | null,
  kind: Pick<RecordKind, 'targets'>,
): (roomId: string | null | undefined) => RecordTargets | undefined {
  const enabled = kind.targets ? (facilityId ?? undefined) : undefined;
  const bands = useTargetBands(enabled);
  const stages = useRoomStages(enabled);
  return useCallback(
    (roomId) => {
      if (!roomId || !bands.data || !stages.data) return undefined;
      const stage = stages.data.find((s) => s.room_id === roomId)?.stage;
      return recordTargetsFor(
        kind.targets,
        bands.data.filter((b) => b.roomId === roomId),
        stage,
      );
    },
    [bands.data, stages.data, kind.targets],
  );
}

/** The targets of one room (the logger's chosen room). */
export function useRecordTargets(
  facilityId: string | null,
  roomId: string | null,
  kind: Pick<RecordKind, 'targets'>,
): RecordTargets | undefined {
  return useRoomTargets(facilityId, kind)(roomId);
}
