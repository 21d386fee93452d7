import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { afterPause } from '../../after-pause';
import { useArchiveSearch, type ArchiveEntry } from '../../api/archive';
import { CHEMOTYPE_LABELS, CHEMOTYPES } from '../../chemotype';
import { ACCESSION_TYPE_LABELS, type AccessionType } from '../../library-schemas';
import { animusPaths } from '../../paths';
import { ChemotypeBadge } from '../library/chemotype-badge';

/** The public archive: cultivars their owners published, each card showing only what they chose. */
export function ArchiveList() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const chemotype = params.get('ct') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const [text, setText] = useState(query);
  useEffect(() => {
    if (text === query) return;
    return afterPause(
      () =>
        setParams(
          text ? { q: text, ...(chemotype ? { ct: chemotype } : {}) } : chemotype ? { ct: chemotype } : {},
          { replace: true },
        ),
      250,
    );
  }, [text, query, chemotype, setParams]);
  const results = useArchiveSearch(query, chemotype, page);
  const go = (p: number) =>
    setParams({
      ...(query ? { q: query } : {}),
      ...(chemotype ? { ct: chemotype } : {}),
      ...(p ? { page: String(p) } : {}),
    });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Animus Archive"
        description="Cultivars their growers chose to publish, with the details they chose to share: lineage, chemotypes, lab values."
      />
      <div className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_16rem]">
        <TextField
          label="Search the archive"
          type="search"
          placeholder="Name or synonym"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <SelectField
          label="Chemotype"
          value={chemotype}
          onChange={(e) =>
            setParams({ ...(query ? { q: query } : {}), ...(e.target.value ? { ct: e.target.value } : {}) })
          }
        >
          <option value="">Any chemotype</option>
          {CHEMOTYPES.map((c) => (
            <option key={c} value={c}>
              {c} · {CHEMOTYPE_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      {results.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading the archive"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-2xl" />
          ))}
        </div>
      ) : results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()}>
          Could not load the archive.
        </LoadError>
      ) : results.data.rows.length === 0 ? (
        <EmptyState
          title={query || chemotype ? 'Nothing in the archive matches' : 'The archive is empty'}
          description={
            query || chemotype
              ? 'Try another name or chemotype.'
              : 'Growers have not published any cultivars yet.'
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.data.rows.map((e) => (
              <li key={e.id}>
                <ArchiveCard entry={e} />
              </li>
            ))}
          </ul>
          <div className="flex justify-between">
            <Button variant="secondary" disabled={page === 0} onClick={() => go(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={!results.data.hasMore} onClick={() => go(page + 1)}>
              Next
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function ArchiveCard({ entry }: { entry: ArchiveEntry }) {
  const parents = entry.lineage?.[0];
  return (
    <article
      aria-label={entry.name}
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5"
    >
      <h2 className="text-base font-semibold">
        <Link
          to={animusPaths.archive.href({ cultivar: entry.id })}
          className="text-brand-900 hover:underline"
        >
          {entry.name}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {entry.breeder ? <span>{entry.breeder}</span> : null}
        {entry.accession_type ? (
          <span>{ACCESSION_TYPE_LABELS[entry.accession_type as AccessionType]}</span>
        ) : null}
        {entry.chemotype ? <ChemotypeBadge chemotype={entry.chemotype} /> : null}
      </div>
      {parents ? (
        <p className="text-sm">
          {parents.mother?.name ?? 'Unpublished'} ×{' '}
          {parents.father ? (parents.father.name ?? 'unpublished') : 'unknown'}
        </p>
      ) : null}
      {entry.leading_terpenes?.length ? (
        <p className="text-sm text-muted">Terpenes: {entry.leading_terpenes.join(', ')}</p>
      ) : null}
      <p className="mt-auto pt-2 text-xs text-muted">Published {formatDate(entry.published_at)}</p>
    </article>
  );
}
