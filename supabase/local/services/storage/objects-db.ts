// SQL on storage.objects. Callers pass either the superuser pool or a client inside `withRole`;
// which one decides whether RLS applies, so every function takes the connection explicitly.
import { isUuid, type Db } from '../../db.ts';
import type { BucketRow, ObjectMetadata, ObjectRow } from './types.ts';

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at';

export async function findBucket(q: Db, id: string): Promise<BucketRow | null> {
  const { rows } = await q.query<BucketRow>(
    `select id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findObject(q: Db, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

export async function findObjectNames(q: Db, bucket: string, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await q.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  return new Set(rows.map((r) => r.name));
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | undefined;
  metadata: ObjectMetadata | Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

function ownerColumns(owner: string | undefined): [string | null, string | null] {
  return [isUuid(owner) ? owner : null, owner ?? null];
}

/** A plain insert needs only the INSERT policy: no RETURNING, the id is chosen here. */
export async function insertObject(q: Db, o: NewObject): Promise<void> {
  const [owner, ownerId] = ownerColumns(o.owner);
  await q.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.id, o.bucket, o.name, owner, ownerId, o.metadata, o.userMetadata, o.version],
  );
}

/**
 * Insert or replace, as hosted's upsert: on a conflict Postgres applies the UPDATE policies to the
 * existing row and, with RETURNING, the SELECT policies too. Returns the row's id and the version
 * it replaced (read first, as the caller, so its file can be removed after commit).
 */
export async function upsertObject(
  q: Db,
  o: NewObject,
): Promise<{ id: string; previousVersion: string | null }> {
  const [owner, ownerId] = ownerColumns(o.owner);
  const previous = await q.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [o.bucket, o.name],
  );
  const { rows } = await q.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
     returning id`,
    [o.id, o.bucket, o.name, owner, ownerId, o.metadata, o.userMetadata, o.version],
  );
  return { id: rows[0]!.id, previousVersion: previous.rows[0]?.version ?? null };
}

/** Deletes what the caller may delete among `names`; RLS-hidden rows are silently skipped. */
export async function deleteObjects(q: Db, bucket: string, names: string[]): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  const { rows } = await q.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function deleteAllObjects(q: Db, bucket: string): Promise<ObjectRow[]> {
  const { rows } = await q.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 returning ${OBJECT_COLUMNS}`,
    [bucket],
  );
  return rows;
}

/** Renames a row (UPDATE and SELECT policies decide); null when the caller cannot touch it. */
export async function renameObject(
  q: Db,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string; version: string; owner: string | undefined },
): Promise<{ id: string } | null> {
  const [owner, ownerId] = ownerColumns(to.owner);
  const { rows } = await q.query<{ id: string }>(
    `update storage.objects
        set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7, updated_at = now()
      where bucket_id = $1 and name = $2
      returning id`,
    [from.bucket, from.name, to.bucket, to.name, to.version, owner, ownerId],
  );
  return rows[0] ?? null;
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Partial<ObjectMetadata> | null;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * One level of a "folder" as hosted's storage.search returns it: sub-folders as entries with null
 * id and dates, files with their row. Matching on prefix+search is case-insensitive, and only
 * rows the caller may select are seen, so hidden files never show, nor do folders made only of them.
 */
export async function listObjects(q: Db, bucket: string, o: ListOptions): Promise<ListEntry[]> {
  const dir = o.sortOrder === 'desc' ? 'desc' : 'asc';
  const order =
    o.sortColumn === 'name'
      ? `lower(name) collate "C" ${dir}, name collate "C" ${dir}`
      : `is_folder desc, (case when is_folder then lower(name) end) collate "C" ${dir}, ${o.sortColumn} ${dir}, lower(name) collate "C"`;
  const { rows } = await q.query<ListEntry>(
    `with visible as (
       select substr(name, char_length($3::text) + 1) as rel, id, updated_at, created_at, last_accessed_at, metadata
         from storage.objects
        where bucket_id = $1 and lower(name) like $2 escape '\\'
     ), entries as (
       select distinct split_part(rel, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
              true as is_folder
         from visible where strpos(rel, '/') > 0
       union all
       select rel, id, updated_at, created_at, last_accessed_at, metadata, false
         from visible where strpos(rel, '/') = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries order by ${order} limit $4 offset $5`,
    [bucket, `${escapeLike((o.prefix + o.search).toLowerCase())}%`, o.prefix, o.limit, o.offset],
  );
  return rows;
}
