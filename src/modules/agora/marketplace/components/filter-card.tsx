import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RangeSlider } from '@/components/ui/range-slider';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { Specialty } from '../../components/specialty-badges';
import { formatRate } from '../../components/format';
import { RATE_MAX, RATE_MIN, RATE_STEP, RATING_OPTIONS, type ConsultantFilters } from '../filters';

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
    active
      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
  );

/**
 * Spec-1 §2 "Find Expert Consultants". Edits a draft; the list reloads only on Apply Filters,
 * Enter in the search box, or Reset.
 */
export function FilterCard({
  draft,
  onDraftChange,
  onApply,
  onReset,
  specialties,
  specialtiesLoading,
}: {
  draft: ConsultantFilters;
  onDraftChange: (next: ConsultantFilters) => void;
  onApply: (filters: ConsultantFilters) => void;
  onReset: () => void;
  specialties: readonly Specialty[] | undefined;
  specialtiesLoading: boolean;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const set = (patch: Partial<ConsultantFilters>) => onDraftChange({ ...draft, ...patch });
  const toggleSpecialty = (id: number) =>
    set({
      specialties: draft.specialties.includes(id)
        ? draft.specialties.filter((s) => s !== id)
        : [...draft.specialties, id],
    });

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-brand-950">Find Expert Consultants</h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-9 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
        >
          {open ? 'Hide filters' : 'Show filters'}
        </button>
      </div>

      <form
        id={bodyId}
        role="search"
        aria-label="Filter consultants"
        className={cn('flex-col gap-5', open ? 'flex' : 'hidden lg:flex')}
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Search by expertise or keyword..."
          value={draft.searchTerm}
          onChange={(e) => set({ searchTerm: e.target.value })}
          enterKeyHint="search"
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Minimum rating</legend>
          <div className="flex flex-wrap gap-2">
            {RATING_OPTIONS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={draft.minRating === option.value}
                onClick={() => set({ minRating: option.value })}
                className={cn(chip(draft.minRating === option.value), 'min-w-12 justify-center')}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>

        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
          <span className="text-sm font-medium text-ink">Video only</span>
          <button
            type="button"
            role="switch"
            aria-checked={draft.hasVideoConferencing}
            aria-label="Video only"
            onClick={() => set({ hasVideoConferencing: !draft.hasVideoConferencing })}
            className={cn(
              'relative h-6 w-11 shrink-0 rounded-full transition-colors',
              draft.hasVideoConferencing ? 'bg-brand-700' : 'bg-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
                draft.hasVideoConferencing && 'translate-x-5',
              )}
            />
          </button>
        </label>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Specialties</legend>
          {specialtiesLoading ? (
            <div className="flex flex-wrap gap-2">
              {['w-20', 'w-28', 'w-16', 'w-24', 'w-20', 'w-32'].map((w, i) => (
                <Skeleton key={i} className={cn('h-9 rounded-full', w)} />
              ))}
            </div>
          ) : (
            <div className="flex max-h-64 flex-wrap gap-2 overflow-y-auto">
              {(specialties ?? []).map((s) => (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={draft.specialties.includes(s.id)}
                  onClick={() => toggleSpecialty(s.id)}
                  className={cn(chip(draft.specialties.includes(s.id)), 'min-h-8 px-2.5 text-xs')}
                >
                  {s.name}
                </button>
              ))}
            </div>
          )}
        </fieldset>

        <RangeSlider
          label="Hourly rate"
          min={RATE_MIN}
          max={RATE_MAX}
          step={RATE_STEP}
          value={[draft.minHourlyRate, draft.maxHourlyRate]}
          onChange={([minHourlyRate, maxHourlyRate]) => set({ minHourlyRate, maxHourlyRate })}
          thumbLabels={['Minimum hourly rate', 'Maximum hourly rate']}
          formatValue={formatRate}
        />

        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onReset}>
            Reset
          </Button>
          <Button type="submit">Apply Filters</Button>
        </div>
      </form>
    </Card>
  );
}
