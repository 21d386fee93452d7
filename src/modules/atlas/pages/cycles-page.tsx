// /atlas/cycles: the facility's production cycles (current phase and day, room, timeline, overdue
// tasks) and its templates; managers apply a template or write a new one.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { formatDate } from '@/lib/format';
import { useCycles, type CycleSummary } from '../api/get-cycles';
import { roomName, useRooms } from '../api/get-rooms';
import { useTemplates, type CycleTemplate } from '../api/get-templates';
import { ApplyTemplateDialog } from '../components/apply-template-dialog';
import { PhaseBadge } from '../components/badges';
import { CycleTimeline, PhaseLegend } from '../components/cycle-timeline';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { TabbedPage } from '../components/tabbed-page';
import { useUrlTab } from '../components/use-url-tab';
import { TemplateDialog } from '../components/template-dialog';
import { dayInPhase, daysBetween, PHASE_LABELS, phaseOn, toIsoDate } from '../cycles/plan';
import { atlasPaths } from '../paths';

const STATUS_LABELS = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } as const;

export function CyclesPage() {
  const { facility } = useFacility();
  const [tab, setTab] = useUrlTab(['cycles', 'templates']);
  const [applying, setApplying] = useState<{ templateId?: string } | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <TabbedPage
      title="Production cycles"
      description="Templates of phases and tasks, stamped onto rooms and dates. A room never holds two cycles at once."
      actions={
        facility.can('edit') ? (
          <>
            <Button variant="secondary" onClick={() => setCreating(true)}>
              New template
            </Button>
            <Button onClick={() => setApplying({})}>Apply template</Button>
          </>
        ) : null
      }
      tab={tab}
      onTab={setTab}
      tabs={[
        { value: 'cycles', label: 'Cycles', content: <CycleList /> },
        {
          value: 'templates',
          label: 'Templates',
          content: <TemplateList onApply={(templateId) => setApplying({ templateId })} />,
        },
      ]}
    >
      {applying ? (
        <ApplyTemplateDialog templateId={applying.templateId} onClose={() => setApplying(null)} />
      ) : null}
      {creating ? <TemplateDialog onClose={() => setCreating(false)} /> : null}
    </TabbedPage>
  );
}

function CycleList() {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const navigate = useNavigate();
  const cycles = useCycles(facility.id);
  const rooms = useRooms(facility.id);
  const [status, setStatus] = useState<'active' | 'completed' | 'cancelled' | 'all'>('active');
  const today = toIsoDate(new Date());
  const shown = (cycles.data ?? []).filter((c) => status === 'all' || c.status === status);

  const columns = useMemo(() => {
    const col = tableColumns<CycleSummary>();
    return [
      col.accessor('name', {
        header: 'Batch',
        cell: ({ row: { original: c } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{c.name}</span>
            <span className="text-xs text-muted">{c.strain_name}</span>
          </span>
        ),
        meta: { csv: (c: CycleSummary) => c.name },
      }),
      col.accessor('strain_name', { header: 'Strain' }),
      col.accessor((c) => roomName(rooms.data, c.room_id), { id: 'room', header: 'Room' }),
      col.accessor((c) => phaseOn(c.phases, today)?.phase ?? (today < c.starts_on ? 'planned' : 'finished'), {
        id: 'now',
        header: 'Now',
        meta: {
          csv: (c: CycleSummary) => {
            const p = phaseOn(c.phases, today);
            return p
              ? `${PHASE_LABELS[p.phase]} day ${dayInPhase(p, today)}`
              : today < c.starts_on
                ? 'Planned'
                : 'Finished';
          },
        },
        cell: ({ row: { original: c } }) => {
          const p = phaseOn(c.phases, today);
          if (!p)
            return today < c.starts_on ? (
              <span className="text-sm text-muted">Starts in {daysBetween(today, c.starts_on)} days</span>
            ) : (
              <span className="text-sm text-muted">Finished</span>
            );
          return (
            <span className="flex flex-col items-start gap-0.5">
              <PhaseBadge phase={p.phase} />
              <span className="text-xs text-muted">
                Day {dayInPhase(p, today)} of {daysBetween(p.start_on, p.end_on)}
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'timeline',
        header: 'Timeline',
        meta: { noExport: true, className: 'min-w-40' },
        cell: ({ row: { original: c } }) => <CycleTimeline phases={c.phases} />,
      }),
      col.accessor('starts_on', {
        header: 'Dates',
        meta: { className: 'whitespace-nowrap', csv: (c: CycleSummary) => `${c.starts_on} – ${c.ends_on}` },
        cell: ({ row: { original: c } }) =>
          `${formatDate(c.starts_on, { withoutYear: true })} – ${formatDate(c.ends_on)}`,
      }),
      col.accessor('overdueCount', {
        header: 'Overdue',
        meta: { align: 'end' },
        cell: ({ getValue }) => (getValue() > 0 ? <Badge tone="danger">{getValue()} overdue</Badge> : '—'),
      }),
      col.accessor((c) => STATUS_LABELS[c.status], { id: 'status', header: 'Status' }),
    ] as TableColumn<CycleSummary>[];
  }, [rooms.data, today]);

  if (cycles.isError)
    return (
      <LoadError error={cycles.error} onRetry={() => void cycles.refetch()}>
        Could not load the cycles.
      </LoadError>
    );
  return (
    <div className="flex flex-col gap-3">
      <PhaseLegend />
      <Table
        caption="Production cycles"
        data={shown}
        columns={columns}
        loading={cycles.isPending}
        getRowId={(c) => c.id}
        initialColumnVisibility={{ strain_name: false }}
        columnMenu
        exportCsv={{ fileName: 'cycles' }}
        toolbar={
          <SelectField
            label="Show"
            className="w-44"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            <option value="active">Active cycles</option>
            <option value="completed">Completed</option>
            <option value="cancelled">Cancelled</option>
            <option value="all">All cycles</option>
          </SelectField>
        }
        onRowClick={(c) => void navigate(facilityTo(atlasPaths.cycle.href({ cycleId: c.id })))}
        rowLabel={(c) => `${c.name}, ${c.strain_name}`}
        empty={facility.can('edit') ? 'No cycles yet. Apply a template to plan one.' : 'No cycles yet.'}
      />
    </div>
  );
}

function TemplateList({ onApply }: { onApply: (templateId: string) => void }) {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const navigate = useNavigate();
  const templates = useTemplates(facility.id);
  const columns = useMemo(() => {
    const col = tableColumns<CycleTemplate>();
    return [
      col.accessor('name', {
        header: 'Template',
        cell: ({ row: { original: t } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{t.name}</span>
            {t.description ? <span className="text-xs text-muted">{t.description}</span> : null}
          </span>
        ),
      }),
      col.accessor((t) => t.phases.map((p) => `${PHASE_LABELS[p.phase]} ${p.duration_days}`).join(' · '), {
        id: 'phases',
        header: 'Phases (days)',
      }),
      col.accessor((t) => t.phases.reduce((s, p) => s + p.duration_days, 0), {
        id: 'days',
        header: 'Total',
        meta: { align: 'end' },
        cell: ({ getValue }) => `${getValue()} days`,
      }),
      col.accessor((t) => t.tasks.length, { id: 'tasks', header: 'Tasks', meta: { align: 'end' } }),
      col.display({
        id: 'apply',
        header: '',
        meta: { noExport: true },
        cell: ({ row: { original: t } }) =>
          facility.can('edit') ? (
            <Button
              variant="secondary"
              className="h-9"
              onClick={(e) => {
                e.stopPropagation();
                onApply(t.id);
              }}
            >
              Apply
            </Button>
          ) : null,
      }),
    ] as TableColumn<CycleTemplate>[];
  }, [facility, onApply]);
  if (templates.isError)
    return (
      <LoadError error={templates.error} onRetry={() => void templates.refetch()}>
        Could not load the templates.
      </LoadError>
    );
  return (
    <Table
      caption="Cycle templates"
      data={templates.data ?? []}
      columns={columns}
      loading={templates.isPending}
      getRowId={(t) => t.id}
      onRowClick={(t) => void navigate(facilityTo(atlasPaths.template.href({ templateId: t.id })))}
      rowLabel={(t) => t.name}
      empty={facility.can('edit') ? 'No templates yet. Write one with New template.' : 'No templates yet.'}
    />
  );
}
