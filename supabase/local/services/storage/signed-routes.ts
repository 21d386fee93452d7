// Signed URLs: minted only for rows the caller can see (or, for uploads, could write), and
// honoured afterwards without any caller, on the strength of the token alone.
import type { Context, Hono } from 'hono';
import { withRole } from '../../db.ts';
import { SERVICE_CLAIMS } from './caller.ts';
import { ERRORS } from './errors.ts';
import { callerOf, jsonBody, param, stringArray } from './http.ts';
import { renderImage, transformationsClaim, transformFromBody, transformFromClaim } from './image.ts';
import { mustBeValidKey } from './keys.ts';
import { findObject, findObjectNames } from './objects-db.ts';
import { renderObject } from './render.ts';
import { assertValidExpiresIn, signUrlToken, verifyUrlToken } from './tokens.ts';
import type { StorageDeps } from './types.ts';
import { assertCanUpload, uploadObject } from './upload.ts';

/** Signed upload URLs live two hours, as on hosted projects. */
const UPLOAD_URL_EXPIRES_IN = 2 * 3600;

export function signedRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/sign/:bucket/:key{.+}', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const key = param(c, 'key');
    mustBeValidKey(key);
    const { expiresIn, transform } = await jsonBody(c);
    assertValidExpiresIn(expiresIn);
    const transformations = transformationsClaim(transformFromBody(transform));
    const row = await withRole(deps.pool, caller.claims, (client) => findObject(client, bucketId, key));
    if (!row) throw ERRORS.noSuchKey();
    const url = `${bucketId}/${key}`;
    const token = await signUrlToken(
      deps.jwtSecret,
      { url, scope: 'download', ...(transformations ? { transformations } : {}) },
      expiresIn,
    );
    // With a transform the URL renders the image (hosted's /render/image/sign). storage-js
    // prefixes this with its storage URL (…/storage/v1) and encodeURI()s the whole.
    const route = transformations ? 'render/image' : 'object';
    return c.json({ signedURL: `/${route}/sign/${url}?token=${token}` });
  });

  app.post('/object/sign/:bucket', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const body = await jsonBody(c);
    assertValidExpiresIn(body.expiresIn);
    const expiresIn = body.expiresIn;
    const paths = stringArray(body, 'paths');
    const visible = await withRole(deps.pool, caller.claims, (client) =>
      findObjectNames(client, bucketId, paths),
    );
    const results = await Promise.all(
      paths.map(async (path) => {
        if (!visible.has(path)) {
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          };
        }
        const url = `${bucketId}/${path}`;
        const token = await signUrlToken(deps.jwtSecret, { url, scope: 'download' }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(results);
  });

  /** A signed download's token (for this URL's object) and the object's row: no caller needed. */
  async function signedDownload(c: Context) {
    const bucketId = param(c, 'bucket');
    const key = param(c, 'key');
    const token = await verifyUrlToken(
      deps.jwtSecret,
      c.req.query('token'),
      `${bucketId}/${key}`,
      'download',
    );
    const row = await findObject(deps.pool, bucketId, key);
    if (!row) throw ERRORS.noSuchKey();
    return { token, row };
  }

  app.get('/object/sign/:bucket/:key{.+}', async (c) => {
    const { token, row } = await signedDownload(c);
    return renderObject(deps, row, {
      head: c.req.method === 'HEAD',
      download: c.req.query('download'),
      expires: new Date(token.exp * 1000),
      ifNoneMatch: c.req.header('if-none-match'),
    });
  });

  app.get('/render/image/sign/:bucket/:key{.+}', async (c) => {
    const { token, row } = await signedDownload(c);
    // The token fixes the transformations; the query cannot change them.
    return renderImage(deps, row, transformFromClaim(token.transformations ?? ''), {
      accept: c.req.header('accept'),
      download: c.req.query('download'),
      expires: new Date(token.exp * 1000),
    });
  });

  app.post('/object/upload/sign/:bucket/:key{.+}', async (c) => {
    const caller = await callerOf(c, deps);
    const bucketId = param(c, 'bucket');
    const key = param(c, 'key');
    const upsert = c.req.header('x-upsert') === 'true';
    await assertCanUpload(deps, { claims: caller.claims, bucketId, key, owner: caller.owner, upsert });
    const url = `${bucketId}/${key}`;
    const token = await signUrlToken(
      deps.jwtSecret,
      { url, scope: 'upload', upsert, ...(caller.owner ? { owner: caller.owner } : {}) },
      UPLOAD_URL_EXPIRES_IN,
    );
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  app.put('/object/upload/sign/:bucket/:key{.+}', async (c) => {
    const bucketId = param(c, 'bucket');
    const key = param(c, 'key');
    const token = await verifyUrlToken(deps.jwtSecret, c.req.query('token'), `${bucketId}/${key}`, 'upload');
    // The token proved the right to write when it was minted; the row is written as the service role.
    const result = await uploadObject(deps, {
      bucketId,
      key,
      claims: SERVICE_CLAIMS,
      owner: token.owner,
      upsert: token.upsert ?? false,
      headers: {
        contentType: c.req.header('content-type'),
        cacheControl: c.req.header('cache-control'),
        xMetadata: c.req.header('x-metadata'),
      },
      body: c.req.raw.body,
    });
    return c.json({ Key: result.path });
  });
}
