import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadError } from '@/components/ui/load-error';
import { useProjectNotesCheck } from '../api/check-project-notes';
import { useImageUrls } from '../api/get-image-urls';
import { usePhenos } from '../api/get-phenos';
import { useProject } from '../api/get-project';
import { useSelections } from '../api/get-selections';
import { BasicView } from '../components/basic-view';
import { DeleteSelectionDialog } from '../components/delete-selection-dialog';
import { SelectionCard } from '../components/selection-card';
import { SelectionDetailsDialog } from '../components/selection-details-dialog';
import { SelectionFilters } from '../components/selection-filters';
import { SelectionFormDialog } from '../components/selection-form-dialog';
import {
  applySelectionFilters,
  clearFilters,
  DEFAULT_SELECTION_FILTERS,
  distinctGenerations,
  distinctTagNames,
  isFilterActive,
  SELECTION_TABS,
  showingCountText,
  type SelectionFilterState,
  type SelectionTab,
} from '../filters';
import { buildPercentilePools, computeAllPercentiles } from '../percentiles';
import { COMPARE_RADAR_MAX } from '../radar';
import type { Selection } from '../selection';
import { SKELETON_COUNT } from '../selection';
import { animusPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

const CompareView = lazy(() => import('../components/compare-view'));

type FormState = { open: false } | { open: true; selection: Selection | null };

export function SelectionsPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const selections = useSelections(projectId);
  const phenos = usePhenos(projectId);
  useProjectNotesCheck();

  const [view, setView] = useState<'basic' | 'enhanced'>('enhanced');
  const [filters, setFilters] = useState<SelectionFilterState>(DEFAULT_SELECTION_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Selection | null>(null);
  const [viewing, setViewing] = useState<Selection | null>(null);
  const [comparedIds, setComparedIds] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);

  const all = useMemo(() => selections.data ?? [], [selections.data]);
  const byId = useMemo(() => new Map(all.map((s) => [s.id, s])), [all]);
  // Cards are ranked against the whole project, so filtering does not change a card's standing.
  const pools = useMemo(() => buildPercentilePools(all), [all]);
  const shown = useMemo(() => applySelectionFilters(all, filters), [all, filters]);
  const percentiles = useMemo(() => computeAllPercentiles(shown, pools), [shown, pools]);
  const generations = useMemo(() => distinctGenerations(all), [all]);
  const tagNames = useMemo(() => distinctTagNames(all), [all]);
  const firstImages = useMemo(
    () => [...new Set(all.flatMap((s) => (s.images[0] ? [s.images[0]] : [])))],
    [all],
  );
  const detailImages = useMemo(() => viewing?.images ?? [], [viewing]);
  const imageUrls = useImageUrls(firstImages);
  const detailUrls = useImageUrls(detailImages);
  const compared = comparedIds.flatMap((id) => byId.get(id) ?? []);

  const openCreate = () => setForm({ open: true, selection: null });
  const toggleCompare = (s: Selection) =>
    setComparedIds((ids) =>
      ids.includes(s.id) ? ids.filter((id) => id !== s.id) : [...ids, s.id].slice(-COMPARE_RADAR_MAX),
    );

  if (project.isSuccess && project.data === null) {
    return (
      <EmptyState
        title="Project not found"
        description="This breeding project does not exist or is not yours."
        action={
          <Link to={animusPaths.origins.href()} className="font-semibold text-brand-800 underline">
            Back to Origins
          </Link>
        }
      />
    );
  }

  const renderGrid = () => {
    if (selections.isPending) {
      return (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading selections"
        >
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <div
              key={i}
              data-testid="selection-skeleton"
              className="rounded-2xl border border-line bg-white p-5"
            >
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="mt-2 h-3 w-1/3" />
              <Skeleton className="mt-5 h-24 w-full" />
              <Skeleton className="mt-4 h-3 w-2/3" />
            </div>
          ))}
        </div>
      );
    }
    if (selections.isError) {
      return (
        <LoadError onRetry={() => void selections.refetch()}>
          Error loading selections: {selections.error?.message || 'Unknown error'}
        </LoadError>
      );
    }
    if (all.length === 0) {
      return (
        <EmptyState
          title="No selections yet"
          description="Get started by creating your first selection from a phenotype"
          action={<Button onClick={openCreate}>Create Selection</Button>}
        />
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          title="No matching selections"
          description="No selections match your current filters. Try adjusting your search criteria or filters."
          action={
            <Button variant="secondary" onClick={() => setFilters(clearFilters)}>
              Clear all filters
            </Button>
          }
        />
      );
    }
    return (
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((s) => (
          <SelectionCard
            key={s.id}
            selection={s}
            percentiles={percentiles.get(s.id)}
            imageUrl={s.images[0] ? imageUrls.data?.[s.images[0]] : undefined}
            others={all.filter((o) => o.id !== s.id)}
            inComparison={comparedIds.includes(s.id)}
            onView={setViewing}
            onEdit={(sel) => setForm({ open: true, selection: sel })}
            onCompare={toggleCompare}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-5 pb-24">
      <PageHeader
        back={
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <Link to={animusPaths.origins.href()} className="hover:underline">
              Origins
            </Link>
            {' / '}
            <Link to={animusPaths.project.href({ projectId: projectId })} className="hover:underline">
              {project.data?.name ?? 'Project'}
            </Link>
          </nav>
        }
        title="Selections"
        actions={<Button onClick={openCreate}>Add Selection</Button>}
      />

      <Tabs value={view} onValueChange={(v) => setView(v as 'basic' | 'enhanced')}>
        <TabsList aria-label="Selections view">
          <TabsTrigger value="basic">Basic View</TabsTrigger>
          <TabsTrigger value="enhanced">Enhanced View</TabsTrigger>
        </TabsList>
        <TabsContent value="basic">
          <BasicView onAdd={openCreate} />
        </TabsContent>
        <TabsContent value="enhanced" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-brand-950">Selections ({all.length})</h2>
            <div className="flex w-full flex-wrap gap-2 sm:w-auto">
              <label className="min-w-0 flex-1 sm:w-64 sm:flex-none">
                <span className="sr-only">Search selections</span>
                <input
                  type="search"
                  value={filters.search}
                  onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
                  placeholder="Search selections..."
                  className="h-11 w-full rounded-lg border border-line bg-white px-3.5 text-base shadow-xs focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none sm:text-sm"
                />
              </label>
              <Button
                variant="secondary"
                aria-expanded={showFilters}
                aria-controls="selection-filters"
                onClick={() => setShowFilters((s) => !s)}
              >
                Filters
                {filters.tags.length + (filters.generation ? 1 : 0) > 0
                  ? ` (${filters.tags.length + (filters.generation ? 1 : 0)})`
                  : ''}
              </Button>
              <Button onClick={openCreate}>New</Button>
            </div>
          </div>

          <Tabs
            value={filters.tab}
            onValueChange={(v) => setFilters((f) => ({ ...f, tab: v as SelectionTab }))}
          >
            <TabsList aria-label="Selection lists">
              {SELECTION_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>

          {showFilters ? (
            <div id="selection-filters">
              <SelectionFilters
                state={filters}
                onChange={setFilters}
                generations={generations}
                tagNames={tagNames}
              />
            </div>
          ) : null}

          {isFilterActive(filters) && selections.isSuccess ? (
            <p role="status" className="text-sm text-muted">
              {showingCountText(shown.length, all.length)}
            </p>
          ) : null}

          {renderGrid()}
        </TabsContent>
      </Tabs>

      {compared.length > 0 ? (
        <div
          role="region"
          aria-label="Comparison"
          className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-white p-3 shadow-lg md:bottom-4"
        >
          <p className="text-sm">
            <span className="font-semibold">{compared.length}</span> selected for comparison
            {compared.length < 2 ? ' — pick at least one more' : ''}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" className="h-9" onClick={() => setComparedIds([])}>
              Clear
            </Button>
            <Button className="h-9" disabled={compared.length < 2} onClick={() => setComparing(true)}>
              Compare selected ({compared.length})
            </Button>
          </div>
        </div>
      ) : null}

      {comparing && compared.length >= 2 ? (
        <Suspense fallback={null}>
          <CompareView
            selections={compared}
            onSelectionsChange={(next) => setComparedIds(next.map((s) => s.id))}
            onClose={() => setComparing(false)}
            onViewDetails={setViewing}
          />
        </Suspense>
      ) : null}

      <SelectionFormDialog
        open={form.open}
        onOpenChange={(open) => !open && setForm({ open: false })}
        projectId={projectId}
        selection={form.open ? form.selection : null}
        phenos={phenos.data ?? []}
      />
      <DeleteSelectionDialog
        selection={deleting}
        projectId={projectId}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={(s) => setComparedIds((ids) => ids.filter((id) => id !== s.id))}
      />
      <SelectionDetailsDialog
        selection={viewing}
        percentiles={viewing ? computeAllPercentiles([viewing], pools).get(viewing.id) : undefined}
        imageUrls={detailUrls.data ?? {}}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={(s) => setForm({ open: true, selection: s })}
      />
    </div>
  );
}
