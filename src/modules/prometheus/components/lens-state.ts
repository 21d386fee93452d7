// The state every Prometheus lens shares: the facility and room, the period (a preset or custom
// dates) and the zoom inside it. The Climate and Substrate lenses both read it, and LensPickers /
// ZoomBar (lens-controls.tsx) draw it.
import { useState } from 'react';
import type { Place } from '../api/get-places';
import { climateRange, type RangeChoice } from '../range.ts';
import { usePeriodChoice } from './period-choice';

/** `initialRoomId` (a link's ?room=) starts the lens in that room when the user may see it. */
export function useLensState(places: Place[], initialRoomId?: string | null) {
  const linked = places.find((f) => f.rooms.some((r) => r.id === initialRoomId));
  const [facilityId, setFacilityId] = useState((linked ?? places[0]!).id);
  const facility = places.find((f) => f.id === facilityId) ?? places[0]!;
  const [roomId, setRoomId] = useState(linked ? initialRoomId! : facility.rooms[0]!.id);
  const room = facility.rooms.find((r) => r.id === roomId) ?? facility.rooms[0]!;
  const period = usePeriodChoice<Exclude<RangeChoice['preset'], 'custom'>>('7d');
  const [now] = useState(() => Date.now());
  const range = climateRange(period.choice, now);
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const start = Date.parse(range.from);
  const end = Date.parse(range.to);
  const window: [number, number] = zoom ?? [start, end];

  return {
    places,
    facility,
    room,
    period,
    range,
    start,
    end,
    zoom,
    window,
    setZoom,
    pickFacility(id: string) {
      const next = places.find((f) => f.id === id)!;
      setFacilityId(next.id);
      setRoomId(next.rooms[0]!.id);
      setZoom(null);
    },
    pickRoom(id: string) {
      setRoomId(id);
      setZoom(null);
    },
  };
}

export type LensState = ReturnType<typeof useLensState>;
