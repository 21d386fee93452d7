// The verification queue's search, experience filter and sort (spec-2 §2, §9). Pure, so the page
// filters the loaded pending requests instantly and the rules are unit-tested.
import { personName } from './format';

export type ExperienceBand = 'all' | 'novice' | 'experienced' | 'expert';
export type QueueSort = 'newest' | 'oldest' | 'name';

export interface QueueFilters {
  search: string;
  experience: ExperienceBand;
  sort: QueueSort;
}

export const DEFAULT_QUEUE_FILTERS: QueueFilters = { search: '', experience: 'all', sort: 'newest' };

export const EXPERIENCE_BANDS: { value: ExperienceBand; label: string }[] = [
  { value: 'all', label: 'All experience levels' },
  { value: 'novice', label: 'Novice (under 3 years)' },
  { value: 'experienced', label: 'Experienced (3-7 years)' },
  { value: 'expert', label: 'Expert (8+ years)' },
];

export const QUEUE_SORTS: { value: QueueSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A-Z)' },
];

/** What the queue needs from a request; the API row is a superset. */
export interface QueueItem {
  id: string;
  created_at: string;
  consultant: {
    title: string;
    short_description?: string | null;
    bio: string;
    years_experience: number;
    profile: { first_name: string | null; last_name: string | null } | null;
  } | null;
}

/** Spec-2 §9: novice under 3 years, experienced 3-7, expert 8 and over. */
export function experienceBand(years: number): Exclude<ExperienceBand, 'all'> {
  if (years < 3) return 'novice';
  if (years < 8) return 'experienced';
  return 'expert';
}

export function applicantName(item: Pick<QueueItem, 'consultant'>): string {
  return personName(item.consultant?.profile);
}

function matchesSearch(item: QueueItem, needle: string): boolean {
  if (!needle) return true;
  const c = item.consultant;
  const haystack = [applicantName(item), c?.title, c?.bio].join('\n').toLocaleLowerCase();
  return needle
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Search by name, title or bio (every word must match), filter by experience band, then sort. */
export function filterQueue<T extends QueueItem>(items: readonly T[], filters: QueueFilters): T[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const kept = items.filter(
    (item) =>
      matchesSearch(item, needle) &&
      (filters.experience === 'all' ||
        (item.consultant !== null &&
          experienceBand(item.consultant.years_experience) === filters.experience)),
  );
  const time = (item: T) => Date.parse(item.created_at);
  const byId = (a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (filters.sort) {
    case 'oldest':
      return kept.sort((a, b) => time(a) - time(b) || byId(a, b));
    case 'name':
      return kept.sort((a, b) => collator.compare(applicantName(a), applicantName(b)) || byId(a, b));
    default:
      return kept.sort((a, b) => time(b) - time(a) || byId(a, b));
  }
}

export type BulkDecision = 'approved' | 'rejected';

export interface BulkOutcome {
  id: string;
  ok: boolean;
  error?: unknown;
}

export interface BulkSummary {
  succeeded: string[];
  failed: { id: string; error: unknown }[];
}

/** Splits independently decided items into the ones that went through and the ones that failed. */
export function summariseBulk(outcomes: readonly BulkOutcome[]): BulkSummary {
  return {
    succeeded: outcomes.filter((o) => o.ok).map((o) => o.id),
    failed: outcomes.filter((o) => !o.ok).map((o) => ({ id: o.id, error: o.error })),
  };
}

/** Select-all state of the queue table: checked, unchecked or mixed. */
export function selectAllState(visibleIds: readonly string[], selected: ReadonlySet<string>) {
  const count = visibleIds.filter((id) => selected.has(id)).length;
  if (count === 0) return { checked: false, indeterminate: false };
  if (count === visibleIds.length) return { checked: true, indeterminate: false };
  return { checked: false, indeterminate: true };
}
