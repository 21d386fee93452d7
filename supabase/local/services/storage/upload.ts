// Uploads: bucket, then size and MIME limits (read as the superuser, whatever the caller may see),
// then the storage.objects row written as the caller. The file is moved into place inside that
// same transaction, so a refused row leaves no file and a failed write leaves no row.
import { createHash, randomUUID } from 'node:crypto';
import type { Claims } from '../../db.ts';
import { withRole } from '../../db.ts';
import { readBodyCapped } from './body.ts';
import { ERRORS, onDuplicate } from './errors.ts';
import { isEmptyFolderPlaceholder, mustBeValidKey } from './keys.ts';
import { isMimeTypeAllowed } from './mime.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';
import { findBucket, insertObject, upsertObject, type NewObject } from './objects-db.ts';
import { effectiveSizeLimit } from './size.ts';
import type { BucketRow, ObjectMetadata, StorageDeps } from './types.ts';

/** Room for the multipart envelope (boundaries, part headers, the small fields) above the file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

export interface UploadRequest {
  bucketId: string;
  key: string;
  /** The role the row is written as (the caller's claims, or the service role for signed uploads). */
  claims: Claims;
  owner: string | undefined;
  upsert: boolean;
  headers: {
    contentType: string | undefined;
    cacheControl: string | undefined;
    xMetadata: string | undefined;
  };
  body: ReadableStream<Uint8Array> | null;
}

export interface ParsedFile {
  data: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export function parseJsonObject(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads the file out of a raw or multipart body, enforcing the byte limit. */
export async function readUploadedFile(req: UploadRequest, limit: number): Promise<ParsedFile> {
  const boundary = multipartBoundary(req.headers.contentType);
  if (!boundary) {
    const data = await readBodyCapped(req.body, limit);
    const xMetadata = req.headers.xMetadata;
    return {
      data,
      mimeType: req.headers.contentType || 'application/octet-stream',
      cacheControl: req.headers.cacheControl ?? 'no-cache',
      userMetadata: parseJsonObject(
        xMetadata ? Buffer.from(xMetadata, 'base64').toString('utf8') : undefined,
      ),
    };
  }

  const raw = await readBodyCapped(req.body, limit + MULTIPART_OVERHEAD);
  let parts;
  try {
    parts = parseMultipart(raw, boundary);
  } catch {
    throw ERRORS.noContentProvided();
  }
  const file = parts.find((p) => p.filename !== undefined) ?? parts.find((p) => p.name === '');
  if (!file) throw ERRORS.noContentProvided();
  if (file.data.length > limit) throw ERRORS.entityTooLarge();
  const field = (name: string) => parts.find((p) => p.name === name && p !== file)?.data.toString('utf8');
  const cacheTime = field('cacheControl');
  return {
    data: file.data,
    mimeType: field('contentType') || file.contentType || 'application/octet-stream',
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseJsonObject(field('metadata') ?? field('userMetadata')),
  };
}

export function checkMimeType(bucket: BucketRow, key: string, mimeType: string): void {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0 && !isEmptyFolderPlaceholder(key) && !isMimeTypeAllowed(mimeType, allowed)) {
    throw ERRORS.invalidMimeType(mimeType);
  }
}

export function metadataFor(file: ParsedFile): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.length,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
}

export async function uploadObject(
  deps: StorageDeps,
  req: UploadRequest,
): Promise<{ id: string; path: string }> {
  mustBeValidKey(req.key);
  const bucket = await findBucket(deps.pool, req.bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();

  // Hosted allows nothing but an empty body for the dashboard's folder placeholders.
  const limit = isEmptyFolderPlaceholder(req.key)
    ? 0
    : effectiveSizeLimit(bucket.file_size_limit, deps.globalFileSizeLimit);
  const file = await readUploadedFile(req, limit);
  checkMimeType(bucket, req.key, file.mimeType);

  const temp = await deps.files.writeTemp(file.data);
  return commitObject(deps, {
    bucketId: bucket.id,
    key: req.key,
    claims: req.claims,
    owner: req.owner,
    upsert: req.upsert,
    tempFile: temp,
    metadata: metadataFor(file),
    userMetadata: file.userMetadata,
  });
}

/**
 * Writes the object's row as `claims` (RLS decides) and moves `tempFile` into place inside that
 * transaction; on any failure the temp file is removed. Shared by plain and resumable uploads.
 */
export async function commitObject(
  deps: StorageDeps,
  o: {
    bucketId: string;
    key: string;
    claims: Claims;
    owner: string | undefined;
    upsert: boolean;
    tempFile: string;
    metadata: ObjectMetadata;
    userMetadata: Record<string, unknown> | null;
  },
): Promise<{ id: string; path: string }> {
  const row: NewObject = {
    id: randomUUID(),
    bucket: o.bucketId,
    name: o.key,
    owner: o.owner,
    metadata: o.metadata,
    userMetadata: o.userMetadata,
    version: randomUUID(),
  };
  let placed: string | null = null;
  try {
    const result = await withRole(deps.pool, o.claims, async (client) => {
      const written = o.upsert
        ? await upsertObject(client, row)
        : await onDuplicate(async () => {
            await insertObject(client, row);
            return { id: row.id, previousVersion: null };
          }, ERRORS.keyAlreadyExists);
      placed = await deps.files.place(o.tempFile, o.bucketId, o.key, row.version);
      return written;
    });
    // Only now is nothing pointing at the replaced version any more.
    if (result.previousVersion && result.previousVersion !== row.version) {
      await deps.files.removeVersion(o.bucketId, o.key, result.previousVersion);
    }
    return { id: result.id, path: `${o.bucketId}/${o.key}` };
  } catch (err) {
    await deps.files.remove(o.tempFile);
    await deps.files.remove(placed);
    throw err;
  }
}

const ROLLBACK = Symbol('rollback');

/** Proves the caller could write this row (hosted's canUpload) without keeping it. */
export async function assertCanUpload(
  deps: StorageDeps,
  opts: { claims: Claims; bucketId: string; key: string; owner: string | undefined; upsert: boolean },
): Promise<void> {
  mustBeValidKey(opts.key);
  if (!(await findBucket(deps.pool, opts.bucketId))) throw ERRORS.noSuchBucket();
  const row: NewObject = {
    id: randomUUID(),
    bucket: opts.bucketId,
    name: opts.key,
    owner: opts.owner,
    metadata: {},
    userMetadata: null,
    version: randomUUID(),
  };
  try {
    await withRole(deps.pool, opts.claims, async (client) => {
      if (opts.upsert) await upsertObject(client, row);
      else await onDuplicate(() => insertObject(client, row), ERRORS.keyAlreadyExists);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
}
