import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { afterPause } from '../../after-pause';
import type { CultivarFilters } from '../../api/keys';
import { useLibraryFacets } from '../../api/get-library-facets';
import { CHEMOTYPE_LABELS, CHEMOTYPES } from '../../chemotype';

/** The library's search box and filters; the search waits for typing to pause. */
export function LibraryFilters({
  filters,
  onChange,
}: {
  filters: CultivarFilters;
  onChange: (next: CultivarFilters) => void;
}) {
  const facets = useLibraryFacets();
  const [text, setText] = useState(filters.query);
  // The query last sent up: a different one arriving means it was changed elsewhere (cleared).
  const [sent, setSent] = useState(filters.query);
  if (filters.query !== sent) {
    setSent(filters.query);
    setText(filters.query);
  }
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (text === sent) return;
    return afterPause(() => {
      setSent(text);
      onChange({ ...filters, query: text });
    }, 250);
  }, [text, sent, filters, onChange]);

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const active =
    filters.chemotypes.length +
    filters.terpenes.length +
    filters.tags.length +
    (filters.breeder ? 1 : 0) +
    (filters.scope !== 'all' ? 1 : 0);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Search the library"
          type="search"
          placeholder="Name or synonym, typos welcome"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="flex-1"
        />
        <SelectField
          label="Sort"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as CultivarFilters['sort'] })}
          className="sm:w-44"
        >
          <option value="relevance">Best match</option>
          <option value="name">Name</option>
          <option value="newest">Newest</option>
        </SelectField>
        <Button
          variant="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="sm:hidden"
        >
          Filters{active ? ` (${active})` : ''}
        </Button>
      </div>
      <div role="group" aria-label="Chemotype" className="flex flex-wrap gap-2">
        {CHEMOTYPES.map((c) => {
          const on = filters.chemotypes.includes(c);
          return (
            <button
              key={c}
              type="button"
              aria-pressed={on}
              title={CHEMOTYPE_LABELS[c]}
              onClick={() => onChange({ ...filters, chemotypes: toggle(filters.chemotypes, c) })}
              className={cn(
                'h-10 rounded-full border px-3.5 text-sm font-medium transition-colors',
                on
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-ink hover:bg-brand-50',
              )}
            >
              Chemotype {c}
            </button>
          );
        })}
      </div>
      <div className={cn('grid gap-3 sm:grid-cols-4', !open && 'hidden sm:grid')}>
        <SelectField
          label="Whose"
          value={filters.scope}
          onChange={(e) => onChange({ ...filters, scope: e.target.value as CultivarFilters['scope'] })}
        >
          <option value="all">Mine and shared</option>
          <option value="mine">Mine</option>
          <option value="community">Shared by others</option>
        </SelectField>
        <SelectField
          label="Breeder"
          value={filters.breeder}
          onChange={(e) => onChange({ ...filters, breeder: e.target.value })}
        >
          <option value="">Any breeder</option>
          {(facets.data?.breeders ?? []).map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Leading terpene"
          value=""
          onChange={(e) =>
            e.target.value && onChange({ ...filters, terpenes: toggle(filters.terpenes, e.target.value) })
          }
        >
          <option value="">Add a terpene</option>
          {(facets.data?.terpenes ?? [])
            .filter((t) => !filters.terpenes.includes(t))
            .map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Tag"
          value=""
          onChange={(e) =>
            e.target.value && onChange({ ...filters, tags: toggle(filters.tags, e.target.value) })
          }
        >
          <option value="">Add a tag</option>
          {(facets.data?.tags ?? [])
            .filter((t) => !filters.tags.includes(t))
            .map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
        </SelectField>
      </div>
      {filters.terpenes.length + filters.tags.length > 0 || active > 0 ? (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
          {filters.terpenes.map((t) => (
            <li key={`terp-${t}`}>
              <Chip
                label={`Terpene: ${t}`}
                onRemove={() => onChange({ ...filters, terpenes: toggle(filters.terpenes, t) })}
              />
            </li>
          ))}
          {filters.tags.map((t) => (
            <li key={`tag-${t}`}>
              <Chip
                label={`Tag: ${t}`}
                onRemove={() => onChange({ ...filters, tags: toggle(filters.tags, t) })}
              />
            </li>
          ))}
          <li>
            <Button
              variant="ghost"
              className="h-9"
              onClick={() =>
                onChange({
                  query: '',
                  chemotypes: [],
                  terpenes: [],
                  tags: [],
                  breeder: '',
                  scope: 'all',
                  sort: 'relevance',
                })
              }
            >
              Clear filters
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
      {label}
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        className="grid size-7 place-items-center rounded-full hover:bg-brand-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
