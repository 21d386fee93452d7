// Irrigation Guides (Advanced): crop-steering plans per stage — P0 to the first shot, the P1 ramp,
// P2 maintenance, P3 before lights-off, vegetative or generative intent, dryback and runoff
// targets — with each phase's shot in mL per plant (the Shot Size Calculator's formula). Skeleton
// phases can copy a guide; the Irrigation Forecaster reads a room's plan.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatNumber, formatUnit } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteIrrigationGuide } from '../api/delete-irrigation-guide';
import { useIrrigationGuides, type IrrigationGuide } from '../api/get-irrigation-guides';
import type { RecordPlace } from '../api/get-record-places';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { GuideDialog } from '../components/guide-dialog';
import { drybackLine, shotsLine } from '../components/steering-summary';
import { useFacilityScope } from '../components/use-facility-scope';
import { INTENT_LABELS, shotPlan, type Intent } from '../irrigation/steering';
import { stageLabel } from '../records/stages';
import { SUBSTRATE_INFO, type Substrate } from '../substrates';
import { arcaPaths } from '../paths';

export function IrrigationGuidesPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Irrigation Guides"
        description="Crop-steering plans per stage: when the first shot comes, the P1 ramp, P2 maintenance, the dryback before lights-off, and the runoff you aim for."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link className="text-brand-700 underline" to={arcaPaths.calculator.href()}>
              Shot Size Calculator
            </Link>
            <Link className="text-brand-700 underline" to={arcaPaths.irrigationForecaster.href()}>
              Irrigation Forecaster
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Guides key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function Guides({ facility }: { facility: RecordPlace }) {
  const guides = useIrrigationGuides(facility.id);
  const remove = useDeleteIrrigationGuide(facility.id);
  const [editing, setEditing] = useState<IrrigationGuide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<IrrigationGuide | null>(null);
  if (guides.isPending) return <PageSkeleton variant="cards" />;
  if (guides.isError)
    return (
      <LoadError error={guides.error} onRetry={() => void guides.refetch()}>
        Error loading the guides.
      </LoadError>
    );
  const list = guides.data;
  return (
    <>
      <div>
        <Button onClick={() => setEditing('new')}>Add guide</Button>
      </div>
      {list.length === 0 ? (
        <EmptyState
          title="No guides yet"
          description="Write down how you steer each stage: the shots, their size and the dryback you aim for."
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.map((g) => (
            <li key={g.id}>
              <GuideCard guide={g} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <GuideDialog
          facility={facility}
          guide={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete ${deleting.name}?`}
          description="Skeleton phases copied from it keep their copy."
          confirmLabel="Delete guide"
          destructive
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success('Guide deleted', { description: deleting.name });
                setDeleting(null);
              },
              onError: (error) =>
                toast.error('The guide was not deleted', { description: getErrorMessage(error) }),
            })
          }
        />
      ) : null}
    </>
  );
}

function GuideCard({
  guide: g,
  onEdit,
  onDelete,
}: {
  guide: IrrigationGuide;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const plan = shotPlan(g.steering, g.container_volume_l, g.photoperiod_h);
  return (
    <Card className="flex h-full flex-col gap-3" aria-label={g.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-brand-950">{g.name}</h2>
          <span className="flex flex-wrap gap-2">
            <Badge tone="brand">{stageLabel(g.stage) || g.stage}</Badge>
            <Badge tone={g.intent === 'generative' ? 'warning' : 'success'}>
              {INTENT_LABELS[g.intent as Intent]?.split(' (')[0] ?? g.intent}
            </Badge>
          </span>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" className="h-9 px-3" onClick={onEdit} aria-label={`Edit ${g.name}`}>
            Edit
          </Button>
          <Button variant="ghost" className="h-9 px-3" onClick={onDelete} aria-label={`Delete ${g.name}`}>
            Delete
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">
        {SUBSTRATE_INFO[g.substrate as Substrate]?.label ?? g.substrate},{' '}
        {formatUnit(g.container_volume_l, 'L', 1)} per plant · {formatNumber(g.photoperiod_h, 1)} h light
      </p>
      <p className="text-sm text-ink">{shotsLine(g.steering)}</p>
      <p className="text-sm text-ink">{drybackLine(g.steering)}</p>
      <p className="text-sm text-brand-900">
        P1 shot {formatNumber(plan.p1ShotMl, 0)} mL · P2 shot {formatNumber(plan.p2ShotMl, 0)} mL per plant ·{' '}
        {formatNumber(plan.dailyMl / 1000, 2)} L a day
      </p>
      {plan.fits ? null : (
        <p className="text-sm font-medium text-danger-700">
          The last shot comes later than P3 allows before lights-off.
        </p>
      )}
      {g.notes ? <p className="text-sm text-muted">{g.notes}</p> : null}
      {g.source ? <p className="text-xs text-muted">Source: {g.source}</p> : null}
    </Card>
  );
}
