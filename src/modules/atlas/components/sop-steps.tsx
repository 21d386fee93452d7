// An SOP version's steps as people follow them: numbered, each with its kind, and measurements
// with their target and tolerance.
import { Badge } from '@/components/ui/badge';
import { formatMeasurement, STEP_KIND_LABELS, type StepKind } from '../sops/steps';

export interface ShownStep {
  id?: string;
  position?: number;
  kind: StepKind;
  body: string;
  target?: number | null;
  tolerance?: number | null;
  unit?: string | null;
}

export function SopSteps({ steps }: { steps: readonly ShownStep[] }) {
  if (steps.length === 0) return <p className="text-sm text-muted">No steps yet.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, i) => (
        <li key={step.id ?? i} className="flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-900"
          >
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink">
              <span className="sr-only">Step {i + 1}: </span>
              {step.body}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <Badge
                tone={step.kind === 'measurement' ? 'info' : step.kind === 'check' ? 'warning' : 'neutral'}
              >
                {STEP_KIND_LABELS[step.kind]}
              </Badge>
              {step.kind === 'measurement' ? (
                <span className="text-sm font-medium text-ink">{formatMeasurement(step)}</span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
