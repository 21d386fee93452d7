// /atlas/resources/equipment/:equipmentId: a piece of equipment — its facts, its reliability
// figures, preventive schedules and every request (breakdowns and preventive jobs).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate, formatMoney, formatUnit } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useEquipment, type EquipmentDetail } from '../api/get-equipment';
import { roomName, useRooms } from '../api/get-rooms';
import { deletePlan, useResourceMutation } from '../api/resource-mutations';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { MaintenanceRequestRow } from '../components/maintenance-request-row';
import { EquipmentDialog, PlanDialog, RequestDialog } from '../components/resource-dialogs';
import { toIsoDate } from '../cycles/plan';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { EQUIPMENT_CATEGORY_LABELS, type EquipmentCategory } from '../resources/schemas';

type Plan = EquipmentDetail['plans'][number];

export function EquipmentPage() {
  const { equipmentId = '' } = useParams();
  const { facility, select } = useFacility();
  const equipment = useEquipment(facility.id, equipmentId);
  const owner = equipment.data?.item.facility_id;
  useEffect(() => {
    if (owner && owner !== facility.id) select(owner);
  }, [owner, facility.id, select]);
  if (equipment.isPending) return <PageSkeleton label="Loading the equipment" variant="detail" />;
  if (equipment.isError)
    return (
      <LoadError error={equipment.error} onRetry={() => void equipment.refetch()}>
        Could not load this equipment.
      </LoadError>
    );
  if (!equipment.data)
    return (
      <EmptyState
        title="Equipment not found"
        action={
          <Link to={atlasPaths.resources.href()} className="font-semibold text-brand-800 underline">
            Back to resources
          </Link>
        }
      />
    );
  return <EquipmentView detail={equipment.data} />;
}

function EquipmentView({ detail }: { detail: EquipmentDetail }) {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const rooms = useRooms(facility.id);
  const { item, stats, plans, requests } = detail;
  const [dialog, setDialog] = useState<
    | { kind: 'edit' }
    | { kind: 'breakdown' }
    | { kind: 'plan'; plan?: Plan }
    | { kind: 'job'; plan: Plan }
    | null
  >(null);
  const [removing, setRemoving] = useState<Plan | null>(null);
  const remove = useResourceMutation(facility.id, (id: string) => deletePlan(id));
  const today = toIsoDate(new Date());

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={facilityTo(atlasPaths.resources.href())}
            className="text-sm font-medium text-brand-800 underline"
          >
            ← Resources
          </Link>
        }
        title={item.name}
        badge={item.status === 'retired' ? <Badge>Retired</Badge> : null}
        description={`${EQUIPMENT_CATEGORY_LABELS[item.category as EquipmentCategory] ?? item.category} · ${roomName(rooms.data, item.room_id)}`}
        actions={
          <>
            {facility.can('log') ? (
              <Button onClick={() => setDialog({ kind: 'breakdown' })}>Report a breakdown</Button>
            ) : null}
            {facility.can('edit') ? (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'edit' })}>
                Edit
              </Button>
            ) : null}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          [
            'MTBF',
            formatUnit(
              stats?.mtbf_days === null || stats?.mtbf_days === undefined ? null : Number(stats.mtbf_days),
              'days',
              0,
            ),
          ],
          [
            'MTTR',
            formatUnit(
              stats?.mttr_hours === null || stats?.mttr_hours === undefined ? null : Number(stats.mttr_hours),
              'h',
              1,
            ),
          ],
          ['Next failure (est.)', formatDate(stats?.next_failure_on)],
          ['Breakdowns repaired', String(stats?.failures ?? 0)],
        ].map(([term, value]) => (
          <Card key={term} className="p-4">
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="mt-1 text-xl font-semibold text-brand-950">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader title="Details" />
        <DetailList
          columns={3}
          items={[
            { term: 'Vendor', value: item.vendor },
            { term: 'Model', value: item.model },
            { term: 'Serial number', value: item.serial_number },
            { term: 'In service since', value: formatDate(item.in_service_on) },
            {
              term: 'Warranty',
              value: item.warranty_until
                ? `${item.warranty_until < today ? 'Ended' : 'Until'} ${formatDate(item.warranty_until)}`
                : null,
            },
            { term: 'Cost', value: item.cost === null ? null : formatMoney(item.cost) },
          ]}
        />
        {item.notes ? <p className="mt-4 text-sm text-ink">{item.notes}</p> : null}
      </Card>
      <Card>
        <CardHeader
          title="Preventive maintenance"
          actions={
            facility.can('edit') ? (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'plan' })}>
                Add schedule
              </Button>
            ) : null
          }
        />
        {plans.length ? (
          <ul className="flex flex-col gap-3">
            {plans.map((p) => (
              <li
                key={p.plan_id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3 last:border-0"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink">{p.title}</p>
                  <p className="text-xs text-muted">
                    Every {p.interval_days} days · last done{' '}
                    {p.last_done_at ? formatDate(p.last_done_at) : 'never'} · next {formatDate(p.next_due_on)}
                  </p>
                </div>
                <span className="flex flex-wrap items-center gap-2">
                  {p.next_due_on && p.next_due_on < today ? <Badge tone="danger">Overdue</Badge> : null}
                  {p.open_request_id ? (
                    <Badge tone="info">Request open</Badge>
                  ) : facility.can('log') ? (
                    <Button
                      variant="secondary"
                      className="h-9"
                      onClick={() => setDialog({ kind: 'job', plan: p })}
                    >
                      Open request
                    </Button>
                  ) : null}
                  {facility.can('edit') ? (
                    <>
                      <Button
                        variant="ghost"
                        className="h-9"
                        onClick={() => setDialog({ kind: 'plan', plan: p })}
                      >
                        Edit
                      </Button>
                      <Button variant="ghost" className="h-9 text-danger-700" onClick={() => setRemoving(p)}>
                        Remove
                      </Button>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No preventive schedule.</p>
        )}
      </Card>
      <Card>
        <CardHeader title="Requests" description="Breakdowns and jobs, newest first." />
        {requests.length ? (
          <ul className="flex flex-col gap-3">
            {requests.map((r) => (
              <MaintenanceRequestRow key={r.id} request={r} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No requests yet.</p>
        )}
      </Card>
      {dialog?.kind === 'edit' ? <EquipmentDialog item={item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'breakdown' ? (
        <RequestDialog
          equipmentId={item.id}
          equipmentName={item.name}
          kind="corrective"
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'job' ? (
        <RequestDialog
          equipmentId={item.id}
          equipmentName={item.name}
          kind="preventive"
          planId={dialog.plan.plan_id!}
          defaultTitle={dialog.plan.title ?? ''}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'plan' ? (
        <PlanDialog equipmentId={item.id} plan={dialog.plan} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this schedule?"
        description="Its past requests stay in the history."
        confirmLabel="Remove schedule"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.plan_id!, {
            onSuccess: () => {
              toast.success('Schedule removed', { description: removing.title ?? '' });
              setRemoving(null);
            },
            onError: (e) => toast.error('Could not remove it', { description: atlasErrorMessage(e) }),
          })
        }
      />
    </div>
  );
}
