// /atlas/sops/:sopId/print: a version as a controlled document on paper — the header block an
// inspector looks for (document id, version, effective date, next review, owner, approver), the
// steps with a line to record each check and measurement, and the training record. The app's
// shell is hidden when printing; "Uncontrolled when printed" as GMP document control asks.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PrintPage } from '@/components/print-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSop } from '../api/get-sop';
import { personName, useTeam } from '@/lib/data/facilities';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { atlasPaths } from '../paths';
import { formatMeasurement, STEP_KIND_LABELS } from '../sops/steps';

export function SopPrintPage() {
  const { sopId = '' } = useParams();
  const [params] = useSearchParams();
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const sop = useSop(facility.id, sopId);
  const team = useTeam(facility.id);
  if (sop.isPending) return <PageSkeleton label="Preparing the print view" variant="detail" />;
  if (sop.isError)
    return (
      <LoadError error={sop.error} onRetry={() => void sop.refetch()}>
        Could not load this SOP.
      </LoadError>
    );
  const versions = sop.data?.versions ?? [];
  const version =
    versions.find((v) => v.id === params.get('version')) ?? versions.find((v) => v.status === 'effective');
  if (!sop.data || !version)
    return <EmptyState title="Nothing to print" description="This SOP has no version in force." />;
  const { sop: s } = sop.data;
  const acks = sop.data.acknowledgements.filter((a) => a.version_id === version.id);
  const people = team.data ?? [];

  return (
    <article className="mx-auto w-full max-w-3xl bg-white p-6 text-ink sm:p-10 print:max-w-none print:p-0">
      <PrintPage header={`${s.code} ${s.title} · Version ${version.version} · ${facility.name}`} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={facilityTo(atlasPaths.sop.href({ sopId }))}
          className="text-sm font-medium text-brand-800 underline"
        >
          ← Back to {s.code}
        </Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <header className="border-b-2 border-ink pb-4">
        <p className="text-sm text-muted">{facility.name} · Standard operating procedure</p>
        <h1 className="mt-1 text-2xl font-semibold">
          {s.code} {s.title}
        </h1>
      </header>
      <table className="mt-4 w-full border-collapse text-sm">
        <tbody>
          {[
            ['Document', s.code],
            ['Version', `${version.version} (${version.status})`],
            ['Effective', formatDate(version.effective_at)],
            ['Next review', formatDate(version.next_review_on)],
            ['Owner', personName(people, s.owner_id)],
            ['Approved by', `${personName(people, version.approved_by)}, ${formatDate(version.approved_at)}`],
          ].map(([term, value]) => (
            <tr key={term} className="border-b border-line">
              <th scope="row" className="w-40 py-1.5 pr-3 text-left font-medium text-muted">
                {term}
              </th>
              <td className="py-1.5">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {version.scope ? (
        <section className="mt-6">
          <h2 className="text-base font-semibold">Purpose and scope</h2>
          <p className="mt-1 text-sm">{version.scope}</p>
        </section>
      ) : null}
      {version.change_summary ? (
        <section className="mt-4">
          <h2 className="text-base font-semibold">Changes in this version</h2>
          <p className="mt-1 text-sm">{version.change_summary}</p>
        </section>
      ) : null}
      <section className="mt-6">
        <h2 className="text-base font-semibold">Procedure</h2>
        <ol className="mt-2 flex flex-col gap-3">
          {version.steps.map((step, i) => (
            <li key={step.id} className="break-inside-avoid border-b border-line pb-3 text-sm">
              <p>
                <span className="font-semibold">{i + 1}.</span> {step.body}{' '}
                <span className="text-muted">({STEP_KIND_LABELS[step.kind]})</span>
              </p>
              {step.kind === 'measurement' ? (
                <p className="mt-2">
                  Measured: ______________ (accept {formatMeasurement(step)}) · Initials: ______
                </p>
              ) : step.kind === 'check' ? (
                <p className="mt-2">☐ Pass ☐ Fail · Initials: ______</p>
              ) : step.kind === 'photo' ? (
                <p className="mt-2">☐ Photo taken · Initials: ______</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-6 break-inside-avoid">
        <h2 className="text-base font-semibold">Training record (version {version.version})</h2>
        <table className="mt-2 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-ink text-left">
              <th scope="col" className="py-1.5">
                Name
              </th>
              <th scope="col" className="py-1.5">
                Acknowledged
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => {
              const ack = acks.find((a) => a.user_id === p.userId);
              return (
                <tr key={p.userId} className="border-b border-line">
                  <td className="py-1.5">{p.name}</td>
                  <td className="py-1.5">{ack ? formatDate(ack.acknowledged_at) : 'Not yet'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <footer className="mt-8 text-xs text-muted">
        Printed {formatDateTime(new Date())}. Uncontrolled when printed: check the version in force in Atlas.
      </footer>
    </article>
  );
}
