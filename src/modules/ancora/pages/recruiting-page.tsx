// /ancora/recruiting-tool (Professional): employers search growers who opted in, by certificate,
// score range, validity and how recently it was earned ("IPM ≥ 85 %, valid, last 12 months"). The
// database returns only opted-in learners' passing certificates; the filters live in the URL so a
// search can be shared or bookmarked.
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useCatalogue } from '../api/get-catalogue';
import type { CandidateFilters } from '../api/keys';
import { useCandidates } from '../api/recruiting';
import { CertificateStatusBadge } from '../components/status-badge';
import { isStatus, CERTIFICATE_DATE } from '../credential';
import { formatDate } from '@/lib/format';
import { toFormNumber } from '@/lib/decimal';

const NO_FILTERS = { search: '', topic: null, level: null, length: null };
const clampScore = (raw: string | null, fallback: number) => {
  const n = toFormNumber(raw);
  return raw === null || !Number.isFinite(n) ? fallback : Math.min(100, Math.max(0, Math.round(n)));
};

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
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-brand-950 sm:text-3xl">Recruiting Tool</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Find growers with a Canopy Academy certificate. Only learners who chose to be found appear, with
          passing certificates only.
        </p>
      </header>
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
          <div className="overflow-x-auto rounded-xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Growers matching the filters</caption>
              <thead className="bg-brand-50 text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Grower
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Certificate
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Score
                  </th>
                  <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                    Earned
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Contact
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {candidates.data.map((c) => (
                  <tr key={c.certificate_id}>
                    <td className="px-3 py-2.5 align-top">
                      <span className="block font-semibold text-brand-950">
                        {c.first_name} {c.last_name}
                      </span>
                      <span className="block text-xs text-muted">
                        {[c.headline, c.location].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                    <td className="px-3 py-2.5 align-top">
                      <span className="block">{c.course_title}</span>
                      {isStatus(c.status) ? <CertificateStatusBadge status={c.status} /> : null}
                    </td>
                    <td className="px-3 py-2.5 text-right align-top font-semibold">{c.score_percent} %</td>
                    <td className="hidden px-3 py-2.5 align-top sm:table-cell">
                      {formatDate(c.issued_at, CERTIFICATE_DATE)}
                    </td>
                    <td className="hidden px-3 py-2.5 align-top break-all md:table-cell">
                      {c.contact_email ? (
                        <a href={`mailto:${c.contact_email}`} className="text-brand-800 underline">
                          {c.contact_email}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
