// /atlas/sops/:sopId: one SOP. The version in force with its steps, the viewer's acknowledgement,
// the version in preparation with what the viewer's role lets them do to it (edit the draft,
// approve it as the designated approver, put it in force), who on the team is trained, and every
// version ever in force.
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { KEPT_TOAST, useCapture } from '@/hooks/use-capture';
import { useOutbox } from '@/hooks/use-offline';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSop, type SopDetail, type SopVersion } from '../api/get-sop';
import { personName, useTeam, type TeamMember } from '@/lib/data/facilities';
import type { SopAcknowledgement } from '../api/floor-captures';
import {
  approveSopVersion,
  deleteSopVersion,
  makeSopVersionEffective,
  newSopVersion,
  retireSop,
  useSopMutation,
} from '../api/sop-mutations';
import { ReviewBadge, SopStatusBadge } from '../components/badges';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { SopFormDialog } from '../components/sop-form-dialog';
import { SopSteps } from '../components/sop-steps';
import { useSopCourseRequirement, type SopCourseRequirement } from '../api/training-record';
import { ancoraPaths } from '../../ancora/paths';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { SOP_CATEGORY_LABELS, type SopCategory } from '../sops/schemas';

export function SopPage() {
  const { sopId = '' } = useParams();
  const { facility, select } = useFacility();
  const sop = useSop(facility.id, sopId);
  const team = useTeam(facility.id);

  // A link without ?facility= (a notification) opens the SOP's own facility.
  const owner = sop.data?.sop.facility_id;
  useEffect(() => {
    if (owner && owner !== facility.id) select(owner);
  }, [owner, facility.id, select]);

  if (sop.isPending) return <PageSkeleton label="Loading the SOP" variant="detail" />;
  if (sop.isError)
    return (
      <LoadError error={sop.error} onRetry={() => void sop.refetch()}>
        Could not load this SOP.
      </LoadError>
    );
  if (!sop.data)
    return (
      <EmptyState
        title="SOP not found"
        description="It may belong to another facility, or you may no longer be on its team."
        action={
          <Link to={atlasPaths.sops.href()} className="font-semibold text-brand-800 underline">
            Back to SOPs
          </Link>
        }
      />
    );
  return <SopView detail={sop.data} team={team.data ?? []} />;
}

function SopView({ detail, team }: { detail: SopDetail; team: TeamMember[] }) {
  const { facility } = useFacility();
  const { sop, versions } = detail;
  const inForce = versions.find((v) => v.status === 'effective') ?? null;
  const pending = versions.find((v) => v.status === 'draft' || v.status === 'approved') ?? null;
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const newVersion = useSopMutation(facility.id, () => newSopVersion(sop.id, ''));
  const retire = useSopMutation(facility.id, () => retireSop(sop.id));
  const facilityTo = useFacilityTo();
  const requirement = useSopCourseRequirement(facility.id, sop.id);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={facilityTo(atlasPaths.sops.href())}
            className="text-sm font-medium text-brand-800 underline"
          >
            ← SOPs
          </Link>
        }
        title={
          <>
            <span className="text-muted">{sop.code}</span> {sop.title}
          </>
        }
        badge={<SopStatusBadge status={sop.status ?? 'draft'} />}
        description={`${SOP_CATEGORY_LABELS[sop.category as SopCategory] ?? sop.category} · owner ${personName(team, sop.owner_id)} · approver ${personName(team, sop.approver_id)} · reviewed every ${sop.review_months} months`}
        actions={
          <>
            {inForce ? (
              <LinkButton
                to={facilityTo(atlasPaths.sopPrint.href({ sopId: sop.id }), { version: inForce.id })}
                variant="secondary"
              >
                Print
              </LinkButton>
            ) : null}
            {facility.can('edit') && !sop.retired_at ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit details
                </Button>
                {!pending && inForce ? (
                  <Button
                    busy={newVersion.isPending}
                    onClick={() =>
                      newVersion.mutate(undefined, {
                        onSuccess: () =>
                          toast.success('New version drafted', {
                            description: 'It copies the version in force; edit its steps.',
                          }),
                        onError: (e) =>
                          toast.error('Could not start a new version', { description: atlasErrorMessage(e) }),
                      })
                    }
                  >
                    New version
                  </Button>
                ) : null}
                {inForce ? (
                  <Button variant="ghost" onClick={() => setRetiring(true)}>
                    Retire
                  </Button>
                ) : null}
              </>
            ) : null}
          </>
        }
      />

      {inForce ? (
        <AcknowledgementBanner sopCode={sop.code} version={inForce} acks={detail.acknowledgements} />
      ) : null}
      {requirement.data ? <CourseRequirement sopCode={sop.code} requirement={requirement.data} /> : null}
      {pending && (facility.can('edit') || pending.status === 'approved') ? (
        <PendingVersion sop={sop} version={pending} previous={inForce} team={team} />
      ) : null}

      {inForce ? (
        <Card aria-labelledby="in-force-title">
          <CardHeader
            title={<span id="in-force-title">Version {inForce.version} in force</span>}
            description={inForce.change_summary ?? undefined}
            actions={<ReviewBadge nextReviewOn={inForce.next_review_on} />}
          />
          <DetailList
            columns={3}
            className="mb-5"
            items={[
              { term: 'Effective', value: formatDate(inForce.effective_at) },
              { term: 'Next review', value: formatDate(inForce.next_review_on) },
              {
                term: 'Approved',
                value: `${personName(team, inForce.approved_by)}, ${formatDate(inForce.approved_at)}`,
              },
            ]}
          />
          {inForce.scope ? <p className="mb-4 text-sm text-ink">{inForce.scope}</p> : null}
          <SopSteps steps={inForce.steps} />
        </Card>
      ) : sop.retired_at ? (
        <EmptyState
          title="Retired"
          description={`This SOP was retired on ${formatDate(sop.retired_at)}. Its history stays below.`}
        />
      ) : !pending || !facility.can('edit') ? (
        <EmptyState
          title="No version in force yet"
          description="A manager drafts version 1 and the approver signs it off."
        />
      ) : null}

      {inForce ? <TrainingCard version={inForce} acks={detail.acknowledgements} team={team} /> : null}
      <HistoryCard versions={versions} acks={detail.acknowledgements} team={team} />

      {editing ? (
        <SopFormDialog
          sop={{
            id: sop.id,
            code: sop.code,
            title: sop.title,
            category: (sop.category ?? 'other') as SopCategory,
            owner_id: sop.owner_id ?? '',
            approver_id: sop.approver_id ?? '',
            review_months: sop.review_months ?? 12,
            required_course_id: requirement.data?.course_id ?? '',
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={retiring}
        onOpenChange={setRetiring}
        title={`Retire ${sop.code}?`}
        description="The version in force is archived and nobody is asked to acknowledge it any more. Tasks that require this SOP can no longer be completed until a manager takes it off them. Its history is kept."
        confirmLabel="Retire SOP"
        destructive
        busy={retire.isPending}
        onConfirm={() =>
          retire.mutate(undefined, {
            onSuccess: () => {
              toast.success('SOP retired', { description: sop.code });
              setRetiring(false);
            },
            onError: (e) => toast.error('Could not retire the SOP', { description: atlasErrorMessage(e) }),
          })
        }
      />
    </div>
  );
}

function AcknowledgementBanner({
  sopCode,
  version,
  acks,
}: {
  sopCode: string;
  version: SopVersion;
  acks: SopDetail['acknowledgements'];
}) {
  const { facility } = useFacility();
  const viewer = useViewer();
  const mine = acks.find((a) => a.version_id === version.id && a.user_id === viewer.userId);
  // Acknowledged on the floor with no signal: it waits in the outbox (api/outbox.ts).
  const ack = useCapture<SopAcknowledgement>('atlas-sop-ack');
  const captureId = `sop-ack-${version.id}`;
  const waiting = useOutbox().some(
    (e) => e.id === captureId && (e.state === 'waiting' || e.state === 'sending'),
  );
  if (waiting)
    return (
      <Card className="flex items-center gap-3 border-amber-200 bg-amber-50/60 p-4">
        <Badge tone="warning">Waiting</Badge>
        <p className="text-sm text-ink">
          Your acknowledgement of version {version.version} is saved on this device and will be sent when you
          are back online.
        </p>
      </Card>
    );
  if (mine)
    return (
      <Card className="flex items-center gap-3 border-emerald-200 bg-emerald-50/60 p-4">
        <Badge tone="success">Trained</Badge>
        <p className="text-sm text-ink">
          You acknowledged version {version.version} on {formatDate(mine.acknowledged_at)}.
        </p>
      </Card>
    );
  return (
    <Card className="flex flex-col gap-3 border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        <span className="font-semibold">You have not acknowledged version {version.version} yet.</span> Read
        it below; tasks that follow {sopCode} need your acknowledgement before you can complete them.
      </p>
      <Button
        className="shrink-0"
        busy={ack.isPending}
        onClick={() =>
          ack.mutate(
            {
              id: captureId,
              label: 'SOP acknowledged',
              summary: `${sopCode} v${version.version} · ${facility.name}`,
              variables: { versionId: version.id, facilityId: facility.id, by: viewer.userId ?? '' },
            },
            {
              onSuccess: (result) =>
                result.status === 'kept'
                  ? toast.info(KEPT_TOAST.title, { description: KEPT_TOAST.description })
                  : toast.success('Acknowledged', {
                      description: `${sopCode} v${version.version}, read and understood.`,
                    }),
              onError: (e) =>
                toast.error('Could not record your acknowledgement', { description: atlasErrorMessage(e) }),
            },
          )
        }
      >
        I have read and understood version {version.version}
      </Button>
    </Card>
  );
}

function PendingVersion({
  sop,
  version,
  previous,
  team,
}: {
  sop: SopDetail['sop'];
  version: SopVersion;
  previous: SopVersion | null;
  team: TeamMember[];
}) {
  const { facility } = useFacility();
  const viewer = useViewer();
  const [confirming, setConfirming] = useState<'effective' | 'delete' | null>(null);
  const approve = useSopMutation(facility.id, () => approveSopVersion(version.id));
  const effective = useSopMutation(facility.id, () => makeSopVersionEffective(version.id));
  const remove = useSopMutation(facility.id, () => deleteSopVersion(version.id));
  const label = `Version ${version.version} (${version.status === 'draft' ? 'draft' : 'approved'})`;
  const isApprover = sop.approver_id === viewer.userId;
  const facilityTo = useFacilityTo();

  return (
    <Card aria-label={label} className="border-sky-200">
      <CardHeader
        title={label}
        description={
          version.status === 'draft'
            ? `Written by ${personName(team, version.created_by)}; ${isApprover ? 'you approve it' : `${personName(team, sop.approver_id)} approves it`}.`
            : `Approved by ${personName(team, version.approved_by)} on ${formatDate(version.approved_at)}; not in force yet.`
        }
        actions={
          <>
            {version.status === 'draft' && facility.can('edit') ? (
              <LinkButton to={facilityTo(atlasPaths.sopDraft.href({ sopId: sop.id }))} variant="secondary">
                Edit draft
              </LinkButton>
            ) : null}
            {version.status === 'draft' && isApprover ? (
              <Button
                busy={approve.isPending}
                onClick={() =>
                  approve.mutate(undefined, {
                    onSuccess: () =>
                      toast.success(`Version ${version.version} approved`, {
                        description: 'It can now be put in force.',
                      }),
                    onError: (e) => toast.error('Could not approve', { description: atlasErrorMessage(e) }),
                  })
                }
              >
                Approve version {version.version}
              </Button>
            ) : null}
            {version.status === 'approved' && facility.can('edit') ? (
              <Button onClick={() => setConfirming('effective')}>
                Put version {version.version} in force
              </Button>
            ) : null}
            {facility.can('delete') ? (
              <Button variant="ghost" onClick={() => setConfirming('delete')}>
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      {version.change_summary ? (
        <p className="mb-4 rounded-lg bg-sky-50 px-3 py-2 text-sm text-ink">
          <span className="font-semibold">What changed: </span>
          {version.change_summary}
        </p>
      ) : null}
      <SopSteps steps={version.steps} />
      <ConfirmDialog
        open={confirming === 'effective'}
        onOpenChange={(open) => setConfirming(open ? 'effective' : null)}
        title={`Put version ${version.version} in force?`}
        description={
          previous
            ? `Version ${previous.version} will be archived and can never be edited again. Everyone on the team is asked to acknowledge version ${version.version}; until they do, they are not current and cannot complete tasks that follow it.`
            : `Everyone on the team is asked to acknowledge version ${version.version}.`
        }
        confirmLabel="Put in force"
        busy={effective.isPending}
        onConfirm={() =>
          effective.mutate(undefined, {
            onSuccess: () => {
              toast.success(`${sop.code} v${version.version} is in force`, {
                description: 'The team has been asked to acknowledge it.',
              });
              setConfirming(null);
            },
            onError: (e) =>
              toast.error('Could not put the version in force', { description: atlasErrorMessage(e) }),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={`Delete version ${version.version}?`}
        description="It was never in force, so nothing refers to it. Its steps are deleted with it."
        confirmLabel="Delete version"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Version deleted', { description: `${sop.code} v${version.version}` });
              setConfirming(null);
            },
            onError: (e) =>
              toast.error('Could not delete the version', { description: atlasErrorMessage(e) }),
          })
        }
      />
    </Card>
  );
}

function TrainingCard({
  version,
  acks,
  team,
}: {
  version: SopVersion;
  acks: SopDetail['acknowledgements'];
  team: TeamMember[];
}) {
  const done = acks.filter((a) => a.version_id === version.id);
  const missing = team.filter((m) => !done.some((a) => a.user_id === m.userId));
  return (
    <Card>
      <CardHeader
        title="Training"
        description={`${done.length} of ${team.length} people acknowledged version ${version.version}.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Acknowledged</h3>
          {done.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {done.map((a) => (
                <li key={a.user_id}>
                  {personName(team, a.user_id)}{' '}
                  <span className="text-muted">· {formatDate(a.acknowledged_at)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">Nobody yet.</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Not yet</h3>
          {missing.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {missing.map((m) => (
                <li key={m.userId}>{m.name}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">Everyone is current.</p>
          )}
        </div>
      </div>
    </Card>
  );
}

function HistoryCard({
  versions,
  acks,
  team,
}: {
  versions: SopVersion[];
  acks: SopDetail['acknowledgements'];
  team: TeamMember[];
}) {
  const columns = useMemo(() => {
    const col = tableColumns<SopVersion>();
    return [
      col.accessor('version', { header: 'Version', cell: ({ getValue }) => `v${getValue()}` }),
      col.accessor('status', {
        header: 'Status',
        cell: ({ getValue }) => <SopStatusBadge status={getValue()} />,
      }),
      col.accessor('effective_at', {
        header: 'In force from',
        meta: { csv: (v: SopVersion) => formatDate(v.effective_at) },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      col.accessor('archived_at', {
        header: 'Until',
        meta: { csv: (v: SopVersion) => formatDate(v.archived_at) },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      col.accessor((v) => personName(team, v.approved_by), { id: 'approved_by', header: 'Approved by' }),
      col.accessor((v) => acks.filter((a) => a.version_id === v.id).length, {
        id: 'acks',
        header: 'Acknowledged',
        meta: { align: 'end' },
      }),
      col.accessor((v) => v.change_summary ?? '', {
        id: 'summary',
        header: 'What changed',
        meta: { className: 'min-w-56' },
      }),
    ] as TableColumn<SopVersion>[];
  }, [acks, team]);
  return (
    <Card>
      <CardHeader
        title="Version history"
        description="Versions that were in force are archived, never edited."
      />
      <Table
        caption="Version history"
        data={versions}
        columns={columns}
        getRowId={(v) => v.id}
        exportCsv={{ fileName: 'sop-versions' }}
        maxHeight="none"
      />
    </Card>
  );
}

const REQUIREMENT_WORDS: Record<string, string> = {
  valid: 'Your certificate is valid.',
  expiring: 'Your certificate expires soon: renew it to keep completing these tasks.',
  expired: 'Your certificate has expired: renew it before completing these tasks.',
  missing: 'You do not hold it yet: take the course before completing these tasks.',
};

/** The Ancora certificate the SOP's tasks need, and where the viewer stands with it. */
function CourseRequirement({ sopCode, requirement }: { sopCode: string; requirement: SopCourseRequirement }) {
  const ok = requirement.status === 'valid' || requirement.status === 'expiring';
  return (
    <Alert tone={ok ? 'success' : 'warning'}>
      <p>
        {sopCode}’s tasks need a valid certificate for{' '}
        <Link
          to={ancoraPaths.course.href({ courseId: requirement.course_id })}
          className="font-semibold underline"
        >
          {requirement.title}
        </Link>
        . {REQUIREMENT_WORDS[requirement.status] ?? ''}
        {requirement.expires_at && requirement.status !== 'missing'
          ? ` (${requirement.status === 'expired' ? 'expired' : 'until'} ${formatDate(requirement.expires_at)})`
          : ''}
      </p>
    </Alert>
  );
}
