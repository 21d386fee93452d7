// /atlas/sops/:sopId/draft: the editor of a draft version: what changed, the scope, and the
// ordered steps (instruction, expected photo, pass/fail check, measurement with target ± tolerance).
// Steps are added, reordered with buttons (keyboard and touch alike) and removed; the whole draft is
// saved in one call, and a failed save keeps everything on screen.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useSop, type SopVersion } from '../api/get-sop';
import { saveSopDraft, useSopMutation } from '../api/sop-mutations';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { draftSchema } from '../sops/schemas';
import { STEP_KIND_LABELS, STEP_KINDS, stepsSchema, type StepKind } from '../sops/steps';

interface EditableStep {
  key: string;
  kind: StepKind;
  body: string;
  target: string;
  tolerance: string;
  unit: string;
}

const newKey = () => Math.random().toString(36).slice(2);

function toEditable(version: SopVersion): EditableStep[] {
  return version.steps.map((s) => ({
    key: s.id,
    kind: s.kind,
    body: s.body,
    target: s.target === null ? '' : String(s.target),
    tolerance: s.tolerance === null ? '' : String(s.tolerance),
    unit: s.unit ?? '',
  }));
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

export function SopDraftPage() {
  const { sopId = '' } = useParams();
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const sop = useSop(facility.id, sopId);
  if (sop.isPending) return <PageSkeleton label="Loading the draft" variant="detail" />;
  if (sop.isError)
    return (
      <LoadError error={sop.error} onRetry={() => void sop.refetch()}>
        Could not load this SOP.
      </LoadError>
    );
  const draft = sop.data?.versions.find((v) => v.status === 'draft');
  const back = facilityTo(atlasPaths.sop.href({ sopId }));
  if (!sop.data || !draft || !facility.can('edit'))
    return (
      <EmptyState
        title="No draft to edit"
        description="Only managers edit drafts, and only while they are drafts: an approved or effective version is never changed."
        action={
          <Link to={back} className="font-semibold text-brand-800 underline">
            Back to the SOP
          </Link>
        }
      />
    );
  return (
    <DraftEditor
      key={draft.id}
      sopId={sopId}
      code={sop.data.sop.code}
      title={sop.data.sop.title}
      draft={draft}
    />
  );
}

function DraftEditor({
  sopId,
  code,
  title,
  draft,
}: {
  sopId: string;
  code: string;
  title: string;
  draft: SopVersion;
}) {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const navigate = useNavigate();
  const [summary, setSummary] = useState(draft.change_summary ?? '');
  const [scope, setScope] = useState(draft.scope ?? '');
  const [steps, setSteps] = useState<EditableStep[]>(() => toEditable(draft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const save = useSopMutation(facility.id, (input: Parameters<typeof saveSopDraft>) =>
    saveSopDraft(...input),
  );
  const back = facilityTo(atlasPaths.sop.href({ sopId }));

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (key: string, patch: Partial<EditableStep>) => {
    setDirty(true);
    setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  };
  const move = (index: number, by: -1 | 1) => {
    setDirty(true);
    setSteps((all) => {
      const next = [...all];
      const [step] = next.splice(index, 1);
      next.splice(index + by, 0, step!);
      return next;
    });
  };

  const parsedSteps = useMemo(
    () =>
      steps.map((s) => ({
        kind: s.kind,
        body: s.body,
        target: s.kind === 'measurement' ? num(s.target) : null,
        tolerance: s.kind === 'measurement' ? num(s.tolerance) : null,
        unit: s.kind === 'measurement' ? s.unit : null,
      })),
    [steps],
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const meta = draftSchema.safeParse({ change_summary: summary, scope });
    const list = stepsSchema.safeParse(parsedSteps);
    const found: Record<string, string> = {};
    for (const issue of meta.error?.issues ?? []) found[String(issue.path[0])] = issue.message;
    for (const issue of list.error?.issues ?? []) {
      const [index, field] = issue.path;
      if (typeof index === 'number') found[`${steps[index]!.key}.${String(field ?? 'body')}`] = issue.message;
      else found.steps = issue.message;
    }
    setErrors(found);
    if (!meta.success || !list.success) return;
    save.mutate([draft.id, meta.data, list.data], {
      onSuccess: () => {
        setDirty(false);
        toast.success('Draft saved', { description: `${code} v${draft.version}` });
        void navigate(back);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link to={back} className="text-sm font-medium text-brand-800 underline">
            ← {code}
          </Link>
        }
        title={`Edit version ${draft.version} of ${code}`}
        description={title}
        actions={
          <Button type="submit" busy={save.isPending}>
            Save draft
          </Button>
        }
      />
      {save.isError ? <Alert>{atlasErrorMessage(save.error)}</Alert> : null}
      <Card>
        <CardHeader title="About this version" />
        <div className="flex flex-col gap-4">
          <TextAreaField
            label="What changed"
            rows={2}
            value={summary}
            onChange={(e) => {
              setDirty(true);
              setSummary(e.target.value);
            }}
            error={errors.change_summary}
            hint="Shown to everyone asked to acknowledge this version."
          />
          <TextAreaField
            label="Purpose and scope"
            rows={3}
            value={scope}
            onChange={(e) => {
              setDirty(true);
              setScope(e.target.value);
            }}
            error={errors.scope}
          />
        </div>
      </Card>
      <Card>
        <CardHeader title="Steps" description="In the order they are done." />
        {errors.steps ? <Alert className="mb-4">{errors.steps}</Alert> : null}
        <ol className="flex flex-col gap-4">
          {steps.map((step, i) => (
            <li key={step.key} className="rounded-xl border border-line p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-brand-950">Step {i + 1}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="h-9 px-2"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move step ${i + 1} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    className="h-9 px-2"
                    disabled={i === steps.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move step ${i + 1} down`}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    className="h-9 px-2 text-danger-700"
                    onClick={() => {
                      setDirty(true);
                      setSteps((all) => all.filter((s) => s.key !== step.key));
                    }}
                    aria-label={`Remove step ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
                <SelectField
                  label="Kind"
                  value={step.kind}
                  onChange={(e) => update(step.key, { kind: e.target.value as StepKind })}
                >
                  {STEP_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {STEP_KIND_LABELS[k]}
                    </option>
                  ))}
                </SelectField>
                <TextAreaField
                  label={
                    step.kind === 'measurement'
                      ? 'What to measure'
                      : step.kind === 'photo'
                        ? 'What the photo shows'
                        : step.kind === 'check'
                          ? 'What must be true'
                          : 'Instruction'
                  }
                  rows={2}
                  value={step.body}
                  onChange={(e) => update(step.key, { body: e.target.value })}
                  error={errors[`${step.key}.body`]}
                />
              </div>
              {step.kind === 'measurement' ? (
                <div className="mt-3 grid grid-cols-3 gap-3">
                  <TextField
                    label="Target"
                    type="number"
                    value={step.target}
                    onChange={(e) => update(step.key, { target: e.target.value })}
                    error={errors[`${step.key}.target`]}
                  />
                  <TextField
                    label="± Tolerance"
                    type="number"
                    value={step.tolerance}
                    onChange={(e) => update(step.key, { tolerance: e.target.value })}
                    error={errors[`${step.key}.tolerance`]}
                  />
                  <TextField
                    label="Unit"
                    value={step.unit}
                    onChange={(e) => update(step.key, { unit: e.target.value })}
                    error={errors[`${step.key}.unit`]}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setDirty(true);
            setSteps((all) => [
              ...all,
              { key: newKey(), kind: 'instruction', body: '', target: '', tolerance: '', unit: '' },
            ]);
          }}
        >
          Add a step
        </Button>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending}>
          Save draft
        </Button>
      </div>
    </form>
  );
}
