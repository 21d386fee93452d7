// POST /object/list-v2/{bucket} (storage-js `listV2`): keys under a prefix in byte order (or by a
// timestamp), a page at a time behind an opaque cursor, optionally folded into "folders" at `/`.
// Shapes, limits and the cursor's encoding follow hosted's listObjectsV2 (supabase/storage
// src/storage/object.ts and the search_v2 SQL); rows are read as the caller, so RLS decides.
import type { Db } from '../../db.ts';
import { ERRORS } from './errors.ts';
import type { JsonBody } from './http.ts';

/** Hosted caps a page at 1000 keys and uses that when no limit is given. */
const MAX_KEYS = 1000;

type SortColumn = 'name' | 'created_at' | 'updated_at';
type SortOrder = 'asc' | 'desc';

export interface ListV2Options {
  prefix: string;
  limit: number;
  withDelimiter: boolean;
  sortColumn: SortColumn;
  sortOrder: SortOrder;
  /** Decoded cursor: list after this name (and, for timestamp sorts, after this instant). */
  startAfter: string | undefined;
  sortColumnAfter: string | undefined;
}

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

/** Hosted's cursor: base64 of `l:<name>\no:<order>\nc:<column>\na:<instant>` (only the parts set). */
const CURSOR_PARTS: ReadonlyArray<[string, keyof Cursor]> = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

export function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_PARTS.flatMap(([k, field]) => (cursor[field] ? [`${k}:${cursor[field]}`] : []));
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)$/.exec(line);
    const field = match && CURSOR_PARTS.find(([k]) => k === match[1])?.[1];
    if (!match || !field) throw ERRORS.invalidParameter('continuation token');
    cursor[field] = match[2]!;
  }
  return cursor;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw ERRORS.invalidRequest(`body/${name} must be equal to one of the allowed values`);
  return value as T;
}

/** The request body, checked as hosted's JSON schema does. */
export function listV2Options(body: JsonBody): ListV2Options {
  const { prefix, limit, cursor, with_delimiter: withDelimiter, sortBy } = body;
  if (prefix !== undefined && typeof prefix !== 'string')
    throw ERRORS.invalidRequest('body/prefix must be string');
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit)))
    throw ERRORS.invalidRequest('body/limit must be integer');
  if (typeof limit === 'number' && limit < 1) throw ERRORS.invalidRequest('body/limit must be >= 1');
  if (cursor !== undefined && typeof cursor !== 'string')
    throw ERRORS.invalidRequest('body/cursor must be string');
  if (withDelimiter !== undefined && typeof withDelimiter !== 'boolean')
    throw ERRORS.invalidRequest('body/with_delimiter must be boolean');
  let column: SortColumn | undefined;
  let order: SortOrder | undefined;
  if (sortBy !== undefined) {
    if (!sortBy || typeof sortBy !== 'object' || Array.isArray(sortBy))
      throw ERRORS.invalidRequest('body/sortBy must be object');
    const s = sortBy as Record<string, unknown>;
    if (s.column === undefined)
      throw ERRORS.invalidRequest("body/sortBy must have required property 'column'");
    column = oneOf(s.column, ['name', 'created_at', 'updated_at'], 'sortBy/column');
    order = oneOf(s.order, ['asc', 'desc'], 'sortBy/order');
  }
  // A cursor carries the sort it was made with; it wins over the body's, as on hosted.
  const decoded = cursor ? decodeCursor(cursor) : undefined;
  const sortColumn = (decoded?.sortColumn ?? column ?? 'name') as string;
  const sortOrder = (decoded?.sortOrder ?? order ?? 'asc') as string;
  return {
    prefix: prefix ?? '',
    limit: Math.min(limit || MAX_KEYS, MAX_KEYS),
    withDelimiter: withDelimiter === true,
    sortColumn: sortColumn === 'created_at' || sortColumn === 'updated_at' ? sortColumn : 'name',
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
    startAfter: decoded?.startAfter || undefined,
    sortColumnAfter: decoded?.sortColumnAfter || undefined,
  };
}

interface Row {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

/**
 * One page plus one row (to tell whether more follow). With the delimiter, keys below the next `/`
 * after the prefix fold into one folder row named by that common prefix ("a/b/"), dated by its
 * oldest object's creation, as hosted's search_v2 does; keys sort bytewise (COLLATE "C").
 */
async function queryPage(q: Db, bucket: string, o: ListV2Options): Promise<Row[]> {
  const dir = o.sortOrder;
  const op = dir === 'asc' ? '>' : '<';
  const params: unknown[] = [bucket, o.prefix, o.limit + 1];
  const where: string[] = [];
  if (o.startAfter !== undefined) {
    if (o.sortColumn !== 'name' && o.sortColumnAfter) {
      params.push(o.sortColumnAfter, o.startAfter);
      where.push(
        `(date_trunc('milliseconds', ${o.sortColumn}), name collate "C") ${op} ($${params.length - 1}::timestamptz, $${params.length})`,
      );
    } else {
      params.push(o.startAfter);
      where.push(`name collate "C" ${op} $${params.length}`);
    }
  }
  const order =
    o.sortColumn === 'name' ? `name collate "C" ${dir}` : `${o.sortColumn} ${dir}, name collate "C" ${dir}`;
  const columns = 'name, id, updated_at, created_at, last_accessed_at, metadata';
  // Case-sensitive, as hosted's V2 listing (the V1 `list` matches case-insensitively).
  const matching = `select ${columns} from storage.objects where bucket_id = $1 and starts_with(name, $2::text)`;
  const entries = o.withDelimiter
    ? `with matching as (
         select *, case when strpos(substr(name, char_length($2::text) + 1), '/') > 0
                        then left(name, char_length($2::text) + strpos(substr(name, char_length($2::text) + 1), '/'))
                   end as folder
           from (${matching}) m
       )
       select folder as name, null::uuid as id, min(created_at) as updated_at, min(created_at) as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matching where folder is not null group by folder
       union all
       select ${columns} from matching where folder is null`
    : matching;
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const sql = `select ${columns} from (${entries}) entries ${filter} order by ${order} limit $3`;
  const { rows } = await q.query<Row>(sql, params);
  return rows;
}

export async function listObjectsV2(q: Db, bucket: string, o: ListV2Options) {
  const rows = await queryPage(q, bucket, o);
  const hasNext = rows.length > o.limit;
  const page = hasNext ? rows.slice(0, o.limit) : rows;
  const levels = o.prefix === '' ? 1 : o.prefix.split('/').length;
  const folders: Array<{ id: null; key: string; name: string }> = [];
  const objects: Array<Row & { key?: string }> = [];
  for (const row of page) {
    // Hosted's delimiter listing names each entry's segment at the prefix's depth as its key
    // (folder `testpath/` at the top: key `testpath`).
    if (row.id === null)
      folders.push({ id: null, key: row.name.split('/')[levels - 1] ?? '', name: row.name });
    else if (o.withDelimiter) objects.push({ key: row.name.split('/')[levels - 1] ?? '', ...row });
    else objects.push(row);
  }
  const last = page[page.length - 1];
  const result: {
    hasNext: boolean;
    nextCursor?: string;
    nextCursorKey?: string;
    folders: typeof folders;
    objects: typeof objects;
  } = { hasNext, folders, objects };
  if (hasNext && last) {
    const after = o.sortColumn === 'name' ? undefined : last[o.sortColumn];
    result.nextCursor = encodeCursor({
      startAfter: last.name,
      sortOrder: o.sortOrder,
      sortColumn: o.sortColumn,
      ...(after ? { sortColumnAfter: new Date(after).toISOString() } : {}),
    });
    result.nextCursorKey = last.name;
  }
  return result;
}
