// Image transformations (/render/image/…), as hosted Storage serves them through imgproxy:
// width/height clamped to 1–2000, resize cover (crop to fill, the default) / contain (fit inside) /
// fill (stretch), never enlarged, quality 20–100 (80 when unset), format origin/webp/avif — with no
// format, WebP when the client accepts it (hosted's automatic optimisation), else the source's own.
// `sharp` is loaded on the first transformation only, so the stack starts as fast as before.
import { ERRORS, StorageError } from './errors.ts';
import { contentDisposition } from './render.ts';
import type { ObjectRow, StorageDeps } from './types.ts';

export interface Transform {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'webp' | 'avif';
  quality?: number;
}

const SIZE_MIN = 1;
const SIZE_MAX = 2000;
const DEFAULT_QUALITY = 80;
const RESIZES = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'webp', 'avif'] as const;

function integer(value: string | undefined, name: string, min: number, max?: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw ERRORS.invalidRequest(`querystring/${name} must be integer`);
  const n = Number(value);
  if (n < min) throw ERRORS.invalidRequest(`querystring/${name} must be >= ${min}`);
  if (max !== undefined && n > max) throw ERRORS.invalidRequest(`querystring/${name} must be <= ${max}`);
  return n;
}

function member<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw ERRORS.invalidRequest(`querystring/${name} must be equal to one of the allowed values`);
  return value as T;
}

/** The query's transformation options, checked as hosted's schema does. */
export function parseTransform(query: (name: string) => string | undefined): Transform {
  const t: Transform = {};
  const width = integer(query('width'), 'width', 0);
  const height = integer(query('height'), 'height', 0);
  const resize = member(query('resize'), RESIZES, 'resize');
  const format = member(query('format'), FORMATS, 'format');
  const quality = integer(query('quality'), 'quality', 20, 100);
  if (width) t.width = width;
  if (height) t.height = height;
  if (resize) t.resize = resize;
  if (format) t.format = format;
  if (quality) t.quality = quality;
  return t;
}

/** The options as a signed URL's token carries them ("width:128,height:128,resize:cover"). */
export function transformationsClaim(t: Transform): string {
  const parts: string[] = [];
  if (t.height) parts.push(`height:${t.height}`);
  if (t.width) parts.push(`width:${t.width}`);
  if (t.width || t.height) parts.push(`resize:${t.resize ?? ''}`);
  if (t.quality) parts.push(`quality:${t.quality}`);
  if (t.format) parts.push(`format:${t.format}`);
  return parts.join(',');
}

/** imgproxy's name for each `resize` mode, as hosted Storage maps them (cover is the default). */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * The `X-Transformations` header of a rendered image: what was applied, in the imgproxy terms hosted
 * Storage reports ("height:200,width:200,resizing_type:fill,quality:60").
 */
export function appliedTransformations(t: Transform): string {
  const parts: string[] = [];
  if (t.height) parts.push(`height:${t.height}`);
  if (t.width) parts.push(`width:${t.width}`);
  if (t.width || t.height) parts.push(`resizing_type:${RESIZING_TYPE[t.resize ?? 'cover']}`);
  if (t.quality) parts.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') parts.push(`format:${t.format}`);
  return parts.join(',');
}

export function transformFromClaim(claim: string): Transform {
  const get = (name: string) =>
    claim
      .split(',')
      .map((p) => p.split(':'))
      .find(([k]) => k === name)?.[1];
  return parseTransform(get);
}

/** A signing request's `transform` object (storage-js createSignedUrl's option). */
export function transformFromBody(value: unknown): Transform {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw ERRORS.invalidRequest('body/transform must be object');
  const v = value as Record<string, unknown>;
  const text = (name: string) => (v[name] === undefined || v[name] === null ? undefined : String(v[name]));
  return parseTransform(text);
}

const clamp = (n: number) => Math.min(Math.max(n, SIZE_MIN), SIZE_MAX);

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif' | 'tiff';

function outputFormat(t: Transform, source: string | undefined, accept: string | undefined): OutputFormat {
  if (t.format === 'webp' || t.format === 'avif') return t.format;
  if (t.format !== 'origin' && accept?.includes('image/webp')) return 'webp';
  if (
    source === 'jpeg' ||
    source === 'png' ||
    source === 'gif' ||
    source === 'tiff' ||
    source === 'webp' ||
    source === 'avif'
  )
    return source;
  return source === 'heif' ? 'avif' : 'png';
}

const unsupported = (cause: unknown) =>
  new StorageError({
    httpStatusCode: 400,
    code: 'InvalidRequest',
    message: 'The source image is invalid or unsupported for rendering',
    cause,
  });

export interface RenderImageOptions {
  accept: string | undefined;
  download?: string | undefined;
  /** Signed URLs answer with Expires (the token's exp) instead of Cache-Control. */
  expires?: Date;
}

/** The object's image with `t` applied, with hosted's headers. */
export async function renderImage(
  deps: StorageDeps,
  obj: ObjectRow,
  t: Transform,
  opts: RenderImageOptions,
): Promise<Response> {
  const file = obj.version ? await deps.files.open(obj.bucket_id, obj.name, obj.version) : null;
  if (!file) throw ERRORS.missingFile();
  const source = Buffer.concat((await file.stream.toArray()) as Buffer[]);

  const { default: sharp } = await import('sharp');
  let output: { data: Buffer; format: OutputFormat };
  try {
    // Orientation from EXIF first, as imgproxy does; animated GIFs keep their frames.
    const image = sharp(source, { animated: true }).rotate();
    const meta = await image.metadata();
    if (t.width || t.height) {
      image.resize({
        ...(t.width ? { width: clamp(t.width) } : {}),
        ...(t.height ? { height: clamp(t.height) } : {}),
        fit: FIT[t.resize ?? 'cover'],
        withoutEnlargement: true,
      });
    }
    const format = outputFormat(t, meta.format, opts.accept);
    const quality = t.quality ?? DEFAULT_QUALITY;
    const data = await image
      .toFormat(format, format === 'png' || format === 'gif' ? {} : { quality })
      .toBuffer();
    output = { data, format };
  } catch (err) {
    throw unsupported(err);
  }

  const meta = obj.metadata ?? {};
  const headers = new Headers({
    'Content-Type': `image/${output.format}`,
    'Content-Length': String(output.data.length),
    'X-Robots-Tag': 'none',
    'X-Content-Type-Options': 'nosniff',
  });
  const applied = appliedTransformations(t);
  if (applied) headers.set('X-Transformations', applied);
  if (meta.eTag) headers.set('ETag', meta.eTag);
  const lastModified = new Date(meta.lastModified ?? obj.updated_at);
  if (!Number.isNaN(lastModified.getTime())) headers.set('Last-Modified', lastModified.toUTCString());
  if (opts.expires) headers.set('Expires', opts.expires.toUTCString());
  else headers.set('Cache-Control', meta.cacheControl ?? 'no-cache');
  if (opts.download !== undefined) headers.set('Content-Disposition', contentDisposition(opts.download));
  return new Response(new Uint8Array(output.data), { status: 200, headers });
}
