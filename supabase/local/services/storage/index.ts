// The Storage-API-compatible service under /storage/v1: files on disk under
// `${dataDir}/storage`, their rows in storage.objects, written as the caller so RLS decides.
import path from 'node:path';
import { serviceApp } from '../../http.ts';
import type { HttpService, ServiceContext } from '../../services.ts';
import { bucketRoutes } from './bucket-routes.ts';
import { FileStore } from './files.ts';
import { errorResponse } from './http.ts';
import { objectRoutes } from './object-routes.ts';
import { resumableRoutes } from './resumable.ts';
import { readGlobalFileSizeLimit } from './settings.ts';
import { signedRoutes } from './signed-routes.ts';
import type { StorageDeps } from './types.ts';

/**
 * Storage needs no `apikey` at the gateway, as the Supabase CLI's and self-hosted gateways route
 * it: every route checks its own credential (the `Authorization: Bearer` JWT, else the apikey, in
 * `resolveCaller`; the token of a signed URL), and with none answers 400 "Invalid Compact JWS".
 * supabase-js's own storage suite calls it with `Authorization` alone.
 */
const KEYLESS = [/^/];

export async function createStorageService(ctx: ServiceContext): Promise<HttpService> {
  const files = new FileStore(path.join(ctx.config.dataDir, 'storage'));
  await files.init();
  const deps: StorageDeps = {
    pool: ctx.pool,
    files,
    keys: ctx.keys,
    jwtSecret: ctx.config.jwtSecret,
    globalFileSizeLimit: readGlobalFileSizeLimit(),
    log: (m) => ctx.log(`storage: ${m}`),
  };

  const app = serviceApp(deps, {
    // The specific /object/{sign,upload,public,…} routes before /object/:bucket/*.
    groups: [signedRoutes, resumableRoutes, objectRoutes, bucketRoutes],
    notFound: (c) =>
      c.json(
        {
          statusCode: '404',
          code: 'NotFound',
          error: 'Not Found',
          message: `Route ${c.req.method}:${c.req.path} not found`,
        },
        404,
      ),
    onError: (err, c) => errorResponse(c, err, deps.log),
  });
  return { prefix: '/storage/v1', app, keyless: KEYLESS };
}
