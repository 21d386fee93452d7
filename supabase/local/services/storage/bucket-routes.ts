// /bucket routes, run as the caller: RLS on storage.buckets decides (with no policies there, only
// the service role, which bypasses RLS, can list or change buckets — as on hosted projects).
import type { Hono } from 'hono';
import { isUuid, withRole, type Db } from '../../db.ts';
import { ERRORS, onDuplicate } from './errors.ts';
import { callerOf, jsonBody, optionalString, param, type JsonBody } from './http.ts';
import { mustBeValidBucketName } from './keys.ts';
import { isValidAllowedMimeType } from './mime.ts';
import { deleteAllObjects, findBucket } from './objects-db.ts';
import { parseBucketFileSize } from './size.ts';
import type { BucketRow, StorageDeps } from './types.ts';

const ONE_BUCKET_COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types`;
/** The list adds the bucket's `type`; `GET /bucket/{id}` does not, as on hosted. */
const BUCKET_COLUMNS = `${ONE_BUCKET_COLUMNS}, 'STANDARD' as type`;
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** Buckets as the API returns them: file_size_limit as a number, as hosted's JSON has it. */
function present<T extends Pick<BucketRow, 'file_size_limit'>>(row: T) {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

interface BucketChanges {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

function bucketChanges(body: JsonBody, globalLimit: number): BucketChanges {
  const changes: BucketChanges = {};
  if (body.public !== undefined && body.public !== null) {
    if (typeof body.public !== 'boolean') throw ERRORS.invalidRequest('body/public must be boolean');
    changes.public = body.public;
  }
  const limit = body.file_size_limit;
  if (limit === null) changes.file_size_limit = null;
  else if (typeof limit === 'number' || typeof limit === 'string') {
    const bytes = parseBucketFileSize(limit);
    if (bytes > globalLimit) throw ERRORS.entityTooLarge();
    changes.file_size_limit = bytes;
  } else if (limit !== undefined) throw ERRORS.invalidFileSizeLimit();
  const mimes = body.allowed_mime_types;
  if (mimes === null) changes.allowed_mime_types = null;
  else if (Array.isArray(mimes)) {
    const list = mimes.filter((m): m is string => typeof m === 'string' && m !== '');
    for (const m of list) if (!isValidAllowedMimeType(m)) throw ERRORS.invalidMimeType(m);
    changes.allowed_mime_types = list;
  } else if (mimes !== undefined) throw ERRORS.invalidRequest('body/allowed_mime_types must be array');
  return changes;
}

async function listBuckets(q: Db, query: Record<string, string>) {
  const values: unknown[] = [];
  let sql = `select ${BUCKET_COLUMNS} from storage.buckets`;
  if (query.search) {
    values.push(`%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    sql += ` where name ilike $${values.length}`;
  }
  const column = query.sortColumn && SORT_COLUMNS.has(query.sortColumn) ? query.sortColumn : null;
  if (column) sql += ` order by ${column} ${query.sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc'}`;
  for (const key of ['limit', 'offset'] as const) {
    if (query[key] === undefined) continue;
    const n = Number(query[key]);
    if (!Number.isInteger(n) || n < 0) throw ERRORS.invalidRequest(`querystring/${key} must be integer`);
    values.push(n);
    sql += ` ${key} $${values.length}`;
  }
  const { rows } = await q.query<BucketRow>(sql, values);
  return rows.map(present);
}

export function bucketRoutes(app: Hono, deps: StorageDeps): void {
  app.get('/bucket', async (c) => {
    const caller = await callerOf(c, deps);
    return c.json(await withRole(deps.pool, caller.claims, (client) => listBuckets(client, c.req.query())));
  });

  app.get('/bucket/:id', async (c) => {
    const caller = await callerOf(c, deps);
    const id = param(c, 'id');
    const { rows } = await withRole(deps.pool, caller.claims, (client) =>
      client.query<BucketRow>(`select ${ONE_BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return c.json(present(rows[0]));
  });

  app.post('/bucket', async (c) => {
    const caller = await callerOf(c, deps);
    const body = await jsonBody(c);
    const name = optionalString(body, 'name');
    if (!name) throw ERRORS.invalidRequest("body must have required property 'name'");
    mustBeValidBucketName(name);
    const id = optionalString(body, 'id') || name;
    mustBeValidBucketName(id);
    const changes = bucketChanges(body, deps.globalFileSizeLimit);
    await withRole(deps.pool, caller.claims, (client) =>
      onDuplicate(
        () =>
          client.query(
            `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              id,
              name,
              isUuid(caller.owner) ? caller.owner : null,
              caller.owner ?? null,
              changes.public ?? false,
              changes.file_size_limit ?? null,
              changes.allowed_mime_types ?? null,
            ],
          ),
        ERRORS.bucketAlreadyExists,
      ),
    );
    return c.json({ name });
  });

  app.put('/bucket/:id', async (c) => {
    const caller = await callerOf(c, deps);
    const id = param(c, 'id');
    mustBeValidBucketName(id);
    const changes = bucketChanges(await jsonBody(c), deps.globalFileSizeLimit);
    const entries = Object.entries(changes);
    if (entries.length === 0) throw ERRORS.noContentProvided();
    const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
    const { rowCount } = await withRole(deps.pool, caller.claims, (client) =>
      client.query(`update storage.buckets set ${sets}, updated_at = now() where id = $1`, [
        id,
        ...entries.map(([, v]) => v),
      ]),
    );
    if (!rowCount) throw ERRORS.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.delete('/bucket/:id', async (c) => {
    const caller = await callerOf(c, deps);
    const id = param(c, 'id');
    if (!(await findBucket(deps.pool, id))) throw ERRORS.noSuchBucket();
    const { rows } = await deps.pool.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
      id,
    ]);
    if (rows.length > 0) throw ERRORS.bucketNotEmpty();
    const { rowCount } = await withRole(deps.pool, caller.claims, (client) =>
      client.query('delete from storage.buckets where id = $1', [id]),
    );
    if (!rowCount) throw ERRORS.noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const caller = await callerOf(c, deps);
    const id = param(c, 'id');
    const rows = await withRole(deps.pool, caller.claims, async (client) => {
      const { rowCount } = await client.query('select 1 from storage.buckets where id = $1', [id]);
      if (!rowCount) throw ERRORS.noSuchBucket();
      return deleteAllObjects(client, id);
    });
    await deps.files.removeRows(rows);
    // Hosted queues the emptying and says so; here it is done before the answer, same sentence.
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });
}
