// /atlas: a facility at a glance — the viewer's day, SOPs they still have to acknowledge, the
// cycles running now, stock to reorder and open maintenance — with the way into each tool.
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { formatUnit } from '@/lib/format';
import { useConsumables } from '../api/get-consumables';
import { useCycles } from '../api/get-cycles';
import { useMaintenance } from '../api/get-maintenance';
import { useMyTasks } from '../api/get-my-tasks';
import { useSopRegister } from '../api/get-sop-register';
import { PhaseBadge, ReviewBadge } from '../components/badges';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { dayInPhase, daysBetween, phaseOn, toIsoDate } from '../cycles/plan';
import { atlasModule, atlasPaths as p } from '../paths';
import { taskUrgency } from '../tasks/urgency';

function Count({
  value,
  label,
  tone,
}: {
  value: number | undefined;
  label: string;
  tone?: 'danger' | 'warning';
}) {
  return (
    <div>
      <p
        className={`text-3xl font-semibold ${tone === 'danger' && value ? 'text-danger-700' : 'text-brand-950'}`}
      >
        {value ?? '—'}
      </p>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}

export function AtlasHomePage() {
  const { facility } = useFacility();
  const viewer = useViewer();
  const facilityTo = useFacilityTo();
  const today = toIsoDate(new Date());
  const tasks = useMyTasks(facility.id, viewer.userId!);
  const sops = useSopRegister(facility.id, viewer.userId!);
  const cycles = useCycles(facility.id);
  const stock = useConsumables(facility.id);
  const maintenance = useMaintenance(facility.id);

  const mine = tasks.data ?? [];
  const overdue = mine.filter((t) => taskUrgency(t, today) === 'overdue').length;
  const dueToday = mine.filter((t) => taskUrgency(t, today) === 'today').length;
  const toAck = (sops.data ?? []).filter((s) => s.acknowledgedByMe === false);
  const reviews = (sops.data ?? []).filter(
    (s) => s.status === 'effective' && s.next_review_on && daysBetween(today, s.next_review_on) <= 30,
  );
  const running = (cycles.data ?? []).filter((c) => c.status === 'active' && phaseOn(c.phases, today));
  const low = (stock.data ?? []).filter((c) => c.below_reorder_point);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Atlas" description={`${facility.name} · ${atlasModule.description}`} />
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardHeader
            title="Your day"
            actions={
              <Link
                to={facilityTo(p.today.href())}
                className="text-sm font-semibold text-brand-800 underline"
              >
                Open Today
              </Link>
            }
          />
          {tasks.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : (
            <div className="flex gap-8">
              <Count value={overdue} label="overdue" tone="danger" />
              <Count value={dueToday} label="due today" />
            </div>
          )}
        </Card>
        <Card>
          <CardHeader
            title="SOPs to acknowledge"
            actions={
              <Link to={facilityTo(p.sops.href())} className="text-sm font-semibold text-brand-800 underline">
                All SOPs
              </Link>
            }
          />
          {sops.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : toAck.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {toAck.map((s) => (
                <li key={s.id}>
                  <Link
                    to={facilityTo(p.sop.href({ sopId: s.id }))}
                    className="font-medium text-brand-800 underline"
                  >
                    {s.code}
                  </Link>{' '}
                  {s.title} <span className="text-muted">v{s.effective_version}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">You are current on every SOP in force.</p>
          )}
          {facility.can('edit') && reviews.length ? (
            <ul className="mt-3 flex flex-col gap-1 border-t border-line pt-3 text-sm">
              {reviews.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-2">
                  <Link to={facilityTo(p.sop.href({ sopId: s.id }))} className="underline">
                    {s.code}
                  </Link>
                  <ReviewBadge nextReviewOn={s.next_review_on} />
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <Card>
          <CardHeader
            title="Maintenance"
            actions={
              <Link
                to={facilityTo(p.resources.href(), { tab: 'maintenance' })}
                className="text-sm font-semibold text-brand-800 underline"
              >
                Open
              </Link>
            }
          />
          {maintenance.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : (
            <div className="flex gap-8">
              <Count value={maintenance.data?.requests.length} label="open requests" />
              <Count
                value={
                  maintenance.data?.schedule.filter((s) => s.next_due_on && s.next_due_on < today).length
                }
                label="jobs overdue"
                tone="danger"
              />
            </div>
          )}
        </Card>
        <Card className="md:col-span-2">
          <CardHeader
            title="Running now"
            actions={
              <Link
                to={facilityTo(p.cycles.href())}
                className="text-sm font-semibold text-brand-800 underline"
              >
                All cycles
              </Link>
            }
          />
          {cycles.isPending ? (
            <Skeleton className="h-20 w-full" />
          ) : running.length ? (
            <ul className="flex flex-col gap-2">
              {running.map((c) => {
                const now = phaseOn(c.phases, today)!;
                return (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={facilityTo(p.cycle.href({ cycleId: c.id }))}
                      className="text-sm font-medium text-brand-800 underline"
                    >
                      {c.name}
                    </Link>
                    <span className="flex items-center gap-2 text-sm text-muted">
                      {c.strain_name} · <PhaseBadge phase={now.phase} /> day {dayInPhase(now, today)}
                      {c.overdueCount ? <Badge tone="danger">{c.overdueCount} overdue</Badge> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted">No cycle is running today.</p>
          )}
        </Card>
        <Card>
          <CardHeader
            title="To reorder"
            actions={
              <Link
                to={facilityTo(p.resources.href(), { tab: 'consumables' })}
                className="text-sm font-semibold text-brand-800 underline"
              >
                Stock
              </Link>
            }
          />
          {stock.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : low.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {low.map((c) => (
                <li key={c.consumable_id} className="flex justify-between gap-2">
                  <Link
                    to={facilityTo(p.consumable.href({ consumableId: c.consumable_id }))}
                    className="min-w-0 truncate underline"
                  >
                    {c.name}
                  </Link>
                  <span className="shrink-0 text-danger-700">{formatUnit(c.on_hand, c.unit)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">Nothing below its reorder point.</p>
          )}
        </Card>
      </div>
      <nav aria-label="Atlas tools">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {atlasModule.tools.map((t) => (
            <li key={t.id}>
              <Link
                to={facilityTo(t.path)}
                className="block h-full rounded-2xl border border-line bg-white p-4 shadow-xs hover:border-brand-300"
              >
                <span className="text-base font-semibold text-brand-950">{t.name}</span>
                <span className="mt-1 block text-sm text-muted">{t.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
