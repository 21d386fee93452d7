// /arca/{log}/records: every entry of one log, filtered by facility, room, lot and period (kept in
// the URL), sorted and paged by the database, with column choice, CSV export of the filtered rows,
// CSV import, the log's trend chart, and each entry's details, history, edit and delete.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { arcaPaths } from '@/modules/arca/paths';
import { useLots, type Lot } from '../api/get-lots';
import { useCurrentFacility } from '@/hooks/use-current-facility';
import { useRecordPlaces, type RecordPlace } from '../api/get-record-places';
import { getAllRecords, useRecords } from '../api/get-records';
import { EntryDialog } from '../components/records/entry-dialog';
import { ExportRecordsButton } from '../components/records/export-records-button';
import { ImportDialog } from '../components/records/import-dialog';
import { RecordFiltersBar } from '../components/records/record-filters-bar';
import { TrendChart } from '../components/records/trend-chart';
import { useRecordUnits } from '../components/records/use-record-units';
import { UnitsBar } from '../components/records/units-bar';
import { formatWhen } from '../records/datetime';
import { periodRange, readUrlFilters, writeUrlFilters, type UrlFilters } from '../records/filters';
import { KINDS, type KindName } from '../records/kinds/registry';
import type { RecordKind, RecordRow } from '../records/kinds/types';
import type { RecordFilters } from '../records/queries';
import { formatValue, formatWithUnit, type RecordUnits } from '../records/units';
import { FacilityGate } from '../components/facility-scope';
import { TargetMark } from '../components/records/target-mark';
import { useRoomTargets } from '../components/records/use-record-targets';
import { targetStatus, type RecordTargets } from '../records/targets';
import { LotHoldBadge, RoomHoldBadge, RoomWithHolds } from '../components/room-hold-badge';

const PAGE_SIZE = 25;
const col = tableColumns<RecordRow>();

const roomName = (row: RecordRow) => (row.room as { room_name?: string } | null)?.room_name ?? '';
const lotName = (row: RecordRow) => (row.lot as { name?: string } | null)?.name ?? '';

function columnsFor(
  kind: RecordKind,
  units: RecordUnits,
  targetsOf: (roomId: string | null) => RecordTargets | undefined,
) {
  const summary = (row: RecordRow) =>
    kind.summary(row, (v, measure, decimals) => formatWithUnit(v, measure, units, { decimals }) || '—');
  // The values outside their room's target band, for the phone's one-line view.
  const offTarget = (row: RecordRow) => {
    const targets = kind.targets ? targetsOf(row.room_id) : undefined;
    return kind.columns.flatMap((c) => {
      const status = targetStatus(targets, c.key, row[c.key]);
      return status === 'low' || status === 'high' ? [{ label: c.label, status }] : [];
    });
  };
  return [
    col.accessor('occurred_at', {
      header: 'When',
      enableHiding: false,
      sortDescFirst: true,
      cell: ({ row }) => (
        <div className="min-w-0">
          <span className="font-medium whitespace-nowrap text-ink">
            {formatWhen(row.original.occurred_at)}
          </span>
          {row.original.status === 'planned' ? (
            <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Planned</span>
          ) : null}
          {/* On a phone the value columns are hidden: one line says what was logged, and where. */}
          <p className="text-xs break-words text-muted sm:hidden">
            {[roomName(row.original), summary(row.original)].filter(Boolean).join(' · ')}
          </p>
          {offTarget(row.original).map((o) => (
            <p key={o.label} className="text-xs text-ink sm:hidden">
              {o.label}
              <TargetMark status={o.status} />
            </p>
          ))}
          <span className="sm:hidden">
            <RoomHoldBadge roomId={row.original.room_id} />
          </span>
        </div>
      ),
    }),
    col.accessor((row) => roomName(row), {
      id: 'room',
      header: 'Room',
      meta: { className: 'hidden sm:table-cell' },
      // A room under a running REI or PHI says so wherever it appears.
      cell: ({ row, getValue }) => <RoomWithHolds name={getValue()} roomId={row.original.room_id} />,
    }),
    col.accessor((row) => lotName(row), {
      id: 'lot',
      header: 'Lot',
      meta: { className: 'hidden md:table-cell' },
      // A growing lot says what would hold its harvest now.
      cell: ({ row, getValue }) =>
        row.original.lot_id ? (
          <div className="flex flex-col items-start gap-1">
            <span>{getValue()}</span>
            <LotHoldBadge lotId={row.original.lot_id} />
          </div>
        ) : (
          getValue()
        ),
    }),
    ...kind.columns.map((c) =>
      col.accessor((row) => row[c.key], {
        id: c.key,
        header: c.label,
        meta: { align: c.measure ? ('end' as const) : ('start' as const), className: 'hidden sm:table-cell' },
        cell: ({ row }) => {
          const v = row.original[c.key];
          if (c.measure) {
            const text = formatValue(v, c.measure, units, { decimals: c.decimals, signed: c.signed }) || '—';
            if (!kind.targets?.[c.key]) return text;
            return (
              <span className="whitespace-nowrap">
                {text}
                <TargetMark compact status={targetStatus(targetsOf(row.original.room_id), c.key, v)} />
              </span>
            );
          }
          return (c.text ? c.text(v, row.original) : String(v ?? '')) || '—';
        },
      }),
    ),
    col.accessor('notes', {
      header: 'Notes',
      enableSorting: false,
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ getValue }) => (
        <span className="line-clamp-2 max-w-64 break-words">{(getValue() as string | null) ?? ''}</span>
      ),
    }),
    // Why an entry was made inside a running re-entry or pre-harvest interval.
    col.accessor((row) => (row.override_reason as string | null | undefined) ?? '', {
      id: 'override_reason',
      header: 'Override reason',
      enableSorting: false,
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ getValue }) =>
        getValue() ? <span className="line-clamp-2 max-w-64 break-words">{getValue()}</span> : '',
    }),
  ];
}

export function RecordsPage({ kindName }: { kindName: KindName }) {
  const kind = KINDS[kindName];
  const places = useRecordPlaces();

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={kind.recordsTitle}
        back={
          // The diary has a home (its lots); the other logs open on their records.
          kind.kind === 'diary' ? (
            <Link to={kind.paths.tool.href()} className="text-sm text-muted hover:underline">
              {kind.title}
            </Link>
          ) : (
            <Link to={arcaPaths.index.href()} className="text-sm text-muted hover:underline">
              Arca
            </Link>
          )
        }
        actions={
          places.data && places.data.length > 0 ? (
            <>
              {kind.links?.map((l) => (
                <Link
                  key={l.label}
                  to={l.path.href()}
                  className="inline-flex h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
                >
                  {l.label}
                </Link>
              ))}
              <Link
                to={arcaPaths.deleted.href()}
                className="inline-flex h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
              >
                Recently deleted
              </Link>
              <Link
                to={kind.paths.logger.href()}
                className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {kind.loggerTitle}
              </Link>
            </>
          ) : null
        }
      />
      <FacilityGate places={places}>
        {(list) => <Records kind={kind} kindName={kindName} places={list} />}
      </FacilityGate>
    </div>
  );
}

function Records({
  kind,
  kindName,
  places,
}: {
  kind: RecordKind;
  kindName: KindName;
  places: RecordPlace[];
}) {
  const [params, setParams] = useSearchParams();
  const url = readUrlFilters(params);
  // The URL's `?facility=`, else the app's current facility (useCurrentFacility).
  const facility = useCurrentFacility(places).facility!;
  const lots = useLots(facility.id);
  const [units, setUnits] = useRecordUnits();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'occurred_at', desc: true }]);
  const [open, setOpen] = useState<RecordRow | null>(null);
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);

  // The URL's text is the filters' identity: the query key stays put until it changes.
  const search = params.toString();
  const filters: RecordFilters = useMemo(() => {
    const current = readUrlFilters(new URLSearchParams(search));
    return {
      facilityId: facility.id,
      roomId: current.room && facility.rooms.some((r) => r.id === current.room) ? current.room : undefined,
      lotId: current.lot,
      filterId:
        current.filter && facility.filters.some((f) => f.id === current.filter) ? current.filter : undefined,
      ...periodRange(current),
    };
  }, [facility, search]);

  const records = useRecords(kindName, {
    ...filters,
    page: pagination.pageIndex,
    pageSize: pagination.pageSize,
    sort: { column: sorting[0]?.id ?? 'occurred_at', desc: sorting[0]?.desc ?? true },
  });
  const targetsOf = useRoomTargets(facility.id, kind);
  const columns = useMemo(() => columnsFor(kind, units, targetsOf), [kind, units, targetsOf]);

  // The URL as last written: a second change made before the navigation re-renders the page (two
  // selects in a row) builds on the first instead of on the stale `params`.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  function changeFilters(patch: Partial<UrlFilters>) {
    const next = writeUrlFilters({ ...readUrlFilters(latestParams.current), ...patch }, latestParams.current);
    latestParams.current = next;
    setParams(next, { replace: true });
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }

  const filtered = Boolean(filters.roomId || filters.lotId || filters.filterId || url.period !== 'all');
  return (
    <>
      <RecordFiltersBar
        places={places}
        facility={facility}
        lots={lots.data ?? []}
        filters={url}
        withWaterFilters={kind.fields.some((f) => f.type === 'filter')}
        onChange={changeFilters}
      />
      {records.isError && !records.data ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()}>
          The {kind.noun.many} could not be loaded.
        </LoadError>
      ) : (
        <>
          {kind.targets ? (
            <p className="text-sm text-muted">
              Values outside the band their room's stage has in{' '}
              <Link
                className="font-medium text-brand-700 underline"
                to={arcaPaths.targets.href({ facility: facility.id })}
              >
                Cultivation Targets
              </Link>{' '}
              are marked ↑ above or ↓ below target.
            </p>
          ) : null}
          <Table
            data={records.data?.rows ?? []}
            loading={records.isPending}
            columns={columns}
            caption={kind.recordsTitle}
            getRowId={(row) => row.id}
            server={{
              rowCount: records.data?.count ?? 0,
              pagination,
              onPaginationChange: setPagination,
              sorting,
              onSortingChange: (updater) => {
                setSorting(updater);
                setPagination((p) => ({ ...p, pageIndex: 0 }));
              },
            }}
            columnMenu
            initialColumnVisibility={Object.fromEntries(kind.columns.map((c) => [c.key, c.visible]))}
            onRowClick={(row) => {
              // A log whose entries have a page of their own (a quality batch) opens it.
              if (kind.detailPath) void navigate(kind.detailPath(row.id));
              else setOpen(row);
            }}
            rowLabel={(row) => `${kind.noun.one}, ${formatWhen(row.occurred_at)}`}
            maxHeight="none"
            empty={
              filtered
                ? `No ${kind.noun.many} match these filters. Try a longer period or another room.`
                : `No ${kind.noun.many} yet. Log the first one, or import a spreadsheet.`
            }
            toolbar={
              <div className="flex flex-wrap items-center gap-2">
                <ExportRecordsButton
                  kind={kind}
                  units={units}
                  total={records.data?.count ?? null}
                  rows={() => getAllRecords(kindName, filters)}
                />
                <Button variant="secondary" className="h-10" onClick={() => setImporting(true)}>
                  Import CSV
                </Button>
              </div>
            }
          />
        </>
      )}
      <UnitsBar kind={kind} units={units} onChange={setUnits} />
      <TrendChart kind={kind} filters={filters} units={units} />
      {open && (
        <EntryDialog kind={kind} row={open} places={places} units={units} onClose={() => setOpen(null)} />
      )}
      {importing && (
        <ImportDialog
          kind={kind}
          facility={facility}
          lots={lots.data ?? ([] as Lot[])}
          roomId={filters.roomId}
          units={units}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
