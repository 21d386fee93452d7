// The facility's training record, for its owner and managers: everyone on the team against every
// training the facility requires (each SOP in force, each Ancora course it or its SOPs require),
// each cell valid, expiring (with the date), expired or missing; filters; CSV. Below it, the
// courses the facility requires, which owners and managers choose.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ancoraPaths } from '../../ancora/paths';
import {
  useCourseChoices,
  useRequireCourse,
  useRequiredCourses,
  useStopRequiringCourse,
  useTrainingRecord,
} from '../api/training-record';
import { atlasErrorMessage } from '../errors';
import type { FacilityRole } from '@/lib/access';
import { ROLE_LABELS } from '../team/roles';
import {
  cellWords,
  filterMatrix,
  inOrderCounts,
  NO_FILTERS,
  STATE_LABELS,
  type Person,
  type RecordFilters,
  type TrainingState,
} from '../training/record';
import { useFacility } from './facility-context';

const STATE_TONES: Record<TrainingState, BadgeTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  missing: 'neutral',
};

export function TrainingRecord() {
  const { facility } = useFacility();
  const record = useTrainingRecord(facility.id);
  const [filters, setFilters] = useState<RecordFilters>(NO_FILTERS);
  const shown = useMemo(
    () => (record.data ? filterMatrix(record.data, filters) : null),
    [record.data, filters],
  );
  const counts = useMemo(() => (shown ? inOrderCounts(shown) : []), [shown]);

  const columns = useMemo(() => {
    const col = tableColumns<Person>();
    const trainingColumns = (shown?.trainings ?? []).map((t, i) =>
      col.accessor((p) => STATE_LABELS[p.cells[i]!.state], {
        id: `training-${t.id}`,
        header: () => (
          <span title={t.title} className="flex flex-col">
            <span>{t.label}</span>
            <span className="text-xs font-normal text-muted">
              {t.kind === 'sop' ? `SOP v${t.currentVersion}` : 'Ancora course'} · {counts[i]} of{' '}
              {shown?.people.length ?? 0}
            </span>
          </span>
        ),
        meta: {
          label: t.kind === 'sop' ? `${t.label} v${t.currentVersion}` : t.label,
          csv: (p: Person) => cellWords(t, p.cells[i]!, (iso) => formatDate(iso)),
          className: 'min-w-36',
        },
        cell: ({ row: { original: p } }) => {
          const c = p.cells[i]!;
          return (
            <span className="flex flex-col items-start gap-0.5">
              <Badge tone={STATE_TONES[c.state]}>{STATE_LABELS[c.state]}</Badge>
              <span className="text-xs text-muted">
                {t.kind === 'sop'
                  ? c.state === 'expired'
                    ? `v${c.version} acknowledged; v${t.currentVersion} in force`
                    : c.since
                      ? `v${c.version}, ${formatDate(c.since)}`
                      : ''
                  : c.state === 'missing'
                    ? ''
                    : `${c.until ? `${c.state === 'expired' ? 'Expired' : 'Until'} ${formatDate(c.until)}` : 'No expiry'}${
                        c.version ? ` · v${c.version}` : ''
                      }`}
              </span>
            </span>
          );
        },
      }),
    );
    return [
      col.accessor('name', {
        header: 'Person',
        enableHiding: false,
        meta: { className: 'min-w-40' },
        cell: ({ row: { original: p } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{p.name}</span>
            <span className="text-xs text-muted">{ROLE_LABELS[p.role as FacilityRole] ?? p.role}</span>
          </span>
        ),
      }),
      col.accessor((p) => (p.cells.length ? p.inOrder / p.cells.length : 1), {
        id: 'in-order',
        header: 'In order',
        meta: { align: 'end', csv: (p: Person) => `${p.inOrder} of ${p.cells.length}` },
        cell: ({ row: { original: p } }) => `${p.inOrder} of ${p.cells.length}`,
      }),
      ...trainingColumns,
    ] as TableColumn<Person>[];
  }, [shown, counts]);

  if (record.isError)
    return (
      <LoadError error={record.error} onRetry={() => void record.refetch()}>
        Could not load the training record.
      </LoadError>
    );
  const set = (patch: Partial<RecordFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        Everyone on the team against what this facility requires: acknowledging each SOP’s version in force,
        and the Ancora certificates it or its SOPs require. Expiring: a certificate ends within 90 days. An
        SOP acknowledged on an earlier version counts as expired.
      </p>
      <Table
        caption="Training record"
        data={shown?.people ?? []}
        columns={columns}
        loading={record.isPending}
        getRowId={(p) => p.id}
        columnMenu
        exportCsv={{ fileName: 'training-record' }}
        empty={
          record.data && record.data.trainings.length === 0
            ? 'Nothing is required yet: put an SOP in force or require a course below.'
            : 'Nobody matches these filters.'
        }
        toolbar={
          <div className="grid w-full gap-2 sm:grid-cols-4">
            <TextField
              label="Person"
              type="search"
              placeholder="Name"
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
            />
            <SelectField
              label="Role"
              value={filters.role ?? ''}
              onChange={(e) => set({ role: e.target.value || null })}
            >
              <option value="">Everyone</option>
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Training"
              value={filters.training ?? ''}
              onChange={(e) => set({ training: e.target.value || null })}
            >
              <option value="">All trainings</option>
              {(record.data?.trainings ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Status"
              value={filters.state ?? ''}
              onChange={(e) => set({ state: (e.target.value || null) as RecordFilters['state'] })}
            >
              <option value="">Any status</option>
              <option value="attention">Needs attention</option>
              {(Object.keys(STATE_LABELS) as TrainingState[]).map((s) => (
                <option key={s} value={s}>
                  {STATE_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
        }
      />
      <RequiredCourses />
    </div>
  );
}

function RequiredCourses() {
  const { facility } = useFacility();
  const required = useRequiredCourses(facility.id);
  const choices = useCourseChoices();
  const add = useRequireCourse(facility.id);
  const remove = useStopRequiringCourse(facility.id);
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const titleOf = (id: string) => choices.data?.find((c) => c.id === id)?.title ?? 'A course';
  const requiredIds = new Set((required.data ?? []).map((r) => r.course_id));
  const addable = (choices.data ?? []).filter((c) => !requiredIds.has(c.id));

  return (
    <Card>
      <CardHeader
        title="Required courses"
        description="Ancora courses everyone here must hold a valid certificate for. An SOP can also require one (in its details); its tasks then need it."
      />
      {required.isError || choices.isError ? (
        <LoadError
          error={required.error ?? choices.error}
          onRetry={() => void Promise.all([required.refetch(), choices.refetch()])}
        >
          Could not load the required courses.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-3">
          {required.isPending ? (
            <p className="text-sm text-muted">Loading…</p>
          ) : requiredIds.size === 0 ? (
            <p className="text-sm text-muted">No course is required for the whole team yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {[...requiredIds].map((id) => (
                <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    to={ancoraPaths.course.href({ courseId: id })}
                    className="font-medium text-brand-800 underline"
                  >
                    {titleOf(id)}
                  </Link>
                  <Button variant="ghost" onClick={() => setRemoving({ id, title: titleOf(id) })}>
                    Stop requiring<span className="sr-only"> {titleOf(id)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!chosen) return;
              add.mutate(chosen, {
                onSuccess: () => {
                  toast.success('Course required', { description: titleOf(chosen) });
                  setChosen('');
                },
                onError: (error) =>
                  toast.error('The course was not added', { description: atlasErrorMessage(error) }),
              });
            }}
          >
            <SelectField
              label="Require a course"
              className="min-w-60 flex-1"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">Choose a published course</option>
              {addable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {c.certificate_validity_months ? ` (valid ${c.certificate_validity_months} months)` : ''}
                </option>
              ))}
            </SelectField>
            <Button type="submit" busy={add.isPending} disabled={!chosen}>
              Require
            </Button>
          </form>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Stop requiring “${removing?.title ?? ''}”?`}
        description="It leaves the training record (unless an SOP requires it). Certificates people hold are not touched."
        confirmLabel="Stop requiring"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success('No longer required', { description: removing.title });
              setRemoving(null);
            },
            onError: (error) => toast.error('Nothing changed', { description: atlasErrorMessage(error) }),
          })
        }
      />
    </Card>
  );
}
