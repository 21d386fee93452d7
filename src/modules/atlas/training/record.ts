// A facility's training record as a matrix: the people of the team against what the facility
// requires of them (SOPs in force, Ancora courses), one cell each, as facility_training_record
// returns them (the database decides every state), plus the screen's filters and the words.
export type TrainingState = 'valid' | 'expiring' | 'expired' | 'missing';

export interface RecordRow {
  user_id: string;
  person_name: string;
  person_role: string;
  kind: string;
  item_id: string;
  item_code: string | null;
  item_title: string;
  required_by: string[];
  state: string;
  version: number | null;
  current_version: number | null;
  since: string | null;
  until: string | null;
}

export interface Training {
  id: string;
  kind: 'sop' | 'course';
  /** The SOP's code, or the course's title. */
  label: string;
  title: string;
  currentVersion: number | null;
  /** For a course: 'facility' and/or the codes of the SOPs that require it. */
  requiredBy: string[];
}

export interface Cell {
  state: TrainingState;
  version: number | null;
  since: string | null;
  until: string | null;
}

export interface Person {
  id: string;
  name: string;
  role: string;
  cells: Cell[];
  /** How many of the trainings are valid or expiring (still in order). */
  inOrder: number;
}

export interface TrainingMatrix {
  trainings: Training[];
  people: Person[];
}

export const STATE_LABELS: Record<TrainingState, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
};

const STATES = Object.keys(STATE_LABELS) as TrainingState[];
const asState = (s: string): TrainingState =>
  STATES.includes(s as TrainingState) ? (s as TrainingState) : 'missing';
const inOrder = (c: Cell) => c.state === 'valid' || c.state === 'expiring';
const ROLE_RANK: Record<string, number> = { owner: 0, manager: 1, staff: 2 };

/** SOPs first (by code), then courses (by title); people by name, owner first on ties. */
export function trainingMatrix(rows: readonly RecordRow[]): TrainingMatrix {
  const trainings = new Map<string, Training>();
  const people = new Map<string, { id: string; name: string; role: string; cells: Map<string, Cell> }>();
  for (const r of rows) {
    const kind = r.kind === 'course' ? 'course' : 'sop';
    if (!trainings.has(r.item_id))
      trainings.set(r.item_id, {
        id: r.item_id,
        kind,
        label: kind === 'sop' ? (r.item_code ?? r.item_title) : r.item_title,
        title: r.item_title,
        currentVersion: r.current_version,
        requiredBy: r.required_by,
      });
    const person = people.get(r.user_id) ?? {
      id: r.user_id,
      name: r.person_name,
      role: r.person_role,
      cells: new Map<string, Cell>(),
    };
    person.cells.set(r.item_id, {
      state: asState(r.state),
      version: r.version,
      since: r.since,
      until: r.until,
    });
    people.set(r.user_id, person);
  }
  const ordered = [...trainings.values()].sort((a, b) =>
    a.kind === b.kind ? a.label.localeCompare(b.label) : a.kind === 'sop' ? -1 : 1,
  );
  return {
    trainings: ordered,
    people: [...people.values()]
      .map((p) => {
        const cells = ordered.map(
          (t): Cell => p.cells.get(t.id) ?? { state: 'missing', version: null, since: null, until: null },
        );
        return { id: p.id, name: p.name, role: p.role, cells, inOrder: cells.filter(inOrder).length };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || (ROLE_RANK[a.role] ?? 3) - (ROLE_RANK[b.role] ?? 3)),
  };
}

export interface RecordFilters {
  search: string;
  role: string | null;
  /** Only this training (all when null). */
  training: string | null;
  /** 'attention': expiring, expired or missing; else one state; null: all. */
  state: TrainingState | 'attention' | null;
}

export const NO_FILTERS: RecordFilters = { search: '', role: null, training: null, state: null };

/**
 * The matrix narrowed by the filters: people by name and role, trainings by choice, and people
 * with at least one cell in the chosen state among the trainings shown.
 */
export function filterMatrix(m: TrainingMatrix, f: RecordFilters): TrainingMatrix {
  const keep = m.trainings.map((t) => f.training === null || t.id === f.training);
  const trainings = m.trainings.filter((_, i) => keep[i]);
  const term = f.search.trim().toLowerCase();
  const people = m.people
    .filter((p) => (term ? p.name.toLowerCase().includes(term) : true))
    .filter((p) => (f.role ? p.role === f.role : true))
    .map((p) => {
      const cells = p.cells.filter((_, i) => keep[i]);
      return { ...p, cells, inOrder: cells.filter(inOrder).length };
    })
    .filter((p) =>
      f.state === null
        ? true
        : p.cells.some((c) => (f.state === 'attention' ? c.state !== 'valid' : c.state === f.state)),
    );
  return { trainings, people };
}

/** Per training (same order): how many of the people shown are in order. */
export function inOrderCounts(m: TrainingMatrix): number[] {
  return m.trainings.map((_, i) => m.people.filter((p) => inOrder(p.cells[i]!)).length);
}

/**
 * What a cell says in words (and in the CSV), with dates formatted by the caller:
 * 'Valid (v2, 3 Mar 2026)', 'Expiring 20 Jan 2027 (v1)', 'Expired (v1 acknowledged, v3 in force)'.
 */
export function cellWords(t: Training, c: Cell, date: (iso: string) => string): string {
  const label = STATE_LABELS[c.state];
  if (t.kind === 'sop') {
    if (c.state === 'expired') return `${label} (v${c.version} acknowledged, v${t.currentVersion} in force)`;
    if (c.state === 'valid') return `${label} (v${c.version}${c.since ? `, ${date(c.since)}` : ''})`;
    return label;
  }
  if (c.state === 'missing') return label;
  const version = c.version ? ` (v${c.version})` : '';
  if (c.state === 'expiring' || c.state === 'expired')
    return `${label}${c.until ? ` ${date(c.until)}` : ''}${version}`;
  return `${label}${c.until ? ` until ${date(c.until)}` : ''}${version}`;
}
