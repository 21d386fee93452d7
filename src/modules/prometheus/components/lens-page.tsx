// The frame of the room lenses (Climate, Substrate): the page header, then the viewer's facilities
// with rooms loading, failing, empty, or handed to the lens, each with the room that last had a
// reading (where the lens opens when the grower has not used one there yet).
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { usePlaces, type Place } from '../api/get-places';
import { getRoomLatestQueryOptions } from '../api/get-room-latest';

/** A facility with rooms, and its room with the newest reading (null: none has readings). */
export type LensPlace = Place & { busiestRoomId: string | null };

export function LensPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  /** The lens, given the facilities that have rooms and the viewer's id. */
  children: (places: LensPlace[], userId: string) => ReactNode;
}) {
  const { userId } = useViewer();
  const places = usePlaces();
  const withRooms = places.data?.filter((f) => f.rooms.length > 0) ?? [];
  const latest = useQueries({
    queries: withRooms.map((f) => getRoomLatestQueryOptions(f.id)),
    combine: useCallback(
      (results: UseQueryResult<{ room_id: string }[]>[]) => ({
        // A failed answer only costs the default room: the lens opens on the first one.
        settled: results.every((r) => !r.isPending),
        busiest: results.map((r) => r.data?.[0]?.room_id ?? null),
      }),
      [],
    ),
  });
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} description={description} />
      {places.isPending ? (
        <PageSkeleton variant="table" />
      ) : places.isError ? (
        <LoadError error={places.error} onRetry={() => void places.refetch()}>
          Your facilities could not be loaded.
        </LoadError>
      ) : withRooms.length > 0 && !latest.settled ? (
        <PageSkeleton variant="table" />
      ) : withRooms.length === 0 ? (
        <EmptyState
          title="Add a room first"
          description="Readings belong to a room of a facility. Add your facility and its rooms, then import or sync readings."
        />
      ) : (
        children(
          withRooms.map((f, i) => ({ ...f, busiestRoomId: latest.busiest[i] ?? null })),
          userId ?? '',
        )
      )}
    </div>
  );
}

/**
 * A room lens's charts: loading, failed, no readings in the period (with how readings come in), or
 * the charts themselves.
 */
export function LensCharts({
  series,
  range,
  emptyTitle,
  emptyHint,
  children,
}: {
  series: UseQueryResult<readonly unknown[]>;
  range: { from: string; to: string };
  emptyTitle: string;
  /** How readings get into this lens, said before the period. */
  emptyHint: string;
  children: ReactNode;
}) {
  if (series.isError) {
    return (
      <LoadError error={series.error} onRetry={() => void series.refetch()}>
        The readings could not be loaded.
      </LoadError>
    );
  }
  if (series.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading charts">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }
  if (series.data.length === 0) {
    const period = `${formatDate(Date.parse(range.from))} – ${formatDate(Date.parse(range.to))}`;
    return <EmptyState title={emptyTitle} description={`${emptyHint} Period: ${period}.`} />;
  }
  return <div className="grid gap-4 lg:grid-cols-2">{children}</div>;
}
