// postgres_changes bindings: parsing what a client joins with ({event, schema, table, filter,
// select}), and compiling its PostgREST-style filter into SQL evaluated by Postgres, so values
// compare with the column's own type (bigint, uuid, timestamptz…) rather than as JS strings.
import type { JsonObject } from '../../http.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type EventFilter = '*' | ChangeType;

export const OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  column: string;
  op: Operator;
  /** For `in`, a Postgres array literal (`(a,b)` becomes `{a,b}`); for `is`, null/true/false/unknown. */
  value: string;
  negate: boolean;
}

export interface BindingSpec {
  event: EventFilter;
  /** `*` matches any schema / table. */
  schema: string;
  table: string;
  conditions: Condition[];
  /** Columns to send (the primary key is always sent); null for all. */
  select: string[] | null;
}

export class FilterError extends Error {}

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

function isOperator(op: string): op is Operator {
  return (OPERATORS as readonly string[]).includes(op);
}

/** Splits on commas that are outside parentheses and double quotes (`a=in.(1,2),b=eq."x,y"`). */
export function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < filter.length) current += filter[++i]!;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

/** PostgREST quoting: `"a,b"` is the value `a,b`; a backslash escapes the next character. */
function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    const ch = value[i]!;
    if (ch === '\\' && i + 1 < value.length - 1) out += value[++i]!;
    else if (ch === '"')
      return value; // an unescaped quote inside: not a quoted value after all
    else out += ch;
  }
  return out;
}

export function parseCondition(segment: string): Condition {
  const trimmed = segment.trim();
  if (!trimmed) throw new FilterError('filter must not contain empty segments (check for extra commas)');
  const eq = trimmed.indexOf('=');
  if (eq <= 0) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([trimmed])}`);
  const column = trimmed.slice(0, eq).trim();
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([column, rest])}`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!isOperator(op)) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([op, raw])}`);
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterError('`in` filter value must be wrapped by parentheses');
    }
    // PostgREST's quoting inside the list is also Postgres' array-literal quoting.
    return { column, op, value: `{${raw.slice(1, -1)}}`, negate };
  }
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!IS_VALUES.has(value))
      throw new FilterError('invalid value for is filter: must be null, true, false, or unknown');
    return { column, op, value, negate };
  }
  return { column, op, value: unquote(raw), negate };
}

/** `col=op.value[,col=op.value…]` (AND); empty means no filter. */
export function parseFilter(filter: string): Condition[] {
  if (!filter.trim()) return [];
  return splitTopLevel(filter.trim()).map(parseCondition);
}

function eventFilter(value: unknown): EventFilter {
  if (typeof value !== 'string') return '*';
  const upper = value.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

export type ParsedBinding = { ok: true; spec: BindingSpec } | { ok: false; reason: string };

/** One entry of the join's `config.postgres_changes`, with hosted Realtime's defaults. */
export function parseBinding(raw: unknown): ParsedBinding {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'postgres_changes entries must be objects' };
  }
  const entry = raw as JsonObject;
  const schema = typeof entry.schema === 'string' ? entry.schema : undefined;
  const table = typeof entry.table === 'string' ? entry.table : undefined;
  if (schema === undefined && table === undefined) {
    return {
      ok: false,
      reason: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(entry)}`,
    };
  }
  let conditions: Condition[] = [];
  if (entry.filter !== undefined && entry.filter !== null) {
    if (typeof entry.filter !== 'string')
      return { ok: false, reason: 'Error parsing `filter` params: expected a string' };
    try {
      conditions = parseFilter(entry.filter);
    } catch (e) {
      return { ok: false, reason: e instanceof FilterError ? e.message : String(e) };
    }
  }
  let select: string[] | null = null;
  if (entry.select !== undefined && entry.select !== null) {
    if (!Array.isArray(entry.select)) {
      return {
        ok: false,
        reason:
          'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
      };
    }
    const cols = entry.select.filter((c): c is string => typeof c === 'string');
    select = cols.length ? cols : null;
  }
  const spec: BindingSpec = {
    event: eventFilter(entry.event),
    schema: schema ?? 'public',
    table: table ?? '*',
    conditions,
    select,
  };
  if (select && (spec.schema === '*' || spec.table === '*')) {
    return {
      ok: false,
      reason:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return { ok: true, spec };
}

export function matchesChange(spec: BindingSpec, schema: string, table: string, type: ChangeType): boolean {
  return (
    (spec.schema === '*' || spec.schema === schema) &&
    (spec.table === '*' || spec.table === table) &&
    (spec.event === '*' || spec.event === type)
  );
}

/** How hosted Realtime names a binding in its error messages. */
export function describeBinding(spec: BindingSpec): string {
  const filters = spec.conditions.map((c) => `{${c.column}, ${c.negate ? 'not.' : ''}${c.op}, ${c.value}}`);
  return `event: ${spec.event}, schema: ${spec.schema}, table: ${spec.table}, filters: [${filters.join(', ')}]`;
}

/** A stable key, so subscribers with the same filter share one evaluation. */
export function conditionsKey(conditions: Condition[]): string {
  return JSON.stringify(conditions.map((c) => [c.column, c.op, c.value, c.negate]));
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface CompileOptions {
  /** SQL reference to a column, e.g. `t."owner"`. */
  column: (name: string) => string;
  /** The column's SQL type as `format_type` prints it, e.g. `bigint`, `character varying`. */
  typeOf: (name: string) => string;
  /** Registers a text parameter and returns its placeholder (`$3`). */
  param: (value: string) => string;
}

const SYMBOLS: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

function compileCondition(c: Condition, opts: CompileOptions): string {
  const col = opts.column(c.column);
  const type = opts.typeOf(c.column);
  if (c.op === 'is') return `${col} is ${c.negate ? 'not ' : ''}${c.value}`;
  if (c.op === 'in') {
    const expr = `${col} = any(${opts.param(c.value)}::text::${type}[])`;
    return c.negate ? `not (${expr})` : expr;
  }
  const value = `${opts.param(c.value)}::text::${type}`;
  if (c.op === 'isdistinct') return `${col} is ${c.negate ? 'not ' : ''}distinct from ${value}`;
  const expr = `${col} ${SYMBOLS[c.op]} ${value}`;
  return c.negate ? `not (${expr})` : expr;
}

/** A boolean SQL expression that is never null: a null comparison does not match (as hosted). */
export function compileConditions(conditions: Condition[], opts: CompileOptions): string {
  if (!conditions.length) return 'true';
  return `coalesce(${conditions.map((c) => `(${compileCondition(c, opts)})`).join(' and ')}, false)`;
}
