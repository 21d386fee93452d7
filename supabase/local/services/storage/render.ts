// Serving an object's bytes (or only its headers for HEAD) and its info, with hosted's headers.
import { Readable } from 'node:stream';
import { ERRORS } from './errors.ts';
import type { ObjectRow, StorageDeps } from './types.ts';

export interface RenderOptions {
  head: boolean;
  /** `?download` / `?download=name`: ask the browser to save the file. */
  download?: string | undefined;
  /** Signed URLs answer with Expires (the token's exp) instead of Cache-Control. */
  expires?: Date;
  ifNoneMatch?: string | undefined;
}

export function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name}`;
}

/** Hosted never serves HTML as HTML: an uploaded page must not run script on the API's origin. */
export function servedContentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

export async function renderObject(
  deps: StorageDeps,
  obj: ObjectRow,
  opts: RenderOptions,
): Promise<Response> {
  const file = obj.version ? await deps.files.open(obj.bucket_id, obj.name, obj.version) : null;
  if (!file) throw ERRORS.missingFile();

  const meta = obj.metadata ?? {};
  const headers = new Headers({
    'Content-Type': servedContentType(meta.mimetype),
    'Content-Length': String(file.size),
    'X-Robots-Tag': 'none',
    // The stored type is what the uploader claimed: a browser must not second-guess it into HTML.
    'X-Content-Type-Options': 'nosniff',
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  const lastModified = new Date(meta.lastModified ?? obj.updated_at);
  if (!Number.isNaN(lastModified.getTime())) headers.set('Last-Modified', lastModified.toUTCString());
  if (opts.expires) headers.set('Expires', opts.expires.toUTCString());
  else headers.set('Cache-Control', meta.cacheControl ?? 'no-cache');
  if (opts.download !== undefined) headers.set('Content-Disposition', contentDisposition(opts.download));

  if (opts.head || (opts.ifNoneMatch && meta.eTag && opts.ifNoneMatch === meta.eTag)) {
    file.stream.destroy();
    if (!opts.head) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}

/** GET /object/info/…: the file's facts as hosted's info renderer returns them. */
export function objectInfo(obj: ObjectRow) {
  const meta = obj.metadata ?? {};
  return {
    id: obj.id,
    name: obj.name,
    version: obj.version,
    bucket_id: obj.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    // An object uploaded without user metadata answers `{}`, as hosted's info does.
    metadata: obj.user_metadata ?? {},
    last_modified: obj.updated_at,
    created_at: obj.created_at,
  };
}
