// /object routes: upload, download, info, remove, list, move and copy. Rows are read and written
// as the caller, so the project's RLS policies on storage.objects decide.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { withRole } from '../../db.ts';
import type { Caller } from './caller.ts';
import { ERRORS, onDuplicate } from './errors.ts';
import {
  callerOf,
  jsonBody,
  optionalString,
  param,
  requiredString,
  stringArray,
  type JsonBody,
} from './http.ts';
import { isEmptyFolderPlaceholder, mustBeValidKey } from './keys.ts';
import {
  deleteObjects,
  findBucket,
  findObject,
  insertObject,
  listObjects,
  renameObject,
  upsertObject,
  type ListOptions,
  type NewObject,
} from './objects-db.ts';
import { parseTransform, renderImage } from './image.ts';
import { listObjectsV2, listV2Options } from './list-v2.ts';
import { objectInfo, renderObject } from './render.ts';
import type { ObjectRow, StorageDeps } from './types.ts';
import { checkMimeType, uploadObject } from './upload.ts';
import { effectiveSizeLimit } from './size.ts';

/** Hosted's per-request cap on bulk deletes. */
const MAX_OBJECTS_PER_REQUEST = 1000;

type Access = 'caller' | 'public';

/**
 * The row behind a read. Public buckets are readable by anyone (hosted skips RLS for them even on
 * the authenticated routes); otherwise the row must be visible to the caller.
 */
async function readableObject(c: Context, deps: StorageDeps, access: Access): Promise<ObjectRow> {
  const bucketId = param(c, 'bucket');
  const key = param(c, 'key');
  mustBeValidKey(key);
  const caller = access === 'caller' ? await callerOf(c, deps) : null;
  const bucket = await findBucket(deps.pool, bucketId);
  if (!bucket || (access === 'public' && !bucket.public)) throw ERRORS.noSuchBucket();
  const obj =
    bucket.public || !caller
      ? await findObject(deps.pool, bucketId, key)
      : await withRole(deps.pool, caller.claims, (client) => findObject(client, bucketId, key));
  if (!obj) throw ERRORS.noSuchKey();
  return obj;
}

function serve(deps: StorageDeps, access: Access) {
  return async (c: Context) => {
    const obj = await readableObject(c, deps, access);
    return renderObject(deps, obj, {
      head: c.req.method === 'HEAD',
      download: c.req.query('download'),
      ifNoneMatch: c.req.header('if-none-match'),
    });
  };
}

function info(deps: StorageDeps, access: Access) {
  return async (c: Context) => {
    const obj = await readableObject(c, deps, access);
    const meta = obj.metadata ?? {};
    // Hosted's info renderer sends the object's caching headers along with the JSON.
    const headers: Record<string, string> = { 'Cache-Control': meta.cacheControl ?? 'no-cache' };
    if (meta.eTag) headers.ETag = meta.eTag;
    const lastModified = new Date(meta.lastModified ?? obj.updated_at);
    if (!Number.isNaN(lastModified.getTime())) headers['Last-Modified'] = lastModified.toUTCString();
    return c.json(objectInfo(obj), 200, headers);
  };
}

/** GET /render/image/{public,authenticated}/…: the object, transformed (see image.ts). */
function renderTransformed(deps: StorageDeps, access: Access) {
  return async (c: Context) => {
    const transform = parseTransform((name) => c.req.query(name));
    const obj = await readableObject(c, deps, access);
    return renderImage(deps, obj, transform, {
      accept: c.req.header('accept'),
      download: c.req.query('download'),
    });
  };
}

function upload(deps: StorageDeps) {
  return async (c: Context) => {
    const caller = await callerOf(c, deps);
    const result = await uploadObject(deps, {
      bucketId: param(c, 'bucket'),
      key: param(c, 'key'),
      claims: caller.claims,
      owner: caller.owner,
      // PUT replaces (hosted's update is an upsert); POST only with `x-upsert: true`.
      upsert: c.req.method === 'PUT' || c.req.header('x-upsert') === 'true',
      headers: {
        contentType: c.req.header('content-type'),
        cacheControl: c.req.header('cache-control'),
        xMetadata: c.req.header('x-metadata'),
      },
      body: c.req.raw.body,
    });
    return c.json({ Id: result.id, Key: result.path });
  };
}

function listOptions(body: JsonBody): ListOptions {
  let prefix = optionalString(body, 'prefix') ?? '';
  // Hosted treats the prefix as a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const num = (name: string, fallback: number, min: number) => {
    const v = body[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
      throw ERRORS.invalidRequest(`body/${name} must be >= ${min}`);
    return v;
  };
  const sortBy = (body.sortBy && typeof body.sortBy === 'object' ? body.sortBy : {}) as Record<
    string,
    unknown
  >;
  const column = typeof sortBy.column === 'string' ? sortBy.column.toLowerCase() : 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  return {
    prefix,
    search: optionalString(body, 'search') ?? '',
    limit: Math.min(num('limit', 100, 1), 1500),
    offset: num('offset', 0, 0),
    sortColumn:
      column === 'updated_at' || column === 'created_at' || column === 'last_accessed_at' ? column : 'name',
    sortOrder: order === 'desc' ? 'desc' : 'asc',
  };
}

interface Transfer {
  caller: Caller;
  bucketId: string;
  sourceKey: string;
  destBucket: string;
  destKey: string;
}

function transferOf(body: JsonBody, caller: Caller): Transfer {
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destKey = requiredString(body, 'destinationKey');
  mustBeValidKey(sourceKey);
  mustBeValidKey(destKey);
  return {
    caller,
    bucketId,
    sourceKey,
    destBucket: optionalString(body, 'destinationBucket') || bucketId,
    destKey,
  };
}

/**
 * A copy or a move writes into the destination bucket, so that bucket's size and MIME rules apply
 * as they do to an upload (hosted checks only its RLS): a private file cannot become a public one
 * of a kind the public bucket would never accept.
 */
async function assertFitsDestination(deps: StorageDeps, t: Transfer, source: ObjectRow): Promise<void> {
  // Within one bucket the file already passed that bucket's rules.
  if (t.destBucket === t.bucketId) return;
  const bucket = await findBucket(deps.pool, t.destBucket);
  if (!bucket) throw ERRORS.noSuchBucket();
  const meta = source.metadata ?? {};
  const size = Number(meta.size ?? meta.contentLength ?? 0);
  const limit = isEmptyFolderPlaceholder(t.destKey)
    ? 0
    : effectiveSizeLimit(bucket.file_size_limit, deps.globalFileSizeLimit);
  if (size > limit) throw ERRORS.entityTooLarge();
  checkMimeType(bucket, t.destKey, meta.mimetype ?? 'application/octet-stream');
}

/** Renames the row as the caller (UPDATE and SELECT policies decide); the bytes follow by hard link. */
async function moveObject(deps: StorageDeps, t: Transfer) {
  const version = randomUUID();
  let linked: string | null = null;
  try {
    const moved = await withRole(deps.pool, t.caller.claims, async (client) => {
      const source = await findObject(client, t.bucketId, t.sourceKey);
      if (!source) throw ERRORS.noSuchKey();
      await assertFitsDestination(deps, t, source);
      const row = await renameObject(
        client,
        { bucket: t.bucketId, name: t.sourceKey },
        { bucket: t.destBucket, name: t.destKey, version, owner: t.caller.owner },
      );
      if (!row) throw ERRORS.noSuchKey();
      if (source.version) {
        linked = await deps.files.linkVersion(
          { bucket: t.bucketId, key: t.sourceKey, version: source.version },
          { bucket: t.destBucket, key: t.destKey, version },
        );
      }
      return { id: row.id, previousVersion: source.version };
    });
    await deps.files.removeVersion(t.bucketId, t.sourceKey, moved.previousVersion);
    return moved;
  } catch (err) {
    await deps.files.remove(linked);
    throw err;
  }
}

/** Reads the source and writes the destination row as the caller; versions are immutable, so a hard link copies. */
async function copyObject(deps: StorageDeps, t: Transfer, upsert: boolean) {
  let linked: string | null = null;
  try {
    const copied = await withRole(deps.pool, t.caller.claims, async (client) => {
      const source = await findObject(client, t.bucketId, t.sourceKey);
      if (!source) throw ERRORS.noSuchKey();
      await assertFitsDestination(deps, t, source);
      const row: NewObject = {
        id: randomUUID(),
        bucket: t.destBucket,
        name: t.destKey,
        owner: t.caller.owner,
        metadata: { ...source.metadata, lastModified: new Date().toISOString() },
        userMetadata: source.user_metadata,
        version: randomUUID(),
      };
      const written = upsert
        ? await upsertObject(client, row)
        : await onDuplicate(async () => {
            await insertObject(client, row);
            return { id: row.id, previousVersion: null };
          }, ERRORS.keyAlreadyExists);
      if (source.version) {
        linked = await deps.files.linkVersion(
          { bucket: t.bucketId, key: t.sourceKey, version: source.version },
          { bucket: t.destBucket, key: t.destKey, version: row.version },
        );
      }
      return { row, id: written.id, previousVersion: written.previousVersion };
    });
    if (copied.previousVersion)
      await deps.files.removeVersion(t.destBucket, t.destKey, copied.previousVersion);
    return copied;
  } catch (err) {
    await deps.files.remove(linked);
    throw err;
  }
}

export function objectRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/list/:bucket', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const options = listOptions(await jsonBody(c));
    return c.json(
      await withRole(deps.pool, caller.claims, (client) => listObjects(client, bucketId, options)),
    );
  });

  // Before POST /object/:bucket/:key, which would otherwise take it for an upload of a file.
  app.post('/object/list-v2/:bucket', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const options = listV2Options(await jsonBody(c));
    return c.json(
      await withRole(deps.pool, caller.claims, (client) => listObjectsV2(client, bucketId, options)),
    );
  });

  app.post('/object/move', async (c) => {
    const caller = await callerOf(c, deps);
    const t = transferOf(await jsonBody(c), caller);
    const moved = await moveObject(deps, t);
    return c.json({ message: 'Successfully moved', Id: moved.id, Key: t.destKey });
  });

  app.post('/object/copy', async (c) => {
    const caller = await callerOf(c, deps);
    const t = transferOf(await jsonBody(c), caller);
    const { row, id } = await copyObject(deps, t, c.req.header('x-upsert') === 'true');
    return c.json({
      Id: id,
      Key: `${t.destBucket}/${t.destKey}`,
      id,
      bucket_id: row.bucket,
      name: row.name,
      owner: row.owner ?? null,
      metadata: row.metadata,
      user_metadata: row.userMetadata,
      version: row.version,
    });
  });

  app.get('/render/image/public/:bucket/:key{.+}', renderTransformed(deps, 'public'));
  app.get('/render/image/authenticated/:bucket/:key{.+}', renderTransformed(deps, 'caller'));
  app.get('/object/public/:bucket/:key{.+}', serve(deps, 'public'));
  app.get('/object/authenticated/:bucket/:key{.+}', serve(deps, 'caller'));
  app.get('/object/info/public/:bucket/:key{.+}', info(deps, 'public'));
  app.get('/object/info/authenticated/:bucket/:key{.+}', info(deps, 'caller'));
  app.get('/object/info/:bucket/:key{.+}', info(deps, 'caller'));
  app.get('/object/:bucket/:key{.+}', serve(deps, 'caller'));

  app.post('/object/:bucket/:key{.+}', upload(deps));
  app.put('/object/:bucket/:key{.+}', upload(deps));

  app.delete('/object/:bucket/:key{.+}', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const key = param(c, 'key');
    mustBeValidKey(key);
    // Hosted tells "no such object" from "not yours": the first is looked up as the superuser.
    if (!(await findObject(deps.pool, bucketId, key))) throw ERRORS.noSuchKey();
    const rows = await withRole(deps.pool, caller.claims, (client) => deleteObjects(client, bucketId, [key]));
    if (rows.length === 0) throw ERRORS.accessDenied('Access denied');
    await deps.files.removeRows(rows);
    return c.json({ message: 'Successfully deleted' });
  });

  app.delete('/object/:bucket', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const prefixes = stringArray(await jsonBody(c), 'prefixes');
    if (prefixes.length < 1) throw ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
    if (prefixes.length > MAX_OBJECTS_PER_REQUEST) {
      throw ERRORS.invalidRequest(
        `Bulk object requests are limited to ${MAX_OBJECTS_PER_REQUEST} objects per request.`,
      );
    }
    const rows = await withRole(deps.pool, caller.claims, (client) =>
      deleteObjects(client, bucketId, prefixes),
    );
    // After commit: a leftover file is harmless, a row whose file is gone is not.
    await deps.files.removeRows(rows);
    return c.json(rows);
  });
}
