import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { DetailList, type Detail } from '@/components/ui/detail-list';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatUnit } from '@/lib/format';
import { getArchivePhotoUrls, useArchiveEntry, type ArchiveEntry } from '../../api/archive';
import { animusKeys } from '../../api/keys';
import { CHEMOTYPE_LABELS, isChemotype } from '../../chemotype';
import { ACCESSION_TYPE_LABELS, SEX_LABELS, type AccessionType, type Sex } from '../../library-schemas';
import { EVIDENCE_LABELS, type Evidence } from '../../pedigree-layout';
import { animusPaths } from '../../paths';
import { ChemotypeBadge } from '../library/chemotype-badge';
import { TerpeneBars } from '../library/terpene-bars';

type Lab = NonNullable<ArchiveEntry['lab_results']>[number];
const col = tableColumns<Lab>();
const pct = (v: number) => formatUnit(Number(v), '%', 2);
const labColumns = [
  col.accessor('tested_on', {
    header: 'Tested',
    cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : '—'),
  }),
  col.accessor('lab_name', { header: 'Lab', cell: (c) => c.getValue() || '—' }),
  col.accessor('total_thc', { header: 'Total THC', cell: (c) => pct(c.getValue()), meta: { align: 'end' } }),
  col.accessor('total_cbd', { header: 'Total CBD', cell: (c) => pct(c.getValue()), meta: { align: 'end' } }),
  col.accessor('total_cbg', { header: 'Total CBG', cell: (c) => pct(c.getValue()), meta: { align: 'end' } }),
  col.accessor('chemotype', {
    header: 'Chemotype',
    cell: (c) => <ChemotypeBadge chemotype={c.getValue()} />,
  }),
];

/** One published cultivar, with exactly the fields its owner chose. */
export function ArchiveEntryView({ id }: { id: string }) {
  const entry = useArchiveEntry(id);
  const photos = entry.data?.photos ?? [];
  const urls = useQuery({
    queryKey: [...animusKeys.archiveEntry(id), 'photos', ...photos],
    queryFn: () => getArchivePhotoUrls(photos),
    enabled: photos.length > 0,
  });
  const back = (
    <Link to={animusPaths.archive.href()} className="text-sm font-medium text-brand-800 hover:underline">
      ← Back to the archive
    </Link>
  );
  if (entry.isPending) return <PageSkeleton variant="detail" />;
  if (entry.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError error={entry.error} onRetry={() => void entry.refetch()}>
          Could not load this cultivar.
        </LoadError>
      </div>
    );
  const e = entry.data;
  if (!e)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p className="text-muted">This cultivar is not in the archive. Its grower may have taken it off.</p>
      </div>
    );

  const details: Detail[] = [];
  if (e.synonyms) details.push({ term: 'Also known as', value: e.synonyms.join(', ') });
  if (e.breeder !== undefined) details.push({ term: 'Breeder or source', value: e.breeder });
  if (e.origin !== undefined) details.push({ term: 'Origin', value: e.origin });
  if (e.accession_type)
    details.push({ term: 'Type', value: ACCESSION_TYPE_LABELS[e.accession_type as AccessionType] });
  if (e.sex) details.push({ term: 'Sex', value: SEX_LABELS[e.sex as Sex] });
  if (e.acquisition_date !== undefined)
    details.push({ term: 'Acquired', value: e.acquisition_date ? formatDate(e.acquisition_date) : '' });
  if (e.chemotype !== undefined)
    details.push({
      term: 'Chemotype',
      value: isChemotype(e.chemotype)
        ? `${e.chemotype} · ${CHEMOTYPE_LABELS[e.chemotype]} (${e.chemotype_source === 'lab' ? 'from lab results' : 'declared'})`
        : '',
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={back}
        title={e.name}
        badge={e.chemotype ? <ChemotypeBadge chemotype={e.chemotype} /> : null}
        description={`Published ${formatDate(e.published_at)}.`}
      />
      {details.length ? (
        <section aria-labelledby="archive-passport" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="archive-passport" className="mb-4 text-lg font-semibold text-brand-950">
            Passport
          </h2>
          <DetailList columns={3} items={details} />
          {e.notes ? <p className="mt-4 text-sm whitespace-pre-line">{e.notes}</p> : null}
        </section>
      ) : null}
      {e.lineage ? (
        <section aria-labelledby="archive-lineage" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="archive-lineage" className="mb-3 text-lg font-semibold text-brand-950">
            Lineage
          </h2>
          {e.lineage.length ? (
            <ul className="flex flex-col gap-2 text-sm">
              {e.lineage.map((l, i) => (
                <li key={i} className="flex flex-wrap items-center gap-2">
                  <Parent p={l.mother} /> × {l.father ? <Parent p={l.father} /> : 'unknown'}
                  <Badge>{EVIDENCE_LABELS[l.evidence as Evidence] ?? l.evidence}</Badge>
                  {l.source ? <span className="text-muted">{l.source}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No parentage recorded.</p>
          )}
        </section>
      ) : null}
      {e.lab_results ? (
        <section
          aria-labelledby="archive-lab"
          className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="archive-lab" className="text-lg font-semibold text-brand-950">
            Lab results
          </h2>
          <Table
            caption="Lab results"
            data={e.lab_results}
            columns={labColumns}
            maxHeight="none"
            empty="No lab results."
          />
        </section>
      ) : null}
      {e.terpenes && Object.keys(e.terpenes).length ? (
        <section aria-labelledby="archive-terpenes" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="archive-terpenes" className="sr-only">
            Terpenes
          </h2>
          <TerpeneBars terpenes={e.terpenes} caption="Terpenes of the latest test" />
        </section>
      ) : null}
      {e.tags?.length ? (
        <section aria-labelledby="archive-tags" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="archive-tags" className="mb-3 text-lg font-semibold text-brand-950">
            Community-confirmed tags
          </h2>
          <ul className="flex flex-wrap gap-2">
            {e.tags.map((t) => (
              <li key={t.label}>
                <Badge tone="brand">{t.label}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {photos.length ? (
        <section aria-labelledby="archive-photos" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="archive-photos" className="mb-3 text-lg font-semibold text-brand-950">
            Photos
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((p, i) =>
              urls.data?.[p] ? (
                <li key={p}>
                  <img
                    src={urls.data[p]}
                    alt={`${e.name}, ${i + 1} of ${photos.length}`}
                    className="aspect-square w-full rounded-xl object-cover"
                  />
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Parent({ p }: { p: { name: string | null; id: string | null } | null }) {
  if (!p || !p.name) return <span className="text-muted">an unpublished cultivar</span>;
  return p.id ? (
    <Link
      to={animusPaths.archive.href({ cultivar: p.id })}
      className="font-medium text-brand-800 hover:underline"
    >
      {p.name}
    </Link>
  ) : (
    <span className="font-medium">{p.name}</span>
  );
}
