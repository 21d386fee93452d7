import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import type { CultivarFilters } from '../../api/keys';
import {
  searchCultivars,
  useCountCultivars,
  useSearchCultivars,
  type CultivarRow,
} from '../../api/search-cultivars';
import { useModerationQueue } from '../../api/community-tags';
import { ACCESSION_TYPE_LABELS, type AccessionType } from '../../library-schemas';
import { filtersFromSearch, searchFromFilters } from '../../library-url';
import { animusPaths } from '../../paths';
import { ChemotypeBadge } from './chemotype-badge';
import { CultivarFormDialog } from './cultivar-form-dialog';
import { ImportDialog } from './import-dialog';
import { LibraryFilters } from './library-filters';

const PAGE_SIZE = 25;
const col = tableColumns<CultivarRow>();

/** The strain library: the grower's own and shared cultivars, searched and filtered in the database. */
export function LibraryList() {
  const user = useUser();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromSearch(params);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const results = useSearchCultivars(filters, page, PAGE_SIZE);
  const count = useCountCultivars(filters);
  const moderates = viewer.role === 'moderator' || viewer.isAdmin;
  const queue = useModerationQueue(moderates);

  const setFilters = useCallback(
    (next: CultivarFilters) => setParams(searchFromFilters(next, 0), { replace: true }),
    [setParams],
  );
  const passport = (id: string) => animusPaths.library.href({ cultivar: id });
  const filtered =
    filters.query !== '' ||
    filters.chemotypes.length + filters.terpenes.length + filters.tags.length > 0 ||
    filters.breeder !== '' ||
    filters.scope !== 'all';

  const columns = [
    col.accessor('name', {
      header: 'Name',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="min-w-40">
          <Link
            to={passport(row.original.id)}
            className="font-semibold text-brand-900 underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
          {row.original.synonyms.length ? (
            <p className="text-xs text-muted">aka {row.original.synonyms.join(', ')}</p>
          ) : null}
        </div>
      ),
    }),
    col.accessor('breeder', { header: 'Breeder', enableSorting: false, cell: (c) => c.getValue() || '—' }),
    col.accessor('accession_type', {
      header: 'Type',
      enableSorting: false,
      cell: (c) => ACCESSION_TYPE_LABELS[c.getValue() as AccessionType] ?? c.getValue(),
      meta: {
        csv: (r: CultivarRow) => ACCESSION_TYPE_LABELS[r.accession_type as AccessionType] ?? r.accession_type,
      },
    }),
    col.accessor('chemotype', {
      header: 'Chemotype',
      enableSorting: false,
      cell: (c) =>
        c.getValue() ? (
          <ChemotypeBadge chemotype={c.getValue()} />
        ) : (
          <span className="text-muted">Unknown</span>
        ),
    }),
    col.accessor('terpenes', {
      header: 'Leading terpenes',
      enableSorting: false,
      cell: (c) => c.getValue().join(', ') || '—',
      meta: { csv: (r: CultivarRow) => r.terpenes.join('; ') },
    }),
    col.accessor('tags', {
      header: 'Tags',
      enableSorting: false,
      cell: (c) => {
        // Confirmed tags first, then the rest, by name.
        const rank = (t: { status: string | null; moderation: string | null }) =>
          t.moderation === 'upheld' || t.status === 'confirmed' ? 0 : 1;
        const shown = c
          .getValue()
          .filter((t) => t.moderation !== 'removed')
          .sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
        return shown.length ? (
          <div className="flex max-w-56 flex-wrap gap-1">
            {shown.slice(0, 3).map((t) => (
              <Badge
                key={t.label}
                tone={t.status === 'confirmed' || t.moderation === 'upheld' ? 'brand' : 'neutral'}
              >
                {t.label}
              </Badge>
            ))}
            {shown.length > 3 ? <Badge>+{shown.length - 3}</Badge> : null}
          </div>
        ) : (
          '—'
        );
      },
      meta: { csv: (r: CultivarRow) => r.tags.map((t) => t.label).join('; ') },
    }),
    col.display({
      id: 'sharing',
      header: 'Whose',
      cell: ({ row }) =>
        row.original.user_id === user.id ? (
          <span className="text-sm">
            Mine{row.original.shared ? ' · shared' : ''}
            {row.original.published ? ' · published' : ''}
          </span>
        ) : (
          <span className="text-sm text-muted">Community</span>
        ),
      meta: {
        label: 'Whose',
        csv: (r: CultivarRow) =>
          r.user_id === user.id
            ? r.published
              ? 'mine, published'
              : r.shared
                ? 'mine, shared'
                : 'mine'
            : 'community',
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Strain Library"
        description="Your cultivars and the ones growers share: passports, lab-derived chemotypes, lineage and community tags."
        actions={
          <>
            {moderates ? (
              <Link
                to={animusPaths.library.href({ view: 'moderation' })}
                className="inline-flex h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Moderation queue{queue.data?.length ? ` (${queue.data.length})` : ''}
              </Link>
            ) : null}
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setAdding(true)}>Add cultivar</Button>
          </>
        }
      />
      <LibraryFilters filters={filters} onChange={setFilters} />
      {results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()}>
          Could not search the library.
        </LoadError>
      ) : (
        <Table
          caption="Cultivars"
          data={results.data ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          loading={results.isPending}
          server={{
            rowCount: count.data ?? (results.data?.length ?? 0) + page * PAGE_SIZE,
            pagination: { pageIndex: page, pageSize: PAGE_SIZE },
            onPaginationChange: (updater) => {
              const next =
                typeof updater === 'function' ? updater({ pageIndex: page, pageSize: PAGE_SIZE }) : updater;
              setParams(searchFromFilters(filters, next.pageIndex));
            },
          }}
          onRowClick={(r) => void navigate(passport(r.id))}
          rowLabel={(r) => r.name}
          columnMenu
          exportCsv={{
            fileName: 'strain-library',
            fetchAll: async function* () {
              for (let p = 0; ; p++) {
                const rows = await searchCultivars(filters, p, 200);
                if (rows.length === 0) return;
                yield rows;
                if (rows.length < 200) return;
              }
            },
          }}
          empty={
            filtered ? (
              <EmptyState
                title="No cultivars match"
                description="Try fewer filters, or another spelling."
                action={
                  <Button
                    variant="secondary"
                    onClick={() =>
                      setFilters({
                        ...filters,
                        query: '',
                        chemotypes: [],
                        terpenes: [],
                        tags: [],
                        breeder: '',
                        scope: 'all',
                      })
                    }
                  >
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="Your library is empty"
                description="Add your first cultivar, or import a spreadsheet of them."
                action={<Button onClick={() => setAdding(true)}>Add cultivar</Button>}
              />
            )
          }
        />
      )}
      <CultivarFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(id) => void navigate(passport(id))}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
