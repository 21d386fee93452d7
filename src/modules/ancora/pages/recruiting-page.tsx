// /ancora/recruiting-tool (Professional): employers search growers who opted in, by certificate,
// score range, validity and how recently it was earned ("IPM ≥ 85 %, valid, last 12 months"). The
// database returns only opted-in learners' passing certificates; the filters live in the URL so a
// search can be shared or bookmarked.
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { useCatalogue } from '../api/get-catalogue';
import type { CandidateFilters } from '../api/keys';
import { useCandidates, type Candidate } from '../api/recruiting';
import { CertificateStatusBadge } from '../components/status-badge';
import { isStatus, CERTIFICATE_DATE } from '../credential';
import { formatDate } from '@/lib/format';
import { toFormNumber } from '@/lib/decimal';

const NO_FILTERS = { search: '', topic: null, level: null, length: null };
const clampScore = (raw: string | null, fallback: number) => {
  const n = toFormNumber(raw);
  return raw === null || !Number.isFinite(n) ? fallback : Math.min(100, Math.max(0, Math.round(n)));
};

const col = tableColumns<Candidate>();
const CANDIDATE_COLUMNS = [
  col.accessor((c) => `${c.first_name} ${c.last_name}`, {
    id: 'grower',
    header: 'Grower',
    cell: ({ row: { original: c } }) => (
      <>
        <span className="block font-semibold text-brand-950">
          {c.first_name} {c.last_name}
        </span>
        <span className="block text-xs text-muted">
          {[c.headline, c.location].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  }),
  col.accessor('course_title', {
    header: 'Certificate',
    cell: ({ row: { original: c } }) => (
      <>
        <span className="block">{c.course_title}</span>
        {isStatus(c.status) ? <CertificateStatusBadge status={c.status} /> : null}
      </>
    ),
  }),
  col.accessor('score_percent', {
    header: 'Score',
    meta: { align: 'end', className: 'font-semibold whitespace-nowrap' },
    cell: ({ getValue }) => `${getValue()} %`,
  }),
  col.accessor('issued_at', {
    header: 'Earned',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue(), CERTIFICATE_DATE),
  }),
  col.accessor('contact_email', {
    header: 'Contact',
    enableSorting: false,
    meta: { className: 'break-all' },
    cell: ({ getValue }) => {
      const email = getValue();
      return email ? (
        <a href={`mailto:${email}`} className="text-brand-800 underline">
          {email}
        </a>
      ) : (
        '—'
      );
    },
  }),
];

export function RecruitingPage() {
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue(NO_FILTERS);
  const filters: CandidateFilters = {
    courseId: params.get('course') || null,
    minScore: clampScore(params.get('min'), 0),
    maxScore: clampScore(params.get('max'), 100),
    validity: params.get('validity') === 'any' ? 'any' : 'valid',
    earnedWithinMonths: params.get('within') ? Number(params.get('within')) || null : null,
  };
  const rangeError = filters.minScore > filters.maxScore ? 'The minimum is above the maximum' : undefined;
  const candidates = useCandidates(filters);
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Recruiting Tool"
        description="Find growers with a Canopy Academy certificate. Only learners who chose to be found appear, with passing certificates only."
      />
      <Card>
        <form
          role="search"
          aria-label="Candidate filters"
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          <SelectField
            label="Certificate"
            value={filters.courseId ?? ''}
            onChange={(e) => set('course', e.target.value)}
          >
            <option value="">Any course</option>
            {(catalogue.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Minimum score (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            defaultValue={filters.minScore}
            error={rangeError}
            onChange={(e) => set('min', e.target.value)}
          />
          <TextField
            label="Maximum score (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            defaultValue={filters.maxScore}
            onChange={(e) => set('max', e.target.value)}
          />
          <SelectField
            label="Validity"
            value={filters.validity}
            onChange={(e) => set('validity', e.target.value)}
          >
            <option value="valid">Valid only</option>
            <option value="any">Valid or expired</option>
          </SelectField>
          <SelectField
            label="Earned"
            value={filters.earnedWithinMonths ? String(filters.earnedWithinMonths) : ''}
            onChange={(e) => set('within', e.target.value)}
          >
            <option value="">Any time</option>
            <option value="6">In the last 6 months</option>
            <option value="12">In the last 12 months</option>
            <option value="24">In the last 24 months</option>
          </SelectField>
        </form>
      </Card>

      {rangeError ? null : candidates.isPending ? (
        <Skeleton className="h-48" />
      ) : candidates.isError ? (
        <LoadError error={candidates.error} onRetry={() => void candidates.refetch()}>
          The search could not be run.
        </LoadError>
      ) : candidates.data.length === 0 ? (
        <EmptyState
          title="No matching growers"
          description="Widen the score range, include expired certificates or choose another course."
        />
      ) : (
        <section aria-labelledby="candidates-heading" className="flex flex-col gap-2">
          <h2 id="candidates-heading" className="text-sm font-medium text-muted">
            {candidates.data.length} {candidates.data.length === 1 ? 'certificate' : 'certificates'} found
          </h2>
          <Table
            caption="Growers matching the filters"
            data={candidates.data}
            columns={CANDIDATE_COLUMNS}
            getRowId={(c) => c.certificate_id}
            initialSorting={[{ id: 'score_percent', desc: true }]}
            columnMenu
            exportCsv={{ fileName: 'candidates' }}
          />
        </section>
      )}
    </div>
  );
}
