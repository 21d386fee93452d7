// /atlas/production: the public production board (signed in or out). It reads one function that
// returns only what each published facility allowed: a public name, room aliases, the phase, the
// day in it and the strain, or less. Refreshed every five minutes while open.
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useQuery } from '@tanstack/react-query';
import { getProductionBoardQueryOptions, type BoardRow } from '../api/get-production-board';
import { PhaseBadge } from '../components/badges';
import { PhaseLegend } from '../components/cycle-timeline';
import { PHASE_LABELS, PHASES, type Phase } from '../cycles/plan';
import { productionBoardPage } from '../paths';

const isPhase = (p: string | null): p is Phase => (PHASES as readonly string[]).includes(p ?? '');

export function ProductionBoardPage() {
  const board = useQuery({ ...getProductionBoardQueryOptions(), refetchInterval: 5 * 60_000 });
  const groups = new Map<string, BoardRow[]>();
  for (const row of board.data ?? []) {
    const list = groups.get(row.board_name) ?? [];
    list.push(row);
    groups.set(row.board_name, list);
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageHeader title={productionBoardPage.name} description={productionBoardPage.description} />
      {board.isPending ? (
        <PageSkeleton label="Loading the board" />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()}>
          Could not load the board.
        </LoadError>
      ) : groups.size === 0 ? (
        <EmptyState
          title="Nothing published right now"
          description="Growers on Atlas can publish their current cycles here from their team page."
        />
      ) : (
        <>
          <PhaseLegend />
          <div className="grid gap-4 md:grid-cols-2">
            {[...groups.entries()].map(([name, rows]) => (
              <Card key={name} aria-label={name} className="flex flex-col gap-3">
                <h2 className="text-base font-semibold text-brand-950">{name}</h2>
                <ul className="flex flex-col gap-2">
                  {rows.map((r, i) => (
                    <li
                      key={i}
                      className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-0"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="text-sm font-medium text-ink">{r.room_alias}</span>
                        <span className="text-xs text-muted">{r.strain ?? 'Strain not shown'}</span>
                      </span>
                      <span className="flex items-center gap-2 text-sm text-ink">
                        {isPhase(r.phase) ? <PhaseBadge phase={r.phase} /> : null}
                        {r.day_in_phase !== null && isPhase(r.phase) ? (
                          <span>
                            {PHASE_LABELS[r.phase]} · day {r.day_in_phase} of {r.phase_days}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </>
      )}
      <p className="text-sm text-muted">
        Run a facility?{' '}
        <Link to="/atlas/team" className="font-medium text-brand-800 underline">
          Publish your board
        </Link>{' '}
        from Atlas.
      </p>
    </div>
  );
}
