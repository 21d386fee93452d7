// A small multipart/form-data parser over a buffered body: storage-js sends a `cacheControl`
// field, an optional `metadata` field and the file (under the '' key for Blob/File bodies).

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary of a multipart/form-data content type, or null when it is something else. */
export function multipartBoundary(contentType: string | undefined | null): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return null;
  const m = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function headerParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const m of value.matchAll(re)) {
    const raw = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '').trim();
    params[m[1]!.toLowerCase()] = raw;
  }
  return params;
}

/** Splits a multipart body into its parts; throws on a malformed body. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new Error('multipart boundary not found');

  for (;;) {
    pos += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    else throw new Error('malformed multipart delimiter');

    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new Error('malformed multipart headers');
    const headers = new Map<string, string>();
    for (const line of body.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }

    const dataStart = headerEnd + 4;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), dataStart);
    if (next < 0) throw new Error('unterminated multipart part');

    const disposition = headers.get('content-disposition') ?? '';
    const params = headerParams(disposition);
    if (/^form-data\b/i.test(disposition) && params.name !== undefined) {
      parts.push({
        name: params.name,
        ...(params.filename !== undefined ? { filename: params.filename } : {}),
        ...(headers.has('content-type') ? { contentType: headers.get('content-type')! } : {}),
        data: body.subarray(dataStart, next),
      });
    }
    pos = next + 2;
  }
}
