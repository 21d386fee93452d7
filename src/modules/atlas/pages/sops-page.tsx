// /atlas/sops: the SOP register (id, title, owner, approver, status, version, effective date,
// next review, and whether the viewer acknowledged the version in force) and, for the owner and
// managers, the facility's training record (people × SOPs in force and required Ancora courses),
// with CSV export of both.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { useSopRegister, type RegisterSop } from '../api/get-sop-register';
import { personName, useTeam } from '@/lib/data/facilities';
import { ReviewBadge, SopStatusBadge } from '../components/badges';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { TabbedPage } from '../components/tabbed-page';
import { useUrlTab } from '../components/use-url-tab';
import { SopFormDialog } from '../components/sop-form-dialog';
import { TrainingRecord } from '../components/training-record';
import { atlasPaths } from '../paths';
import { SOP_CATEGORY_LABELS, type SopCategory } from '../sops/schemas';

export function SopsPage() {
  const { facility } = useFacility();
  const [tab, setTab] = useUrlTab(['register', 'training']);
  // The training record is the owner's and the managers' (the database answers only them).
  const seesRecord = facility.can('edit');
  const [creating, setCreating] = useState(false);

  return (
    <TabbedPage
      title="SOPs"
      description="Standard operating procedures under document control: every version approved before it is in force, and every person trained on the version in force."
      actions={facility.can('edit') ? <Button onClick={() => setCreating(true)}>New SOP</Button> : null}
      tab={seesRecord ? tab : 'register'}
      onTab={setTab}
      tabs={[
        { value: 'register', label: 'Register', content: <Register /> },
        ...(seesRecord
          ? [{ value: 'training' as const, label: 'Training record', content: <TrainingRecord /> }]
          : []),
      ]}
    >
      {creating ? <SopFormDialog onClose={() => setCreating(false)} /> : null}
    </TabbedPage>
  );
}

function Register() {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const viewer = useViewer();
  const navigate = useNavigate();
  const register = useSopRegister(facility.id, viewer.userId!);
  const team = useTeam(facility.id);

  const columns = useMemo(() => {
    const col = tableColumns<RegisterSop>();
    return [
      col.accessor('code', {
        header: 'ID',
        meta: { className: 'whitespace-nowrap font-medium text-ink' },
      }),
      col.accessor('title', { header: 'Title', meta: { className: 'min-w-48' } }),
      col.accessor((s) => SOP_CATEGORY_LABELS[s.category as SopCategory] ?? s.category, {
        id: 'category',
        header: 'Category',
      }),
      col.accessor('status', {
        header: 'Status',
        cell: ({ row: { original: s } }) => (
          <span className="inline-flex flex-wrap gap-1">
            <SopStatusBadge status={s.status} />
            {s.pending_version ? (
              <Badge tone="info">
                v{s.pending_version} {s.pending_status === 'approved' ? 'approved' : 'draft'}
              </Badge>
            ) : null}
          </span>
        ),
      }),
      col.accessor('effective_version', {
        header: 'Version',
        meta: { align: 'end' },
        cell: ({ getValue }) => (getValue() ? `v${getValue()}` : '—'),
      }),
      col.accessor('effective_at', {
        header: 'Effective',
        meta: { className: 'whitespace-nowrap', csv: (s: RegisterSop) => formatDate(s.effective_at) },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      col.accessor('next_review_on', {
        header: 'Next review',
        meta: { className: 'whitespace-nowrap', csv: (s: RegisterSop) => formatDate(s.next_review_on) },
        cell: ({ row: { original: s } }) =>
          s.status === 'effective' ? (
            <span className="flex flex-col items-start gap-1">
              {formatDate(s.next_review_on)}
              <ReviewBadge nextReviewOn={s.next_review_on} />
            </span>
          ) : (
            '—'
          ),
      }),
      col.accessor((s) => personName(team.data, s.owner_id), { id: 'owner', header: 'Owner' }),
      col.accessor((s) => personName(team.data, s.approver_id), { id: 'approver', header: 'Approver' }),
      col.accessor(
        (s) => (s.acknowledgedByMe === null ? '' : s.acknowledgedByMe ? 'Acknowledged' : 'To acknowledge'),
        {
          id: 'you',
          header: 'You',
          cell: ({ row: { original: s } }) =>
            s.acknowledgedByMe === null ? (
              '—'
            ) : s.acknowledgedByMe ? (
              <Badge tone="success">Acknowledged</Badge>
            ) : (
              <Badge tone="warning">To acknowledge</Badge>
            ),
        },
      ),
    ] as TableColumn<RegisterSop>[];
  }, [team.data]);

  if (register.isError)
    return (
      <LoadError error={register.error} onRetry={() => void register.refetch()}>
        Could not load the SOP register.
      </LoadError>
    );
  return (
    <Table
      caption="SOP register"
      data={register.data ?? []}
      columns={columns}
      loading={register.isPending}
      getRowId={(s) => s.id}
      initialSorting={[{ id: 'code', desc: false }]}
      columnMenu
      exportCsv={{ fileName: 'sop-register' }}
      onRowClick={(s) => void navigate(facilityTo(atlasPaths.sop.href({ sopId: s.id })))}
      rowLabel={(s) => `${s.code} ${s.title}`}
      empty={
        facility.can('edit')
          ? 'No SOPs yet. Create the first one with New SOP.'
          : 'No SOPs yet. Your managers write them here.'
      }
    />
  );
}
