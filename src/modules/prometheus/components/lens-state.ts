// The state every Prometheus lens shares: the facility and room, the period (a preset or custom
// dates) and the zoom inside it. The Climate and Substrate lenses both read it, and LensPickers /
// ZoomBar (lens-controls.tsx) draw it.
//
// The facility is the app's current one (useCurrentFacility: `?facility=`, else the user's last
// choice). The room is a link's `?room=`, else the one the user last looked at in that facility,
// else the one with the newest reading, else the first.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rememberedRoom, rememberRoom, useCurrentFacility } from '@/hooks/use-current-facility';
import { useViewer } from '@/hooks/use-viewer';
import { climateRange, type RangeChoice } from '../range.ts';
import type { LensPlace } from './lens-page';
import { usePeriodChoice } from './period-choice';

/** `initialRoomId` (a link's ?room=) starts the lens in that room when the user may see it. */
export function useLensState(places: LensPlace[], initialRoomId?: string | null) {
  const { userId } = useViewer();
  const [params] = useSearchParams();
  const current = useCurrentFacility(places);
  // A link to a room opens it, in its facility unless the link names a facility itself (kept after
  // the page drops the link's parameters).
  const [linked] = useState(() => {
    const place = places.find((f) => f.rooms.some((r) => r.id === initialRoomId));
    return place && initialRoomId ? { facilityId: place.id, roomId: initialRoomId } : null;
  });
  const facility =
    (!params.has('facility') && places.find((f) => f.id === linked?.facilityId)) || current.facility!;
  // Rooms picked on this page, per facility; a link's room counts as picked.
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    linked ? { [linked.facilityId]: linked.roomId } : {},
  );
  const wanted = picked[facility.id] ?? rememberedRoom(userId, facility.id) ?? facility.busiestRoomId;
  const room = facility.rooms.find((r) => r.id === wanted) ?? facility.rooms[0]!;
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
      current.choose(id);
      setZoom(null);
    },
    pickRoom(id: string) {
      setPicked((p) => ({ ...p, [facility.id]: id }));
      rememberRoom(userId, facility.id, id);
      setZoom(null);
    },
  };
}

export type LensState = ReturnType<typeof useLensState>;
