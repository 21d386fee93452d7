// The Irrigation Forecaster reads a room's irrigation plan: choose a room plan (Irrigation
// Skeletons) and one of its phases — today's by default — and the forecaster's container,
// substrate, light hours, shots, dryback and runoff are filled from it (forecastFromPlan). Every
// value stays editable, and without a plan the forecaster works from typed values as before.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccess } from '@/hooks/use-access';
import { formatDate } from '@/lib/format';
import { useRoomPlans, type RoomPlan, type RoomPlanPhase } from '../api/get-room-plans';
import type { IrrigationForecastInput } from '../irrigation-forecast';
import { forecastFromPlan, phaseToForecast } from '../irrigation/plan';
import { toLocalInput } from '../records/datetime';
import { FieldGroup, SelectField } from './fields';
import { arcaTools } from '../paths';
import { useFacilityScope } from './use-facility-scope';

const today = () => toLocalInput(new Date()).slice(0, 10);
const planLabel = (p: RoomPlan) => `${p.room?.room_name ?? 'A room'} · ${p.name}`;
const phaseLabel = (ph: RoomPlanPhase) =>
  `${ph.name} (${formatDate(ph.starts_on)} – ${formatDate(ph.ends_on)})`;

type OnFill = (values: Partial<IrrigationForecastInput>) => void;

export function PlanPrefill({
  onFill,
  fieldCapacityPct,
}: {
  onFill: OnFill;
  /** The field capacity typed in the forecaster: turns a relative dryback into points. */
  fieldCapacityPct: number | undefined;
}) {
  // Room plans come from Irrigation Skeletons: the picker shows where the user may open them (by
  // their own plan, or a facility's).
  const skeletons = useAccess(arcaTools.irrigationSkeleton.requiredTier, arcaTools.irrigationSkeleton.scope);
  return skeletons.access.open ? <PlanPicker onFill={onFill} fieldCapacityPct={fieldCapacityPct} /> : null;
}

function PlanPicker({ onFill, fieldCapacityPct }: { onFill: OnFill; fieldCapacityPct: number | undefined }) {
  const scope = useFacilityScope(arcaTools.irrigationSkeleton.requiredTier);
  const plans = useRoomPlans(scope.facility?.id);
  const [planId, setPlanId] = useState('');
  const [phaseId, setPhaseId] = useState('');
  const [filled, setFilled] = useState<string | null>(null);
  const list = plans.data ?? [];
  if (list.length === 0) return null;

  const plan = list.find((p) => p.id === planId);
  const phase = plan?.phases.find((ph) => ph.id === phaseId);

  function choosePlan(id: string) {
    setPlanId(id);
    setFilled(null);
    const chosen = list.find((p) => p.id === id);
    setPhaseId(chosen ? (phaseToForecast(chosen.phases, today())?.id ?? '') : '');
  }

  function fill() {
    if (!plan || !phase) return;
    const typed = typeof fieldCapacityPct === 'number' && fieldCapacityPct > 0 ? fieldCapacityPct : null;
    const values = forecastFromPlan(plan, phase, typed);
    onFill(values);
    setFilled(
      `Filled from ${planLabel(plan)}, ${phase.name}.` +
        (values.targetDrybackPct === undefined
          ? ' Its dryback is relative to the peak: enter the field capacity and fill again, or enter the dryback in points.'
          : '') +
        ' Change any value; the plan stays as it is.',
    );
  }

  return (
    <FieldGroup title="From a room's plan (optional)">
      <SelectField
        label="Room plan"
        value={planId}
        onChange={choosePlan}
        options={[{ value: '', label: 'Type the values instead' }].concat(
          list.map((p) => ({ value: p.id, label: planLabel(p) })),
        )}
      />
      {plan ? (
        <SelectField
          label="Phase"
          value={phaseId}
          onChange={(id) => {
            setPhaseId(id);
            setFilled(null);
          }}
          options={plan.phases.map((ph) => ({ value: ph.id, label: phaseLabel(ph) }))}
        />
      ) : null}
      {plan ? (
        <div className="flex flex-col gap-2 sm:col-span-2">
          <div>
            <Button variant="secondary" onClick={fill} disabled={!phase}>
              Fill from this phase
            </Button>
          </div>
          {filled ? (
            <p role="status" className="text-sm text-muted">
              {filled}
            </p>
          ) : null}
        </div>
      ) : null}
    </FieldGroup>
  );
}
