// The frame of the room lenses (Climate, Substrate): the page header, then the viewer's facilities
// with rooms loading, failing, empty, or handed to the lens.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { usePlaces, type Place } from '../api/get-places';

export function LensPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  /** The lens, given the facilities that have rooms and the viewer's id. */
  children: (places: Place[], userId: string) => ReactNode;
}) {
  const { userId } = useViewer();
  const places = usePlaces(userId ?? '');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} description={description} />
      {places.isPending ? (
        <PageSkeleton variant="table" />
      ) : places.isError ? (
        <LoadError error={places.error} onRetry={() => void places.refetch()}>
          Your facilities could not be loaded.
        </LoadError>
      ) : places.data.every((f) => f.rooms.length === 0) ? (
        <EmptyState
          title="Add a room first"
          description="Readings belong to a room of a facility. Add your facility and its rooms, then import or sync readings."
        />
      ) : (
        children(
          places.data.filter((f) => f.rooms.length > 0),
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
