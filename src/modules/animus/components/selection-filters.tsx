import { useId } from 'react';
import { SelectField } from '@/components/ui/fields';
import {
  addFilterTag,
  removeFilterTag,
  SELECTION_SORT_OPTIONS,
  type SelectionFilterState,
  type SelectionSortKey,
} from '../filters';

/** The Enhanced View's filter panel: sort, generation, and tags picked one at a time as chips. */
export function SelectionFilters({
  state,
  onChange,
  generations,
  tagNames,
}: {
  state: SelectionFilterState;
  onChange: (next: SelectionFilterState) => void;
  generations: readonly string[];
  tagNames: readonly string[];
}) {
  const tagPickerId = useId();
  const chosen = new Set(state.tags.map((t) => t.toLowerCase()));
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label="Sort by"
        value={state.sort}
        onChange={(e) => onChange({ ...state, sort: e.target.value as SelectionSortKey })}
      >
        {SELECTION_SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Generation"
        value={state.generation ?? ''}
        onChange={(e) => onChange({ ...state, generation: e.target.value === '' ? null : e.target.value })}
      >
        <option value="">All generations</option>
        {generations.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={tagPickerId} className="text-sm font-medium text-ink">
          Filter by tags
        </label>
        <select
          id={tagPickerId}
          value=""
          onChange={(e) => onChange({ ...state, tags: addFilterTag(state.tags, e.target.value) })}
          className="h-11 rounded-lg border border-line bg-white px-3 text-base sm:text-sm"
        >
          <option value="">{tagNames.length > 0 ? 'Add a tag…' : 'No tags yet'}</option>
          {tagNames
            .filter((t) => !chosen.has(t.toLowerCase()))
            .map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
        </select>
        {state.tags.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {state.tags.map((t) => (
              <button
                key={t}
                type="button"
                aria-label={`Remove tag filter ${t}`}
                onClick={() => onChange({ ...state, tags: removeFilterTag(state.tags, t) })}
                className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-100 px-2.5 text-xs font-medium text-brand-900 hover:bg-brand-200"
              >
                {t} <span aria-hidden="true">×</span>
              </button>
            ))}
            <button
              type="button"
              onClick={() => onChange({ ...state, tags: [] })}
              className="h-8 rounded-md px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50"
            >
              Clear all
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
