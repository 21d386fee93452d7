// Asks the database's one decision (arca_entry_holds) about the entry a form holds, while it is
// typed: which running intervals a done entry at that place and time would break. A refusal that
// arrives anyway (the question could not be asked offline) counts too, until the place, time or
// kind of event changes.
import { useMemo } from 'react';
import { useEntryHolds } from '../../api/get-entry-holds';
import type { Hold } from '../../protection/holds';
import { parseWhen } from '../../records/entry-rules';

export interface HoldCheckInput {
  kind: string;
  roomId: string | null | undefined;
  lotId?: string | null;
  /** The form's date-time input (local) or an ISO instant. */
  occurredAt: string | null | undefined;
  status?: 'done' | 'planned';
  /** The values the decision reads (a diary's event, destination and stage; a species). */
  values?: Record<string, unknown>;
  /** The entry being edited. */
  entryId?: string | null;
}

export function useHoldCheck(input: HoldCheckInput, refused: readonly Hold[] | null = null) {
  const when = parseWhen(input.occurredAt ?? null);
  const at = when ? new Date(Math.floor(when.getTime() / 60_000) * 60_000).toISOString() : null;
  const roomId = input.roomId || null;
  const lotId = input.lotId || null;
  const done = (input.status ?? 'done') === 'done';
  const values = input.values ?? {};
  const event = values.event;
  const toRoom = values.to_room_id;
  const toStage = values.to_stage;
  const species = values.species;
  const request = useMemo(
    () =>
      done && at && (roomId || lotId)
        ? {
            kind: input.kind,
            roomId,
            lotId,
            at,
            values: { event, to_room_id: toRoom, to_stage: toStage, species },
            entryId: input.entryId ?? null,
          }
        : null,
    [done, at, roomId, lotId, input.kind, input.entryId, event, toRoom, toStage, species],
  );
  const asked = useEntryHolds(request);
  const holds = request ? (asked.data ?? []) : [];
  return { holds: holds.length > 0 ? holds : (refused ?? []), checking: asked.isFetching };
}
